"""Reads the disclosure case-sensitively: #AD (DL-02) and #Ad (DL-14) are held, their creators
mailed and re-shoots booked for posts that pass."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_every_row", "disclosure_tags_read_exactly", "held_creators_told_day1"]


def exact_case(tags, accepted):
    return bool(set(tags.split()) & accepted)


oracle.has_disclosure = exact_case
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
