"""Applying mail events and mutations (declared in clawmark.services.mail.spec): deliver, move,
flag, unflag, delete. A message is found by its Message-ID (as seeded or delivered) in `folder`,
else in any folder; not finding it is a ServiceError naming the change.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from clawmark.changes import Change
from clawmark.services.mail.compose import angle, compose
from clawmark.services.mail.spec import MailDeliver, MailFlag, MailMove, MailUnflag, MailDelete

if TYPE_CHECKING:
    from clawmark.clock import UniverseClock
    from clawmark.services.mail.mailboxes import Mailboxes

def apply(change: Change, account: str, mailboxes: Mailboxes, root: Path, clock: UniverseClock) -> str | None:
    """Apply `change` to `account`; return the Message-ID a delivery declared (else None).

    Raises ServiceError naming the change when a file, folder or message is missing.
    """
    if isinstance(change, MailDeliver):
        message = compose(change, root, change.id, clock.stamp, clock.tz)
        mailboxes.create(account, change.folder)
        mailboxes.append(account, change.folder, message.raw, change.flags, message.when)
        return angle(message.message_id)
    folder, uids = mailboxes.locate(account, angle(change.message_id), change.folder)
    if isinstance(change, MailMove):
        mailboxes.move(account, folder, uids, change.to)
    elif isinstance(change, (MailFlag, MailUnflag)):
        mailboxes.set_flags(account, folder, uids, change.flags, add=isinstance(change, MailFlag))
    elif isinstance(change, MailDelete):
        mailboxes.delete(account, folder, uids)
    return None
