"""The mail snapshot: accounts → folders → messages, and the outbound capture.

    {"domains": [...],                       the organisation's own domains
     "agent": "<address>" | null,            the agent's account
     "accounts": [{"address", "name", "folders": [{"name", "messages": [MESSAGE...]}]}],
     "outbound": [{"round", "at", "account", "mail_from", "rcpt_tos", "message": MESSAGE}]}

    MESSAGE = {"from"|"to"|"cc"|"reply_to": [{"name", "address"}], "subject", "date", "message_id",
               "in_reply_to", "references": [...], "text", "parts": [{"content_type", "text"}],
               "attachments": [{"filename", "content_type", "sha256", "size"}], "flags", "internaldate"}

Accounts sort by address, folders by name, messages by UID (arrival order). Folders are the
mailboxes that can hold mail (Mailboxes.folders: not the \\Noselect levels above a nested one);
subscriptions (LSUB) are a client's display choice and are left out. Times are ISO 8601
in the task's timezone. Message-IDs the task declared are kept; one the submission server saw
first becomes `sent-<n>` (its place in the capture); any other becomes null, as agents invent
them. Received, Return-Path, Delivered-To, UIDs, UIDVALIDITY and maildir names never appear;
neither does \\Recent. Attachments' bytes are blobs by SHA-256.

Messages are read as a modern client reads them (clawmark.services.mail.mime): body parts and
attachments from the MIME tree's leaves, an enclosed message as one attachment, raw UTF-8
headers, malformed and deeply nested messages.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from email.message import Message
from email.utils import getaddresses, parsedate_to_datetime
from functools import lru_cache
from typing import Any

from clawmark.services.mail.mime import decoded, read


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
    Callers must not mutate the result.
    """
    found = read(raw)
    msg = found.message
    return {
        "from": _addresses(msg, "From"),
        "to": _addresses(msg, "To"),
        "cc": _addresses(msg, "Cc"),
        "reply_to": _addresses(msg, "Reply-To"),
        "subject": " ".join(decoded(msg.get("Subject", "")).split()),
        "date": _date(msg),
        "message_id": next(iter(_ids(msg.get("Message-ID", ""))), None),
        "in_reply_to": next(iter(_ids(msg.get("In-Reply-To", ""))), None),
        "references": _ids(msg.get("References", "")),
        "text": found.text,
        "parts": found.parts,
        "attachments": found.attachments,
    }, found.blobs


def _date(msg: Message) -> datetime | None:
    try:
        return parsedate_to_datetime(str(msg["Date"])) if msg["Date"] else None
    except (TypeError, ValueError):
        return None


def _addresses(msg: Message, header: str) -> list[dict[str, str]]:
    values = [str(v) for v in msg.get_all(header, [])]
    return [{"name": decoded(name), "address": address.lower()} for name, address in getaddresses(values) if address]


def _ids(value) -> list[str]:
    return re.findall(r"<[^<>\s]+>", str(value))


