"""Mails the referral desk the whole driver list every day instead of the drivers referred."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["referrals_mailed_day1", "referrals_mailed_day2", "resent_licence_followed"]


def _with_list(day):
    def run(ctx):
        out = day(ctx)
        kit = Kit(ctx, name="Calderbrook motor desk")
        names = [str(r["Driver"]) for r in kit.sheets.open(oracle.SCHED).rows("Drivers")]
        kit.mail.send(kit.mail.compose(oracle.REFERRALS, "FLT-20417 drivers for review",
                                       "Hello,\n\nplease review the drivers on FLT-20417:\n" + "".join(f"- {n}\n" for n in names)))
        return out
    return run


round_1, round_2, round_3 = (_with_list(f) for f in (oracle.round_1, oracle.round_2, oracle.round_3))
round_4 = oracle.round_4
