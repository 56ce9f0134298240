"""Tells Harriet on day 1 by sending the whole schedule (all 36 people with their slots) instead of
naming who is held: the held people are in it, but so is everyone else."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["held_people_reported_to_harriet"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4
_Kit = oracle.Kit


def round_1(ctx):
    def patched(ctx_, name=None):
        kit = _Kit(ctx_, name=name)
        send = kit.mail.send

        def schedule(*msgs):
            staff = oracle.rows(kit)
            table = "\n".join(f"{r['Staff ID']} {r['Name']} {r['Team']}: {r['Lift slot']}" for r in staff)
            keep = [m for m in msgs if "harriet" not in str(m["To"]).lower()]
            send(*keep, kit.mail.compose(oracle.HARRIET, "Kingsmead move: schedule", f"Hi Harriet,\n\nthe schedule "
                                         f"(HOLD = held):\n{table}\n\nMove desk\n"))
        kit.mail.send = schedule
        return kit
    oracle.Kit = patched
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.Kit = _Kit
