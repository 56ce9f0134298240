"""Medians of an agent process's fixed costs: its start, unconfined and under bubblewrap, with and
without the network bridge of a world (clawmark.agents.sandbox), and a connection through it.

Usage: .venv/bin/python bench/agent_sandbox.py [repeats]

Rows:
  start        run_confined of `true` and of `python3 -c pass`: what a round (or an OpenAI
               agent's shell call) pays to start its program; `bwrap+bridge` is the default
               sandbox of a world with PORTS service ports (the supervisor listens on each inside,
               the harness relays each over a unix socket)
  connection   one TCP connection to a service and a 1-byte echo, from inside the sandbox through
               the bridge, against the same from an unconfined process (the service is an echo
               listener on a host loopback port; the median of CONNECTIONS per run)
"""

import socket
import statistics
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from clawmark.agents.sandbox import Reach, bwrap_problem, run_confined, toolbox_path

PORTS = 5  # a world with every service: IMAP, SMTP, CalDAV, kb, sheets
CONNECTIONS = 200
ROUND_TRIPS = f"""
import socket, statistics, sys, time
samples = []
for _ in range({CONNECTIONS}):
    started = time.perf_counter()
    with socket.create_connection(("127.0.0.1", int(sys.argv[1]))) as s:
        s.sendall(b"x")
        assert s.recv(1) == b"x"
    samples.append(time.perf_counter() - started)
print(statistics.median(samples))
"""


@contextmanager
def echo_listeners(count: int):
    """`count` host loopback listeners that echo what they read; yields their ports."""
    servers = [socket.create_server(("127.0.0.1", 0), backlog=128) for _ in range(count)]

    def serve(server):
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            with conn:
                while data := conn.recv(4096):
                    conn.sendall(data)

    for server in servers:
        threading.Thread(target=serve, args=(server,), daemon=True).start()
    try:
        yield [s.getsockname()[1] for s in servers]
    finally:
        for server in servers:
            server.close()


def timed_runs(mode: str, argv: list[str], repeats: int, reach: Reach) -> tuple[list[float], list[str]]:
    """Wall seconds of each of `repeats` confined runs of `argv`, and their outputs."""
    with tempfile.TemporaryDirectory(dir="/tmp") as root:
        workspace, home = Path(root, "ws"), Path(root, "home")
        workspace.mkdir()
        home.mkdir()
        times, outputs = [], []
        for _ in range(repeats):
            started = time.perf_counter()
            done = run_confined(argv, mode=mode, workspace=workspace, home=home,
                                env={"PATH": toolbox_path(), "HOME": str(home)}, timeout=60, reach=reach)
            times.append(time.perf_counter() - started)
            assert done.returncode == 0, done.stderr
            outputs.append(done.stdout)
    return times, outputs


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    with echo_listeners(PORTS) as ports:
        bridge = Reach({port: ("127.0.0.1", port) for port in ports})
        setups = [("none", "none", Reach())]
        if not bwrap_problem():
            setups += [("bwrap", "bwrap", Reach()), ("bwrap+bridge", "bwrap", bridge)]
        for label, argv in (("true", ["true"]), ("python3 -c pass", ["python3", "-c", "pass"])):
            for name, mode, reach in setups:
                times, _ = timed_runs(mode, argv, repeats, reach)
                print(f"start {label:16} isolation={name:13} median {statistics.median(times) * 1000:7.1f} ms "
                      f"({repeats} runs)")
        for name, mode, reach in (s for s in setups if s[0] != "bwrap"):
            _, outputs = timed_runs(mode, ["python3", "-c", ROUND_TRIPS, str(ports[0])], max(1, repeats // 4), reach)
            median = statistics.median(float(out) for out in outputs)
            print(f"connection + 1-byte echo  isolation={name:13} median {median * 1e6:7.0f} µs "
                  f"({CONNECTIONS} per run, {len(outputs)} runs)")


if __name__ == "__main__":
    main()
