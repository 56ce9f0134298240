"""Keeps the standing instruction all week: renews TIDEWELL (US, MX) and LARKSPUR China in all classes."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["client_instructions_recorded", "lapsed_deadlines_removed", "instructions_acknowledged",
               "nothing_renewed_that_lapses", "associates_instructed", "cost_estimate_to_priya", "final_docket"]
oracle.instructions = lambda day: (set(), {})


def round_2(ctx):
    kit = oracle.Kit(ctx, name=oracle.NAME)
    rows = oracle.docket(kit, 2, instructed=True)
    oracle.write_docket(kit, rows)
    oracle.sync_calendar(kit, rows)
    return "Day 2: docket kept, Priya's mail not acted on."
