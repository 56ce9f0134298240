"""The knowledge base through the Notion API (the official notion-client SDK, data sources as
in API version 2025-09-03): databases by title, rows by title or filter, property updates from
plain Python values, pages and blocks.

    kb = Kb(ctx.env)
    claim = kb.row("Claims", "CLM-0522")
    kb.update(claim, {"Quote EUR": 2480, "Status": "Quote received", "Received": date(2024, 6, 3)})
    deductible = value(kb.row("Policies", "POL-3391"), "Deductible EUR")

Property values are built from the property's type in the data source's schema (see
`property_value`); a dict is sent as it is, for anything the conversion does not cover.
References: https://developers.notion.com/reference (search, data sources query, pages
create/update, block children append/list, property value objects).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from notion_client import Client
from notion_client.helpers import collect_paginated_api

from clawmark.endpoint import http_client
from clawmark.oracle_kit.env import variables

Page = dict[str, Any]
"""A page object as the API returns it ({"id", "properties", "parent", …})."""


class Kb:
    """The world's knowledge base, from NOTION_BASE_URL and NOTION_TOKEN in `env` (default
    os.environ). Raises ServiceMissing when the world has no kb service."""

    def __init__(self, env: Mapping[str, str] | None = None):
        base_url, token = variables(env, "kb", "NOTION_BASE_URL", "NOTION_TOKEN")
        self.client = Client(client=http_client(), auth=token, base_url=base_url)
        self._schemas: dict[str, dict[str, str]] = {}

    # finding ---------------------------------------------------------------------------------

    def data_source(self, title: str) -> dict[str, Any]:
        """The one data source titled `title` (a database's table); raises LookupError."""
        found = [s for s in self._search(title, "data_source") if plain(s.get("title", [])) == title]
        if len(found) != 1:
            raise LookupError(f"{len(found)} data sources titled {title!r}")
        return found[0]

    def rows(self, database: str, filter: Mapping | None = None, sorts: list | None = None) -> list[Page]:
        """Every row (page) of the data source titled `database`, all result pages read, optionally
        narrowed by a Notion `filter` and ordered by `sorts` (data sources query)."""
        options = {key: value for key, value in (("filter", filter), ("sorts", sorts)) if value is not None}
        return collect_paginated_api(self.client.data_sources.query,
                                     data_source_id=self.data_source(database)["id"], **options)

    def row(self, database: str, title: str) -> Page:
        """The one row of `database` whose title is `title`; raises LookupError."""
        source = self.data_source(database)
        [title_property] = [name for name, kind in self.schema(source["id"]).items() if kind == "title"]
        found = collect_paginated_api(self.client.data_sources.query, data_source_id=source["id"],
                                      filter={"property": title_property, "title": {"equals": title}})
        if len(found) != 1:
            raise LookupError(f"{len(found)} rows titled {title!r} in {database!r}")
        return found[0]

    def page(self, title: str) -> Page:
        """The one page titled `title` (a standalone page or a database row); raises LookupError."""
        found = [p for p in self._search(title, "page") if page_title(p) == title]
        if len(found) != 1:
            raise LookupError(f"{len(found)} pages titled {title!r}")
        return found[0]

    def schema(self, data_source_id: str) -> dict[str, str]:
        """{property name: type} of a data source (`number`, `select`, `date`, …)."""
        if data_source_id not in self._schemas:
            properties = self.client.data_sources.retrieve(data_source_id)["properties"]
            self._schemas[data_source_id] = {name: p["type"] for name, p in properties.items()}
        return self._schemas[data_source_id]

    # writing ---------------------------------------------------------------------------------

    def update(self, page: Page | str, properties: Mapping[str, Any]) -> Page:
        """Set `properties` of a database row in one pages.update call; values as in
        `property_value`. Raises KeyError for a property the row's data source lacks."""
        page = self.client.pages.retrieve(page) if isinstance(page, str) else page
        schema = self.schema(page["parent"]["data_source_id"])
        return self.client.pages.update(page["id"], properties=_values(schema, properties))

    def create_row(self, database: str, properties: Mapping[str, Any]) -> Page:
        """A new row of `database` (pages.create under its data source)."""
        source = self.data_source(database)["id"]
        return self.client.pages.create(parent={"data_source_id": source},
                                        properties=_values(self.schema(source), properties))

    def create_page(self, parent: Page | str, title: str, blocks: Iterable[str | dict] = ()) -> Page:
        """A new page under the page `parent` (a page object, or a title to look up), with `blocks`."""
        parent = self.page(parent) if isinstance(parent, str) else parent
        return self.client.pages.create(parent={"page_id": parent["id"]},
                                        properties={"title": {"title": _rich_text(title)}},
                                        children=[_block(b) for b in blocks])

    def append(self, page: Page, blocks: Iterable[str | dict]) -> None:
        """Append `blocks` to a page: a string becomes a paragraph, a dict is a block object."""
        self.client.blocks.children.append(page["id"], children=[_block(b) for b in blocks])

    def comment(self, page: Page, text: str) -> dict[str, Any]:
        """Add a comment to a page (comments.create with a page parent)."""
        return self.client.comments.create(parent={"page_id": page["id"]}, rich_text=_rich_text(text))

    def blocks(self, page: Page) -> list[dict[str, Any]]:
        """The page's top-level blocks, all result pages read."""
        return collect_paginated_api(self.client.blocks.children.list, block_id=page["id"])

    def text(self, page: Page) -> list[str]:
        """The plain text of each top-level block of the page (rich-text blocks; others give '')."""
        return [plain(b.get(b["type"], {}).get("rich_text", [])) for b in self.blocks(page)]

    def _search(self, query: str, kind: str) -> list[dict[str, Any]]:
        return collect_paginated_api(self.client.search, query=query, filter={"property": "object", "value": kind})


def plain(rich_text: list[dict]) -> str:
    """The text of a rich-text array."""
    return "".join(t.get("plain_text", t.get("text", {}).get("content", "")) for t in rich_text)


def page_title(page: Page) -> str:
    """The text of a page's title property."""
    return "".join(plain(p["title"]) for p in page["properties"].values() if p["type"] == "title")


def value(page: Page, name: str) -> Any:
    """A property of `page` as a plain value: text for title/rich_text, the option name (or None)
    for select/status, a list of names for multi_select, a date (or datetime, when it has a
    time) for a date's start, ids for people/relation, the number, bool or string otherwise.
    Raises KeyError naming the properties the page has."""
    if name not in page["properties"]:
        raise KeyError(f"no property {name!r} (the page has {sorted(page['properties'])})")
    prop = page["properties"][name]
    kind = prop["type"]
    data = prop[kind]
    if kind in ("title", "rich_text"):
        return plain(data)
    if kind in ("select", "status"):
        return data["name"] if data else None
    if kind == "multi_select":
        return [option["name"] for option in data]
    if kind == "date":
        return _when(data["start"]) if data else None
    if kind in ("people", "relation"):
        return [item["id"] for item in data]
    if kind == "formula":
        return data[data["type"]]
    return data


def property_value(kind: str, value: Any) -> dict[str, Any]:
    """The Notion property value object of type `kind` for a plain `value`: text for title and
    rich_text; an int, float or Decimal for number; an option name for select/status, names for
    multi_select; a date, datetime or ISO string for date; a bool for checkbox; ids for people
    and relation; None clears. A dict is taken as the value object itself. Raises TypeError."""
    if isinstance(value, Mapping):
        return dict(value)
    if kind in ("title", "rich_text"):
        return {kind: _rich_text(value) if value is not None else []}
    if value is None:
        return {kind: None}
    if kind == "number" and isinstance(value, (int, float, Decimal)) and not isinstance(value, bool):
        return {kind: _number(value)}
    if kind in ("select", "status") and isinstance(value, str):
        return {kind: {"name": value}}
    if kind == "multi_select" and not isinstance(value, str):
        return {kind: [{"name": name} for name in value]}
    if kind == "date" and isinstance(value, (date, str)):
        return {kind: {"start": value if isinstance(value, str) else value.isoformat()}}
    if kind == "checkbox" and isinstance(value, bool):
        return {kind: value}
    if kind in ("url", "email", "phone_number") and isinstance(value, str):
        return {kind: value}
    if kind in ("people", "relation") and not isinstance(value, str):
        return {kind: [{"id": item} for item in value]}
    raise TypeError(f"cannot make a {kind} property of {value!r}: give its Notion value object")


def _values(schema: dict[str, str], properties: Mapping[str, Any]) -> dict[str, Any]:
    if unknown := sorted(set(properties) - set(schema)):
        raise KeyError(f"no property {', '.join(map(repr, unknown))} (there are {sorted(schema)})")
    return {name: property_value(schema[name], v) for name, v in properties.items()}


def _number(value: int | float | Decimal) -> int | float:
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    return value


def _rich_text(text: str) -> list[dict]:
    return [{"text": {"content": text}}]


def _block(block: str | dict) -> dict:
    if isinstance(block, dict):
        return block
    return {"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": block}}]}}


def _when(start: str) -> date | datetime:
    return date.fromisoformat(start) if len(start) == 10 else datetime.fromisoformat(start)
