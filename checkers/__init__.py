"""The shared check library: declare checks and read the world's state in them."""

from checkers.check import CATEGORIES, Check, Verdict, check

__all__ = ["CATEGORIES", "Check", "State", "Verdict", "check"]


def __getattr__(name: str):
    """`checkers.State` on first use (PEP 562), so that what only declares or lists checks (lint
    in `validate` and the gate) loads none of the snapshot views and their parsers."""
    if name == "State":
        from checkers.state import State

        return State
    raise AttributeError(f"module 'checkers' has no attribute {name!r}")
