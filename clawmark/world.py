"""The world: the running services of one task run, brought up, seeded, changed and read.

A World owns a private state directory (short, under /tmp, because unix sockets there must fit
in 108 bytes) with one sub-directory per service. It is a context manager: leaving it stops
every service, releases what its backend created (clawmark.backends: `local` processes or
`docker` containers) and removes the directory unless `keep=True`.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

from clawmark.backends import Backend, open_backend
from clawmark.backends.local_gc import OWNER_FILE, parent_for
from clawmark.changes import Change
from clawmark.clock import UniverseClock
from clawmark.endpoint import Endpoint, ServiceError
from clawmark.services.base import Service, Snapshot
from clawmark.services.registry import SERVICES
from clawmark.services.fs.service import GUIDE_FILE
from clawmark.taskdir import Task
from clawmark.toolbox import GUIDE as TOOLBOX_GUIDE


def services_guide(task: Task, endpoints: dict[str, Endpoint]) -> str:
    """SERVICES.md: how to reach each service of `task` (its guide, naming every environment
    variable) and the toolbox."""
    sections = []
    for name in task.spec.active_services:
        guide = endpoints[name].guide.rstrip("\n")
        unnamed = ", ".join(f"`{v}`" for v in sorted(endpoints[name].env) if v not in guide)
        sections.append(guide + (f"\nEnvironment: {unnamed}.\n" if unnamed else "\n"))
    return "# Services\n\n" + "\n".join(sections) + "\n" + TOOLBOX_GUIDE


class World:
    """The services of `task`, started in `order` (default: fs first, then as declared)."""

    def __init__(self, task: Task, clock: UniverseClock, order: list[str] | None = None, keep: bool = False,
                 backend: str = "local"):
        self.task = task
        self.clock = clock
        self.order = order or task.spec.active_services
        self.keep = keep
        self.backend_name = backend
        self.backend: Backend | None = None
        self.root: Path | None = None
        self.services: dict[str, Service] = {}
        self.endpoints: dict[str, Endpoint] = {}

    def __enter__(self) -> World:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def start(self) -> None:
        """Start and seed every service; write SERVICES.md into the workspace.

        Raises ServiceError naming the service that could not start or be seeded.
        """
        self.root = Path(tempfile.mkdtemp(prefix="cm-", dir=parent_for(self.backend_name)))
        (self.root / OWNER_FILE).write_text(str(os.getpid()), encoding="utf-8")  # for `clawmark gc`
        self.backend = open_backend(self.backend_name)
        for name in self.order:
            if name not in SERVICES:
                raise ServiceError(f"service {name!r} is not available in this ClawMark build")
            service = SERVICES[name]()
            service.backend = self.backend
            self.services[name] = service
            (self.root / name).mkdir()
        # Servers start side by side (mostly waiting for a process to listen); seeding stays in
        # order, one service after another, because it stamps the universe clock.
        with ThreadPoolExecutor(max_workers=len(self.order)) as pool:
            started = {name: pool.submit(self.services[name].start, self.root / name, self.clock) for name in self.order}
        for name in self.order:
            self.endpoints[name] = started[name].result()
        for name in self.order:
            self.endpoints[name] = self.services[name].seed(self.task.spec, self.task.root) or self.endpoints[name]
        self.services["fs"].place(GUIDE_FILE, self.guide().encode())

    @property
    def workspace(self) -> Path:
        """The agent's workspace directory (the fs service's root)."""
        return Path(self.endpoints["fs"].info["workspace"])

    @property
    def env(self) -> dict[str, str]:
        """Environment variables that tell an agent how to reach every service."""
        return {k: v for name in sorted(self.endpoints) for k, v in self.endpoints[name].env.items()}

    def guide(self) -> str:
        """SERVICES.md (see `services_guide`)."""
        return services_guide(self.task, self.endpoints)

    def begin_round(self, number: int) -> None:
        """Move the clock to the start of round `number` (1-based), tell every service, then apply
        the round's events and mutations in the task's order; raises ServiceError on failure."""
        self.clock.set_round(number)
        with self._diagnosed():
            for name in sorted(self.services):
                self.services[name].follow_clock()
        spec = self.task.spec.rounds[number - 1]
        for change in (*spec.events, *spec.mutations):
            self.apply(change)

    def apply(self, change: Change) -> None:
        """Apply one change through its service; raises ServiceError on failure."""
        with self._diagnosed():
            self.services[change.service].apply(change, self.task.root)

    def change_faults(self) -> list[str]:
        """Changes the agent's work stood in the way of since the last call (not applied; see
        clawmark.services.fs), for the run record."""
        fs = self.services.get("fs")
        return fs.take_faults() if fs is not None else []

    def snapshot(self) -> dict[str, Snapshot]:
        """Snapshots of every service, keyed by service name; raises ServiceError on failure."""
        with self._diagnosed():
            return {name: self.services[name].snapshot() for name in sorted(self.services)}

    @contextmanager
    def _diagnosed(self):
        """Re-raise a ServiceError with the root cause when a service has died.

        A dead server usually shows first as a refused connection; its exit is the reason
        worth reporting.
        """
        try:
            yield
        except ServiceError as error:
            if died := self.failure():
                raise ServiceError(f"{died} ({error})") from error
            raise

    def failure(self) -> str | None:
        """The first service failure (e.g. a dead server process), or None."""
        for name in sorted(self.services):
            if reason := self.services[name].failure():
                return f"{name}: {reason}"
        return None

    def stop(self) -> None:
        """Stop every started service (in reverse order) and remove the state directory."""
        for name in reversed(list(self.services)):
            try:
                self.services[name].stop()
            except Exception:  # noqa: BLE001 - stopping the others matters more
                pass
        self.services.clear()
        if self.backend is not None:
            try:
                self.backend.close()
            except Exception:  # noqa: BLE001 - `clawmark gc` removes what is left
                pass
        if self.root and not self.keep:
            shutil.rmtree(self.root, ignore_errors=True)
