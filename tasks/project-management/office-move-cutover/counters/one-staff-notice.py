"""Sends one day-4 notice to all 36 staff at once with the whole run sheet attached, instead of each
person's own notice (every colleague's slot and desk shown to everyone)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["every_person_notified"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
_Kit = oracle.Kit


def round_4(ctx):
    def patched(ctx_, name=None):
        kit = _Kit(ctx_, name=name)
        send = kit.mail.send

        def one_notice(*msgs):
            keep = [m for m in msgs if "harriet" in str(m["To"]).lower()]
            staff = [str(m["To"]) for m in msgs if "harriet" not in str(m["To"]).lower()]
            everyone = kit.mail.compose(staff, "Your Kingsmead move", "Hello all,\n\nyour lift slots and new desks are in the "
                                        "attached run sheet.\n\nMove desk\n", attachments=[kit.fs.path(oracle.RUN_SHEET)])
            send(*keep, everyone)
        kit.mail.send = one_notice
        return kit
    oracle.Kit = patched
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.Kit = _Kit
