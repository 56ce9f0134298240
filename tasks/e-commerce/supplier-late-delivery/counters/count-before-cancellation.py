"""Answers Sanne with the count as it stood before today's cancellation (SS-40225 still counted)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["count_reported_to_sanne"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name="Spoke & Sprocket purchasing")
    rows = kit.sheets.open(oracle.ORDERS).rows("Open orders")
    before = sum(1 for r in rows if str(r["Cancellation offered"] or "") == "Yes" and str(r["Status"]) != "Cancelled")
    count = oracle.COUNT_MAIL
    oracle.COUNT_MAIL = "<none@spokesprocket.example>"
    out = oracle.round_4(ctx)
    kit.mail.send(kit.mail.reply(kit.mail.find(count), f"Hi Sanne,\n\n{before}\n"))
    return out
