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

Passwords are generated per run. Who the agent is in mail (`identity`):

- `principal`: it works in the principal's own mailbox (principal.email is one of `accounts`)
  and sends as the principal, as a delegate with full access would;
- `assistant`: it has an account of its own (`assistant`, default: the first account that is not
  the principal's), and the principal is a colleague it writes to like any other.

Without `identity`: `assistant` when `assistant` is given, else `principal` when the principal's
email is an account, else `assistant` with the first account. The environment
(`CLAWMARK_MAIL_IDENTITY`, `CLAWMARK_MAIL_PRINCIPAL`) and SERVICES.md tell the agent which.
Messages are APPENDed in the order declared, with their declared Date as INTERNALDATE (see
clawmark.services.mail.compose).
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

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
