"""Sends Friday's summary from Thursday's figures (before Friday's run): 40 sessions, 104 hours."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day5_summary_to_ruth"]


def round_5(ctx):
    kit = Kit(ctx, name="Bioimaging Core bookings")
    reqs = oracle.requests(kit.sheets.open(oracle.BOOK))
    yesterday = [q for q in reqs if q["was"][0] == "Confirmed"]
    out = oracle.run(ctx, 4)  # Friday's run without Friday's summary
    kit.mail.send(kit.mail.compose(oracle.RUTH, "Bookings summary, week of 9 March",
                                   f"Hi Ruth,\n\n{len(yesterday)} sessions confirmed, {sum(q['hours'] for q in yesterday):g} hours in total.\n"))
    return out


round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
