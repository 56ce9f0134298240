"""Loopback ports for servers that must be told a number (Dovecot, Radicale, the SMTP server).

A port that was free when asked ("bind port 0, close, pass the number on") can be taken before
the server binds it: by another world starting at the same moment, in this process or another
harness, or by any outgoing connection, which the kernel gives a port from the same ephemeral
range (`net.ipv4.ip_local_port_range`). Both happened (Dovecot: "Address already in use", the
run `invalid`). So a reserved port is

- below the ephemeral range, where the kernel never picks a port for a connection, and
- held by an exclusive `flock` on `/tmp/clawmark-ports/<port>` for as long as the world runs,
  so no other ClawMark process on the machine takes it (the lock dies with its process);
- and free at that moment (a test bind succeeds).

Programs that are not ClawMark's can still take a reserved port; that is as rare as it sounds.
"""

from __future__ import annotations

import errno
import fcntl
import os
import socket
from pathlib import Path

LOCKS = Path("/tmp/clawmark-ports")
FIRST = 20000  # ports [FIRST, ephemeral start) are the pool
EPHEMERAL_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")


def _pool() -> range:
    """The ports below the kernel's ephemeral range, starting at FIRST (or a fixed fallback)."""
    try:
        low = int(EPHEMERAL_RANGE.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        low = 32768
    return range(FIRST, max(low, FIRST + 1024))


class PortExhausted(OSError):
    """No port of the pool could be reserved."""


class Reservation:
    """A port held for one world: `port`, until `release()` (or the process ends)."""

    def __init__(self, port: int, fd: int):
        self.port, self._fd = port, fd

    def release(self) -> None:
        """Give the port back (idempotent)."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    __del__ = release  # a backend dropped without close() (a service started on its own)


def _free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError as e:
            if e.errno in (errno.EADDRINUSE, errno.EACCES):
                return False
            raise
    return True


def reserve() -> Reservation:
    """Reserve a free loopback port of the pool; raises PortExhausted when none is left.

    The scan starts at an offset derived from the process id, so concurrent harnesses mostly
    try different ports first (ports are never hashed; this is not a determinism concern).
    """
    LOCKS.mkdir(mode=0o777, exist_ok=True)
    pool = _pool()
    start = (os.getpid() * 7919) % len(pool)
    for i in range(len(pool)):
        port = pool[(start + i) % len(pool)]
        fd = os.open(LOCKS / str(port), os.O_RDWR | os.O_CREAT, 0o666)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            continue
        if _free(port):
            return Reservation(port, fd)
        os.close(fd)
    raise PortExhausted(f"no free loopback port in {pool.start}-{pool.stop - 1}")
