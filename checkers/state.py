"""State: what a check sees — the world's snapshots after a round, and as the agent found it."""

from __future__ import annotations

from functools import cached_property

from clawmark.services.base import Snapshot
from checkers.calendar import CalendarView
from checkers.changes import Change, changes
from checkers.fs import FsView
from checkers.kb import KbView
from checkers.mail import MailView
from checkers.sheets import SheetsView


class State:
    """The snapshots of every service after round `round`.

    `before` is the same world as the agent found it that round (after the round's events and
    mutations, before the agent acted), so a check can tell the agent's writes from the world's.
    Accessing a service the task does not use raises KeyError. Each view is built once per State
    and shared by the round's checks (views are read-only). `earlier` holds the States of
    the rounds before this one, in order (the runner and rescoring pass them).
    """

    def __init__(self, round: int, after: dict[str, Snapshot], before: dict[str, Snapshot] | None = None,
                 earlier: tuple[State, ...] = ()):
        self.round = round
        self._after = after
        self._before = before
        self.earlier = earlier

    @property
    def snapshots(self) -> dict[str, Snapshot]:
        """Service → Snapshot of the world after the round (of `before`'s world, for `state.before`).

        >>> sorted(state.snapshots)
        ['calendar', 'fs', 'kb', 'mail', 'sheets']
        """
        return self._after

    def world_changes(self) -> list[Change]:
        """The changes this round's events and mutations made: the previous round's `after`
        against this round's `before` (empty in round 1, or without the earlier rounds).

        >>> [str(c) for c in state.world_changes()]
        ['mail: added INBOX/<clm-0900-approval@harbor-mutual.example>', 'sheets: changed Claims register/Open claims!C2']
        """
        if not self.earlier or self._before is None:
            return []
        return changes(self.earlier[-1]._after, self._before)

    def agent_changes(self) -> list[Change]:
        """Every change the agent made this round, in every service: `before` (the world after
        this round's events and mutations) against `after` (checkers.changes: typed records
        naming service and object). Raises KeyError without `before`.

        >>> [c.service for c in state.agent_changes()][:4]
        ['fs', 'mail', 'mail', 'calendar']
        """
        if self._before is None:
            raise KeyError("no 'before' snapshots in this state")
        return changes(self._before, self._after)

    @cached_property
    def before(self) -> State:
        """The world at the start of this round, before the agent acted.

        >>> state.before.sheets.cell("'Open claims'!C2", "Claims register"), day1.sheets.cell("'Open claims'!C2", "Claims register")
        (Decimal('9120'), Decimal('7840'))
        """
        if self._before is None:
            raise KeyError("no 'before' snapshots in this state")
        return State(self.round, self._before)

    @cached_property
    def fs(self) -> FsView:
        """The workspace's files (FsView); KeyError when the task has no fs service.

        >>> state.fs.read_json("claims/CLM-0900/assessment.json")["status"]
        'approved'
        """
        return FsView(self._after["fs"])

    @cached_property
    def calendar(self) -> CalendarView:
        """Every calendar (CalendarView); KeyError when the task has no calendar service.

        >>> state.calendar.event(summary="Claims review").attendees["dana.okafor@harbor-mutual.example"]
        'ACCEPTED'
        """
        return CalendarView(self._after["calendar"])

    @cached_property
    def mail(self) -> MailView:
        """Every mailbox and the sent mail (MailView); KeyError when the task has no mail service.

        >>> len(state.mail.sent(round=2))
        1
        """
        return MailView(self._after["mail"])

    @cached_property
    def kb(self) -> KbView:
        """The knowledge base (KbView), with `before` for `agent_edited`; KeyError without a kb service.

        >>> state.kb.value("Claims", "CLM-0900", "Status")
        'Approved'
        """
        return KbView(self._after["kb"], self._before.get("kb") if self._before else None)

    @cached_property
    def sheets(self) -> SheetsView:
        """The spreadsheets; `changed_by_agent` compares with this round's `before`.

        >>> state.sheets.cell("'Open claims'!E2", "Claims register")
        'approved'
        """
        return SheetsView(self._after["sheets"], self._before.get("sheets") if self._before else None)
