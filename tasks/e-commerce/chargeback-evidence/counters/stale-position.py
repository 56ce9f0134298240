"""Gives Maya Monday's position beside Thursday's (the handbook: today's figures only)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week_position_to_maya"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = oracle.Kit(ctx, name=oracle.NAME)
    totals = oracle.work(kit, 4)
    kit.mail.send(kit.mail.compose(oracle.MAYA, "Chargeback position - week of 2 March",
        f"Hi Maya,\n\nAccepted: GBP {totals['Accept']:,.2f} (Monday: GBP 9,599.48)\n"
        f"Represented: GBP {totals['Represent']:,.2f} (Monday: GBP 9,613.99)\n"))
    return "position with Monday's figures"
