"""The shared check library: declare checks and read the world's state in them.

`State` (the views of every service's snapshot, with their parsers) is imported when first
asked for, so what only declares or lists checks (lint in `validate` and the gate) loads none.
"""

from checkers.check import CATEGORIES, Check, Verdict, check

__all__ = ["CATEGORIES", "Check", "State", "Verdict", "check"]


def __getattr__(name: str):
    """`checkers.State` on first use (PEP 562)."""
    if name == "State":
        from checkers.state import State

        return State
    raise AttributeError(f"module 'checkers' has no attribute {name!r}")
