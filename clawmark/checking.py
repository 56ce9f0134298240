"""Running a round's checks over its State (every check gives a verdict, none is ever dropped),
and the digest of the check code that decides them."""

from __future__ import annotations

import hashlib
from pathlib import Path

import checkers
from checkers.check import Check, Verdict
from checkers.state import State
from clawmark.canonical import canonical_hash
from clawmark.verdicts import CheckVerdict


def run_check(check: Check, state: State) -> CheckVerdict:
    """Run one check. A check that raises fails with the exception's type name as its detail;
    one that returns neither a bool nor a Verdict(bool, str) fails with a detail starting
    'TypeError' and naming what it returned."""
    try:
        result = check.fn(state)
    except (Exception, SystemExit) as e:  # a crashing check is a failed check, never a crash
        result = Verdict(False, type(e).__name__)
    if isinstance(result, bool):
        result = Verdict(result)
    elif not isinstance(result, Verdict):
        result = Verdict(False, f"TypeError: returned {type(result).__name__}, not bool or Verdict")
    elif not isinstance(result.passed, bool) or not isinstance(result.detail, str):
        result = Verdict(False, f"TypeError: returned Verdict({type(result.passed).__name__}, "
                                f"{type(result.detail).__name__}), not Verdict(bool, str)")
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


def checker_digest(task_checks_path: Path) -> str:
    """SHA-256 over the check code a verdict depends on: the task's checks module and every
    module of the shared check library (`checkers/*.py`), by relative path and content.

    It goes to the run record (see clawmark.rescore for why not into the verdict log).
    """
    library = Path(checkers.__file__).parent
    files = {f"checkers/{p.relative_to(library).as_posix()}": hashlib.sha256(p.read_bytes()).hexdigest()
             for p in sorted(library.rglob("*.py"))}
    files["checks"] = hashlib.sha256(task_checks_path.read_bytes()).hexdigest()
    return canonical_hash(files)
