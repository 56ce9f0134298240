"""Computes the statuses once, on 2 June, and keeps that window: Chris's first aid (expiring
3 July) never becomes Due and gets no reminder."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["first_aid_due_from_today"]
read_desk = oracle.Desk.__init__


def frozen_today(desk, ctx):
    read_desk(desk, ctx)
    desk.today = date(2025, 6, 2)


oracle.Desk.__init__ = frozen_today
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    desk = oracle.Desk(ctx)
    statuses = desk.write()
    desk.remind(["FL-21877"], statuses)
