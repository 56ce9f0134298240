"""Accepts without asking for the honorarium to go to the Leafline Trust (a plain "she will come")."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["organisers_answered_holds_not", "earliest_october_hold_promoted", "earliest_december_hold_promoted"]

oracle.ACCEPT = ("Dear {org},\n\nthank you: Imogen Ashcroft accepts your invitation to speak at the {event} on {day}, {slot} "
                 "local time. For anything else, the office line is +44 20 7946 0321.\n\nKind regards,\n"
                 "Office of the CEO, Fernwell Analytics\n")
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
