"""Passes quotes nothing holds (no notes line, no recording) as Verified instead of flagging them."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["unverifiable_flagged", "new_quotes_checked", "editor_gets_open_quotes"]
judge = oracle.judge


def lenient(kit, quote, speaker, wording, day):
    verdict = judge(kit, quote, speaker, wording, day)
    return ("Verified", "Notes", "") if verdict[0] == "Unverifiable" else verdict


oracle.judge = lenient
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
