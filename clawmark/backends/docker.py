"""The docker backend: every server in its own container, on a private network per world.

Driven by the Docker SDK for Python over the Docker Engine API, so Docker Engine and Podman's
compatible service both work. The engine is DOCKER_HOST if set, else the first socket of
SOCKETS that exists.

Per world (one DockerBackend): a network `clawmark-<run>`, then per server a container of
`images/<image>` with

    labels      clawmark.run=<run>, clawmark.pid=<harness pid>, clawmark.host=<hostname>,
                clawmark.server=<name>: what `clawmark gc` finds leftovers by
    ports       the server's port published on 127.0.0.1 only, on a port the engine picks
    volumes     the server's state folder, bind-mounted at the same path
    init        a minimal init as PID 1 (so a stop is immediate), run detached

and no route out of the network (clawmark.backends.firewall). `close()` removes every
container, the network and its rules. A container that does not reach `running`
with its port published within START_TIMEOUT_S raises ServiceError (the run is `invalid`), as
does a container that exits later (through `failure()`).
"""

from __future__ import annotations

import os
import re
import secrets
import socket
import time
from pathlib import Path

from clawmark.backends import firewall, images
from clawmark.backends.base import Backend, Server, ServerSpec
from clawmark.services.base import ServiceError

SOCKETS = ("/var/run/docker.sock", "/run/podman/podman.sock")
START_TIMEOUT_S = 30.0
LABEL_RUN = "clawmark.run"
LABEL_PID = "clawmark.pid"
LABEL_HOST = "clawmark.host"
LABEL_SERVER = "clawmark.server"


def engine_url() -> str | None:
    """The engine's API address: DOCKER_HOST, else `unix://` + the first existing socket, else None."""
    if url := os.environ.get("DOCKER_HOST"):
        return url
    return next((f"unix://{path}" for path in SOCKETS if os.path.exists(path)), None)


def connect():
    """A docker.DockerClient for the engine; raises ServiceError when there is none or it does not answer."""
    import docker
    import docker.errors

    url = engine_url()
    if url is None:
        raise ServiceError("no container engine: set DOCKER_HOST, or start Docker or Podman's API service "
                           f"(tools/setup --containers) on one of {', '.join(SOCKETS)}")
    try:
        client = docker.DockerClient(base_url=url, timeout=120)
        client.ping()
    except (docker.errors.DockerException, OSError) as e:
        raise ServiceError(f"the container engine at {url} does not answer: {e}") from e
    return client


def unavailable() -> str | None:
    """Why the docker backend cannot run here, or None."""
    try:
        connect().close()
    except ServiceError as e:
        return str(e)
    return None


class DockerServer(Server):
    """One server's container; `port` is its published port on 127.0.0.1."""

    def __init__(self, container, spec: ServerSpec):
        self.container = container
        self.spec = spec
        self.port = self._published()

    def _published(self) -> int:
        """Wait until the container runs with its port published; return the host port."""
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            self.container.reload()
            if self.container.status in ("exited", "dead"):
                raise ServiceError(f"{self.spec.name}: container exited at start: {self.log_tail()}")
            bindings = (self.container.attrs["NetworkSettings"]["Ports"] or {}).get(f"{self.spec.port}/tcp")
            if self.container.status == "running" and bindings:
                return int(bindings[0]["HostPort"])
            time.sleep(0.02)
        raise ServiceError(f"{self.spec.name}: container not running within {START_TIMEOUT_S:.0f} s")

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


def _remove(container) -> None:
    import docker.errors

    try:
        container.remove(force=True)
    except docker.errors.NotFound:
        pass


class DockerBackend(Backend):
    """The servers of one world in containers on the world's private network."""

    name = "docker"

    def __init__(self, client=None, run: str | None = None):
        self.client = client or connect()
        self.run = run or secrets.token_hex(6)
        self.labels = {LABEL_RUN: self.run, LABEL_PID: str(os.getpid()), LABEL_HOST: socket.gethostname()}
        self.network = None
        self.containers: list = []
        self.servers: list[DockerServer] = []
        self.images: dict[str, str] = {}

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
        import docker.errors

        image = self.image(spec.image)
        network = self.world_network()
        slug = re.sub(r"[^a-z0-9_.-]+", "-", spec.name.lower())
        argv = [*images.LISTEN, str(spec.port), *spec.argv] if spec.listener else list(spec.argv)
        try:
            container = self.client.containers.run(
                image, argv, name=f"clawmark-{self.run}-{slug}", detach=True, init=True,
                labels=self.labels | {LABEL_SERVER: slug}, network=network.name, hostname=slug,
                ports={f"{spec.port}/tcp": ("127.0.0.1", None)}, environment=spec.env,
                volumes={str(spec.root): {"bind": str(spec.root), "mode": "rw"}},
            )
        except docker.errors.DockerException as e:
            raise ServiceError(f"{spec.name}: container could not start: {e}") from e
        self.containers.append(container)
        server = DockerServer(container, spec)
        self.servers.append(server)
        return server

    def toolbox(self, argv: list[str], workspace: Path, env: dict[str, str], timeout_s: float) -> tuple[int, str]:
        """Run `argv` in a `toolbox` container attached only to the world's network; (status, output).

        The workspace is mounted at its own path (the working directory), `env` is the agent's
        environment, and socat forwards each server's 127.0.0.1 port inside the container to
        that server's container, so the endpoints an agent is given work unchanged. The status
        is 124 when the command outlives `timeout_s` (it is killed). The harness's SMTP
        submission server is not reachable from inside (it runs in the harness process).
        """
        forwards = []
        for server in self.servers:
            server.container.reload()
            address = server.container.attrs["NetworkSettings"]["Networks"][self.network.name]["IPAddress"]
            forwards.append(f"socat TCP-LISTEN:{server.port},bind=127.0.0.1,fork,reuseaddr "
                            f"TCP:{address}:{server.spec.port} & ")
        script = "".join(forwards) + "sleep 0.2; exec \"$@\""
        container = self.client.containers.run(
            self.image("toolbox"), ["sh", "-c", script, "toolbox", *argv], detach=True, init=True,
            name=f"clawmark-{self.run}-toolbox-{secrets.token_hex(3)}", labels=self.labels | {LABEL_SERVER: "toolbox"},
            network=self.world_network().name, environment=env, working_dir=str(workspace),
            volumes={str(workspace): {"bind": str(workspace), "mode": "rw"}},
        )
        self.containers.append(container)
        try:
            status = container.wait(timeout=timeout_s)["StatusCode"]
        except Exception:  # noqa: BLE001 - requests' ReadTimeout: the command outlived its time
            container.kill()
            status = 124
        try:
            return status, container.logs().decode(errors="replace")
        finally:
            _remove(container)
            self.containers.remove(container)

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
