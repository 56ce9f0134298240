"""A run in a child Python process whose hash seed, time zone and locale differ from this one's.

The gate's determinism condition compares two oracle runs. In one interpreter they would share
PYTHONHASHSEED (the iteration order of sets of strings), TZ (what naive local times mean) and
the locale (collation, number and date formats), so a check depending on any of them would
agree with itself. The gate's second oracle run therefore runs here, in a fresh interpreter
with each of the three set to another value than the harness's own:

    PYTHONHASHSEED   the harness's seed + 1 when it has one, else 1 (the harness's is random)
    TZ               Pacific/Kiritimati (UTC+14), or America/St_Johns when the harness uses it
    LC_ALL           tr_TR.UTF-8 (or de_DE.UTF-8), compiled once with glibc's `localedef` into
                     <cache>/locale (LOCPATH); C.UTF-8 with a warning where that cannot be done

Only these runs leave the harness, and a child serves one after another (ChildRunner): the gate
pays an interpreter start per child, not per task. The child writes each verdict log and run
record into the store it is given and answers with the hash. Run as `python -m clawmark.child_run`
(one JSON request per line on stdin).
"""

from __future__ import annotations

import json
import logging
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
from contextlib import ExitStack
from pathlib import Path

from clawmark import interrupt
from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.agents.sandbox import SUPERVISOR
from clawmark.cache_dir import default_cache
from clawmark.own_python import module_command, own_path
from clawmark.runner import RunResult, run_task
from clawmark.store import Store
from clawmark.taskdir import Task, load_task
from clawmark.verdicts import TaskRef, VerdictLog

log = logging.getLogger(__name__)

ZONES = ("Pacific/Kiritimati", "America/St_Johns")
LOCALES = ("tr_TR", "de_DE")
_locale_lock = threading.Lock()


class ChildRunner:
    """Child processes for runs in another hash seed, time zone and locale: at most `size` of them,
    each started on first need and kept for further runs (one interpreter start per worker, not
    per run); `close()` ends them.

    `environment` gives a child's environment (default: child_environment, the other hash seed,
    TZ and locale; ROOT of clawmark.own_python is put first on its PYTHONPATH); `supervised` starts each child under clawmark.agents.supervise, so that when
    this process dies, the child and every server it started die too (a Ray node's runs)."""

    def __init__(self, size: int, environment=None, supervised: bool = False):
        self.size = size
        self.environment = environment or child_environment
        self.argv = module_command("clawmark.child_run")
        if supervised:
            self.argv = [sys.executable, "-I", "-S", str(SUPERVISOR), "--", *self.argv]
        self._idle: queue.Queue[subprocess.Popen] = queue.Queue()
        self._started: list[subprocess.Popen] = []
        self._lock = threading.Lock()
        self._watch = ExitStack()  # a stop signal SIGTERMs every child

    def __enter__(self) -> ChildRunner:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def run(self, task: Task, agent: str, store: Store, repeat: int, order: list[str] | None, backend: str,
            options: dict[str, str] | None = None) -> RunResult:
        """Run `task` with the agent `agent` (a registered name) and its `options` (force: never
        resumed) in a child (see the module).

        A child that fails without answering gives an `invalid` run naming why (an infrastructure
        fault, as the gate reports any invalid run); the next run starts a new child.
        """
        request = {"task": str(task.root), "agent": agent, "store": str(store.root), "repeat": repeat,
                   "order": order, "backend": backend, "options": options or {}}
        child = self._take()
        try:
            child.stdin.write(json.dumps(request) + "\n")
            child.stdin.flush()
            answer = json.loads(child.stdout.readline() or "{}")
        except (OSError, ValueError):
            answer = {}
        interrupt.check()  # a stop signal ended the child's run too
        if "verdict_hash" in answer or "error" in answer:
            self._idle.put(child)
        else:
            child.kill()
            answer = {"error": f"it ended with exit status {child.wait()} (its stderr is above)"}
        if "error" in answer:
            ref = TaskRef(name=task.name, version=task.spec.version, digest=task.digest)
            reason = f"the run in another process (hash seed, TZ and locale) failed: {answer['error']}"
            return RunResult(task.name, agent, repeat, "", VerdictLog(task=ref, agent=agent, outcome="invalid",
                                                                      invalid_reason=reason, rounds=[]))
        digest = answer["verdict_hash"]
        return RunResult(task.name, agent, repeat, digest, VerdictLog.model_validate(store.get_json(digest)))

    def _take(self) -> subprocess.Popen:
        with self._lock:
            try:
                return self._idle.get_nowait()
            except queue.Empty:
                if len([c for c in self._started if c.poll() is None]) < self.size:
                    child = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                             env=own_path(self.environment()), text=True)
                    self._watch.enter_context(interrupt.watching(child))
                    self._started.append(child)
                    return child
        return self._idle.get()

    def close(self) -> None:
        """End every child (each finishes its current run first) and reap it."""
        for child in self._started:
            try:
                child.stdin.close()
            except OSError:
                pass
        for child in self._started:
            child.wait()
            child.stdout.close()
        self._watch.close()


def child_environment() -> dict[str, str]:
    """This process's environment with another PYTHONHASHSEED, TZ and locale (see the module)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    seed = os.environ.get("PYTHONHASHSEED", "")
    env["PYTHONHASHSEED"] = str((int(seed) + 1) % 2**32 or 1) if seed.isdigit() else "1"
    env["TZ"] = next(zone for zone in ZONES if zone != os.environ.get("TZ"))
    env.update(_other_locale())
    return env


def _other_locale() -> dict[str, str]:
    """LC_ALL (and LOCPATH) of a UTF-8 locale other than this process's."""
    current = os.environ.get("LC_ALL") or os.environ.get("LC_CTYPE") or os.environ.get("LANG") or "C"
    name = next(n for n in LOCALES if not current.startswith(n))
    with _locale_lock:
        path = _compiled(name)
    if path is None:
        return {"LC_ALL": "C.UTF-8" if not current.startswith("C.") else "C"}
    return {"LC_ALL": f"{name}.UTF-8", "LOCPATH": str(path.parent)}


def _compiled(name: str) -> Path | None:
    """<cache>/locale/<name>.UTF-8, compiled by `localedef` on first use; None (warned) when it cannot be."""
    folder = default_cache() / "locale"
    target = folder / f"{name}.UTF-8"
    if target.is_dir():
        return target
    localedef = shutil.which("localedef")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=folder) as tmp:
            if localedef is None:
                raise OSError("localedef (glibc, Debian package libc-bin) is not installed")
            made = subprocess.run([localedef, "-i", name, "-f", "UTF-8", f"{tmp}/{target.name}"],
                                  capture_output=True, text=True, timeout=120)
            if not Path(tmp, target.name).is_dir():
                raise OSError(f"localedef failed: {made.stderr.strip()[:200]}")
            os.replace(Path(tmp, target.name), target)
    except (OSError, subprocess.TimeoutExpired) as e:
        if target.is_dir():  # another gate compiled it meanwhile
            return target
        log.warning("warning: the gate's second oracle run uses C.UTF-8, not %s.UTF-8: %s", name, e)
        return None
    return target


def main() -> None:
    """The child: run each request (a JSON line on stdin), answering `{"verdict_hash"}` or
    `{"error"}` as a JSON line on the original stdout (what the runs print goes to stderr)."""
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    try:
        with interrupt.handled():
            for line in sys.stdin:
                answers.write(json.dumps(_answer(json.loads(line))) + "\n")
                answers.flush()
    except interrupt.Interrupted as e:  # the harness stops too; the World is torn down already
        sys.exit(e.exit_status)


def _answer(request: dict) -> dict:
    try:
        agent = agent_spec(AGENTS, request["agent"], request.get("options"))
        result = run_task(load_task(Path(request["task"])), agent, Store(Path(request["store"])),
                          repeat=request["repeat"], force=True, order=request["order"], backend=request["backend"])
    except Exception as e:  # noqa: BLE001 - reported as the run's invalid reason
        return {"error": f"{type(e).__name__}: {e}"}
    return {"verdict_hash": result.verdict_hash}


if __name__ == "__main__":
    logging.basicConfig(format="%(message)s")
    main()
