"""Reference pages generated from docstrings: the check API (`checkers/`) as docs/checks.md.

Every public module of the package is read, so a new helper module appears without editing
this one. A module's public objects are the classes and functions it defines itself (names
without a leading underscore), in source order; a class's are its public methods and
properties. Docstrings are printed as written, with their doctest examples (`>>>` lines and
the output under them) set as code; `helpers` lists what needs an example.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

PREAMBLE = """\
# Check API reference

Generated from the docstrings of `checkers/` by `.venv/bin/clawmark docs checks --write`: edit
the docstrings, not this page (`tests/test_docs.py` fails when it is stale, and when a helper
has no example).

Every example is run by `tests/test_docs.py` against real `State` objects: `state` is the
world after day 2 of `tests/fixtures/tasks/claims-desk` (every service, one announced event
and one silent mutation) played by its oracle, `state.before` the same day as the agent found
it, and `day1` the world after day 1; `date`, `datetime`, `time`, `timedelta`, `Decimal`,
`BERLIN` (the task's zone) and `CLAIMS_DESK` (its folder) are at hand too. A check receives
such a `State`; see [Writing a task](../README.md#writing-a-task) for how checks are declared
and scored.
"""


@dataclass(frozen=True)
class Entry:
    """One documented object: its dotted name, heading text, docstring and whether it is a
    helper (a function, method or property, or a class without public members) that needs an
    example."""

    name: str
    heading: str
    doc: str
    level: int
    helper: bool


def modules(package: str) -> list[ModuleType]:
    """The package and its public submodules, the package first, then by name."""
    root = importlib.import_module(package)
    names = sorted(m.name for m in pkgutil.iter_modules(root.__path__) if not m.name.startswith("_"))
    return [root, *(importlib.import_module(f"{package}.{name}") for name in names)]


def entries(module: ModuleType) -> Iterator[Entry]:
    """The documented objects of `module`, in source order (see the module docstring)."""
    own = [(name, obj) for name, obj in vars(module).items()
           if not name.startswith("_") and (inspect.isclass(obj) or inspect.isfunction(obj))
           and obj.__module__ == module.__name__]
    for name, obj in sorted(own, key=lambda item: inspect.getsourcelines(item[1])[1]):
        qualified = f"{module.__name__}.{name}"
        if inspect.isfunction(obj):
            yield Entry(qualified, f"{name}{signature(obj)}", _doc(obj), 3, True)
            continue
        members = list(_members(obj))
        is_error = issubclass(obj, BaseException)
        yield Entry(qualified, f"class {name}{signature(obj)}", _doc(obj), 3, not members and not is_error)
        for member, kind, target in members:
            heading = f"{name}.{member}" + ("" if kind == "property" else signature(target, skip_self=kind != "staticmethod"))
            yield Entry(f"{qualified}.{member}", heading, _doc(target), 4, True)


def helpers(package: str) -> list[Entry]:
    """Every entry of the package that needs an example."""
    return [e for m in modules(package)[1:] for e in entries(m) if e.helper]


def reference(package: str = "checkers") -> str:
    """The Markdown page of `package`: the preamble, a contents list, then each module."""
    found = modules(package)
    parts = [PREAMBLE, "## Contents\n", *(f"- [`{m.__name__}`](#{_anchor(m.__name__)})" for m in found), ""]
    for module in found:
        parts += [f"## `{module.__name__}`\n", render(inspect.getdoc(module) or ""), ""]
        if module is found[0]:
            exported = ", ".join(f"`{name}`" for name in getattr(module, "__all__", []))
            parts += [f"Exports {exported}.\n"] if exported else []
            continue
        for entry in entries(module):
            parts += [f"{'#' * entry.level} `{entry.heading}`\n", render(entry.doc) or "(no docstring)", ""]
    return "\n".join(parts).rstrip() + "\n"


def render(doc: str) -> str:
    """A docstring as Markdown: doctest examples (a `>>>` line, its `...` lines and the output up
    to a blank line) fenced as `pycon`, everything else as written."""
    out: list[str] = []
    in_example = False
    for line in doc.splitlines():
        starts = line.lstrip().startswith(">>>")
        if starts and not in_example:
            out.append("```pycon")
            in_example = True
        elif in_example and not line.strip():
            out.append("```")
            in_example = False
        out.append(line.strip() if in_example else line)
    if in_example:
        out.append("```")
    return "\n".join(out)


def signature(obj: Any, skip_self: bool = True) -> str:
    """`(name: type = default, …) -> type` with annotations as written in the source."""
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return "(…)"
    params = list(sig.parameters.values())
    if params and skip_self and params[0].name in ("self", "cls"):
        params = params[1:]
    shown, star_done = [], False
    for p in params:
        if p.kind is p.KEYWORD_ONLY and not star_done:
            shown.append("*")
        star_done = star_done or p.kind in (p.KEYWORD_ONLY, p.VAR_POSITIONAL)
        prefix = {p.VAR_POSITIONAL: "*", p.VAR_KEYWORD: "**"}.get(p.kind, "")
        text = prefix + p.name + (f": {_annotation(p.annotation)}" if p.annotation is not p.empty else "")
        if p.default is not p.empty:
            text += f" = {p.default!r}" if p.annotation is not p.empty else f"={p.default!r}"
        shown.append(text)
    result = f"({', '.join(shown)})"
    if sig.return_annotation is not sig.empty and not inspect.isclass(obj):
        result += f" -> {_annotation(sig.return_annotation)}"
    return result


def _members(cls: type) -> Iterator[tuple[str, str, Any]]:
    for name, value in vars(cls).items():
        if name.startswith("_"):
            continue
        if isinstance(value, property):
            yield name, "property", value.fget
        elif isinstance(value, functools.cached_property):
            yield name, "property", value.func
        elif isinstance(value, (staticmethod, classmethod)):
            yield name, type(value).__name__, value.__func__
        elif inspect.isfunction(value):
            yield name, "method", value


def _doc(obj: Any) -> str:
    return inspect.cleandoc(obj.__doc__) if obj.__doc__ else ""


def _annotation(annotation: Any) -> str:
    return annotation if isinstance(annotation, str) else inspect.formatannotation(annotation)


def _anchor(heading: str) -> str:
    """GitHub's anchor for a heading `` `text` ``: lower case, punctuation but - and _ dropped."""
    return "".join(c for c in heading.lower() if c.isalnum() or c in "-_ ").replace(" ", "-")
