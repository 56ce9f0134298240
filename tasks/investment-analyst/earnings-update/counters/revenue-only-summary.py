"""Sends the desk a one-line summary with Q3 revenue only ("NVR Q3 revenue 1,284"), no EBIT or
EPS against consensus."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["desk_told_q3_revenue"]
round_2 = oracle.round_2


def round_1(ctx):
    kit = Kit(ctx, name="Henrik Aalto")
    model = kit.sheets.open("nvr-model")
    model.update("Q3!C2:C4", oracle.ACTUALS, raw=True)
    model.update("FY2024!E2", oracle.Q4_REVENUE, raw=True)
    oracle.update_coverage(kit, "Draft")
    kit.mail.send(kit.mail.compose("research-desk@fjordline.example", "NVR Q3", "NVR Q3 revenue 1,284.\n"))
    return "Summary sent."
