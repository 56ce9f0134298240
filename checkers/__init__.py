"""The shared check library: declare checks and read the world's state in them."""

from checkers.check import CATEGORIES, Check, Verdict, check
from checkers.state import State

__all__ = ["CATEGORIES", "Check", "State", "Verdict", "check"]
