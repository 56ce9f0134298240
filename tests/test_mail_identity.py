"""Who the agent is in mail, both ways (issue 19 item 8): in the principal's own mailbox, or in an
assistant account of its own with the principal as a colleague — real Dovecot and submission."""

from __future__ import annotations

import smtplib
from email.message import EmailMessage
from pathlib import Path

import pytest
from imapclient import IMAPClient

from checkers.mail import MailView
from clawmark.problems import InputError
from clawmark.taskdir import clock_for
from clawmark.services.fs.service import GUIDE_FILE
from clawmark.taskdir import load_task
from clawmark.world import World

PRINCIPAL, ASSISTANT, COLLEAGUE = "rosa.lind@lindwerk.example", "office@lindwerk.example", "ben.ode@lindwerk.example"
SPEC = f"""\
id: identity
version: 1
title: Mail identity
scenario: testing
role: office manager
principal: {{name: Rosa Lind, email: {PRINCIPAL}}}
timezone: Europe/Berlin
services: [mail]
seed:
  mail:
@IDENTITY@    accounts:
      - address: {ASSISTANT}
        name: Lindwerk Office
      - address: {PRINCIPAL}
        name: Rosa Lind
        messages:
          - {{from: Ben Ode <{COLLEAGUE}>, to: [{PRINCIPAL}], subject: Invoice, date: "2024-05-06T08:00:00+02:00", body: "Rosa, invoice 77 is due."}}
      - address: {COLLEAGUE}
        name: Ben Ode
rounds:
  - {{day: 2024-05-07, prompt: rounds/01.md}}
  - {{day: 2024-05-08, prompt: rounds/02.md}}
"""


def task_with(tmp_path: Path, identity: str):
    root = tmp_path / "identity"
    (root / "rounds").mkdir(parents=True)
    for name in ("01.md", "02.md"):
        (root / "rounds" / name).write_text("Handle the mail.\n")
    (root / "checks.py").write_text("")
    (root / "oracle.py").write_text("")
    (root / "task.yaml").write_text(SPEC.replace("@IDENTITY@", identity))
    return load_task(root)


def send(env: dict, to: str, subject: str) -> None:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = env["CLAWMARK_MAIL_ADDRESS"], to, subject
    message.set_content("Done.\n")
    with smtplib.SMTP(env["CLAWMARK_MAIL_HOST"], int(env["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(env["CLAWMARK_MAIL_ADDRESS"], env["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(message)


def inbox_subjects(env: dict) -> list[str]:
    with IMAPClient(env["CLAWMARK_MAIL_HOST"], int(env["CLAWMARK_MAIL_IMAP_PORT"]), ssl=False) as imap:
        imap.login(env["CLAWMARK_MAIL_ADDRESS"], env["CLAWMARK_MAIL_PASSWORD"])
        imap.select_folder("INBOX")
        fetched = imap.fetch(imap.search(["ALL"]), ["ENVELOPE"])
        return [f[b"ENVELOPE"].subject.decode() for f in fetched.values()]


def test_the_agent_works_in_the_principals_mailbox_and_sends_as_the_principal(tmp_path):
    task = task_with(tmp_path, "    identity: principal\n")
    with World(task, clock_for(task)) as world:
        world.begin_round(1)
        env = world.env
        assert (env["CLAWMARK_MAIL_ADDRESS"], env["CLAWMARK_MAIL_IDENTITY"]) == (PRINCIPAL, "principal")
        assert inbox_subjects(env) == ["Invoice"]  # the principal's own mail
        guide = (world.workspace / GUIDE_FILE).read_text()
        assert f"This is the mailbox of Rosa Lind ({PRINCIPAL}), the person you work for" in guide
        send(env, COLLEAGUE, "Invoice 77 paid")
        mail = MailView(world.snapshot()["mail"])
    assert mail.agent == PRINCIPAL
    assert [(m.sender, m.recipients) for m in mail.sent(to=COLLEAGUE)] == [(PRINCIPAL, [COLLEAGUE])]


def test_the_agent_has_an_assistant_account_of_its_own_and_writes_to_the_principal_as_a_colleague(tmp_path):
    task = task_with(tmp_path, f"    identity: assistant\n    assistant: {ASSISTANT}\n")
    with World(task, clock_for(task)) as world:
        world.begin_round(1)
        env = world.env
        assert (env["CLAWMARK_MAIL_ADDRESS"], env["CLAWMARK_MAIL_IDENTITY"]) == (ASSISTANT, "assistant")
        assert env["CLAWMARK_MAIL_PRINCIPAL"] == PRINCIPAL
        assert inbox_subjects(env) == []  # the principal's mail is not the assistant's
        guide = (world.workspace / GUIDE_FILE).read_text()
        assert f"This is your own mailbox, as office manager to Rosa Lind ({PRINCIPAL}); they are a colleague" in guide
        send(env, PRINCIPAL, "Invoice 77 is due")
        mail = MailView(world.snapshot()["mail"])
    assert mail.agent == ASSISTANT
    assert [m.sender for m in mail.sent(to=PRINCIPAL)] == [ASSISTANT]
    assert [m.subject for m in mail.messages("INBOX", account=PRINCIPAL)] == ["Invoice", "Invoice 77 is due"]


def test_without_identity_the_principals_account_is_the_agents_and_assistant_alone_implies_assistant(tmp_path):
    spec = load_task(task_with(tmp_path / "a", "").root).spec.seed.mail
    assert (spec.mode(PRINCIPAL), spec.agent_account(PRINCIPAL).address) == ("principal", PRINCIPAL)
    spec = load_task(task_with(tmp_path / "b", f"    assistant: {ASSISTANT}\n").root).spec.seed.mail
    assert (spec.mode(PRINCIPAL), spec.agent_account(PRINCIPAL).address) == ("assistant", ASSISTANT)
    assert (spec.mode("nobody@elsewhere.example"), spec.agent_account(None).address) == ("assistant", ASSISTANT)


@pytest.mark.parametrize("identity, message", [
    (f"    identity: principal\n    assistant: {ASSISTANT}\n", "seed.mail.assistant: only with identity 'assistant'"),
    (f"    identity: assistant\n    assistant: {PRINCIPAL}\n", "is the principal's address"),
    ("    identity: assistant\n    assistant: nobody@lindwerk.example\n", "no account nobody@lindwerk.example"),
])
def test_an_identity_that_cannot_be_set_up_is_a_task_error(tmp_path, identity, message):
    with pytest.raises(InputError) as e:
        task_with(tmp_path, identity)
    assert message in str(e.value)
