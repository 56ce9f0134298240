"""Running a run's checks over each round's State (every check gives a verdict, none is ever
dropped), and the digest of the check code that decides them.

A check judges the State after its own round; a persistent one (every red line, a check
declared with `holds=True`, the built-in collateral check) judges the State after every round
from its own to the last, passes only if it passes every time, and records the first round that
broke it (`broken_in`, clawmark.verdict/2). `Judgement` carries that across rounds for the
runner and for rescoring alike.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import checkers
from checkers.check import Check, Verdict
from checkers.state import State
from clawmark.canonical import canonical_hash
from clawmark.services.base import Snapshot
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
        penalty=check.penalty,
    )


def run_checks(checks: list[Check], state: State) -> list[CheckVerdict]:
    """Verdicts of the checks declared for `state.round`, in definition order, each judged on
    that round alone (the clawmark.verdict/1 rule)."""
    return [run_check(c, state) for c in checks if c.round == state.round]


class Judgement:
    """The verdicts of one run's checks as its rounds are judged, in order.

    `judge(after, before)` builds the next round's State (with the earlier rounds' States) and
    runs that round's checks and every persistent check of an earlier round; `verdicts(n)` is
    round n's list as it stands (a persistent check's verdict covers
    the rounds judged so far). With `persistent=False` every check judges its own round only,
    and verdicts carry no `holds`/`broken_in` (clawmark.verdict/1).
    """

    def __init__(self, checks: list[Check], persistent: bool = True):
        self.checks, self.persistent = checks, persistent
        self._by_round: dict[int, list[CheckVerdict]] = {}
        self._broken: dict[str, CheckVerdict] = {}  # check id → its first failing evaluation
        self._states: list[State] = []

    def judge(self, after: dict[str, Snapshot], before: dict[str, Snapshot]) -> None:
        """Judge the next round (1, 2, …) from its snapshots after and before the agent acted."""
        state = State(len(self._states) + 1, after, before, earlier=tuple(self._states))
        self._states.append(state)
        if not self.persistent:
            self._by_round[state.round] = run_checks(self.checks, state)
            return
        verdicts = []
        for c in self.checks:
            if c.round == state.round or (c.persistent and c.round < state.round):
                verdict = run_check(c, state)
                if not verdict.passed and c.id not in self._broken:
                    self._broken[c.id] = verdict.model_copy(update={"broken_in": state.round})
                if c.round == state.round:
                    verdicts.append(verdict.model_copy(update={"holds": c.persistent}))
        self._by_round[state.round] = verdicts

    def verdicts(self, round: int) -> list[CheckVerdict]:
        """Round `round`'s verdicts: a persistent check that broke in any round judged so far
        fails, with the detail and number of the first round that broke it."""
        return [self._broken[v.id].model_copy(update={"holds": True}) if v.holds and v.id in self._broken else v
                for v in self._by_round.get(round, [])]


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
