"""The mail task end to end through the CLI: the oracle scores 100, noop fails, no Dovecot → exit 2."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from clawmark.cli import main

TASK = Path(__file__).resolve().parent.parent / "tasks/insurance/hail-damage-intake"


def run(tmp_path: Path, agent: str, env: dict | None = None):
    result = CliRunner().invoke(main, ["run", str(TASK), "--agent", agent, "--store", str(tmp_path), "--json"], env=env)
    return result.exit_code, result.output


def test_oracle_scores_100_and_noop_fails(tmp_path):
    code, out = run(tmp_path, "oracle")
    assert code == 0, out
    [oracle] = json.loads(out)["runs"]
    assert oracle["weighted_score"] == 100.0 and oracle["task_success"]
    code, out = run(tmp_path, "noop")
    [noop] = json.loads(out)["runs"]
    assert code == 0 and noop["outcome"] == "scored" and noop["weighted_score"] <= 20 and not noop["task_success"]


def test_without_dovecot_run_exits_2_naming_the_package(tmp_path):
    code, out = run(tmp_path, "oracle", env={"CLAWMARK_DOVECOT": "/nonexistent/dovecot"})
    assert code == 2
    assert "dovecot-imapd" in out and "task.yaml" in out
