"""Takes the consent version stated on the cover form as the form's own: never reads the scans."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["consent_forms_read", "scheduled_across_time_zones", "pis_told_of_holds"]
oracle.consent_check = lambda ref, footer, cover: "Match"
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
