"""Tells the three of them on day 1, before Sofie's review, and on day 2 sends one mail to all
three with everybody's totals."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, value

oracle = task_oracle(__file__)
EXPECT_FAIL = ["nobody_told_before_sofie_reviewed", "no_employee_reads_another_ones_claim"]
round_3 = oracle.round_3


def everyone(ctx, text):
    kit = Kit(ctx, name="Sofie van Dijk")
    cases = kit.kb.rows("Relocation cases")
    lines = "\n".join(f"- {value(r, 'Employee')}: EUR {value(r, 'Approved EUR'):,.2f}" for r in cases)
    kit.mail.send(kit.mail.compose([value(r, "Work email") for r in cases], "Relocation claims", f"{text}\n\n{lines}\n"))


def round_1(ctx):
    oracle.round_1(ctx)
    everyone(ctx, "Hi all, your claims are decided:")


def round_2(ctx):
    oracle.round_2(ctx)
    everyone(ctx, "Hi all, the final figures:")
