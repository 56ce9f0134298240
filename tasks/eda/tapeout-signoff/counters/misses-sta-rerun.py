"""Misses the overnight re-run of the run 42 timing report: reuses what it read on day 2 (timing
clean), so with DRC run 43 clean it signs Kestrel-2 A0 off on day 3."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rerun_worst_setup_wns", "rerun_failing_endpoints_summed", "blocked_on_timing_not_signed",
               "team_told_failing_endpoints", "day3_no_signoff_with_failing_checks"]
read_report, already_read = oracle.timing, {}


def timing_read_once(kit, run):  # the one wrong thing: a report is read once per run number
    return already_read.setdefault(run, read_report(kit, run))


oracle.timing = timing_read_once
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
