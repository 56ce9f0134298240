"""Never listens to the voicemail ("I can only come in the afternoon"): books the first free
slot of consultation hours, Tuesday morning, which still fits on day 2."""

from datetime import time

from clawmark.counters import task_oracle
from clawmark.oracle_kit import day_starts

oracle = task_oracle(__file__)
EXPECT_FAIL = ["follow_up_on_first_free_afternoon", "follow_up_moved_past_home_visits", "patient_told_the_new_time"]
afternoons = oracle.afternoons


def any_consultation_hour():
    mornings = day_starts(oracle.URGENT_DAYS, time(8), time(12), oracle.LENGTH, oracle.BERLIN)
    return sorted([*mornings, *afternoons()])


oracle.afternoons = any_consultation_hour
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
