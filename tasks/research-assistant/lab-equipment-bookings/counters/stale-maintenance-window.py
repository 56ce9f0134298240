"""Keeps the maintenance windows as first seen: misses the silent extension of LS-1's Friday maintenance to 15:00."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day5_maintenance_extension", "day5_final_state", "day5_lab_hours", "day5_summary_to_ruth"]
read, seen = oracle.calendar_state, {}


def first_seen_blocks(kit):
    sessions, blocks, bookings = read(kit)
    kept = []
    for span in blocks:
        key = (span[0], span[1])
        kept.append(seen.setdefault(key, span))
    return sessions, kept, bookings


oracle.calendar_state = first_seen_blocks
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
