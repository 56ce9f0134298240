"""Stopping `clawmark run` and `clawmark gate` cleanly on SIGINT and SIGTERM.

While `handled()` is in force, the first SIGINT or SIGTERM only records itself and ends the
processes being watched (agent processes and the gate's child runs: each ends its own
descendants). Runs notice it at their next step (`check()`), raise Interrupted out of their
World (which tears the services down) before anything of theirs is written to the store, and
the command exits with 128 + the signal's number (130 for SIGINT, 143 for SIGTERM). Runs that
had finished stay recorded; queued ones never start.
"""

from __future__ import annotations

import signal
import subprocess
import threading
from contextlib import contextmanager

SIGNALS = (signal.SIGINT, signal.SIGTERM)

_received: int | None = None
_watched: set[subprocess.Popen] = set()


class Interrupted(BaseException):
    """A stop signal arrived: the current run is abandoned, unrecorded (a BaseException, so that
    the handlers for agent and service errors let it through)."""

    def __init__(self, signum: int):
        super().__init__(f"interrupted by {signal.Signals(signum).name}")
        self.signum = signum

    @property
    def exit_status(self) -> int:
        return 128 + self.signum


def requested() -> int | None:
    """The stop signal received, or None."""
    return _received


def check() -> None:
    """Raise Interrupted if a stop signal arrived."""
    if _received is not None:
        raise Interrupted(_received)


@contextmanager
def watching(process: subprocess.Popen):
    """SIGTERM `process` when a stop signal arrives while the block runs (at once if one has)."""
    _watched.add(process)
    try:
        if _received is not None:
            _terminate(process)
        yield process
    finally:
        _watched.discard(process)


@contextmanager
def handled():
    """Catch SIGINT and SIGTERM (see the module) for the block, then forget what arrived (call
    `check()` at the block's end). In the main thread only; elsewhere the handlers stay as they are."""
    global _received
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _received = None
    previous = {signum: signal.signal(signum, _receive) for signum in SIGNALS}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        _received = None


def _receive(signum, frame) -> None:
    global _received
    if _received is None:
        _received = signum
    for process in list(_watched):
        _terminate(process)


def _terminate(process: subprocess.Popen) -> None:
    try:
        process.terminate()
    except OSError:
        pass
