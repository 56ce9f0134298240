"""Mails every customer twice on day 1: the decision, then a separate 'we received your return'
confirmation."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["every_customer_told"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name="Lichtwerk returns desk")
    rows = kit.sheets.open(oracle.BOOK).rows(oracle.RANGE)
    kit.mail.send(*[kit.mail.compose(f"{r['Customer']} <{r['Email']}>", f"Your return {r['RMA']}",
                                     "Dear customer,\n\nwe have received your return and are inspecting it.\n") for r in rows])
    return oracle.round_1(ctx)
