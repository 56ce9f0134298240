"""The oracle kit: the world's services through the clients an agent would use, for oracles,
counters and any scripted agent.

    from clawmark.oracle_kit import Kit

    def round_1(ctx):
        kit = Kit(ctx, name="Dana Okafor")
        report = kit.mail.find("<clm-0522-report@berger-family.example>")
        kit.mail.send(kit.mail.reply(report, "Dear Mr Berger, we have your claim."))
        kit.kb.update(kit.kb.row("Claims", "CLM-0522"), {"Status": "Quote received"})
        return "Acknowledged."

Each client is built from the same environment variables (and SERVICES.md) an agent gets, on
the real client libraries: `Mail` (imapclient, smtplib), `Calendar` (caldav), `Kb`
(notion-client), `Sheets` (google-api-python-client), `Workspace` (files). Nothing here reads
checks, NOTES or expected values, and nothing reaches past the world's own endpoints.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from datetime import datetime
from functools import cached_property
from pathlib import Path

from clawmark.oracle_kit.calendar import Attendee, Calendar, attendees, day_starts, overlaps, uid, when
from clawmark.oracle_kit.dates import add_business_days
from clawmark.oracle_kit.env import ServiceMissing
from clawmark.oracle_kit.fs import Workspace
from clawmark.oracle_kit.kb import Kb, page_title, property_value, value
from clawmark.oracle_kit.mail import Mail, Received
from clawmark.oracle_kit.sheets import SheetRow, Sheets, Spreadsheet

__all__ = [
    "Attendee", "Calendar", "Kb", "Kit", "Mail", "Received", "ServiceMissing", "SheetRow", "Sheets",
    "Spreadsheet", "Workspace", "add_business_days", "attendees", "day_starts", "overlaps", "page_title",
    "property_value", "uid", "value", "when",
]


class Kit:
    """Every service of one round, built when first used (a task without kb never needs
    NOTION_TOKEN). From a RoundContext (`Kit(ctx)`: its env, workspace and universe time), or
    from the process environment (`Kit()`, for a program run by the `command` agent; then
    `now` is the wall clock, which such an agent runs on).

    name: the display name of the agent's mail (From: name <address>).
    """

    def __init__(self, ctx=None, *, name: str | None = None):
        self.env: Mapping[str, str] = ctx.env if ctx is not None else os.environ
        self.now: datetime = ctx.now if ctx is not None else datetime.now().astimezone()
        self.workspace_root: Path | None = Path(ctx.workspace) if ctx is not None else None
        self.name = name

    @cached_property
    def mail(self) -> Mail:
        return Mail(self.env, name=self.name)

    @cached_property
    def kb(self) -> Kb:
        return Kb(self.env)

    @cached_property
    def sheets(self) -> Sheets:
        return Sheets(self.env)

    @cached_property
    def fs(self) -> Workspace:
        return Workspace(self.workspace_root)

    def calendar(self, name: str | None = None) -> Calendar:
        """The agent's calendar with display name `name` (default: the first one)."""
        return Calendar(self.env, name=name, now=self.now)
