"""The full round of the kb service tests, through whichever `notion_client` is importable.

Run as a script (so that the test can put either SDK generation first on sys.path):
    python sdk_round.py <parent page id> <tag>
with NOTION_BASE_URL and NOTION_TOKEN set. Prints one JSON object of what the SDK saw.
notion-client 2.x sends Notion-Version 2022-06-28 (databases hold properties and are queried
directly); 3.x sends 2025-09-03 (databases hold data sources, which are queried).
"""

from __future__ import annotations

import json
import os
import sys

import notion_client
from notion_client import APIResponseError, Client

ROWS = 12


def text(content: str) -> list[dict]:
    return [{"type": "text", "text": {"content": content}}]


def main(parent_id: str, tag: str) -> dict:
    client = Client(auth=os.environ["NOTION_TOKEN"], base_url=os.environ["NOTION_BASE_URL"])
    legacy = client.options.notion_version == "2022-06-28"
    out: dict = {"sdk": notion_client.__version__ if hasattr(notion_client, "__version__") else "",
                 "version": client.options.notion_version, "me": client.users.me()["id"]}
    schema = {
        "Name": {"title": {}},
        "Status": {"select": {"options": [{"name": "Open", "color": "blue"}, {"name": "Closed"}]}},
        "Amount": {"number": {"format": "euro"}},
        "Due": {"date": {}},
        "Urgent": {"checkbox": {}},
        "Tags": {"multi_select": {"options": [{"name": "water"}, {"name": "fire"}]}},
    }
    title = text(f"Tracker {tag}")
    if legacy:
        db = client.databases.create(parent={"page_id": parent_id}, title=title, properties=schema)
        parent = {"database_id": db["id"]}
        query = lambda **kw: client.databases.query(db["id"], **kw)  # noqa: E731
    else:
        db = client.databases.create(parent={"page_id": parent_id}, title=title, initial_data_source={"properties": schema})
        source_id = db["data_sources"][0]["id"]
        parent = {"data_source_id": source_id}
        query = lambda **kw: client.data_sources.query(source_id, **kw)  # noqa: E731
        out["data_source"] = client.data_sources.retrieve(source_id)
    out["database"] = client.databases.retrieve(db["id"])
    rows = []
    for i in range(ROWS):
        page = client.pages.create(parent=parent, properties={
            "Name": {"title": text(f"{tag} row {i}")},
            "Status": {"select": {"name": "Open" if i % 3 else "Closed"}},
            "Amount": {"number": i * 100 + 0.5},
            "Due": {"date": {"start": f"2024-03-{i + 1:02d}"}},
            "Urgent": {"checkbox": i % 2 == 0},
            "Tags": {"multi_select": [{"name": "water" if i % 2 else "fire"}]},
        })
        rows.append(page)
    out["rows"] = [r["id"] for r in rows]
    out["row_parent"] = rows[0]["parent"]

    target = rows[4]["id"]
    updated = client.pages.update(target, properties={"Status": {"select": {"name": "Closed"}}, "Amount": {"number": 42}})
    out["updated"] = {"id": target, "status": updated["properties"]["Status"]["select"]["name"],
                      "amount": updated["properties"]["Amount"]["number"]}
    out["property_item"] = client.pages.properties.retrieve(target, updated["properties"]["Amount"]["id"])

    client.pages.update(rows[0]["id"], **({"archived": True} if legacy else {"in_trash": True}))
    out["archived"] = rows[0]["id"]
    out["after_archive"] = [p["id"] for p in query(page_size=100)["results"]]

    compound = {"and": [
        {"property": "Status", "select": {"equals": "Open"}},
        {"or": [{"property": "Amount", "number": {"greater_than": 600}},
                {"property": "Urgent", "checkbox": {"equals": True}},
                {"property": "Due", "date": {"on_or_before": "2024-03-02"}}]},
    ]}
    sorts = [{"property": "Amount", "direction": "descending"}]
    out["query_pages"], cursor = [], None
    while True:
        answer = query(filter=compound, sorts=sorts, page_size=3, **({"start_cursor": cursor} if cursor else {}))
        out["query_pages"].append([p["id"] for p in answer["results"]])
        if not answer["has_more"]:
            break
        cursor = answer["next_cursor"]

    appended = client.blocks.children.append(target, children=[
        {"heading_2": {"rich_text": text("Findings")}},
        {"paragraph": {"rich_text": text("Moisture at 38 percent.")}},
        {"toggle": {"rich_text": text("Details"), "children": [
            {"bulleted_list_item": {"rich_text": text("Subfloor swollen")}},
            {"to_do": {"rich_text": text("Order dryer"), "checked": True}}]}},
        {"code": {"rich_text": text("reserve = 7840 - 500"), "language": "python"}},
        {"table": {"table_width": 2, "has_column_header": True, "children": [
            {"table_row": {"cells": [text("item"), text("eur")]}},
            {"table_row": {"cells": [text("floor"), text("7840")]}}]}},
        {"divider": {}},
    ])
    out["appended"] = [b["id"] for b in appended["results"]]
    listed, cursor = [], None
    while True:
        answer = client.blocks.children.list(target, page_size=2, **({"start_cursor": cursor} if cursor else {}))
        listed += [{"id": b["id"], "type": b["type"], "has_children": b["has_children"]} for b in answer["results"]]
        if not answer["has_more"]:
            break
        cursor = answer["next_cursor"]
    out["listed"] = listed
    toggle = next(b for b in listed if b["type"] == "toggle")
    out["nested"] = [b["type"] for b in client.blocks.children.list(toggle["id"])["results"]]
    out["block"] = client.blocks.retrieve(out["appended"][1])

    found = client.search(query=f"{tag} row 1", filter={"property": "object", "value": "page"},
                          sort={"timestamp": "last_edited_time", "direction": "descending"})
    out["search_pages"] = [r["id"] for r in found["results"]]
    container = "database" if legacy else "data_source"
    found = client.search(query=f"Tracker {tag}", filter={"property": "object", "value": container})
    out["search_containers"] = [(r["object"], r["id"]) for r in found["results"]]

    comment = client.comments.create(parent={"page_id": target}, rich_text=text("Reserve updated."))
    out["comment"] = comment["id"]
    out["comments"] = [c["id"] for c in client.comments.list(block_id=target)["results"]]

    try:
        client.pages.update(target, properties={"Amount": {"number": "many"}})
    except APIResponseError as e:
        out["error"] = {"status": e.status, "code": str(getattr(e.code, "value", e.code)), "message": str(e)}
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1], sys.argv[2])))
