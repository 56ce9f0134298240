"""Logs day 2's search as fresh rows instead of correcting Monday's: M-2307 appears twice, once
as Conflict and once as Cleared."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["closed_matter_cleared", "hits_day2_complete"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = Kit(ctx, name="Harrow & Pell conflicts desk")
    found = oracle.search(kit, oracle.DAY2_PARTIES)
    kit.sheets.open("Conflict searches").append("Hits!A1:D1", [[oracle.INTAKE, m, p, c] for m, (p, c) in sorted(found.items())])
    return oracle.report(kit, found, oracle.routing(kit), f"Conflict check {oracle.INTAKE} - updated")
