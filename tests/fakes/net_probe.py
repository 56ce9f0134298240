"""An agent that maps its network on day 1: net.json in the workspace says what it could reach.

    python3 net_probe.py <a host loopback port that is no world service>

{"ports": {"<variable>": <port>}, "services": {"<variable>": "<first bytes, or the error>"},
 "forbidden": "<first bytes, or the error>",
 "ipv4_routes": [<lines of /proc/net/route after its header>], "ipv6_routes": [<lines of /proc/net/ipv6_route>],
 "listening": [<local ports in LISTEN state in /proc/net/tcp and tcp6>]}
"""

import json
import os
import socket
import sys
from pathlib import Path
from urllib.parse import urlsplit


def attempt(port: int, greeting: bool) -> str:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
            if not greeting:
                s.sendall(b"GET / HTTP/1.0\r\n\r\n")
            return s.recv(12).decode("latin-1")
    except OSError as e:
        return f"error: {e.__class__.__name__}"


def lines(path: str) -> list[str]:
    """The lines of a /proc/net table, none when the namespace has no such protocol (no IPv6)."""
    return Path(path).read_text().splitlines() if Path(path).exists() else []


def main(forbidden: int) -> None:
    if os.environ["CLAWMARK_ROUND"] != "1":
        return
    ports, services = {}, {}
    for name, value in sorted(os.environ.items()):
        if name.endswith("_PORT"):
            ports[name] = int(value)
            services[name] = attempt(ports[name], greeting=True)  # IMAP and SMTP speak first
        elif name.endswith("_URL") and value.startswith("http://"):
            ports[name] = urlsplit(value).port
            services[name] = attempt(ports[name], greeting=False)
    listening = sorted({int(line.split()[1].rsplit(":", 1)[1], 16) for table in ("tcp", "tcp6")
                        for line in lines(f"/proc/net/{table}")[1:] if line.split()[3] == "0A"})
    report = {"ports": ports, "services": services, "forbidden": attempt(forbidden, greeting=True),
              "ipv4_routes": lines("/proc/net/route")[1:], "ipv6_routes": lines("/proc/net/ipv6_route"),
              "listening": listening}
    Path("net.json").write_text(json.dumps(report, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]))
