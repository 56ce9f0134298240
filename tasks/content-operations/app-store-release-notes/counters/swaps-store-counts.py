"""Answers Maren with today's two counts beside the wrong stores (App Store 1, Google Play 2)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["checklist_counts"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    oracle.CHECKLIST_MAIL, mid = "<none@stillwater.example>", oracle.CHECKLIST_MAIL
    out = oracle.round_4(ctx)
    kit = Kit(ctx, name="Stillwater listings")
    kit.mail.send(kit.mail.reply(kit.mail.find(mid), "Hi Maren,\n\nApp Store: 1 Ready\nGoogle Play: 2 Ready\n"))
    return out
