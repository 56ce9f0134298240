"""Sends the listing agent every tag on day 3, the cosmetic ones (and T-08, regraded C) too,
instead of the repair-request items only."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["repair_list_to_the_listing_agent"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    kit = oracle.Kit(ctx, name="Larkspur coordinator")
    lines = [f"- {r['tag']} {r['location']}: {r['defect']} (grade {r['grade']})" for r in oracle.snag_list(kit, 3)]
    kit.mail.send(kit.mail.compose(oracle.LISTING_AGENT, "27 Alder Court - inspection items", "\n".join(lines) + "\n"))
    return "whole list to the listing agent"
