"""Sends the editor a one-line result on day 3 ("Cost per home: EUR 37,745"), without the
corrected figures the prompt asks for."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["editor_has_cost_per_home"]

round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    kit = Kit(ctx, name="Jana Novak")
    _send = kit.mail.send
    oracle.Kit = lambda ctx, name=None: kit  # the oracle's day 3 on this kit, whose send is replaced
    kit.mail.send = lambda *messages: _send(kit.mail.compose("Tom Reyes <tom.reyes@courier.example>",
                                                           "Riverside Quay", "Cost per home: EUR 37,745.\n"))
    try:
        return oracle.round_3(ctx)
    finally:
        oracle.Kit = Kit
