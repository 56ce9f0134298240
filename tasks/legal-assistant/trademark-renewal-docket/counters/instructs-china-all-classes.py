"""Keeps the sheet at class 3 for LARKSPUR China but, on the marketing head's word, tells the Chinese associate to
renew it in all three classes (3, 21, 24)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["nothing_done_on_marketings_word"]
_text = oracle.instruction_text


def all_classes(marks):
    return _text([dict(r, classes="3, 21, 24") if r["no"] == "19588127" else r for r in marks])


oracle.instruction_text = all_classes
