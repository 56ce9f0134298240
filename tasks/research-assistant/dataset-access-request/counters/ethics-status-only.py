"""Checks only that the ethics approval is Active, not that it covers the whole access period."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ethics_must_cover_the_access_period", "screening_recorded_day1", "screening_notices_day1",
               "extended_period_outruns_ethics", "screening_current_day2", "decisions_recorded"]
_ethics = oracle.ethics
oracle.ethics = lambda kit: {ref: {**e, "from": oracle.date(1900, 1, 1), "until": oracle.date(2999, 1, 1)}
                             for ref, e in _ethics(kit).items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
