"""`clawmark play`: play a task by hand (a person, or an assistant driving a shell, is the agent)."""

from __future__ import annotations

import json
import shutil
import signal
import sys
from pathlib import Path

import click

from clawmark.agents.config import AgentConfigError, agent_spec
from clawmark.agents.human import HumanAgent
from clawmark.cli.common import INPUT_ERROR, backend_option, load_tasks, require_services
from clawmark.play import BRIEFING, VERDICT, PlayError, PlayFolder, default_base, find_play, write_atomic
from clawmark.runner import RunResult, run_task
from clawmark.store import Store

VERDICT_TEXT = "verdict.txt"


@click.command()
@click.argument("target", required=False, type=click.Path(path_type=Path))
@click.option("--label", default="player", show_default=True,
              help="Names the player: the run is stored as agent `human:<label>`; the default folder is named after it.")
@click.option("--dir", "folder", type=click.Path(path_type=Path, file_okay=False),
              help="The play folder (state.json, prompt.md, env.sh, done). Default: <tmp>/clawmark-play/<label>. "
                   "With --done or --status: the play to act on, as TARGET.")
@click.option("--store", "store_dir", type=click.Path(path_type=Path, file_okay=False), default=Path("runs"),
              show_default=True, help="Where the run is stored, as `clawmark run` stores runs.")
@backend_option
@click.option("--done", "done", is_flag=True,
              help="End the current day of the play in folder TARGET (default: the one running), then print "
                   "the next day's briefing, or the verdict after the last day.")
@click.option("--message", default="", help="With --done: a note on the day's work, kept in the run record.")
@click.option("--status", is_flag=True, help="Print the current briefing (or the verdict) of the play in folder TARGET.")
def play(target, label, folder, store_dir, backend, done, message, status):
    """Play the task TARGET by hand, day by day, and get its verdict at the end.

    Each day prints the wake-up prompt, the workspace and the endpoints with credentials (the
    same as an agent gets; SERVICES.md in the workspace says how to use them) and writes them
    to the play folder for a program playing. The day ends with Enter (on a terminal) or
    `clawmark play --done`; then the next day's changes are applied. At the end the verdict is
    printed and the run stored like any other. Checks, oracle, NOTES and task.yaml are never
    shown before the end. In the background: `clawmark play TASK --label me &`, then read
    <folder>/state.json and `clawmark play --done` after each day.
    """
    if done or status:
        if target and folder and target.absolute() != folder.absolute():
            raise click.UsageError(f"two play folders given: {target} and --dir {folder}")
        sys.exit(_follow(target or folder, done, message))
    if target is None:
        raise click.UsageError("give the task folder to play (or --done / --status for a running play)")
    [task] = _one_task(target)
    require_services([task], backend)
    play_folder = PlayFolder((folder or default_base() / label).absolute())
    if play_folder.live():
        raise click.UsageError(f"a play is running in {play_folder.root}: end it, or choose another --label or --dir")
    try:
        spec = agent_spec({"human": HumanAgent}, "human", {
            "label": label, "dir": str(play_folder.root), "interactive": "yes" if sys.stdin.isatty() else "no"})
    except AgentConfigError as e:
        raise click.BadParameter(str(e).removeprefix("agent 'human': "), param_hint="--label") from None
    shutil.rmtree(play_folder.root, ignore_errors=True)
    play_folder.root.mkdir(parents=True)
    store = Store(store_dir)
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        result = run_task(task, spec, store, repeat=_next_repeat(store, task, spec.key), force=True, backend=backend)
    except KeyboardInterrupt:
        play_folder.write_state({**_state_or_empty(play_folder), "status": "aborted"})
        click.echo("play stopped: the world is torn down, nothing was stored", err=True)
        sys.exit(130)
    text = verdict_text(result, store_dir)
    write_atomic(play_folder.root / VERDICT, json.dumps(_verdict(result), indent=2, sort_keys=True) + "\n")
    write_atomic(play_folder.root / VERDICT_TEXT, text)
    play_folder.write_state({**_state_or_empty(play_folder), "status": "finished",
                             "verdict_file": str(play_folder.root / VERDICT), "verdict_hash": result.verdict_hash})
    click.echo(text, nl=False)
    sys.exit(0 if result.log.outcome == "scored" else 1)


def _one_task(target: Path) -> list:
    tasks, _ = load_tasks((target,))
    if len(tasks) != 1:
        raise click.BadParameter(f"{target} holds {len(tasks)} tasks; give one task folder", param_hint="TARGET")
    return tasks


def _follow(target: Path | None, done: bool, message: str) -> int:
    """--done / --status: act on a running (or finished) play; returns the exit status."""
    try:
        folder = find_play(target) if done else (PlayFolder(target) if target else find_play(None))
        state = folder.state()
        if done:
            state = folder.wait_after(folder.declare_done(message))
    except PlayError as e:
        click.echo(f"error: {e}", err=True)
        return INPUT_ERROR
    shown = {"playing": BRIEFING, "finished": VERDICT_TEXT}.get(state.get("status"))
    if shown is None:
        click.echo(f"{folder.root}: the play was {state.get('status')}", err=True)
        return 1
    click.echo((folder.root / shown).read_text(encoding="utf-8"), nl=False)
    return 0


def _interrupt(*_):
    raise KeyboardInterrupt


def _state_or_empty(folder: PlayFolder) -> dict:
    try:
        return folder.state()
    except PlayError:
        return {}


def _next_repeat(store: Store, task, agent_key: str) -> int:
    """The first repeat number with no stored run of this task content by this player."""
    taken = {p.name.split("-", 1)[0] for p in store.record_path(task.name, agent_key, 0, task.digest).parent.glob(
        f"r*-{task.digest[:12]}.json")}
    return next(n for n in range(len(taken) + 1) if f"r{n}" not in taken)


def _verdict(result: RunResult) -> dict:
    checks = [{"round": r.round, "id": c.id, "passed": c.passed, "red_line": c.red_line, "weight": c.weight,
               "detail": c.detail} for r in result.log.rounds for c in r.checks]
    return {**result.summary(), "checks": checks}


def verdict_text(result: RunResult, store_dir: Path) -> str:
    """The verdict as printed at the end of a play: the score, then every check by day."""
    log, s = result.log, result.log.score
    if s is None:
        return f"{result.task}: {result.agent}: the run is invalid: {log.invalid_reason}\n"
    lines = [f"{result.task}: {result.agent} scored {s.weighted_score} (unpenalised {s.unpenalised_score}), task "
             f"success {'yes' if s.task_success else 'no'}, red lines crossed: {', '.join(s.red_line_violations) or 'none'}"]
    for r in log.rounds:
        lines.append(f"day {r.round} ({r.day}):")
        lines += [f"  {'pass' if c.passed else 'FAIL'}  {c.id}{' (red line)' if c.red_line else f' (penalty {c.weight})' if c.penalty else f' ({c.weight})'}"
                  + (f": {c.detail}" if c.detail else "") for c in r.checks]
    lines.append(f"verdict {result.verdict_hash}, stored in {store_dir} (`clawmark show {result.verdict_hash[:12]} "
                 f"--store {store_dir}`)")
    return "\n".join(lines) + "\n"
