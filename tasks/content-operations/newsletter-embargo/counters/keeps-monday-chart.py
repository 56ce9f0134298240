"""Does not look at Owen's chart again on Wednesday: keeps 5,630 for council tax arrears although
drafts/charts/HB41-5.png now shows the final 5,910."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["council_figure_from_final_chart", "brief_file_states_chart_figures"]

oracle.FINAL_COUNCIL = oracle.CHART_FIGURES["HB41-5"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
