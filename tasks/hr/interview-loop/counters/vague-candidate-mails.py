"""Answers Sofia in her thread on day 1 without the interview times ("details to follow") and
on day 2 names the old 10:00 beside the new 15:00: the right recipient, not the facts."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["candidate_answered_in_thread", "candidate_told_the_new_time"]
round_3, round_4 = oracle.round_3, oracle.round_4
answer, schedule_text = oracle.answer, oracle.schedule_text


def round_1(ctx):
    oracle.answer = lambda kit, to, message, text: answer(kit, to, message, "Dear Ms Marquez,\n\nthank you; your "
                                                          "interviews are on Thursday, details to follow.\n")
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.answer = answer


def round_2(ctx):
    oracle.schedule_text = lambda loop: "Priya Nair moved from 10:00 to 15:00 on Thursday 8 May.\n" + schedule_text(loop)
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.schedule_text = schedule_text
