"""Keeps day 1's target price on day 2: never re-reads the Target P/E that Sofie cut from 18 to
16 overnight, so the row and the mail to compliance still say 164."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["target_price_uses_new_pe", "compliance_gets_current_numbers"]
read = oracle.value
round_1 = oracle.round_1


def round_2(ctx):
    oracle.value = lambda page, name: 18 if name == "Target P/E" else read(page, name)
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.value = read
