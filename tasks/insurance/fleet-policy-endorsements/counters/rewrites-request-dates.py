"""Also "corrects" the broker's request columns: writes END-04's Effective over with the portal's
sale date each day (allowed: the handbook lets a removal's Effective follow the sale date), and at
month-end writes Unassigned over the Driver of the referred driver changes END-03 and END-05
(the broker's request as received: collateral)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]


def _with_rewrite(day, drivers=False):
    def run(ctx):
        out = day(ctx)
        kit = Kit(ctx, name="Calderbrook motor desk")
        book = kit.sheets.open(oracle.SCHED)
        row = book.find_row("Endorsements!A1:G20", "Ref", "END-04")
        book.update(f"Endorsements!E{row.number}", [[oracle.sale_date(kit, "GF19 TXA").isoformat()]], raw=True)
        if drivers:
            for ref in ("END-03", "END-05"):
                r = book.find_row("Endorsements!A1:G20", "Ref", ref)
                book.update(f"Endorsements!D{r.number}", [["Unassigned"]], raw=True)
        return out
    return run


round_1, round_2, round_3 = (_with_rewrite(f) for f in (oracle.round_1, oracle.round_2, oracle.round_3))
round_4 = _with_rewrite(oracle.round_4, drivers=True)
