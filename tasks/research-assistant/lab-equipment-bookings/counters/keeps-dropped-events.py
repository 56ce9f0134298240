"""Updates the sheet every day but never cancels the calendar event of a request that is no longer Confirmed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day2_breakdown_handled", "day3_lapsed_certificate", "day3_calendars_match", "no_double_booking"]


class KeepingCalendar:
    def __init__(self, real):
        self.real = real

    def cancel(self, event):
        return None

    def __getattr__(self, name):
        return getattr(self.real, name)


real_calendar = oracle.Kit.calendar
original_run = oracle.run


def run(ctx, day):
    kit_class = oracle.Kit

    class KeepingKit(kit_class):
        def calendar(self, name=None):
            return KeepingCalendar(super().calendar(name))

    oracle.Kit = KeepingKit
    try:
        return original_run(ctx, day)
    finally:
        oracle.Kit = kit_class


round_1, round_2, round_3, round_4, round_5 = [(lambda d: (lambda ctx: run(ctx, d)))(d) for d in range(1, 6)]
