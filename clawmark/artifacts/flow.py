"""Automatic placement: lines of text wrapped to a width, at the largest font size that fits.

A layout that takes `lines:` writes one placement routine, `place(size) -> (elements, bottom)`,
and `fit` tries it from the largest size down; nobody places text by coordinates.
"""

from __future__ import annotations

from typing import Callable

from clawmark.artifacts.elements import Element, width_of
from clawmark.artifacts.tools import ArtifactError

SMALLEST = 12


def wrap(text: str, size: int, width: int) -> list[str]:
    """`text` broken at spaces into lines at most `width` px wide at `size` px; a word wider than
    `width` stays whole on a line of its own; "" gives one empty line."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and width_of(f"{lines[-1]} {word}", size) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def step(size: int) -> int:
    """Line pitch for `size` px text (1.5 lines), px."""
    return size * 3 // 2


def fit(place: Callable[[int], tuple[list[Element], int]], bottom: int, largest: int, what: str,
        fixed: int | None = None) -> list[Element]:
    """The elements `place(size)` gives at the largest size from `largest` down to 12 px (or at
    `fixed` only) whose content ends at or above `bottom` (px).

    Raises ArtifactError naming `what` when the content does not fit even so.
    """
    sizes = [fixed] if fixed else range(largest, SMALLEST - 1, -1)
    for size in sizes:
        elements, end = place(size)
        if end <= bottom:
            return elements
    hint = " or the layout's font `size` smaller" if fixed else ""
    raise ArtifactError(f"{what}: the lines do not fit the picture at {size} px; make the image `size` larger, "
                        f"the text shorter{hint}")
