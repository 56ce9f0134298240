"""One message's MIME structure read as a modern client reads it, whatever the server accepted.

- The tree is read down to its leaves, without entering an enclosed message. A leaf of type
  text/* that is neither named nor `Content-Disposition: attachment` is a body part: `parts`
  keeps every one in MIME order, decoded (text/plain alternatives, the HTML source, a second text
  part, an inline text/calendar invitation), and `text` is the one a reader sees first
  (text/plain, else the HTML without tags). Every other leaf is an attachment (named or not,
  inline images too).
- An enclosed message (message/rfc822, or message/global of RFC 6532 §3.7: a forward as
  attachment) is one attachment whose bytes are the enclosed message. One sent base64-encoded,
  which RFC 2046 §5.2.1 forbids but Python's `add_attachment(bytes, "message", "rfc822")`
  writes, is decoded first.
- Raw UTF-8 in headers is UTF-8 (RFC 6532 §3), so subjects, display names and attachment file
  names survive (compat32 alone turns them into U+FFFD).
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
    """A message as read: its headers (`message`), body parts and text, attachments (snapshot
    records) and their bytes by SHA-256."""

    message: Message
    text: str = ""
    parts: list[dict[str, str]] = field(default_factory=list)
    attachments: list[dict[str, Any]] = field(default_factory=list)
    blobs: dict[str, bytes] = field(default_factory=dict)


def read(raw: bytes) -> Read:
    """`raw` (RFC 5322 bytes, however malformed) read as described above; never raises."""
    try:
        msg = BytesParser(policy=POLICY).parsebytes(raw)
        leaves = list(_leaves(msg))
        bodies = [part for part, _ in leaves if _is_body(part)]
        found = Read(msg, _text(bodies), [{"content_type": p.get_content_type(), "text": _decoded_text(p)} for p in bodies])
        for part, level in leaves:
            if not _is_body(part):
                data = _enclosed(part, level) if part.get_content_type() in ENCLOSED else part.get_payload(decode=True)
                found.attachments.append(_attachment(part.get_filename(), part.get_content_type(), data, found.blobs))
        return found
    except (RecursionError, TooDeep):
        msg = BytesParser(policy=POLICY).parsebytes(raw, headersonly=True)
        found = Read(msg)
        found.attachments.append(_attachment(None, msg.get_content_type(), _bytes(msg.get_payload()), found.blobs))
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


def _leaves(part: Message, level: int = 1) -> Iterator[tuple[Message, int]]:
    """(leaf, MIME level) of the tree in order, an enclosed message being one leaf; raises
    TooDeep past MAX_MIME_DEPTH."""
    if level > MAX_MIME_DEPTH:
        raise TooDeep
    if part.is_multipart() and part.get_content_type() not in ENCLOSED:
        for sub in part.get_payload():
            yield from _leaves(sub, level + 1)
    else:
        yield part, level


def _is_body(part: Message) -> bool:
    """Whether a leaf is body text (text/*, unnamed, not Content-Disposition: attachment)."""
    disposition = part.get("Content-Disposition", "").strip().lower()
    return part.get_content_maintype() == "text" and not part.get_filename() and not disposition.startswith("attachment")


def _enclosed(part: Message, level: int) -> bytes:
    """The bytes a message/rfc822 or message/global part at MIME level `level` encloses;
    raises TooDeep before serialising a message that nests too deep."""
    payload = part.get_payload()
    if not (isinstance(payload, list) and payload):
        return _bytes(payload)
    if level + _depth(payload[0]) > MAX_MIME_DEPTH:
        raise TooDeep
    if part.get("Content-Transfer-Encoding", "").strip().lower() == "base64":
        try:  # the parser took the base64 text for a message: decode that text
            return base64.b64decode(payload[0].as_bytes())
        except (binascii.Error, ValueError):
            pass
    return payload[0].as_bytes()


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


def _text(bodies: list[Message]) -> str:
    """The body a reader sees first (text/plain, else HTML without tags), `\\n` line ends."""
    plain = [p for p in bodies if p.get_content_subtype() == "plain"]
    html_parts = [p for p in bodies if p.get_content_subtype() == "html"]
    if not (plain or html_parts):
        return ""
    body = (plain or html_parts)[0]
    text = _decoded_text(body)
    if body.get_content_subtype() == "html":
        text = html.unescape(re.sub(r"<[^>]+>", "", re.sub(r"(?i)<br\s*/?>|</p>", "\n", text)))
    return text.strip() + "\n"


def _decoded_text(part: Message) -> str:
    """A text part's payload decoded by its charset (UTF-8 if unknown), `\\n` line ends."""
    data = part.get_payload(decode=True) or b""
    try:
        text = data.decode(part.get_content_charset() or "utf-8", errors="replace")
    except LookupError:
        text = data.decode("utf-8", errors="replace")
    return text.replace("\r\n", "\n")
