"""Every legal action an agent can take through the Notion API leaves a world that snapshots
(issue 17, item 3): odd but accepted values, schema changes under existing rows, trashed pages,
blocks, databases and data sources, moves and comments — each done through notion-client, then
the whole world is snapshotted and read through the check helpers."""

from __future__ import annotations

import json

from checkers.state import State

from .support import text


def _snapshot_reads(world) -> dict:
    """Snapshot the world; the kb part must be canonical JSON (no floats) and readable by state.kb."""
    snap = world.snapshot()
    data = snap["kb"].data
    json.dumps(data, allow_nan=False)
    assert not any(isinstance(v, float) for p in data["pages"] for v in p["properties"].values())
    kb = State(1, snap).kb
    for title in kb.databases():
        kb.rows(title)
        kb.rows(title, in_trash=True)
    return data


def test_odd_values_and_schema_changes_under_rows_snapshot(world, client):
    home = next(p["id"] for p in world.snapshot()["kb"].data["pages"] if p["title"] == "Claims desk")
    db = client.databases.create(parent={"page_id": home}, title=text("Odd"), initial_data_source={"properties": {
        "Name": {"title": {}}, "N": {"number": {}}, "S": {"select": {}}, "M": {"multi_select": {}},
        "T": {"rich_text": {}}, "D": {"date": {}}, "U": {"url": {}}, "C": {"checkbox": {}}, "F": {"files": {}}}})
    source = db["data_sources"][0]["id"]
    rows = [
        {"Name": {"title": []}},  # an untitled row
        {"Name": {"title": text("ünïcødé 🚀 " + "x" * 1900)}, "N": {"number": 1e308}, "T": {"rich_text": text("z" * 2000) * 100}},
        {"Name": {"title": text("tiny")}, "N": {"number": -0.0}, "S": {"select": {"name": "brand new"}},
         "M": {"multi_select": [{"name": "a"}, {"name": "a"}, {"name": "b"}]}, "D": {"date": {"start": "2024-03-05", "end": "2024-03-01"}},
         "U": {"url": "not a url"}, "C": {"checkbox": True}},
        {"Name": {"title": text("null things")}, "N": {"number": None}, "S": {"select": None}, "D": {"date": None},
         "F": {"files": [{"name": "x.pdf", "external": {"url": "https://example.com/x.pdf"}}]}},
        {"Name": {"title": text("precise")}, "N": {"number": 0.1 + 0.2}, "D": {"date": {"start": "2024-03-05T10:00:00", "time_zone": "Asia/Kathmandu"}}},
    ]
    made = [client.pages.create(parent={"data_source_id": source}, properties=spec) for spec in rows]
    _snapshot_reads(world)
    # change the schema under rows that hold values: retype, rename, remove
    client.data_sources.update(source, properties={"N": {"select": {}}, "S": {"rich_text": {}}, "M": {"name": "Tags"},
                                                   "T": None, "D": {"number": {}}, "C": {"multi_select": {}},
                                                   "Name": {"name": "Title"}})
    data = _snapshot_reads(world)
    odd = next(p for p in data["pages"] if p["id"] == made[2]["id"])
    assert odd["properties"]["S"] == "brand new"  # a select retyped to text keeps its text
    assert odd["properties"]["Tags"] == ["a", "b"]
    for page in made:
        client.pages.retrieve(page["id"])
        for prop in client.pages.retrieve(page["id"])["properties"].values():
            client.pages.properties.retrieve(page["id"], prop["id"])
    client.data_sources.query(source, sorts=[{"property": "N", "direction": "ascending"},
                                             {"property": "D", "direction": "descending"}])


def test_trash_moves_and_comments_snapshot(world, client):
    snap = world.snapshot()["kb"].data
    home = next(p["id"] for p in snap["pages"] if p["title"] == "Claims desk")
    claims = snap["databases"][0]
    row = next(p["id"] for p in snap["pages"] if p["title"] == "CLM-0417")
    parent = client.pages.create(parent={"page_id": home}, properties={"title": {"title": text("Folder")}},
                                 children=[{"toggle": {"rich_text": text("outer"), "children": [
                                     {"paragraph": {"rich_text": text("inner")}}]}}])
    child = client.pages.create(parent={"page_id": parent["id"]}, properties={"title": {"title": text("Child")}})
    inner_db = client.databases.create(parent={"page_id": parent["id"]}, title=text("Inner db"),
                                       initial_data_source={"properties": {"Name": {"title": {}},
                                                                           "Claim": {"relation": {"data_source_id": claims["data_sources"][0]["id"]}}}})
    inner_source = inner_db["data_sources"][0]["id"]
    linked = client.pages.create(parent={"data_source_id": inner_source},
                                 properties={"Name": {"title": text("linked")}, "Claim": {"relation": [{"id": row}]}})
    client.comments.create(parent={"page_id": child["id"]}, rich_text=text("a note"))
    toggle = client.blocks.children.list(parent["id"])["results"][0]
    client.blocks.delete(toggle["id"])  # a block with children to the trash
    client.pages.move(child["id"], parent={"page_id": home})
    client.pages.update(row, in_trash=True)  # a related page to the trash
    client.pages.update(parent["id"], in_trash=True)  # a page holding a database
    client.data_sources.update(inner_source, in_trash=True)
    client.databases.update(inner_db["id"], in_trash=True)
    data = _snapshot_reads(world)
    assert next(p for p in data["pages"] if p["id"] == linked["id"])["properties"]["Claim"] == [row]
    assert next(p for p in data["pages"] if p["id"] == row)["in_trash"] is True
    client.pages.update(row, in_trash=False)
    _snapshot_reads(world)
