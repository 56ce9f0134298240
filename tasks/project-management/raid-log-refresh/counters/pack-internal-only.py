"""Keeps the steering pack inside the company: the integrator's member of the committee gets none."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["steering_pack_day1", "steering_pack_day2"]
members = oracle.value


def internal_only(page, name):
    got = members(page, name)
    return "ruth.okonkwo@calderfoods.example" if name == "Email" and not str(got).endswith("@calderfoods.example") else got


oracle.value = internal_only
round_1, round_2 = oracle.round_1, oracle.round_2
