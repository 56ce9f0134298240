"""The local backend: every server is a child process of the harness on 127.0.0.1."""

from __future__ import annotations

import os
import signal
import socket

from clawmark.backends import ports, preloader
from clawmark.backends.base import Backend, Server, ServerSpec
from clawmark.endpoint import ServiceError


class LocalServer(Server):
    """A process in its own session (so the whole process group can be killed), forked by the
    preloader (clawmark.backends.preloader) so that it dies with the harness: a Python server
    with `preload` runs in the fork, any other program is executed afresh from it."""

    def __init__(self, spec: ServerSpec):
        self.spec = spec
        self.port = spec.port
        argv, listener = list(spec.local_argv), None
        env = {**os.environ, **spec.env}
        if spec.listener:
            listener = socket.create_server(("127.0.0.1", 0), backlog=128)
            self.port = listener.getsockname()[1]
        fresh = not (spec.preload and preloader.can_fork(argv, env))
        try:
            self.process = preloader.preloader().spawn(argv, env, str(spec.log), () if fresh else spec.preload,
                                                       listener, fresh=fresh)
        except OSError as e:
            raise ServiceError(f"{spec.name}: cannot run {argv[0]}: {e}") from e
        finally:
            if listener is not None:
                listener.close()

    def failure(self) -> str | None:
        if self.process is None:
            return f"{self.spec.name} is not running"
        if self.process.poll() is not None:
            return f"{self.spec.name} exited with status {self.process.returncode}"
        return None

    def log_tail(self, lines: int = 5) -> str:
        log = self.spec.log
        return " | ".join(log.read_text(errors="replace").splitlines()[-lines:]) if log.is_file() else ""

    def stop(self) -> None:
        if self.process is None:
            return
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        self.process = None


class LocalBackend(Backend):
    """Servers as local processes bound to 127.0.0.1 on ports reserved for the world's lifetime
    (clawmark.backends.ports: no other world or outgoing connection takes them meanwhile)."""

    name = "local"

    def __init__(self):
        self._reserved: list[ports.Reservation] = []

    def bind(self, default_port: int) -> tuple[str, int]:
        try:
            reservation = ports.reserve()
        except ports.PortExhausted as e:
            raise ServiceError(str(e)) from e
        self._reserved.append(reservation)
        return "127.0.0.1", reservation.port

    def close(self) -> None:
        for reservation in self._reserved:
            reservation.release()
        self._reserved.clear()

    def launch(self, spec: ServerSpec) -> Server:
        return LocalServer(spec)
