"""Goes by the kb's Available weeks only: Dr Fournier's mail adding W12 is not read, so W12
goes to the next on the list (Dr Adeyemi, back on standby since W8 was dropped)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["w12_goes_to_fournier", "standby_list_kept", "placed_speakers_invited", "term_card_day5",
               "travel_budgets_day5", "travel_total_day5", "w12_change_announced", "travel_total_day4"]
oracle.AVAILABILITY = {}
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
