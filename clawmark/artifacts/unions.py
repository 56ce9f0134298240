"""Discriminated unions of recipe models whose tags stay out of the way in error messages.

pydantic puts the chosen tag into an error's location (`artifacts.0.slides.slides.0.title`);
when a tag equals a field name it cannot be told apart. Here every tag carries a `=` (`kind=pdf`),
which no field name has, so `field_path` drops tags reliably; an input matching no member gives
one error naming the expected choices, of type `unknown_<field>` (the field it is read from).
"""

from __future__ import annotations

from typing import Annotated, Any, Union, get_args

from pydantic import Discriminator, Tag


def _choice(value: Any, field: str | None, names: tuple[str, ...]) -> str | None:
    if not isinstance(value, dict):
        value = getattr(value, "__dict__", {})
    if field:
        return value.get(field) if isinstance(value.get(field), str) else None
    present = [n for n in names if n in value]
    return present[0] if len(present) == 1 else None


def by_field(field: str, members: tuple[type, ...]) -> Any:
    """The union of `members`, chosen by the literal value of their field `field`."""
    names = {tag: m for m in members for tag in get_args(m.model_fields[field].annotation)}
    return _union(names, field, f"unknown_{field}", f"{field} must be one of: {', '.join(names)}")


def by_key(members: dict[str, type], what: str) -> Any:
    """The union of `members`, chosen by which one of their keys (exactly one) the input has."""
    return _union(members, None, f"{what}_shape", f"a {what} has exactly one of: {', '.join(members)}")


def _union(members: dict[str, type], field: str | None, error: str, message: str) -> Any:
    tags = tuple(members)
    choose = (lambda v: (f"{field or error}={c}" if (c := _choice(v, field, tags)) in members else None))
    return Annotated[Union[tuple(Annotated[m, Tag(f"{field or error}={n}")] for n, m in members.items())],  # type: ignore[misc]
                     Discriminator(choose, custom_error_type=error, custom_error_message=message)]


def field_path(err: dict[str, Any]) -> tuple:
    """The location of a pydantic error `err` as the user wrote it: tags dropped, and the tag
    field appended when the input matched no member."""
    loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and "=" in p))
    return loc + ((err["type"].removeprefix("unknown_"),) if err["type"].startswith("unknown_") else ())
