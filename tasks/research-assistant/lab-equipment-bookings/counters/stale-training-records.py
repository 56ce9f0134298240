"""Reads the training records on Monday only: misses the audit that found U-2121's confocal certificate lapsed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day3_lapsed_certificate", "day3_calendars_match", "day5_final_state"]
read, first = oracle.certificates, []


def monday_certificates(kit):
    if not first:
        first.append(read(kit))
    return first[0]


oracle.certificates = monday_certificates
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
