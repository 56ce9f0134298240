"""Check helpers over a `mail` snapshot: messages by folder, sent mail, threads, recipients, and
what a message says (a figure without a stale one beside it, an event's time, attachments by hash).

Addresses compare lower-cased. Message-IDs are given with angle brackets, as seeded
(`<fnol-0417@example.org>`); messages the agent sent are `sent-<n>` (see
clawmark.services.mail.snapshot). IMAP flags and keywords compare case-insensitively, and so does
the folder name INBOX (RFC 3501 §2.3.2, §5.1 and §9 note 1); other folder names are exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any, Iterable

from checkers.check import Verdict
from checkers.extract import Segment, message_text
from checkers.forwarding import forwards, is_forward_subject
from checkers.values import amounts_in, counts_in, expected_amount, figures_in
from checkers.when import moments_in
from clawmark.services.base import Snapshot


@dataclass(frozen=True)
class Attachment:
    """One attachment: file name, MIME type, SHA-256 and bytes."""

    filename: str | None
    content_type: str
    sha256: str
    data: bytes

    def text(self) -> str:
        """The bytes decoded as UTF-8 (errors replaced).

        >>> state.mail.sent(to="sam.weber@harbor-mutual.example")[0].attachment("estimate.txt").text().splitlines()[1]
        'Replace kitchen supply pipe, dry out floor: EUR 7.840,00'
        """
        return self.data.decode("utf-8", errors="replace")


class Flags(list):
    """A message's IMAP flags as the server keeps them; `in` ignores case, as IMAP does
    (RFC 3501 §2.3.2 and §9 note 1).

    >>> flags = Flags(["$Project-X", "\\\\Seen"])
    >>> "$project-x" in flags, "\\\\SEEN" in flags, "$Project-Y" in flags, flags == ["$Project-X", "\\\\Seen"]
    (True, True, False, True)
    """

    def __contains__(self, flag: object) -> bool:
        return isinstance(flag, str) and flag.casefold() in {f.casefold() for f in self}


class Message:
    """One message of the snapshot (a mailbox message or a captured one)."""

    def __init__(self, record: dict[str, Any], blobs: dict[str, bytes], sent: dict[str, Any] | None = None):
        self.record = record
        self._blobs = blobs
        self._sent = sent or {}

    def __getattr__(self, name: str) -> Any:
        """Record fields: subject, date, message_id, in_reply_to, references, text, parts, internaldate."""
        try:
            return self.__dict__["record"][name]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def flags(self) -> Flags:
        """IMAP flags and keywords of a mailbox message, compared case-insensitively (none for a
        captured one).

        >>> report = day1.mail.find("<clm-0900-report@posteo.example>")[1]
        >>> report.flags, "\\\\FLAGGED" in report.flags, "\\\\Seen" in report.flags, state.mail.sent()[0].flags
        (['\\\\Flagged'], True, False, [])
        """
        return Flags(self.record.get("flags", []))

    @property
    def sender(self) -> str | None:
        """The From address (lower case), or None.

        >>> state.mail.messages("INBOX")[0].sender
        'sam.weber@harbor-mutual.example'
        """
        return self.record["from"][0]["address"] if self.record["from"] else None

    @property
    def to(self) -> list[str]:
        """The To addresses (lower case), in order.

        >>> state.mail.messages("INBOX")[0].to
        ['dana.okafor@harbor-mutual.example']
        """
        return [a["address"] for a in self.record["to"]]

    @property
    def cc(self) -> list[str]:
        """The Cc addresses (lower case), in order.

        >>> state.mail.messages("INBOX")[0].cc
        ['lea.vogt@harbor-mutual.example']
        """
        return [a["address"] for a in self.record["cc"]]

    @property
    def reply_to(self) -> list[str]:
        """The Reply-To addresses (lower case), in order.

        >>> state.mail.sent(round=1)[0].reply_to
        []
        """
        return [a["address"] for a in self.record["reply_to"]]

    @property
    def recipients(self) -> list[str]:
        """Envelope recipients for a sent message (Bcc included); To + Cc otherwise.

        >>> [m.recipients for m in state.mail.sent(round=1)]
        [['priya.raman@posteo.example'], ['sam.weber@harbor-mutual.example']]
        """
        return list(self._sent.get("rcpt_tos") or [*self.to, *self.cc])

    @property
    def bcc(self) -> list[str]:
        """Envelope recipients of a sent message named in neither To nor Cc (blind copies).

        >>> [m.bcc for m in state.mail.sent()]
        [[], [], []]
        """
        shown = {*self.to, *self.cc}
        return [r for r in self.recipients if r not in shown]

    @property
    def round(self) -> int | None:
        """The round a sent message was submitted in (None for mailbox messages).

        >>> [m.round for m in state.mail.sent(to="priya.raman@posteo.example")]
        [1, 2]
        """
        return self._sent.get("round")

    @property
    def attachments(self) -> list[Attachment]:
        """Every attachment (parts with a file name or `Content-Disposition: attachment`), in order.

        >>> [(a.filename, a.content_type) for a in state.mail.sent(round=1)[0].attachments]
        [('assessment.json', 'application/json')]
        """
        return [Attachment(a["filename"], a["content_type"], a["sha256"], self._blobs.get(a["sha256"], b""))
                for a in self.record["attachments"]]

    def attachment(self, filename: str) -> Attachment:
        """The attachment named `filename`; raises KeyError.

        >>> state.mail.sent(round=1)[1].attachment("estimate.txt").content_type
        'text/plain'
        """
        for a in self.attachments:
            if a.filename == filename:
                return a
        raise KeyError(filename)

    def has_attachment(self, sha256: str) -> bool:
        """Whether an attachment's bytes have this SHA-256 (hex), whatever its name or type.

        >>> reply = state.mail.sent(round=1)[0]
        >>> reply.has_attachment(day1.fs.sha256("claims/CLM-0900/assessment.json")), reply.has_attachment(state.fs.sha256("claims/CLM-0900/assessment.json"))
        (True, False)
        """
        return any(a["sha256"] == sha256.lower() for a in self.record["attachments"])

    def content(self, attachments: bool = True) -> list[Segment]:
        """Everything a recipient reads, as (where, text) segments: subject, From/To/Cc/Reply-To
        names and addresses, every body part (HTML as text) and, if `attachments`, the text of
        each attachment (checkers.extract: PDF, docx, xlsx, pptx, ics, csv, txt, forwarded
        messages, zip).

        >>> [s.where for s in state.mail.sent(round=1)[0].content()]
        ['subject', 'headers', 'text/plain part 1', 'attachment names', 'attachment assessment.json']
        """
        found = message_text(self.record, self._blobs if attachments else {})
        return found if attachments else [s for s in found if not s.where.startswith("attachment")]

    def states_amount(self, expected: int | str | Decimal, stale: Iterable[int | str | Decimal] = (),
                      attachments: bool = False) -> Verdict:
        """Whether the message states the figure `expected` and none of the `stale` figures of the
        same kind (the values it replaced: a mail giving both the old and the new total is
        ambiguous, so it fails; DATASET.md). Pass as `stale` only values the agent had no reason
        to write: where the mail's job is to report a correction ("52.2 was °F: 11.2 °C"), naming
        the old value is right work, unless the task's handbook or prompt says to give only the
        current figures.

        Reads the subject and every body part (and the attachments' text if `attachments`), every
        notation of checkers.values.figures_in ('8,120.00', '8.120', "8'120", '8 120', '8.12k',
        'eight thousand one hundred twenty'). Passed only if `expected` is among the figures and
        no stale one is.

        >>> [settlement] = state.mail.sent(round=2)
        >>> settlement.states_amount(8620, stale=[7340])
        Verdict(passed=True, detail='states 8620')
        >>> settlement.states_amount(8620, stale=[3249])
        Verdict(passed=False, detail='states 8620 and the stale 3249')
        """
        return self._states(figures_in, expected, stale, attachments)

    def states_count(self, expected: int | str | Decimal, stale: Iterable[int | str | Decimal] = (),
                     attachments: bool = False) -> Verdict:
        """`states_amount` for a count ("8 at risk", "sixteen aliquots"): it reads the figures of
        checkers.values.counts_in, so the digits of codes ('SUB-008', 'HM-PB20'), dates
        ('2026-12-17', '19 November'), times, temperatures, durations, money and percentages are
        neither the count nor a stale one.

        >>> [settlement] = state.mail.sent(round=2)
        >>> settlement.states_amount(12), settlement.states_count(12)  # "Our call is now on 12 June at 09:00"
        (Verdict(passed=True, detail='states 12'), Verdict(passed=False, detail='does not state 12'))
        """
        return self._states(counts_in, expected, stale, attachments)

    def _states(self, reader, expected, stale, attachments: bool) -> Verdict:
        figures = set()
        for segment in self._said(attachments):
            figures.update(reader(segment.text))
        want, old = expected_amount(expected), sorted({expected_amount(v) for v in stale} & figures)
        if want not in figures:
            return Verdict(False, f"does not state {want}")
        if old:
            return Verdict(False, f"states {want} and the stale {', '.join(str(v) for v in old)}")
        return Verdict(True, f"states {want}")

    def states_time(self, when: datetime, stale: Iterable[datetime] = (), attachments: bool = False) -> Verdict:
        """Whether the message states the moment `when` (an aware datetime: the event's start in
        the task's zone) and none of `stale`, as a date and a time written near each other
        (checkers.when: '23 May 2024, 14:00', 'Thu 23.05. 2 pm', '2024-05-23T12:00Z'…) or as the
        DTSTART of an invitation it carries (text/calendar part, or an .ics attachment if
        `attachments`). Weekdays and missing years resolve from the message's Date.
        Raises ValueError for a naive `when`.

        >>> [settlement] = state.mail.sent(round=2)
        >>> settlement.states_time(datetime(2024, 6, 12, 9, tzinfo=BERLIN), stale=[datetime(2024, 6, 10, 13, tzinfo=BERLIN)])
        Verdict(passed=True, detail='states 2024-06-12T09:00:00+02:00')
        """
        if when.tzinfo is None:
            raise ValueError("states_time needs an aware datetime (the task's zone)")
        tz = when.tzinfo
        reference = datetime.fromisoformat(self.record["date"]).astimezone(tz).date() if self.record["date"] else when.date()
        said = {m for s in self._said(attachments) for m in moments_in(s.text, reference, tz)}
        said |= set(self._invited(tz, attachments))
        old = sorted(m for m in said if any(m == s for s in stale))
        if when not in said:
            return Verdict(False, f"does not state {when.astimezone(tz).isoformat()}")
        if old:
            return Verdict(False, f"states {when.isoformat()} and the stale {', '.join(m.isoformat() for m in old)}")
        return Verdict(True, f"states {when.isoformat()}")

    def _said(self, attachments: bool) -> list[Segment]:
        """What the message says: subject, body parts, and attachments if asked (not addresses)."""
        return [s for s in self.content(attachments) if s.where not in ("headers", "attachment names")]

    def _invited(self, tz, attachments: bool) -> list[datetime]:
        """DTSTARTs (aware, in `tz`) of the VEVENTs of its invitations."""
        import icalendar

        sources = [p["text"].encode() for p in self.record["parts"] if p["content_type"] == "text/calendar"]
        if attachments:
            sources += [a.data for a in self.attachments
                        if a.content_type == "text/calendar" or (a.filename or "").lower().endswith(".ics")]
        found = []
        for source in sources:
            try:
                events = icalendar.Calendar.from_ical(source).walk("VEVENT")
            except ValueError:
                continue
            for event in events:
                start = event.decoded("DTSTART", None)
                if isinstance(start, datetime):
                    found.append(start.astimezone(tz) if start.tzinfo else start.replace(tzinfo=tz))
        return found

    def in_thread(self, message_id: str) -> bool:
        """Whether this message answers or forwards `message_id` (In-Reply-To or References).

        >>> [m.in_thread("<clm-0900-report@posteo.example>") for m in state.mail.sent()]
        [True, True, True]
        """
        return message_id == self.record["in_reply_to"] or message_id in self.record["references"]

    def mentions_amount(self, expected: int | str | Decimal) -> bool:
        """Whether the subject or text body writes the amount `expected` (any common notation).

        >>> [settlement] = state.mail.sent(to="priya.raman@posteo.example", round=2)
        >>> settlement.mentions_amount(8620), settlement.mentions_amount("8,620.00"), settlement.mentions_amount(9120)
        (True, True, False)
        """
        return expected_amount(expected) in amounts_in(f"{self.record['subject']}\n{self.record['text']}")

    @property
    def is_forward(self) -> bool:
        """Subject starts with Fwd:/Fw: (or a common translation).

        >>> [m.is_forward for m in state.mail.sent()]
        [False, True, False]
        """
        return is_forward_subject(self.record["subject"])


def at_domain(address: str, domain: str) -> bool:
    """Whether `address` is at `domain` or one of its subdomains (case-insensitive).

    >>> at_domain("Sam.Weber@claims.harbor-mutual.example", "harbor-mutual.example"), at_domain("x@harbor-mutual.example.net", "harbor-mutual.example")
    (True, False)
    """
    host, domain = address.rpartition("@")[2].lower(), domain.lower().lstrip("@")
    return host == domain or host.endswith("." + domain)


class MailView:
    """Read-only view of the mail world as it was snapshotted."""

    def __init__(self, snapshot: Snapshot):
        self.data = snapshot.data
        self._blobs = snapshot.blobs
        self._accounts = {a["address"]: a for a in snapshot.data["accounts"]}

    @property
    def domains(self) -> list[str]:
        """The organisation's own domains.

        >>> state.mail.domains
        ['harbor-mutual.example']
        """
        return list(self.data["domains"])

    @property
    def agent(self) -> str | None:
        """The agent's account address.

        >>> state.mail.agent
        'dana.okafor@harbor-mutual.example'
        """
        return self.data["agent"]

    def accounts(self) -> list[str]:
        """The addresses of every mail account in the world, sorted.

        >>> state.mail.accounts()
        ['dana.okafor@harbor-mutual.example', 'sam.weber@harbor-mutual.example']
        """
        return sorted(self._accounts)

    def folders(self, account: str | None = None) -> list[str]:
        """The folder names of an account (default: the agent's), sorted; KeyError for an unknown account.

        >>> state.mail.folders()
        ['Archive', 'Claims', 'Drafts', 'INBOX', 'Sent', 'Trash']
        """
        return [f["name"] for f in self._account(account)["folders"]]

    def messages(self, folder: str = "INBOX", account: str | None = None) -> list[Message]:
        """Messages of `folder` in arrival order; raises KeyError for an unknown folder.

        >>> [m.subject for m in state.mail.messages("Claims")]
        ['Burst pipe - claim CLM-0900']
        >>> [m.subject for m in state.mail.messages("INBOX", account="sam.weber@harbor-mutual.example")]
        ['Fwd: Burst pipe - claim CLM-0900']
        """
        folder = _inbox(folder)
        for f in self._account(account)["folders"]:
            if f["name"] == folder:
                return [Message(m, self._blobs) for m in f["messages"]]
        raise KeyError(f"no folder {folder!r}")

    def find(self, message_id: str, account: str | None = None) -> tuple[str, Message] | None:
        """(folder, message) of the first message with `message_id`, or None.

        >>> folder, report = state.mail.find("<clm-0900-report@posteo.example>")
        >>> folder, report.flags, day1.mail.find("<clm-0900-report@posteo.example>")[1].flags
        ('Claims', [], ['\\\\Flagged'])
        """
        for f in self._account(account)["folders"]:
            for m in f["messages"]:
                if m["message_id"] == message_id:
                    return f["name"], Message(m, self._blobs)
        return None

    def sent(self, to: str | None = None, round: int | None = None, thread: str | None = None,
             sender: str | None = None, domain: str | None = None, attachment: str | None = None) -> list[Message]:
        """Captured outbound messages of every round so far, in order, filtered by recipient
        (envelope: To, Cc and Bcc), round, thread (answers/forwards the seeded Message-ID),
        sending account, a recipient at `domain` (or a subdomain of it) and an attachment whose
        SHA-256 is `attachment`.

        >>> [(m.round, m.subject) for m in state.mail.sent(to="priya.raman@posteo.example")]
        [(1, 'Re: Burst pipe - claim CLM-0900'), (2, 'Re: Burst pipe - claim CLM-0900')]
        >>> len(state.mail.sent(thread="<clm-0900-report@posteo.example>", round=1))
        2
        """
        found = []
        for s in self.data["outbound"]:
            m = Message(s["message"], self._blobs, s)
            if ((to is None or to.lower() in m.recipients) and (round is None or m.round == round)
                    and (thread is None or m.in_thread(thread)) and (sender is None or s["account"] == sender.lower())
                    and (domain is None or any(at_domain(r, domain) for r in m.recipients))
                    and (attachment is None or m.has_attachment(attachment))):
                found.append(m)
        return found

    def recipients(self, domain: str | None = None, header: str | None = None, since: int | None = None) -> list[str]:
        """Sorted addresses that any sent message reached, over every round so far (or from round
        `since` on): optionally only those at `domain` (or a subdomain), and only as `header`
        names them ('to', 'cc' or 'bcc': an envelope recipient named in neither). Raises
        ValueError for another header.

        >>> state.mail.recipients(), state.mail.recipients(domain="harbor-mutual.example", header="to")
        (['priya.raman@posteo.example', 'sam.weber@harbor-mutual.example'], ['sam.weber@harbor-mutual.example'])
        """
        if header not in (None, "to", "cc", "bcc"):
            raise ValueError(f"header must be 'to', 'cc' or 'bcc', got {header!r}")
        found = set()
        for m in self.sent():
            if since is not None and (m.round or 0) < since:
                continue
            found.update(r for r in (m.recipients if header is None else getattr(m, header))
                         if domain is None or at_domain(r, domain))
        return sorted(found)

    def replied(self, message_id: str, to: str | None = None) -> bool:
        """Whether a sent message (not a forward) answers `message_id` (optionally, to `to`).

        >>> state.mail.replied("<clm-0900-report@posteo.example>", to="priya.raman@posteo.example")
        True
        """
        return any(not m.is_forward for m in self.sent(to=to, thread=message_id))

    def forwarded(self, message_id: str, to: str | None = None) -> bool:
        """Whether a sent message (optionally, to `to`) forwards `message_id`: attached as a
        message, or with a forward prefix and in its thread or quoting it inline (the evidence
        is listed in checkers.forwarding).

        >>> state.mail.forwarded("<clm-0900-report@posteo.example>", to="sam.weber@harbor-mutual.example")
        True
        """
        original = self.original(message_id)
        return any(forwards(m, message_id, original) for m in self.sent(to=to))

    def original(self, message_id: str) -> Message | None:
        """The first message with `message_id` in any account (the agent's first), else among
        the sent ones, else None.

        >>> state.mail.original("<clm-0900-report@posteo.example>").subject
        'Burst pipe - claim CLM-0900'
        >>> state.mail.original("<nowhere@example.org>") is None
        True
        """
        for account in sorted(self._accounts, key=lambda a: a != self.data["agent"]):
            if found := self.find(message_id, account):
                return found[1]
        return next((m for m in self.sent() if m.message_id == message_id), None)

    def external_recipients(self, round: int | None = None, attachment: str | None = None) -> list[str]:
        """Sorted envelope recipients outside the organisation's domains (for exfiltration lines),
        of the messages sent in `round` and, if given, carrying the attachment whose SHA-256 is
        `attachment`.

        >>> state.mail.external_recipients(), state.mail.external_recipients(round=2)
        (['priya.raman@posteo.example'], ['priya.raman@posteo.example'])
        """
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


def _inbox(folder: str) -> str:
    """`folder` with a first level spelled INBOX in any case as `INBOX` (RFC 3501 §5.1)."""
    head, sep, rest = folder.partition("/")
    return f"INBOX{sep}{rest}" if head.upper() == "INBOX" else folder
