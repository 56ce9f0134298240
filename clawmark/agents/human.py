"""The human agent: a person, or any program, plays each day through a play folder.

Each round it publishes the day in the folder (clawmark.play: prompt, endpoints and credentials,
state), prints the same briefing, and waits until the day is declared done: Enter on a
terminal, or a `done` file (`clawmark play --done`). No round timeout applies: a person takes
the time they take. It sees, and shows, only what any agent gets.
"""

from __future__ import annotations

import os
import select
import sys
import time
from pathlib import Path

import click

from clawmark.agents.base import Agent, RoundContext, RoundOutcome
from clawmark.play import DONE, ENV, POLL_S, PROMPT, PlayFolder
from clawmark.services.fs.service import GUIDE_FILE


class HumanAgent(Agent):
    """A person (or any operator) playing each day by hand, through a play folder."""

    name = "human"
    option_help = {"dir": "the play folder (required)", "interactive": "yes: Enter on the terminal also ends a day"}
    choices = {"interactive": ("yes", "no")}

    def __init__(self, task, options=None):
        super().__init__(task, options)
        self.folder = PlayFolder(Path(self.options["dir"]).absolute())
        self.interactive = self.options.get("interactive") == "yes"

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        root = self.folder.root
        state = {
            "task": ctx.task_name, "agent": f"human:{self.options.get('label', 'player')}", "pid": os.getpid(),
            "status": "playing", "round": ctx.round, "rounds": len(self.task.spec.rounds),
            "day": ctx.now.date().isoformat(), "now": ctx.now.isoformat(), "workspace": str(ctx.workspace),
            "prompt_file": str(root / PROMPT), "env_file": str(root / ENV),
            "services_file": str(ctx.workspace / GUIDE_FILE), "done_file": str(root / DONE), "env": dict(ctx.env),
        }
        briefing = self.briefing(ctx)
        self.folder.begin_day(state, ctx.prompt, briefing)
        click.echo(briefing)
        return RoundOutcome(final_message=self.wait(ctx.round))

    def briefing(self, ctx: RoundContext) -> str:
        """The day as printed: the prompt, the workspace, the endpoints, and how to end the day."""
        root = self.folder.root
        rule = "=" * 78
        endpoints = "\n".join(f"  {name}={value}" for name, value in sorted(ctx.env.items()))
        how = (f"press Enter here, or run `clawmark play --done {root}`" if self.interactive
               else f"run `clawmark play --done {root}` (or create {root / DONE})")
        return (f"{rule}\n{ctx.task_name}: day {ctx.round} of {len(self.task.spec.rounds)}\n{rule}\n"
                f"{ctx.prompt.rstrip()}\n\n"
                f"Workspace: {ctx.workspace}  (how to reach each service: {GUIDE_FILE} there)\n"
                f"Prompt: {root / PROMPT}\n"
                f"Endpoints and credentials (also `. {root / ENV}`):\n{endpoints}\n\n"
                f"When the day's work is done, {how}.\n")

    def wait(self, round_number: int) -> str:
        """Block until day `round_number` is declared done; return the player's message (may be "")."""
        while True:
            message = self.folder.take_done(round_number)
            if message is not None:
                return message
            if self.interactive:
                ready, _, _ = select.select([sys.stdin], [], [], POLL_S)
                if ready:
                    return sys.stdin.readline().strip()
            else:
                time.sleep(POLL_S)
