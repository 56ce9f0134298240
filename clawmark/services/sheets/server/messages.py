"""The Sheets v4 request and response messages, as the real API checks a request against them.

`messages.json` (beside this module, written by `tools/sheets-messages` from the discovery
document google-api-python-client ships) lists every message's fields. With it the server
answers as Google's front end does (developers.google.com/sheets/api/reference/rest, and the
recorded answers in gspread's cassettes, e.g. `WorksheetTest.test_add_validation`):

- a body field the message does not have is a 400 naming it:
  `Invalid JSON payload received. Unknown name "foo" at 'data': Cannot find field.`;
  proto field names (`value_input_option`) are accepted beside JSON names (`valueInputOption`);
- an object or list where the message wants another kind is a 400
  `Invalid value at 'data.values' (type.googleapis.com/google.protobuf.ListValue), "X"`;
- a `fields` mask naming a field the response does not have is a 400
  `Error expanding 'fields' parameter. Cannot find matching fields for path 'nonsense'.`
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from clawmark.services.sheets.errors import invalid
from clawmark.services.sheets.fieldmask import Tree

MESSAGES_FILE = Path(__file__).with_name("messages.json")
PACKAGE = "type.googleapis.com/google.apps.sheets.v4."
_SCALARS = {"string": "TYPE_STRING", "integer": "TYPE_INT32", "number": "TYPE_DOUBLE", "boolean": "TYPE_BOOL"}
# Our handlers by (module, function) → the discovery method id and the request field the body
# binds to (the HTTP rule's `body:`), which prefixes the paths in Google's messages.
METHODS = {
    ("spreadsheets", "create"): ("sheets.spreadsheets.create", "spreadsheet"),
    ("spreadsheets", "get"): ("sheets.spreadsheets.get", ""),
    ("spreadsheets", "copy_sheet_to"): ("sheets.spreadsheets.sheets.copyTo", ""),
    ("requests", "batch_update"): ("sheets.spreadsheets.batchUpdate", ""),
    ("values", "get"): ("sheets.spreadsheets.values.get", ""),
    ("values", "batch_get"): ("sheets.spreadsheets.values.batchGet", ""),
    ("values", "update"): ("sheets.spreadsheets.values.update", "data"),
    ("values", "append"): ("sheets.spreadsheets.values.append", "data"),
    ("values", "batch_update"): ("sheets.spreadsheets.values.batchUpdate", ""),
    ("values", "clear"): ("sheets.spreadsheets.values.clear", ""),
    ("values", "batch_clear"): ("sheets.spreadsheets.values.batchClear", ""),
}


@lru_cache(maxsize=1)
def _table() -> dict[str, Any]:
    return json.loads(MESSAGES_FILE.read_text())


def method_of(handler: Any) -> tuple[str, str] | None:
    """(discovery method id, body field) of a Sheets handler; None for Drive and harness routes."""
    module = getattr(handler, "__module__", "").rsplit(".", 1)[-1]
    return METHODS.get((module, getattr(handler, "__name__", "")))


def check_body(method: str, prefix: str, body: dict[str, Any]) -> dict[str, Any]:
    """`body` checked against the method's request message, with proto field names turned into
    JSON names; raises 400 INVALID_ARGUMENT as described in the module docstring."""
    request = _table()["methods"][method]["request"]
    if request is None:
        return body
    return _message(request, body, prefix)


def check_mask(method: str, tree: Tree | None) -> None:
    """Raise 400 when the `fields` mask `tree` names a field the method's response lacks."""
    if tree is not None:
        _mask("$" + _table()["methods"][method]["response"], tree, [])


def _message(name: str, value: dict[str, Any], path: str) -> dict[str, Any]:
    fields = _table()["schemas"][name]
    out = {}
    for key, item in value.items():
        field = key if key in fields else _camel(key)
        if field not in fields:
            at = f" at '{path}'" if path else ""
            raise invalid(f'Invalid JSON payload received. Unknown name "{key}"{at}: Cannot find field.', path)
        out[field] = _value(fields[field], item, _join(path, _snake(field)))
    return out


def _value(spec: str, value: Any, path: str) -> Any:
    if value is None or spec == "*":
        return value
    kind = spec[0]
    if kind == "[":
        if not isinstance(value, list):
            raise _bad(spec[1:], value, path)
        return [_value(spec[1:], item, f"{path}[{i}]") for i, item in enumerate(value)]
    if kind == "{":
        if not isinstance(value, dict):
            raise _bad(spec, value, path)
        return {k: _value(spec[1:], v, f"{path}[{k}]") for k, v in value.items()}
    if kind == "$":
        if not isinstance(value, dict):
            raise _bad(spec, value, path)
        return _message(spec[1:], value, path)
    if isinstance(value, (dict, list)):
        raise _bad(spec, value, path)
    return value


def _bad(spec: str, value: Any, path: str):
    """Google's "Invalid value at" error; `spec` is what the field holds (for a list: its items)."""
    if spec.startswith("$"):
        kind = PACKAGE + spec[1:]
    elif spec.startswith("["):
        kind = "type.googleapis.com/google.protobuf.ListValue"
    elif spec.startswith("{") or spec == "*":
        kind = "type.googleapis.com/google.protobuf.Struct"
    else:
        kind = _SCALARS.get(spec, "TYPE_STRING")
    return invalid(f"Invalid value at '{path}' ({kind}), {json.dumps(value, ensure_ascii=False)[:200]}", path)


def _mask(spec: str, tree: Tree, path: list[str]) -> None:
    while spec.startswith("["):
        spec = spec[1:]
    if not spec.startswith("$"):
        if spec == "*" or spec.startswith("{"):
            return
        raise _unknown_path(path + [next(iter(tree))])
    fields = _table()["schemas"][spec[1:]]
    for key, sub in tree.items():
        if key == "*":
            continue
        field = key if key in fields else _camel(key)
        if field not in fields:
            raise _unknown_path(path + [key])
        if sub is not None:
            _mask(fields[field], sub, path + [key])


def _unknown_path(path: list[str]):
    return invalid(f"Error expanding 'fields' parameter. Cannot find matching fields for path '{'.'.join(path)}'.",
                   "fields")


def _join(path: str, field: str) -> str:
    return f"{path}.{field}" if path else field


def _camel(name: str) -> str:
    return re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), name)


def _snake(name: str) -> str:
    return re.sub(r"([A-Z])", lambda m: "_" + m.group(1).lower(), name)


def build_messages() -> dict[str, Any]:
    """The table from google-api-python-client's Sheets v4 discovery document: {"methods":
    {id: {"request", "response"}}, "schemas": {message: {field: spec}}}, where a spec is
    "$Message", "[" + item spec (a list), "{" + value spec (a map), "*" (any JSON) or a scalar
    type ("string", "integer", "number", "boolean")."""
    import googleapiclient

    document = json.loads(
        (Path(googleapiclient.__file__).parent / "discovery_cache" / "documents" / "sheets.v4.json").read_text()
    )
    methods: dict[str, Any] = {}

    def collect(resources: dict) -> None:
        for resource in resources.values():
            for spec in resource.get("methods", {}).values():
                methods[spec["id"]] = {
                    "request": (spec.get("request") or {}).get("$ref"),
                    "response": (spec.get("response") or {}).get("$ref"),
                }
            collect(resource.get("resources", {}))

    collect(document["resources"])
    schemas = {
        name: {field: _spec(prop) for field, prop in sorted(schema.get("properties", {}).items())}
        for name, schema in sorted(document["schemas"].items())
    }
    return {"methods": dict(sorted(methods.items())), "schemas": schemas}


def _spec(prop: dict[str, Any]) -> str:
    if "$ref" in prop:
        return "$" + prop["$ref"]
    kind = prop.get("type")
    if kind == "array":
        return "[" + _spec(prop["items"])
    if kind == "object":
        extra = prop.get("additionalProperties")
        return "{" + _spec(extra) if extra else "*"
    return kind if kind in _SCALARS else "*"


def dump(table: dict[str, Any]) -> str:
    """The table as the checked-in file's text (one message per line, sorted)."""
    lines = ['{"methods": ' + json.dumps(table["methods"], sort_keys=True) + ',', ' "schemas": {']
    names = list(table["schemas"])
    for i, name in enumerate(names):
        comma = "," if i < len(names) - 1 else ""
        lines.append(f"  {json.dumps(name)}: {json.dumps(table['schemas'][name], sort_keys=True)}{comma}")
    lines.append("}}")
    return "\n".join(lines) + "\n"
