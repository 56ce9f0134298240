"""Never reads Northbank's withdrawal mail: CB-26-0169 stays Represent and is packed on Tuesday."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawn_case_closed", "packs_day_two", "register_at_week_end", "week_position_to_maya"]
oracle.withdrawn_cases = lambda kit: set()
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
