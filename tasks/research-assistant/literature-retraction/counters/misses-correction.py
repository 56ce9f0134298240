"""Applies retractions but not corrections: S06 keeps its original Table 2 figures after the
published correction, so the main result from day 3 on and the interim mail are wrong."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s06_corrected", "main_analysis_with_the_correction", "interim_result_sent_to_the_pi",
               "main_analysis_on_the_papers_figures", "sensitivity_without_high_risk_of_bias"]
oracle.Review.corrected = staticmethod(lambda paper, figures: paper)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
