"""Agent processes inside a docker world: the `toolbox` container on the world's network.

Under `--backend docker` the servers run in containers on a private, sealed network
(clawmark.backends.docker), and a process-running adapter (`command`, `openclaw`) starts its
process in a container of the `toolbox` image attached to that network only: no route out, no
view of the host but

    <workspace>                     read-write, the working directory
    <home>                          the run's scratch HOME, read-write
    <prompt folder>, extra paths    read-only (the adapter's `bind` option)

Its environment is the adapter's, with every service variable given as the in-network address
(`mail:143`, `radicale:5232`; DockerBackend.inside) and the image's PATH (the toolbox's Python,
Node and OpenClaw); the workspace's SERVICES.md says the same. At the timeout the container is
killed and removed, and the round is recorded as timed out, as for a local process group.
"""

from __future__ import annotations

from pathlib import Path

from clawmark.agents.base import AgentUnavailable, RoundContext
from clawmark.agents.sandbox import Finished
from clawmark.endpoint import Endpoint, ServiceError
from clawmark.services.fs.service import GUIDE_FILE
from clawmark.services.fs.nofollow import Blocked, Workspace
from clawmark.taskdir import Task
from clawmark.world import services_guide

HOST_ONLY = ("PATH", "TMPDIR")  # the host's: the image has its own
OPENCLAW_IN_IMAGE = Path("/opt/openclaw")  # images/toolbox: clawmark.agents.npm_install's layout there


def joins_world(ctx: RoundContext) -> bool:
    """Whether the round's agent process must run inside the world's network (docker backend)."""
    return ctx.backend is not None and not ctx.backend.shares_host_network


def agent_endpoints(ctx: RoundContext) -> dict[str, Endpoint]:
    """The endpoints as the round's agent process must use them (in-network ones in a docker world)."""
    if not joins_world(ctx):
        return ctx.endpoints
    return {name: ctx.backend.inside(endpoint) for name, endpoint in ctx.endpoints.items()}


def run_in_world(task: Task, ctx: RoundContext, argv: list[str], env: dict[str, str], timeout: float,
                 read_only=(), limit: int = 16_000, forwards: dict | None = None) -> Finished:
    """Run `argv` in the world's toolbox container for at most `timeout` seconds (see the module);
    `forwards`: (host, port) → a harness unix socket (DockerBackend.toolbox).

    Raises AgentUnavailable when the container cannot be started (an infrastructure fault).
    """
    endpoints = agent_endpoints(ctx)
    try:  # the in-network addresses; never through a link the agent planted
        Workspace(ctx.workspace).write(GUIDE_FILE, services_guide(task, endpoints).encode(), ctx.now)
    except Blocked:  # the agent put a directory there: its variables still say the same
        pass
    inside = {k: v for name in sorted(endpoints) for k, v in endpoints[name].env.items()}
    env = {k: v for k, v in env.items() if k not in HOST_ONLY} | inside
    mounts = {ctx.home: "rw", ctx.prompt_file.parent: "ro"} | {path: "ro" for path in read_only
                                                               if path not in (ctx.home, ctx.prompt_file.parent)}
    try:
        ran = ctx.backend.toolbox(argv, ctx.workspace, env, timeout, mounts, forwards)
    except ServiceError as e:
        raise AgentUnavailable(str(e)) from None
    return Finished(ran.status, _tail(ran.stdout, limit), _tail(ran.stderr, limit), "toolbox")


def _tail(text: str, limit: int) -> str:
    """The last `limit` characters of `text`, marked when cut."""
    return text if len(text) <= limit else f"[… {len(text)} characters in all; the tail follows]\n" + text[-limit:]
