"""Run the knowledge-base server: `python -m clawmark.services.kb.server --db PATH --files DIR --fd N`.

The listening socket is inherited (`--fd`), so the parent knows the port before the child
starts; the bearer token comes from the environment (CLAWMARK_KB_TOKEN), never the command line.
The server exits when the process that started it is gone (a harness killed with SIGKILL
cannot stop it), so no orphan keeps serving.
"""

from __future__ import annotations

import argparse
import os
import socket
import threading
import time
from pathlib import Path

import uvicorn

from clawmark.services.kb.server.app import create_app
from clawmark.services.kb.store import Store

PARENT_POLL_S = 0.5


def main() -> None:
    """Parse the arguments and serve until terminated."""
    parser = argparse.ArgumentParser(prog="python -m clawmark.services.kb.server")
    parser.add_argument("--db", type=Path, required=True, help="SQLite file of the knowledge base.")
    parser.add_argument("--files", type=Path, required=True, help="Folder of file-block contents by SHA-256.")
    parser.add_argument("--fd", type=int, required=True, help="Inherited listening socket.")
    args = parser.parse_args()
    app = create_app(Store(args.db), os.environ["CLAWMARK_KB_TOKEN"], args.files)
    threading.Thread(target=_exit_with_parent, args=(os.getppid(),), daemon=True).start()
    http_server(app).run(sockets=[listening_socket(args.fd)])


def http_server(app) -> uvicorn.Server:
    """The uvicorn server of the kb app: no access log, no lifespan events."""
    return uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off"))


def listening_socket(fd: int) -> socket.socket:
    """The inherited listening socket, with its real family.

    uvicorn's own `fd=` option wraps the descriptor as AF_UNIX, so asyncio never sets TCP_NODELAY
    on the connections it accepts, and every response waits ~40 ms for the client's delayed ACK
    (Nagle's algorithm, RFC 896)."""
    return socket.socket(fileno=fd)


def _exit_with_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_POLL_S)
    os._exit(0)


if __name__ == "__main__":
    main()
