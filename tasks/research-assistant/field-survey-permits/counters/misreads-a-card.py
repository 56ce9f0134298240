"""Misreads Finn's boat card while "tidying" the Crew database on day 1 (2027-04-30 for
30 April 2028): no row changes, but the register no longer equals the cards (the day-3 sync
puts it right again)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["crew_register_follows_the_cards"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    done = oracle.round_1(ctx)
    kit = oracle.Kit(ctx, name="Tarn Hollow field operations")
    kit.kb.update(kit.kb.row("Crew", "Finn Gallagher"), {"Boat until": oracle.d("2027-04-30")})
    return done
