"""The `command` agent: runs a command line once per round, as the agent.

The `cmd` option is a shell-like template (split with shlex, never run through a shell) whose
words may hold `{prompt_file}`, `{workspace}`, `{round}`, `{day}` and `{session_id}`:

    clawmark run tasks/ --agent command --agent-opt cmd='my-agent --task {prompt_file}'

The process starts in the workspace, in its own session, under the supervisor that ends every
process it starts (clawmark.agents.supervise), isolated by `clawmark.agents.sandbox` (its
network reaches the world's services and, with `model_url`, that one endpoint through a relay of
the harness), with an environment of: the services' variables (SERVICES.md says
the same), `CLAWMARK_ROUND`, `CLAWMARK_DAY`, `CLAWMARK_SESSION_ID`, `CLAWMARK_PROMPT_FILE`,
a scratch `HOME` kept for the whole run, `PATH` (system and the Python toolbox), `TZ` (the
task's), and the host variables named in the `env` option (e.g. an API key). In a docker
world (`--backend docker`) it runs in the world's toolbox container instead, with in-network
addresses (clawmark.agents.in_world; `isolation` does not apply there). With
`universe_time=true` the process's wall clock starts at the round's universe time
(libfaketime). At the round's timeout every process of the agent is killed and the round is
recorded as timed out; the run goes on and is scored on the state the agent left. Exit code
and the tails of stdout and stderr go to the run record.
"""

from __future__ import annotations

import os
import shlex
import shutil
from pathlib import Path

from clawmark.agents.base import Agent, AgentStartError, AgentUnavailable, RoundContext, RoundOutcome, positive_int
from clawmark.agents.in_world import joins_world, run_in_world
from clawmark.agents.model_relay import Relay, target
from clawmark.agents.sandbox import (
    MODES, Reach, SandboxUnavailable, bwrap_problem, faketime_library, model_target, run_confined, toolbox_path,
    universe_time_env,
)

OUTPUT_LIMIT = 16_000  # characters of stdout and of stderr kept in the run record (the tail)
FIELDS = ("prompt_file", "workspace", "round", "day", "session_id")


class CommandAgent(Agent):
    """Runs a command line per round (any CLI agent), isolated, with a per-round timeout."""

    name = "command"
    option_help = {
        "cmd": "Command template (required): words may hold {prompt_file} {workspace} {round} {day} {session_id}.",
        "timeout": "Wall seconds per round (default: the task's limits.round_timeout_s).",
        "env": "Comma-separated names of host environment variables to pass to the agent (e.g. API keys).",
        "bind": "Comma-separated host paths the agent may read (its own program, a model cache).",
        "isolation": "auto (bubblewrap if it works, else none with a warning) | bwrap | none. Default auto.",
        "universe_time": "true | false: the agent's clock reads universe time (libfaketime). Default false.",
        "model_url": "An http(s) base URL the agent may reach besides the world (its model API), relayed by the "
                     "harness; nothing else outside the world is reachable.",
    }
    identity = ("cmd",)
    required = ("cmd",)
    positive_options = ("timeout",)
    choices = {"isolation": MODES}
    universe_time_default = "false"
    model_option = "model_url"  # the option holding the URL of the model endpoint the sandbox relays

    def __init__(self, task, options=None):
        super().__init__(task, options)
        self.template = self._parse_template(self.options["cmd"])
        self._process_options()

    @classmethod
    def check_options(cls, options: dict[str, str]) -> None:
        """As Agent.check_options, and `cmd` must split into words whose fields are known, and a
        model endpoint must be one the sandbox can relay (model_endpoint)."""
        super().check_options(options)
        if "cmd" in cls.required:
            cls._parse_template(options["cmd"])
        cls.model_endpoint(options)

    def _process_options(self) -> None:
        """Read the options every process-running adapter shares: timeout, isolation, env, bind."""
        self.timeout = positive_int(self.options, "timeout", 1) if "timeout" in self.options else None
        self.isolation = self.options.get("isolation", "auto")
        self.passed_env = [n.strip() for n in self.options.get("env", "").split(",") if n.strip()]
        self.binds = [Path(p.strip()).resolve() for p in self.options.get("bind", "").split(",") if p.strip()]
        self.model = self.model_endpoint(self.options)
        self.faketime = None
        if self.options.get("universe_time", self.universe_time_default) == "true":
            self.faketime = faketime_library()
            if self.faketime is None:
                raise AgentStartError("universe_time=true needs libfaketime (Debian package faketime)")

    @classmethod
    def model_endpoint(cls, options: dict[str, str]) -> tuple[str, int] | None:
        """(host, port) of the model endpoint at the URL of option `model_option` (None when it is not
        given), which the sandbox can relay; raises AgentStartError otherwise."""
        if not options.get(cls.model_option):
            return None
        isolation = options.get("isolation", "auto")
        try:
            host, port = target(options[cls.model_option])
            sandboxed = isolation == "bwrap" or (isolation == "auto" and not bwrap_problem())
            return model_target(host, port) if sandboxed else (host, port)
        except ValueError as e:
            raise AgentStartError(str(e)) from None

    @staticmethod
    def _parse_template(cmd: str) -> list[str]:
        try:
            words = shlex.split(cmd)
            for word in words:
                word.format(**{name: "" for name in FIELDS})
        except (ValueError, KeyError, IndexError) as e:
            raise AgentStartError(f"cmd {cmd!r}: {type(e).__name__}: {e} (fields: {', '.join(FIELDS)})") from None
        return words

    def argv(self, ctx: RoundContext) -> list[str]:
        """The round's command line: the template with the round's values filled in."""
        values = {"prompt_file": ctx.prompt_file, "workspace": ctx.workspace, "round": ctx.round,
                  "day": ctx.now.date().isoformat(), "session_id": ctx.session_id}
        return [word.format(**values) for word in self.template]

    def environment(self, ctx: RoundContext) -> dict[str, str]:
        """The agent's environment: services, round facts, scratch HOME, toolbox PATH, passed-through names."""
        env = {
            "PATH": toolbox_path(),
            "HOME": str(ctx.home), "LANG": "C.UTF-8", "TZ": self.task.spec.timezone,
            **ctx.env,
            "CLAWMARK_ROUND": str(ctx.round), "CLAWMARK_DAY": ctx.now.date().isoformat(),
            "CLAWMARK_SESSION_ID": ctx.session_id, "CLAWMARK_PROMPT_FILE": str(ctx.prompt_file),
        }
        env.update({name: os.environ[name] for name in self.passed_env if name in os.environ})
        if self.faketime:
            env.update(universe_time_env(self.faketime, ctx.now))
        return env

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        """Run the round's command; raises AgentUnavailable when its program is not there (here:
        on the toolbox PATH; in a docker world: in the toolbox image, as the engine reports)."""
        argv = self.argv(ctx)
        if not joins_world(ctx) and not shutil.which(argv[0], path=toolbox_path()):
            raise AgentUnavailable(f"cmd: program {argv[0]!r} not found (PATH {toolbox_path()})")
        return self.run_process(ctx, argv, self.environment(ctx), self.timeout or ctx.timeout_s)

    def run_process(self, ctx: RoundContext, argv: list[str], env: dict[str, str], timeout: int,
                    limit: int = OUTPUT_LIMIT) -> RoundOutcome:
        """Run `argv` confined until it exits or, after `timeout` seconds, kill every process it started
        (in a docker world: its toolbox container; clawmark.agents.in_world). It reaches the world's
        services and `self.model` (relayed by the harness), nothing else."""
        if joins_world(ctx):
            done = self._run_in_world(ctx, argv, env, timeout, limit)
        else:
            try:
                done = run_confined(argv, mode=self.isolation, workspace=ctx.workspace, home=ctx.home, env=env,
                                    timeout=timeout, read_only=[ctx.prompt_file.parent, *self.binds], limit=limit,
                                    reach=Reach.world(ctx.endpoints, self.model))
            except SandboxUnavailable as e:
                raise AgentUnavailable(f"isolation=bwrap: {e}") from None
            except OSError as e:
                raise AgentUnavailable(f"cannot run {argv[0]!r}: {e}") from None
        timed_out = done.returncode is None
        error = None
        if timed_out:
            killed = "container killed" if done.isolation == "toolbox" else "the agent's processes killed"
            error = f"timed out after {timeout} s; {killed}"
        elif done.returncode != 0:
            error = f"exit code {done.returncode}"
        return RoundOutcome(final_message=_last_paragraph(done.stdout), error=error, timed_out=timed_out,
                            exit_code=done.returncode, stdout=done.stdout,
                            stderr=("[isolation: none]\n" if done.isolation == "none" else "") + done.stderr)

    def _run_in_world(self, ctx: RoundContext, argv: list[str], env: dict[str, str], timeout: int, limit: int):
        if self.model is None:
            return run_in_world(self.task, ctx, argv, env, timeout, self.binds, limit)
        (ctx.home.parent / "model").mkdir(exist_ok=True)
        with Relay(ctx.home.parent / "model" / "model.sock", *self.model) as relay:
            return run_in_world(self.task, ctx, argv, env, timeout, self.binds, limit, forwards={self.model: relay.path})


def _last_paragraph(text: str) -> str:
    """The agent's final message: the last paragraph of its stdout."""
    paragraphs = [p.strip() for p in text.strip().split("\n\n") if p.strip()]
    return paragraphs[-1][-4000:] if paragraphs else ""
