"""On day 1 sends every paper's owner one generic reminder of the deadline instead of chasing each missing paper by name."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["missing_papers_chased"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    oracle.CHASE_BY_PAPER = False
    try:
        out = oracle.round_1(ctx)
    finally:
        oracle.CHASE_BY_PAPER = True
    kit = Kit(ctx, name="Company secretariat")
    owners = sorted({oracle.value(r, "Owner email") for r in kit.kb.rows("Paper register")})
    kit.mail.send(*[kit.mail.compose(o, "Q3 Board papers due 2026-09-30", "Reminder: Q3 Board papers are due on Wednesday 30 September 2026.\n") for o in owners])
    return out
