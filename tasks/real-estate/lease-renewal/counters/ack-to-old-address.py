"""Acknowledges Alpine Dental's exercise at the notice address the rent roll had, missing the
practice manager's change of notice address that arrived with it."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s210_acknowledged_at_new_address"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def round_3(ctx):
    kit = oracle.Kit(ctx, name="Foothill lease administration")
    alpine = next(r for r in oracle.rent_roll(kit) if r["Suite"] == "S-210")
    renewal = oracle.reviewed(alpine)
    kit.sheets.open(oracle.BOOK).update(f"{oracle.SHEET}!N{alpine.number}:O{alpine.number}", [["Exercised", f"{renewal:.2f}"]])
    kit.mail.send(kit.mail.compose(alpine["Notice email"], "Suite S-210 - renewal option exercised",
                                   f"Renewal from 1 January 2026 at ${renewal:,.2f} per month.\n"))
    return "acknowledged at the old address"
