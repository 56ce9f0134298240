"""Believes Kestrel that a -B variant is the same product: every certificate also covers its models' -B variants."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["statuses_after_the_audit", "certificate_columns_follow_the_scans", "register_after_the_audit",
               "no_listing_active_without_a_valid_certificate"]
_certificates = oracle.certificates


def certificates(kit):
    return {cid: (models + [m + "-B" for m in models], exp) for cid, (models, exp) in _certificates(kit).items()}


oracle.certificates = certificates
