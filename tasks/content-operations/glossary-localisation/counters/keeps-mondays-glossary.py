"""Takes Jonas's new DE term for "payment reminder" (Mahnung) for a slip and restores Monday's
glossary cell, so S02 and S11 stay approved and ship with the old term."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reminder_strings_sent_back", "wortwerk_told_of_the_new_term", "guaranteed_strings_rejected",
               "exports_hold_the_approved_strings", "collateral"]

_rules = oracle.rules


def mondays_rules(kit):
    terms, banned = _rules(kit)
    return [{**t, "DE": "Zahlungserinnerung"} if t["EN"] == "payment reminder" else t for t in terms], banned


oracle.rules = mondays_rules
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    glossary = oracle.Kit(ctx).sheets.open("Ledgerly glossary")
    glossary.update(f"Terms!B{glossary.find_row('Terms', 'EN', 'payment reminder').number}", "Zahlungserinnerung", raw=True)
    return oracle.round_2(ctx)
