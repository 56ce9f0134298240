"""The counter agent: runs one of a task's counter-agents (clawmark.counters), `counter:<name>`."""

from __future__ import annotations

import hashlib

from clawmark.agents.base import Agent, AgentStartError, RoundContext, RoundOutcome
from clawmark.agents.oracle import import_oracle, round_function
from clawmark.canonical import canonical_hash
from clawmark.counters import DAY1_ONLY, CounterError, counter_files, load_counter


class CounterAgent(Agent):
    """Runs the task's counter `name` (counters/<name>.py, or the built-in day1-only): the job done
    wrong in one named way, to show that the checks it names fail."""

    name = "counter"
    option_help = {"name": f"The counter: a file counters/<name>.py of the task, or {DAY1_ONLY} (the oracle's "
                           "first day, then nothing). `--agent counter:<name>` sets it."}
    identity = ("name",)
    label_option = "name"

    def __init__(self, task, options=None):
        super().__init__(task, options)
        if "name" not in self.options:
            raise AgentStartError("name the counter: counter:<name> (or --agent-opt name=…)")
        try:
            self.counter = load_counter(task, self.options["name"])
        except CounterError as e:
            raise AgentStartError(str(e)) from e
        self.module = self.counter.module or import_oracle(task)

    @classmethod
    def code_digest(cls, task) -> str | None:
        """SHA-256 over the task's oracle and counters/*.py (a counter runs the oracle's code too),
        so a stored counter run made with other code is redone, not resumed."""
        files = [task.root / task.spec.oracle, *counter_files(task)]
        return canonical_hash({p.relative_to(task.root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
                               for p in files if p.is_file()})

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        if self.counter.name == DAY1_ONLY and ctx.round > 1:
            return RoundOutcome()
        solve = round_function(self.module, ctx.round)
        return RoundOutcome(final_message=(solve(ctx) if solve else None) or "")
