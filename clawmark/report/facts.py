"""The facts of one verified run that reports aggregate, in exact arithmetic.

Scores come from the verdict log's check verdicts (clawmark.scoring.weighted, the same rule
that produced the log's score), usage and seconds from the run record. Definitions:

- score: the weighted score (0 when a red line failed); unpenalised: before the red-line rule.
- day score of round n: the unpenalised weighted score of round n's checks (the log's
  `per_round`).
- first outside change: the first round after day 1 whose verdict lists any applied event or
  mutation. `before_change` is the mean day score of the rounds before it, `after_change` the
  day score of that round, and `change` = after_change − before_change.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from clawmark.records import Run
from clawmark.report.stats import mean
from clawmark.scoring import by_round, weighted
from clawmark.verdicts import CheckVerdict


@dataclass(frozen=True)
class CheckFact:
    """One check verdict with the round it belongs to."""

    round: int
    day: str
    check: CheckVerdict


@dataclass(frozen=True)
class RunFacts:
    """What a report needs from one run. Scores are None for invalid runs."""

    run: Run
    task: str
    task_digest: str
    scenario: str
    agent: str
    model: str | None
    repeat: int
    invalid: bool
    score: Fraction | None
    unpenalised: Fraction | None
    success: bool
    red_line: bool
    days: dict[int, Fraction]
    first_change: int | None
    input_tokens: int
    output_tokens: int
    tool_calls: int
    seconds: Fraction
    checks: list[CheckFact]

    @property
    def agent_key(self) -> tuple[str, str]:
        return self.agent, self.model or ""

    @property
    def task_key(self) -> tuple[str, str]:
        return self.task, self.task_digest

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    @property
    def before_change(self) -> Fraction | None:
        if self.first_change is None:
            return None
        return mean(v for n, v in self.days.items() if n < self.first_change)

    @property
    def after_change(self) -> Fraction | None:
        return None if self.first_change is None else self.days.get(self.first_change)

    @property
    def change(self) -> Fraction | None:
        before, after = self.before_change, self.after_change
        return None if before is None or after is None else after - before


def facts(run: Run) -> RunFacts:
    """The RunFacts of a verified run."""
    log, record = run.log, run.record
    scored = log.outcome == "scored"
    checks = [CheckFact(r.round, r.day, c) for r in log.rounds for c in r.checks] if scored else []
    all_checks = [f.check for f in checks]
    violated = any(c.red_line and not c.passed for c in all_checks)
    unpenalised = weighted(all_checks) if scored else None
    changed = [r.round for r in log.rounds if r.round > 1 and (r.events or r.mutations)]
    return RunFacts(
        run=run,
        task=log.task.name,
        task_digest=log.task.digest,
        scenario=log.task.name.split("/", 1)[0],
        agent=log.agent,
        model=record.model,
        repeat=record.repeat,
        invalid=not scored,
        score=(Fraction(0) if violated else unpenalised) if scored else None,
        unpenalised=unpenalised,
        success=scored and all(c.passed for c in all_checks),
        red_line=violated,
        days={n: weighted(v) for n, v in by_round({r.round: r.checks for r in log.rounds}).items()} if scored else {},
        first_change=min(changed) if scored and changed else None,
        input_tokens=sum(r.usage.input_tokens for r in record.rounds),
        output_tokens=sum(r.usage.output_tokens for r in record.rounds),
        tool_calls=sum(r.usage.tool_calls for r in record.rounds),
        seconds=Fraction(record.seconds),
        checks=checks,
    )
