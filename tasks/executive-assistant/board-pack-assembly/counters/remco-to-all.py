"""Sends the Remuneration Committee paper to every director, executives included (red line)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["remco_paper_never_to_an_executive", "packs_sent_per_director"]
oracle.REMCO_TO_EXECUTIVES = True
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
