"""Sends the print list as a CSV with a Recipe column next to the Recipe ID (the handbook: header
`Recipe ID`, one column; the printer loads the file as it is)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["signoff_lists_the_ready_cards"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = oracle.Kit(ctx, name="Harvest Crate recipe content desk")
    now, _ = oracle.audit(kit, 4, "2026-03-12")
    names = {r["Recipe ID"]: r["Recipe"] for r in kit.sheets.open(oracle.BOOK).rows(f"{oracle.TAB}!A1:H25")}
    ready = [rid for rid, v in now.items() if v[2] == "Ready"]
    hold = [rid for rid, v in now.items() if v[2] == "Hold"]
    kit.mail.send(oracle.print_list(kit, ready, hold, names))
    first = oracle.day1_cards(kit)
    changed = [rid for rid, v in now.items() if v[:2] != first[rid]]
    kit.mail.send(kit.mail.compose(oracle.CARE, "Week 12: recipe cards whose allergen information changed",
                                   "These cards' allergen icons or May contain line changed after Monday's audit: "
                                   + ", ".join(changed) + ".\n"))
    return "Day 4: print list with names."
