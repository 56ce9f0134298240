"""The base of every world change: events (announced) and mutations (silent).

A change is a typed record with an `id` (unique within a task) and a `kind` such as
`fs.write`; the part of the kind before the dot names the service that applies it. Each
service module defines its change kinds as subclasses; `clawmark.spec` gathers them into one
discriminated union so that an unknown kind is a validation error naming the kinds it knows.
"""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Annotated

from pydantic import AfterValidator, Field

from clawmark.model import StrictModel

ChangeId = Annotated[
    str,
    Field(pattern=r"^[a-z0-9][a-z0-9._-]*$", description="Unique id of the change within the task (lowercase, digits, . _ -)."),
]


class Change(StrictModel):
    """A world change applied before a round's agent wakes up."""

    id: ChangeId
    notice: str | None = Field(
        None,
        description="For events only: the sentence announced in the wake-up prompt. Mutations have none.",
    )

    @property
    def service(self) -> str:
        """The service that applies this change (`fs` for `fs.write`)."""
        return self.kind.split(".", 1)[0]  # type: ignore[attr-defined]


def relative_path(value: str) -> str:
    """Validate a POSIX path relative to a root: no leading '/', no '..', not empty.

    Raises ValueError naming the problem (pydantic turns it into a field error).
    """
    path = PurePosixPath(value)
    if not value or path.is_absolute() or ".." in path.parts or str(path) == ".":
        raise ValueError(f"must be a relative path inside the folder, got {value!r}")
    return str(path)


RelativePath = Annotated[
    str, AfterValidator(relative_path), Field(description="A relative POSIX path without '..'.")
]
