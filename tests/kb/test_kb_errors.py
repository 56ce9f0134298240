"""Errors answer in Notion's shape, name the field at fault, and never change the state."""

from __future__ import annotations

import httpx
import pytest

VERSION = {"Notion-Version": "2025-09-03"}


@pytest.fixture(scope="module")
def http(world):
    env = world.endpoints["kb"].env
    with httpx.Client(base_url=env["NOTION_BASE_URL"] + "/v1",
                      headers={"Authorization": f"Bearer {env['NOTION_TOKEN']}", **VERSION}) as client:
        yield client


def error(response, status: int, code: str) -> str:
    body = response.json()
    assert response.status_code == status, body
    assert body["object"] == "error" and body["status"] == status and body["code"] == code, body
    assert isinstance(body["request_id"], str)
    return body["message"]


def rows_id(world) -> str:
    snap = world.snapshot()["kb"].data
    return snap["databases"][0]["data_sources"][0]["id"]


def test_authentication_and_version(world, http):
    url = world.endpoints["kb"].env["NOTION_BASE_URL"] + "/v1/users/me"
    assert error(httpx.get(url, headers=VERSION), 401, "unauthorized") == "API token is invalid."
    error(httpx.get(url, headers={"Authorization": "Bearer ntn_wrong", **VERSION}), 401, "unauthorized")
    token = world.endpoints["kb"].env["NOTION_TOKEN"]
    assert "Notion-Version" in error(httpx.get(url, headers={"Authorization": f"Bearer {token}"}), 400, "missing_version")
    error(httpx.get(url, headers={"Authorization": f"Bearer {token}", "Notion-Version": "2021-05-13"}), 400,
          "validation_error")
    assert http.get("/users/me").json()["type"] == "bot"


def test_bad_requests_change_nothing(world, http):
    before = world.snapshot()["kb"].data
    source = rows_id(world)
    error(http.post("/pages", content=b"{nope"), 400, "invalid_json")
    error(http.get("/pages/00000000-0000-4000-8000-000000000000"), 404, "object_not_found")
    error(http.get("/no/such/thing"), 400, "invalid_request_url")
    message = error(http.post("/pages", json={"parent": {"data_source_id": source},
                                              "properties": {"Claim": {"title": [{"text": {"content": "X"}}]},
                                                             "Opened": {"date": {"start": "soon"}}}}),
                    400, "validation_error")
    assert "Opened" in message
    assert "Nope" in error(http.post(f"/data_sources/{source}/query",
                                     json={"filter": {"property": "Nope", "select": {"equals": "x"}}}),
                           400, "validation_error")
    assert "does_not_exist" in error(http.post(f"/data_sources/{source}/query",
                                               json={"filter": {"property": "Status", "select": {"does_not_exist": 1}}}),
                                     400, "validation_error")
    error(http.post(f"/data_sources/{source}/query", json={"page_size": 101}), 400, "validation_error")
    error(http.post(f"/data_sources/{source}/query", json={"start_cursor": "bogus"}), 400, "validation_error")
    error(http.post("/search", json={"filter": {"property": "object", "value": "database"}}), 400, "validation_error")
    database = world.snapshot()["kb"].data["databases"][0]["id"]
    error(http.post(f"/databases/{database}/query", json={}), 400, "invalid_request_url")
    page = world.snapshot()["kb"].data["pages"][0]["id"]
    message = error(http.patch(f"/blocks/{page}/children", json={"children": [
        {"paragraph": {"rich_text": [{"text": {"content": "fine"}}]}},
        {"paragraph": {"rich_text": [{"text": {"content": "x" * 2001}}]}}]}), 400, "validation_error")
    assert "children[1]" in message
    assert world.snapshot()["kb"].data == before


def test_a_trashed_page_refuses_edits_until_restored(world, http):
    source = rows_id(world)
    page = http.post("/pages", json={"parent": {"data_source_id": source},
                                     "properties": {"Claim": {"title": [{"text": {"content": "Temp"}}]}}}).json()
    assert http.patch(f"/pages/{page['id']}", json={"in_trash": True}).json()["in_trash"] is True
    error(http.patch(f"/pages/{page['id']}", json={"properties": {"Amount": {"number": 1}}}), 400, "validation_error")
    restored = http.patch(f"/pages/{page['id']}", json={"in_trash": False, "properties": {"Amount": {"number": 1}}})
    assert restored.json()["properties"]["Amount"]["number"] == 1


def test_legacy_version_sees_databases_with_properties(world, http):
    database = world.snapshot()["kb"].data["databases"][0]["id"]
    legacy = http.get(f"/databases/{database}", headers={"Notion-Version": "2022-06-28"}).json()
    assert legacy["properties"]["Status"]["select"]["options"][0]["name"] == "Open"
    assert "data_sources" not in legacy
    current = http.get(f"/databases/{database}").json()
    assert "properties" not in current and len(current["data_sources"]) == 1
    older = http.get(f"/databases/{database}", headers={"Notion-Version": "2022-02-22"}).json()
    assert older["properties"] == legacy["properties"]


def test_ids_are_validated_and_kinds_named(world, http):
    assert "path.page_id should be a valid uuid" in error(http.get("/pages/not-an-id"), 400, "validation_error")
    database = world.snapshot()["kb"].data["databases"][0]["id"]
    assert "is a database, not a page" in error(http.get(f"/pages/{database}"), 400, "validation_error")
    assert http.get(f"/databases/{database.replace('-', '')}").json()["id"] == database


def test_schema_keeps_exactly_one_title(world, http):
    source = rows_id(world)
    error(http.patch(f"/data_sources/{source}", json={"properties": {"Second": {"title": {}}}}), 400, "validation_error")
    error(http.patch(f"/data_sources/{source}", json={"properties": {"Claim": None}}), 400, "validation_error")
    error(http.patch(f"/data_sources/{source}", json={"properties": {"Claim": {"rich_text": {}}}}), 400, "validation_error")


@pytest.mark.parametrize("body", [
    {"children": [{"type": ["paragraph"], "paragraph": {}}]},
    {"children": [{"image": {"type": {"x": 1}}}]},
])
def test_odd_json_types_are_validation_errors(world, http, body):
    page = world.snapshot()["kb"].data["pages"][0]["id"]
    error(http.patch(f"/blocks/{page}/children", json=body), 400, "validation_error")


def test_odd_json_types_in_schemas_and_filters(world, http):
    source = rows_id(world)
    error(http.patch(f"/data_sources/{source}", json={"properties": {"N": {"number": {"format": ["euro"]}}}}),
          400, "validation_error")
    error(http.patch(f"/data_sources/{source}", json={"properties": {"S": {"select": {"options": [{"name": "a", "color": []}]}}}}),
          400, "validation_error")
    error(http.post(f"/data_sources/{source}/query", json={"filter": {"timestamp": {}, "created_time": {}}}),
          400, "validation_error")
    error(http.post(f"/data_sources/{source}/query", json={"sorts": [{"timestamp": []}]}), 400, "validation_error")


def test_markdown_needs_its_version(world, http):
    page = world.snapshot()["kb"].data["pages"][0]["id"]
    assert "2026-03-11" in error(http.get(f"/pages/{page}/markdown"), 400, "validation_error")
    answer = http.get(f"/pages/{page}/markdown", headers={"Notion-Version": "2026-03-11"}).json()
    assert answer["object"] == "page_markdown" and answer["markdown"].startswith("# How we work")


@pytest.mark.parametrize("raw", [b'{"page_size": NaN}', b'{"a": Infinity}', b"[" * 100000 + b"]" * 100000, b"\xff\xfe"])
def test_not_json_is_invalid_json(world, http, raw):
    error(http.post("/search", content=raw), 400, "invalid_json")


def test_an_unknown_key_in_a_text_object_is_refused_by_name(world, http):
    """Notion answers `….text.<key> should be not present`; a YAML flow mapping cut at a comma
    (`{content: a, b}`) gives such a key, which must not slip into the kb as a shortened text."""
    before = world.snapshot()["kb"].data
    page = before["pages"][0]["id"]
    message = error(http.patch(f"/blocks/{page}/children", json={"children": [{"paragraph": {"rich_text": [
        {"text": {"content": "Policy 2025-04", "applies to claims not yet paid": None}}]}}]}), 400, "validation_error")
    assert "text.applies to claims not yet paid should be not present, instead was `null`" in message
    assert world.snapshot()["kb"].data == before
