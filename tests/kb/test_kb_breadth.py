"""Every property type, a filter per type, schema changes, block edits, comments and search
pagination — through notion-client 3.x, checked against the snapshot and state.kb."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checkers.state import State

from .support import client as sdk
from .support import text


@pytest.fixture(scope="module")
def setup(world, client):
    """A database with every property type and three rows."""
    snap = world.snapshot()["kb"].data
    home = next(p["id"] for p in snap["pages"] if p["title"] == "Claims desk")
    claims = snap["databases"][0]["data_sources"][0]["id"]
    claim_row = next(p["id"] for p in snap["pages"] if p["title"] == "CLM-0417")
    lee = next(u["id"] for u in snap["users"] if u["name"] == "Lee Brandt")
    db = client.databases.create(parent={"page_id": home}, title=text("Everything"), initial_data_source={"properties": {
        "Name": {"title": {}}, "Notes": {"rich_text": {}}, "Price": {"number": {"format": "dollar"}},
        "Kind": {"select": {"options": [{"name": "A"}, {"name": "B"}]}}, "Labels": {"multi_select": {}},
        "Stage": {"status": {}}, "When": {"date": {}}, "Owner": {"people": {}}, "Done": {"checkbox": {}},
        "Link": {"url": {}}, "Mail": {"email": {}}, "Phone": {"phone_number": {}},
        "Related": {"relation": {"data_source_id": claims, "single_property": {}}}, "Attachments": {"files": {}},
        "Created": {"created_time": {}}, "Edited": {"last_edited_time": {}}, "Creator": {"created_by": {}},
        "Editor": {"last_edited_by": {}}, "Ref": {"unique_id": {"prefix": "T"}},
        "Calc": {"formula": {"expression": "prop(\"Price\") * 2"}},
        "Roll": {"rollup": {"relation_property_name": "Related", "rollup_property_name": "Amount", "function": "sum"}},
    }})
    source = db["data_sources"][0]["id"]
    specs = [
        {"Name": {"title": text("alpha")}, "Notes": {"rich_text": text("Water in the Kitchen")},
         "Price": {"number": 10.5}, "Kind": {"select": {"name": "A"}}, "Labels": {"multi_select": [{"name": "x"}, {"name": "y"}]},
         "Stage": {"status": {"name": "In progress"}},
         "When": {"date": {"start": "2024-03-01T10:00:00+01:00", "end": "2024-03-02", "time_zone": None}},
         "Owner": {"people": [{"id": lee}]}, "Done": {"checkbox": True}, "Link": {"url": "https://example.com"},
         "Mail": {"email": "a@example.com"}, "Phone": {"phone_number": "+49 30 1234"},
         "Related": {"relation": [{"id": claim_row}]},
         "Attachments": {"files": [{"name": "spec.pdf", "external": {"url": "https://example.com/spec.pdf"}}]}},
        {"Name": {"title": text("beta")}, "Notes": {"rich_text": text("fire damage")}, "Price": {"number": 99},
         "Kind": {"select": {"name": "C"}}, "Labels": {"multi_select": [{"name": "y"}]},
         "When": {"date": {"start": "2024-02-20"}}, "Done": {"checkbox": False}},
        {"Name": {"title": text("gamma")}, "Price": {"number": -3}, "When": {"date": {"start": "2024-03-03"}}},
    ]
    rows = [client.pages.create(parent={"data_source_id": source}, properties=spec) for spec in specs]
    return {"db": db, "source": source, "rows": rows, "lee": lee, "claim_row": claim_row}


def titles(answer) -> list[str]:
    return [p["properties"]["Name"]["title"][0]["plain_text"] for p in answer["results"]]


def test_every_property_type_reads_back(world, client, setup):
    source = client.data_sources.retrieve(setup["source"])
    props = source["properties"]
    assert props["Price"]["number"]["format"] == "dollar"
    assert props["Calc"]["formula"]["expression"] == "prop(\"Price\") * 2"
    assert props["Roll"]["rollup"]["function"] == "sum"
    assert [o["name"] for o in props["Stage"]["status"]["options"]] == ["Not started", "In progress", "Done"]
    assert [o["name"] for o in props["Kind"]["select"]["options"]] == ["A", "B", "C"]  # C added on first use
    page = client.pages.retrieve(setup["rows"][0]["id"])["properties"]
    assert page["Notes"]["rich_text"][0]["plain_text"] == "Water in the Kitchen"
    assert page["Price"]["number"] == 10.5 and page["Done"]["checkbox"] is True
    assert page["When"]["date"] == {"start": "2024-03-01T10:00:00.000+01:00", "end": "2024-03-02", "time_zone": None}
    assert page["Owner"]["people"][0]["name"] == "Lee Brandt"
    assert page["Related"]["relation"] == [{"id": setup["claim_row"]}]
    assert page["Attachments"]["files"][0]["external"]["url"] == "https://example.com/spec.pdf"
    assert page["Ref"]["unique_id"] == {"prefix": "T", "number": 1}
    assert page["Creator"]["created_by"]["type"] == "bot"
    assert page["Created"]["created_time"].startswith("2024-03-04T07:")
    assert page["Calc"]["formula"]["type"] == "string" and page["Roll"]["rollup"]["type"] == "array"
    title = client.pages.properties.retrieve(setup["rows"][0]["id"], "title")
    assert title["object"] == "list" and title["results"][0]["title"]["plain_text"] == "alpha"

    kb = State(1, world.snapshot()).kb
    row = kb.row("Everything", "alpha")
    assert row["Price"] == Decimal("10.5") and row["Labels"] == ["x", "y"] and row["Stage"] == "In progress"
    assert row["Owner"] == [setup["lee"]] and row["Ref"] == 1 and row["Attachments"] == ["spec.pdf"]
    assert kb.value("Everything", "gamma", "Kind") is None and kb.value("Everything", "gamma", "Done") is False
    assert [r["Ref"] for r in kb.rows("Everything")] == [1, 2, 3]


FILTERS = [
    ({"property": "Notes", "rich_text": {"contains": "kitchen"}}, ["alpha"]),
    ({"property": "Notes", "rich_text": {"starts_with": "FIRE"}}, ["beta"]),
    ({"property": "Notes", "rich_text": {"is_empty": True}}, ["gamma"]),
    ({"property": "Name", "title": {"does_not_equal": "beta"}}, ["alpha", "gamma"]),
    ({"property": "Price", "number": {"greater_than_or_equal_to": 10.5}}, ["alpha", "beta"]),
    ({"property": "Price", "number": {"less_than": 0}}, ["gamma"]),
    ({"property": "Kind", "select": {"does_not_equal": "A"}}, ["beta", "gamma"]),
    ({"property": "Kind", "select": {"is_not_empty": True}}, ["alpha", "beta"]),
    ({"property": "Labels", "multi_select": {"contains": "y"}}, ["alpha", "beta"]),
    ({"property": "Labels", "multi_select": {"does_not_contain": "x"}}, ["beta", "gamma"]),
    ({"property": "Stage", "status": {"equals": "In progress"}}, ["alpha"]),
    ({"property": "When", "date": {"after": "2024-02-28"}}, ["alpha", "gamma"]),
    ({"property": "When", "date": {"on_or_before": "2024-03-01"}}, ["alpha", "beta"]),
    ({"property": "When", "date": {"equals": "2024-03-03"}}, ["gamma"]),
    ({"property": "When", "date": {"past_week": {}}}, ["alpha", "gamma"]),
    ({"property": "When", "date": {"this_week": {}}}, []),  # universe time: Monday 2024-03-04
    ({"timestamp": "created_time", "created_time": {"this_week": {}}}, ["alpha", "beta", "gamma"]),
    ({"property": "Owner", "people": {"is_not_empty": True}}, ["alpha"]),
    ({"property": "Done", "checkbox": {"does_not_equal": True}}, ["beta", "gamma"]),
    ({"property": "Mail", "email": {"is_empty": True}}, ["beta", "gamma"]),
    ({"property": "Link", "url": {"contains": "example"}}, ["alpha"]),
    ({"property": "Phone", "phone_number": {"ends_with": "1234"}}, ["alpha"]),
    ({"property": "Attachments", "files": {"is_not_empty": True}}, ["alpha"]),
    ({"property": "Ref", "unique_id": {"greater_than": 1}}, ["beta", "gamma"]),
    ({"timestamp": "created_time", "created_time": {"on_or_after": "2024-03-04"}}, ["alpha", "beta", "gamma"]),
    ({"or": [{"property": "Kind", "select": {"equals": "C"}},
             {"and": [{"property": "Done", "checkbox": {"equals": True}}, {"property": "Price", "number": {"equals": 10.5}}]}]},
     ["alpha", "beta"]),
]


@pytest.mark.parametrize("spec,expected", FILTERS, ids=[str(i) for i in range(len(FILTERS))])
def test_filter_per_type(client, setup, spec, expected):
    assert titles(client.data_sources.query(setup["source"], filter=spec)) == expected


def test_relation_and_people_filters(client, setup):
    related = {"property": "Related", "relation": {"contains": setup["claim_row"]}}
    assert titles(client.data_sources.query(setup["source"], filter=related)) == ["alpha"]
    owner = {"property": "Owner", "people": {"contains": setup["lee"]}}
    assert titles(client.data_sources.query(setup["source"], filter=owner)) == ["alpha"]


def test_sorts(client, setup):
    newest = client.data_sources.query(setup["source"], sorts=[{"timestamp": "created_time", "direction": "descending"}])
    assert titles(newest) == ["gamma", "beta", "alpha"]
    by_kind = client.data_sources.query(setup["source"], sorts=[{"property": "Kind", "direction": "descending"},
                                                                 {"property": "Price", "direction": "ascending"}])
    assert titles(by_kind) == ["beta", "alpha", "gamma"]  # empty Kind last, whatever the direction


def test_schema_changes_keep_values(world, client, setup):
    client.data_sources.update(setup["source"], properties={
        "Notes": {"name": "Remarks"}, "Phone": None, "Priority": {"select": {"options": [{"name": "High"}]}}})
    page = client.pages.retrieve(setup["rows"][0]["id"])["properties"]
    assert page["Remarks"]["rich_text"][0]["plain_text"] == "Water in the Kitchen"
    assert "Phone" not in page and page["Priority"]["select"] is None
    kb = State(1, world.snapshot()).kb
    assert kb.value("Everything", "alpha", "Remarks") == "Water in the Kitchen"
    schema = world.snapshot()["kb"].data["databases"][-1]["data_sources"][0]["properties"]
    assert "Phone" not in schema and schema["Priority"] == {"type": "select", "options": ["High"]}


def test_block_edits(world, client, setup):
    page = setup["rows"][1]["id"]
    first, last = client.blocks.children.append(page, children=[
        {"paragraph": {"rich_text": text("one")}}, {"to_do": {"rich_text": text("three")}}])["results"]
    client.blocks.children.append(page, children=[{"paragraph": {"rich_text": text("two")}}], after=first["id"])
    client.blocks.update(first["id"], paragraph={"rich_text": text("one, edited")})
    client.blocks.update(last["id"], to_do={"checked": True})
    extra = client.blocks.children.append(page, children=[{"quote": {"rich_text": text("gone")}}])["results"][0]
    assert client.blocks.delete(extra["id"])["in_trash"] is True
    listed = client.blocks.children.list(page)["results"]
    assert [b["type"] for b in listed] == ["paragraph", "paragraph", "to_do"]
    assert listed[2]["to_do"]["checked"] is True and listed[2]["to_do"]["rich_text"][0]["plain_text"] == "three"
    kb = State(1, world.snapshot()).kb
    assert kb.page_text("beta") == "one, edited\ntwo\nthree"
    snap_blocks = next(p for p in world.snapshot()["kb"].data["pages"] if p["id"] == page)["blocks"]
    assert [b["in_trash"] for b in snap_blocks] == [False, False, False, True]  # trashed blocks stay, marked


def test_comment_threads_and_search_pages(world, client, setup):
    page = setup["rows"][2]["id"]
    first = client.comments.create(parent={"page_id": page}, rich_text=text("Is the price right?"))
    reply = client.comments.create(discussion_id=first["discussion_id"], rich_text=text("Yes."))
    assert reply["discussion_id"] == first["discussion_id"]
    assert State(1, world.snapshot()).kb.comments("gamma") == ["Is the price right?", "Yes."]
    seen, cursor = [], None
    while True:
        answer = client.search(query="a", page_size=2, **({"start_cursor": cursor} if cursor else {}))
        seen += [r["id"] for r in answer["results"]]
        if not answer["has_more"]:
            break
        cursor = answer["next_cursor"]
    assert len(seen) == len(set(seen)) and {r["id"] for r in setup["rows"]} <= set(seen)


def test_filter_properties_limits_the_answer(client, setup):
    answer = client.data_sources.query(setup["source"], filter_properties=["title", "Price"])
    assert {tuple(sorted(p["properties"])) for p in answer["results"]} == {("Name", "Price")}


def test_unique_ids_count_up(world, client, setup):
    home = setup["db"]["parent"]["page_id"]
    db = client.databases.create(parent={"page_id": home}, title=text("Numbered"), initial_data_source={
        "properties": {"Name": {"title": {}}, "No": {"unique_id": {"prefix": "N"}}}})
    for name in ("a", "b", "c"):
        client.pages.create(parent={"data_source_id": db["data_sources"][0]["id"]}, properties={"Name": {"title": text(name)}})
    assert [r["No"] for r in State(1, world.snapshot()).kb.rows("Numbered")] == [1, 2, 3]


def test_markdown_of_every_block_kind(client, setup, world):
    page = setup["rows"][2]["id"]
    rt = [{"type": "text", "text": {"content": "see "}},
          {"type": "text", "text": {"content": "docs", "link": {"url": "https://x.example"}}, "annotations": {"bold": True}}]
    client.blocks.children.append(page, children=[
        {"heading_3": {"rich_text": rt}}, {"numbered_list_item": {"rich_text": text("first")}},
        {"quote": {"rich_text": text("said")}}, {"callout": {"rich_text": text("note"), "icon": {"emoji": "💡"}}},
        {"toggle": {"rich_text": text("more"), "children": [{"paragraph": {"rich_text": text("inside")}}]}},
        {"code": {"rich_text": text("a = 1\nb = 2"), "language": "python"}}, {"equation": {"expression": "e^x"}},
        {"table": {"table_width": 2, "children": [{"table_row": {"cells": [text("k"), text("v")]}},
                                                  {"table_row": {"cells": [text("a"), text("1")]}}]}},
        {"bookmark": {"url": "https://b.example"}}, {"divider": {}}])
    markdown = sdk(world, notion_version="2026-03-11").pages.retrieve_markdown(page)["markdown"]
    assert markdown == "\n".join([
        "### see [**docs**](https://x.example)", "1. first", "> said", "<callout>", "\tnote", "</callout>",
        "<details>", "<summary>more</summary>", "\tinside", "</details>", "```python", "a = 1", "b = 2", "```",
        "$$e^x$$", "| k | v |", "| --- | --- |", "| a | 1 |", '<bookmark url="https://b.example"/>', "---"])


def test_write_a_page_as_markdown(client, setup, world):
    md = sdk(world, notion_version="2026-03-11")
    home = setup["db"]["parent"]["page_id"]
    page = md.pages.create(parent={"page_id": home}, properties={"title": {"title": text("Notes")}},
                           markdown="## Visit\nMet the owner.\n- [x] photos taken\n\t- kitchen\n- dryer ordered")
    kb = State(1, world.snapshot()).kb
    assert [(b["type"], b["text"]) for b in kb.page("Notes")["blocks"]] == [
        ("heading_2", "Visit"), ("paragraph", "Met the owner."), ("to_do", "photos taken"), ("bulleted_list_item", "dryer ordered")]
    assert kb.page("Notes")["blocks"][2]["checked"] is True
    assert kb.page("Notes")["blocks"][2]["children"][0]["text"] == "kitchen"
    md.pages.update_markdown(page["id"], type="update_content", update_content={"content_updates": [
        {"old_str": "Met the owner.", "new_str": "Met the **owner** and the *tenant*."}]})
    after = md.pages.retrieve_markdown(page["id"])["markdown"]
    assert after == "## Visit\nMet the **owner** and the *tenant*.\n- [x] photos taken\n\t- kitchen\n- dryer ordered"
    answer = md.pages.update_markdown(page["id"], type="replace_content", replace_content={"new_str": "Done."})
    assert answer["markdown"] == "Done." and State(1, world.snapshot()).kb.page_text("Notes") == "Done."


def test_many_options_get_distinct_ids(client, setup):
    names = [f"option {i}" for i in range(400)]
    source = client.data_sources.update(setup["source"], properties={
        "Many": {"multi_select": {"options": [{"name": n} for n in names]}}})
    ids = [o["id"] for o in source["properties"]["Many"]["multi_select"]["options"]]
    assert len(set(ids)) == 400


def test_move_a_page_between_parents(world, client, setup):
    home = setup["db"]["parent"]["page_id"]
    note = client.pages.create(parent={"page_id": home}, properties={"title": {"title": text("Loose note")}})
    moved = client.pages.move(note["id"], parent={"data_source_id": setup["source"]})
    assert moved["parent"]["data_source_id"] == setup["source"]
    assert moved["properties"]["Name"]["title"][0]["plain_text"] == "Loose note"
    assert note["id"] not in [b["id"] for b in client.blocks.children.list(home)["results"]]
    row = State(1, world.snapshot()).kb.row("Everything", "Loose note")
    assert row["Price"] is None and row.id == note["id"]
    back = client.pages.move(note["id"], parent={"page_id": home})
    assert list(back["properties"]) == ["title"] and back["properties"]["title"]["title"][0]["plain_text"] == "Loose note"
    assert client.blocks.children.list(home)["results"][-1]["id"] == note["id"]


def test_mentions_read_as_text(world, client, setup):
    page = setup["rows"][0]["id"]
    client.comments.create(parent={"page_id": page}, rich_text=[
        {"type": "text", "text": {"content": "Ask "}}, {"type": "mention", "mention": {"type": "user", "user": {"id": setup["lee"]}}},
        {"type": "text", "text": {"content": " about "}},
        {"type": "mention", "mention": {"type": "page", "page": {"id": setup["rows"][1]["id"]}}},
        {"type": "text", "text": {"content": " by "}}, {"type": "mention", "mention": {"type": "date", "date": {"start": "2024-03-08"}}}])
    assert State(1, world.snapshot()).kb.comments("alpha")[-1] == "Ask @Lee Brandt about beta by 2024-03-08"
