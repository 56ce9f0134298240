"""The Agent seam: an agent is woken once per round and works through the services.

`run_round(ctx)` gets the round's prompt, day, workspace and endpoints, and returns the agent's
final message and usage. Usage never enters the verdict log; it goes to the run record.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from clawmark.services import Endpoint
from clawmark.taskdir import Task


class AgentStartError(Exception):
    """The agent could not be started (missing binary, bad options): the run is `invalid`."""


@dataclass(frozen=True)
class RoundContext:
    """What an agent gets for one round.

    round: 1-based; now: the round's start in universe time (aware); prompt: the full wake-up
    prompt; prompt_file: the same text on disk; env: every service's environment variables;
    timeout_s: wall seconds allowed; session_id: the same for every round of one run.
    """

    task_name: str
    round: int
    now: datetime
    prompt: str
    prompt_file: Path
    workspace: Path
    endpoints: dict[str, Endpoint]
    env: dict[str, str]
    timeout_s: int
    session_id: str


@dataclass
class Usage:
    """Resources an agent spent in one round."""

    input_tokens: int = 0
    output_tokens: int = 0
    tool_calls: int = 0


@dataclass
class RoundOutcome:
    """What an agent reports after a round; `error` is set when it crashed or timed out."""

    final_message: str = ""
    usage: Usage = field(default_factory=Usage)
    error: str | None = None
    timed_out: bool = False


class Agent(ABC):
    """An agent adapter, constructed once per task run with the task and its options."""

    name: str

    def __init__(self, task: Task, options: dict[str, str] | None = None):
        self.task = task
        self.options = options or {}

    @abstractmethod
    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        """Work on one round; may raise (the runner records the error and scores the state)."""
