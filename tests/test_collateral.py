"""state.agent_changes() and the built-in collateral check, on the five real services: a scripted
agent (tests/fixtures/tasks/changes-probe/oracle.py) changes each service inside its scope,
outside it, and in objects of its own."""

from __future__ import annotations

import shutil

import pytest

from checkers.changes import CellChange, Change, EventChange, FileChange, KbChange, MessageChange, SentMail
from checkers.state import State
from clawmark.collateral import outside_scope
from clawmark.problems import InputError
from clawmark.rescore import snapshots, verify
from clawmark.runner import run_task
from clawmark.scope import Scope
from clawmark.store import Store
from clawmark.taskdir import load_task
from conftest import REPO

PROBE = REPO / "tests" / "fixtures" / "tasks" / "changes-probe"

DAY1 = [
    "fs: changed notes/policy.md", "fs: added reports/day1.md", "fs: added scratch/notes.md",
    "mail: added kim@probe.example:INBOX/sent-1", "mail: flagged INBOX/<lunch@probe.example> (+\\Seen)",
    "mail: moved INBOX/<budget@probe.example> (to Archive)", "mail: sent Hi (to kim@probe.example)",
    "calendar: added pat/work/focus@probe.example", "calendar: changed pat/work/review@probe.example#LOCATION",
    "calendar: changed pat/work/standup@probe.example#EXDATE",
    "kb: changed Handbook#blocks", "kb: changed Tickets/T-1#Status", "kb: changed Tickets/T-2#Due",
    "kb: added Tickets/T-3",
    "sheets: changed Plan/Tasks!C4", "sheets: added Plan/Tasks!B2", "sheets: added Plan/Scratch",
]
DAY2 = [
    "fs: removed data/a.txt", "fs: changed data/from-the-world.txt", "fs: changed scratch/notes.md",
    "mail: flagged INBOX/<lunch@probe.example> (+\\Deleted)", "kb: changed Tickets/T-3#Due",
    "sheets: added Plan/Scratch!A2",
]


@pytest.fixture(scope="module")
def probe_run(tmp_path_factory):
    """The probe's run: (task, store, verdict log, the States of its two rounds)."""
    store = Store(tmp_path_factory.mktemp("store"))
    task = load_task(PROBE)
    result = run_task(task, "oracle", store)
    states: list[State] = []
    for r in result.log.rounds:
        states.append(State(r.round, snapshots(store, r.snapshots.after), snapshots(store, r.snapshots.before),
                            earlier=tuple(states)))
    return task, store, result, states


def test_agent_changes_name_every_change_of_every_service(probe_run):
    _, _, result, states = probe_run
    assert [str(c) for c in states[0].agent_changes()] == DAY1
    assert [str(c) for c in states[1].agent_changes()] == DAY2
    details = {c.id: c.detail for r in result.log.rounds for c in r.checks}
    assert details["day1_changes"] == "; ".join(DAY1) and details["day2_changes"] == "; ".join(DAY2)


def test_agent_changes_are_typed_records(probe_run):
    by_name = {c.name: c for c in probe_run[3][0].agent_changes()}
    moved = by_name["INBOX/<budget@probe.example>"]
    assert isinstance(moved, MessageChange) and (moved.folder, moved.to_folder, moved.action) == ("INBOX", "Archive", "moved")
    exdate = by_name["pat/work/standup@probe.example#EXDATE"]
    assert isinstance(exdate, EventChange) and (exdate.uid, exdate.property) == ("standup@probe.example", "EXDATE")
    due = by_name["Tickets/T-2#Due"]
    assert isinstance(due, KbChange) and (due.database, due.page, due.property) == ("Tickets", "T-2", "Due")
    cell = by_name["Plan/Tasks!C4"]
    assert isinstance(cell, CellChange) and (cell.spreadsheet, cell.sheet, cell.cell) == ("Plan", "Tasks", "C4")
    assert isinstance(by_name["notes/policy.md"], FileChange)
    sent = by_name["Hi"]
    assert isinstance(sent, SentMail) and sent.recipients == ("kim@probe.example",)


def test_world_changes_are_the_rounds_events_and_mutations(probe_run):
    states = probe_run[3]
    assert states[0].world_changes() == []
    assert [str(c) for c in states[1].world_changes()] == ["fs: added data/from-the-world.txt"]


def test_collateral_damage_is_what_the_agent_changed_of_the_worlds_outside_scope(probe_run):
    task, _, _, states = probe_run
    assert [str(c) for c in outside_scope(states[0], task.spec.scope)] == [
        "fs: changed notes/policy.md", "mail: moved INBOX/<budget@probe.example> (to Archive)",
        "calendar: changed pat/work/standup@probe.example#EXDATE", "kb: changed Handbook#blocks",
        "kb: changed Tickets/T-2#Due", "sheets: changed Plan/Tasks!C4"]
    # day 2: its own scratch file, page and sheet are free; the world's file and a \Deleted flag are not
    assert [str(c) for c in outside_scope(states[1], task.spec.scope)] == [
        "fs: removed data/a.txt", "fs: changed data/from-the-world.txt",
        "mail: flagged INBOX/<lunch@probe.example> (+\\Deleted)"]


def test_the_collateral_check_holds_for_the_run_and_names_the_first_changes(probe_run):
    _, store, result, _ = probe_run
    [collateral] = [c for c in result.log.rounds[0].checks if c.id == "collateral"]
    assert (collateral.category, collateral.weight, collateral.red_line, collateral.holds, collateral.penalty) == (
        "collateral", 1, False, True, True)
    assert (collateral.passed, collateral.broken_in) == (False, 1)
    assert collateral.detail == ("outside scope: fs: changed notes/policy.md; mail: moved INBOX/<budget@probe.example> "
                                 "(to Archive); calendar: changed pat/work/standup@probe.example#EXDATE; +3 more")
    assert all(c.id != "collateral" for c in result.log.rounds[1].checks)
    s = result.log.score  # the two probe checks pass (2 of 2); the damage costs the penalty's weight
    assert (s.passed_weight, s.total_weight, s.penalty_weight, s.weighted_score) == (2, 2, 1, "50.0")
    assert s.per_round == {"1": "0.0", "2": "100.0"}  # 1 − 1 of 1 on day 1
    assert verify(store, result.verdict_hash, PROBE).ok


def test_collateral_gives_no_credit_to_an_agent_that_changes_nothing(tmp_path):
    """noop passes collateral (it touched nothing) but earns nothing for it: its score is that of
    the task's own checks alone (here the probe's two, which pass for any agent)."""
    store = Store(tmp_path / "store")
    result = run_task(load_task(PROBE), "noop", store)
    [collateral] = [c for c in result.log.rounds[0].checks if c.id == "collateral"]
    assert (collateral.passed, collateral.penalty) == (True, True)
    s = result.log.score
    assert (s.passed_weight, s.total_weight, s.penalty_weight) == (2, 2, 0)
    assert verify(store, result.verdict_hash, PROBE).ok


def test_a_wider_scope_covers_more_and_red_line_zeroes(probe_run, tmp_path):
    task, _, _, states = probe_run
    wide = Scope(fs=["notes/*.md", "data"], mail=["INBOX"], calendar=["pat/work"], kb=["Handbook", "Tickets"],
                 sheets=["Plan/Tasks"])
    assert outside_scope(states[0], wide) == [] and outside_scope(states[1], wide) == []
    root = shutil.copytree(PROBE, tmp_path / "probe", ignore=shutil.ignore_patterns("__pycache__"))
    spec = (root / "task.yaml").read_text().replace("  sheets: [Plan/Tasks!B2:B3]\n",
                                                      "  sheets: [Plan/Tasks!B2:B3]\n  red_line: true\n  weight: 2\n")
    (root / "task.yaml").write_text(spec)
    log = run_task(load_task(root), "oracle", Store(tmp_path / "store")).log
    assert log.score.red_line_violations == ["collateral"] and log.score.weighted_score == "0.0"


@pytest.mark.parametrize("service, entry, name, covered", [
    ("fs", "outbox", "outbox/settlement.json", True),
    ("fs", "outbox", "outbox2/x.json", False),
    ("fs", "claims/*/assessment.json", "claims/CLM-1/assessment.json", True),
    ("mail", "INBOX", "INBOX/<a@x>", True),
    ("mail", "INBOX", "Archive/<a@x>", False),
    ("calendar", "maren/work/board@x", "maren/work/board@x#DTSTART", True),
    ("calendar", "maren/work/board@x#LOCATION", "maren/work/board@x#DTSTART", False),
    ("kb", "Atlas board/*#Due", "Atlas board/ATL-1#Due", True),
    ("kb", "Atlas board/*#Due", "Atlas board/ATL-1#Sprint", False),
    ("kb", "Atlas board", "Atlas board#Due", True),
    ("sheets", "Plan", "Plan/Tasks", True),
])
def test_scope_entries_are_globs_covering_what_is_below_them(service, entry, name, covered):
    assert Scope(**{service: [entry]}).covers(Change(service, "changed", name, ())) is covered
    assert not Scope(**{"fs" if service != "fs" else "kb": [entry]}).covers(Change(service, "changed", name, ()))


def test_a_sheets_scope_range_covers_its_cells_only():
    scope = Scope(sheets=["Claims register/Open claims!D3:G3", "Plan/Tasks!A6:H"])
    cell = lambda book, sheet, ref: CellChange("sheets", "changed", f"{book}/{sheet}!{ref}", (), spreadsheet=book,
                                               sheet=sheet, cell=ref)
    assert scope.covers(cell("Claims register", "Open claims", "E3"))
    assert not scope.covers(cell("Claims register", "Open claims", "E4"))
    assert not scope.covers(cell("Claims register", "Open claims", "C3"))
    assert scope.covers(cell("Plan", "Tasks", "B900"))
    assert not scope.covers(CellChange("sheets", "removed", "Plan/Tasks", (), spreadsheet="Plan", sheet="Tasks"))


def test_a_bad_scope_is_an_error_naming_the_field(tmp_path):
    root = shutil.copytree(PROBE, tmp_path / "probe", ignore=shutil.ignore_patterns("__pycache__"))
    spec = (root / "task.yaml").read_text()
    (root / "task.yaml").write_text(spec.replace("[Plan/Tasks!B2:B3]", "[Plan/Tasks!B2:nonsense]")
                                    .replace("  fs: [reports]", "  fs: [reports]\n  files: [x]"))
    with pytest.raises(InputError) as e:
        load_task(root)
    problems = {(p.field, p.message) for p in e.value.problems}
    assert ("scope.files", "unknown field (misspelled?)") in problems
    assert any(f == "scope.sheets" and "B2:nonsense" in m for f, m in problems)


def test_agent_changes_need_the_before_snapshots(probe_run):
    with pytest.raises(KeyError):
        State(1, probe_run[3][0].snapshots).agent_changes()
