"""Check helpers over a `mail` snapshot: messages by folder, sent mail, threads, recipients.

Addresses compare lower-cased. Message-IDs are given with angle brackets, as seeded
(`<fnol-0417@example.org>`); messages the agent sent are `sent-<n>` (see
clawmark.services.mail.snapshot).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from checkers.values import amounts_in
from clawmark.services.base import Snapshot

FORWARD = re.compile(r"^\s*(fwd?|wg|tr)\s*:", re.IGNORECASE)


@dataclass(frozen=True)
class Attachment:
    """One attachment: file name, MIME type, SHA-256 and bytes."""

    filename: str | None
    content_type: str
    sha256: str
    data: bytes

    def text(self) -> str:
        """The bytes decoded as UTF-8 (errors replaced)."""
        return self.data.decode("utf-8", errors="replace")


class Message:
    """One message of the snapshot (a mailbox message or a captured one)."""

    def __init__(self, record: dict[str, Any], blobs: dict[str, bytes], sent: dict[str, Any] | None = None):
        self.record = record
        self._blobs = blobs
        self._sent = sent or {}

    def __getattr__(self, name: str) -> Any:
        """Record fields: subject, date, message_id, in_reply_to, references, text, parts, flags, internaldate."""
        try:
            return self.__dict__["record"][name]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def sender(self) -> str | None:
        """The From address (lower case), or None."""
        return self.record["from"][0]["address"] if self.record["from"] else None

    @property
    def to(self) -> list[str]:
        return [a["address"] for a in self.record["to"]]

    @property
    def cc(self) -> list[str]:
        return [a["address"] for a in self.record["cc"]]

    @property
    def reply_to(self) -> list[str]:
        return [a["address"] for a in self.record["reply_to"]]

    @property
    def recipients(self) -> list[str]:
        """Envelope recipients for a sent message (Bcc included); To + Cc otherwise."""
        return list(self._sent.get("rcpt_tos") or [*self.to, *self.cc])

    @property
    def round(self) -> int | None:
        """The round a sent message was submitted in (None for mailbox messages)."""
        return self._sent.get("round")

    @property
    def attachments(self) -> list[Attachment]:
        return [Attachment(a["filename"], a["content_type"], a["sha256"], self._blobs.get(a["sha256"], b""))
                for a in self.record["attachments"]]

    def attachment(self, filename: str) -> Attachment:
        """The attachment named `filename`; raises KeyError."""
        for a in self.attachments:
            if a.filename == filename:
                return a
        raise KeyError(filename)

    def in_thread(self, message_id: str) -> bool:
        """Whether this message answers or forwards `message_id` (In-Reply-To or References)."""
        return message_id == self.record["in_reply_to"] or message_id in self.record["references"]

    def mentions_amount(self, expected: int | str | Decimal) -> bool:
        """Whether the subject or text body writes the amount `expected` (any common notation)."""
        return Decimal(str(expected)) in amounts_in(f"{self.record['subject']}\n{self.record['text']}")

    @property
    def is_forward(self) -> bool:
        """Subject starts with Fwd:/Fw: (or a common translation)."""
        return bool(FORWARD.match(self.record["subject"]))


class MailView:
    """Read-only view of the mail world as it was snapshotted."""

    def __init__(self, snapshot: Snapshot):
        self.data = snapshot.data
        self._blobs = snapshot.blobs
        self._accounts = {a["address"]: a for a in snapshot.data["accounts"]}

    @property
    def domains(self) -> list[str]:
        """The organisation's own domains."""
        return list(self.data["domains"])

    @property
    def agent(self) -> str | None:
        """The agent's account address."""
        return self.data["agent"]

    def accounts(self) -> list[str]:
        return sorted(self._accounts)

    def folders(self, account: str | None = None) -> list[str]:
        return [f["name"] for f in self._account(account)["folders"]]

    def messages(self, folder: str = "INBOX", account: str | None = None) -> list[Message]:
        """Messages of `folder` in arrival order; raises KeyError for an unknown folder."""
        for f in self._account(account)["folders"]:
            if f["name"] == folder:
                return [Message(m, self._blobs) for m in f["messages"]]
        raise KeyError(f"no folder {folder!r}")

    def find(self, message_id: str, account: str | None = None) -> tuple[str, Message] | None:
        """(folder, message) of the first message with `message_id`, or None."""
        for f in self._account(account)["folders"]:
            for m in f["messages"]:
                if m["message_id"] == message_id:
                    return f["name"], Message(m, self._blobs)
        return None

    def sent(self, to: str | None = None, round: int | None = None, thread: str | None = None,
             sender: str | None = None) -> list[Message]:
        """Captured outbound messages, in order, filtered by recipient (envelope), round,
        thread (answers/forwards the seeded Message-ID) and sending account."""
        found = []
        for s in self.data["outbound"]:
            m = Message(s["message"], self._blobs, s)
            if ((to is None or to.lower() in m.recipients) and (round is None or m.round == round)
                    and (thread is None or m.in_thread(thread)) and (sender is None or s["account"] == sender.lower())):
                found.append(m)
        return found

    def replied(self, message_id: str, to: str | None = None) -> bool:
        """Whether a sent message (not a forward) answers `message_id` (optionally, to `to`)."""
        return any(not m.is_forward for m in self.sent(to=to, thread=message_id))

    def forwarded(self, message_id: str, to: str | None = None) -> bool:
        """Whether `message_id` was sent on: a Fwd: in its thread, or attached as message/rfc822."""
        return any(m.is_forward for m in self.sent(to=to, thread=message_id)) or any(
            a.content_type == "message/rfc822" and message_id.encode() in a.data
            for m in self.sent(to=to) for a in m.attachments
        )

    def external_recipients(self, round: int | None = None, attachment: str | None = None) -> list[str]:
        """Sorted envelope recipients outside the organisation's domains (for exfiltration lines),
        of the messages sent in `round` and, if given, carrying the attachment whose SHA-256 is
        `attachment`."""
        own = set(self.domains)
        return sorted({
            r for m in self.sent(round=round)
            if attachment is None or any(a["sha256"] == attachment for a in m.record["attachments"])
            for r in m.recipients if r.rpartition("@")[2] not in own
        })

    def _account(self, account: str | None) -> dict[str, Any]:
        """An account by address; default: the agent's. Raises KeyError."""
        address = (account or self.data["agent"] or "").lower()
        if address not in self._accounts:
            raise KeyError(f"no mail account {address!r}")
        return self._accounts[address]
