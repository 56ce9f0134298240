"""Never looks at the Retractions and corrections database for retractions: S01 (Aldana 2019,
retracted on 3 February) stays in, so every pooled figure from day 2 on and the interim
result are wrong."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s01_excluded_as_retracted", "main_analysis_without_the_retracted_trial", "main_analysis_with_the_correction",
               "interim_result_sent_to_the_pi", "main_analysis_on_the_papers_figures", "sensitivity_without_high_risk_of_bias"]
read_review = oracle.Review.__init__


def without_retractions(review, ctx):
    read_review(review, ctx)
    review.retracted = set()


oracle.Review.__init__ = without_retractions
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
