"""Never re-reads sources/ on day 2: the council's amended minutes (2,180,000) go unseen, so no
further correction is made and the new contractor story's £2.14 million looks right."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amended_cost_logged_as_a_further_correction", "both_articles_state_the_amended_cost",
               "new_article_corrected_to_the_amended_cost"]
round_1 = oracle.round_1


def round_2(ctx):
    desk = oracle.Desk(ctx)
    oracle.answer_reporter(desk)
    oracle.refer_council(desk)
