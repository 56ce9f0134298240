"""A mail-merge slip on release day: each LP's notice carries the next LP's draft body (name and amount)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_lp_sees_another", "notices_sent_with_final_amounts", "transferee_gets_the_notice"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name="Larkfield Investor Relations")
    send = kit.mail.send
    compose = kit.mail.compose

    def shifted(*messages):
        if len(messages) < 2:
            return send(*messages)
        bodies = [m.get_content() for m in messages]
        out = [compose(m["To"], m["Subject"], bodies[(i + 1) % len(bodies)]) for i, m in enumerate(messages)]
        return send(*out)

    kit.mail.send = shifted
    real = oracle.Kit
    oracle.Kit = lambda *a, **k: kit
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.Kit = real
