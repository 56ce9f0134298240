"""Mails the PI each cost code's total of every due line, Deferred ones included."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["totals_mailed_monday", "totals_mailed_wednesday"]
oracle.totals = lambda lines: {ln["code"]: sum(x["total"] for x in lines if x["code"] == ln["code"] and x["status"])
                               for ln in lines if ln["status"]}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
