"""Never re-reads the Programme team: Jack Kerr's items stay his after he left."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["leavers_items_to_the_lead"]
read_team = oracle.team
oracle.team = lambda kit: {n: {**p, "status": "Active"} for n, p in read_team(kit).items()}
round_1, round_2 = oracle.round_1, oracle.round_2
