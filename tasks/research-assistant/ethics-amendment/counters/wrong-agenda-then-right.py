"""Sends every member an agenda of every Substantial amendment, then the right one to the chair only."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["december_agenda"]
round_1, round_2 = oracle.round_1, oracle.round_2
make_agenda, everyone = oracle.agenda, oracle.members


def wrong_then_right(kit, rows):
    december = str(oracle.meetings(kit)[0])
    make_agenda(kit, [{**x, "meeting": december} if x["type"] == "Substantial" else x for x in rows])
    oracle.members = lambda kit: [m for m in everyone(kit) if "alan.whitby@" in m]
    make_agenda(kit, rows)


def round_3(ctx):
    oracle.agenda = wrong_then_right
    return oracle.round_3(ctx)
