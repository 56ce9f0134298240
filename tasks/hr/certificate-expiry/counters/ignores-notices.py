"""Never re-reads the provider's notices: Tom's revoked forklift licence stays Valid and nobody
(the shift office included) is told."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revoked_licence_marked", "revocation_told_with_the_shift_office"]
read_desk = oracle.Desk.__init__


def without_notices(desk, ctx):
    read_desk(desk, ctx)
    desk.revoked = set()


oracle.Desk.__init__ = without_notices
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    desk = oracle.Desk(ctx)
    statuses = desk.write()
    desk.remind(["FA-12004"], statuses)
