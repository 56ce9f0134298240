"""Mail events and mutations: deliver, move, flag, unflag, delete.

    - id: broker-note
      kind: mail.deliver            # a new message (MessageSpec fields), INTERNALDATE = its Date
      source: seed/mail/02-broker.eml
      attachments: [artifacts/invoice.pdf]
      notice: The broker wrote about CLM-0417.
    - id: archive-fnol
      kind: mail.move               # mail.flag / mail.unflag take `flags`; mail.delete nothing more
      message_id: <fnol-0417@harbor-mutual.example>
      to: Archive

`account` defaults to the agent's account. A message is found by its Message-ID (as seeded or
delivered) in `folder`, else in any folder; not finding it is a ServiceError naming the change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from clawmark.changes import Change
from clawmark.services.mail.compose import Flag, MessageSpec, angle, compose

if TYPE_CHECKING:
    from clawmark.clock import UniverseClock
    from clawmark.services.mail.mailboxes import Mailboxes
    from clawmark.taskdir import Task

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


def apply(change: Change, account: str, mailboxes: Mailboxes, task: Task, clock: UniverseClock) -> str | None:
    """Apply `change` to `account`; return the Message-ID a delivery declared (else None).

    Raises ServiceError naming the change when a file, folder or message is missing.
    """
    if isinstance(change, MailDeliver):
        message = compose(change, task.root, change.id, clock.stamp, clock.tz)
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
