"""The verdict log: the canonical, hashed record of every check's outcome in one run.

Its SHA-256 over canonical JSON names it. It holds what decides and explains a verdict — the
task's identity and content digest, the agent's name, which changes were applied each round,
the snapshot hashes and every check's outcome, and the score — and nothing volatile: no
timestamps, ports, paths, usage or transcripts (those go to the run record, with the harness
version and the check library's digest: see clawmark.rescore for why they stay out of the log).

Schema versions: `clawmark.verdict/2` (written now) gives every check `holds` and `broken_in`:
a check that holds (every red line, the built-in collateral check) is evaluated after every
round from its own to the last, and `broken_in` names the first round whose state broke it.
It also gives every check `penalty` and the score `penalty_weight`: a penalty check (the
built-in collateral) earns nothing when it passes and subtracts its weight when it fails
(clawmark.scoring), so that an agent that changes nothing gets no credit for it.
`clawmark.verdict/1` logs (each check judged after its own round only, no such fields) are still
read, verified and rescored under their own rules (clawmark.rescore).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from clawmark.canonical import canonical_hash
from clawmark.model import StrictModel

SCHEMA_V1 = "clawmark.verdict/1"
SCHEMA = "clawmark.verdict/2"
HOLDING_FIELDS = ("holds", "broken_in", "penalty")  # check fields version 2 added
SCORE_FIELDS_V2 = ("penalty_weight",)


class TaskRef(StrictModel):
    name: str = Field(description="<scenario>/<task-id>.")
    version: int = Field(description="The task spec's version.")
    digest: str = Field(description="SHA-256 of the task folder's content (taskdir.content_digest).")


class CheckVerdict(StrictModel):
    id: str = Field(description="The check function's name.")
    weight: int
    category: str
    red_line: bool
    passed: bool
    detail: str = Field("", description="The check's explanation, or the exception type if it raised; for a check "
                                        "that holds and broke, that of the first round that broke it.")
    holds: bool | None = Field(None, description="Evaluated after every round from its own to the last (red lines, "
                                                  "collateral); absent in clawmark.verdict/1 logs.")
    broken_in: int | None = Field(None, description="For a check that holds: the first round whose state broke it "
                                                    "(null when it held).")
    penalty: bool | None = Field(None, description="A penalty check (the built-in collateral): passing earns nothing, "
                                                   "failing subtracts its weight from the passed weight, so doing "
                                                   "nothing earns nothing from it; absent in clawmark.verdict/1 logs.")


class RoundSnapshots(StrictModel):
    before: dict[str, str] = Field(description="Service → snapshot hash as the agent found the world.")
    after: dict[str, str] = Field(description="Service → snapshot hash after the agent's round.")


class RoundVerdict(StrictModel):
    round: int
    day: str = Field(description="ISO date of the round.")
    events: list[str] = Field(description="Ids of the events applied before the round.")
    mutations: list[str] = Field(description="Ids of the silent mutations applied before the round.")
    snapshots: RoundSnapshots | None = Field(None, description="Absent when the round did not complete.")
    checks: list[CheckVerdict] = Field(default_factory=list)


class Score(StrictModel):
    passed_weight: int = Field(description="Σ weight of passed non-red-line checks that earn credit (not penalties).")
    total_weight: int = Field(description="Σ weight of all non-red-line checks that earn credit (not penalties).")
    penalty_weight: int = Field(0, description="Σ weight of failed non-red-line penalty checks (clawmark.verdict/2).")
    weighted_score: str = Field(description="100 × max(0, passed − penalty weight) / total weight, with one decimal; "
                                            "0 when a red line failed.")
    unpenalised_score: str = Field(description="The weighted score before the red-line rule.")
    task_success: bool = Field(description="Every check passed, red lines included.")
    red_line_violations: list[str] = Field(description="Ids of failed red-line checks.")
    per_round: dict[str, str] = Field(description="Round number → unpenalised score of that round's checks (a check "
                                                  "that holds and broke counts on the round that broke it).")


class VerdictLog(StrictModel):
    schema_: Literal["clawmark.verdict/1", "clawmark.verdict/2"] = Field(SCHEMA, alias="schema")
    task: TaskRef
    agent: str
    outcome: Literal["scored", "invalid"]
    invalid_reason: str | None = None
    rounds: list[RoundVerdict]
    score: Score | None = Field(None, description="Absent for invalid runs: they are never averaged as zeros.")

    def canonical(self) -> dict:
        """The JSON-able form that is hashed and stored (a clawmark.verdict/1 log without the
        fields version 2 added)."""
        data = self.model_dump(mode="json", by_alias=True)
        if self.schema_ == SCHEMA_V1:
            for r in data["rounds"]:
                r["checks"] = [{k: v for k, v in c.items() if k not in HOLDING_FIELDS} for c in r["checks"]]
            if data["score"]:
                data["score"] = {k: v for k, v in data["score"].items() if k not in SCORE_FIELDS_V2}
        return data

    def hash(self) -> str:
        return canonical_hash(self.canonical())
