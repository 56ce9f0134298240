"""Plans from the Training tab as it was on Tuesday, trying Farah Khan first: her medication skill,
suspended by HR overnight from 18 December, still counts, and she keeps medication visits."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rota_without_farahs_medication", "rota_right_at_the_end"]
tuesdays_tab = oracle.valid_through
oracle.valid_through = lambda cell: oracle.date(2026, 8, 31) if "SUSPENDED" in str(cell) else tuesdays_tab(cell)
oracle.Desk.carers = lambda self: sorted(self.skills, key=lambda c: (c != "Farah Khan", c))
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
