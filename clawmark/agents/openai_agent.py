"""The `openai` agent: a tool-calling loop over any OpenAI-compatible Chat Completions endpoint.

Each round appends the wake-up prompt to one conversation that lasts the whole run (the agent
remembers earlier days), then asks the model for its next message until it answers without
tool calls, or the round's step, token or time budget runs out. Tools: run_shell, read_file,
write_file, view_image (clawmark.agents.tools). The `openai` SDK retries 429, 5xx, timeouts
and connection errors with exponential backoff (`max_retries`); an endpoint that still fails,
or refuses the key or model, raises AgentUnavailable, so the run is `invalid`, never a zero.
A request the endpoint rejects as malformed (400/413/422, e.g. a context overflow) is the
agent's failure: the round ends with that error and is scored on the state left.

API reference: https://platform.openai.com/docs/api-reference/chat (messages, tools,
tool_calls, stream with stream_options.include_usage).
"""

from __future__ import annotations

import os
import time

from clawmark import interrupt
from clawmark.agents.base import (
    Agent, AgentStartError, AgentUnavailable, RoundContext, RoundOutcome, Usage, positive_int,
)
from clawmark.agents.sandbox import MODES, Reach, SandboxUnavailable, faketime_library, toolbox_path, universe_time_env
from clawmark.agents.tools import Toolbox

SYSTEM_PROMPT = """You are a careful professional assistant working in a small office, one working day at a time.
Each day you get a message with the date and your instructions. The office's services and how to reach
them are described in SERVICES.md in your workspace (your working directory); their credentials are in
your environment. Raw evidence (PDFs, images, audio, spreadsheets) must be read with the tools on this
machine: pdftotext, pdftoppm, tesseract, ffmpeg, python3 with PyMuPDF, openpyxl and pocketsphinx.
Work with the tools until the day's work is done, then reply with a short summary."""
REJECTED = (400, 413, 422)


class OpenAIAgent(Agent):
    """A built-in tool-calling agent for any OpenAI-compatible chat-completions endpoint."""

    name = "openai"
    option_help = {
        "model": "Model name (required).",
        "base_url": "Endpoint base URL, e.g. http://127.0.0.1:8000/v1 (default: $OPENAI_BASE_URL, else OpenAI's).",
        "api_key_env": "Name of the environment variable holding the API key (default OPENAI_API_KEY).",
        "max_steps": "Model calls per round (default 60).",
        "max_tokens": "Token budget per round, input + output (default 400000).",
        "max_retries": "Retries of a failed request, with exponential backoff (default 5).",
        "shell_timeout": "Wall seconds per run_shell command (default 300).",
        "images": "true | false: offer view_image (send images as image parts). Default true.",
        "stream": "true | false: stream responses (server-sent events). Default false.",
        "isolation": "auto | bwrap | none, for run_shell (see the command agent). Default auto.",
        "universe_time": "true | false: run_shell's clock reads universe time (libfaketime). Default true.",
    }
    identity = ("model", "base_url")
    required = ("model",)
    label_option = "model"
    positive_options = ("max_steps", "max_tokens", "max_retries", "shell_timeout")
    choices = {"isolation": MODES}

    def __init__(self, task, options=None):
        super().__init__(task, options)
        o = self.options
        key_env = o.get("api_key_env", "OPENAI_API_KEY")
        if not os.environ.get(key_env):
            raise AgentStartError(f"no API key: set the environment variable {key_env}")
        self.max_steps = positive_int(o, "max_steps", 60)
        self.max_tokens = positive_int(o, "max_tokens", 400_000)
        self.shell_timeout = positive_int(o, "shell_timeout", 300)
        self.images = o.get("images", "true") == "true"
        self.faketime = faketime_library() if o.get("universe_time", "true") == "true" else None
        if o.get("universe_time", "true") == "true" and self.faketime is None:
            raise AgentStartError("universe_time=true needs libfaketime (Debian package faketime)")
        self.stream = o.get("stream", "false") == "true"
        import openai  # here, not at the top: it costs ~0.8 s in every process that loads the registry

        self.client = openai.OpenAI(api_key=os.environ[key_env], base_url=o.get("base_url") or None,
                                    max_retries=positive_int(o, "max_retries", 5), timeout=600)
        self.messages: list[dict] = [{"role": "system", "content": SYSTEM_PROMPT}]

    def close(self) -> None:
        self.client.close()

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        import openai

        tools = Toolbox(ctx.workspace, ctx.home, self._env(ctx), self.shell_timeout,
                        self.options.get("isolation", "auto"), self.images, Reach.world(ctx.endpoints))
        self.messages.append({"role": "user", "content": ctx.prompt})
        usage, deadline = Usage(), time.monotonic() + ctx.timeout_s
        for _ in range(self.max_steps):
            interrupt.check()
            if time.monotonic() > deadline:
                return RoundOutcome(usage=usage, error=f"timed out after {ctx.timeout_s} s", timed_out=True)
            if usage.input_tokens + usage.output_tokens >= self.max_tokens:
                return RoundOutcome(usage=usage, error=f"token budget of {self.max_tokens} spent")
            try:
                message = self._complete(tools, usage)
            except openai.APIStatusError as e:
                if e.status_code in REJECTED:
                    return RoundOutcome(usage=usage, error=f"request rejected: {e.status_code} {e.message}")
                raise AgentUnavailable(f"{self.client.base_url}: {e.status_code} {e.message}") from None
            except openai.APIError as e:
                raise AgentUnavailable(f"{self.client.base_url}: {type(e).__name__}: {e}") from None
            self.messages.append(message)
            if not message.get("tool_calls"):
                return RoundOutcome(final_message=message.get("content") or "", usage=usage)
            self._run_tools(tools, message["tool_calls"], usage)
        return RoundOutcome(usage=usage, error=f"stopped after {self.max_steps} steps")

    def _env(self, ctx: RoundContext) -> dict[str, str]:
        env = {"PATH": toolbox_path(), "HOME": str(ctx.home), "LANG": "C.UTF-8", "TZ": self.task.spec.timezone,
               **ctx.env}
        return {**env, **universe_time_env(self.faketime, ctx.now)} if self.faketime else env

    def _complete(self, tools: Toolbox, usage: Usage) -> dict:
        """One model call; returns the assistant message as a dict for the conversation."""
        request = {"model": self.options["model"], "messages": self.messages, "tools": tools.schemas}
        if self.stream:
            with self.client.chat.completions.stream(**request, stream_options={"include_usage": True}) as stream:
                completion = stream.get_final_completion()
        else:
            completion = self.client.chat.completions.create(**request)
        if completion.usage:
            usage.input_tokens += completion.usage.prompt_tokens
            usage.output_tokens += completion.usage.completion_tokens
        message = completion.choices[0].message
        out = {"role": "assistant", "content": message.content or ""}
        if message.tool_calls:
            out["tool_calls"] = [{"id": c.id, "type": "function",
                                  "function": {"name": c.function.name, "arguments": c.function.arguments}}
                                 for c in message.tool_calls]
        return out

    def _run_tools(self, tools: Toolbox, calls: list[dict], usage: Usage) -> None:
        """Run each tool call; append the tool messages, then one user message with any images."""
        images = []
        for call in calls:
            usage.tool_calls += 1
            try:
                result = tools.call(call["function"]["name"], call["function"]["arguments"])
            except SandboxUnavailable as e:
                raise AgentUnavailable(f"isolation=bwrap: {e}") from None
            self.messages.append({"role": "tool", "tool_call_id": call["id"], "content": result.text})
            if result.image:
                images.append(result.image)
        if images:
            intro = {"type": "text", "text": "The image(s) you asked to view:"}
            self.messages.append({"role": "user", "content": [intro, *images]})
