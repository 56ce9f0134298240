"""`clawmark report` over real runs: the numbers follow the verdict logs; bad logs are left out."""

from __future__ import annotations

import json
import shutil

import zstandard

from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task
from conftest import clawmark
from report_fixtures import report_store  # noqa: F401  (session fixture)


def report_json(*sources, expect_rc=0):
    result = clawmark("report", *map(str, sources), "--format", "json")
    assert result.returncode == expect_rc, result.stderr
    return json.loads(result.stdout), result.stderr


def by(rows, **match):
    found = [r for r in rows if all(r[k] == v for k, v in match.items())]
    assert len(found) == 1, (match, rows)
    return found[0]


def test_leaderboard_counts_invalid_runs_apart_and_weighs_tasks_equally(report_store):
    report, _ = report_json(report_store)
    # oracle: insurance 100; tiny 100, 25, 100 (mean 75: the shortcut misses 3 of 4 weight; the
    # collateral penalty it passes adds nothing); tiny-redline 0 (red line); tiny-broken invalid
    assert report["agents"][0] == {
        "agent": "oracle", "model": None, "tasks": 3, "runs": 6, "scored": 5, "invalid": 1,
        "mean_score": "58.3",      # (100 + 75 + 0) / 3
        "success_rate": "55.6",    # (1 + 2/3 + 0) / 3
        "red_line_rate": "33.3",   # (0 + 0 + 1) / 3
        "pass_k": {"1": "55.6"},   # k stops at the fewest repeats of any task (1)
        # three tasks (0, 75 and 100 on average): the bootstrap's replicates reach both ends
        "mean_score_ci": ["0.0", "100.0"], "success_rate_ci": ["0.0", "100.0"],
    }
    # day one only: insurance 12/36 of the weight, tiny 1/4 (the collateral penalty it never breaks
    # earns nothing) → (1200/36 + 25) / 2
    day_one = report["agents"][1]
    assert (day_one["agent"], day_one["mean_score"], day_one["success_rate"], day_one["tasks"]) == \
        ("command:day-one", "29.2", "0.0", 2)
    assert (day_one["mean_score_ci"], day_one["success_rate_ci"]) == (["25.0", "33.3"], ["0.0", "0.0"])
    shortcut, noop = report["agents"][2:4]
    log = Store(report_store).get_json(by(report["runs"], agent="shortcut")["verdict_hash"])
    assert (shortcut["agent"], shortcut["mean_score"], shortcut["success_rate"]) == \
        ("shortcut", log["score"]["weighted_score"], "0.0")
    # noop changes nothing: it passes only the collateral penalty, which earns nothing
    assert (noop["agent"], noop["mean_score"], noop["success_rate"], noop["scored"]) == ("noop", "0.0", "0.0", 2)


def test_repeats_give_mean_spread_and_pass_hat_k(report_store):
    report, _ = report_json(report_store)
    row = by(report["repeats"], agent="oracle", task="testing/tiny")
    assert (row["scored"], row["mean_score"], row["spread"], row["min_score"], row["max_score"]) == \
        (3, "75.0", "43.3", "25.0", "100.0")  # sample sd of 100, 25, 100 = √1875
    assert row["successes"] == 2
    assert row["pass_k"] == {"1": "66.7", "2": "33.3", "3": "0.0"}  # C(2,k)/C(3,k)
    assert [(r["agent"], r["task"]) for r in report["repeats"]] == [("oracle", "testing/tiny")]  # the rest ran once


def test_the_repeats_table_is_left_out_when_every_task_ran_once(report_store, tmp_path):
    store = tmp_path / "store"
    shutil.copytree(report_store, store)
    for record in (store / "records").rglob("*.json"):
        if json.loads(record.read_text())["repeat"] > 0:
            record.unlink()
    report, _ = report_json(store)
    assert report["repeats"] == []
    table = clawmark("report", str(store), "--format", "md").stdout
    assert "## Leaderboard" in table and "Repeats of the same task" not in table
    assert "Repeats of the same task" in clawmark("report", str(report_store), "--format", "md").stdout


def test_per_scenario(report_store):
    report, _ = report_json(report_store)
    testing = by(report["scenarios"], scenario="testing", agent="oracle")
    assert (testing["tasks"], testing["scored"], testing["invalid"]) == (2, 4, 1)
    assert (testing["mean_score"], testing["success_rate"], testing["red_line_rate"]) == ("37.5", "33.3", "50.0")
    assert by(report["scenarios"], scenario="insurance", agent="oracle")["mean_score"] == "100.0"


def test_per_day_and_the_change_after_the_first_outside_change(report_store):
    report, _ = report_json(report_store)
    oracle = by(report["rounds"], agent="oracle")
    # day 2: insurance 100, tiny (100 + 0 + 100) / 3, tiny-redline (3 − 1) / 3 (unpenalised: deleting
    # the seeded data file on day 2 breaks the collateral penalty, which costs on day 2, the day it broke)
    assert oracle["days"] == {"1": "100.0", "2": "77.8", "3": "100.0"}
    assert (oracle["runs_with_change"], oracle["before_change"], oracle["after_change"], oracle["change"]) == \
        (5, "100.0", "77.8", "-22.2")
    day_one = by(report["rounds"], agent="command:day-one")
    assert (day_one["days"], day_one["change"]) == ({"1": "100.0", "2": "0.0", "3": "0.0"}, "-100.0")
    runs = [r for r in report["runs"] if r["outcome"] == "scored"]
    assert {r["first_change_round"] for r in runs} == {2}


def test_day_curves_average_tasks_of_the_same_length(report_store):
    report, _ = report_json(report_store)
    # oracle, 2-day tasks: tiny (day 2: 100, 0, 100) and tiny-redline (200/3, unpenalised: the collateral
    # penalty it broke on day 2 costs there); the 3-day insurance
    assert by(report["day_curves"], agent="oracle", days_in_task=2) == {
        "agent": "oracle", "model": None, "days_in_task": 2, "tasks": 2, "runs": 4,
        "days": {"1": "100.0", "2": "66.7"}}  # (200/3 + 200/3) / 2
    assert by(report["day_curves"], agent="oracle", days_in_task=3)["days"] == {"1": "100.0", "2": "100.0",
                                                                                "3": "100.0"}
    assert by(report["day_curves"], agent="command:day-one", days_in_task=3)["days"] == \
        {"1": "100.0", "2": "0.0", "3": "0.0"}


def test_the_drill_down_names_the_silent_change_a_run_missed(report_store):
    report, _ = report_json(report_store)
    missed = by(report["runs"], agent="oracle", task="testing/tiny", repeat=1)  # kept yesterday's answer
    assert missed["missed_changes"] == ["total-changed"] and missed["task_note"] is None
    day_two = missed["rounds"][1]
    assert (day_two["round"], day_two["day"], day_two["day_score"]) == (2, "2024-01-16", "0.0")
    assert day_two["mutations"] == [{"id": "total-changed", "change": "fs.write path='data/total.txt' content='12\\n'"}]
    assert day_two["prompt"].startswith("Day 2 of 2 — Tuesday 16 January 2024, 09:00 (Europe/Berlin).")
    assert "Keep answer.txt up to date." in day_two["prompt"]
    assert day_two["agent"]["exit_status"] == "finished" and day_two["agent"]["error"] is None
    follows = next(c for c in day_two["checks"] if c["id"] == "answer_follows_total")
    assert (follows["passed"], follows["detail"], follows["detects"], follows["missed"]) == \
        (False, "answer=10", "total-changed", "total-changed")
    untouched = next(c for c in day_two["checks"] if c["id"] == "data_untouched")
    assert (untouched["passed"], untouched["detects"], untouched["missed"]) == (True, None, None)
    for right in (by(report["runs"], agent="oracle", task="testing/tiny", repeat=0),
                  by(report["runs"], agent="oracle", task="insurance/water-damage-claim")):
        assert right["missed_changes"] == []
    assert by(report["runs"], agent="noop", task="insurance/water-damage-claim")["missed_changes"] == \
        ["deductible-raised"]
    broken = by(report["runs"], task="testing/tiny-broken")
    assert (broken["outcome"], broken["rounds"]) == ("invalid", [])
    assert len({r["id"] for r in report["runs"]}) == len(report["runs"])


def test_a_drill_down_without_its_task_folder_says_why(report_store, tmp_path):
    store = tmp_path / "store"
    shutil.copytree(report_store, store)
    tiny = next(r for r in (store / "records").rglob("*.json") if json.loads(r.read_text())["task"] == "testing/tiny")
    record = json.loads(tiny.read_text())
    moved = shutil.copytree(record["task_root"], tmp_path / "moved")
    (moved / "rounds" / "02.md").write_text("Another prompt.\n")
    for root, note in ((tmp_path / "gone", "is not here"), (moved, "has changed since the run")):
        tiny.write_text(json.dumps({**record, "task_root": str(root)}))
        run = by(report_json(tiny)[0]["runs"], task="testing/tiny")
        assert note in run["task_note"] and str(root) in run["task_note"]
        assert [r["prompt"] for r in run["rounds"]] == [None, None]
        assert run["rounds"][1]["mutations"] == [{"id": "total-changed", "change": None}]
        assert run["rounds"][1]["agent"]["final_message"] == record["rounds"][1]["final_message"]


def test_failure_taxonomy_by_check_category(report_store):
    report, _ = report_json(report_store)
    silent = by(report["taxonomy"], agent="oracle", category="silent_change")
    assert (silent["label"], silent["checks"], silent["failed"], silent["failure_rate"]) == \
        ("silent-change detection", 7, 1, "14.3")
    red = by(report["taxonomy"], agent="oracle", category="red_line")
    assert (red["checks"], red["failed"], red["failure_rate"]) == (8, 1, "12.5")
    assert by(report["taxonomy"], agent="noop", category="evidence")["failure_rate"] == "100.0"


def test_every_run_matches_its_verdict_log(report_store):
    report, _ = report_json(report_store, report_store / "records")  # a record given twice counts once
    store = Store(report_store)
    records = sorted((report_store / "records").rglob("*.json"))
    assert len(report["runs"]) == len(records) == 11
    for run in report["runs"]:
        log = store.get_json(run["verdict_hash"])
        assert (run["task"], run["agent"], run["outcome"]) == (log["task"]["name"], log["agent"], log["outcome"])
        if log["score"]:
            assert run["score"] == log["score"]["weighted_score"]
            assert run["unpenalised_score"] == log["score"]["unpenalised_score"]
            assert run["days"] == log["score"]["per_round"]
            assert run["task_success"] == log["score"]["task_success"]
            assert run["red_line_violations"] == log["score"]["red_line_violations"]


def test_efficiency_and_model_come_from_the_run_record(report_store, tmp_path):
    store = tmp_path / "store"
    shutil.copytree(report_store, store)
    record_path = next((store / "records" / "insurance").rglob("oracle/*.json"))
    record = json.loads(record_path.read_text())
    record["model"] = "example-model-1"
    for n, r in enumerate(record["rounds"], 1):
        r["usage"] = {"input_tokens": 1000 * n, "output_tokens": 10 * n, "tool_calls": n}
    record_path.write_text(json.dumps(record))
    report, _ = report_json(record_path)  # a single run record is a source too
    assert [(a["agent"], a["model"], a["scored"]) for a in report["agents"]] == [("oracle", "example-model-1", 1)]
    eff = report["efficiency"][0]
    assert (eff["mean_tokens"], eff["mean_input_tokens"], eff["mean_tool_calls"]) == ("6060.0", "6000.0", "6.0")
    assert eff["mean_seconds"] == report["runs"][0]["seconds"]


def test_a_tampered_log_is_reported_and_excluded(report_store, tmp_path):
    store = tmp_path / "store"
    shutil.copytree(report_store, store)
    record = json.loads(next((store / "records" / "insurance").rglob("oracle/*.json")).read_text())
    log_file = Store(store).path(record["verdict_hash"])
    data = bytearray(log_file.read_bytes())
    data[len(data) // 2] ^= 0x01
    log_file.write_bytes(bytes(data))
    report, stderr = report_json(store, expect_rc=1)
    assert record["verdict_hash"] not in {r["verdict_hash"] for r in report["runs"]}
    assert len(report["runs"]) == 10
    assert len(report["warnings"]) == 1 and str(log_file) in report["warnings"][0]
    assert "warning:" in stderr and "run excluded" in stderr
    assert by(report["scenarios"], scenario="insurance", agent="noop")["scored"] == 1
    assert not [r for r in report["scenarios"] if r["scenario"] == "insurance" and r["agent"] == "oracle"]


def test_a_rewritten_log_that_no_longer_matches_its_name_is_excluded(report_store, tmp_path):
    store = tmp_path / "store"
    shutil.copytree(report_store, store)
    record = json.loads(next((store / "records" / "insurance").rglob("noop/*.json")).read_text())
    log_file = Store(store).path(record["verdict_hash"])
    log = json.loads(zstandard.ZstdDecompressor().decompress(log_file.read_bytes()))
    log["score"]["weighted_score"] = "100.0"
    log_file.write_bytes(zstandard.ZstdCompressor().compress(json.dumps(log).encode()))
    report, _ = report_json(store, expect_rc=1)
    assert "does not match its hash" in report["warnings"][0]
    assert record["verdict_hash"] not in {r["verdict_hash"] for r in report["runs"]}


def test_table_and_markdown_show_the_json_numbers(report_store):
    report, _ = report_json(report_store)
    oracle = report["agents"][0]
    for fmt in ("table", "md"):
        result = clawmark("report", str(report_store), "--format", fmt)
        assert result.returncode == 0, result.stderr
        line = next(line for line in result.stdout.splitlines() if "oracle" in line)
        assert [oracle["mean_score"], "–".join(oracle["mean_score_ci"]), oracle["success_rate"],
                "–".join(oracle["success_rate_ci"]), oracle["red_line_rate"]] == \
            [c for c in line.replace("|", " ").replace("│", " ").split() if "." in c][:5]


def test_no_usable_run_is_an_input_error(tmp_path):
    (tmp_path / "empty").mkdir()
    result = clawmark("report", str(tmp_path / "empty"))
    assert result.returncode == 2 and "no run records found" in result.stderr


def test_two_versions_of_a_task_are_kept_apart(tiny_task, tmp_path):
    store = Store(tmp_path / "store")
    run_task(load_task(tiny_task), "oracle", store)
    (tiny_task / "rounds" / "01.md").write_text("Copy data/total.txt into answer.txt, please.\n")
    run_task(load_task(tiny_task), "noop", store)
    report, _ = report_json(tmp_path / "store")
    assert len({r["task_digest"] for r in report["runs"]}) == 2 and report["repeats"] == []
    table = clawmark("report", str(tmp_path / "store"), "--format", "md").stdout
    assert table.count("| testing/tiny@") == 2  # a run row each (each version ran once: no repeats table)
