"""A small office world (workspace, mail, calendar) for the check-library tests: the real servers,
written to with the real clients (smtplib, caldav), read back as a checkers.State."""

from __future__ import annotations

import smtplib
from contextlib import contextmanager
from email.message import EmailMessage
from pathlib import Path

import caldav

from checkers import State
from clawmark.clock import Day, UniverseClock
from clawmark.taskdir import load_task
from clawmark.world import World

AGENT = "dana@harbor.example"
COLLEAGUE = "bob@harbor.example"

SPEC = f"""\
id: office-tiny
version: 1
title: A tiny office
scenario: testing
role: assistant
principal: {{name: Dana Okafor, email: {AGENT}}}
timezone: Europe/Berlin
services: [fs, mail, calendar]
seed:
  mail:
    domains: [harbor.example]
    accounts:
      - {{address: {AGENT}, name: Dana Okafor}}
      - {{address: {COLLEAGUE}, name: Bob Brandt}}
  calendar:
    accounts:
      - user: dana
        calendars:
          - {{id: work, name: Work}}
rounds:
  - day: 2024-05-20
    prompt: rounds/01.md
  - day: 2024-05-21
    prompt: rounds/02.md
checks: checks.py
oracle: oracle.py
"""


class Office:
    """A running office world: send mail, save events, write files, then `state()`."""

    def __init__(self, world: World):
        self.world = world

    def send(self, msg: EmailMessage, to_addrs: list[str] | None = None) -> None:
        """Submit `msg` as the agent over SMTP (envelope recipients: `to_addrs`, else its headers)."""
        env = self.world.env
        with smtplib.SMTP(env["CLAWMARK_MAIL_HOST"], int(env["CLAWMARK_MAIL_SMTP_PORT"])) as client:
            client.login(env["CLAWMARK_MAIL_ADDRESS"], env["CLAWMARK_MAIL_PASSWORD"])
            client.send_message(msg, to_addrs=to_addrs)

    def calendar(self) -> caldav.Calendar:
        env = self.world.env
        return caldav.DAVClient(url=env["CLAWMARK_CALDAV_URL"], username=env["CLAWMARK_CALDAV_USERNAME"],
                                password=env["CLAWMARK_CALDAV_PASSWORD"]).principal().calendar(cal_id="work")

    def write(self, path: str, data: bytes) -> None:
        target = self.world.workspace / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)

    def next_round(self) -> None:
        self.world.begin_round(2)

    def state(self) -> State:
        return State(self.world.clock.round, self.world.snapshot())


def mail(to: str, subject: str = "Budget", body: str = "Please find the details below.", cc: str | None = None) -> EmailMessage:
    """A plain message from the agent."""
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = f"Dana Okafor <{AGENT}>", to, subject
    if cc:
        msg["Cc"] = cc
    msg.set_content(body)
    return msg


@contextmanager
def office(root: Path):
    """A started office world in `root` (task folder written there), at round 1."""
    task_root = root / "task"
    (task_root / "rounds").mkdir(parents=True)
    (task_root / "task.yaml").write_text(SPEC)
    for n in (1, 2):
        (task_root / "rounds" / f"0{n}.md").write_text("Work.\n")
    (task_root / "checks.py").write_text("")
    (task_root / "oracle.py").write_text("")
    task = load_task(task_root)
    clock = UniverseClock(task.spec.timezone, [Day(r.day, r.start) for r in task.spec.rounds])
    with World(task, clock) as world:
        world.begin_round(1)
        yield Office(world)
