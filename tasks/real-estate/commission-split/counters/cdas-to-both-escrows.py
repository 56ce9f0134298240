"""Sends every CDA to both escrow officers "so nobody misses one": each title company reads the
other's files."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cdas_to_rose_city", "cdas_to_willamette"]
round_2 = oracle.round_2
BOTH = "amoreno@rosecitytitle.example, bhart@willametteescrow.example"
send_cda = oracle.cda


def to_both(kit, s, revised=False):
    send_cda(kit, {**s, "escrow": BOTH}, revised)


def round_1(ctx):
    oracle.cda = to_both
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.cda = send_cda
