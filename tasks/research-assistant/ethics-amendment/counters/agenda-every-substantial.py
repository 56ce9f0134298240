"""Puts every Substantial amendment on the December agenda, held and January ones too."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["december_agenda"]
round_1, round_2 = oracle.round_1, oracle.round_2
make_agenda = oracle.agenda


def round_3(ctx):
    oracle.agenda = lambda kit, rows: make_agenda(kit, [{**x, "meeting": str(oracle.meetings(kit)[0])} if x["type"] == "Substantial" else x
                                                        for x in rows])
    return oracle.round_3(ctx)
