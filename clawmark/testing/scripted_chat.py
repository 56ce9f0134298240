"""A scripted OpenAI-compatible Chat Completions endpoint: a test double for any agent's model.

A real HTTP server on 127.0.0.1 (FastAPI + uvicorn in a thread) that speaks the wire protocol
of https://platform.openai.com/docs/api-reference/chat — `POST /v1/chat/completions` with
tools and tool calls, plain JSON or server-sent events (`stream: true`, with
`stream_options.include_usage`), `GET /v1/models`, Bearer authentication and the API's error
shape — and answers from a script instead of a model:

    round  = N from the last user message holding "Day N of M" (the wake-up prompt)
    step   = assistant messages since that user message
    answer = the round's plan[step]: a call of the agent's shell tool (found by name among the
             request's tools: run_shell, exec, bash, shell), of view_image, or the final text

Calls that carry no wake-up prompt (an agent's own housekeeping: titles, summaries) get a short
text. `faults` makes the next requests fail with the given HTTP statuses (429, 500, …), for
retry tests; every request body is kept in `requests`.
"""

from __future__ import annotations

import json
import re
import secrets
import threading
from dataclasses import dataclass, field

import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, StreamingResponse

SHELL_TOOLS = ("run_shell", "exec", "bash", "shell")
_DAY = re.compile(r"Day (\d+) of \d+")


@dataclass
class Plan:
    """What the scripted model does each round: tool calls in order, then a final message.

    commands: round → shell command lines; images: round → image paths to view first (only
    when the agent offers a view_image tool); final: round → the closing text.
    """

    commands: dict[int, list[str]]
    final: dict[int, str]
    images: dict[int, list[str]] = field(default_factory=dict)

    def step(self, round_number: int, step: int, tool_names: list[str]) -> tuple[str, dict] | str:
        """The answer at `step`: (tool name, arguments) or the final text."""
        calls = []
        if "view_image" in tool_names:
            calls += [("view_image", {"path": p}) for p in self.images.get(round_number, [])]
        shell = next((n for n in SHELL_TOOLS if n in tool_names), None)
        if shell:
            calls += [(shell, {"command": c}) for c in self.commands.get(round_number, [])]
        return calls[step] if step < len(calls) else self.final.get(round_number, "Done.")


class ScriptedChat:
    """The endpoint; use as a context manager. `base_url` ends in /v1; `api_key` is random."""

    def __init__(self, plan: Plan, model: str = "scripted-1", faults: list[int] | None = None):
        self.plan, self.model = plan, model
        self.api_key = "sk-test-" + secrets.token_hex(12)
        self.faults = list(faults or [])
        self.requests: list[dict] = []
        self._lock = threading.Lock()
        self.app = self._app()
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self.base_url = ""

    def __enter__(self) -> ScriptedChat:
        config = uvicorn.Config(self.app, host="127.0.0.1", port=0, log_level="warning", lifespan="off")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)
        self._thread.start()
        while not self._server.started:
            if not self._thread.is_alive():
                raise RuntimeError("scripted chat endpoint failed to start")
            self._thread.join(0.01)
        port = self._server.servers[0].sockets[0].getsockname()[1]
        self.base_url = f"http://127.0.0.1:{port}/v1"
        return self

    def __exit__(self, *exc) -> None:
        self._server.should_exit = True
        self._thread.join(10)

    def _app(self) -> FastAPI:
        app = FastAPI()

        @app.middleware("http")
        async def authenticate(request: Request, call_next):
            if request.headers.get("authorization") != f"Bearer {self.api_key}":
                return _error(401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key")
            return await call_next(request)

        @app.get("/v1/models")
        async def models():
            return {"object": "list", "data": [{"id": self.model, "object": "model", "created": 0, "owned_by": "clawmark"}]}

        @app.post("/v1/chat/completions")
        async def completions(request: Request):
            try:
                body = await request.json()
                messages = body["messages"]
            except (ValueError, KeyError, TypeError):
                return _error(400, "The request needs a JSON body with 'messages'.", "invalid_request_error")
            with self._lock:
                self.requests.append(body)
                fault = self.faults.pop(0) if self.faults else None
            if fault:
                return _error(fault, f"scripted fault {fault}", "server_error" if fault >= 500 else "rate_limit_exceeded",
                              headers={"retry-after-ms": "10"})
            answer = self._answer(messages, [t.get("function", {}).get("name") for t in body.get("tools") or []])
            usage = {"prompt_tokens": len(json.dumps(messages)) // 4, "completion_tokens": len(json.dumps(answer)) // 4}
            usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
            if body.get("stream"):
                include = bool((body.get("stream_options") or {}).get("include_usage"))
                return StreamingResponse(_sse(answer, body.get("model", self.model), usage if include else None),
                                         media_type="text/event-stream")
            return _completion(answer, body.get("model", self.model), usage)

        return app

    def _answer(self, messages: list[dict], tool_names: list[str]) -> tuple[str, dict, str] | str:
        """The scripted answer to a conversation: (tool, arguments, call id) or text."""
        for index in range(len(messages) - 1, -1, -1):
            message = messages[index]
            if message.get("role") == "user" and (found := _DAY.search(_text(message.get("content")))):
                round_number = int(found.group(1))
                step = sum(1 for m in messages[index + 1:] if m.get("role") == "assistant")
                answer = self.plan.step(round_number, step, tool_names)
                if isinstance(answer, tuple):
                    return (*answer, f"call_{round_number}_{step}_{secrets.token_hex(3)}")
                return answer
        return "OK."


def _text(content) -> str:
    if isinstance(content, list):
        return "\n".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content or ""


def _error(status: int, message: str, kind: str, code: str | None = None, headers=None) -> JSONResponse:
    body = {"error": {"message": message, "type": kind, "param": None, "code": code}}
    return JSONResponse(body, status_code=status, headers=headers)


def _message(answer) -> tuple[dict, str]:
    if isinstance(answer, str):
        return {"role": "assistant", "content": answer}, "stop"
    name, arguments, call_id = answer
    call = {"id": call_id, "type": "function", "function": {"name": name, "arguments": json.dumps(arguments)}}
    return {"role": "assistant", "content": None, "tool_calls": [call]}, "tool_calls"


def _completion(answer, model: str, usage: dict) -> dict:
    message, finish = _message(answer)
    return {"id": "chatcmpl-" + secrets.token_hex(8), "object": "chat.completion", "created": 0, "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish, "logprobs": None}], "usage": usage}


def _sse(answer, model: str, usage: dict | None):
    """The answer as chat.completion.chunk events: role, content or tool-call pieces, finish, usage."""
    base = {"id": "chatcmpl-" + secrets.token_hex(8), "object": "chat.completion.chunk", "created": 0, "model": model}

    def chunk(delta: dict, finish=None) -> str:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return "data: " + json.dumps({**base, "choices": [choice]}) + "\n\n"

    message, finish = _message(answer)
    yield chunk({"role": "assistant", "content": ""})
    if finish == "stop":
        text = message["content"]
        for piece in (text[: len(text) // 2], text[len(text) // 2:]):
            yield chunk({"content": piece})
    else:
        call = message["tool_calls"][0]
        arguments = call["function"]["arguments"]
        yield chunk({"tool_calls": [{"index": 0, "id": call["id"], "type": "function",
                                     "function": {"name": call["function"]["name"], "arguments": ""}}]})
        for piece in (arguments[: len(arguments) // 2], arguments[len(arguments) // 2:]):
            yield chunk({"tool_calls": [{"index": 0, "function": {"arguments": piece}}]})
    yield chunk({}, finish)
    if usage:
        yield "data: " + json.dumps({**base, "choices": [], "usage": usage}) + "\n\n"
    yield "data: [DONE]\n\n"
