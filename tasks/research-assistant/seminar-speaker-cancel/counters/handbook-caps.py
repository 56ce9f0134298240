"""Takes the travel caps from the handbook's 2024/25 reference (GBP 250 / 500) instead of the
Research Committee's current poster (300 / 650)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["travel_budgets_by_poster", "travel_total_day1", "w12_goes_to_fournier", "travel_budgets_day5",
               "travel_total_day5", "travel_total_day2", "travel_total_day3", "travel_total_day4"]
oracle.CAP_UK, oracle.CAP_ABROAD = 250, 500
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
