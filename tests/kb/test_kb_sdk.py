"""The full round through the official SDK at both generations, every answer checked against the snapshot."""

from __future__ import annotations

from decimal import Decimal

import pytest

from .support import run_sdk

SCHEMA_TYPES = {"Name": "title", "Status": "select", "Amount": "number", "Due": "date", "Urgent": "checkbox",
                "Tags": "multi_select"}


def home_id(world) -> str:
    snap = world.snapshot()["kb"].data
    return next(p["id"] for p in snap["pages"] if p["title"] == "Claims desk")


@pytest.mark.parametrize("generation", ["2.4.0", "3.x"])
def test_full_round_matches_snapshot(world, notion2, generation):
    legacy = generation == "2.4.0"
    tag = f"gen{generation[0]}"
    out = run_sdk(world, [home_id(world), tag], notion2 if legacy else None)
    assert out["version"] == ("2022-06-28" if legacy else "2025-09-03")
    snap = world.snapshot()["kb"].data
    pages = {p["id"]: p for p in snap["pages"]}
    assert out["me"] == snap["agent"]

    # the database and its schema
    db = next(d for d in snap["databases"] if d["title"] == f"Tracker {tag}")
    source = db["data_sources"][0]
    assert out["database"]["id"] == db["id"]
    assert {k: v["type"] for k, v in source["properties"].items()} == SCHEMA_TYPES
    assert source["properties"]["Status"]["options"] == ["Open", "Closed"]
    if legacy:
        assert set(out["database"]["properties"]) == set(SCHEMA_TYPES)
        assert out["row_parent"] == {"type": "database_id", "database_id": db["id"]}
    else:
        assert out["database"]["data_sources"] == [{"id": source["id"], "name": f"Tracker {tag}"}]
        assert out["data_source"]["id"] == source["id"]
        assert out["row_parent"]["data_source_id"] == source["id"]

    # rows, in universe time, created by the agent
    rows = [pages[i] for i in out["rows"]]
    assert [r["title"] for r in rows] == [f"{tag} row {i}" for i in range(12)]
    assert all(r["parent"]["id"] == source["id"] and r["created_by"] == snap["agent"] for r in rows)
    assert all(r["created_time"].startswith("2024-03-04T07:") for r in rows)

    # the update, as the snapshot and the property item endpoint see it
    target = pages[out["updated"]["id"]]
    assert out["updated"] == {"id": target["id"], "status": "Closed", "amount": 42}
    assert target["properties"]["Status"] == "Closed" and target["properties"]["Amount"] == 42
    assert target["edits"]["Status"]["by"] == snap["agent"]
    assert out["property_item"]["number"] == 42

    # archive
    assert pages[out["archived"]]["in_trash"] is True
    assert out["after_archive"] == [r["id"] for r in rows if not r["in_trash"]]

    # compound filter + sort + pagination, recomputed from the snapshot's values
    def matches(r):
        p = r["properties"]
        amount = Decimal(str(p["Amount"]))
        return (not r["in_trash"] and p["Status"] == "Open"
                and (amount > 600 or p["Urgent"] or p["Due"]["start"] <= "2024-03-02"))
    expected = sorted((r for r in rows if matches(r)), key=lambda r: -Decimal(str(r["properties"]["Amount"])))
    assert [i for chunk in out["query_pages"] for i in chunk] == [r["id"] for r in expected]
    assert all(len(chunk) == 3 for chunk in out["query_pages"][:-1]) and len(out["query_pages"]) > 1

    # blocks: appended, listed with pagination, nested
    blocks = target["blocks"]
    assert [b["type"] for b in blocks] == ["heading_2", "paragraph", "toggle", "code", "table", "divider"]
    assert out["appended"] == [b["id"] for b in blocks] == [b["id"] for b in out["listed"]]
    assert [b["has_children"] for b in out["listed"]] == [bool(b["children"]) for b in blocks]
    assert out["nested"] == [c["type"] for c in blocks[2]["children"]] == ["bulleted_list_item", "to_do"]
    assert blocks[2]["children"][1]["checked"] is True
    assert [c["cells"] for c in blocks[4]["children"]] == [["item", "eur"], ["floor", "7840"]]
    assert out["block"]["paragraph"]["rich_text"][0]["plain_text"] == blocks[1]["text"] == "Moisture at 38 percent."

    # search
    hits = [p for p in snap["pages"] if not p["in_trash"] and f"{tag} row 1" in p["title"]]
    hits.sort(key=lambda p: p["last_edited_time"], reverse=True)
    assert out["search_pages"] and sorted(out["search_pages"]) == sorted(p["id"] for p in hits)
    assert [pages[i]["last_edited_time"] for i in out["search_pages"]] == [p["last_edited_time"] for p in hits]
    assert out["search_containers"] == [["database", db["id"]] if legacy else ["data_source", source["id"]]]

    # comments
    comment = next(c for c in snap["comments"] if c["id"] == out["comment"])
    assert comment["parent"]["id"] == target["id"] and comment["text"] == "Reserve updated."
    assert comment["created_by"] == snap["agent"] and out["comments"] == [comment["id"]]

    # a bad request answers in Notion's shape and changes nothing
    assert out["error"]["status"] == 400 and out["error"]["code"] == "validation_error"
    assert "Amount" in out["error"]["message"]
    assert pages[target["id"]]["properties"]["Amount"] == 42
