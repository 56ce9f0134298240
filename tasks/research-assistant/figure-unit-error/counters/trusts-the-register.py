"""Trusts the Station register over the signed logbook for ST-04 (the register says Fahrenheit;
the logbook says the display was set to Celsius on install): ST-04 is converted from April."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["st04_kept_in_celsius_per_logbook", "summary_july_and_means", "register_units_follow_logbook",
               "corrections_logged", "december_released_for_every_station", "summary_over_the_full_year"]

del oracle.LOGBOOK["ST-04"]  # the one wrong thing: the logbook's ST-04 line is overruled by the register
round_1, round_2 = oracle.round_1, oracle.round_2
