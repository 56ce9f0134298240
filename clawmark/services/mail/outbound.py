"""The outbound capture: every message the submission server accepted, in order.

Universe time is stamped explicitly, not faked: the agent's mail client runs on the wall clock,
outside the universe, so the submission server (the universe's clock authority for mail, as an
MSA may fix Date and Message-ID, RFC 6409 §8) replaces the Date header with a UniverseClock
stamp and adds a Message-ID when there is none. The Bcc header is removed (RFC 5322 §3.6.3);
the envelope keeps every recipient. Local recipients get the message in their INBOX by IMAP
APPEND with the same stamp as INTERNALDATE; external ones are only captured. Nothing leaves
the machine.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from datetime import datetime
from email.utils import format_datetime

from clawmark.clock import UniverseClock
from clawmark.services.mail.mailboxes import Mailboxes
from clawmark.services.mail.smtp import Submission

_DROPPED = re.compile(rb"^(date|bcc):", re.IGNORECASE)


@dataclass(frozen=True)
class Captured:
    """One accepted message: the round it was sent in, its universe stamp, envelope and bytes."""

    round: int
    at: datetime
    account: str
    mail_from: str
    rcpt_tos: tuple[str, ...]
    raw: bytes


class Outbound:
    """Accepts submissions: stamp, deliver to local accounts, capture. Thread-safe."""

    def __init__(self, clock: UniverseClock, mailboxes: Mailboxes):
        self.clock = clock
        self.mailboxes = mailboxes
        self.captured: list[Captured] = []
        self._lock = threading.Lock()

    def accept(self, submission: Submission) -> None:
        """Stamp and capture `submission`; APPEND it to each local recipient's INBOX.

        Raises ServiceError when a local delivery fails (nothing is captured then).
        """
        with self._lock:
            at = self.clock.stamp()
            number = len(self.captured) + 1
            raw = restamp(submission.raw, at, f"<sent-{self.clock.round}-{number}@clawmark.invalid>")
            for rcpt in sorted(set(submission.rcpt_tos)):
                if rcpt in self.mailboxes.accounts:
                    self.mailboxes.append(rcpt, "INBOX", raw, [], at)
            self.captured.append(Captured(self.clock.round, at, submission.account, submission.mail_from,
                                          submission.rcpt_tos, raw))


def restamp(raw: bytes, at: datetime, message_id: str) -> bytes:
    """`raw` with Date set to `at`, Bcc removed and `message_id` added if it has no Message-ID.

    Edits only the header block (RFC 5322 §2.2, folded lines included); the body is untouched.
    """
    newline = b"\r\n" if b"\r\n" in raw else b"\n"
    head, _, body = raw.partition(newline * 2)
    kept, dropping = [], False
    for line in filter(None, head.split(newline)):
        if line[:1] in (b" ", b"\t"):
            if not dropping:
                kept.append(line)
            continue
        dropping = bool(_DROPPED.match(line))
        if not dropping:
            kept.append(line)
    kept.append(b"Date: " + format_datetime(at).encode())
    if not any(re.match(rb"message-id:", line, re.IGNORECASE) for line in kept):
        kept.append(b"Message-ID: " + message_id.encode())
    return newline.join(kept) + newline * 2 + body
