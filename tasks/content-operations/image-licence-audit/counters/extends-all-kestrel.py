"""Reads Kestrel's letter as extending every Kestrel licence, not only the five it lists."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["actions_monday", "extension_letter_applied"]
terms = oracle.terms


def all_extended(row):
    territory, expiry = terms(row)
    return (territory, oracle.EXTENDED["KPA-90992"]) if row["Licence ID"].startswith("KPA-") else (territory, expiry)


oracle.terms = all_extended
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
