"""Takes the reporter's notes over the Lindgren recording: 'forty percent' and 'two hundred and
ten bursts' pass as Verified, so Sam is never told the recorded figures."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["recording_beats_notes", "corrections_mailed"]
oracle.RECORDED = {k: v for k, v in oracle.RECORDED.items() if k not in ("Q01", "Q06")}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
