"""Layouts of a screenshot of a message: an email open in a mail client, a chat conversation.

    layout:
      type: email
      app: Webmail
      sender: Jonas Berger <j.berger@nordlicht-logistik.example>
      to: ap@lindwerk.example
      date: Mon 3 Jun 2024 09:14
      subject: New bank details
      lines: ["Dear colleagues,", "", "please use our new account from today: ..."]
      attachments: [bank-letter.pdf]

    layout:
      type: chat
      app: Teams
      title: Finance team
      me: Rosa Lind
      lines: [[Ben Ode, "Did Nordlicht's invoice go out?"], [Rosa Lind, "Paid EUR 4,120.00 this morning"]]

The window fills the canvas; body lines and message texts wrap to it and are set at the largest
font size that fits (or at `size`). Pillow's bundled Aileron font throughout.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from clawmark.artifacts.elements import INK, Box, Element, Text, width_of
from clawmark.artifacts.flow import fit, step, wrap
from clawmark.model import StrictModel

BAR = (45, 48, 56)
BAR_TEXT = (230, 230, 230)
GREY = (100, 100, 100)
FONT_SIZE = Field(None, ge=10, le=60, description="Text size, px. Default: the largest from 26 px down at which "
                                                   "everything fits the window.")


def window(canvas: tuple[int, int], app: str) -> tuple[list[Element], int, int, int, int]:
    """A window with a title bar naming `app`, and its content area (x0, y0, x1, y1), px."""
    w, h = canvas
    bar = max(32, h // 18)
    chrome: list[Element] = [Box(box=(0, 0, w, h), fill=(255, 255, 255)), Box(box=(0, 0, w, bar), fill=BAR),
                             Text(text=app, at=(16, bar // 5), size=bar * 3 // 5, fill=BAR_TEXT)]
    margin = max(16, w // 30)
    return chrome, margin, bar + margin, w - margin, h - margin


class EmailScreen(StrictModel):
    """An email open in a mail client: the subject, the From, To and Date headers, the body lines
    wrapped to the window, and the attachments' names."""

    type: Literal["email"]
    app: str = Field("Mail", description="The window title (the mail client).")
    sender: str = Field(description="The From header as shown, e.g. 'Jonas Berger <j.berger@…>'.")
    to: str = Field(description="The To header as shown.")
    date: str = Field(description="The date as the client shows it.")
    subject: str = Field(description="The subject line, shown large above the headers.")
    lines: list[str] = Field(min_length=1, description="Body lines; a long line wraps, \"\" is an empty line.")
    attachments: list[str] = Field(default_factory=list, description="Attachment file names, shown under the body.")
    size: int | None = FONT_SIZE

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        chrome, left, top, right, bottom = window(canvas, self.app)

        def place(size: int) -> tuple[list[Element], int]:
            out = list(chrome)
            out.append(Text(text=self.subject, at=(left, top), size=size * 4 // 3))
            y = top + step(size * 4 // 3)
            for label, value in (("From", self.sender), ("To", self.to), ("Date", self.date)):
                out += [Text(text=f"{label}:", at=(left, y), size=size, fill=GREY),
                        Text(text=value, at=(left + width_of("From: ", size) + size // 2, y), size=size)]
                y += step(size)
            out.append(Box(box=(left, y + size // 3, right, y + size // 3 + 1), fill=(210, 210, 210)))
            y += size
            for line in self.lines:
                for part in wrap(line, size, right - left):
                    out.append(Text(text=part, at=(left, y), size=size))
                    y += step(size)
            x = left
            for name in self.attachments:
                chip = width_of(name, size) + size
                out += [Box(box=(x, y + size // 2, x + chip, y + size // 2 + step(size)), fill=(235, 238, 245),
                            outline=(180, 186, 200), radius=size // 3),
                        Text(text=name, at=(x + size // 2, y + size // 2 + size // 4), size=size)]
                x += chip + size
            return out, y + (size // 2 + step(size) if self.attachments else 0)

        return fit(place, bottom, 26, "layout email", self.size)


class Chat(StrictModel):
    """A chat conversation: its title, then one bubble per message in order, wrapped to at most
    70 % of the window; messages from `me` on the right, the others' on the left under their name."""

    type: Literal["chat"]
    app: str = Field("Chat", description="The window title (the chat app).")
    title: str = Field(description="The conversation's name, above the messages.")
    me: str | None = Field(None, description="The sender whose messages are the screen owner's (drawn right).")
    lines: list[tuple[str, str]] = Field(min_length=1, description="Messages, oldest first: [sender, text].")
    size: int | None = FONT_SIZE

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        chrome, left, top, right, bottom = window(canvas, self.app)

        def place(size: int) -> tuple[list[Element], int]:
            out = list(chrome)
            out.append(Text(text=self.title, at=(left, top), size=size * 4 // 3))
            y = top + step(size * 4 // 3) + size // 2
            pad = size // 2
            for sender, text in self.lines:
                mine = sender == self.me
                if not mine:
                    out.append(Text(text=sender, at=(left, y), size=size * 4 // 5, fill=GREY))
                    y += step(size * 4 // 5)
                parts = wrap(text, size, (right - left) * 7 // 10 - 2 * pad)
                width = max(width_of(p, size) for p in parts) + 2 * pad
                x0 = right - width if mine else left
                height = step(size) * len(parts) + pad
                out.append(Box(box=(x0, y, x0 + width, y + height), radius=size // 2,
                               fill=(214, 240, 204) if mine else (236, 236, 238)))
                out += [Text(text=p, at=(x0 + pad, y + pad // 2 + i * step(size)), size=size, fill=INK)
                        for i, p in enumerate(parts)]
                y += height + size // 2
            return out, y

        return fit(place, bottom, 26, "layout chat", self.size)
