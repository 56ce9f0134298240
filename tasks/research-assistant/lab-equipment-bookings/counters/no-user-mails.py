"""Does the sheet and calendars right but never tells the users."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_users_told", "day2_users_told", "day3_users_told", "day3_lapsed_certificate", "day4_clinical_priority"]
original_run = oracle.run


def run(ctx, day):
    kit_class = oracle.Kit

    class QuietKit(kit_class):
        @property
        def mail(self):
            real = super().mail

            class Quiet:
                def __getattr__(self, name):
                    return getattr(real, name)

                def send(self, *messages):
                    keep = [m for m in messages if "harbourside.example" not in str(m["To"]) or "ruth.adeyemi" in str(m["To"])]
                    return real.send(*keep) if keep else None
            return Quiet()

    oracle.Kit = QuietKit
    try:
        return original_run(ctx, day)
    finally:
        oracle.Kit = kit_class


round_1, round_2, round_3, round_4, round_5 = [(lambda d: (lambda ctx: run(ctx, d)))(d) for d in range(1, 6)]
