"""Problem records: how ClawMark reports bad input (task specs, lint, gate conditions)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input, printed as one line.

    file: the file at fault; line: 1-based line where known; field: dotted path inside the
    file (e.g. `rounds[1].prompt`); severity: `error` stops the run, `warning` does not.
    """

    file: str
    message: str
    field: str | None = None
    line: int | None = None
    severity: Literal["error", "warning"] = "error"

    def __str__(self) -> str:
        where = self.file + (f":{self.line}" if self.line else "")
        what = f"{self.field}: " if self.field else ""
        return f"{where}: {self.severity}: {what}{self.message}"


class InputError(Exception):
    """Bad input, described by one or more Problems; the CLI prints them and exits with status 2."""

    def __init__(self, problems: list[Problem]):
        super().__init__("\n".join(map(str, problems)))
        self.problems = problems


def display_path(path) -> str:
    """`path` relative to the working directory when it is below it, else absolute: how a
    Problem names a file."""
    resolved = Path(path).resolve()
    try:
        return str(resolved.relative_to(Path.cwd()))
    except ValueError:
        return str(resolved)
