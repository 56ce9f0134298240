"""The docker backend: every server in its own container, on a private network per world.

Driven by the Docker SDK for Python over the Docker Engine API, so Docker Engine and Podman's
compatible service both work. The engine is found by clawmark.backends.engine.

Per world (one DockerBackend): a network `clawmark-<run>`, then per server a container of
`images/<image>` with

    labels      clawmark.run=<run>, clawmark.pid=<harness pid>, clawmark.host=<hostname>,
                clawmark.server=<name>: what `clawmark gc` finds leftovers by
    ports       the server's ports published on 127.0.0.1 only, on ports the engine picks
    alias       the server's name on the world's network (e.g. `mail`, `radicale`)
    volumes     the server's state folder, bind-mounted at the same path
    init        a minimal init as PID 1 (so a stop is immediate), run detached

and no route out of the network (clawmark.backends.firewall). `close()` removes every
container, the network and its rules. A container that does not reach `running`
with its port published within START_TIMEOUT_S raises ServiceError (the run is `invalid`), as
does a container that exits later (through `failure()`).

The harness reaches servers at their published ports; an agent in the world (`toolbox`) at
their aliases and own ports, as `inside()` rewrites the endpoints it is given.
"""

from __future__ import annotations

import os
import re
import secrets
import shlex
import socket
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from clawmark import interrupt
from clawmark.backends import firewall, images
from clawmark.backends.addresses import rewrite
from clawmark.backends.base import Backend, Server, ServerSpec
from clawmark.backends.engine import connect
from clawmark.endpoint import Endpoint, ServiceError

START_TIMEOUT_S = 30.0
WAIT_STEP_S = 0.5  # how soon a toolbox command's wait notices a stop signal
LABEL_RUN = "clawmark.run"
LABEL_PID = "clawmark.pid"
LABEL_HOST = "clawmark.host"
LABEL_SERVER = "clawmark.server"
NOT_FOUND = "clawmark: the toolbox has no such program"


@dataclass(frozen=True)
class Ran:
    """How a toolbox command ended: its exit status (None when killed at its timeout) and output."""

    status: int | None
    stdout: str
    stderr: str


class DockerServer(Server):
    """One server's container; `port` is its main port's published port on 127.0.0.1."""

    def __init__(self, container, spec: ServerSpec, alias: str):
        self.container = container
        self.spec = spec
        self.alias = alias
        self.ports = self._published()
        self.port = self.ports[spec.port]

    def _published(self) -> dict[int, int]:
        """Wait until the container runs with its ports published; return container port → host port."""
        deadline = time.monotonic() + START_TIMEOUT_S
        wanted = (self.spec.port, *self.spec.more_ports)
        while time.monotonic() < deadline:
            self.container.reload()
            if self.container.status in ("exited", "dead"):
                raise ServiceError(f"{self.spec.name}: container exited at start: {self.log_tail()}")
            bound = self.container.attrs["NetworkSettings"]["Ports"] or {}
            if self.container.status == "running" and all(bound.get(f"{p}/tcp") for p in wanted):
                return {p: int(bound[f"{p}/tcp"][0]["HostPort"]) for p in wanted}
            time.sleep(0.02)
        raise ServiceError(f"{self.spec.name}: container not running within {START_TIMEOUT_S:.0f} s")

    def published(self, port: int) -> int | None:
        return self.ports.get(port)

    def failure(self) -> str | None:
        import docker.errors

        try:
            self.container.reload()
        except docker.errors.NotFound:
            return f"{self.spec.name}: container is gone"
        except docker.errors.DockerException as e:
            return f"{self.spec.name}: container engine does not answer: {e}"
        if self.container.status != "running":
            code = self.container.attrs["State"].get("ExitCode")
            return f"{self.spec.name}: container {self.container.status} (exit status {code})"
        return None

    def log_tail(self, lines: int = 5) -> str:
        try:
            text = self.container.logs(stdout=False, stderr=True, tail=lines).decode(errors="replace")
        except Exception:  # noqa: BLE001 - only for error messages
            return ""
        return " | ".join(text.strip().splitlines())

    def stop(self) -> None:
        _remove(self.container)


def _wait(container, timeout_s: float) -> int | None:
    """The exit status of `container`, or None when it outlived `timeout_s` or a stop signal
    arrived (clawmark.interrupt; noticed within WAIT_STEP_S): then it is killed."""
    import requests.exceptions

    deadline = time.monotonic() + timeout_s
    while not interrupt.requested() and (left := deadline - time.monotonic()) > 0:
        try:
            return container.wait(timeout=min(left, WAIT_STEP_S))["StatusCode"]
        except requests.exceptions.RequestException:  # the read timed out (over a unix socket: ConnectionError)
            container.reload()  # raises when the engine itself is gone
    container.kill()
    return None


def _remove(container) -> None:
    import docker.errors

    try:
        container.remove(force=True)
    except docker.errors.NotFound:
        pass


class DockerBackend(Backend):
    """The servers of one world in containers on the world's private network."""

    name = "docker"
    shares_host_network = False

    def __init__(self, client=None, run: str | None = None):
        self.client = client or connect()
        self.run = run or secrets.token_hex(6)
        self.labels = {LABEL_RUN: self.run, LABEL_PID: str(os.getpid()), LABEL_HOST: socket.gethostname()}
        self.network = None
        self.containers: list = []
        self.servers: list[DockerServer] = []
        self.images: dict[str, str] = {}
        self._creating = threading.Lock()  # a World starts its servers from several threads

    def bind(self, default_port: int) -> tuple[str, int]:
        return "0.0.0.0", default_port

    def image(self, name: str) -> str:
        """The id of image `name` (built when its context changed), remembered for the run record."""
        if name not in self.images:
            self.images[name] = images.ensure(self.client, name)
        return self.images[name]

    def world_network(self):
        """The world's private network, created and sealed (clawmark.backends.firewall) on first use."""
        if self.network is None:
            bridge = f"cm-{self.run}"  # named up front: Podman creates it when the first container joins
            self.network = self.client.networks.create(
                f"clawmark-{self.run}", driver="bridge", labels=self.labels,
                options={"com.docker.network.bridge.name": bridge},
            )
            firewall.seal(bridge, self.run)
        return self.network

    def launch(self, spec: ServerSpec) -> Server:
        with self._creating:  # images, the network and containers are created one at a time
            return self._launch(spec)

    def _launch(self, spec: ServerSpec) -> Server:
        import docker.errors

        image = self.image(spec.image)
        network = self.world_network()
        slug = re.sub(r"[^a-z0-9_.-]+", "-", spec.name.lower())
        argv = [*images.LISTEN, str(spec.port), *spec.argv] if spec.listener else list(spec.argv)
        try:
            container = self.client.containers.run(
                image, argv, name=f"clawmark-{self.run}-{slug}", detach=True, init=True,
                labels=self.labels | {LABEL_SERVER: slug}, network=network.name, hostname=slug,
                networking_config={network.name: self.client.api.create_endpoint_config(aliases=[slug])},
                ports={f"{port}/tcp": ("127.0.0.1", None) for port in (spec.port, *spec.more_ports)},
                environment=spec.env, volumes={str(spec.root): {"bind": str(spec.root), "mode": "rw"}},
            )
        except docker.errors.DockerException as e:
            raise ServiceError(f"{spec.name}: container could not start: {e}") from e
        self.containers.append(container)
        server = DockerServer(container, spec, slug)
        self.servers.append(server)
        return server

    def inside(self, endpoint: Endpoint) -> Endpoint:
        table = {published: (server.alias, port) for server in self.servers
                 for port, published in server.ports.items()}
        return rewrite(endpoint, table)

    def toolbox(self, argv: list[str], workspace: Path, env: dict[str, str], timeout_s: float,
                mounts: dict[Path, str] | None = None, forwards: dict[tuple[str, int], Path] | None = None) -> Ran:
        """Run `argv` in a `toolbox` container attached only to the world's network, until it exits
        or for `timeout_s` seconds; then the container is killed and removed either way.

        The workspace is mounted read-write at its own path (the working directory), and each
        path of `mounts` at its own path, "ro" or "rw"; nothing else of the host is visible.
        `env` is added to the image's environment (whose PATH holds the toolbox); the servers'
        aliases resolve through /etc/hosts (the sealed network answers no DNS). `forwards` maps
        (host, port) to a unix socket of the harness (clawmark.agents.model_relay): inside, the
        host resolves to 127.0.0.1 and socat forwards the port to the socket (mounted), before
        `argv` starts. Raises ServiceError when the container cannot be started or `argv[0]` is
        not a program of the image.
        """
        import docker.errors

        volumes = {str(path): {"bind": str(path), "mode": mode} for path, mode in (mounts or {}).items()}
        volumes[str(workspace)] = {"bind": str(workspace), "mode": "rw"}
        hosts, script = self._hosts(), ""
        for (host, port), path in (forwards or {}).items():
            volumes[str(path.parent)] = {"bind": str(path.parent), "mode": "rw"}
            if host != "127.0.0.1":
                hosts[host] = "127.0.0.1"
            script += (f"socat TCP-LISTEN:{port},bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:{shlex.quote(str(path))} & "
                       f"until (exec 3<>/dev/tcp/127.0.0.1/{port}) 2>/dev/null; do sleep 0.01; done; ")
        script += f'command -v "$1" >/dev/null || {{ echo "{NOT_FOUND}" >&2; exit 127; }}; exec "$@"'
        program, argv = argv[0], ["bash", "-c", script, "toolbox", *argv]
        network = self.world_network()
        try:
            container = self.client.containers.run(
                self.image("toolbox"), argv, detach=True, init=True,
                name=f"clawmark-{self.run}-toolbox-{secrets.token_hex(3)}", labels=self.labels | {LABEL_SERVER: "toolbox"},
                network=network.name, extra_hosts=hosts, environment=env, working_dir=str(workspace),
                volumes=volumes,
            )
        except docker.errors.DockerException as e:
            raise ServiceError(f"toolbox container could not start: {e}") from e
        self.containers.append(container)
        try:
            status = _wait(container, timeout_s)
            logs = {stream: container.logs(stdout=stream == "stdout", stderr=stream == "stderr").decode(errors="replace")
                    for stream in ("stdout", "stderr")}
        finally:
            _remove(container)
            self.containers.remove(container)
        if status == 127 and logs["stderr"] == NOT_FOUND + "\n":
            raise ServiceError(f"program {program!r} is not in the toolbox image (its PATH)")
        return Ran(status, logs["stdout"], logs["stderr"])

    def _hosts(self) -> dict[str, str]:
        """alias → address on the world's network, of every server container."""
        hosts = {}
        for server in self.servers:
            server.container.reload()
            hosts[server.alias] = server.container.attrs["NetworkSettings"]["Networks"][self.network.name]["IPAddress"]
        return hosts

    def describe(self) -> dict:
        return {"backend": self.name, "images": dict(sorted(self.images.items()))}

    def close(self) -> None:
        """Remove the world's containers and network (idempotent)."""
        for container in self.containers:
            _remove(container)
        self.containers.clear()
        self.servers.clear()
        if self.network is not None:
            try:
                self.network.remove()
                firewall.drop(self.run)
            except Exception:  # noqa: BLE001 - `clawmark gc` removes what is left
                pass
            self.network = None
