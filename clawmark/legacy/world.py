"""The world of a clawmark-v1 run: our five services, with accounts from the task's METADATA.

An original task declares only its mail users (`METADATA["env_config"]["email"]["users"]`:
{name: {email, password, …}}); everything else it builds in stage0 through the managers. So
the world is a TaskSpec with no seed files: one mail account per user (the first is the
agent's; passwords are our random per-run ones, never the task's), one CalDAV principal
(`benchmark`, as the original's `CALDAV_USERNAME` default) with no calendars yet, an empty
knowledge base and no spreadsheets. `clawmark.world.World` starts it exactly as for our tasks.

In-universe time: stage K's writes and the agent's day K happen on the day that stage K
announces. The day is read from the stage's source before the stage runs (the literal `"time"`
of its returned dict, as all 100 original tasks write it); a stage without one continues the
day before it (a first stage without one: 2026-01-01 09:00). The timezone is the first time's
UTC offset (`Etc/GMT-8` for +08:00), else UTC.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from datetime import datetime
from typing import Any

from clawmark.legacy.loader import LegacyTask
from clawmark.services.calendar.spec import CalendarAccount, CalendarSeed
from clawmark.services.mail.spec import MailAccount, MailSeed
from clawmark.spec import Principal, Round, Seed, TaskSpec
from clawmark.taskdir import Task

CALDAV_USER = "benchmark"
SERVICES = ["mail", "calendar", "kb", "sheets"]
FIRST_DAY = datetime(2026, 1, 1, 9, 0)


def email_users(task: LegacyTask) -> dict[str, dict[str, Any]]:
    """METADATA's mail users: {name: {"email": …, …}} (empty when the task declares none)."""
    users = ((task.metadata.get("env_config") or {}).get("email") or {}).get("users") or {}
    return {str(name): info for name, info in users.items() if isinstance(info, dict) and info.get("email")}


def stage_times(task: LegacyTask) -> list[datetime]:
    """The in-universe instant of each stage (see the module docstring); aware when written so."""
    times: list[datetime] = []
    for stage in task.stages:
        when = _literal_time(stage)
        times.append(when or (times[-1] if times else FIRST_DAY))
    return times


def zone_of(when: datetime) -> str:
    """An IANA name for `when`'s UTC offset (`Etc/GMT-8` for +08:00); UTC when naive or fractional."""
    offset = when.utcoffset()
    if offset is None or offset.total_seconds() % 3600:
        return "UTC"
    hours = int(offset.total_seconds() // 3600)
    return "UTC" if hours == 0 else f"Etc/GMT{-hours:+d}"


def world_task(task: LegacyTask) -> Task:
    """Our Task for `task`'s world: services, accounts, timezone and one round per stage (no
    events: the stage is the change) as the module docstring says; its clock is
    `clawmark.runner.clock_for` of it."""
    users = email_users(task)
    accounts = []
    for name, info in users.items():
        address = str(info["email"]).strip().lower()
        if address not in {a.address for a in accounts}:
            accounts.append(MailAccount(address=address, name=str(info.get("name") or name)))
    seed = Seed(mail=MailSeed(accounts=accounts),
                # no calendars until stage0 makes them (the original reset its server to none)
                calendar=CalendarSeed(accounts=[CalendarAccount.model_construct(user=CALDAV_USER, calendars=[])]))
    times = stage_times(task)
    rounds = [Round.model_construct(day=t.date(), start=t.time().replace(tzinfo=None), prompt=f"stage{k}",
                                    events=[], mutations=[]) for k, t in enumerate(_days(times))]
    spec = TaskSpec.model_construct(
        id=str(task.metadata["id"]), version=1, title=str(task.metadata.get("name", task.name)),
        scenario=task.scenario, role=str(task.metadata.get("role", "")),
        principal=Principal(name=accounts[0].name if accounts else "Agent",
                            email=accounts[0].address if accounts else None),
        timezone=zone_of(times[0]), services=list(SERVICES), rounds=rounds, seed=seed,
    )
    return Task(task.root, spec, task.digest)


def _days(times: list[datetime]) -> list[datetime]:
    """Times as wall times of the first one's zone (naive ones as written)."""
    zone = times[0].tzinfo
    return [t.astimezone(zone) if t.tzinfo and zone else t.replace(tzinfo=None) for t in times]


def _literal_time(stage) -> datetime | None:
    """The literal `"time"` of a dict the stage returns, parsed; None when it has none."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(stage)))
    except (OSError, TypeError, SyntaxError):
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Dict):
            for key, value in zip(node.value.keys, node.value.values):
                if isinstance(key, ast.Constant) and key.value == "time" and isinstance(value, ast.Constant):
                    try:
                        return datetime.fromisoformat(str(value.value))
                    except ValueError:
                        return None
    return None

