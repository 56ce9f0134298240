"""On day 4 takes the effects as the sheet holds them instead of the papers: Lena's overnight
overwrite of S04 (-0.64, -0.98 to -0.30; the figure says -0.46, -0.80 to -0.12) stays and feeds
both analyses."""

from dataclasses import replace

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s04_restored_from_its_figure", "main_analysis_on_the_papers_figures", "sensitivity_without_high_risk_of_bias"]

round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    review = oracle.Review(ctx)
    sheet = {r["Study"]: r for r in review.book.rows("Extraction", "UNFORMATTED_VALUE")}
    review.papers = [replace(p, smd=float(sheet[p.sid]["SMD"]), lower=float(sheet[p.sid]["CI lower"]),
                             upper=float(sheet[p.sid]["CI upper"])) for p in review.papers]
    review.update()
    review.write_pooled("Sensitivity", [p for p in review.included() if p.rob != "High"])
