"""Mails every open order's customer every day, whether or not their date changed."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["affected_customers_notified", "partial_customers_notified", "portal_move_customers_notified", "freed_units_go_to_the_next_order"]


def wrap(f):
    def run(ctx):
        out = f(ctx)
        kit = Kit(ctx, name="Spoke & Sprocket purchasing")
        rows = kit.sheets.open(oracle.ORDERS).rows("Open orders")
        kit.mail.send(*[kit.mail.compose(str(r["Email"]), f"Your order {r['Order']}", f"Dear {r['Customer']},\n\nan update on your order {r['Order']}: status {r['Status']}.\n") for r in rows])
        return out
    return run


round_1, round_2, round_3, round_4 = (wrap(f) for f in (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4))
