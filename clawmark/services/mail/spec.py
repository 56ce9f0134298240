"""The mail's part of task.yaml, declared: the `seed.mail` section, messages and the change kinds.

This module imports only pydantic and clawmark.model/clawmark.changes (clawmark.spec reads it
without loading the service); seeding is clawmark.services.mail.seed, composing .compose, applying
changes .changes.

    seed:
      mail:
        domains: [harbor-mutual.example]          # the organisation's own (default: accounts')
        accounts:
          - address: dana.okafor@harbor-mutual.example
            name: Dana Okafor
            folders: [Claims/CLM-0417]            # besides INBOX, Drafts, Sent, Archive, Trash
            messages:
              - source: seed/mail/01-fnol.eml     # or inline: from, to, subject, body, ...
                attachments: [artifacts/kitchen-floor.png]
                folder: INBOX
                flags: ['\\Seen']

Passwords are generated per run. Who the agent is in mail (`identity`):

- `principal`: it works in the principal's own mailbox (principal.email is one of `accounts`)
  and sends as the principal, as a delegate with full access would;
- `assistant`: it has an account of its own (`assistant`, default: the first account that is not
  the principal's), and the principal is a colleague it writes to like any other.

Without `identity`: `assistant` when `assistant` is given, else `principal` when the principal's
email is an account, else `assistant` with the first account. The environment
(`CLAWMARK_MAIL_IDENTITY`, `CLAWMARK_MAIL_PRINCIPAL`) and SERVICES.md tell the agent which.

    - id: broker-note
      kind: mail.deliver            # a new message (MessageSpec fields), INTERNALDATE = its Date
      source: seed/mail/02-broker.eml
      attachments: [artifacts/invoice.pdf]
      notice: The broker wrote about CLM-0417.
    - id: archive-fnol
      kind: mail.move               # mail.flag / mail.unflag take `flags`; mail.delete nothing more
      message_id: <fnol-0417@harbor-mutual.example>
      to: Archive

`account` defaults to the agent's account.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, ConfigDict, Field, model_validator

from clawmark.changes import Change, RelativePath
from clawmark.model import StrictModel

SYSTEM_FLAGS = ("\\Seen", "\\Answered", "\\Flagged", "\\Deleted", "\\Draft")


def _flag(value: str) -> str:
    if value not in SYSTEM_FLAGS and not re.fullmatch(r'[^\\\s(){%*"\]]+', value):
        raise ValueError(f"{value!r} is not an IMAP flag: use {', '.join(SYSTEM_FLAGS)} or a keyword such as $Forwarded")
    return value


Flag = Annotated[str, AfterValidator(_flag), Field(description="An IMAP flag (RFC 3501 §2.3.2).")]


class MessageSpec(StrictModel):
    """One message: an .eml file or inline fields, plus attachments, folder and flags."""

    model_config = ConfigDict(populate_by_name=True)

    source: RelativePath | None = Field(None, description="An RFC 5322 file in the task folder, e.g. seed/mail/01-fnol.eml.")
    sender: str | None = Field(None, alias="from", description="Inline From, e.g. 'Priya Raman <priya@example.org>'.")
    to: list[str] = Field(default_factory=list, description="Inline To addresses.")
    cc: list[str] = Field(default_factory=list, description="Inline Cc addresses.")
    subject: str | None = Field(None, description="Inline Subject.")
    body: str | None = Field(None, description="Inline text/plain body.")
    message_id: str | None = Field(None, description="Message-ID (with or without <>); default: derived from the id.")
    in_reply_to: str | None = Field(None, description="In-Reply-To: the Message-ID this answers (also set as References).")
    date: datetime | None = Field(
        None, description="Date header and INTERNALDATE (naive = task timezone); default: the file's Date, else universe time."
    )
    attachments: list[RelativePath] = Field(
        default_factory=list, description="Files in the task folder (usually artifacts/) attached under their base name."
    )
    folder: str = Field("INBOX", description="IMAP folder the message is placed in.")
    flags: list[Flag] = Field(default_factory=list, description=r"IMAP flags, e.g. ['\Seen', '$Forwarded'].")

    @model_validator(mode="after")
    def _one_source(self):
        inline = [n for n in ("sender", "subject", "body", "message_id", "in_reply_to") if getattr(self, n)]
        if self.source and (inline or self.to or self.cc):
            raise ValueError(f"give either 'source' (an .eml file) or inline fields, not both ({', '.join(inline or ['to/cc'])})")
        if not self.source and not (self.sender and self.subject is not None):
            raise ValueError("an inline message needs at least 'from' and 'subject' (or give 'source')")
        return self


ADDRESS = r"^[^@\s<>]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$"


class MailAccount(StrictModel):
    """One mailbox of the world."""

    address: str = Field(pattern=ADDRESS, description="Email address, also the IMAP/SMTP login (lower case).")
    name: str = Field(description="Display name, as in From headers.")
    folders: list[str] = Field(default_factory=list, description="Extra IMAP folders ('/' separates levels).")
    messages: list[MessageSpec] = Field(default_factory=list, description="Initial messages, APPENDed in order.")

    @model_validator(mode="after")
    def _lower(self):
        if self.address != self.address.lower():
            raise ValueError(f"address {self.address!r} must be lower case")
        return self


class MailSeed(StrictModel):
    """The mail world: the organisation's domains and its accounts."""

    domains: list[str] = Field(
        default_factory=list,
        description="The organisation's own domains; recipients elsewhere are external. Default: the accounts' domains.",
    )
    accounts: list[MailAccount] = Field(default_factory=list, description="Mailboxes; which is the agent's: see `identity`.")
    identity: Literal["principal", "assistant"] | None = Field(
        None,
        description="Who the agent is in mail. `principal`: it works in the principal's own mailbox "
                    "(principal.email must be an account) and sends as the principal. `assistant`: it has an "
                    "account of its own (`assistant`) and the principal is a colleague. Default: `assistant` "
                    "when `assistant` is set, else `principal` when the principal's email is an account, else "
                    "`assistant` with the first account.",
    )
    assistant: str | None = Field(
        None, pattern=ADDRESS,
        description="With identity `assistant`: the address of the agent's own account (one of `accounts`). "
                    "Default: the first account that is not the principal's.",
    )

    @model_validator(mode="after")
    def _unique(self):
        addresses = [a.address for a in self.accounts]
        if duplicate := next((a for a in addresses if addresses.count(a) > 1), None):
            raise ValueError(f"account {duplicate!r} is declared twice")
        return self

    @property
    def own_domains(self) -> list[str]:
        """Declared domains plus the accounts' domains, sorted, lower case."""
        return sorted({d.lower() for d in self.domains} | {domain_of(a.address) for a in self.accounts})

    def mode(self, principal_email: str | None) -> Literal["principal", "assistant"] | None:
        """The agent's identity in mail (see `identity`); None without accounts."""
        if not self.accounts:
            return None
        if self.identity:
            return self.identity
        principal = (principal_email or "").lower()
        return "principal" if not self.assistant and any(a.address == principal for a in self.accounts) else "assistant"

    def agent_account(self, principal_email: str | None) -> MailAccount | None:
        """The account the agent works in, by `mode` (None without accounts, or when the account
        the identity asks for does not exist: `identity_problems` says why)."""
        principal = (principal_email or "").lower()
        if self.mode(principal_email) == "principal":
            return next((a for a in self.accounts if a.address == principal), None)
        if self.assistant:
            return next((a for a in self.accounts if a.address == self.assistant.lower()), None)
        return next((a for a in self.accounts if a.address != principal), None)

    def identity_problems(self, principal_email: str | None) -> list[str]:
        """Why the declared identity cannot be set up (one sentence each; empty when it can)."""
        mode, principal = self.mode(principal_email), (principal_email or "").lower()
        if mode is None:
            return ["identity: there are no accounts"] if self.identity or self.assistant else []
        if mode == "principal" and self.assistant:
            return ["assistant: only with identity 'assistant' (the agent works in the principal's mailbox)"]
        if mode == "assistant" and self.assistant and self.assistant.lower() == principal:
            return [f"assistant: {self.assistant} is the principal's address; give the agent an account of its own"]
        if self.agent_account(principal_email) is None:
            if mode == "principal":
                return [f"identity: 'principal' needs the principal's email ({principal_email or 'none'}) among "
                        "the accounts"]
            wanted = self.assistant or "an account that is not the principal's"
            return [f"{'assistant' if self.assistant else 'identity'}: no account {wanted} in accounts"]
        return []


AccountField = Field(None, description="The account's address; default: the agent's account.")


class MailDeliver(MessageSpec, Change):
    """Deliver a new message into an account's folder (default INBOX)."""

    kind: Literal["mail.deliver"]
    account: str | None = AccountField


class _Target(Change):
    account: str | None = AccountField
    message_id: str = Field(description="Message-ID of the message, with or without <>.")
    folder: str | None = Field(None, description="Folder to look in; default: every folder.")


class MailMove(_Target):
    """Move a message to another existing folder (IMAP MOVE, RFC 6851)."""

    kind: Literal["mail.move"]
    to: str = Field(description="Destination folder, e.g. Archive.")


class MailFlag(_Target):
    """Add IMAP flags to a message."""

    kind: Literal["mail.flag"]
    flags: list[Flag] = Field(min_length=1, description=r"Flags, e.g. ['\Seen', '\Flagged', '$Forwarded'].")


class MailUnflag(_Target):
    """Remove IMAP flags from a message."""

    kind: Literal["mail.unflag"]
    flags: list[Flag] = Field(min_length=1, description=r"Flags to remove, e.g. ['\Seen'].")


class MailDelete(_Target):
    """Delete a message for good (\\Deleted, then UID EXPUNGE)."""

    kind: Literal["mail.delete"]


CHANGE_KINDS = (MailDeliver, MailMove, MailFlag, MailUnflag, MailDelete)


def domain_of(address: str) -> str:
    """The lower-cased domain of an address ('' when it has none)."""
    return address.rpartition("@")[2].lower() if "@" in address else ""
