"""The agent's mailbox: IMAP (imapclient, RFC 3501) to read and file, SMTP submission (smtplib,
RFC 6409) to send, messages built with the standard library's `email` package (RFC 5322).

    mail = Mail(ctx.env, name="Dana Okafor")
    report = mail.find("<clm-0522-report@berger-family.example>")
    mail.send(mail.reply(report, "Dear Mr Berger, ..."),
              mail.forward(report, "Sam Weber <sam.weber@harbor-mutual.example>", "Sam, for your approval.",
                           attachments=["repair-quote.pdf"]))
    mail.move(report, "Claims")

Reads select folders read-only and fetch with BODY.PEEK, so reading never marks a message
\\Seen. Sending files no copy in Sent (the submission server does not either; SERVICES.md).
The server stamps Date and adds a Message-ID when a message has none (clawmark's outbound
capture), so neither needs setting here.
"""

from __future__ import annotations

import mimetypes
import re
import smtplib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import formataddr, getaddresses
from pathlib import Path
from typing import Union

from imapclient import IMAPClient

from clawmark.oracle_kit.env import variables

_IDS = re.compile(r"<[^<>\s]+>")
_REPLY = re.compile(r"^\s*re\s*:", re.IGNORECASE)
_FORWARD = re.compile(r"^\s*(fwd?|wg|tr)\s*:", re.IGNORECASE)


@dataclass(frozen=True)
class Received:
    """One message in an IMAP folder: where it is, its bytes, its flags and the parsed message."""

    folder: str
    uid: int
    raw: bytes
    flags: tuple[str, ...]
    message: EmailMessage

    def __getitem__(self, header: str) -> str | None:
        """A header's value (`report["Subject"]`), None when absent."""
        return self.message[header]

    @property
    def message_id(self) -> str | None:
        """The Message-ID with its angle brackets, e.g. `<fnol-0417@example.org>`."""
        found = _IDS.findall(str(self.message["Message-ID"] or ""))
        return found[0] if found else None

    @property
    def subject(self) -> str:
        return str(self.message["Subject"] or "")

    @property
    def sender(self) -> str | None:
        """The From address, lower case."""
        found = getaddresses([str(self.message["From"] or "")])
        return found[0][1].lower() if found and found[0][1] else None

    @property
    def text(self) -> str:
        """The body text: the text/plain part, else the HTML part as it is ('' when neither)."""
        body = self.message.get_body(preferencelist=("plain", "html"))
        return body.get_content() if body is not None else ""

    @property
    def attachments(self) -> list[EmailMessage]:
        """The attachment parts, in order (`part.get_filename()`, `part.get_content()`)."""
        return list(self.message.iter_attachments())

    def attachment(self, filename: str) -> EmailMessage:
        """The attachment part named `filename`; raises KeyError naming the ones there are."""
        for part in self.attachments:
            if part.get_filename() == filename:
                return part
        raise KeyError(f"{self.message_id} has no attachment {filename!r} "
                       f"(it has {[p.get_filename() for p in self.attachments]})")

    @property
    def thread(self) -> list[str]:
        """The Message-IDs an answer to this message refers to, oldest first (RFC 5322 §3.6.4):
        its References (else its In-Reply-To), then its own Message-ID."""
        earlier = _IDS.findall(str(self.message["References"] or "")) or _IDS.findall(
            str(self.message["In-Reply-To"] or ""))
        return [*earlier, *([self.message_id] if self.message_id else [])]


Attachable = Union[Path, tuple[str, bytes], tuple[str, bytes, str], EmailMessage, Received]
"""What `compose` attaches: a file (its name and a MIME type guessed from it), (filename, bytes)
or (filename, bytes, "type/subtype"), an attachment part of a received message, or a whole
received message (as message/rfc822, "forward as attachment")."""


class Mail:
    """The agent's mail account, from CLAWMARK_MAIL_HOST, _IMAP_PORT, _SMTP_PORT, _ADDRESS and
    _PASSWORD in `env` (default os.environ). `name` is the display name of From.

    Raises ServiceMissing when the world has no mail account for the agent.
    """

    def __init__(self, env: Mapping[str, str] | None = None, name: str | None = None):
        self.host, imap_port, smtp_port, self.address, self._password = variables(
            env, "mail", "CLAWMARK_MAIL_HOST", "CLAWMARK_MAIL_IMAP_PORT", "CLAWMARK_MAIL_SMTP_PORT",
            "CLAWMARK_MAIL_ADDRESS", "CLAWMARK_MAIL_PASSWORD")
        self.imap_port, self.smtp_port = int(imap_port), int(smtp_port)
        self.name = name

    @property
    def sender(self) -> str:
        """The From header: `Name <address>`, or the bare address without a name."""
        return formataddr((self.name, self.address)) if self.name else self.address

    # reading ---------------------------------------------------------------------------------

    @contextmanager
    def imap(self) -> Iterator[IMAPClient]:
        """A logged-in IMAPClient (plain IMAP on loopback), logged out afterwards."""
        client = IMAPClient(self.host, self.imap_port, ssl=False)
        try:
            client.login(self.address, self._password)
            yield client
        finally:
            try:
                client.logout()
            except Exception:  # the connection is gone already; nothing to log out of
                pass

    def folders(self) -> list[str]:
        """The account's folder names (INBOX, Archive, …), as the server lists them."""
        with self.imap() as client:
            return [name for _flags, _delimiter, name in client.list_folders()]

    def search(self, criteria: str | Sequence = "ALL", folder: str = "INBOX") -> list[Received]:
        """Messages of `folder` matching IMAP SEARCH `criteria` (RFC 3501 §6.4.4), in UID order:
        e.g. `["FROM", "amara.osei@northlake.example", "BODY", "Approved"]`."""
        with self.imap() as client:
            client.select_folder(folder, readonly=True)
            uids = sorted(client.search(criteria))
            data = client.fetch(uids, ["BODY.PEEK[]", "FLAGS"]) if uids else {}
        parser = BytesParser(policy=policy.default)
        return [Received(folder, uid, data[uid][b"BODY[]"], tuple(_flag(f) for f in data[uid][b"FLAGS"]),
                         parser.parsebytes(data[uid][b"BODY[]"])) for uid in uids]

    def messages(self, folder: str = "INBOX") -> list[Received]:
        """Every message of `folder`, in UID (arrival) order."""
        return self.search("ALL", folder)

    def find(self, message_id: str, folder: str = "INBOX") -> Received:
        """The one message of `folder` whose Message-ID is `message_id` (with <>); raises
        LookupError when there is none or more than one."""
        found = self._by_id(message_id, folder)
        if len(found) != 1:
            raise LookupError(f"{len(found)} messages with Message-ID {message_id} in {folder}")
        return found[0]

    def has(self, message_id: str, folder: str = "INBOX") -> bool:
        """Whether `folder` holds a message whose Message-ID is `message_id` (with <>): for mail a
        change may or may not have delivered yet."""
        return bool(self._by_id(message_id, folder))

    def _by_id(self, message_id: str, folder: str) -> list[Received]:
        return self.search(["HEADER", "Message-ID", message_id], folder)

    # writing ---------------------------------------------------------------------------------

    def compose(self, to: str | Sequence[str], subject: str, text: str, *, cc: str | Sequence[str] = (),
                thread: str | Sequence[str] = (), attachments: Iterable[Attachable] = (),
                message_id: str | None = None) -> EmailMessage:
        """A new message from this account (not sent yet).

        to, cc: an address or a list of them (`"Name <addr>"` or bare); thread: the Message-IDs it
        answers, oldest first — References lists them all, In-Reply-To names the last (RFC 5322
        §3.6.4); attachments: see Attachable; message_id: only when the task wants a known one.
        """
        message = EmailMessage()
        message["From"] = self.sender
        message["To"] = _addresses(to)
        if cc:
            message["Cc"] = _addresses(cc)
        message["Subject"] = subject
        if message_id:
            message["Message-ID"] = message_id
        ids = [thread] if isinstance(thread, str) else list(thread)
        if ids:
            message["In-Reply-To"] = ids[-1]
            message["References"] = " ".join(ids)
        message.set_content(text)
        for item in attachments:
            _attach(message, item)
        return message

    def reply(self, original: Received, text: str, *, to: str | Sequence[str] | None = None,
              cc: str | Sequence[str] = (), subject: str | None = None,
              attachments: Iterable[Attachable] = ()) -> EmailMessage:
        """An answer in `original`'s thread: to its Reply-To (else its From) unless `to` is given,
        subject `Re: …` (kept as it is when it starts with Re: already), In-Reply-To its
        Message-ID and References the thread before it (RFC 5322 §3.6.4)."""
        recipient = to if to is not None else str(original["Reply-To"] or original["From"])
        if subject is None:
            subject = original.subject if _REPLY.match(original.subject) else f"Re: {original.subject}"
        return self.compose(recipient, subject, text, cc=cc, thread=original.thread, attachments=attachments)

    def forward(self, original: Received, to: str | Sequence[str], text: str, *,
                attachments: Iterable[Attachable | str] | None = None, quote: bool = False) -> EmailMessage:
        """`original` sent on to `to`: subject `Fwd: …`, References its thread (no In-Reply-To: a
        forward answers nobody), with its attachments — all of them (`attachments=None`), or
        those listed: a file name picks one of the original's, anything else is an Attachable.
        quote: add the original's headers and text under `text`, as mail programs do."""
        chosen = original.attachments if attachments is None else [
            original.attachment(item) if isinstance(item, str) else item for item in attachments]
        subject = original.subject if _FORWARD.match(original.subject) else f"Fwd: {original.subject}"
        if quote:
            text = (f"{text}\n---------- Forwarded message ---------\nFrom: {original['From']}\n"
                    f"Date: {original['Date']}\nSubject: {original.subject}\nTo: {original['To']}\n\n{original.text}")
        message = self.compose(to, subject, text, thread=original.thread, attachments=chosen)
        del message["In-Reply-To"]
        return message

    def send(self, *messages: EmailMessage) -> None:
        """Submit `messages` in one SMTP session (AUTH with the account's password); envelope
        recipients are To, Cc and Bcc (smtplib.send_message; Bcc is not transmitted)."""
        with smtplib.SMTP(self.host, self.smtp_port) as smtp:
            smtp.login(self.address, self._password)
            for message in messages:
                smtp.send_message(message)

    def move(self, message: Received, folder: str) -> None:
        """Move `message` into `folder` (IMAP MOVE, RFC 6851); the folder must exist."""
        with self.imap() as client:
            client.select_folder(message.folder)
            client.move([message.uid], folder)

    def flag(self, message: Received, *flags: str) -> None:
        """Add IMAP flags (`\\Flagged`, `\\Seen`, a keyword such as `$Forwarded`) to `message`."""
        with self.imap() as client:
            client.select_folder(message.folder)
            client.add_flags([message.uid], list(flags))

    def unflag(self, message: Received, *flags: str) -> None:
        """Remove IMAP flags from `message`."""
        with self.imap() as client:
            client.select_folder(message.folder)
            client.remove_flags([message.uid], list(flags))


def _flag(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _addresses(value: str | Sequence[str]) -> str:
    return value if isinstance(value, str) else ", ".join(value)


def _attach(message: EmailMessage, item: Attachable) -> None:
    if isinstance(item, Received):
        message.add_attachment(item.message)
        return
    if isinstance(item, EmailMessage):
        name, data, content_type = item.get_filename(), item.get_payload(decode=True), item.get_content_type()
    elif isinstance(item, Path):
        name, data = item.name, item.read_bytes()
        content_type = mimetypes.guess_type(item.name)[0] or "application/octet-stream"
    else:
        name, data, content_type = (*item, None)[:3]
        content_type = content_type or mimetypes.guess_type(name)[0] or "application/octet-stream"
    maintype, subtype = content_type.split("/", 1)
    message.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
