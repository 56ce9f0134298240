"""Passes the spokesperson's quote without opening the press office's statement (84 million, not 48)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statement_decides", "corrections_mailed"]
judge = oracle.judge


def trusting(kit, quote, speaker, wording, day):
    if speaker.startswith("Ben Ocampo"):
        return "Verified", "Statement", ""
    return judge(kit, quote, speaker, wording, day)


oracle.judge = trusting
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
