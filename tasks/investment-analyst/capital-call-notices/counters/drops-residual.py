"""Rounds each share to the penny but leaves the residual out: the call no longer adds up to the total."""
from decimal import ROUND_HALF_UP, Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_pennies_and_residual", "revised_total_applied", "correction_followed", "notices_sent_with_final_amounts",
               "called_to_date_updated"]


def no_residual(commitments, total, excused):
    part = {k: v for k, v in commitments.items() if k not in excused}
    s = sum(part.values())
    return {k: (total * v / s).quantize(Decimal("0.01"), ROUND_HALF_UP) for k, v in part.items()}


oracle.allocate = no_residual
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
