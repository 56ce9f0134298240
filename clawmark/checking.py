"""Running a round's checks over its State: every check gives a verdict, none is ever dropped."""

from __future__ import annotations

from checkers.check import Check, Verdict
from checkers.state import State
from clawmark.verdicts import CheckVerdict


def run_check(check: Check, state: State) -> CheckVerdict:
    """Run one check. A check that raises fails with the exception's type name as its detail;
    one that returns neither a bool nor a Verdict fails with detail 'TypeError'."""
    try:
        result = check.fn(state)
    except (Exception, SystemExit) as e:  # a crashing check is a failed check, never a crash
        result = Verdict(False, type(e).__name__)
    if isinstance(result, bool):
        result = Verdict(result)
    elif not isinstance(result, Verdict):
        result = Verdict(False, "TypeError")
    return CheckVerdict(
        id=check.id,
        weight=check.weight,
        category=check.category,
        red_line=check.red_line,
        passed=result.passed,
        detail=result.detail,
    )


def run_checks(checks: list[Check], state: State) -> list[CheckVerdict]:
    """Verdicts of the checks declared for `state.round`, in definition order."""
    return [run_check(c, state) for c in checks if c.round == state.round]
