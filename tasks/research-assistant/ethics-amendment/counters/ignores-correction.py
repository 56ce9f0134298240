"""Never takes in AM-25-119's corrected consent form: it stays on hold."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_form_accepted", "rescheduled_for_the_16th"]
oracle.CORRECTED = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
