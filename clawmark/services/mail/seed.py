"""The `seed.mail` section of task.yaml: the organisation's domains, accounts, folders, messages.

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

Passwords are generated per run. The agent's account is the one whose address is the
principal's email, else the first. Messages are APPENDed in the order declared, with their
declared Date as INTERNALDATE (see clawmark.services.mail.compose).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, model_validator

from clawmark.clock import UniverseClock
from clawmark.model import StrictModel
from clawmark.services.base import ServiceError
from clawmark.services.mail.compose import MessageSpec, angle, compose, domain_of
from clawmark.services.mail.mailboxes import Mailboxes

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
    accounts: list[MailAccount] = Field(default_factory=list, description="Mailboxes; the agent's is the principal's, else the first.")

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

    def agent_account(self, principal_email: str | None) -> MailAccount | None:
        """The account the agent works in: the principal's, else the first (None without accounts)."""
        for account in self.accounts:
            if principal_email and account.address == principal_email.lower():
                return account
        return self.accounts[0] if self.accounts else None


def load(seed: MailSeed, mailboxes: Mailboxes, root: Path, clock: UniverseClock) -> set[str]:
    """Create every account's folders and APPEND its messages; return their Message-IDs.

    Raises ServiceError naming a missing file or a message that IMAP refused.
    """
    declared = set()
    for account in seed.accounts:
        for folder in sorted({*account.folders, *(m.folder for m in account.messages)} - {"INBOX"}):
            mailboxes.create(account.address, folder)
        for n, spec in enumerate(account.messages, 1):
            name = f"seed.mail.{account.address}.{n}"
            message = compose(spec, root, name, clock.stamp, clock.tz)
            try:
                mailboxes.append(account.address, spec.folder, message.raw, spec.flags, message.when)
            except ServiceError as e:
                raise ServiceError(f"{name} ({spec.source or spec.subject!r}): {e}") from e
            declared.add(angle(message.message_id))
    return declared
