"""Keeps HC-103's Q3 maximum as it was on day 1 (4.50x), missing fund accounting's correction."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_step_down_applied", "report_file_current", "report_mailed_to_head"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_orig_value = oracle.value


def _value(page, name):
    if name == "Max leverage Q3 2026" and _orig_value(page, "Code") == "HC-103":
        return 4.5
    return _orig_value(page, name)


oracle.value = _value
