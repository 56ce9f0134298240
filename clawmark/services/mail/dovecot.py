"""A private Dovecot IMAP server for one world: its config, its process, its readiness.

    <root>/
      dovecot.conf    generated here: IMAP on 127.0.0.1:<port>, no TLS on loopback, maildir
      passwd          passwd-file accounts, `address:{PLAIN}password`, random per run
      run/            base_dir (sockets, pid file); its own instance_name
      mail/<address>/Maildir
      dovecot.log

Several instances run side by side: each has its own base_dir, instance_name and port. The
process runs where the world's backend puts it (clawmark.backends: a local process, or the
`mail` image's container with `root` mounted at the same path). Stopping kills it at once
(SIGTERM takes seconds; the maildir is throwaway). As root, Dovecot refuses uid 0 for mail, so
mail belongs to nobody (65534, the same number in the image) and the auth process that reads
the passwd-file runs as root (a host's and an image's `dovecot` group ids differ); otherwise
everything runs as the current user.

What an IMAP client may do is what a hosted mailbox allows (RFC 3501 §5.1, RFC 9051 §5.1): the
hierarchy separator is `/`; the listescape plugin lets names hold `.`, `~` and `\\` (Maildir++
keeps its own levels apart with `.` on disk, and would refuse them); names are any Unicode
(modified UTF-7 on the wire, §5.1.3). Like a hosted mailbox, an account has a quota
(MAX_MESSAGE_BYTES a message, the SMTP submission server's limit too, and MAILBOX_BYTES in all):
beyond it APPEND answers `NO [LIMIT]` or `NO [OVERQUOTA]` (RFC 5530), so no agent can fill the
machine, and every snapshot stays readable in bounded time.
"""

from __future__ import annotations

import os
import shutil
import socket
import time
from pathlib import Path

from clawmark.backends.base import Backend, Server, ServerSpec
from clawmark.endpoint import ServiceError
from clawmark.services.mail.relay import SUBMISSION_PORT
from clawmark.services.mail.smtp import MAX_MESSAGE_BYTES

DEBIAN_PACKAGE = "dovecot-imapd"
SPECIAL_USE = (("Drafts", r"\Drafts"), ("Sent", r"\Sent"), ("Archive", r"\Archive"), ("Trash", r"\Trash"))
NOBODY = 65534
READY_TIMEOUT_S = 10.0
IMAP_PORT = 143
MAILBOX_BYTES = 128 * 1024 * 1024


def dovecot_binary() -> str | None:
    """Path of the `dovecot` program ($CLAWMARK_DOVECOT, else PATH, else /usr/sbin), or None."""
    override = os.environ.get("CLAWMARK_DOVECOT")
    if override:
        return override if os.access(override, os.X_OK) else None
    return shutil.which("dovecot") or shutil.which("dovecot", path="/usr/sbin:/sbin")


def missing() -> str | None:
    """Why Dovecot cannot run here (it is not installed), or None."""
    if dovecot_binary() is None:
        return (f"the mail service needs Dovecot, which is not installed: install the Debian package "
                f"{DEBIAN_PACKAGE} (tools/setup does), or set CLAWMARK_DOVECOT to the dovecot program")
    return None


class Dovecot:
    """One Dovecot process serving `accounts` (address → password) from `root`."""

    def __init__(self, root: Path, accounts: dict[str, str], backend: Backend):
        self.root = root
        self.accounts = accounts
        self.backend = backend
        self.address, self.listen_port = "127.0.0.1", 0
        self.server: Server | None = None
        self.uid, self.gid = (NOBODY, NOBODY) if os.geteuid() == 0 else (os.getuid(), os.getgid())

    def start(self, capture: Path | None = None) -> None:
        """Write the config and start Dovecot; return once IMAP accepts connections.

        With `capture` (a backend whose servers have their own network), the `mail` container
        runs the SMTP submission server beside Dovecot, on SUBMISSION_PORT, handing messages to
        the harness's capture socket `capture` (clawmark.services.mail.relay).
        Raises ServiceError when Dovecot is missing, exits early or is not ready in time.
        """
        if self.backend.name == "local" and (reason := missing()):
            raise ServiceError(reason)
        self.address, self.listen_port = self.backend.bind(IMAP_PORT)
        for folder in (self.root.parent, self.root):  # mail and auth processes run as other users
            folder.chmod(folder.stat().st_mode | 0o001)
        (self.root / "mail").mkdir(parents=True)
        os.chown(self.root / "mail", self.uid, self.gid)
        self.write_passwd()
        (self.root / "dovecot.conf").write_text(self.config())
        argv = ("dovecot", "-F", "-c", str(self.root / "dovecot.conf"))
        name, more_ports = "dovecot", ()
        if capture is not None:
            argv = ("python3", "-m", "clawmark.services.mail.relay", "--passwd", str(self.root / "passwd"),
                    "--capture", str(capture), "--port", str(SUBMISSION_PORT), "--", *argv)
            name, more_ports = "mail", (SUBMISSION_PORT,)
        self.server = self.backend.launch(ServerSpec(
            name=name, image="mail", argv=argv,
            local_argv=(dovecot_binary() or "dovecot", "-F", "-c", str(self.root / "dovecot.conf")),
            root=self.root, port=self.listen_port, log=self.root / "stderr.log", more_ports=more_ports,
        ))
        self._wait_ready()

    @property
    def port(self) -> int:
        """The IMAP port on 127.0.0.1 where the harness and the agent reach Dovecot."""
        return self.server.port if self.server else 0

    def write_passwd(self) -> None:
        """(Re)write the passwd-file from `accounts`; Dovecot re-reads it when it changes.

        Readable only by its owner, as whom Dovecot's auth process runs.
        """
        passwd = self.root / "passwd"
        passwd.touch(mode=0o600)
        passwd.write_text("".join(f"{a}:{{PLAIN}}{p}::::::\n" for a, p in sorted(self.accounts.items())))

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + READY_TIMEOUT_S
        while time.monotonic() < deadline:
            if reason := self.server.failure():
                raise ServiceError(f"{reason}: {self.server.log_tail() or self.log_tail()}")
            try:
                with socket.create_connection((self.server.host, self.port), timeout=1) as s:
                    if s.recv(64).startswith(b"* OK"):
                        return
            except OSError:
                time.sleep(0.005)
        raise ServiceError(f"dovecot did not accept IMAP connections within {READY_TIMEOUT_S:.0f} s: {self.log_tail()}")

    def config(self) -> str:
        """The dovecot.conf text of this instance (Dovecot 2.3 syntax)."""
        root = self.root
        user = "nobody" if os.geteuid() == 0 else _user_name()
        folders = "".join(
            f"  mailbox {name} {{\n    special_use = {flag}\n    auto = subscribe\n  }}\n" for name, flag in SPECIAL_USE
        )
        unprivileged = "" if os.geteuid() == 0 else (
            f"default_internal_user = {user}\ndefault_internal_group = {user}\ndefault_login_user = {user}\n"
        )
        auth_user = "  user = root\n" if os.geteuid() == 0 else ""
        return f"""\
instance_name = clawmark-{root.parent.name}-{self.listen_port}
base_dir = {root}/run
state_dir = {root}/state
log_path = {root}/dovecot.log
protocols = imap
listen = {self.address}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
mail_location = maildir:~/Maildir
mail_fsync = never
mail_plugins = $mail_plugins listescape quota
mail_uid = {self.uid}
mail_gid = {self.gid}
first_valid_uid = {min(self.uid, NOBODY)}
mail_privileged_group =
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%u {root}/passwd
}}
userdb {{
  driver = static
  args = uid={self.uid} gid={self.gid} home={root}/mail/%u
}}
plugin {{
  quota = count:Mailbox
  quota_vsizes = yes
  quota_rule = *:storage={MAILBOX_BYTES // 1024}k
  quota_max_mail_size = {MAX_MESSAGE_BYTES // 1024}k
}}
namespace inbox {{
  inbox = yes
  separator = /
{folders}}}
service imap-login {{
  inet_listener imap {{
    address = {self.address}
    port = {self.listen_port}
  }}
  inet_listener imaps {{
    port = 0
  }}
{"  chroot =" if unprivileged else ""}
}}
service auth {{
{auth_user}}}
service anvil {{
{"  chroot =" if unprivileged else ""}
  unix_listener anvil-auth-penalty {{
    mode = 0
  }}
}}
{unprivileged}"""

    def failure(self) -> str | None:
        """Why Dovecot is down (its process or container exited), or None while it runs."""
        return self.server.failure() if self.server else None

    def stop(self) -> None:
        """Kill Dovecot at once (idempotent)."""
        if self.server is not None:
            self.server.stop()
            self.server = None

    def log_tail(self, lines: int = 5) -> str:
        """The last lines of dovecot.log, for error messages."""
        log = self.root / "dovecot.log"
        return " | ".join(log.read_text(errors="replace").splitlines()[-lines:]) if log.is_file() else ""


def _user_name() -> str:
    import pwd

    return pwd.getpwuid(os.getuid()).pw_name
