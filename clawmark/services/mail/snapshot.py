"""The mail snapshot: accounts → folders → messages, and the outbound capture.

    {"domains": [...],                       the organisation's own domains
     "agent": "<address>" | null,            the agent's account
     "accounts": [{"address", "name", "folders": [{"name", "messages": [MESSAGE...]}]}],
     "outbound": [{"round", "at", "account", "mail_from", "rcpt_tos", "message": MESSAGE}]}

    MESSAGE = {"from"|"to"|"cc": [{"name", "address"}], "subject", "date", "message_id",
               "in_reply_to", "references": [...], "text", "attachments":
               [{"filename", "content_type", "sha256", "size"}], "flags", "internaldate"}

Accounts sort by address, folders by name, messages by UID (arrival order). Times are ISO 8601
in the task's timezone. Message-IDs the task declared are kept; one the submission server saw
first becomes `sent-<n>` (its place in the capture); any other becomes null, as agents invent
them. Received, Return-Path, Delivered-To, UIDs, UIDVALIDITY and maildir names never appear;
neither does \\Recent. Attachments' bytes are blobs by SHA-256.
"""

from __future__ import annotations

import html
import re
from datetime import datetime
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import getaddresses, parsedate_to_datetime
from typing import Any

from clawmark.services.base import sha256_hex


class Normaliser:
    """Turns raw messages into snapshot records, mapping Message-IDs as described above."""

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
        return when.astimezone(self.tz).isoformat()

    def record(self, raw: bytes) -> dict[str, Any]:
        """The canonical record of one message (flags and INTERNALDATE added by the caller)."""
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        references = [self.message_id(r) for r in _ids(msg.get("References", ""))]
        return {
            "from": _addresses(msg, "From"),
            "to": _addresses(msg, "To"),
            "cc": _addresses(msg, "Cc"),
            "subject": " ".join(str(msg.get("Subject", "")).split()),
            "date": self._date(msg),
            "message_id": self.message_id(msg.get("Message-ID")),
            "in_reply_to": self.message_id(next(iter(_ids(msg.get("In-Reply-To", ""))), None)),
            "references": [r for r in references if r],
            "text": _text(msg),
            "attachments": self._attachments(msg),
        }

    def _date(self, msg: EmailMessage) -> str | None:
        try:
            return self.time(parsedate_to_datetime(str(msg["Date"]))) if msg["Date"] else None
        except (TypeError, ValueError):
            return None

    def _attachments(self, msg: EmailMessage) -> list[dict[str, Any]]:
        found = []
        for part in msg.walk():
            if part.is_multipart() or not (part.get_filename() or part.get_content_disposition() == "attachment"):
                continue
            data = part.get_payload(decode=True)
            if data is None:  # message/rfc822: the enclosed message's bytes
                data = part.get_payload(0).as_bytes(policy=policy.SMTP)
            digest = sha256_hex(data)
            self.blobs[digest] = data
            found.append({"filename": part.get_filename(), "content_type": part.get_content_type(),
                          "sha256": digest, "size": len(data)})
        return found


def _addresses(msg: EmailMessage, header: str) -> list[dict[str, str]]:
    values = [str(v) for v in msg.get_all(header, [])]
    return [{"name": name, "address": address.lower()} for name, address in getaddresses(values) if address]


def _ids(value) -> list[str]:
    return re.findall(r"<[^<>\s]+>", str(value))


def _text(msg: EmailMessage) -> str:
    """The decoded text body (text/plain preferred, else HTML without tags), `\\n` line ends."""
    body = msg.get_body(preferencelist=("plain", "html"))
    if body is None:
        return ""
    try:
        text = body.get_content()
    except (LookupError, ValueError):
        text = body.get_payload(decode=True).decode("utf-8", errors="replace")
    if body.get_content_subtype() == "html":
        text = html.unescape(re.sub(r"<[^>]+>", "", re.sub(r"(?i)<br\s*/?>|</p>", "\n", text)))
    return text.replace("\r\n", "\n").strip() + "\n"
