"""One message's MIME structure read as a modern client reads it, whatever the server accepted.

- Raw UTF-8 in headers is UTF-8 (RFC 6532 §3), so subjects, display names and attachment file
  names survive (compat32 alone would turn them into U+FFFD).
- An enclosed message (message/rfc822, or message/global of RFC 6532 §3.7: a forward as
  attachment) is an attachment of its own, whose bytes are the enclosed message; the parts
  inside it follow it in the list. One sent base64-encoded, which RFC 2046 §5.2.1 forbids but
  Python's `add_attachment(bytes, "message", "rfc822")` writes, is decoded first.
- The text body is the message's own (text/plain preferred, else HTML without tags), never the
  enclosed message's.
- A message nested more than MAX_MIME_DEPTH levels deep (no client writes one; Python's parser
  gives up near 1,000) keeps its headers, and its whole body is one attachment of its type.

Parsing uses a compat32 policy and decodes RFC 2047 words itself: the default policy's header
registry costs about 1 ms a message.
"""

from __future__ import annotations

import base64
import binascii
import email.policy
import html
import re
from dataclasses import dataclass, field
from email.header import decode_header, make_header
from email.message import Message
from email.parser import BytesParser
from email.policy import Compat32
from typing import Any, Iterator

from clawmark.services.base import sha256_hex

MAX_MIME_DEPTH = 50
ENCLOSED = ("message/rfc822", "message/global")


class Utf8Headers(Compat32):
    """The compat32 policy, except that raw 8-bit header bytes are UTF-8 (RFC 6532 §3), as in
    `email.policy.default`. Bytes that are not UTF-8 become U+FFFD, as there."""

    def header_fetch_parse(self, name: str, value: str) -> Any:
        try:
            source = value.encode("ascii", "surrogateescape")  # the bytes the parser read
        except UnicodeEncodeError:  # a value set as text, not parsed from bytes
            return super().header_fetch_parse(name, value)
        return super().header_fetch_parse(name, value) if source.isascii() else source.decode("utf-8", "replace")


POLICY = Utf8Headers()


class TooDeep(Exception):
    """The message nests more MIME levels than MAX_MIME_DEPTH."""


@dataclass
class Read:
    """A message as read: its headers (`message`), attachments (snapshot records), their bytes
    by SHA-256, and its text body."""

    message: Message
    attachments: list[dict[str, Any]] = field(default_factory=list)
    blobs: dict[str, bytes] = field(default_factory=dict)
    text: str = ""


def read(raw: bytes) -> Read:
    """`raw` (RFC 5322 bytes, however malformed) read as described above; never raises."""
    try:
        msg = BytesParser(policy=POLICY).parsebytes(raw)
        found = Read(msg, text=_text(msg))
        _collect(msg, found, 1)
        return found
    except (RecursionError, TooDeep):
        msg = BytesParser(policy=POLICY).parsebytes(raw, headersonly=True)
        found = Read(msg)
        body = msg.get_payload()
        found.attachments.append(_attachment(None, msg.get_content_type(), _bytes(body), found.blobs))
        return found


def decoded(value: Any) -> str:
    """A header value with RFC 2047 encoded words decoded.

    Where compat32's decoder gives up (an unknown charset, UTF-8 beside encoded words), the
    default policy's parser decides, as a modern client does (it keeps what it cannot decode).
    """
    try:
        return str(make_header(decode_header(str(value))))
    except (LookupError, ValueError, UnicodeDecodeError):
        return str(email.policy.default.header_factory("subject", str(value)))


def _collect(msg: Message, found: Read, depth: int) -> None:
    """Add the attachments of `msg` (at MIME level `depth`) and of the messages it encloses."""
    for part, level in _own_parts(msg, depth):
        filename = part.get_filename()
        if part.get_content_type() in ENCLOSED:
            data, enclosed = _enclosed(part, level)
            found.attachments.append(_attachment(filename, part.get_content_type(), data, found.blobs))
            if enclosed is not None:
                _collect(enclosed, found, level + 1)
        elif not part.is_multipart() and (filename or part.get("Content-Disposition", "").lower().startswith("attachment")):
            found.attachments.append(_attachment(filename, part.get_content_type(), part.get_payload(decode=True), found.blobs))


def _own_parts(msg: Message, depth: int = 1) -> Iterator[tuple[Message, int]]:
    """(part, MIME level) of `msg` in walk order, without entering message/* parts; raises
    TooDeep past MAX_MIME_DEPTH."""
    if depth > MAX_MIME_DEPTH:
        raise TooDeep
    yield msg, depth
    if msg.get_content_maintype() != "message" and isinstance(payload := msg.get_payload(), list):
        for part in payload:
            if isinstance(part, Message):
                yield from _own_parts(part, depth + 1)


def _enclosed(part: Message, level: int) -> tuple[bytes, Message | None]:
    """(bytes, parsed message) of what a message/rfc822 or message/global part at MIME level
    `level` encloses; raises TooDeep before serialising a message that nests too deep."""
    payload = part.get_payload()
    if not (isinstance(payload, list) and payload):
        return b"", None
    if level + _depth(payload[0]) > MAX_MIME_DEPTH:
        raise TooDeep
    if part.get("Content-Transfer-Encoding", "").strip().lower() == "base64":
        try:  # the parser took the base64 text for a message: decode it, then read that
            data = base64.b64decode(payload[0].as_bytes())
        except (binascii.Error, ValueError):
            return payload[0].as_bytes(), payload[0]
        return data, BytesParser(policy=POLICY).parsebytes(data)
    return payload[0].as_bytes(), payload[0]


def _depth(msg: Message) -> int:
    """How many MIME levels `msg` has (1: a single part), counted without recursion."""
    deepest, stack = 0, [(msg, 1)]
    while stack:
        part, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(payload := part.get_payload(), list):
            stack.extend((p, depth + 1) for p in payload if isinstance(p, Message))
    return deepest


def _attachment(filename: str | None, content_type: str, data: bytes | None, blobs: dict[str, bytes]) -> dict[str, Any]:
    data = data or b""
    digest = sha256_hex(data)
    blobs[digest] = data
    return {"filename": decoded(filename) if filename else None, "content_type": content_type,
            "sha256": digest, "size": len(data)}


def _bytes(body: Any) -> bytes:
    return body.encode("ascii", "surrogateescape") if isinstance(body, str) else b""


def _text(msg: Message) -> str:
    """The decoded text body (text/plain preferred, else HTML without tags), `\\n` line ends."""
    bodies = {}
    for part, _ in _own_parts(msg):
        if part.get_content_maintype() == "text" and not part.get_filename() and part.get_content_subtype() in ("plain", "html"):
            bodies.setdefault(part.get_content_subtype(), part)
    body = bodies.get("plain") or bodies.get("html")
    if body is None:
        return ""
    data = body.get_payload(decode=True) or b""
    try:
        text = data.decode(body.get_content_charset() or "utf-8", errors="replace")
    except LookupError:
        text = data.decode("utf-8", errors="replace")
    if body.get_content_subtype() == "html":
        text = html.unescape(re.sub(r"<[^>]+>", "", re.sub(r"(?i)<br\s*/?>|</p>", "\n", text)))
    return text.replace("\r\n", "\n").strip() + "\n"
