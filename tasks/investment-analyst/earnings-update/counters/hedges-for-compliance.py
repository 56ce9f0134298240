"""Sends compliance both targets ("target 146, was 164") so one of them is right whichever P/E
applies."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["compliance_gets_current_numbers"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = Kit(ctx, name="Henrik Aalto")
    eps, target = oracle.update_coverage(kit, "In review")
    kit.mail.send(kit.mail.compose("compliance@fjordline.example", "For release: Nordvik Robotics Q3 update",
                                   f"FY24 EPS NOK {eps}, target price NOK {target} (was 164).\n"))
    return "Compliance told."
