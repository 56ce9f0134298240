"""Sends Helen the week's story (Monday's contingency and forecast beside Thursday's), then a
second, clean summary: the stale figures are still in her inbox."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["weekly_summary_to_the_sponsor"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.tell_requesters(kit, oracle.assess(kit, 4))
    book = kit.sheets.open(oracle.BOOK)
    remaining = oracle.number(book.cell("Budget!B10", "UNFORMATTED_VALUE"))
    forecast = oracle.number(book.cell("Budget!D7", "UNFORMATTED_VALUE"))
    kit.mail.send(kit.mail.compose(oracle.SPONSOR, "Atlas WMS week in figures",
                                   f"Helen,\n\nContingency remaining went from EUR 722.50 on Monday to EUR {remaining:,.2f}; "
                                   f"the forecast from EUR 2,174,277.50 to EUR {forecast:,.2f}.\n\nInes\n"))
    return oracle.round_4(ctx)
