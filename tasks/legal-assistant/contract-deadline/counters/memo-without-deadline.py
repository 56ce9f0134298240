"""Answers Jana on day 1 with the memo attached but not the date she asked for."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["memo_to_client_in_thread"]

round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    kit = Kit(ctx, name="Clara Moreno")
    _send = kit.mail.send
    oracle.Kit = lambda ctx, name=None: kit  # the oracle's day 1 on this kit, whose send is replaced
    question = kit.mail.find("<sa2291-deadline-question@brightline-foods.example>")
    kit.mail.send = lambda *messages: _send(kit.mail.reply(
        question, "Dear Jana,\n\nmy memo is attached; the deadline is docketed.\n\nClara\n",
        attachments=[kit.fs.path(f"{oracle.MATTER}/memo-privileged.pdf")]))
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.Kit = Kit
