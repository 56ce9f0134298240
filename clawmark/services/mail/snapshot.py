"""The mail snapshot: accounts → folders → messages, and the outbound capture.

    {"domains": [...],                       the organisation's own domains
     "agent": "<address>" | null,            the agent's account
     "accounts": [{"address", "name", "folders": [{"name", "messages": [MESSAGE...]}]}],
     "outbound": [{"round", "at", "account", "mail_from", "rcpt_tos", "message": MESSAGE}]}

    MESSAGE = {"from"|"to"|"cc"|"reply_to": [{"name", "address"}], "subject", "date", "message_id",
               "in_reply_to", "references": [...], "text", "parts": [{"content_type", "text"}],
               "attachments": [{"filename", "content_type", "sha256", "size"}], "flags", "internaldate"}

Accounts sort by address, folders by name, messages by UID (arrival order). Times are ISO 8601
in the task's timezone. Message-IDs the task declared are kept; one the submission server saw
first becomes `sent-<n>` (its place in the capture); any other becomes null, as agents invent
them. Received, Return-Path, Delivered-To, UIDs, UIDVALIDITY and maildir names never appear;
neither does \\Recent.

The MIME tree is read down to its leaves, without entering an attached message. A leaf of type
text/* that is neither named nor `Content-Disposition: attachment` is a body part: `parts` keeps
every one in MIME order, decoded (text/plain alternatives, the HTML source, a second text part,
an inline text/calendar invitation), and `text` is the one a reader sees first (text/plain, else
the HTML without tags). Every other leaf is an attachment (named or not, inline images too); a
message/rfc822 part is one attachment whose bytes are the enclosed message. Attachments' bytes
are blobs by SHA-256.
"""

from __future__ import annotations

import html
import re
from datetime import datetime, timezone
from email.header import decode_header, make_header
from email.message import Message
from email.parser import BytesParser
from email.policy import compat32
from email.utils import getaddresses, parsedate_to_datetime
from functools import lru_cache
from typing import Any

from clawmark.services.base import sha256_hex


class Normaliser:
    """Turns raw messages into snapshot records, mapping Message-IDs as described above.

    declared: Message-IDs the task declared; sent: the capture's Message-IDs in order; tz: the
    task's timezone. Collects the attachments' bytes in `blobs`.
    """

    def __init__(self, declared: set[str], sent: list[str], tz):
        self.declared = declared
        self.sent = {}
        for n, message_id in enumerate(sent, 1):
            self.sent.setdefault(message_id, f"sent-{n}")
        self.tz = tz
        self.blobs: dict[str, bytes] = {}

    def message_id(self, value: str | None) -> str | None:
        """The snapshot form of one Message-ID (with <>), or None when it is volatile."""
        if not value:
            return None
        value = value.strip()
        return value if value in self.declared else self.sent.get(value)

    def time(self, when: datetime) -> str:
        """`when` as ISO 8601 in the task's timezone (a zone-less time is UTC, RFC 5322 `-0000`)."""
        return (when if when.tzinfo else when.replace(tzinfo=timezone.utc)).astimezone(self.tz).isoformat()

    def record(self, raw: bytes) -> dict[str, Any]:
        """The canonical record of one message (flags and INTERNALDATE added by the caller)."""
        parsed, blobs = parse(raw)
        self.blobs.update(blobs)
        references = [self.message_id(r) for r in parsed["references"]]
        when = parsed["date"]
        return parsed | {
            "date": self.time(when) if when else None,
            "message_id": self.message_id(parsed["message_id"]),
            "in_reply_to": self.message_id(parsed["in_reply_to"]),
            "references": [r for r in references if r],
        }


@lru_cache(maxsize=4096)
def parse(raw: bytes) -> tuple[dict[str, Any], dict[str, bytes]]:
    """(fields with raw Message-IDs and an aware Date, attachment blobs) of one message.

    Cached: a message's bytes never change in IMAP, and snapshots re-read every message.
    Callers must not mutate the result. Parses with the compat32 policy and decodes RFC 2047
    words itself: the default policy's header registry costs about 1 ms a message.
    """
    msg = BytesParser(policy=compat32).parsebytes(raw)
    bodies = [part for part in _leaves(msg) if _is_body(part)]
    attachments, blobs = _attachments([part for part in _leaves(msg) if not _is_body(part)])
    return {
        "from": _addresses(msg, "From"),
        "to": _addresses(msg, "To"),
        "cc": _addresses(msg, "Cc"),
        "reply_to": _addresses(msg, "Reply-To"),
        "subject": " ".join(_decoded(msg.get("Subject", "")).split()),
        "date": _date(msg),
        "message_id": next(iter(_ids(msg.get("Message-ID", ""))), None),
        "in_reply_to": next(iter(_ids(msg.get("In-Reply-To", ""))), None),
        "references": _ids(msg.get("References", "")),
        "text": _text(bodies),
        "parts": [{"content_type": part.get_content_type(), "text": _decoded_text(part)} for part in bodies],
        "attachments": attachments,
    }, blobs


def _date(msg: Message) -> datetime | None:
    try:
        return parsedate_to_datetime(str(msg["Date"])) if msg["Date"] else None
    except (TypeError, ValueError):
        return None


def _leaves(part: Message):
    """The leaf parts of the MIME tree in order; an attached message/rfc822 is one leaf."""
    if part.is_multipart() and part.get_content_type() != "message/rfc822":
        for sub in part.get_payload():
            yield from _leaves(sub)
    else:
        yield part


def _is_body(part: Message) -> bool:
    """Whether a leaf is body text (text/*, unnamed, not Content-Disposition: attachment)."""
    disposition = part.get("Content-Disposition", "").strip().lower()
    return part.get_content_maintype() == "text" and not part.get_filename() and not disposition.startswith("attachment")


def _attachments(leaves: list[Message]) -> tuple[list[dict[str, Any]], dict[str, bytes]]:
    found, blobs = [], {}
    for part in leaves:
        filename = part.get_filename()
        if part.get_content_type() == "message/rfc822" and part.is_multipart():
            data = part.get_payload(0).as_bytes()  # the enclosed message's bytes
        else:
            data = part.get_payload(decode=True) or b""
        digest = sha256_hex(data)
        blobs[digest] = data
        found.append({"filename": _decoded(filename) if filename else None,
                      "content_type": part.get_content_type(), "sha256": digest, "size": len(data)})
    return found, blobs


def _decoded(value) -> str:
    """A header value with RFC 2047 encoded words decoded."""
    try:
        return str(make_header(decode_header(str(value))))
    except (LookupError, ValueError, UnicodeDecodeError):
        return str(value)


def _addresses(msg: Message, header: str) -> list[dict[str, str]]:
    values = [str(v) for v in msg.get_all(header, [])]
    return [{"name": _decoded(name), "address": address.lower()} for name, address in getaddresses(values) if address]


def _ids(value) -> list[str]:
    return re.findall(r"<[^<>\s]+>", str(value))


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
