"""Property schemas of data sources (Notion API reference, "Data source properties").

A schema maps property ids to `{"id", "name", "type", <type>: configuration}`; pages store
their values by property id, so renaming a property never touches a page. Ids are short and
deterministic: `title` for the title property, otherwise derived from the data source and name.
"""

from __future__ import annotations

import hashlib
from typing import Any, Callable

from clawmark.services.kb.errors import expect, invalid, shown

NUMBER_FORMATS = {
    "number", "number_with_commas", "percent", "dollar", "australian_dollar", "canadian_dollar",
    "singapore_dollar", "euro", "pound", "yen", "ruble", "rupee", "won", "yuan", "real", "lira",
    "rupiah", "franc", "hong_kong_dollar", "new_zealand_dollar", "krona", "norwegian_krone",
    "mexican_peso", "rand", "new_taiwan_dollar", "danish_krone", "zloty", "baht", "forint",
    "koruna", "shekel", "chilean_peso", "philippine_peso", "dirham", "colombian_peso", "riyal",
    "ringgit", "leu", "argentine_peso", "uruguayan_peso",
}
COLORS = {"default", "gray", "brown", "orange", "yellow", "green", "blue", "purple", "pink", "red"}
PLAIN_TYPES = {"title", "rich_text", "checkbox", "url", "email", "phone_number", "date", "people", "files",
               "created_time", "created_by", "last_edited_time", "last_edited_by"}
TYPES = PLAIN_TYPES | {"number", "select", "multi_select", "status", "relation", "formula", "rollup", "unique_id"}
READ_ONLY = {"created_time", "created_by", "last_edited_time", "last_edited_by", "formula", "rollup", "unique_id"}
STATUS_DEFAULT = [("Not started", "default", "To-do"), ("In progress", "blue", "In progress"), ("Done", "green", "Complete")]

# resolve a relation configuration to (data_source_id, database_id); raises NotionError
RelationResolver = Callable[[dict, str], tuple[str, str]]


def short_id(*parts: str) -> str:
    """A 4-character id, deterministic in `parts` (property and option ids)."""
    digest = hashlib.sha256("\0".join(parts).encode()).hexdigest()
    return digest[:4]


def create(source_id: str, spec: Any, resolve: RelationResolver, field: str = "properties") -> dict:
    """A new schema from a request's `properties` object; exactly one title property is required."""
    expect(isinstance(spec, dict), f"body.{field} should be an object.")
    schema: dict[str, dict] = {}
    for name, config in spec.items():
        prop = _property(source_id, name, config, resolve, f"body.{field}.{name}", schema)
        schema[prop["id"]] = prop
    titles = [p for p in schema.values() if p["type"] == "title"]
    expect(len(titles) == 1, f"body.{field} must have exactly one title property, instead had {len(titles)}.")
    return schema


def update(source_id: str, schema: dict, spec: Any, resolve: RelationResolver) -> dict:
    """`schema` with a request's property changes: `null` removes, `name` renames, a type changes."""
    expect(isinstance(spec, dict), "body.properties should be an object.")
    out = dict(schema)
    for key, config in spec.items():
        field = f"body.properties.{key}"
        current = find(out, key)
        if config is None:
            expect(current is not None, f"{field}: no property named or with id {shown(key)}.")
            expect(current["type"] != "title", f"{field}: the title property cannot be removed.")
            del out[current["id"]]
            continue
        expect(isinstance(config, dict), f"{field} should be an object or `null`.")
        new_name = config.get("name", current["name"] if current else key)
        expect(isinstance(new_name, str) and new_name.strip() != "", f"{field}.name should be a non-empty string.")
        clash = find(out, new_name)
        expect(clash is None or clash is current, f"{field}.name: a property named {shown(new_name)} already exists.")
        if current is None or _type_of(config) is not None:
            rest = {k: v for k, v in out.items() if not current or k != current["id"]}
            prop = _property(source_id, new_name, config, resolve, field, rest, keep_id=current and current["id"])
        else:
            prop = {**current, "name": new_name}
        out[prop["id"]] = prop
    titles = [p["name"] for p in out.values() if p["type"] == "title"]
    expect(len(titles) == 1, f"body.properties: a data source has exactly one title property, not {len(titles)}.")
    return out


def find(schema: dict, key: str) -> dict | None:
    """The property whose name or id is `key`, or None."""
    if key in schema:
        return schema[key]
    return next((p for p in schema.values() if p["name"] == key), None)


def by_name(schema: dict) -> dict[str, dict]:
    """The schema keyed by property name, in declaration order (the API's `properties` object)."""
    return {p["name"]: p for p in schema.values()}


def add_option(prop: dict, name: str) -> dict:
    """Add a select or multi_select option named `name` (as Notion does on first use); return it."""
    options = prop[prop["type"]]["options"]
    option = _option(prop["id"], {"name": name}, "", {o["id"] for o in options})
    options.append(option)
    return option


def _type_of(config: dict) -> str | None:
    if isinstance(config.get("type"), str):
        return config["type"]
    return next((k for k in config if k in TYPES), None)


def _property(source_id, name, config, resolve, field, others, keep_id=None) -> dict:
    expect(isinstance(config, dict), f"{field} should be an object.")
    expect(name.strip() != "", f"{field}: a property name cannot be empty.")
    kind = _type_of(config)
    expect(kind in TYPES, f"{field} should declare one property type ({', '.join(sorted(TYPES))}).")
    body = config.get(kind, {})
    expect(isinstance(body, dict), f"{field}.{kind} should be an object.")
    prop_id = keep_id or ("title" if kind == "title" and "title" not in others else _fresh_id(source_id, name, others))
    prop = {"id": prop_id, "name": name, "type": kind, kind: _config(prop_id, kind, body, resolve, f"{field}.{kind}")}
    if isinstance(config.get("description"), str):
        prop["description"] = config["description"]
    return prop


def _fresh_id(source_id: str, name: str, others: dict) -> str:
    prop_id, salt = short_id(source_id, name), 0
    while prop_id in others or prop_id == "title":
        salt += 1
        prop_id = short_id(source_id, name, str(salt))
    return prop_id


def _config(prop_id: str, kind: str, body: dict, resolve: RelationResolver, field: str) -> dict:
    if kind in PLAIN_TYPES:
        return {}
    if kind == "number":
        fmt = body.get("format", "number")
        expect(isinstance(fmt, str) and fmt in NUMBER_FORMATS, f"{field}.format should be a Notion number format, instead was `{fmt}`.")
        return {"format": fmt}
    if kind in ("select", "multi_select"):
        return {"options": _options(prop_id, body.get("options", []), f"{field}.options")}
    if kind == "status":
        return _status(prop_id, body, field)
    if kind == "relation":
        source, database = resolve(body, field)
        return {"data_source_id": source, "database_id": database, "type": "single_property", "single_property": {}}
    if kind == "formula":
        expect(isinstance(body.get("expression"), str), f"{field}.expression should be a string.")
        return {"expression": body["expression"]}
    if kind == "unique_id":
        prefix = body.get("prefix")
        expect(prefix is None or isinstance(prefix, str), f"{field}.prefix should be a string or `null`.")
        return {"prefix": prefix}
    return dict(body)  # rollup: read back as declared


def _options(prop_id: str, options: Any, field: str) -> list[dict]:
    expect(isinstance(options, list), f"{field} should be an array.")
    out: list[dict] = []
    for i, option in enumerate(options):
        made = _option(prop_id, option, f"{field}[{i}]", {o["id"] for o in out})
        expect(made["name"] not in {o["name"] for o in out}, f"{field}[{i}].name: option {shown(made['name'])} is listed twice.")
        out.append(made)
    return out


def _option(prop_id: str, option: Any, field: str, taken: set[str]) -> dict:
    """A select, multi_select or status option with an id unique among `taken`."""
    expect(isinstance(option, dict) and isinstance(option.get("name"), str) and option["name"] != "",
           f"{field} should be an object with a non-empty name.")
    expect("," not in option["name"], f"{field}.name cannot contain commas.")
    color = option.get("color", "default")
    expect(isinstance(color, str) and color in COLORS, f"{field}.color should be one of {', '.join(sorted(COLORS))}.")
    given = option.get("id")
    expect(given is None or (isinstance(given, str) and given not in taken), f"{field}.id should be a new string.")
    option_id, salt = given or short_id(prop_id, option["name"]), 0
    while option_id in taken:
        salt += 1
        option_id = short_id(prop_id, option["name"], str(salt))
    return {"id": option_id, "name": option["name"], "color": color, "description": None}


def _status(prop_id: str, body: dict, field: str) -> dict:
    given = body.get("options")
    if given is None:
        options = _options(prop_id, [{"name": n, "color": c} for n, c, _ in STATUS_DEFAULT], field)
        groups = {}
        for option, (_, _, group) in zip(options, STATUS_DEFAULT):
            groups.setdefault(group, []).append(option["id"])
    else:
        options = _options(prop_id, given, f"{field}.options")
        groups = {"To-do": [o["id"] for o in options]}
    return {"options": options, "groups": [
        {"id": short_id(prop_id, "group", g), "name": g, "color": "default", "option_ids": ids}
        for g, ids in groups.items()]}


def option_named(prop: dict, value: Any, field: str) -> dict | None:
    """The option a select/status value `{"name"}` or `{"id"}` names, or None if unknown."""
    if not isinstance(value, dict) or not (isinstance(value.get("name"), str) or isinstance(value.get("id"), str)):
        raise invalid(f"{field} should be an object with a name or id, or `null`.")
    options = prop[prop["type"]]["options"]
    if "id" in value and value["id"] is not None:
        return next((o for o in options if o["id"] == value["id"]), None)
    return next((o for o in options if o["name"] == value["name"]), None)
