"""A private Dovecot IMAP server for one world: its config, its process, its readiness.

    <root>/
      dovecot.conf    generated here: IMAP on 127.0.0.1:<port>, no TLS on loopback, maildir
      passwd          passwd-file accounts, `address:{PLAIN}password`, random per run
      run/            base_dir (sockets, pid file); its own instance_name
      mail/<address>/Maildir
      dovecot.log

Several instances run side by side: each has its own base_dir, instance_name and port. Stopping
kills the process group (SIGTERM takes seconds; the maildir is throwaway). As root, Dovecot
refuses uid 0 for mail, so mail belongs to nobody (65534); otherwise to the current user.
"""

from __future__ import annotations

import grp
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

from clawmark.services.base import ServiceError

DEBIAN_PACKAGE = "dovecot-imapd"
SPECIAL_USE = (("Drafts", r"\Drafts"), ("Sent", r"\Sent"), ("Archive", r"\Archive"), ("Trash", r"\Trash"))
NOBODY = 65534
READY_TIMEOUT_S = 10.0


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


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago (Dovecot must be told a number)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Dovecot:
    """One Dovecot process serving `accounts` (address → password) from `root`."""

    def __init__(self, root: Path, accounts: dict[str, str]):
        self.root = root
        self.accounts = accounts
        self.port = 0
        self.process: subprocess.Popen | None = None
        self.uid, self.gid = (NOBODY, NOBODY) if os.geteuid() == 0 else (os.getuid(), os.getgid())

    def start(self) -> None:
        """Write the config and start Dovecot; return once IMAP accepts connections.

        Raises ServiceError when Dovecot is missing, exits early or is not ready in time.
        """
        if reason := missing():
            raise ServiceError(reason)
        self.port = free_port()
        for folder in (self.root.parent, self.root):  # mail and auth processes run as other users
            folder.chmod(folder.stat().st_mode | 0o001)
        (self.root / "mail").mkdir(parents=True)
        os.chown(self.root / "mail", self.uid, self.gid)
        self.write_passwd()
        (self.root / "dovecot.conf").write_text(self.config())
        self.process = subprocess.Popen(
            [dovecot_binary(), "-F", "-c", str(self.root / "dovecot.conf")],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            start_new_session=True,
        )
        self._wait_ready()

    def write_passwd(self) -> None:
        """(Re)write the passwd-file from `accounts`; Dovecot re-reads it when it changes.

        Readable only by its owner and (as root) Dovecot's auth process.
        """
        passwd = self.root / "passwd"
        passwd.touch(mode=0o640)
        if os.geteuid() == 0:
            os.chown(passwd, 0, grp.getgrnam("dovecot").gr_gid)
        passwd.write_text("".join(f"{a}:{{PLAIN}}{p}::::::\n" for a, p in sorted(self.accounts.items())))

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + READY_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                err = self.process.stderr.read().decode(errors="replace").strip()
                raise ServiceError(f"dovecot exited with status {self.process.returncode}: {err or self.log_tail()}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as s:
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
        return f"""\
instance_name = clawmark-{root.parent.name}-{self.port}
base_dir = {root}/run
state_dir = {root}/state
log_path = {root}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
mail_location = maildir:~/Maildir
mail_fsync = never
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
namespace inbox {{
  inbox = yes
  separator = /
{folders}}}
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {self.port}
  }}
  inet_listener imaps {{
    port = 0
  }}
{"  chroot =" if unprivileged else ""}
}}
service anvil {{
{"  chroot =" if unprivileged else ""}
  unix_listener anvil-auth-penalty {{
    mode = 0
  }}
}}
{unprivileged}"""

    def failure(self) -> str | None:
        """Why Dovecot is down (it exited), or None while it runs."""
        if self.process is not None and self.process.poll() is not None:
            return f"dovecot exited with status {self.process.returncode}"
        return None

    def stop(self) -> None:
        """Kill Dovecot's process group at once (idempotent)."""
        if self.process is None:
            return
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        self.process.stderr.close()
        self.process = None

    def log_tail(self, lines: int = 5) -> str:
        """The last lines of dovecot.log, for error messages."""
        log = self.root / "dovecot.log"
        return " | ".join(log.read_text(errors="replace").splitlines()[-lines:]) if log.is_file() else ""


def _user_name() -> str:
    import pwd

    return pwd.getpwuid(os.getuid()).pw_name
