"""Takes the card dates from the kb Crew database instead of the photographed cards (and so
never corrects it)."""
from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week1_cards_by_the_photos", "crew_register_follows_the_cards", "week1_recorded_day1",
               "no_row_confirmed_without_permit_and_card"]
oracle.CARDS = {**oracle.CARDS, "Elif Sahin": (date(2027, 6, 15), date(2027, 6, 30)),
                "Dev Raman": (date(2027, 9, 30), date(2027, 5, 31)), "Hugo Laine": (date(2027, 5, 31), date(2026, 9, 7))}
oracle.sync_crew_register = lambda kit: None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
