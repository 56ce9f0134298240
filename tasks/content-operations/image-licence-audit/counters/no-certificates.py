"""Never reads the certificates: a "see certificate" row is taken as Worldwide and not expiring."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["actions_monday", "certificates_read", "tickets_monday", "travel_in_international"]
oracle.CERTS = {lic: ("Worldwide", date(2030, 12, 31)) for lic in oracle.CERTS}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
