"""Property-based run over the server's own OpenAPI document: no request gets a 5xx, and every
error is in Notion's shape with the HTTP status it claims.

Requests are drawn (derandomized, so the run is repeatable; 100 examples each, a few seconds)
for every operation in /openapi.json: path ids from the seeded world or noise, query strings,
and JSON bodies built from Notion's vocabulary (property names, types, conditions, block types,
real ids). A second run takes valid requests and replaces one part of the body with arbitrary
JSON, which reaches the deeper validation code.
"""

from __future__ import annotations

import json
import re

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

KEYS = ["parent", "page_id", "database_id", "data_source_id", "block_id", "workspace", "properties", "title",
        "rich_text", "text", "content", "children", "paragraph", "to_do", "checked", "table", "table_width",
        "table_row", "cells", "image", "external", "url", "filter", "sorts", "property", "direction", "timestamp",
        "and", "or", "select", "number", "date", "start", "equals", "contains", "greater_than", "before",
        "is_empty", "multi_select", "name", "options", "status", "people", "relation", "in_trash", "archived",
        "page_size", "start_cursor", "query", "value", "object", "after", "initial_data_source", "icon", "emoji",
        "Claim", "Status", "Amount", "Opened", "Tags", "Handler", "type", "discussion_id", "formula", "unique_id"]
SCALARS = st.none() | st.booleans() | st.integers(-5, 200) | st.floats(allow_nan=False, allow_infinity=False) \
    | st.text(max_size=12) | st.sampled_from(["Open", "Closed", "2024-03-01", "ascending", "descending", "page"])


@pytest.fixture(scope="module")
def target(world):
    env = world.endpoints["kb"].env
    snap = world.snapshot()["kb"].data
    ids = [p["id"] for p in snap["pages"]] + [d["id"] for d in snap["databases"]] + [u["id"] for u in snap["users"]] \
        + [s["id"] for d in snap["databases"] for s in d["data_sources"]]
    ids += [b["id"] for p in snap["pages"] for b in p["blocks"]]
    with httpx.Client(base_url=env["NOTION_BASE_URL"], timeout=10) as client:
        spec = client.get("/openapi.json").json()
        operations = [(method.upper(), path, op) for path, item in spec["paths"].items() for method, op in item.items()]
        yield {"client": client, "token": env["NOTION_TOKEN"], "ids": ids, "operations": operations,
               "templates": templates(snap)}


def bodies(ids: list[str]):
    values = st.recursive(SCALARS | st.sampled_from(ids),
                          lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(KEYS), inner, max_size=4),
                          max_leaves=14)
    return st.dictionaries(st.sampled_from(KEYS), values, max_size=5)


@settings(max_examples=100, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_no_request_gets_a_5xx(target, data):
    method, path, op = data.draw(st.sampled_from(target["operations"]), label="operation")
    ids = target["ids"]
    for param in op["parameters"]:
        if param["in"] == "path":
            path = path.replace("{%s}" % param["name"], data.draw(st.sampled_from(ids) | st.text("abc-19", max_size=8).filter(bool)))
    query = {p["name"]: data.draw(st.sampled_from(ids) | st.text(max_size=6) | st.sampled_from(["1", "100", "0"]))
             for p in op["parameters"] if p["in"] == "query" and data.draw(st.booleans())}
    headers = {"Authorization": f"Bearer {target['token']}",
               "Notion-Version": data.draw(st.sampled_from(["2022-06-28", "2025-09-03"]))}
    body = data.draw(bodies(ids)) if "requestBody" in op else None
    response = target["client"].request(method, path, params=query, json=body, headers=headers)
    check_answer(response, (method, path, body))


def _refuse_constant(name):
    raise ValueError(f"{name} is not JSON")


CODES = {"invalid_json", "invalid_request_url", "invalid_request", "validation_error", "missing_version",
         "unauthorized", "restricted_resource", "object_not_found", "conflict_error"}


def check_answer(response, request) -> None:
    """Below 500; the body is strict JSON (no NaN/Infinity); an error is exactly Notion's error
    object (Notion API reference, "Status codes"), its message free of Python reprs."""
    assert response.status_code < 500, (request, response.text)
    answer = json.loads(response.text, parse_constant=_refuse_constant)
    if response.status_code >= 400:
        assert set(answer) == {"object", "status", "code", "message", "request_id"}, answer
        assert answer["object"] == "error" and answer["status"] == response.status_code
        assert answer["code"] in CODES and isinstance(answer["message"], str) and answer["message"]
        assert not re.search(r"`'|'`|`(True|False|None|inf)`", answer["message"]), answer["message"]


def templates(snap: dict) -> list[tuple[str, str, dict]]:
    """Valid requests against the fixture world, one per write or query endpoint."""
    home = next(p["id"] for p in snap["pages"] if p["title"] == "Claims desk")
    row = next(p["id"] for p in snap["pages"] if p["title"] == "CLM-0417")
    source = snap["databases"][0]["data_sources"][0]["id"]
    user = snap["users"][-1]["id"]
    rt = [{"type": "text", "text": {"content": "a", "link": None}, "annotations": {"bold": True}}]
    props = {"Claim": {"title": rt}, "Status": {"select": {"name": "Open"}}, "Amount": {"number": 1},
             "Opened": {"date": {"start": "2024-01-01", "end": None}}, "Tags": {"multi_select": [{"name": "water"}]},
             "Handler": {"people": [{"object": "user", "id": user}]}}
    return [
        ("POST", "/v1/pages", {"parent": {"data_source_id": source}, "properties": props,
                               "children": [{"paragraph": {"rich_text": rt}}], "icon": {"emoji": "📄"}}),
        ("PATCH", f"/v1/pages/{row}", {"properties": props, "cover": {"external": {"url": "https://x"}}}),
        ("POST", f"/v1/data_sources/{source}/query", {
            "filter": {"and": [{"property": "Status", "select": {"equals": "Open"}},
                               {"or": [{"property": "Amount", "number": {"greater_than": 1}},
                                       {"timestamp": "created_time", "created_time": {"past_week": {}}}]}]},
            "sorts": [{"property": "Amount", "direction": "ascending"}], "page_size": 5}),
        ("PATCH", f"/v1/blocks/{home}/children", {"children": [
            {"to_do": {"rich_text": rt, "checked": True, "children": [{"paragraph": {"rich_text": rt}}]}},
            {"table": {"table_width": 1, "children": [{"table_row": {"cells": [rt]}}]}},
            {"image": {"external": {"url": "https://x/y.png"}}}]}),
        ("POST", "/v1/databases", {"parent": {"page_id": home}, "title": rt, "initial_data_source": {"properties": {
            "N": {"title": {}}, "S": {"select": {"options": [{"name": "a", "color": "red"}]}},
            "R": {"relation": {"data_source_id": source, "single_property": {}}}, "U": {"unique_id": {"prefix": "X"}}}}}),
        ("PATCH", f"/v1/data_sources/{source}", {"properties": {"Amount": {"name": "Amount"}, "New": {"number": {"format": "euro"}}}}),
        ("POST", "/v1/comments", {"parent": {"page_id": row}, "rich_text": rt}),
        ("POST", "/v1/search", {"query": "C", "filter": {"property": "object", "value": "page"},
                                "sort": {"timestamp": "last_edited_time", "direction": "ascending"}}),
        ("PATCH", f"/v1/pages/{row}/markdown", {"type": "update_content", "update_content": {"content_updates": [
            {"old_str": "Burst", "new_str": "# Burst\n- [ ] **dry** it\n\t1. `now`\n| a |\n|---|\n| b |",
             "replace_all_matches": True}]}}),
    ]


def _paths(value, prefix=()):
    yield prefix
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        yield from _paths(child, (*prefix, key))


def _replace(value, path, new):
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replace(value[path[0]], path[1:], new)
    return copy


@settings(max_examples=100, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_valid_requests_with_one_part_changed_get_no_5xx(target, data):
    """Each draw takes a valid request and replaces one part of its body with arbitrary JSON."""
    method, path, body = data.draw(st.sampled_from(target["templates"]), label="template")
    where = data.draw(st.sampled_from(list(_paths(body))[1:]), label="path")
    new = data.draw(bodies(target["ids"]) | SCALARS | st.lists(SCALARS, max_size=2), label="replacement")
    changed = _replace(body, where, new)
    version = "2026-03-11" if path.endswith("/markdown") else "2025-09-03"
    response = target["client"].request(method, path, json=changed, headers={
        "Authorization": f"Bearer {target['token']}", "Notion-Version": version})
    check_answer(response, (method, path, changed))
