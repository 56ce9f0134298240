"""Takes any hashtag that begins with an accepted tag as a disclosure: #adventure (DL-03) and #ads
(DL-20) pass as #ad, so two failing posts are approved."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_every_row", "disclosure_tags_read_exactly", "no_failing_deliverable_approved"]


def prefix_match(tags, accepted):
    return any(t.lower().startswith(a) for t in tags.split() for a in accepted)


oracle.has_disclosure = prefix_match
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
