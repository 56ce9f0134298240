"""The mail container's submission server and its hand-over to the harness's capture
(clawmark.services.mail.relay), run here as the image runs it: no engine needed."""

from __future__ import annotations

import os
import signal
import smtplib
import subprocess
import sys
import time
from email.message import EmailMessage
from pathlib import Path

import pytest

from clawmark.backends import ports
from clawmark.services.mail.relay import Capture
from tests.conftest import REPO

ACCOUNT, PASSWORD = "dana@harbor.example", "s3cret-pw"


@pytest.fixture
def relay(tmp_path):
    """A relay process (submission on a free port, `sleep` as its IMAP server) and the captured list."""
    (tmp_path / "passwd").write_text(f"{ACCOUNT}:{{PLAIN}}{PASSWORD}::::::\n")
    captured, refuse = [], []

    def accept(submission):
        if refuse:
            raise RuntimeError(refuse[0])
        captured.append(submission)

    reservation = ports.reserve()
    port = reservation.port
    capture = Capture(tmp_path / "capture.sock", accept)
    capture.start()
    try:
        process = subprocess.Popen([sys.executable, "-m", "clawmark.services.mail.relay", "--passwd",
                                    str(tmp_path / "passwd"), "--capture", str(capture.path), "--host", "127.0.0.1",
                                    "--port", str(port),
                                    "--", "sleep", "30"], cwd=REPO, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 10
            while True:
                try:
                    smtplib.SMTP("127.0.0.1", port, timeout=5).quit()
                    break
                except OSError:
                    assert time.monotonic() < deadline and process.poll() is None, process.stderr.read()
                    time.sleep(0.02)
            yield port, captured, refuse, process
        finally:
            process.kill()
            process.wait()
    finally:
        capture.stop()


def message(subject: str) -> EmailMessage:
    m = EmailMessage()
    m["From"], m["To"], m["Subject"] = ACCOUNT, "sam@harbor.example", subject
    m.set_content("body")
    return m


def test_accepted_mail_reaches_the_capture_before_the_client_hears_250(relay):
    port, captured, refuse, _ = relay
    with smtplib.SMTP("127.0.0.1", port) as client:
        client.login(ACCOUNT, PASSWORD)
        client.send_message(message("first"))
        assert [s.rcpt_tos for s in captured] == [("sam@harbor.example",)]  # already there at the 250
        refuse.append("IMAP APPEND failed")
        with pytest.raises(smtplib.SMTPDataError) as refused:
            client.send_message(message("second"))
        assert refused.value.smtp_code == 451 and b"IMAP APPEND failed" in refused.value.smtp_error
        with pytest.raises(smtplib.SMTPSenderRefused):
            client.sendmail("other@harbor.example", ["sam@harbor.example"], b"Subject: x\r\n\r\nx")
    assert len(captured) == 1 and b"Subject: first" in captured[0].raw and captured[0].account == ACCOUNT


def test_a_wrong_password_is_refused_and_the_relay_ends_with_its_imap_server(relay):
    port, captured, _, process = relay
    with smtplib.SMTP("127.0.0.1", port) as client, pytest.raises(smtplib.SMTPAuthenticationError):
        client.login(ACCOUNT, "wrong")
    (child,) = Path(f"/proc/{process.pid}/task/{process.pid}/children").read_text().split()
    os.kill(int(child), signal.SIGKILL)  # the IMAP server dies: so does the relay
    assert process.wait(timeout=10) != 0 and "sleep exited" in process.stderr.read()
    assert captured == []
