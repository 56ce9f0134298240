"""The mail Service: a private Dovecot and the submission server, seeded and changed on universe time
(see the package docstring, clawmark.services.mail)."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING

from clawmark.changes import Change
from clawmark.clock import UniverseClock
from clawmark.endpoint import Endpoint, ServiceError
from clawmark.services.base import Service, Snapshot
from clawmark.services.mail import changes, seed
from clawmark.services.mail.dovecot import Dovecot, missing
from clawmark.services.mail.identity import identity_env, identity_guide
from clawmark.services.mail.mailboxes import Mailboxes
from clawmark.services.mail.outbound import Outbound
from clawmark.services.mail.relay import SUBMISSION_PORT, Capture
from clawmark.services.mail.smtp import Submission, SubmissionServer
from clawmark.services.mail.snapshot import Normaliser, parse
from clawmark.services.mail.spec import MailSeed

if TYPE_CHECKING:
    from clawmark.spec import TaskSpec


class MailService(Service):
    """IMAP (Dovecot) and SMTP submission on 127.0.0.1, with the accounts of `seed.mail`."""

    name = "mail"

    def __init__(self) -> None:
        self.dovecot: Dovecot | None = None
        self.smtp: SubmissionServer | None = None
        self.capture: Capture | None = None
        self.mailboxes: Mailboxes | None = None
        self.outbound: Outbound | None = None
        self.clock: UniverseClock | None = None
        self.seed_spec = MailSeed()
        self.agent: str | None = None
        self.task_spec = None
        self.declared: set[str] = set()
        self.accounts: dict[str, str] = {}

    @classmethod
    def unavailable(cls) -> str | None:
        return missing()

    def start(self, state_dir: Path, clock: UniverseClock) -> Endpoint:
        """Start Dovecot and the submission server (accounts are added by `seed`).

        The submission server runs in the harness process where agents share its loopback (local
        backend), else in the mail container, handing every message to the harness's capture
        socket (clawmark.services.mail.relay); either way `outbound` stamps and captures it.
        """
        self.clock = clock
        self.dovecot = Dovecot(state_dir, self.accounts, self.backend)
        if self.backend.shares_host_network:
            self.dovecot.start()
        else:
            self.capture = Capture(state_dir / "capture.sock", self._accept)
            try:
                self.capture.start()
            except OSError as e:
                raise ServiceError(f"mail: the outbound capture socket could not listen: {e}") from e
            self.dovecot.start(capture=self.capture.path)
        self.mailboxes = Mailboxes(self.dovecot.port, self.accounts)
        self.outbound = Outbound(clock, self.mailboxes)
        if self.backend.shares_host_network:
            self.smtp = SubmissionServer(self.accounts, self.outbound.accept)
            try:
                self.smtp.start()
            except OSError as e:
                raise ServiceError(f"SMTP submission server could not listen: {e}") from e
        return self._endpoint()

    def _accept(self, submission: Submission) -> None:
        self.outbound.accept(submission)

    @property
    def smtp_port(self) -> int:
        """The SMTP submission port on 127.0.0.1 where the harness reaches it."""
        return self.smtp.port if self.smtp else self._running().server.published(SUBMISSION_PORT)

    def seed(self, task: TaskSpec, root: Path) -> Endpoint:
        """Create the accounts (random passwords), folders and messages; return the endpoint."""
        self.seed_spec = task.seed.mail
        for account in self.seed_spec.accounts:
            self.accounts[account.address] = secrets.token_urlsafe(18)
        self._running().write_passwd()
        agent = self.seed_spec.agent_account(task.principal.email)
        self.agent = agent.address if agent else None
        self.task_spec = task
        self.declared = seed.load(self.seed_spec, self.mailboxes, root, self.clock)
        return self._endpoint()

    def _endpoint(self) -> Endpoint:
        dovecot, smtp_port = self._running(), self.smtp_port
        info = {"host": "127.0.0.1", "imap_port": dovecot.port, "smtp_port": smtp_port,
                "accounts": dict(sorted(self.accounts.items()))}
        env = {"CLAWMARK_MAIL_HOST": "127.0.0.1", "CLAWMARK_MAIL_IMAP_PORT": str(dovecot.port),
               "CLAWMARK_MAIL_SMTP_PORT": str(smtp_port)}
        guide = (f"## Email\nIMAP `127.0.0.1:{dovecot.port}` and SMTP submission `127.0.0.1:{smtp_port}`, "
                 "both plain text (no TLS/STARTTLS); SMTP needs AUTH (PLAIN or LOGIN).\n")
        if self.agent:
            spec = self.task_spec
            mode = self.seed_spec.mode(spec.principal.email)
            env |= {"CLAWMARK_MAIL_ADDRESS": self.agent, "CLAWMARK_MAIL_PASSWORD": self.accounts[self.agent],
                    **identity_env(mode, spec.principal.email)}
            guide += (f"Your account: `{self.agent}`, password `{self.accounts[self.agent]}` (the same for "
                      "IMAP and SMTP). Folders: INBOX, Drafts, Sent, Archive, Trash; sending does not "
                      "file a copy in Sent.\n"
                      + identity_guide(mode, self.agent, spec.principal.name, spec.principal.email, spec.role))
        guide += f"Environment: {', '.join(f'`{k}`' for k in env)}.\n"
        return Endpoint(service=self.name, env=env, info=info, guide=guide)

    def apply(self, change: Change, root: Path) -> None:
        account = getattr(change, "account", None) or self.agent
        if account is None:
            raise ServiceError(f"{change.id}: {change.kind} needs an account, and seed.mail declares none")
        try:
            declared = changes.apply(change, account, self.mailboxes, root, self.clock)
        except ServiceError as e:
            raise ServiceError(f"{change.id}: {e}") from e
        if declared:
            self.declared.add(declared)

    def snapshot(self) -> Snapshot:
        captured = list(self.outbound.captured)
        normaliser = Normaliser(self.declared, [parse(c.raw)[0]["message_id"] for c in captured], self.clock.tz)
        accounts = []
        names = {a.address: a.name for a in self.seed_spec.accounts}
        for address in sorted(self.accounts):
            folders = [{"name": folder, "messages": [
                normaliser.record(m.raw) | {"flags": list(m.flags), "internaldate": normaliser.time(m.internaldate)}
                for m in self.mailboxes.read(address, folder)
            ]} for folder in self.mailboxes.folders(address)]
            accounts.append({"address": address, "name": names[address], "folders": folders})
        outbound = [{"round": c.round, "at": normaliser.time(c.at), "account": c.account, "mail_from": c.mail_from.lower(),
                     "rcpt_tos": list(c.rcpt_tos), "message": normaliser.record(c.raw)} for c in captured]
        data = {"domains": self.seed_spec.own_domains, "agent": self.agent, "accounts": accounts, "outbound": outbound}
        return Snapshot(data=data, blobs=normaliser.blobs)

    def failure(self) -> str | None:
        parts = (self.dovecot, self.smtp, self.capture)
        return next((reason for part in parts if part is not None and (reason := part.failure())), None)

    def stop(self) -> None:
        if self.smtp is not None:
            self.smtp.stop()
        if self.capture is not None:
            self.capture.stop()
        if self.mailboxes is not None:
            self.mailboxes.close()
        if self.dovecot is not None:
            self.dovecot.stop()

    def _running(self) -> Dovecot:
        if self.dovecot is None or self.dovecot.server is None or self.outbound is None:
            raise ServiceError("mail service is not started")
        return self.dovecot
