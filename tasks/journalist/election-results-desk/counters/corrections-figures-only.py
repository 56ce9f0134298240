"""Ticks Correction only for a wrong figure: the Ward 3 story that named the wrong winner is missed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrections_list"]
read_stories = oracle.stories


def figures_only(kit, figs, table):
    table = {race: {**t, "leader": "Nakamura"} if race == "Ward 3" else t for race, t in table.items()}
    return read_stories(kit, figs, table)


oracle.stories = figures_only
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
