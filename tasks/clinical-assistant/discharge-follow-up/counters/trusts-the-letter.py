"""Copies the discharge letter's INR (2.4 of 5 March) instead of the attached lab report's later
sample (3.6 of 7 March), so the priority comes out Routine."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["inr_from_the_later_lab_report", "inr_date_is_the_sample_date", "priority_urgent"]
record_the_lab_report = oracle.update_patient
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    oracle.update_patient = lambda kit, properties: record_the_lab_report(
        kit, {**properties, "INR": 2.4, "INR date": "2025-03-05", "Priority": "Routine"})
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.update_patient = record_the_lab_report
