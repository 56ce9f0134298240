"""Tells the four desks with something to resubmit on day 1 in one mail to all of them, each reading the others' rejections and resubmissions."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["resubmissions_mailed_day1"]


def round_1(ctx):
    kit = Kit(ctx, name="Ridgeline submittal desk")
    _send = kit.mail.__class__.send
    held = []
    kit.mail.__class__.send = lambda self, *messages: held.extend(messages)
    try:
        out = oracle.round_1(ctx)
    finally:
        kit.mail.__class__.send = _send
    to = [str(m["To"]) for m in held]
    body = "Hello all,\n\nplease resubmit:\n" + "\n".join(f"{m['Subject']}: {m.get_content().strip()}" for m in held)
    kit.mail.send(kit.mail.compose(to, "East Wing submittals to resubmit", body))
    return out
