"""After the meeting mails only the approved applicants; the deferred ones hear nothing."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["deferred_applicants_get_the_decision"]
_notices = oracle.decision_notices
oracle.decision_notices = lambda kit, rows: _notices(kit, [r for r in rows if r["Recommendation"] == "Approve"])
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
