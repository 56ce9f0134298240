"""Copies the New York letter's slot into the row converted to London time (14:00-14:45), not as written."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["scanned_letters_recorded"]
record = oracle.record_scans


def record_scans(kit, rows):
    blank = rows["SPK-211"]["city"] is None
    record(kit, rows)
    if blank:
        kit.kb.update(rows["SPK-211"]["page"], {"Slot (local)": "14:00-14:45"})


oracle.record_scans = record_scans
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
