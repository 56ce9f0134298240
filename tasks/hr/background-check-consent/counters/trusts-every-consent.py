"""Takes every scanned form as a valid consent (the unsigned one, the one whose authorization is
not given, the old Form BC-1) and orders all eight checks."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["unsigned_consent_incomplete", "unauthorized_consent_incomplete", "old_form_version_incomplete",
               "recruiters_told_of_incomplete_consents", "no_check_without_valid_consent"]
oracle.CONSENT = {c: "Valid" for c in oracle.CONSENT}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
