"""The HTML report in headless Chromium: the page renders (plots included) and shows the JSON's numbers."""

from __future__ import annotations

import json
from html.parser import HTMLParser

from PIL import Image

from conftest import clawmark
from report_browser import chromium, colour_pixels
from report_fixtures import report_store  # noqa: F401  (session fixture)


class Tables(HTMLParser):
    """Cells of every `<table data-section=…>` in a document, by section."""

    def __init__(self):
        super().__init__()
        self.sections: dict[str, list[list[str]]] = {}
        self.section = self.row = self.cell = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.section = self.sections.setdefault(dict(attrs)["data-section"], [])
        elif tag == "tr" and self.section is not None:
            self.row = []
        elif tag in ("td", "th") and self.row is not None:
            self.cell = ""

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.row.append(self.cell)
            self.cell = None
        elif tag == "tr" and self.row is not None:
            self.section.append(self.row)
            self.row = None
        elif tag == "table":
            self.section = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


def rows_as_dicts(rows: list[list[str]]) -> list[dict[str, str]]:
    header, *body = rows
    return [dict(zip(header, row)) for row in body]


def test_html_report_is_deterministic_renders_in_chromium_and_matches_the_json(report_store, tmp_path):
    report = json.loads(clawmark("report", str(report_store), "--format", "json").stdout)
    page = tmp_path / "report.html"
    result = clawmark("report", str(report_store), "--format", "html", "--out", str(page))
    assert result.returncode == 0, result.stderr
    assert "http://" not in page.read_text() and "https://" not in page.read_text(), "self-contained"
    again = clawmark("report", str(report_store), "--format", "html").stdout
    assert again == page.read_text(), "deterministic"
    # no usage recorded: every plot but the efficiency plot, inline
    assert again.count('<svg class="plot"') == 5 and "No run recorded token usage" in again

    screenshot = tmp_path / "report.png"
    chromium(page, tmp_path / "profile", f"--screenshot={screenshot}", window=(1400, 3000))
    image = Image.open(screenshot).convert("RGB")
    assert image.size == (1400, 3000)
    white = colour_pixels(image, (255, 255, 255), tolerance=2)
    assert white < 0.95 * image.width * image.height, "the page is not blank"
    # the first two agents' colours (oracle, day one) and the heatmaps' full-score green are drawn,
    # so the inline SVG plots rendered
    assert colour_pixels(image, (31, 119, 180)) > 500 and colour_pixels(image, (255, 127, 14)) > 500
    assert colour_pixels(image, (0, 104, 55)) > 2000

    tables = Tables()
    tables.feed(chromium(page, tmp_path / "profile", "--dump-dom"))
    leaderboard = rows_as_dicts(tables.sections["agents"])
    assert [row["agent"] for row in leaderboard] == [a["agent"] for a in report["agents"]]
    for row, agent in zip(leaderboard, report["agents"]):
        assert (row["mean score"], row["success %"], row["red-line %"], row["invalid"]) == \
            (agent["mean_score"], agent["success_rate"], agent["red_line_rate"], str(agent["invalid"]))
        assert "pass^1 %" not in row  # pass^1 is the success rate; pass^k columns start at k = 2
    scenarios = rows_as_dicts(tables.sections["scenarios"])
    assert [(r["scenario"], r["agent"], r["mean score"], r["red-line %"]) for r in scenarios] == \
        [(s["scenario"], s["agent"], s["mean_score"], s["red_line_rate"]) for s in report["scenarios"]]
    taxonomy = rows_as_dicts(tables.sections["taxonomy"])
    assert [(r["agent"], r["category"], r["failure %"]) for r in taxonomy] == \
        [(t["agent"], t["label"], t["failure_rate"] or "–") for t in report["taxonomy"]]
    days = rows_as_dicts(tables.sections["rounds"])
    assert [(r["day 2"], r["change"]) for r in days] == [(d["days"]["2"], d["change"]) for d in report["rounds"]]
    assert len(tables.sections["runs"]) - 1 == len(report["runs"])

