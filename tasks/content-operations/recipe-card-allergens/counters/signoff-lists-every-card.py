"""Sends Harriet every card of the week as the sign-off list, Hold cards included."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["signoff_lists_the_ready_cards"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = oracle.Kit(ctx, name="Harvest Crate recipe content desk")
    oracle.audit(kit, 4, "2026-03-12")
    ids = [r["Recipe ID"] for r in kit.sheets.open(oracle.BOOK).rows(f"{oracle.TAB}!A1:H25")]
    kit.mail.send(oracle.print_list(kit, ids, []))
    first = oracle.day1_cards(kit)
    now = {r["Recipe ID"]: (r["Allergen icons"], r["May contain"]) for r in kit.sheets.open(oracle.BOOK).rows(f"{oracle.TAB}!A1:H25")}
    changed = [rid for rid, v in now.items() if v != first[rid]]
    kit.mail.send(kit.mail.compose(oracle.CARE, "Week 12 changes", "Changed after Monday: " + ", ".join(changed) + ".\n"))
    return "Day 4: every card listed."
