"""Sets the verdicts but never fills Correct wording: the table the lawyers read says a quote is
Misquoted without saying what the source said."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["correct_wording_recorded", "corrected_recording_rechecked"]
check_rows = oracle.check_rows


def blank(kit, day, off_record=frozenset()):
    corrections = check_rows(kit, day, off_record)
    for row in kit.kb.rows("Quote checks"):
        if oracle.value(row, "Correct wording"):
            kit.kb.update(row, {"Correct wording": ""})
    return corrections


oracle.check_rows = blank
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
