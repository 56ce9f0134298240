"""Books LR-1 for every Week 2 day as well on day 4, though the handbook leaves Week 2's vehicles
to the PI."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week2_vehicles_left_to_the_pi"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    done = oracle.round_4(ctx)
    kit = oracle.Kit(ctx, name="Tarn Hollow field operations")
    cal = kit.calendar("Vehicles")
    for i in range(5):
        day = oracle.d("2026-07-13") + oracle.timedelta(days=i)
        start = oracle.datetime(day.year, day.month, day.day, 7, 0, tzinfo=oracle.LONDON)
        cal.create(f"bird-survey-{day.isoformat()}@tarnhollow.example", "Bird survey", start,
                   start + oracle.timedelta(hours=12), location="LR-1")
    return done
