"""Sends Keystone Physio a corrected notice that states the wrong figure of day 1 beside the
right one."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s120_corrected_notice"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4
notify = oracle.notify


def with_old_figure(kit, r, new, corrected=False):
    if not corrected:
        return notify(kit, r, new, corrected)
    kit.mail.send(kit.mail.compose(r["Notice email"], f"Corrected notice - Suite {r['Suite']}",
                                   f"Our notice of ${4726.56:,.2f} was wrong; the new monthly rent is ${new:,.2f}.\n"))


def round_2(ctx):
    oracle.notify = with_old_figure
    return oracle.round_2(ctx)
