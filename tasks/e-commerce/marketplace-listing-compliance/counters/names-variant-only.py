"""Names the -B variant where the base model is meant: Hanmo's day-1 mail asks about HM-PB20-B only
(not HM-PB20's UN38.3), and the day-3 reply to Brightwave names only BW-CM9-B, never BW-CM9."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["suppliers_chased", "wrong_model_renewal_not_accepted", "suppliers_on_day_three"]
oracle.BRIGHTWAVE_REPLY = {"Brightwave Appliances": ["- Thank you for BW-LVD-3391, for BW-AF45 and BW-CM9-B."]}
_chase = oracle.chase_suppliers


def chase_suppliers(kit, st, before, extra=None):
    compose = kit.mail.compose

    def variant_only(to, subject, body, *a, **k):
        return compose(to, subject, body.replace("- HM-PB20 (", "- HM-PB20-B ("), *a, **k)

    kit.mail.compose = variant_only
    try:
        return _chase(kit, st, before, extra)
    finally:
        kit.mail.compose = compose


oracle.chase_suppliers = chase_suppliers
