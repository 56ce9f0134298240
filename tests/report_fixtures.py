"""A store of real runs for the report tests, built once per session.

    insurance/water-damage-claim   oracle (100, success), noop (0) and shortcut (the cheat audit)
                                   through `clawmark run` (only this task, so that new tasks
                                   under tasks/ leave these numbers alone)
    testing/tiny                   oracle × 3 repeats — repeat 1 takes a shortcut on day 2 and
                                   ignores the silent change (score 25) — and noop × 1
    testing/tiny-redline           oracle that answers right but deletes the data (red line)
    testing/tiny-broken            oracle that cannot start (invalid run)
    insurance/…, testing/tiny      `command:day-one`: the oracle's day 1, then nothing (its name
                                   has the shape of a command agent's: opaque, with a colon)

and, in `released_store`, every task under tasks/ (every scenario) played by oracle, noop,
shortcut and `skip-day-2`: the oracle on every day but day 2, when it does nothing — it ignores
that day's silent changes (and its requests), and is back at work on day 3.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from clawmark.agents import AGENTS, RoundOutcome
from clawmark.agents.oracle import OracleAgent
from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task
from conftest import INSURANCE, TASKS, TINY_ORACLE, TINY_SPEC, clawmark, write_task
from sample import covering_sample

FLAKY_ORACLE = """\
from pathlib import Path

COUNTER = Path({counter!r})

def copy_total(ctx):
    total = (Path(ctx.workspace) / "data/total.txt").read_text().strip()
    (Path(ctx.workspace) / "answer.txt").write_text(total + "\\n")

def round_2(ctx):
    seen = int(COUNTER.read_text()) if COUNTER.exists() else 0
    COUNTER.write_text(str(seen + 1))
    if seen != 1:  # the second run takes a shortcut and keeps yesterday's answer
        copy_total(ctx)

round_1 = copy_total
"""

REDLINE_ORACLE = TINY_ORACLE + """
def round_2(ctx):
    copy_total(ctx)
    (Path(ctx.workspace) / "data/total.txt").unlink()
"""


class DayOneAgent(OracleAgent):
    """Does day 1 as the oracle does, then nothing: it never notices that the world changed."""

    name = "command:day-one"

    def run_round(self, ctx):
        return super().run_round(ctx) if ctx.round == 1 else RoundOutcome()


class SkipDayTwoAgent(OracleAgent):
    """The oracle, except on day 2, when it does nothing: it misses that day's silent changes."""

    name = "skip-day-2"

    def run_round(self, ctx):
        return RoundOutcome(final_message="Nothing to do today.") if ctx.round == 2 else super().run_round(ctx)


RELEASED_AGENTS = ("oracle", "noop", "shortcut", SkipDayTwoAgent.name)
# the released tasks the report tests play: every scenario, service, kind of change and length of task,
# and the claim whose day-2 drill-down they read (a sample keeps them quick at 100 tasks)
RELEASED_SAMPLE_ALWAYS = ("insurance/water-damage-claim",)

_built: dict[str, object] = {}  # test modules import the fixture, so it is built once here


@pytest.fixture(scope="session")
def report_store(tmp_path_factory):
    """The store's path; its runs are described in this module's docstring."""
    if "store" not in _built:
        _built["store"] = build_store(tmp_path_factory.mktemp("report"))
    return _built["store"]


def build_store(root):
    store = root / "store"
    for agent in ("oracle", "noop", "shortcut"):
        result = clawmark("run", str(INSURANCE), "--agent", agent, "--store", str(store))
        assert result.returncode == 0, result.stderr
    tasks = root / "tasks"
    flaky = load_task(write_task(tasks / "tiny", oracle=FLAKY_ORACLE.format(counter=str(root / "counter"))))
    for repeat in range(3):
        run_task(flaky, "oracle", Store(store), repeat=repeat)
    run_task(flaky, "noop", Store(store))
    redline = write_task(tasks / "tiny-redline", spec=TINY_SPEC.replace("id: tiny", "id: tiny-redline"),
                         oracle=REDLINE_ORACLE)
    run_task(load_task(redline), "oracle", Store(store))
    broken = write_task(tasks / "tiny-broken", spec=TINY_SPEC.replace("id: tiny", "id: tiny-broken"),
                        oracle="import no_such_module\n")
    run_task(load_task(broken), "oracle", Store(store))
    AGENTS[DayOneAgent.name] = DayOneAgent
    try:
        for task in (load_task(INSURANCE), flaky):
            run_task(task, DayOneAgent.name, Store(store))
    finally:
        del AGENTS[DayOneAgent.name]
    return store


@pytest.fixture(scope="session")
def released_store(tmp_path_factory):
    """A store of released tasks (RELEASED_SAMPLE) played by each of RELEASED_AGENTS, two runs at a time."""
    if "released" not in _built:
        _built["released"] = build_released_store(tmp_path_factory.mktemp("released") / "store")
    return _built["released"]


def build_released_store(store):
    tasks = covering_sample(TASKS, always=RELEASED_SAMPLE_ALWAYS, per_scenario=True)
    AGENTS[SkipDayTwoAgent.name] = SkipDayTwoAgent
    try:
        with ThreadPoolExecutor(2) as pool:
            results = list(pool.map(lambda job: run_task(job[0], job[1], Store(store)),
                                    [(task, agent) for task in tasks for agent in RELEASED_AGENTS]))
    finally:
        del AGENTS[SkipDayTwoAgent.name]
    assert all(r.log.outcome == "scored" for r in results), [r.log.invalid_reason for r in results]
    return store


@pytest.fixture(scope="session")
def released_report(released_store, tmp_path_factory):
    """`clawmark report` over released_store, once: (the JSON report, the one-file HTML, the site folder)."""
    if "released_report" not in _built:
        out = tmp_path_factory.mktemp("released-report")
        result = clawmark("report", str(released_store), "--format", "json")
        assert result.returncode == 0, result.stderr
        for fmt, path in (("html", out / "report.html"), ("site", out / "site")):
            done = clawmark("report", str(released_store), "--format", fmt, "--out", str(path))
            assert done.returncode == 0, done.stderr
        _built["released_report"] = (json.loads(result.stdout), out / "report.html", out / "site")
    return _built["released_report"]
