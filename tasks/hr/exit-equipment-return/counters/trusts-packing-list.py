"""Takes Marcus Bell's own list as proof that his headset NM-2207 came back."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statuses_from_the_photos", "packing_list_is_not_proof", "payroll_told_the_deductions", "it_told_the_missing_tags", "register_correction_followed"]
oracle.PACKING_LIST_TRUSTED = True
round_1 = round_2 = round_3 = oracle.work
