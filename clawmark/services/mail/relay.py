"""The submission server inside the `mail` container, and its line back to the harness's capture.

Under the docker backend an agent lives on the world's network, so the SMTP submission server
(clawmark.services.mail.smtp) runs in the mail container beside Dovecot, on port 587. What it
accepts must still be stamped, delivered and captured by the harness (clawmark.services.mail.outbound:
the universe clock and the capture are the harness's), in the order the server accepted it. The
container cannot open connections to the host (clawmark.backends.firewall), but it sees the
service's state folder, bind-mounted at the same path; so the harness listens on a unix socket
there (`Capture`, `<root>/capture.sock`) and the container's server hands every message over
that socket before it answers the client (`forward`):

    container → harness   one JSON line: {"account", "mail_from", "rcpt_tos", "raw": base64}
    harness → container   one JSON line: {"ok": true} or {"error": "<why>"}  (→ 250, or 451)

one connection per message. The client gets its 250 only after the harness captured the
message, exactly as with the in-process server of the local backend, so snapshots see the same
messages in the same order.

In the image, `python3 -m clawmark.services.mail.relay --passwd FILE --capture SOCKET --port 587
-- dovecot -F -c CONF` (`main`) starts the submission server, then Dovecot as its child, and
exits when either stops, so the container's exit is the service's failure. Accounts are read
from Dovecot's passwd-file at each AUTH (the harness adds them after the start). Standard
library and aiosmtpd only: the image holds this module and smtp.py as namespace packages.
"""

from __future__ import annotations

import argparse
import base64
import json
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Callable

from clawmark.services.mail.smtp import Submission, SubmissionServer

SUBMISSION_PORT = 587  # RFC 6409 §3.1
TIMEOUT_S = 60.0  # one hand-over: the harness delivers to local INBOXes before it answers
POLL_S = 0.1


class Capture:
    """The harness's end: serves `<path>` (a unix socket) and calls `accept` once per message.

    `accept` may raise; the message is then refused with the exception's text (451 to the client).
    """

    def __init__(self, path: Path, accept: Callable[[Submission], None]):
        self.path = path
        self.accept = accept
        self._socket: socket.socket | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Listen on the socket (replacing a stale one) and serve in daemon threads; raises OSError."""
        self.path.unlink(missing_ok=True)
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._socket.bind(str(self.path))
        self._socket.listen(16)
        self._thread = threading.Thread(target=self._serve, args=(self._socket,), name="mail-capture", daemon=True)
        self._thread.start()

    def _serve(self, listener: socket.socket) -> None:
        while True:
            try:
                connection, _ = listener.accept()
            except OSError:  # closed by stop()
                return
            threading.Thread(target=self._handle, args=(connection,), daemon=True).start()

    def _handle(self, connection: socket.socket) -> None:
        with connection, connection.makefile("rwb") as stream:
            connection.settimeout(TIMEOUT_S)
            try:
                request = json.loads(stream.readline())
                submission = Submission(request["account"], request["mail_from"], tuple(request["rcpt_tos"]),
                                        base64.b64decode(request["raw"]))
            except (OSError, ValueError, KeyError, TypeError) as e:
                _reply(stream, {"error": f"bad hand-over: {e}"})
                return
            try:
                self.accept(submission)
            except Exception as e:  # noqa: BLE001 - the client is told (451) and may retry
                _reply(stream, {"error": str(e)})
                return
            _reply(stream, {"ok": True})

    def failure(self) -> str | None:
        """Why the capture no longer listens, or None."""
        if self._thread is not None and not self._thread.is_alive():
            return "the outbound capture socket closed"
        return None

    def stop(self) -> None:
        """Stop listening and remove the socket (idempotent)."""
        if self._socket is not None:
            try:
                self._socket.shutdown(socket.SHUT_RDWR)  # wakes the accept() of the serving thread
            except OSError:
                pass
            self._socket.close()
            self._socket = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        self.path.unlink(missing_ok=True)


def _reply(stream, message: dict) -> None:
    try:
        stream.write(json.dumps(message).encode() + b"\n")
        stream.flush()
    except OSError:
        pass


def forward(path: Path) -> Callable[[Submission], None]:
    """The container's `accept`: hand `submission` to the harness at `path`; raises RuntimeError
    with the harness's reason when it refused, OSError when it cannot be reached."""

    def accept(submission: Submission) -> None:
        request = {"account": submission.account, "mail_from": submission.mail_from,
                   "rcpt_tos": list(submission.rcpt_tos), "raw": base64.b64encode(submission.raw).decode()}
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(TIMEOUT_S)
            connection.connect(str(path))
            connection.sendall(json.dumps(request).encode() + b"\n")
            with connection.makefile("rb") as stream:
                answer = json.loads(stream.readline() or b'{"error": "the harness closed the hand-over"}')
        if not answer.get("ok"):
            raise RuntimeError(answer.get("error") or "refused")

    return accept


class PasswdAccounts(Mapping[str, str]):
    """Address → password from a Dovecot passwd-file (`address:{PLAIN}password::::::`), read on every lookup."""

    def __init__(self, path: Path):
        self.path = path

    def _read(self) -> dict[str, str]:
        try:
            lines = self.path.read_text().splitlines()
        except FileNotFoundError:
            return {}
        return {address: secret.removeprefix("{PLAIN}")
                for address, secret, *_ in (line.split(":") for line in lines if line.count(":") >= 1)}

    def __getitem__(self, address: str) -> str:
        return self._read()[address]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())


def main(argv: list[str]) -> int:
    """Serve submission on `--port` and run the command after `--` (Dovecot) until either stops."""
    parser = argparse.ArgumentParser(prog="python3 -m clawmark.services.mail.relay")
    parser.add_argument("--passwd", type=Path, required=True, help="Dovecot's passwd-file (the accounts).")
    parser.add_argument("--capture", type=Path, required=True, help="The harness's capture socket.")
    parser.add_argument("--host", default="0.0.0.0", help="Submission address (default: all of the container's).")
    parser.add_argument("--port", type=int, default=SUBMISSION_PORT, help="Submission port.")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- PROGRAM ARG...: the IMAP server.")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    server = SubmissionServer(PasswdAccounts(args.passwd), forward(args.capture))
    try:
        server.start(args.host, args.port)
    except OSError as e:
        print(f"relay: SMTP submission server could not listen on {args.host}:{args.port}: {e}", file=sys.stderr)
        return 1
    child = subprocess.Popen(command)
    while True:
        if child.poll() is not None:
            print(f"relay: {command[0]} exited with status {child.returncode}", file=sys.stderr)
            return child.returncode or 1
        if reason := server.failure():
            print(f"relay: {reason}", file=sys.stderr)
            child.kill()
            return 1
        time.sleep(POLL_S)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
