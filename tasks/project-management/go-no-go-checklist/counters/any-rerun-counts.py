"""Takes every re-run on the lab sheet at face value: payments-api's re-run on rc2 and bank-feeds'
re-run of only its failed tests replace the failing results on day 2."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["only_full_reruns_on_rc3_count", "tier2_rows_follow_the_raised_minimum"]


def every_rerun(day, candidate):
    results = dict(oracle.REPORT)
    for d in range(2, day + 1):
        results.update(oracle.RERUNS.get(d, {}))
    return results


oracle.suite_results = every_rerun
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
