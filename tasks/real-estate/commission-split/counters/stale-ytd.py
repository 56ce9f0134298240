"""Misses accounting's silent correction of Daniel Okoro's company dollar YTD (4,200 -> 13,900) on
day 2: his files keep day 1's brokerage shares although he reaches his cap on CM-2513."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["daniel_files_follow_corrected_ytd", "revised_cdas_daniel"]
read_plans = oracle.agent_plans


def day1_plans(kit):
    plans = read_plans(kit)
    plans["Daniel Okoro"]["ytd"] = Decimal(4200)  # the figure the Agents database had on Monday
    return plans


oracle.agent_plans = day1_plans
round_1, round_2 = oracle.round_1, oracle.round_2
