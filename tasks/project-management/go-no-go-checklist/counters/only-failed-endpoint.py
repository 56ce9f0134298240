"""Takes only the export figure from SRE's re-measurement on day 2 (the endpoint that failed) and
keeps day 1's figures for the rest: payments' new 402 ms goes unseen."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["latency_from_the_remeasurement", "owners_told_of_new_blockers", "readout_names_every_blocker"]
oracle.LATENCY = {1: oracle.LATENCY[1], 2: {**oracle.LATENCY[1], "export": oracle.LATENCY[2]["export"]}}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
