"""Plans Brief 42 for its usual Thursday (19 September, 07:00) without reading the Schedule again:
the Aldgate item (lift 18 September 10:00) looks clear, though Brief 42 now goes out on the 18th."""

from datetime import datetime

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pensions_held_for_earlier_send", "dev_told_of_hold"]

_read = oracle.send_time


def usual_send_time(kit, issue):
    return datetime(2024, 9, 19, 7, 0) if issue == 42 else _read(kit, issue)


oracle.send_time = usual_send_time
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
