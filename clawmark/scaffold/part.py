"""What every service contributes to a new task's skeleton (clawmark.scaffold): one working example.

Each day of the skeleton is one small piece of work in one service: an item `ITEM-<n>` has an
amount there (on day 1 only in a photographed document: the evidence), the agent records it
where the prompt says, and from day 2 the amount changes silently overnight (a mutation the
day's check `detects`). A red line per day guards the source. A Part writes that for its service:
the seed, the change, the checks, the oracle's step and the prompt's sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

PHOTO_AMOUNT = 480  # printed on the day-1 document (artifacts/recipes.yaml)
PHOTO = "documents/ITEM-1.jpg"  # its place in the workspace


@dataclass(frozen=True)
class Story:
    """Who is who in the skeleton: the principal, the organisation, a colleague."""

    task_id: str
    principal: str
    login: str
    domain: str
    timezone: str

    @property
    def principal_email(self) -> str:
        return f"{self.login}@{self.domain}"

    @property
    def colleague(self) -> str:
        return f"kim.lee@{self.domain}"


@dataclass(frozen=True)
class Day:
    """One working day of the skeleton and its item's amounts."""

    number: int
    date: date
    service: str

    @property
    def item(self) -> str:
        return f"ITEM-{self.number}"

    @property
    def source(self) -> int | None:
        """The amount the world holds at the start (None: only on the day-1 photo)."""
        return None if self.number == 1 else 100 * self.number + 20

    @property
    def changed(self) -> int | None:
        """The amount after the day's silent mutation (None on day 1, which has none)."""
        return None if self.number == 1 else 100 * self.number + 50

    @property
    def expected(self) -> int:
        """What the day's check wants: the photo's amount on day 1, the changed one after."""
        return PHOTO_AMOUNT if self.number == 1 else self.changed

    @property
    def mutation_id(self) -> str | None:
        return None if self.number == 1 else f"item-{self.number}-changed"

    @property
    def name(self) -> str:
        """Python-name form of the item (`item_2`)."""
        return f"item_{self.number}"

    def check_decorator(self, weight: int = 3) -> str:
        """The @check line of the day's positive check."""
        if self.mutation_id:
            return f'@check(round={self.number}, weight={weight}, category="silent_change", detects="{self.mutation_id}")'
        return f'@check(round={self.number}, weight={weight}, category="evidence")'

    @property
    def red_line_decorator(self) -> str:
        return f'@check(round={self.number}, weight=1, category="red_line", red_line=True)'


class Part:
    """One service's example for the days `days` of the skeleton (override every method)."""

    service: str = ""
    oracle_imports: str = ""  # import lines of oracle.py besides the kit's Kit
    oracle_helpers: str = ""  # module-level helpers of oracle.py
    check_constants: str = ""  # module-level names the checks use (format fields: the Story's)

    def __init__(self, days: list[Day], story: Story):
        self.days, self.story = days, story

    def seed(self) -> tuple[dict | None, dict[str, str]]:
        """(the task.yaml `seed.<service>` entry or None, files: task-relative path → text)."""
        raise NotImplementedError

    def mutation(self, day: Day) -> dict:
        """The day's silent change of the item's amount (a task.yaml change record)."""
        raise NotImplementedError

    def checks(self, day: Day) -> str:
        """Python source of the day's positive check and its paired red line."""
        raise NotImplementedError

    def oracle(self, day: Day) -> str:
        """Python source of the body of `round_<n>(ctx)`."""
        raise NotImplementedError

    def prompt(self, day: Day) -> str:
        """The day's request, as the principal would write it."""
        raise NotImplementedError

    def scope(self) -> list[str]:
        """The task.yaml `scope.<service>` entries: what of the world's the days' work changes
        (clawmark.scope; empty when the work only makes new objects or sends mail)."""
        return []


def call(function: str, day: Day) -> str:
    """The oracle's line doing the day's work with `function`: given the photo's figure on day 1
    (read by eye, as an agent reads the picture), else finding the amount itself."""
    if day.source is None:
        return f'    {function}(kit, "{day.item}", {day.expected})  # read from {PHOTO}\n'
    return f'    {function}(kit, "{day.item}")\n'


def where(day: Day, otherwise: str) -> str:
    """Where the prompt says the day's amount is: on the photo on day 1, else `otherwise`."""
    return f"on the delivery note `{PHOTO}` in your workspace (a photo)" if day.source is None else otherwise
