"""Reads HR's Accessibility register on day 1 only: misses AR-125's new entry and AR-133's reactivated one."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_register_row_seated", "reactivated_need_seated", "final_run_sheet_written"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.needs = lambda kit: {"AR-104", "AR-112"}
