"""Also "corrects" the broker's request: writes END-04's Effective date over with the portal's sale date each day (outside the log's Decision and Premium columns)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]


def _with_rewrite(day):
    def run(ctx):
        out = day(ctx)
        kit = Kit(ctx, name="Calderbrook motor desk")
        book = kit.sheets.open(oracle.SCHED)
        row = book.find_row("Endorsements!A1:G20", "Ref", "END-04")
        book.update(f"Endorsements!E{row.number}", [[oracle.sale_date(kit, "GF19 TXA").isoformat()]], raw=True)
        return out
    return run


round_1, round_2, round_3, round_4 = (_with_rewrite(f) for f in (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4))
