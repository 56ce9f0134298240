"""The `openclaw` agent: the real OpenClaw CLI (npm `openclaw`, pinned), one embedded turn per round.

Nothing of OpenClaw is patched; it is installed (clawmark.agents.npm_install) and configured:

    <home>/.openclaw/openclaw.json      config: one provider `clawmark` (the `base_url` endpoint,
                                        OpenAI Chat Completions), the model, OpenClaw's own
                                        workspace (memory, bootstrap files) under <home>, and
                                        `cwd` = the task's workspace, where its tools work
    <home>/.openclaw/workspace/skills/  the `office-services` and `evidence-toolbox` skills

Each round runs, in the task's workspace, confined like the `command` agent:

    node openclaw.mjs agent --local --session-id <run's session id> --message <prompt> --json

so the session (its conversation) carries over from day to day, reaching the world's services
and the model endpoint, through the harness's relay (clawmark.agents.model_relay), and nothing
else. In a docker world it runs in the world's toolbox container, whose image holds the pinned
Node and OpenClaw (images/toolbox).
The `--json` result gives the
final text, token usage and tool-call count for the run record; its failure envelope (the
model endpoint still failing after OpenClaw's own retries) makes the run invalid. OpenClaw's
documentation:
docs/cli/agent.md, docs/gateway/config-tools/custom-providers.md, docs/tools/skills.md in the
package.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from clawmark.agents.base import (
    Agent, AgentStartError, AgentUnavailable, RoundContext, RoundOutcome, Usage, positive_int,
)
from clawmark.agents.command import CommandAgent
from clawmark.agents.in_world import OPENCLAW_IN_IMAGE, agent_endpoints, joins_world
from clawmark.agents.npm_install import (
    OPENCLAW_VERSION, InstallError, OpenClawInstall, install_openclaw, layout,
)
from clawmark.agents.skills import write_skills
from clawmark.cache_dir import default_cache

PROVIDER = "clawmark"
GRACE_S = 60  # seconds OpenClaw gets past its own --timeout to finish and exit before its group is killed
JSON_LIMIT = 2_000_000  # characters of stdout read to parse OpenClaw's --json result


class OpenClawAgent(CommandAgent):
    """The real OpenClaw (npm `openclaw`, pinned) with a configured OpenAI-compatible model, one turn per day."""

    name = "openclaw"
    option_help = {
        "model": "Model id at the endpoint (required).",
        "base_url": "OpenAI-compatible base URL, e.g. http://127.0.0.1:8000/v1 (required).",
        "api_key_env": "Environment variable holding the endpoint's API key (default OPENAI_API_KEY).",
        "api": "openai-completions (default) | openai-responses: the endpoint's API.",
        "images": "true | false: the model accepts images (default false).",
        "context_window": "The model's context window in tokens (default 128000).",
        "max_tokens": "Output-token cap per model call (default 8192).",
        "version": f"OpenClaw version from npm (default {OPENCLAW_VERSION}).",
        "cache_dir": "Where Node and OpenClaw are installed, local backend (default $CLAWMARK_CACHE or ~/.cache/clawmark).",
        "timeout": CommandAgent.option_help["timeout"],
        "env": CommandAgent.option_help["env"],
        "isolation": CommandAgent.option_help["isolation"],
        "universe_time": "true | false: OpenClaw's clock (its message envelopes, 'Current date') reads universe "
                         "time, via libfaketime. Default true.",
    }
    identity = ("model", "version")
    required = ("model", "base_url")
    positive_options = ("timeout", "context_window", "max_tokens")
    universe_time_default = "true"
    label_option = "model"
    model_option = "base_url"

    def __init__(self, task, options=None):
        Agent.__init__(self, task, options)
        key_env = self.options.get("api_key_env", "OPENAI_API_KEY")
        self.api_key = os.environ.get(key_env)
        if not self.api_key:
            raise AgentStartError(f"no API key: set the environment variable {key_env}")
        self._process_options()
        self.model = self.model_endpoint(self.options)
        self.context_window = positive_int(self.options, "context_window", 128_000)
        self.max_tokens = positive_int(self.options, "max_tokens", 8192)
        self.version = self.options.get("version", OPENCLAW_VERSION)
        self.cache = Path(self.options.get("cache_dir") or default_cache())
        self.install: OpenClawInstall | None = None

    def installed(self, ctx: RoundContext) -> OpenClawInstall:
        """The Node and OpenClaw of this round: the toolbox image's in a docker world, else the
        pinned install under `cache_dir` (made on first use; AgentUnavailable when it fails)."""
        if joins_world(ctx):
            if self.version != OPENCLAW_VERSION:
                raise AgentUnavailable(f"the toolbox image holds OpenClaw {OPENCLAW_VERSION}; version "
                                       f"{self.version} runs with --backend local only")
            return layout(OPENCLAW_IN_IMAGE)
        if self.install is None:
            try:
                self.install = install_openclaw(self.cache, self.version)
            except InstallError as e:
                raise AgentUnavailable(f"cannot install OpenClaw: {e}") from None
            self.binds += list(self.install.roots)
        return self.install

    def config(self, ctx: RoundContext) -> dict:
        """OpenClaw's openclaw.json for this run (see the module docstring)."""
        model = {
            "id": self.options["model"], "name": self.options["model"], "reasoning": False,
            "input": ["text", "image"] if self.options.get("images") == "true" else ["text"],
            "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0},
            "contextWindow": self.context_window, "maxTokens": self.max_tokens,
        }
        return {
            "agents": {"defaults": {
                "workspace": str(self.state_dir(ctx) / "workspace"), "cwd": str(ctx.workspace),
                "skipBootstrap": True, "userTimezone": self.task.spec.timezone,
                "model": {"primary": f"{PROVIDER}/{self.options['model']}"},
            }},
            "models": {"mode": "replace", "providers": {PROVIDER: {
                "baseUrl": self.options["base_url"], "apiKey": self.api_key,
                "api": self.options.get("api", "openai-completions"), "models": [model],
            }}},
        }

    @staticmethod
    def state_dir(ctx: RoundContext) -> Path:
        return ctx.home / ".openclaw"

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        state = self.state_dir(ctx)
        (state / "workspace").mkdir(parents=True, exist_ok=True)
        (state / "openclaw.json").write_text(json.dumps(self.config(ctx), indent=2), encoding="utf-8")
        write_skills(state / "workspace" / "skills", agent_endpoints(ctx), ctx.workspace)
        install = self.installed(ctx)
        timeout = self.timeout or ctx.timeout_s
        argv = [str(install.node), str(install.entry), "agent", "--local", "--session-id", ctx.session_id,
                "--message", ctx.prompt, "--json", "--timeout", str(timeout)]
        env = {**self.environment(ctx), "OPENCLAW_STATE_DIR": str(state),
               "OPENCLAW_CONFIG_PATH": str(state / "openclaw.json"), "OPENCLAW_OFFLINE": "1",
               "OPENCLAW_NO_AUTO_UPDATE": "1", "OPENCLAW_DISABLE_BONJOUR": "1"}
        env["PATH"] = f"{install.node.parent}{os.pathsep}{env['PATH']}"
        return read_result(self.run_process(ctx, argv, env, timeout + GRACE_S, limit=JSON_LIMIT))


def read_result(outcome: RoundOutcome) -> RoundOutcome:
    """Fill the final message and usage from OpenClaw's --json result; keep a summary, not the whole report.

    Raises AgentUnavailable for OpenClaw's failure envelope (`{"ok": false, "error": {...}}`): the
    CLI itself failed, e.g. the model endpoint still erred after OpenClaw's own retries.
    """
    try:
        result = json.loads(outcome.stdout)
    except json.JSONDecodeError:
        outcome.stdout = outcome.stdout[-16_000:]
        return outcome
    if result.get("ok") is False:
        error = result.get("error") or {}
        raise AgentUnavailable(f"OpenClaw failed: {error.get('type')}: {error.get('message')}")
    meta = result.get("meta") or {}
    usage = (meta.get("agentMeta") or {}).get("usage") or {}
    tools = meta.get("toolSummary") or {}
    outcome.final_message = "\n\n".join(p.get("text") or "" for p in result.get("payloads") or []).strip()
    outcome.usage = Usage(input_tokens=int(usage.get("input", 0)), output_tokens=int(usage.get("output", 0)),
                          tool_calls=int(tools.get("calls", 0)))
    summary = {"stopReason": meta.get("stopReason"), "aborted": meta.get("aborted"), "toolSummary": tools,
               "usage": usage, "durationMs": meta.get("durationMs")}
    outcome.stdout = json.dumps(summary, sort_keys=True)
    if meta.get("aborted") or meta.get("stopReason") == "error":
        outcome.error = outcome.error or f"OpenClaw stopped: {meta.get('stopReason')}"
    return outcome
