"""Seed, events and mutations of the kb service, read back through the check helpers (state.kb)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from decimal import Decimal

import httpx
import pytest
import yaml

from checkers.state import State
from clawmark.taskdir import clock_for
from clawmark.endpoint import ServiceError
from clawmark.services.kb.spec import KbUpdateProperties
from clawmark.taskdir import load_task
from clawmark.world import World

from .support import HERE, client


def test_seed_is_readable_through_the_sdk_and_the_view(world):
    snap = world.snapshot()
    kb = State(1, snap).kb
    assert kb.databases() == ["Claims"]
    assert [r.title for r in kb.rows("Claims")] == ["CLM-0417", "CLM-0101"]
    assert [r.title for r in kb.rows("Claims", Status="Open")] == ["CLM-0417"]
    assert kb.value("Claims", "CLM-0101", "Amount") == Decimal("310.25")
    assert kb.rows("Claims", where=lambda r: "water" in r["Tags"])[0].title == "CLM-0417"
    assert "Schedule in policy/" in kb.page_text("Claims desk")
    users = {u["name"]: u["id"] for u in snap["kb"].data["users"]}
    assert kb.value("Claims", "CLM-0417", "Handler") == [users["Lee Brandt"]]
    row = kb.row("Claims", "CLM-0417")
    answer = client(world).pages.retrieve(row.id)
    assert answer["properties"]["Amount"]["number"] == 7840
    assert answer["properties"]["Handler"]["people"][0]["name"] == "Lee Brandt"
    image = next(b for b in client(world).blocks.children.list(kb.page("Claims desk")["id"])["results"]
                 if b["type"] == "image")
    photo = (world.task.root / "artifacts/photo.png").read_bytes()
    assert httpx.get(image["image"]["file"]["url"]).content == photo
    digest = next(b for b in kb.page("Claims desk")["blocks"] if b["type"] == "image")["source"]
    assert snap["kb"].blobs[digest] == photo


def test_rounds_tell_the_agents_edits_from_mutations(task):
    clock = clock_for(task)
    with World(task, clock) as world:
        before1 = world.snapshot()
        row = State(1, before1).kb.row("Claims", "CLM-0417")
        client(world).pages.update(row.id, properties={"Status": {"select": {"name": "Closed"}}})
        kb1 = State(1, world.snapshot(), before1).kb
        assert kb1.value("Claims", "CLM-0417", "Status") == "Closed"
        assert kb1.agent_edited("Claims", "CLM-0417", "Status")
        assert not kb1.agent_edited("Claims", "CLM-0417", "Amount")

        clock.set_round(2)
        for change in (*task.spec.rounds[1].events, *task.spec.rounds[1].mutations):
            world.apply(change)
        before2 = world.snapshot()
        kb2 = State(2, world.snapshot(), before2).kb
        new = kb2.row("Claims", "CLM-0502")
        assert new["Status"] == "Open" and new["Amount"] == 1200
        assert kb2.value("Claims", "CLM-0417", "Reserve") == Decimal("9500.5")
        users = {u["name"]: u["id"] for u in before2["kb"].data["users"]}
        assert kb2.last_editor("Claims", "CLM-0417", "Reserve") == users["Lee Brandt"]
        assert not kb2.agent_edited("Claims", "CLM-0417", "Reserve")
        assert kb2.last_editor("Claims", "CLM-0417", "Status") == kb2.agent
        assert not kb2.agent_edited("Claims", "CLM-0417", "Status")  # the agent's write of round 1
        assert kb2.page_text("Claims desk").endswith("Reserves reviewed on Tuesday.")
        assert kb2.page_text("Claims desk", by="agent") == ""
        assert kb2.page_text("Claims desk", by=users["Dana Okafor"]).endswith("Reserves reviewed on Tuesday.")
        assert [r.title for r in kb2.rows("Claims", in_trash=True)] == ["CLM-0101"]
        page = next(p for p in before2["kb"].data["pages"] if p["title"] == "CLM-0502")
        assert page["created_time"].startswith("2024-03-05T07:30") and page["created_by"] == users["Dana Okafor"]


def test_a_bad_change_names_itself_and_changes_nothing(world):
    before = world.snapshot()["kb"].data
    bad = KbUpdateProperties(id="typo", kind="kb.update_properties", page="clm-0417",
                             properties={"Reserve": {"number": 1}, "Colour": {"select": {"name": "red"}}})
    with pytest.raises(ServiceError, match=r"typo \(kb.update_properties\): Colour is not a property"):
        world.apply(bad)
    missing = KbUpdateProperties(id="ghost", kind="kb.update_properties", page="no-such-page", properties={})
    with pytest.raises(ServiceError, match="no-such-page"):
        world.apply(missing)
    assert world.snapshot()["kb"].data == before


def test_a_bad_seed_file_is_named(task, tmp_path):
    root = tmp_path / "task"
    shutil.copytree(task.root, root)
    seed = json.loads((root / "seed/kb/10-desk.json").read_text())
    seed["databases"][0]["rows"][1]["properties"]["Amount"] = {"number": "lots"}
    (root / "seed/kb/10-desk.json").write_text(json.dumps(seed))
    broken = load_task(root)
    with pytest.raises(ServiceError, match=r"seed/kb/10-desk.json: databases\[0\]: .*Amount.*number"):
        with World(broken, clock_for(broken)):
            pass




def test_seed_can_backdate_rows(world):
    old = next(p for p in world.snapshot()["kb"].data["pages"] if p["title"] == "CLM-0101")
    assert old["created_time"] == old["last_edited_time"] == "2023-11-20T09:00:00.000Z"
    answer = client(world).data_sources.query(old["parent"]["id"], filter={
        "timestamp": "created_time", "created_time": {"before": "2024-01-01"}})
    assert [p["id"] for p in answer["results"]] == [old["id"]]


def test_a_round_without_kb_changes_still_moves_the_servers_clock(tmp_path):
    """`clawmark up --round 2` once left Notion's created_time on day 1 when day 2 changed nothing in the kb."""
    folder = shutil.copytree(HERE / "task", tmp_path / "task")
    spec = yaml.safe_load((folder / "task.yaml").read_text(encoding="utf-8"))
    spec["rounds"][1].pop("events"), spec["rounds"][1].pop("mutations")
    (folder / "task.yaml").write_text(yaml.safe_dump(spec, sort_keys=False), encoding="utf-8")
    task = load_task(folder)
    with World(task, clock_for(task)) as world:
        world.begin_round(2)
        parent = next(p for p in world.snapshot()["kb"].data["pages"] if p["title"] == "Claims desk")
        page = client(world).pages.create(parent={"page_id": parent["id"]},
                                          properties={"title": {"title": [{"text": {"content": "Day two"}}]}})
    assert page["created_time"].startswith("2024-03-05T")


def test_up_names_a_change_the_service_refuses_without_a_traceback(tmp_path):
    folder = shutil.copytree(HERE / "task", tmp_path / "task")
    spec = (folder / "task.yaml").read_text(encoding="utf-8")
    (folder / "task.yaml").write_text(spec.replace("page: Claims desk", "page: No such page"), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "clawmark", "up", str(folder), "--round", "2"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1 and "could not be brought up" in result.stderr, result.stderr
    assert "Traceback" not in result.stderr
