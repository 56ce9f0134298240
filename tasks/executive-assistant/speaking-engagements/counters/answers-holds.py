"""Writes to every organiser on day 1, the held ones too ("you are on our waiting list")."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["organisers_answered_holds_not"]


def round_1(ctx):
    message = oracle.round_1(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    rows = oracle.pipeline(kit)
    kit.mail.send(*[oracle.write(kit, inv, row, "Dear organiser,\n\nthank you: your invitation is on hold for now; "
                                 "we will come back to you.\n\nOffice of the CEO\n")
                    for inv, row in rows.items() if row["status"] == "Hold"])
    return message


round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4
