"""What counts as forwarding a message: the evidence `MailView.forwarded()` accepts.

A sent message forwards the original O (known by its Message-ID) when one of these structured
facts holds; the wording of the covering note never matters:

1. **Attached** — it encloses O as a message/rfc822 or message/global part ("forward as
   attachment", RFC 2046 §5.2.1, RFC 6532 §3.7): the enclosed message's Message-ID is O's, or,
   when it carries none, its From address, Subject and Date are O's.
2. **Threaded** — its Subject has a forward prefix (Fwd:, Fw:, WG:, TR:, RV:, Enc:) and its
   In-Reply-To or References names O (RFC 5322 §3.6.4), as clients that thread forwards write.
3. **Quoted inline** — its Subject has a forward prefix and its text quotes O, with or without
   `>` quote marks: either the header block that every client writes above a forwarded message
   (a `From:` line with O's sender address and a `Subject:` line with O's subject; the labels
   also in German, French and Spanish, as Outlook localises them), or O's whole text body.

Rule 3 needs O itself (a mailbox message or a captured one); a forward of a message that is no
longer anywhere in the world is recognised by rules 1 and 2 only. A reply that quotes O is not a
forward: it has no forward prefix.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from clawmark.services.mail.mime import ENCLOSED
from clawmark.services.mail.snapshot import parse

if TYPE_CHECKING:
    from checkers.mail import Message

FORWARD = re.compile(r"^\s*(fwd?|wg|tr|rv|enc)\s*:", re.IGNORECASE)
QUOTE_MARKS = re.compile(r"^[ \t>]*", re.MULTILINE)
FROM_LABEL = re.compile(r"^\s*(from|von|de)\s*:(.*)$", re.IGNORECASE | re.MULTILINE)
ADDRESS = re.compile(r"[^\s<>\"'(),;:\[\]]+@[^\s<>\"'(),;:\[\]]+")
SUBJECT_LABEL = re.compile(r"^\s*(subject|betreff|objet|asunto)\s*:(.*)$", re.IGNORECASE | re.MULTILINE)


def is_forward_subject(subject: str | None) -> bool:
    """Whether `subject` starts with a forward prefix (Fwd:, Fw:, or a common translation).

    >>> [is_forward_subject(s) for s in ("Fwd: Claim", "WG: Schaden", "RV: Siniestro", "Re: Claim")]
    [True, True, True, False]
    """
    return bool(FORWARD.match(subject or ""))


def forwards(sent: Message, message_id: str, original: Message | None) -> bool:
    """Whether `sent` forwards the message `message_id` (with <>) by rule 1, 2 or 3 above.

    `original` is that message as snapshotted, or None when it is nowhere in the world.

    >>> report = "<clm-0900-report@posteo.example>"
    >>> [forwards(m, report, state.mail.original(report)) for m in state.mail.sent()]
    [False, True, False]
    """
    if any(_encloses(a.data, message_id, original) for a in sent.attachments if a.content_type in ENCLOSED):
        return True
    if not is_forward_subject(sent.subject):
        return False
    return sent.in_thread(message_id) or (original is not None and _quotes(sent.text or "", original))


def _encloses(data: bytes, message_id: str, original: Message | None) -> bool:
    enclosed, _ = parse(data)
    if enclosed["message_id"]:
        return enclosed["message_id"] == message_id
    if original is None or not enclosed["from"] or enclosed["date"] is None:
        return False
    return (enclosed["from"][0]["address"] == original.sender and _words(enclosed["subject"]) == _words(original.subject)
            and original.date is not None and enclosed["date"] == datetime.fromisoformat(original.date))


def _quotes(text: str, original: Message) -> bool:
    unquoted = QUOTE_MARKS.sub("", text)
    senders = {a.lower() for m in FROM_LABEL.finditer(unquoted) for a in ADDRESS.findall(m.group(2))}
    subjects = {_words(m.group(2)) for m in SUBJECT_LABEL.finditer(unquoted)}
    header_block = original.sender in senders and _words(original.subject) in subjects
    body = _words(QUOTE_MARKS.sub("", original.text or ""))
    return header_block or (bool(body) and body in _words(unquoted))


def _words(value: str | None) -> str:
    """`value` with runs of white space as one space, case-folded, for comparing quoted text."""
    return " ".join((value or "").split()).casefold()
