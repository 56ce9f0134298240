"""Fills the statuses once on Monday and only adds the early lifts afterwards: items that lifted
at their booked time since Monday still read Embargoed."""

from datetime import datetime, timezone

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statuses_tuesday", "statuses_wednesday"]
real_fill = oracle.fill
MONDAY = datetime(2025, 10, 27, 9, 0, tzinfo=timezone.utc)


def frozen_fill(kit, day, now):
    early = {k for d, m in oracle.OWNER_LIFTS.items() if d <= day for k in m}
    table = oracle.lifts(kit, day)
    cells = [[w.strftime("%Y-%m-%d %H:%M"), "Lifted" if w <= MONDAY or i in early else "Embargoed", ""]
             for i, (_, _, w) in table.items()]
    numbers = [n for n, _, _ in table.values()]
    kit.sheets.open(oracle.BOOK).update(f"Book!G{min(numbers)}:I{max(numbers)}", cells)
    return table


oracle.fill = frozen_fill
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
