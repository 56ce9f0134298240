"""Server ports of the local backend are reserved for a world's lifetime (clawmark.backends.ports):
Dovecot once failed with "Address already in use" because a port picked by bind(0)-and-close was
taken by another world (or an outgoing connection) before Dovecot bound it, and the run was invalid."""

import socket
import subprocess
import sys

import pytest

from clawmark.backends import ports
from clawmark.backends.local import LocalBackend
from tests.conftest import REPO


def test_reserved_ports_are_below_the_ephemeral_range_and_distinct():
    low = int(ports.EPHEMERAL_RANGE.read_text().split()[0])
    held = [ports.reserve() for _ in range(20)]
    try:
        numbers = [r.port for r in held]
        assert len(set(numbers)) == 20
        assert all(ports.FIRST <= n < low for n in numbers)
    finally:
        for r in held:
            r.release()


def test_another_process_never_gets_a_port_this_one_holds():
    mine = ports.reserve()
    try:
        code = "from clawmark.backends import ports; print(ports.reserve().port)"
        theirs = {int(subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                                     check=True).stdout) for _ in range(3)}
        assert mine.port not in theirs
    finally:
        mine.release()


def test_a_port_someone_else_listens_on_is_skipped(monkeypatch):
    probe = ports.reserve()
    port = probe.port
    probe.release()
    with socket.create_server(("127.0.0.1", port)):
        monkeypatch.setattr(ports, "_pool", lambda: range(port, port + 50))
        got = ports.reserve()
        try:
            assert got.port != port
        finally:
            got.release()


def test_a_released_port_can_be_reserved_again(monkeypatch):
    first = ports.reserve()
    port = first.port
    monkeypatch.setattr(ports, "_pool", lambda: range(port, port + 1))
    first.release()
    again = ports.reserve()
    assert again.port == port
    again.release()


def test_the_local_backend_holds_its_ports_until_closed(monkeypatch):
    backend = LocalBackend()
    _, port = backend.bind(143)
    monkeypatch.setattr(ports, "_pool", lambda: range(port, port + 1))
    with pytest.raises(ports.PortExhausted):
        ports.reserve()
    backend.close()
    ports.reserve().release()
