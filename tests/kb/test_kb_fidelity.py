"""The knowledge base answers as the Notion API does (issue 18, Knowledge base): each test sends
what notion-client sends, at Notion-Version 2025-09-03 and 2022-06-28, and asserts Notion's
documented answer, named in its docstring."""

from __future__ import annotations

import httpx
import pytest
from notion_client import APIResponseError, Client

from .support import client as sdk
from .support import text

CURRENT, LEGACY = "2025-09-03", "2022-06-28"


@pytest.fixture(scope="module")
def legacy(world) -> Client:
    return sdk(world, notion_version=LEGACY)


@pytest.fixture(scope="module")
def home(world) -> str:
    return next(p["id"] for p in world.snapshot()["kb"].data["pages"] if p["title"] == "Claims desk")


@pytest.fixture(scope="module")
def claims(world) -> dict:
    """The seeded Claims database and its data source."""
    database = world.snapshot()["kb"].data["databases"][0]
    return {"database": database["id"], "source": database["data_sources"][0]["id"]}


def refused(call, status: int, code: str) -> str:
    with pytest.raises(APIResponseError) as e:
        call()
    assert (e.value.status, e.value.code) == (status, code), str(e.value)
    return str(e.value)


def test_long_relations_are_cut_at_25_and_paged_with_opaque_cursors(client, home):
    """Notion API reference, "Retrieve a page": a page object holds at most 25 references of a
    relation (with `has_more: true`) and of title, rich_text and people; "Retrieve a page
    property item" pages through all of them with opaque `next_cursor` strings."""
    targets = client.databases.create(parent={"page_id": home}, title=text("Targets"),
                                      initial_data_source={"properties": {"Name": {"title": {}}}})
    target_source = targets["data_sources"][0]["id"]
    ids = [client.pages.create(parent={"data_source_id": target_source},
                               properties={"Name": {"title": text(f"t{i}")}})["id"] for i in range(40)]
    holder = client.databases.create(parent={"page_id": home}, title=text("Holders"), initial_data_source={
        "properties": {"Name": {"title": {}}, "Links": {"relation": {"data_source_id": target_source,
                                                                     "single_property": {}}},
                       "Notes": {"rich_text": {}}}})
    page = client.pages.create(parent={"data_source_id": holder["data_sources"][0]["id"]}, properties={
        "Name": {"title": text("holder")}, "Links": {"relation": [{"id": i} for i in ids]},
        "Notes": {"rich_text": [item for n in range(30) for item in text(f"n{n} ")]}})
    shown = client.pages.retrieve(page["id"])["properties"]
    assert len(shown["Links"]["relation"]) == 25 and shown["Links"]["has_more"] is True
    assert [r["id"] for r in shown["Links"]["relation"]] == ids[:25]
    assert len(shown["Notes"]["rich_text"]) == 25
    links, cursor, cursors = [], None, []
    while True:
        answer = client.pages.properties.retrieve(page["id"], shown["Links"]["id"], page_size=10,
                                                  **({"start_cursor": cursor} if cursor else {}))
        links += [item["relation"]["id"] for item in answer["results"]]
        if not answer["has_more"]:
            break
        cursor = answer["next_cursor"]
        cursors.append(cursor)
    assert links == ids and len(cursors) == 3
    assert all(isinstance(c, str) and not c.isdigit() and len(c) >= 16 for c in cursors)


@pytest.mark.parametrize("version", [CURRENT, LEGACY])
def test_dates_with_time_zones_follow_notions_rules(world, claims, version):
    """Notion changelog "Time zone support": with `time_zone` (IANA), start and end cannot carry
    a UTC offset (400 validation_error), an unknown zone is refused, and dates are read back with
    the offset in `start` (`…T09:00:00.000-04:00`) and `time_zone` always null."""
    notion = sdk(world, notion_version=version)
    parent = {"data_source_id": claims["source"]} if version == CURRENT else {"database_id": claims["database"]}

    def create(date: dict):
        return notion.pages.create(parent=parent, properties={"Claim": {"title": text(f"dated {version}")},
                                                              "Opened": {"date": date}})

    message = refused(lambda: create({"start": "2026-07-01T09:00:00-04:00", "time_zone": "America/New_York"}),
                      400, "validation_error")
    assert message.startswith("body failed validation: body.properties.Opened.date.start")
    assert "Mars/Olympus" in refused(lambda: create({"start": "2026-07-01T09:00:00", "time_zone": "Mars/Olympus"}),
                                     400, "validation_error")
    zoned = create({"start": "2026-07-01T09:00:00", "time_zone": "America/New_York"})
    assert zoned["properties"]["Opened"]["date"] == {"start": "2026-07-01T09:00:00.000-04:00", "end": None,
                                                     "time_zone": None}
    plain = create({"start": "2026-07-01T09:00:00+02:00", "end": "2026-07-02"})
    assert plain["properties"]["Opened"]["date"] == {"start": "2026-07-01T09:00:00.000+02:00", "end": "2026-07-02",
                                                     "time_zone": None}


def test_routes_and_parents_follow_the_version_header(client, legacy, claims):
    """Notion's 2025-09-03 upgrade guide: data source endpoints exist only from 2025-09-03 (before
    it their URLs are unknown, 400 invalid_request_url), databases are queried directly only
    before it; a `data_source_id` parent is a 2025-09-03 shape, a `database_id` parent is read
    back as such under 2022-06-28 and as a data source parent after."""
    source, database = claims["source"], claims["database"]
    for call in (lambda: legacy.request(path=f"data_sources/{source}/query", method="POST", body={}),
                 lambda: legacy.request(path=f"data_sources/{source}", method="GET")):
        assert refused(call, 400, "invalid_request_url") == "Invalid request URL."
    refused(lambda: client.request(path=f"databases/{database}/query", method="POST", body={}), 400,
            "invalid_request_url")
    assert legacy.request(path=f"databases/{database}/query", method="POST", body={})["results"]
    assert client.data_sources.query(source)["results"]
    message = refused(lambda: legacy.pages.create(parent={"data_source_id": source},
                                                  properties={"Claim": {"title": text("x")}}), 400, "validation_error")
    assert message == ("body failed validation. Fix one:\n"
                       "body.parent.page_id should be defined, instead was `undefined`.\n"
                       "body.parent.database_id should be defined, instead was `undefined`.")
    old = legacy.pages.create(parent={"database_id": database}, properties={"Claim": {"title": text("old")}})
    assert old["parent"] == {"type": "database_id", "database_id": database}
    new = client.pages.retrieve(old["id"])
    assert new["parent"] == {"type": "data_source_id", "data_source_id": source, "database_id": database}


def test_validation_messages_are_worded_as_notions(world, client, claims, home):
    """Notion API reference, "Status codes" (validation_error): messages read `body failed
    validation: body.<path> should be …, instead was `<JSON value>`.`, never a Python repr; a
    string page_size in a body is refused; a number beyond a double is refused."""
    source = claims["source"]
    message = refused(lambda: client.pages.create(parent={"data_source_id": source}, properties={
        "Claim": {"title": text("x")}, "Amount": {"number": "12"}}), 400, "validation_error")
    assert message == ("body failed validation: body.properties.Amount.number should be a number or `null`, "
                       "instead was `\"12\"`.")
    message = refused(lambda: client.request(path=f"data_sources/{source}/query", method="POST",
                                             body={"page_size": "10"}), 400, "validation_error")
    assert message == "body failed validation: body.page_size should be a number, instead was `\"10\"`."
    message = refused(lambda: client.blocks.children.append(
        home, children=[{"to_do": {"rich_text": text("x"), "checked": "True"}}]), 400, "validation_error")
    assert "instead was `\"True\"`" in message and "'True'" not in message
    env = world.endpoints["kb"].env
    reply = httpx.post(f"{env['NOTION_BASE_URL']}/v1/pages", content=b'{"parent": {"data_source_id": "%s"}, '
                       b'"properties": {"Amount": {"number": 1e309}}}' % source.encode(),
                       headers={"Authorization": f"Bearer {env['NOTION_TOKEN']}", "Notion-Version": CURRENT,
                                "Content-Type": "application/json"})
    assert reply.status_code == 400 and reply.json()["object"] == "error"

