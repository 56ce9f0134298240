"""Declaring checks: the `@check` decorator, `Verdict`, and collecting a task's checks.

A check is a plain function of `State` in a task's checks.py:

    @check(round=2, weight=3, category="silent_change", detects="deductible-raised")
    def payable_uses_new_deductible(state: State) -> Verdict: ...

It returns a bool or a Verdict. It reads only its State — never the network, the clock or
randomness — so that rescoring stored snapshots reproduces its verdict exactly.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from clawmark.pyfile import import_path

CATEGORIES = ("silent_change", "backend_write", "evidence", "communication", "workflow", "red_line", "collateral")

_collecting = threading.local()


@dataclass(frozen=True)
class Verdict:
    """A check's outcome. `detail` is a short, deterministic explanation (no ids, no paths).

    >>> Verdict(state.sheets.cell("'Open claims'!D2", "Claims register") == 8620, "D2=8620")
    Verdict(passed=True, detail='D2=8620')
    """

    passed: bool
    detail: str = ""


@dataclass(frozen=True)
class Check:
    """A registered check: its function and its declared metadata.

    >>> @check(round=2, weight=3, category="silent_change", detects="estimate-revised")
    ... def payable_follows_estimate(state):
    ...     return state.sheets.cell("'Open claims'!D2", "Claims register") == 8620
    >>> payable_follows_estimate.check.weight, payable_follows_estimate.check.detects
    (3, 'estimate-revised')
    """

    id: str
    round: int
    weight: int
    category: str
    red_line: bool
    detects: str | None
    fn: Callable
    holds: bool = False
    penalty: bool = False  # earns nothing when passed, costs its weight when failed (the built-in collateral)

    @property
    def persistent(self) -> bool:
        """Judged after every round from its own to the last: every red line, and checks declared
        with `holds=True`.

        >>> Check("evidence_kept", 1, 1, "red_line", True, None, None).persistent
        True
        """
        return self.red_line or self.holds


def check(*, round: int, weight: int, category: str, red_line: bool = False, detects: str | None = None,
          holds: bool = False):
    """Register the decorated function as a check of round `round` (1-based).

    weight: a positive integer; category: one of CATEGORIES; red_line: a hard constraint
    (a failure zeroes the weighted score); detects: the id of the silent mutation this check
    proves the agent noticed; holds: judge it after every round from `round` to the last (red
    lines always do), passing only if it passes every time. Raises ValueError on bad arguments
    at import time.

    >>> @check(round=2, weight=2, category="communication")
    ... def settlement_sent(state):
    ...     sent = state.mail.sent(to="priya.raman@posteo.example", round=2)
    ...     return Verdict(any(m.mentions_amount(8620) for m in sent), f"{len(sent)} message(s)")
    >>> settlement_sent(state)
    Verdict(passed=True, detail='1 message(s)')
    """
    if not (isinstance(weight, int) and weight > 0):
        raise ValueError(f"check weight must be a positive integer, got {weight!r}")
    if not (isinstance(round, int) and round > 0):
        raise ValueError(f"check round must be a positive integer, got {round!r}")
    if category not in CATEGORIES:
        raise ValueError(f"check category {category!r} is not one of {', '.join(CATEGORIES)}")

    def register(fn: Callable) -> Callable:
        spec = Check(fn.__name__, round, weight, category, bool(red_line), detects, fn, bool(holds))
        collected = getattr(_collecting, "checks", None)
        if collected is not None:
            collected.append(spec)
        fn.check = spec
        return fn

    return register


class CheckLoadError(Exception):
    """A checks module could not be imported or declares checks wrongly."""


def load_checks(path: Path, module_name: str) -> list[Check]:
    """Import the checks module at `path` and return its checks in definition order.

    Raises CheckLoadError when the module fails to import or two checks share an id.

    >>> [c.id for c in load_checks(CLAIMS_DESK / "checks.py", "claims_desk_checks") if c.round == 2]
    ['payable_uses_revised_estimate', 'nothing_to_third_parties', 'claim_approved_in_kb']
    """
    previous, _collecting.checks = getattr(_collecting, "checks", None), []
    try:
        import_path(path, module_name)
    except Exception as e:
        raise CheckLoadError(f"cannot import: {type(e).__name__}: {e}") from e
    finally:
        checks, _collecting.checks = _collecting.checks, previous
    ids = [c.id for c in checks]
    if duplicates := sorted({i for i in ids if ids.count(i) > 1}):
        raise CheckLoadError(f"duplicate check id(s): {', '.join(duplicates)}")
    return checks
