"""Adds Lena to the review on day 4 but drops Ravi from it (one seat swapped for another)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lena_invited_to_review"]
round_1, round_2, round_3, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_5


def round_4(ctx):
    done = oracle.round_4(ctx)
    calendar = Kit(ctx).calendar("Work")
    review = calendar.event(uid=oracle.REVIEW_UID)
    component = review.icalendar_component
    component["ATTENDEE"] = [a for a in component.get("ATTENDEE") if "ravi.menon" not in str(a)]
    calendar.update(review)
    return done
