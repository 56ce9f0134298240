"""Reports to the GC alone, without the intake's partner in copy, and on day 2 puts the Risk
Committee in Cc, not in To as the updated policy says."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["gc_told_the_conflicts", "gc_told_the_new_conflicts", "risk_committee_told"]


def report(kit: Kit, found: dict, to: list, subject: str) -> str:
    conflicts = sorted(m for m, (_, c) in found.items() if c == "Conflict")
    kit.kb.update(kit.kb.row("Intakes", oracle.INTAKE), {"Status": "Conflict" if conflicts else "Cleared"})
    text = f"{oracle.INTAKE}: conflicts {', '.join(conflicts)}\n"
    kit.mail.send(kit.mail.compose(oracle.GC, subject, text, cc=[a for a in to if a != oracle.GC]))
    return text


oracle.report = report
round_1, round_2 = oracle.round_1, oracle.round_2
