"""Misses the change to Priya Raghunathan's availability made overnight in the knowledge base
(Tuesday 19 March from 17:00 in Kochi): reads her row as it was on day 1, so the defence stays on
Tuesday 13:00 Oslo, which is 17:30-19:30 for her."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["moved_after_availability_change", "record_follows_first_move", "candidate_told_of_the_move"]
read_committee = oracle.committee
DAY_1_ROW = "Mon 18 Mar 14:00-16:00; Fri 22 Mar after 20:00."


def committee_as_on_day_1(kit):
    """The committee with Raghunathan's unavailability as seeded (the one wrong thing)."""
    return [{**m, "busy": DAY_1_ROW} if m["email"] == "priya.r@iiot-kochi.example" else m for m in read_committee(kit)]


oracle.committee = committee_as_on_day_1
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
