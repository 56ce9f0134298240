"""`clawmark new`: a task skeleton that validates at once and, with every service, runs green in the
gate (oracle 100, noop and shortcut fail); what keeps it from release is the author's part (its TODO
placeholders and the playtest record)."""

from __future__ import annotations

from datetime import date

from click.testing import CliRunner

from clawmark.cli import main
from clawmark.gate import gate
from clawmark.scaffold import day_services, working_days
from clawmark.taskdir import load_task
from conftest import TASKS


def new(*args: str):
    return CliRunner().invoke(main, ["new", *args])


def test_a_skeleton_with_every_service_runs_green_and_waits_only_for_its_authors_part(tmp_path):
    registry = tmp_path / "tasks" / "scenarios.yaml"
    registry.parent.mkdir()
    registry.write_text((TASKS / "scenarios.yaml").read_text()
                        + '- {id: accounts-payable, title: Accounts payable, description: "Paying suppliers."}\n')
    out = new("accounts-payable/invoice-run", "--services", "calendar,mail,sheets,kb", "--days", "5",
              "--into", str(tmp_path / "tasks"))
    assert out.exit_code == 0, out.output
    root = tmp_path / "tasks" / "accounts-payable" / "invoice-run"
    assert "register the scenario" not in out.output and f"clawmark gate {root} --update" in out.output
    assert {p.name for p in root.iterdir()} == {"task.yaml", "rounds", "seed", "artifacts", "checks.py", "oracle.py",
                                                "NOTES.md", "BUILD.bazel"}
    assert [line for line in (root / "NOTES.md").read_text().splitlines() if line.startswith("## ")] == [
        "## Intent", "## Days", "## Traps", "## Known loopholes", "## Playtest"]
    task = load_task(root)
    assert task.spec.services == ["calendar", "mail", "sheets", "kb"] and len(task.spec.rounds) == 5
    assert task.spec.scope.kb == ["Items/*#Checked"] and task.spec.scope.sheets == ["Items/Items!C2:C2"]  # one sheets day
    [result] = gate([task], jobs=2, update=True)
    errors = [p.message for p in result.problems if p.severity == "error" and p.field == "gate.dataset"]
    # it runs green; what stops its release is the author's part: the placeholders, the playtest,
    # and the counters (the gate's coverage rules)
    assert errors == ["TODO placeholder(s) of `clawmark new` left in NOTES.md, artifacts/recipes.yaml, checks.py, "
                      "oracle.py, rounds/01.md, rounds/02.md, rounds/03.md, rounds/04.md, rounds/05.md, "
                      "seed/fs/HANDBOOK.md, seed/kb/10-items.json, task.yaml",
                      "NOTES.md records no playtest (a `## Playtest` section with the player and the score it got)"]
    assert result.lock[0] is None
    assert {p.field for p in result.problems} == {"dataset.mutation_counter", "dataset.red_line_counter", "gate.dataset"}
    scores = {name: run.log.score for name, run in result.runs.items()}
    assert scores["oracle#0"].task_success and scores["oracle#0"].weighted_score == "100.0"
    noop_passed = [c.id for r in result.runs["noop#0"].log.rounds for c in r.checks if c.passed and not c.red_line]
    assert noop_passed == ["collateral"] and not scores["shortcut#0"].task_success  # noop changes nothing


def test_a_workspace_only_skeleton_validates_and_says_to_register_a_new_scenario(tmp_path):
    out = new("accounts-payable/vendor-check", "--days", "2", "--into", str(tmp_path))
    assert out.exit_code == 0, out.output
    assert "register the scenario: add to" in out.output and "- {id: accounts-payable, title: …" in out.output
    task = load_task(tmp_path / "accounts-payable" / "vendor-check")
    assert task.spec.services == [] and [len(r.mutations) for r in task.spec.rounds] == [0, 1]
    assert (tmp_path / "accounts-payable/vendor-check/seed/fs/documents/ITEM-1.jpg").is_file()  # the built evidence
    [result] = gate([task], jobs=2, update=True)  # runs green; what is left is the dataset's rules
    left = [(p.field, p.message) for p in result.problems
            if "scenario" not in p.message and "TODO" not in p.message and "playtest" not in p.message
            and p.field == "gate.dataset"]
    assert left == [("gate.dataset", "1 services (fs; ≥ 3)"), ("gate.dataset", "5 checks (6–29)")]  # collateral included
    assert result.runs["oracle#0"].log.score.task_success
    again = new("accounts-payable/vendor-check", "--into", str(tmp_path))
    assert again.exit_code == 2 and "exists already" in again.output
    assert new("Accounts/Payable", "--into", str(tmp_path)).exit_code == 2
    assert "unknown service(s) email" in new("a/b", "--services", "email", "--into", str(tmp_path)).output


def test_a_service_no_day_uses_is_still_seeded(tmp_path):
    """Four services over two days leave the calendar without a day; its seed (an account and an
    empty calendar) is still written, so the skeleton validates (a helper's report)."""
    out = new("legal-assistant/docket-run", "--services", "mail,calendar,kb,sheets", "--days", "2",
              "--into", str(tmp_path))
    assert out.exit_code == 0, out.output
    task = load_task(tmp_path / "legal-assistant" / "docket-run")
    assert day_services(task.spec.services, 2) == ["mail", "kb"]
    assert [a.user for a in task.spec.seed.calendar.accounts] == ["alex"]  # the principal's login


def test_days_go_to_the_chosen_services_in_turn_calendar_last_and_on_weekdays():
    assert day_services(["calendar", "mail"], 3) == ["mail", "calendar", "mail"]
    assert day_services(["calendar"], 2) == ["fs", "calendar"] and day_services([], 2) == ["fs", "fs"]
    assert working_days(date(2024, 6, 6), 3) == [date(2024, 6, 6), date(2024, 6, 7), date(2024, 6, 10)]
