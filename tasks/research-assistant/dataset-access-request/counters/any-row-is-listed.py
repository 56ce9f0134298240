"""Takes any institution that has a row on Approved institutions as approved, whatever its Status
(Suspended, Not listed, Removed)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["institution_on_the_list", "screening_recorded_day1", "screening_notices_day1", "screening_current_day2",
               "removed_institution_defers_its_requests", "decisions_recorded"]
_inst = oracle.institutions
oracle.institutions = lambda kit: {name: "Listed" for name in _inst(kit)}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
