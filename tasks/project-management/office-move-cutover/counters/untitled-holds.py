"""Books every lift hold at the right times but titles it without the slot code ('Goods lift - <team>'),
against rule 5's 'Lift <slot> - <team>'."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lift_holds_at_the_scanned_times", "moved_slot_hold_follows", "reserve_hold_booked"]
_Kit = oracle.Kit


def patched(ctx_, name=None):
    kit = _Kit(ctx_, name=name)
    calendar = kit.calendar

    def cal(name_):
        c = calendar(name_)
        create = c.create
        c.create = lambda uid, title, *a, **k: create(uid, "Goods lift - " + title.split(" - ", 1)[-1], *a, **k)
        return c
    kit.calendar = cal
    return kit


def _wrap(fn):
    def round_n(ctx):
        oracle.Kit = patched
        try:
            return fn(ctx)
        finally:
            oracle.Kit = _Kit
    return round_n


round_1, round_2, round_3, round_4 = (_wrap(f) for f in (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4))
