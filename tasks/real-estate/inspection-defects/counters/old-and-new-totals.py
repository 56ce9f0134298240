"""States every tag's estimate and the total of all of them in the client summaries (the
cosmetic items counted in), and on day 2 Monday's total beside the new one."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["client_summary_day1", "client_summary_day2"]
round_3 = oracle.round_3


def summary(kit, rows, note):
    total = sum(r["estimate"] for r in rows)
    lines = [f"- {r['tag']}: ${r['estimate']:,}" for r in rows] + [f"Total of all items: ${total:,}", note]
    kit.mail.send(kit.mail.compose(oracle.CLIENT, "27 Alder Court summary", "\n".join(lines) + "\n", cc=oracle.BUYER_AGENT))


def round_1(ctx):
    kit = oracle.Kit(ctx, name="Larkspur coordinator")
    rows = oracle.snag_list(kit, 1)
    oracle.record(kit, rows)
    summary(kit, rows, "")
    return "all-items total"


def round_2(ctx):
    kit = oracle.Kit(ctx, name="Larkspur coordinator")
    rows = oracle.snag_list(kit, 2)
    oracle.record(kit, rows)
    summary(kit, [r for r in rows if r["request"] == "Yes"], "Monday's total was $2,245.")
    return "old and new totals"
