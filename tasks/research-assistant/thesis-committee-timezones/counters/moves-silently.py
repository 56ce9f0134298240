"""Moves the event and the record but mails nobody about the moves (the handbook: tell the
committee and the candidate by mail the same day); only day 4's final details go out."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["candidate_told_of_the_move", "examiners_told_of_the_move", "second_move_announced_the_same_day"]
announce = oracle.announce
round_1, round_4 = oracle.round_1, oracle.round_4


def quietly(day: int):
    def run(ctx):
        oracle.announce = lambda *args, **kwargs: None  # the one wrong thing: the invitation's update alone
        try:
            return getattr(oracle, f"round_{day}")(ctx)
        finally:
            oracle.announce = announce
    return run


round_2, round_3 = quietly(2), quietly(3)
