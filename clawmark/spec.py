"""The task spec: pydantic models of a task folder's `task.yaml`.

    tasks/<scenario>/<task-id>/
      task.yaml         this spec
      rounds/*.md       each round's wake-up prompt, as the agent reads it
      seed/fs/ ...      initial workspace files (other services: seed/<service>/)
      artifacts/        raw evidence and the sources of changes
      checks.py         the task's weighted checks (checkers.check)
      oracle.py         the reference solution, one function `round_<n>(ctx)` per round (not hashed:
                        agents' code, see taskdir.content_digest; nor is counters/)
      NOTES.md          author intent, traps, known loopholes (not hashed)
      RELEASE.lock      the gate's pinned oracle verdict hash (not hashed)

Every model forbids unknown keys, so a misspelled field is an error, and every field carries a
description: the JSON schema (`TaskSpec.model_json_schema()`) is the reference.
"""

from __future__ import annotations

from datetime import date, time
from typing import Annotated, Literal, Union
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import AfterValidator, Field, ValidationInfo, field_validator, model_validator

from clawmark.changes import RelativePath
from clawmark.model import StrictModel
from clawmark.scope import Scope
from clawmark.services.calendar import spec as calendar_spec
from clawmark.services.calendar.spec import CalendarSeed
from clawmark.services.fs import spec as fs_spec
from clawmark.services.fs.spec import FsSeed
from clawmark.services.kb import spec as kb_spec
from clawmark.services.kb.spec import KbSeed
from clawmark.services.mail import spec as mail_spec
from clawmark.services.mail.spec import MailSeed
from clawmark.services.sheets import spec as sheets_spec
from clawmark.services.sheets.spec import SheetsSeed

ServiceName = Literal["fs", "mail", "calendar", "kb", "sheets"]

# Every change kind, from the services' declarative modules (their runtimes apply them).
CHANGE_KINDS = tuple(kind for module in (fs_spec, calendar_spec, kb_spec, mail_spec, sheets_spec)
                     for kind in module.CHANGE_KINDS)

AnyChange = Annotated[Union[CHANGE_KINDS], Field(discriminator="kind")]  # type: ignore[valid-type]


def _zone(name: str) -> str:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(f"unknown IANA timezone {name!r}") from None
    return name


class Principal(StrictModel):
    """The person the agent works for."""

    name: str = Field(description="Full name, as colleagues write it.")
    title: str | None = Field(None, description="Job title.")
    email: str | None = Field(None, description="Email address, when the task uses mail.")


MiB, GiB = 1 << 20, 1 << 30


class Limits(StrictModel):
    """Resource limits for one run."""

    round_timeout_s: int = Field(1800, gt=0, description="Wall seconds an agent may spend on one round.")
    fs_file_bytes: int = Field(
        16 * MiB, gt=0, description="Bytes of one workspace file a snapshot keeps in the store; a larger file is "
                                    "recorded by path, size and SHA-256 alone (`omitted: fs_file_bytes`).")
    fs_snapshot_bytes: int = Field(
        256 * MiB, gt=0, description="File bytes one workspace snapshot keeps in the store; a file whose bytes "
                                     "would take the total over it is recorded by size and SHA-256 alone, and "
                                     "the snapshot is marked `over_limit`.")
    fs_hash_bytes: int = Field(
        4 * GiB, gt=0, description="File bytes one workspace snapshot hashes (holes of sparse files count, "
                                   "unread); a file whose size would take the total over it is recorded by "
                                   "path and size alone (`over_limit`).")
    fs_entries: int = Field(
        10_000, gt=0, description="Names (files, links, special files, directories) one workspace snapshot "
                                  "visits, in path order; the rest are left out and the snapshot is marked "
                                  "`over_limit`.")


class Round(StrictModel):
    """One in-universe working day."""

    day: date = Field(description="The round's date (YYYY-MM-DD).")
    start: time = Field(time(9, 0), description="Local start time of the working day (HH:MM).")
    prompt: RelativePath = Field(description="The wake-up prompt file, e.g. rounds/01-intake.md.")
    events: list[AnyChange] = Field(
        default_factory=list, description="Changes applied before the round and announced in its prompt."
    )
    mutations: list[AnyChange] = Field(
        default_factory=list, description="Changes applied before the round without notice."
    )

    @model_validator(mode="after")
    def _notices(self):
        for i, event in enumerate(self.events):
            if not event.notice:
                raise ValueError(f"events[{i}] ({event.id}) needs a 'notice': events are announced")
        for i, mutation in enumerate(self.mutations):
            if mutation.notice:
                raise ValueError(f"mutations[{i}] ({mutation.id}) has a 'notice': mutations are silent")
        return self


class Seed(StrictModel):
    """The initial state of the world, per service."""

    fs: FsSeed = Field(default_factory=FsSeed, description="Initial workspace.")
    calendar: CalendarSeed = Field(default_factory=CalendarSeed, description="Initial CalDAV accounts and calendars.")
    kb: KbSeed = Field(default_factory=KbSeed, description="Initial knowledge base (seed/kb/*.json).")
    mail: MailSeed = Field(default_factory=MailSeed, description="Mail domains, accounts, folders and messages.")
    sheets: SheetsSeed = Field(default_factory=SheetsSeed, description="Initial spreadsheets.")


class TaskSpec(StrictModel):
    """A task: one short story of professional work over 2–6 working days.

    Beside task.yaml the task folder holds checks.py (the weighted checks), oracle.py (the
    reference solution, `round_<n>(ctx)`) and counters/<name>.py: scripted agents written like
    the oracle that do the job wrong in one named way, each declaring `EXPECT_FAIL = [check ids]`
    it must fail (`clawmark run --agent counter:<name>`; `day1-only`, the oracle's first day and
    then nothing, is built in). The gate runs them all beside noop and shortcut and prints check ×
    agent (`clawmark gate --table`, `--table-json FILE`); its dataset rules: every check that is
    not a red line fails for some agent but the oracle, every silent mutation has a counter that
    misses it, every red line a counter that crosses it. `scope` says what the agent may change;
    the built-in `collateral` check fails on anything else of the world's it changes."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", description="Task id, unique within its scenario.")
    version: int = Field(ge=1, description="Bumped whenever the task changes meaning.")
    title: str = Field(description="One line naming the story.")
    scenario: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", description="Professional domain, e.g. insurance.")
    role: str = Field(description="The agent's role, e.g. claims assistant.")
    principal: Principal = Field(description="Who the agent works for.")
    timezone: Annotated[str, AfterValidator(_zone)] = Field(description="IANA timezone of the office.")
    services: list[ServiceName] = Field(description="Services the task uses besides fs (always on).")
    rounds: list[Round] = Field(min_length=2, max_length=6, description="The working days, in order.")
    seed: Seed = Field(default_factory=Seed, description="Initial state per service.")
    checks: RelativePath = Field("checks.py", description="Module of the task's checks.")
    oracle: RelativePath = Field("oracle.py", description="Module of the reference solution.")
    limits: Limits = Field(default_factory=Limits, description="Resource limits.")
    scope: Scope = Field(default_factory=Scope, description="What the agent may change (clawmark.scope); anything "
                                                            "else it changes of the world's is collateral damage.")

    @field_validator("services")
    @classmethod
    def _unique_services(cls, services: list[str]) -> list[str]:
        if len(set(services)) != len(services):
            raise ValueError("a service is listed twice")
        return services

    @field_validator("rounds")
    @classmethod
    def _rounds_consistent(cls, rounds: list[Round], info: ValidationInfo) -> list[Round]:
        days = [r.day for r in rounds]
        if days != sorted(set(days)):
            raise ValueError("days must be strictly increasing")
        ids = [c.id for r in rounds for c in (*r.events, *r.mutations)]
        if duplicate := next((i for i in ids if ids.count(i) > 1), None):
            raise ValueError(f"change id {duplicate!r} is used twice")
        if "services" not in info.data:  # invalid itself: its error is reported, not its follow-ons
            return rounds
        active = {"fs", *info.data["services"]}
        for n, r in enumerate(rounds, 1):
            for c in (*r.events, *r.mutations):
                if c.service not in active:
                    raise ValueError(f"round {n}: change {c.id} ({c.kind}) needs service {c.service!r} in 'services'")
        return rounds

    @model_validator(mode="after")
    def _calendar_seeded(self):
        """A task with the calendar needs an account, and its calendar changes name seeded calendars."""
        if "calendar" not in self.services:
            return self
        known = {(a.user, c.id) for a in self.seed.calendar.accounts for c in a.calendars}
        if not known:
            raise ValueError("seed.calendar.accounts: the calendar service needs an account (the first is the agent's)")
        for n, r in enumerate(self.rounds, 1):
            for c in (*r.events, *r.mutations):
                if c.service == "calendar" and (c.account, c.calendar) not in known:
                    raise ValueError(f"round {n}: change {c.id}: no calendar {c.account}/{c.calendar} in seed.calendar")
        return self

    @model_validator(mode="after")
    def _mail_identity(self):
        """The account the mail identity asks for exists (clawmark.services.mail.spec, MailSeed)."""
        if "mail" in self.services and (problems := self.seed.mail.identity_problems(self.principal.email)):
            raise ValueError("seed.mail." + problems[0])
        return self

    @property
    def name(self) -> str:
        """`<scenario>/<id>`, the task's name in tables and the store."""
        return f"{self.scenario}/{self.id}"

    @property
    def active_services(self) -> list[str]:
        """fs plus the declared services, in declaration order."""
        return ["fs", *(s for s in self.services if s != "fs")]
