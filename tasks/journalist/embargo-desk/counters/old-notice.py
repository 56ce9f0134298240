"""Does not read notices/E-22.pdf again on Wednesday: keeps 06:00 GMT Wednesday and marks the
inspection report Lifted though the Inspectorate postponed it to Thursday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revised_notice_followed", "no_embargo_broken"]
oracle.REVISED_NOTICES = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
