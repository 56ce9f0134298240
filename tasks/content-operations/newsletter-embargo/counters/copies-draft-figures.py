"""Takes each key figure from the draft's text where it states one (rent £1,290, arrears "1.2
million", council tax £5,380m) instead of the contributor's chart: a stale figure copied."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rent_figure_from_chart", "arrears_figure_from_chart", "other_figures_from_charts",
               "board_preview_has_checked_figures", "council_figure_from_final_chart", "brief_file_states_chart_figures",
               "held_items_carried_to_brief_42"]

oracle.CHART_FIGURES.update({"HB41-1": 1290, "HB41-2": 1200, "HB41-5": 5380})
oracle.FINAL_COUNCIL = 5380
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
