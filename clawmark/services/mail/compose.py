"""Messages as a task declares them, and how they become RFC 5322 bytes.

A message comes either from an `.eml` file in the task folder (`source`) or from inline fields
(`from`, `to`, `subject`, `body`, …); files under the task folder (usually `artifacts/`) can be
attached to either. The harness fixes everything that would otherwise vary between runs: the
Date header (declared, else a universe-clock stamp), a Message-ID when none is given, and the
MIME boundaries.
"""

from __future__ import annotations

import mimetypes
import re
from dataclasses import dataclass
from datetime import datetime
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import format_datetime, parsedate_to_datetime
from pathlib import Path, PurePosixPath
from typing import Callable

from clawmark.endpoint import ServiceError
from clawmark.services.base import sha256_hex
from clawmark.services.mail.spec import MessageSpec

@dataclass(frozen=True)
class Composed:
    """A message ready for APPEND: its bytes, INTERNALDATE and Message-ID."""

    raw: bytes
    when: datetime
    message_id: str


def angle(message_id: str) -> str:
    """`message_id` in angle brackets, as it appears in headers (RFC 5322 §3.6.4)."""
    message_id = message_id.strip()
    return message_id if message_id.startswith("<") else f"<{message_id}>"


def compose(spec: MessageSpec, root: Path, name: str, stamp: Callable[[], datetime], tz) -> Composed:
    """Build `spec` (files resolved under the task folder `root`) into a message.

    `name` identifies the message in errors and seeds its default Message-ID; `stamp` gives
    universe time when no date is declared; naive dates are in `tz`. Raises ServiceError
    naming a missing or unreadable file.
    """
    msg = _load(spec, root, name) if spec.source else _inline(spec)
    if spec.attachments and "Content-Type" not in msg:
        # RFC 2045 §5.2's default, made explicit: add_attachment moves only a body whose
        # Content-* headers say what it is into the new multipart, and drops any other.
        msg["Content-Type"] = "text/plain; charset=us-ascii"
    for rel in spec.attachments:
        data = _read(root, rel, name)
        ctype = mimetypes.guess_type(rel)[0] or "application/octet-stream"
        maintype, subtype = ctype.split("/", 1)
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=PurePosixPath(rel).name)
    when = _date(spec, msg, stamp, tz, name)
    del msg["Date"]
    msg["Date"] = format_datetime(when)
    if "Message-ID" not in msg:
        msg["Message-ID"] = angle(spec.message_id or re.sub(r"[^A-Za-z0-9._-]", ".", name) + "@clawmark.invalid")
    for n, part in enumerate(p for p in msg.walk() if p.is_multipart()):
        part.set_boundary(f"=_clawmark_{n}_{sha256_hex(name.encode())[:16]}")
    return Composed(msg.as_bytes(policy=policy.SMTP), when, msg["Message-ID"].strip())


def _load(spec: MessageSpec, root: Path, name: str) -> EmailMessage:
    data = _read(root, spec.source, name)
    msg = BytesParser(policy=policy.default).parsebytes(data)
    if "From" not in msg:
        raise ServiceError(f"{name}: {spec.source} has no From header (is it an RFC 5322 message?)")
    return msg


def _inline(spec: MessageSpec) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = spec.sender
    if spec.to:
        msg["To"] = ", ".join(spec.to)
    if spec.cc:
        msg["Cc"] = ", ".join(spec.cc)
    msg["Subject"] = spec.subject
    if spec.message_id:
        msg["Message-ID"] = angle(spec.message_id)
    if spec.in_reply_to:
        msg["In-Reply-To"] = msg["References"] = angle(spec.in_reply_to)
    msg.set_content(spec.body or "")
    return msg


def _date(spec: MessageSpec, msg: EmailMessage, stamp, tz, name: str) -> datetime:
    if spec.date is not None:
        return spec.date if spec.date.tzinfo else spec.date.replace(tzinfo=tz)
    if "Date" in msg:
        try:
            when = parsedate_to_datetime(str(msg["Date"]))
        except (TypeError, ValueError):
            raise ServiceError(f"{name}: unreadable Date header {msg['Date']!r}") from None
        return when if when.tzinfo else when.replace(tzinfo=tz)
    return stamp()


def _read(root: Path, rel: str, name: str) -> bytes:
    path = root / rel
    if not path.is_file():
        raise ServiceError(f"{name}: file {rel} not found in {root}")
    return path.read_bytes()
