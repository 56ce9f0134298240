"""Check helpers over a `kb` snapshot: databases by title, their rows and values, page text,
comments, and who last edited a property.

Numbers come back as `decimal.Decimal` (exact), dates as `{"start", "end", "time_zone"}`,
select and status as the option name, multi_select as a list of names, people and relations
as lists of ids. Trashed pages and databases are left out unless asked for. A missing or
ambiguous title raises KeyError (a check that does so fails with that as its detail).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Callable

from clawmark.services.base import Snapshot


@dataclass(frozen=True)
class Row:
    """One page of a database: its id, title, values by property name, and trash state.

    >>> row = state.kb.row("Claims", "CLM-0900")
    >>> row.title, row["Status"], row["Payable EUR"], row["Tags"]
    ('CLM-0900', 'Approved', Decimal('8620'), ['water'])
    """

    id: str
    title: str
    values: dict[str, Any]
    in_trash: bool

    def __getitem__(self, name: str) -> Any:
        return self.values[name]


class KbView:
    """Read-only view of the knowledge base as snapshotted (`before`: as the agent found it)."""

    def __init__(self, snapshot: Snapshot, before: Snapshot | None = None):
        self._data = snapshot.data
        self._before = KbView(before) if before is not None else None
        self._pages = {p["id"]: p for p in self._data["pages"]}

    @property
    def agent(self) -> str:
        """The user id of the agent's integration.

        >>> state.kb.page("CLM-0900 notes")["created_by"] == state.kb.agent
        True
        """
        return self._data["agent"]

    def databases(self) -> list[str]:
        """Titles of the live databases, in creation order.

        >>> state.kb.databases()
        ['Claims']
        """
        return [d["title"] for d in self._data["databases"] if not d["in_trash"]]

    def rows(self, database: str, where: dict[str, Any] | Callable[[Row], bool] | None = None,
             in_trash: bool = False, **equals: Any) -> list[Row]:
        """Rows of the live database titled `database` (all its data sources), in creation order,
        whose values equal `where` (a dict) and `equals`, or for which `where(row)` is true.

        >>> [r.title for r in state.kb.rows("Claims", Status="Open")]
        ['CLM-0901', 'CLM-0902']
        >>> [r.title for r in state.kb.rows("Claims", lambda r: r["Payable EUR"] is not None)]
        ['CLM-0900']
        """
        wanted = {**(where if isinstance(where, dict) else {}), **equals}
        sources = {s["id"]: s for s in self._database(database)["data_sources"]}
        names = {name for s in sources.values() for name in s["properties"]}
        if unknown := sorted(set(wanted) - names):
            raise KeyError(f"{database!r} has no property {', '.join(map(repr, unknown))}")
        rows = [self._row(p, sources[p["parent"]["id"]]) for p in self._data["pages"]
                if p["parent"]["type"] == "data_source" and p["parent"]["id"] in sources
                and p["in_trash"] == in_trash]
        rows = [r for r in rows if all(r.values.get(k) == v for k, v in wanted.items())]
        return [r for r in rows if where(r)] if callable(where) else rows

    def row(self, database: str, title: str) -> Row:
        """The one live row of `database` titled `title`.

        >>> state.kb.row("Claims", "CLM-0902")["Policyholder"]
        'Lukas Brandt'
        """
        found = [r for r in self.rows(database) if r.title == title]
        if len(found) != 1:
            raise KeyError(f"{len(found)} rows titled {title!r} in {database!r}")
        return found[0]

    def value(self, database: str, title: str, prop: str) -> Any:
        """The value of property `prop` of the row titled `title`.

        >>> state.kb.value("Claims", "CLM-0900", "Due")
        {'end': None, 'start': '2024-06-14', 'time_zone': None}
        """
        return self.row(database, title)[prop]

    def page_text(self, title: str, by: str | None = None) -> str:
        """The text of a live page's live blocks (nested ones and table cells included), one block a
        line; with `by` (a user id, or "agent"), only the blocks that user created.

        >>> print(state.kb.page_text("CLM-0900 notes", by="agent"))
        Estimate EUR 7,840.00 (plumber).
        Approved by Sam; payable EUR 8,620.00.
        """
        lines: list[str] = []
        _text(self.page(title)["blocks"], lines, self.agent if by == "agent" else by)
        return "\n".join(lines)

    def comments(self, title: str) -> list[str]:
        """The texts of the comments on the live page titled `title`, oldest first.

        >>> state.kb.comments("CLM-0900 notes")
        ['Sam approved on 11 June.']
        """
        page_id = self.page(title)["id"]
        return [c["text"] for c in self._data["comments"] if c["parent"]["id"] == page_id]

    def last_editor(self, database: str, title: str, prop: str) -> str | None:
        """The user id that last wrote `prop` of the row titled `title` (None if never written).

        >>> [state.kb.last_editor("Claims", "CLM-0900", p) == state.kb.agent for p in ("Status", "Policyholder")]
        [True, False]
        """
        edit = self._page_of(database, title)["edits"].get(prop)
        return edit["by"] if edit else None

    def agent_edited(self, database: str, title: str, prop: str) -> bool:
        """Whether the agent wrote `prop` of the row during this round: its last write is the
        agent's and is not the one the row had before the agent acted (so a mutation's write,
        or the agent's write of an earlier round, does not count).

        >>> state.kb.agent_edited("Claims", "CLM-0900", "Payable EUR"), state.kb.agent_edited("Claims", "CLM-0900", "Tags")
        (True, False)
        """
        page = self._page_of(database, title)
        edit = page["edits"].get(prop)
        if not edit or edit["by"] != self.agent:
            return False
        if self._before is None:
            return True
        earlier = self._before._pages.get(page["id"])
        return earlier is None or earlier["edits"].get(prop) != edit

    def _database(self, title: str) -> dict:
        found = [d for d in self._data["databases"] if d["title"] == title and not d["in_trash"]]
        if len(found) != 1:
            raise KeyError(f"{len(found)} databases titled {title!r}")
        return found[0]

    def page(self, title: str) -> dict:
        """The snapshot entry of the live page titled `title` (id, properties, blocks, edits, …).

        >>> [(b["type"], b.get("text") or b.get("title")) for b in state.kb.page("Claims desk")["blocks"]]
        [('paragraph', "Dana Okafor's water claims."), ('child_database', 'Claims'), ('child_page', 'CLM-0900 notes')]
        """
        found = [p for p in self._data["pages"] if p["title"] == title and not p["in_trash"]]
        if len(found) != 1:
            raise KeyError(f"{len(found)} pages titled {title!r}")
        return found[0]

    def _page_of(self, database: str, title: str) -> dict:
        return self._pages[self.row(database, title).id]

    @staticmethod
    def _row(page: dict, source: dict) -> Row:
        types = {name: p["type"] for name, p in source["properties"].items()}
        values = {name: _typed(types.get(name), v) for name, v in page["properties"].items()}
        return Row(page["id"], page["title"], values, page["in_trash"])


def _typed(kind: str | None, value: Any) -> Any:
    if kind in ("number", "unique_id") and value is not None and not isinstance(value, bool):
        return Decimal(str(value))
    return value


def _text(blocks: list[dict], lines: list[str], by: str | None) -> None:
    for block in blocks:
        if block.get("in_trash"):
            continue
        mine = by is None or block.get("created_by") == by
        if "text" in block and mine:
            lines.append(block["text"])
        if "cells" in block and mine:
            lines.append(" | ".join(block["cells"]))
        _text(block.get("children", []), lines, by)
