"""Tells Amara on day 2 'from EUR 121,500 to EUR 121,560': the new total stands beside yesterday's,
so the mail does not say which one she approves."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day2_total_sent_to_pi"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    kit = Kit(ctx, name="Jonas Lind")
    total = oracle.set_budget(kit, {"Cell culture incubator": oracle.latest_quote(kit), "Consumables": 5800})
    kit.kb.update(kit.kb.row("Grant applications", "HF-2024-117"), {"Requested": total, "Status": "Awaiting PI approval"})
    kit.mail.send(kit.mail.compose(oracle.AMARA, oracle.SUBJECT,
                                   f"Amara,\n\nthe total moves from EUR 121,500 to EUR {total:,}. OK?\n\nJonas\n"))
    return f"Total EUR {total:,}."
