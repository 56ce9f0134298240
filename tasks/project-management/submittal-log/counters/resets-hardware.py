"""Reads the bulletin as "all door sections": also sends the door hardware (08 71 00, SUB-009) back to resubmit."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["bulletin_sections_back_to_resubmit", "final_log"]
oracle.REVISED_SECTIONS = {"08 11 13", "08 14 16", "08 71 00"}
