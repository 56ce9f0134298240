"""The Agent seam: an agent is woken once per round and works through the services.

`run_round(ctx)` gets the round's prompt, day, workspace and endpoints, and returns the agent's
final message and usage. Usage never enters the verdict log; it goes to the run record.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import ClassVar

from clawmark.backends.base import Backend
from clawmark.endpoint import Endpoint
from clawmark.taskdir import Task


class AgentStartError(Exception):
    """The agent could not be started (missing binary, bad options): the run is `invalid`."""


class AgentUnavailable(Exception):
    """The agent's backend stayed unavailable mid-run (e.g. a model API still failing after its
    retries): an infrastructure fault, so the run is `invalid`, never scored as a zero."""


def positive_int(options: dict[str, str], name: str, default: int) -> int:
    """The option `name` as a positive integer (`default` when absent); raises AgentStartError."""
    value = options.get(name, str(default))
    if not value.isdigit() or int(value) <= 0:
        raise AgentStartError(f"{name} {value!r}: give a positive integer")
    return int(value)


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
    home: Path
    backend: Backend | None = None


@dataclass
class Usage:
    """Resources an agent spent in one round."""

    input_tokens: int = 0
    output_tokens: int = 0
    tool_calls: int = 0


@dataclass
class RoundOutcome:
    """What an agent reports after a round; `error` is set when it crashed or timed out.

    exit_code, stdout, stderr: of an agent process (tails, bounded), for the run record.
    """

    final_message: str = ""
    usage: Usage = field(default_factory=Usage)
    error: str | None = None
    timed_out: bool = False
    exit_code: int | None = None
    stdout: str = ""
    stderr: str = ""


class Agent(ABC):
    """An agent adapter, constructed once per task run with the task and its options.

    option_help: option name → one-line description (with its default), shown by
    `clawmark agents`; any other option is refused. identity: the options that change what
    the agent is (a command line, a model), which name it in verdict logs and the store;
    label_option: the identity option that names it readably (`model` gives `openai:<model>`).
    required: options that must be given (not blank); positive_options: options that must be
    positive integers; choices: option → allowed values. All are checked by `check_options`,
    before any run (`clawmark run` refuses them up front, exit 2).
    """

    name: ClassVar[str]
    option_help: ClassVar[dict[str, str]] = {}
    identity: ClassVar[tuple[str, ...]] = ()
    label_option: ClassVar[str | None] = None
    required: ClassVar[tuple[str, ...]] = ()
    positive_options: ClassVar[tuple[str, ...]] = ()
    choices: ClassVar[dict[str, tuple[str, ...]]] = {}

    def __init__(self, task: Task, options: dict[str, str] | None = None):
        self.task = task
        self.options = options or {}
        self.check_options(self.options)

    @classmethod
    def check_options(cls, options: dict[str, str]) -> None:
        """Refuse missing or malformed option values (no task needed); raises AgentStartError."""
        for name in cls.required:
            if not options.get(name, "").strip():
                raise AgentStartError(f"the {cls.name} agent needs the option {name}")
        for name in cls.positive_options:
            if name in options:
                positive_int(options, name, 1)
        for name, allowed in cls.choices.items():
            if name in options and options[name] not in allowed:
                raise AgentStartError(f"{name} {options[name]!r}: use one of {', '.join(allowed)}")

    @classmethod
    def code_digest(cls, task: Task) -> str | None:
        """SHA-256 (hex) of this agent's code when the task folder holds it (the oracle's module),
        which the task digest leaves out; None for agents whose code lives elsewhere. The run
        record keeps it, and a stored run made with other code is redone, not resumed."""
        return None

    @abstractmethod
    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        """Work on one round; may raise (the runner records the error and scores the state).

        Raises AgentUnavailable when its backend failed for good (the run becomes `invalid`).
        """

    def close(self) -> None:
        """Release what the agent holds (processes, clients); called once after the last round."""
