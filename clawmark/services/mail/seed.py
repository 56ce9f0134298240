"""Seeding the mail world declared in `seed.mail` (clawmark.services.mail.spec): folders, then each
account's messages APPENDed in the order declared, with their declared Date as INTERNALDATE (see
clawmark.services.mail.compose).
"""

from __future__ import annotations

from pathlib import Path

from clawmark.clock import UniverseClock
from clawmark.endpoint import ServiceError
from clawmark.services.mail.compose import angle, compose
from clawmark.services.mail.mailboxes import Mailboxes
from clawmark.services.mail.spec import MailSeed

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
