"""Forwards the shipper's corrected invoice to RCL planning "for information" as well as to the
broker: the commercial value reaches the carrier."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_commercial_value_to_the_carrier"]

round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    result = oracle.round_2(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    corrected = kit.mail.find("<corrected-0419@qinglan-pumps.example>")
    kit.mail.send(kit.mail.forward(corrected, "planning@rvcl.example", "FYI, the corrected invoice.\n"))
    return result
