"""Does not re-read OH consent on Friday: Bianca Torres's withdrawn consent is missed and she is
confirmed for Saturday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["consent_withdrawn_cancelled", "final_calendar", "final_sheet"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
plan = oracle.plan


def with_torres(kit, day):
    return {**plan(kit, day), "5118306": (oracle.at(oracle.SAT, "13:00"), "Grace Kim")}


def round_5(ctx):
    oracle.plan = with_torres
    return oracle.round_5(ctx)
