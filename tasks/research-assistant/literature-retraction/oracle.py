"""Reference solution of research-assistant/literature-retraction: the review assistant screens
and extracts each paper into the 'Extraction' sheet (Sheets API), applies the retractions and
corrections of the kb's notices (Notion API), pools by the protocol and writes 'Pooled', sends
the interim result and forwards the outside request (SMTP), all through the oracle kit.

What the papers say is written as read: the text PDFs (pdftotext), the two supplementary
figures (S02's and S04's effects, OCR) and the risk-of-bias summary figure (OCR).
"""

import math
import re
from dataclasses import dataclass, replace

from clawmark.oracle_kit import Kit, page_title, value

BOOK = "Exercise and late-life depression review"
INGRID = "Ingrid Solberg <ingrid.solberg@halden-institute.example>"
LENA = "Lena Voss <lena.voss@halden-institute.example>"
GALLO_REQUEST = "<gallo-request@univ-padova-med.example>"
HEADER = ["Study", "First author", "Year", "Design", "Mean age", "Weeks", "Outcome", "N", "SMD", "CI lower", "CI upper",
          "Include", "Exclusion reason", "Notes"]


@dataclass(frozen=True)
class Paper:
    """One trial as its paper reports it (results section over abstract; figures where only there)."""

    sid: str
    author: str
    year: int
    design: str
    age: float
    weeks: int
    outcome: str
    n: int
    smd: float
    lower: float
    upper: float
    rob: str  # overall risk of bias, reviews/risk-of-bias-summary.png
    notes: str = ""

    def reason(self) -> str:
        """The first failing eligibility code (DESIGN, AGE, DURATION, OUTCOME), or ''."""
        checks = [("DESIGN", self.design == "RCT"), ("AGE", self.age >= 60), ("DURATION", self.weeks >= 8),
                  ("OUTCOME", self.outcome in ("GDS-15", "PHQ-9", "HADS-D"))]
        return next((code for code, ok in checks if not ok), "")


FIRST_SEARCH = [
    Paper("S01", "Aldana", 2019, "RCT", 71.2, 12, "GDS-15", 120, -0.62, -0.99, -0.25, "Some concerns"),
    Paper("S02", "Brennan", 2020, "RCT", 68.4, 16, "PHQ-9", 86, -0.58, -1.01, -0.15, "High"),  # Figure 2
    Paper("S03", "Cho", 2018, "Non-randomised", 74.8, 12, "GDS-15", 64, -0.55, -1.05, -0.05, "High"),
    Paper("S04", "Demir", 2021, "RCT", 73.0, 10, "GDS-15", 140, -0.46, -0.80, -0.12, "Low"),  # Figure 3
    Paper("S05", "Eriksen", 2017, "RCT", 69.5, 6, "GDS-15", 48, -0.30, -0.87, 0.27, "Some concerns"),
    Paper("S06", "Fontaine", 2022, "RCT", 66.9, 24, "HADS-D", 210, -0.22, -0.49, 0.05, "Low",
          "Abstract says -0.25 (-0.52 to 0.02); results Table 2 used."),
]
SEARCH_UPDATE = [  # the full texts attached to Marcus's mail of 3 February
    Paper("S07", "Gallo", 2023, "RCT", 70.5, 12, "PHQ-9", 96, -0.38, -0.78, 0.02, "Low"),
    Paper("S08", "Hirano", 2022, "RCT", 54.3, 12, "PHQ-9", 132, -0.28, -0.62, 0.06, "Some concerns"),
]
CORRECTED = re.compile(r"(-?\d+\.\d+) \(95% CI (-?\d+\.\d+) to (-?\d+\.\d+)\)")


class Review:
    """The day's papers, notices and sheet, read fresh from the services."""

    def __init__(self, ctx):
        self.kit = Kit(ctx, name="Review assistant")
        self.book = self.kit.sheets.open(BOOK)
        papers = FIRST_SEARCH + (SEARCH_UPDATE if self.kit.mail.search(["SUBJECT", "Search update"]) else [])
        self.retracted, corrections = set(), {}
        for notice in self.kit.kb.rows("Retractions and corrections"):
            sid, kind, text = value(notice, "Study"), value(notice, "Type"), value(notice, "Notice")
            if kind == "Retraction":
                self.retracted.add(sid)
            elif kind == "Correction" and (found := CORRECTED.search(text)):
                corrections[sid] = tuple(float(x) for x in found.groups())
        self.papers = [self.corrected(p, corrections.get(p.sid)) for p in papers]

    @staticmethod
    def corrected(paper: Paper, figures) -> Paper:
        if figures is None:
            return paper
        smd, lower, upper = figures
        return replace(paper, smd=smd, lower=lower, upper=upper,
                       notes=f"Corrected per published correction: {smd} ({lower} to {upper}).")

    def reason(self, paper: Paper) -> str:
        return "RETRACTED" if paper.sid in self.retracted else paper.reason()

    def included(self) -> list[Paper]:
        return [p for p in self.papers if not self.reason(p)]

    def write_extraction(self) -> None:
        rows = {r["Study"]: r.number for r in self.book.rows("Extraction")}
        last = max(rows.values())
        for p in self.papers:
            reason = self.reason(p)
            cells = [p.sid, p.author, p.year, p.design, p.age, p.weeks, p.outcome, p.n, p.smd, p.lower, p.upper,
                     "No" if reason else "Yes", reason, p.notes]
            if p.sid not in rows:  # a new study: the next row under the table
                last = rows[p.sid] = last + 1
            self.book.update(f"Extraction!A{rows[p.sid]}:N{rows[p.sid]}", [cells])

    def write_pooled(self, analysis: str, papers: list[Paper]) -> tuple[int, float, float, float]:
        weights = [((p.upper - p.lower) / (2 * 1.96)) ** -2 for p in papers]
        pooled = sum(w * p.smd for w, p in zip(weights, papers)) / sum(weights)
        half = 1.96 / math.sqrt(sum(weights))
        result = (len(papers), round(pooled, 2), round(pooled - half, 2), round(pooled + half, 2))
        rows = {r["Analysis"]: r.number for r in self.book.rows("Pooled")}
        row = rows.get(analysis, max(rows.values()) + 1)
        self.book.update(f"Pooled!A{row}:E{row}", [[analysis, *result]])
        return result

    def update(self) -> tuple[int, float, float, float]:
        self.write_extraction()
        return self.write_pooled("Main", self.included())


def round_1(ctx):
    return f"Main: {Review(ctx).update()}"


def round_2(ctx):
    return f"S01 retracted, S07/S08 added. Main: {Review(ctx).update()}"


def round_3(ctx):
    review = Review(ctx)
    k, smd, lower, upper = review.update()
    mail = review.kit.mail
    mail.send(
        mail.compose(INGRID, "Exercise review - interim main result", (
            f"Ingrid,\n\nthe main analysis today: k = {k} studies, pooled SMD {smd:.2f} (95% CI {lower:.2f} to {upper:.2f}), "
            "fixed effect. S01 (Aldana 2019) is excluded after its retraction and S06 (Fontaine 2022) uses its published "
            "correction.\n\nReview assistant\n"), cc=LENA),
        mail.forward(mail.find(GALLO_REQUEST), INGRID,
                     "Ingrid, Dr Gallo asks for our pooled estimate and the extraction sheet. Per the protocol I have not "
                     "answered with results; forwarding to you.", quote=True))
    return f"Main: {(k, smd, lower, upper)}; interim result sent; Gallo's request forwarded."


def round_4(ctx):
    review = Review(ctx)
    main = review.update()  # rewrites every row from the papers, S04 included
    amended = any("sensitivity analysis" in line.lower() for line in review.kit.kb.text(review.kit.kb.page("Review protocol: exercise and late-life depression")))
    if amended:
        sensitivity = review.write_pooled("Sensitivity", [p for p in review.included() if p.rob != "High"])
        return f"Main: {main}; Sensitivity: {sensitivity}"
    return f"Main: {main}"
