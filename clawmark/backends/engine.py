"""The container engine the docker backend and the image builder both talk to.

It is DOCKER_HOST if set, else the first socket of SOCKETS that exists (Docker Engine, or
Podman's compatible API service), driven by the Docker SDK for Python.
"""

from __future__ import annotations

import os

from clawmark.endpoint import ServiceError

SOCKETS = ("/var/run/docker.sock", "/run/podman/podman.sock")


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
