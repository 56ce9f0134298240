"""Splits every file by the agent's plan percentage and never applies the annual cap: Maya
Torres, 1,500 below her cap, pays the brokerage 30 % of CM-2511 and of CM-2512."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cm2511_price_from_statement_and_cap", "cm2512_agent_capped", "cdas_to_rose_city",
               "daniel_files_follow_corrected_ytd"]
read_plans = oracle.agent_plans


def uncapped(kit):
    return {name: {**plan, "cap": Decimal(10**9)} for name, plan in read_plans(kit).items()}


oracle.agent_plans = uncapped
round_1, round_2 = oracle.round_1, oracle.round_2
