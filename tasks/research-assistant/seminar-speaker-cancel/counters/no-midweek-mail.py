"""Keeps the sheets, the calendar and the standby list right every day and mails the placed
speakers, but writes to the list and to Helen only on Monday and Friday (the full programmes):
no change announcement and no travel-committed line on Tuesday, Wednesday or Thursday."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["w2_change_announced", "travel_total_day2", "day3_changes_announced", "travel_total_day3",
               "w12_change_announced", "travel_total_day4"]
real_run_day = oracle.run_day
QUIET = ("gas-seminar@calder.example", "helen.marsh@calder.example")


def run_day(kit, full_programme, note=""):
    if not full_programme:
        send = kit.mail.send
        kit.mail.send = lambda *messages: send(*[m for m in messages
                                                 if not any(a in str(m["To"]).lower() for a in QUIET)])
    return real_run_day(kit, full_programme, note)


oracle.run_day = run_day
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
