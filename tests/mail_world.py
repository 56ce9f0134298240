"""A small mail task and a started, seeded MailService for the mail tests, with real clients."""

from __future__ import annotations

import shutil
import smtplib
import tempfile
from pathlib import Path

import pytest
from imapclient import IMAPClient

from checkers.mail import MailView
from clawmark.clock import Day, UniverseClock
from clawmark.services.mail.service import MailService
from clawmark.spec import TaskSpec
from clawmark.taskdir import Task

AGENT, BOB = "dana@harbor.example", "bob@harbor.example"
FNOL = "<fnol-0417@raman.example>"
PHOTO = b"\x89PNG\r\n\x1a\nnot really a photo"

FNOL_EML = f"""\
From: Priya Raman <priya@raman.example>
To: Dana Okafor <{AGENT}>
Subject: Burst pipe in my kitchen
Date: Mon, 04 Mar 2024 07:55:00 +0100
Message-ID: {FNOL}

Dear Ms Okafor, the pipe under the sink burst on Saturday. Photo attached.
"""


def mail_task(root: Path) -> Task:
    """The task folder in `root`: Dana's account (the FNOL with a photo, a lunch note in Archive) and Bob's."""
    (root / "seed/mail").mkdir(parents=True)
    (root / "seed/mail/01-fnol.eml").write_text(FNOL_EML)
    (root / "artifacts").mkdir()
    (root / "artifacts/kitchen-floor.png").write_bytes(PHOTO)
    spec = TaskSpec.model_validate({
        "id": "mail-test", "version": 1, "title": "t", "scenario": "test", "role": "assistant",
        "principal": {"name": "Dana Okafor", "email": AGENT}, "timezone": "Europe/Berlin", "services": ["mail"],
        "rounds": [{"day": "2024-03-04", "prompt": "r1.md"}, {"day": "2024-03-05", "prompt": "r2.md"}],
        "seed": {"mail": {"domains": ["harbor.example", "harbor-group.example"], "accounts": [
            {"address": AGENT, "name": "Dana Okafor", "folders": ["Claims"], "messages": [
                {"source": "seed/mail/01-fnol.eml", "attachments": ["artifacts/kitchen-floor.png"]},
                {"from": "Bob <bob@harbor.example>", "to": [AGENT], "subject": "Lunch?", "body": "12:30?",
                 "flags": ["\\Seen"], "folder": "Archive"},
            ]},
            {"address": BOB, "name": "Bob Brandt"},
        ]}},
    })
    return Task(root=root, spec=spec, digest="0" * 64)


@pytest.fixture(scope="module")
def task(tmp_path_factory) -> Task:
    """The mail task, once per test module (import it into the module to use it)."""
    return mail_task(tmp_path_factory.mktemp("task"))


@pytest.fixture
def world(task):
    """A fresh seeded MailService of `task` per test."""
    with MailWorld(task) as service:
        yield service


class MailWorld:
    """A started and seeded MailService in its own state directory (a context manager)."""

    def __init__(self, task: Task):
        self.task = task
        self.clock = UniverseClock("Europe/Berlin", [Day(r.day, r.start) for r in task.spec.rounds])
        self.service = MailService()

    def __enter__(self) -> MailService:
        self.root = Path(tempfile.mkdtemp(prefix="cm-test-", dir="/tmp"))
        (self.root / "mail").mkdir()
        try:
            self.service.start(self.root / "mail", self.clock)
            self.endpoint = self.service.seed(self.task.spec, self.task.root)
        except BaseException:
            self.__exit__()
            raise
        return self.service

    def __exit__(self, *exc):
        self.service.stop()
        shutil.rmtree(self.root, ignore_errors=True)


def imap(service: MailService, address: str = AGENT) -> IMAPClient:
    """A logged-in imapclient session of `address`."""
    client = IMAPClient("127.0.0.1", service.dovecot.port, ssl=False)
    client.login(address, service.accounts[address])
    return client


def smtp(service: MailService, address: str = AGENT) -> smtplib.SMTP:
    """A logged-in smtplib session of `address` on the submission server."""
    client = smtplib.SMTP("127.0.0.1", service.smtp.port)
    client.login(address, service.accounts[address])
    return client


def view(service: MailService) -> MailView:
    """The check helpers' view of a fresh snapshot."""
    return MailView(service.snapshot())
