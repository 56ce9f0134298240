"""Sends call 9 as one mail to all 29 LPs (Cc) with the whole allocation table."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_lp_sees_another", "notices_sent_with_final_amounts", "transferee_gets_the_notice"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name="Larkfield Investor Relations")
    send = kit.mail.send

    def batched(*messages):
        if len(messages) < 2:
            return send(*messages)
        table = "\n".join(m.get_content() for m in messages)
        return send(kit.mail.compose("ir@larkfield.example", "Larkfield Capital Partners III LP - Capital call no. 9", table,
                                     cc=[m["To"] for m in messages]))

    kit.mail.send = batched
    real = oracle.Kit
    oracle.Kit = lambda *a, **k: kit
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.Kit = real
