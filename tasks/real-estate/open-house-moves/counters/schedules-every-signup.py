"""Schedules every listing on the sign-up sheet on day 1, without reading Status or OH consent."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_ineligible_left_out"]
round_2, round_3, round_4, round_5 = oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
IGNORED = {"5118290": "Elena Ruiz", "5118311": "Omar Haddad", "5118357": "Grace Kim", "5118447": "Omar Haddad"}
plan = oracle.plan


def everything(kit, day):
    chosen = plan(kit, day)
    return {**chosen, **{m: (oracle.at(*oracle.SIGNUP[m]), host) for m, host in IGNORED.items()}}


def round_1(ctx):
    oracle.plan = everything
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.plan = plan
