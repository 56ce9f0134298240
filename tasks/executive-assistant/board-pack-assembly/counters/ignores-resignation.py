"""Never re-reads Board members: the resigned director still gets a pack."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pack_follows_the_board_list"]
oracle.value = (lambda value: lambda page, name: "Active" if name == "Status" and "Executive" in page["properties"] else value(page, name))(oracle.value)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
