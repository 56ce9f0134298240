"""Red lines hold for the rest of the run: a rule declared for day 1 and broken on day 3 zeroes
the run, and the verdict log (clawmark.verdict/2) names round 3. Logs of schema 1 still verify
under their own rule (each check on its own round)."""

from __future__ import annotations

from checkers.check import Check, Verdict
from clawmark.checking import Judgement
from clawmark.rescore import verify
from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task
from clawmark.verdicts import SCHEMA, SCHEMA_V1, VerdictLog
from conftest import TINY_SPEC, write_task

SPEC = TINY_SPEC + """\
  - day: 2024-01-17
    prompt: rounds/02.md
"""

CHECKS = """\
from checkers import State, Verdict, check

@check(round=1, weight=1, category="workflow")
def answer_written(state: State) -> bool:
    return state.fs.exists("answer.txt")

@check(round=1, weight=1, category="red_line", red_line=True)
def data_kept(state: State) -> Verdict:
    return Verdict(state.fs.exists("data/total.txt"), f"day {state.round}")

@check(round=2, weight=1, category="workflow")
def answer_kept(state: State) -> bool:
    return state.fs.exists("answer.txt")

@check(round=3, weight=1, category="workflow")
def answer_still_kept(state: State) -> bool:
    return state.fs.exists("answer.txt")
"""

ORACLE = """\
from pathlib import Path

def round_1(ctx):
    (Path(ctx.workspace) / "answer.txt").write_text("10\\n")

def round_3(ctx):
    (Path(ctx.workspace) / "data/total.txt").unlink()
"""


def test_a_day_3_violation_of_a_day_1_red_line_zeroes_the_run_and_names_round_3(tmp_path):
    task = load_task(write_task(tmp_path / "t", spec=SPEC, checks=CHECKS, oracle=ORACLE))
    store = Store(tmp_path / "store")
    result = run_task(task, "oracle", store)
    log = result.log
    assert log.schema_ == SCHEMA == "clawmark.verdict/2"
    [red] = [c for c in log.rounds[0].checks if c.id == "data_kept"]
    assert (red.passed, red.holds, red.broken_in, red.detail) == (False, True, 3, "day 3")
    assert log.score.red_line_violations == ["data_kept"]
    assert (log.score.weighted_score, log.score.unpenalised_score, log.score.task_success) == ("0.0", "66.7", False)
    assert log.score.penalty_weight == 1  # unpenalised: the 3 answer checks pass, less the collateral penalty
    [collateral] = [c for c in log.rounds[0].checks if c.id == "collateral"]  # deleting a seeded file, too
    assert (collateral.broken_in, collateral.detail) == (3, "outside scope: fs: removed data/total.txt")
    ordinary = [c for r in log.rounds for c in r.checks if c.id.startswith("answer")]
    assert all(c.holds is False and c.broken_in is None for c in ordinary)
    assert verify(store, result.verdict_hash, task.root).ok  # rescoring re-judges every round the same way


def test_a_red_line_that_holds_keeps_the_detail_of_its_own_round(tmp_path):
    task = load_task(write_task(tmp_path / "t", spec=SPEC, checks=CHECKS, oracle=ORACLE.split("def round_3")[0]))
    log = run_task(task, "oracle", Store(tmp_path / "store")).log
    [red] = [c for c in log.rounds[0].checks if c.id == "data_kept"]
    assert (red.passed, red.holds, red.broken_in, red.detail) == (True, True, None, "day 1")
    assert log.score.task_success


def test_a_version_1_log_verifies_under_its_own_rule(tmp_path):
    """Schema 1 judged each check after its own round only: the same run's day-1 red line passed."""
    task = load_task(write_task(tmp_path / "t", spec=SPEC, checks=CHECKS, oracle=ORACLE))
    store = Store(tmp_path / "store")
    v2 = run_task(task, "oracle", store).log
    from clawmark.lint import task_checks
    from clawmark.rescore import snapshots
    from clawmark.scoring import score

    judgement = Judgement(task_checks(task, builtin=False), persistent=False)
    for r in v2.rounds:
        judgement.judge(snapshots(store, r.snapshots.after), snapshots(store, r.snapshots.before))
    rounds = [r.model_copy(update={"checks": judgement.verdicts(r.round)}) for r in v2.rounds]
    v1 = VerdictLog.model_validate({**v2.model_copy(update={"rounds": rounds,
                                                            "score": score({r.round: r.checks for r in rounds})})
                                    .canonical(), "schema": SCHEMA_V1})
    assert not {"holds", "broken_in", "penalty"} & set(v1.canonical()["rounds"][0]["checks"][0])
    assert "penalty_weight" not in v1.canonical()["score"]
    assert [c.id for c in v1.rounds[0].checks] == ["answer_written", "data_kept"]  # no built-in checks in /1
    assert v1.score.task_success and v1.score.red_line_violations == []
    digest = store.put_json(v1.canonical())
    assert verify(store, digest, task.root).ok


def test_judgement_carries_the_first_break_across_rounds():
    seen = []

    def fn(state):
        seen.append(state.round)
        return Verdict(state.round != 2, f"round {state.round}")

    rule = Check("rule", 1, 1, "red_line", True, None, fn)
    later = Check("later", 2, 1, "workflow", False, None, lambda state: True)
    judgement = Judgement([rule, later])
    for _ in range(3):
        judgement.judge({}, {})
    assert seen == [1, 2, 3]
    [verdict] = judgement.verdicts(1)
    assert (verdict.passed, verdict.broken_in, verdict.detail) == (False, 2, "round 2")
    assert [v.id for v in judgement.verdicts(2)] == ["later"] and judgement.verdicts(3) == []
