"""Reads the Term dates page once, on Monday, and never again: misses the enhancement week the
Faculty Office adds on Wednesday, so W8 (4 March) keeps Dr Adeyemi."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["enhancement_week_drops_w8", "day3_changes_announced", "standby_list_kept", "term_card_day5",
               "travel_budgets_day5", "travel_total_day5", "travel_total_day3", "travel_total_day4"]
read_ranges = oracle.no_seminar_ranges
monday = {}


def once(kit):
    if "ranges" not in monday:
        monday["ranges"] = read_ranges(kit)
    return monday["ranges"]


oracle.no_seminar_ranges = once
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
