"""Never looks at the Team leave calendar: every manager intro at 11:00 on the start day, so
Oliver's dentist, his supplier visit and Imran's day off are all missed."""

from datetime import datetime, time

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day_one_invitations_around_team_leave", "meera_meets_oliver_when_he_is_back",
               "tomasz_meets_imran_on_his_next_day_in"]
oracle.manager_slot = lambda kit, manager, start_day: datetime.combine(start_day, time(11), tzinfo=oracle.LONDON)
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
