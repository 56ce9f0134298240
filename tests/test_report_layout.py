"""The report's plots in headless Chromium: no label or legend entry overlaps another or is cut off,
over every released task and at 10 agents × 13 scenarios × 100 tasks (issue 26, Must show)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PIL import Image

from clawmark.report.figure import new_figure, styled, svg
from clawmark.report.page import document
from conftest import clawmark
from report_browser import chromium, colour_pixels, layout_audit
from report_fixtures import released_report, released_store  # noqa: F401  (session fixtures)
from report_synthetic import AGENTS, build_large_store

SHOTS = os.environ.get("CLAWMARK_REPORT_SHOTS")  # a folder to keep the screenshots in, if set


def screenshot(page: Path, folder: Path, name: str, window: tuple[int, int]) -> Image.Image:
    """A screenshot of the top `window` of `page` into `folder`, kept in $CLAWMARK_REPORT_SHOTS when set."""
    shot = folder / f"{name}.png"
    chromium(page, folder / "profile", f"--screenshot={shot}", window=window)
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(SHOTS) / shot.name)
    image = Image.open(shot).convert("RGB")
    assert image.size == window
    return image


@styled
def crowded_plot() -> str:
    """Thirteen long labels under a narrow axes, a legend on the data and a label beyond the figure."""
    fig = new_figure(3.0, 2.0)
    ax = fig.add_subplot()
    ax.plot(range(13), range(13), label="an agent with a long name")
    ax.set_xticks(range(13), [f"scenario-number-{n}" for n in range(13)])
    ax.legend(loc="center")
    ax.annotate("outside", (0, 0), xytext=(400, 0), textcoords="offset points", annotation_clip=False)
    return svg(fig, "crowded", "crowded")


@pytest.mark.filterwarnings("ignore:constrained_layout not applied")  # crowded on purpose
def test_the_audit_finds_overlaps_clipping_and_a_legend_on_the_data(tmp_path):
    page = tmp_path / "crowded.html"
    page.write_text(document("crowded", [f'<figure class="plot">{crowded_plot()}</figure>']))
    audit = layout_audit(page, tmp_path / "profile")
    problems = audit["problems"]
    assert audit["plots"][0]["labels"] > 13 and audit["plots"][0]["legend_entries"] == 1
    assert any("'scenario-number-0' overlaps 'scenario-number-1'" in p for p in problems), problems
    assert any("'outside' is clipped" in p for p in problems), problems
    assert any("a legend lies on the axes" in p for p in problems), problems


def test_no_label_overlaps_or_is_cut_off_over_every_released_task(released_report, tmp_path):
    _, report, site = released_report
    run_page = next((site / "runs").glob("insurance-water-damage-claim-skip-day-2-*.html"))
    for page, window in ((report, (1400, 1100)), (site / "index.html", (1400, 1100)), (report, (900, 1100)),
                         (run_page, (1400, 1100))):
        audit = layout_audit(page, tmp_path / "profile", window)
        assert audit["problems"] == [], (page.name, window)
    plots = {p["plot"]: p for p in layout_audit(report, tmp_path / "profile")["plots"]}
    # no run recorded usage, so no efficiency plot; the others are there with every label
    assert sorted(plots) == ["days", "leaderboard", "redlines", "scenarios", "taxonomy"]
    assert plots["scenarios"]["labels"] >= 13 + 4 + 13 * 4  # 13 scenarios, 4 agents, a value in every cell
    assert plots["days"]["legend_entries"] == 4 and plots["leaderboard"]["labels"] >= 4
    top = screenshot(report, tmp_path, "released-report-top", (1400, 1500))
    assert colour_pixels(top, (0, 104, 55)) > 2000, "the heatmap's full scores are drawn"
    drill = screenshot(run_page, tmp_path, "released-drill-down-skip-day-2", (1400, 1500))
    assert colour_pixels(drill, (255, 235, 233), tolerance=2) > 2000, "failed checks are shaded"


def test_no_label_overlaps_or_is_cut_off_at_ten_agents_thirteen_scenarios_and_a_hundred_tasks(tmp_path):
    store = build_large_store(tmp_path / "store")
    report = tmp_path / "large.html"
    result = clawmark("report", str(store), "--format", "html", "--out", str(report))
    assert result.returncode == 0, result.stderr
    for window in ((1400, 1100), (1000, 1100)):
        audit = layout_audit(report, tmp_path / "profile", window)
        assert audit["problems"] == [], window
    plots = {p["plot"]: p for p in audit["plots"]}
    assert sorted(plots) == ["days", "efficiency", "leaderboard", "redlines", "scenarios", "taxonomy"]
    assert plots["scenarios"]["labels"] >= 13 + len(AGENTS) + 13 * len(AGENTS)
    assert plots["days"]["legend_entries"] == plots["efficiency"]["legend_entries"] == len(AGENTS)
    text = report.read_text()
    assert text.count("<h2>Repeats of the same task</h2>") == 1 and "pass^3 %" in text
    screenshot(report, tmp_path, "large-report-top", (1400, 2600))
