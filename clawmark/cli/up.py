"""`clawmark up`: bring one task's world up, as at the start of a round, and keep it running."""

from __future__ import annotations

import json
import signal
import sys
import threading
from pathlib import Path

import click

from clawmark.cli.common import backend_option, load_tasks, require_services
from clawmark.prompts import wake_up_prompt
from clawmark.taskdir import clock_for
from clawmark.endpoint import ServiceError
from clawmark.world import World


@click.command()
@click.argument("task_path", type=click.Path(path_type=Path))
@click.option("--round", "round_number", type=click.IntRange(1), default=1, show_default=True,
              help="Bring the world to the start of this round (its events and mutations applied).")
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON object: each service's endpoint keyed by its name, and `prompt` "
                   "(`file`: the day's wake-up prompt, `round`, `day`).")
@backend_option
def up(task_path, round_number, as_json, backend):
    """Start TASK_PATH's world, seeded and changed as at the start of --round, until interrupted.

    For task authors and for trying an agent by hand: prints each service's endpoint and
    credentials, and the file holding that round's wake-up prompt (written beside the
    workspace, as an agent would get it). To play a whole task by hand, use `clawmark play`.
    """
    tasks, _ = load_tasks((task_path,))
    require_services(tasks, backend)
    if len(tasks) != 1:
        raise click.BadParameter(f"{task_path} holds {len(tasks)} tasks; give one task folder", param_hint="TASK_PATH")
    task = tasks[0]
    if round_number > len(task.spec.rounds):
        raise click.BadParameter(f"the task has {len(task.spec.rounds)} rounds", param_hint="--round")
    clock = clock_for(task)
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    try:
        with World(task, clock, backend=backend) as world:
            for number in range(1, round_number + 1):
                world.begin_round(number)
            prompt = world.root / f"prompt-round-{round_number}.md"
            prompt.write_text(wake_up_prompt(task, round_number, clock.now()), encoding="utf-8")
            if as_json:
                about = {"file": str(prompt), "round": round_number, "day": task.spec.rounds[round_number - 1].day.isoformat()}
                click.echo(json.dumps({**{name: e.info for name, e in world.endpoints.items()}, "prompt": about},
                                      sort_keys=True))
            else:
                click.echo(f"{task.name}: world up at the start of day {round_number} ({clock.now():%Y-%m-%d %H:%M})")
                for name, endpoint in world.endpoints.items():
                    click.echo(f"  {name:9} " + "  ".join(f"{k}={v}" for k, v in endpoint.info.items()))
                click.echo(f"  prompt    {prompt}  (day {round_number}'s wake-up prompt)\nPress Ctrl-C to stop.")
            stop.wait()
    except ServiceError as e:
        click.secho(f"error: {task.name}: the world could not be brought up: {e}", fg="red", err=True)
        sys.exit(1)
