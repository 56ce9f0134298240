"""What a task's checks.py, oracle.py and counters/*.py declare, learnt by importing them in a
child process.

Importing a Python file runs it. Lint (`validate`, the gate's first condition) must know a
task's checks (id, round, weight, category, red line, detects), which `round_<n>` functions
its oracle defines and what its counter-agents expect to fail, but must not run task code in the process that goes on to validate other
tasks or to gate them: a module that sets `os.environ`, seeds `random`, patches `checkers` or
calls `sys.exit()` at import would change what follows. So one child Python imports the files
of every task asked about (one interpreter start per lint, not per task) and answers three
JSON lines per task:

    {"checks": [{"id", "round", "weight", "category", "red_line", "detects"}, …] | null,
     "checks_error": "cannot import: ValueError: …" | null}
    {"oracle_rounds": [1, 2, …] | null, "oracle_error": "cannot import: …" | null}
    {"counters": [{"name", "expect_fail", "rounds", "summary", "error"}, …]}   (counters/*.py)

A file whose import kills the child or runs past IMPORT_TIMEOUT_S gets that as its error (when
checks.py did it, the oracle is left unexamined), and a new child takes the remaining tasks. Run as `python -m clawmark.task_import` (JSON on stdin).
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from checkers.check import Check

IMPORT_TIMEOUT_S = 120  # per file
_ROOT = Path(__file__).parents[1]  # holds the clawmark and checkers packages (as imported: repo or runfiles)
_started: list[tuple[subprocess.Popen, IO[bytes]]] = []  # a child begun by prestart(), waiting for requests


@dataclass(frozen=True)
class Declared:
    """What a task's files declare: checks (None when not imported or failing, see checks_error;
    their `fn` is None, the function stayed in the child) and the rounds with an oracle function
    (None when the oracle fails to import, see oracle_error)."""

    checks: list[Check] | None
    checks_error: str | None
    oracle_rounds: list[int] | None
    oracle_error: str | None
    counters: list[CounterDeclared] = field(default_factory=list)


@dataclass(frozen=True)
class CounterDeclared:
    """What one counter-agent file declares (clawmark.counters): EXPECT_FAIL as found (None when
    not a list of strings), its `round_<n>` functions, its docstring's first paragraph, or why it
    does not import."""

    name: str
    expect_fail: list[str] | None
    rounds: list[int]
    summary: str
    error: str | None


@dataclass(frozen=True)
class ImportRequest:
    """One task's files: checks.py (None: do not import it), oracle.py, the number of rounds and
    the private module-name suffix."""

    checks: Path | None
    oracle: Path
    rounds: int
    name: str
    counters: tuple[Path, ...] = ()


def declared(requests: list[ImportRequest]) -> list[Declared]:
    """Import each request's files in a child process (see the module); one Declared per request, in order."""
    answers: list[Declared] = []
    while len(answers) < len(requests):
        answers += _child(requests[len(answers):])
    return answers


def prestart() -> None:
    """Begin the child now, so that its interpreter start and imports (checkers, the oracle kit)
    run beside the caller's own work (loading the tasks); the next `declared` hands it its
    requests. A child never handed any is stopped at exit."""
    if not _started:
        _started.append(_spawn())
        atexit.register(_discard)


def _discard() -> None:
    while _started:
        child, err = _started.pop()
        child.kill()
        child.wait()
        err.close()


def _spawn() -> tuple[subprocess.Popen, IO[bytes]]:
    """A child waiting for its requests on stdin, and the file its stderr goes to."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(_ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
    err = tempfile.TemporaryFile()
    child = subprocess.Popen([sys.executable, "-m", "clawmark.task_import"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=err, env=env)
    return child, err


def _child(requests: list[ImportRequest]) -> list[Declared]:
    """Answers from one child for a prefix of `requests` (at least one: a failure is the next task's answer)."""
    payload = json.dumps([{"checks": str(r.checks) if r.checks else None, "oracle": str(r.oracle),
                           "rounds": r.rounds, "name": r.name, "counters": [str(c) for c in r.counters]}
                          for r in requests])
    answers: list[Declared] = []
    child, err = _started.pop() if _started else _spawn()
    with err:
        try:
            with child.stdin:
                child.stdin.write(payload.encode())
        except BrokenPipeError:  # it ended before reading: answer() says how
            pass
        lines: queue.Queue[bytes] = queue.Queue()
        threading.Thread(target=lambda: [*map(lines.put, child.stdout), lines.put(b"")], daemon=True).start()

        def answer() -> dict | str:
            """The next JSON line, or why there is none."""
            try:
                line = lines.get(timeout=IMPORT_TIMEOUT_S)
            except queue.Empty:
                return f"importing it did not finish within {IMPORT_TIMEOUT_S} s"
            return json.loads(line) if line else _ended(child, err)

        try:
            for request in requests:
                checks = answer()
                if isinstance(checks, str):
                    answers.append(Declared(None, checks, list(range(1, request.rounds + 1)), None))
                    break
                oracle = answer()
                ended = isinstance(oracle, str)
                counters = {"counters": []} if ended else answer()
                if isinstance(counters, str):  # one of the counters killed the child
                    counters, ended = {"counters": [_dead(c, counters) for c in request.counters]}, True
                answers.append(_declared(checks | ({"oracle_rounds": None, "oracle_error": oracle} if isinstance(
                    oracle, str) else oracle) | counters))
                if ended:
                    break
        finally:
            child.kill()
            child.wait()
    return answers


def _declared(data: dict) -> Declared:
    checks = None if data["checks"] is None else [Check(**c, fn=None) for c in data["checks"]]
    return Declared(checks, data["checks_error"], data["oracle_rounds"], data["oracle_error"],
                    [CounterDeclared(**c) for c in data["counters"]])


def _dead(path: Path, why: str) -> dict:
    return {"name": path.stem, "expect_fail": None, "rounds": [], "summary": "", "error": f"{why} (one of the counters)"}


def _ended(child: subprocess.Popen, err) -> str:
    child.wait()
    err.seek(0)
    tail = err.read().decode("utf-8", errors="replace").strip().splitlines()[-1:] or [""]
    return f"importing it ended the process (exit status {child.returncode}) {tail[0]}".rstrip()


def _import_checks(request: dict) -> dict:
    from checkers.check import CheckLoadError, load_checks

    answer = {"checks": None, "checks_error": None}
    if request["checks"]:
        try:
            checks = load_checks(Path(request["checks"]), f"clawmark_checks_{request['name']}")
            answer["checks"] = [{"id": c.id, "round": c.round, "weight": c.weight, "category": c.category,
                                 "red_line": c.red_line, "detects": c.detects} for c in checks]
        except CheckLoadError as e:
            answer["checks_error"] = str(e)
        except BaseException as e:  # noqa: BLE001 - sys.exit() at import is the task's fault, named
            answer["checks_error"] = f"cannot import: {type(e).__name__}: {e}"
    return answer


def _import_oracle(request: dict) -> dict:
    from clawmark.pyfile import import_path

    try:
        module = import_path(Path(request["oracle"]), f"clawmark_oracle_{request['name']}")
    except BaseException as e:  # noqa: BLE001
        return {"oracle_rounds": None, "oracle_error": f"cannot import: {type(e).__name__}: {e}"}
    return {"oracle_rounds": [n for n in range(1, request["rounds"] + 1) if callable(getattr(module, f"round_{n}", None))],
            "oracle_error": None}


def _import_counters(request: dict) -> dict:
    from clawmark.pyfile import import_path

    found = []
    for path in map(Path, request["counters"]):
        answer = {"name": path.stem, "expect_fail": None, "rounds": [], "summary": "", "error": None}
        try:
            module = import_path(path, f"clawmark_counter_{request['name']}_{path.stem.replace('-', '_')}")
        except BaseException as e:  # noqa: BLE001
            found.append({**answer, "error": f"cannot import: {type(e).__name__}: {e}"})
            continue
        expected = getattr(module, "EXPECT_FAIL", None)
        if isinstance(expected, (list, tuple)) and all(isinstance(i, str) for i in expected):
            answer["expect_fail"] = list(expected)
        answer["rounds"] = [n for n in range(1, request["rounds"] + 1) if callable(getattr(module, f"round_{n}", None))]
        answer["summary"] = (module.__doc__ or "").strip().split("\n\n")[0].replace("\n", " ")
        found.append(answer)
    return {"counters": found}


def main() -> None:
    """The child: read the requests from stdin, answer three JSON lines per request on the original
    stdout (what the imported files print goes to stderr)."""
    import checkers.state  # noqa: F401 - what checks and oracles import, loaded before the requests
    import clawmark.oracle_kit  # noqa: F401 - arrive (prestart)

    requests = json.load(sys.stdin)
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    for request in requests:
        for answer in (_import_checks, _import_oracle, _import_counters):
            answers.write(json.dumps(answer(request)) + "\n")
            answers.flush()


if __name__ == "__main__":
    main()
