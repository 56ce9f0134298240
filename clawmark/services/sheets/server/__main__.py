"""Run the server: `python -m clawmark.services.sheets.server STATE_DIR FD` (see service._BOOT).

Serves on the already-bound listening socket FD (so the parent picks the port without a race);
the API token and the admin token come from CLAWMARK_SHEETS_TOKEN and CLAWMARK_SHEETS_ADMIN_TOKEN;
CLAWMARK_SHEETS_ALLOW_ANONYMOUS=1 also accepts requests that carry no credentials.
"""

from __future__ import annotations

import os
import socket
import sys
from pathlib import Path

from clawmark.services.sheets.server import routes
from clawmark.services.sheets.server.app import App, serve
from clawmark.services.sheets.store import Store


def main() -> None:
    state_dir, fd = Path(sys.argv[1]), int(sys.argv[2])
    app = App(
        Store(state_dir / "sheets.sqlite3"),
        os.environ["CLAWMARK_SHEETS_TOKEN"],
        os.environ["CLAWMARK_SHEETS_ADMIN_TOKEN"],
        routes(),
        allow_anonymous=os.environ.get("CLAWMARK_SHEETS_ALLOW_ANONYMOUS") == "1",
    )
    serve(app, socket.socket(fileno=fd))


if __name__ == "__main__":
    main()
