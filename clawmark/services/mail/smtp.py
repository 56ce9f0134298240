"""The SMTP submission server (RFC 6409) of a world: AUTH for its accounts, nothing leaves.

An aiosmtpd `SMTP` protocol in its own thread and event loop: on 127.0.0.1:<free port> in the
harness process (local backend), or on the submission port 587 inside the `mail` container
(docker backend, clawmark.services.mail.relay). It requires AUTH PLAIN or LOGIN (RFC 4954) with an account's address and password — no TLS on
loopback — and refuses:

    530 5.7.0  MAIL before AUTH
    535 5.7.8  a wrong address or password
    553 5.7.1  a MAIL FROM that is not the authenticated account's address
    552        a message over MAX_MESSAGE_BYTES (Dovecot's APPEND limit too)

Like a hosted submission server it announces SMTPUTF8 (RFC 6531) and 8BITMIME, so clients send
internationalised addresses and raw UTF-8 headers (RFC 6532) as they would to Gmail.

Every accepted message is handed to `accept(Submission)`, which stamps, delivers and captures
it (see clawmark.services.mail.outbound); an exception there becomes `451 4.3.0` and the
sender may retry.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import threading
import warnings
from dataclasses import dataclass
from typing import Callable, Mapping

from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session

# aiosmtpd logs a deprecation warning on every AUTH (its own Session.login_data); quiet it.
logging.getLogger("mail.log").setLevel(logging.ERROR)

MAX_MESSAGE_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class Submission:
    """One accepted message: who authenticated, the envelope (RFC 5321) and the bytes."""

    account: str
    mail_from: str
    rcpt_tos: tuple[str, ...]
    raw: bytes


class SubmissionServer:
    """Submission for `accounts` (address → password, read at each AUTH); `accept` is called once
    per message. Imports nothing of the harness but this package's siblings: the `mail` image
    runs it (clawmark.services.mail.relay)."""

    def __init__(self, accounts: Mapping[str, str], accept: Callable[[Submission], None]):
        self.accounts = accounts
        self.accept = accept
        self.port = 0
        self.loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.base_events.Server | None = None
        self._thread: threading.Thread | None = None
        self.error: str | None = None

    def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on `host`:`port` (0: a free port) and serve in a daemon thread; return the port.

        Raises OSError when it cannot listen.
        """
        self.loop = asyncio.new_event_loop()
        try:
            self._server = self.loop.run_until_complete(self.loop.create_server(self._protocol, host, port))
        except OSError:
            self.loop.close()
            self.loop = None
            raise
        self.port = self._server.sockets[0].getsockname()[1]
        self._thread = threading.Thread(target=self._serve, name=f"smtp-{self.port}", daemon=True)
        self._thread.start()
        return self.port

    def _protocol(self) -> SMTP:
        with warnings.catch_warnings():  # AUTH without TLS is deliberate: loopback only
            warnings.simplefilter("ignore", UserWarning)
            return SMTP(self, hostname="clawmark.localhost", loop=self.loop, auth_required=True,
                        auth_require_tls=False, authenticator=self._authenticate, timeout=300,
                        data_size_limit=MAX_MESSAGE_BYTES, enable_SMTPUTF8=True)

    def _serve(self) -> None:
        try:
            self.loop.run_forever()
        except Exception as e:  # noqa: BLE001 - reported through failure()
            self.error = f"SMTP server stopped: {type(e).__name__}: {e}"

    def _authenticate(self, server, session, envelope, mechanism, data) -> AuthResult:
        if not isinstance(data, LoginPassword):
            return AuthResult(success=False, handled=False)
        login = data.login.decode(errors="replace").lower()
        expected = self.accounts.get(login)
        ok = expected is not None and secrets.compare_digest(expected.encode(), data.password)
        return AuthResult(success=ok, handled=False, auth_data=login if ok else None)

    async def handle_MAIL(self, server: SMTP, session: Session, envelope: Envelope, address: str, options):
        if address.lower() != session.auth_data:
            return f"553 5.7.1 Sender address {address} is not owned by {session.auth_data}"
        envelope.mail_from = address
        envelope.mail_options.extend(options)
        return "250 OK"

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        submission = Submission(session.auth_data, envelope.mail_from,
                                tuple(r.lower() for r in envelope.rcpt_tos), envelope.original_content)
        try:
            self.accept(submission)
        except Exception as e:  # noqa: BLE001 - the client is told; failure() reports infrastructure faults
            return f"451 4.3.0 Message not accepted: {e}"
        return "250 2.0.0 OK: accepted"

    async def _close(self) -> None:
        self._server.close()
        sessions = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in sessions:
            task.cancel()
        await asyncio.gather(*sessions, return_exceptions=True)

    def failure(self) -> str | None:
        """Why the server no longer serves, or None."""
        if self._thread is not None and not self._thread.is_alive():
            return self.error or "SMTP server thread exited"
        return None

    def stop(self) -> None:
        """Close the listening socket, end open sessions and stop the loop (idempotent)."""
        if self.loop is None:
            return
        if self._thread is not None and self._thread.is_alive():
            try:
                asyncio.run_coroutine_threadsafe(self._close(), self.loop).result(timeout=5)
            except Exception:  # noqa: BLE001 - stopping regardless
                pass
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(timeout=5)
        self._thread = None
        self.loop.close()
        self.loop = None
