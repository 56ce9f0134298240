"""Misses accounts' silent correction of S-120's rent on day 2 (4,580 -> 4,850): Keystone's notice
and the cycle's total keep Monday's figure."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s120_corrected_notice", "review_summary_to_grace"]
read = oracle.rent_roll


def mondays_rent_roll(kit):
    rows = read(kit)
    for r in rows:
        if r["Suite"] == "S-120":
            r.values["Monthly rent"] = 4580
    return rows


oracle.rent_roll = mondays_rent_roll
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
