"""Writes the people rows' alt text from the cataloguers' notes, names of visitors and volunteers included."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["private_names_not_published", "private_people_described"]
oracle.oracle.people_alt = {}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
