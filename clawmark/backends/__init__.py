"""Where a world's servers run: `local` processes (the default) or `docker` containers.

    base.py       the seam: ServerSpec, Server, Backend
    local.py      child processes on 127.0.0.1
    docker.py     containers of images/<name> on a private network per world (Docker SDK)
    images.py     building and caching those images
    firewall.py   no route out of a world's network
    gc.py         removing what killed runs left behind
"""

from __future__ import annotations

from clawmark.backends.base import Backend, Server, ServerSpec

BACKENDS = ("local", "docker")


def open_backend(name: str) -> Backend:
    """A fresh backend for one world; raises ServiceError when `name` cannot run here."""
    if name == "local":
        from clawmark.backends.local import LocalBackend

        return LocalBackend()
    if name == "docker":
        from clawmark.backends.docker import DockerBackend

        return DockerBackend()
    raise ValueError(f"unknown backend {name!r}; one of {', '.join(BACKENDS)}")


def unavailable(name: str) -> str | None:
    """Why backend `name` cannot run here (e.g. no container engine), or None."""
    if name == "docker":
        from clawmark.backends.engine import unavailable as docker_unavailable

        return docker_unavailable()
    return None


__all__ = ["BACKENDS", "Backend", "Server", "ServerSpec", "open_backend", "unavailable"]
