"""Misses the silent correction of CM-2512's commission rate (2.25 % -> 2.5 %) on the Closings
sheet on day 2: the gross, the agent share and the CDA keep Monday's figures."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cm2512_follows_corrected_rate", "revised_cda_cm2512"]
read_files = oracle.this_weeks_files


def day1_rates(kit):
    rows = read_files(kit)
    for r in rows:
        if r["File"] == "CM-2512":
            r.values["Commission rate %"] = 2.25  # the rate the sheet had on Monday
    return rows


oracle.this_weeks_files = day1_rates
round_1, round_2 = oracle.round_1, oracle.round_2
