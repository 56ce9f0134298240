"""Books a studio re-shoot for every held deliverable, the merely late DL-05 and DL-13 too."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reshoots_booked_day1"]
judge = oracle.problems


def all_content(proof, contract, accepted, repost):
    bad, _ = judge(proof, contract, accepted, repost)
    return bad, bool(bad)


oracle.problems = all_content
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
