"""The mail task end to end through the CLI: the oracle scores 100, noop fails, no Dovecot → exit 2."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from clawmark.cli import main

TASK = Path(__file__).resolve().parent.parent / "tasks/insurance/hail-damage-intake"


def run(tmp_path: Path, agent: str, env: dict | None = None):
    result = CliRunner().invoke(main, ["run", str(TASK), "--agent", agent, "--store", str(tmp_path), "--json"], env=env)
    return result


def test_oracle_scores_100_and_noop_fails(tmp_path):
    result = run(tmp_path, "oracle")
    assert result.exit_code == 0, result.output
    [oracle] = json.loads(result.stdout)["runs"]
    assert oracle["weighted_score"] == 100.0 and oracle["task_success"]
    result = run(tmp_path, "noop")
    [noop] = json.loads(result.stdout)["runs"]
    assert result.exit_code == 0 and noop["outcome"] == "scored" and noop["weighted_score"] <= 20 and not noop["task_success"]


def test_without_dovecot_run_exits_2_naming_the_package(tmp_path):
    result = run(tmp_path, "oracle", env={"CLAWMARK_DOVECOT": "/nonexistent/dovecot"})
    assert result.exit_code == 2
    assert "dovecot-imapd" in result.output and "task.yaml" in result.output


def test_missing_seed_attachment_is_named_at_load(tmp_path):
    shutil.copytree(TASK, tmp_path / "task")
    spec = tmp_path / "task/task.yaml"
    spec.write_text(spec.read_text().replace("artifacts/repair-quote.pdf]", "artifacts/missing.pdf]"))
    result = CliRunner().invoke(main, ["validate", str(tmp_path / "task")])
    assert result.exit_code == 2
    assert "seed.mail.accounts[0].messages[0].attachments[0]: file artifacts/missing.pdf not found" in result.output


def test_message_with_both_file_and_inline_fields_is_refused(tmp_path):
    shutil.copytree(TASK, tmp_path / "task")
    spec = tmp_path / "task/task.yaml"
    spec.write_text(spec.read_text().replace("attachments: [artifacts/repair-quote.pdf]",
                                             "attachments: [artifacts/repair-quote.pdf]\n            subject: Hi"))
    result = CliRunner().invoke(main, ["validate", str(tmp_path / "task")])
    assert result.exit_code == 2
    assert "seed.mail.accounts[0].messages[0]: give either 'source'" in result.output


def test_dovecot_dying_during_a_round_makes_the_run_invalid(tmp_path):
    shutil.copytree(TASK, tmp_path / "task", ignore=shutil.ignore_patterns("counters"))  # they need the real oracle
    (tmp_path / "task/oracle.py").write_text(
        "import os, signal\nfrom pathlib import Path\n\n"
        "def round_1(ctx):  # what an infrastructure fault looks like to the harness\n"
        "    pid = int((Path(ctx.workspace).parents[1] / 'mail/run/master.pid').read_text())\n"
        "    os.killpg(pid, signal.SIGKILL)\n"
        "    stat = Path(f'/proc/{pid}/stat')\n"
        "    while True:  # until the kernel has finished Dovecot's exit: a zombie, or gone\n"
        "        try:\n"
        "            if stat.read_text().rsplit(')', 1)[1].split()[0] == 'Z':\n"
        "                return\n"
        "        except OSError:\n"
        "            return\n"
    )
    result = CliRunner().invoke(main, ["run", str(tmp_path / "task"), "--store", str(tmp_path / "runs"), "--json"])
    [run] = json.loads(result.stdout)["runs"]
    assert result.exit_code == 1
    assert run["outcome"] == "invalid" and run["invalid_reason"].startswith("service died: mail: dovecot exited")
