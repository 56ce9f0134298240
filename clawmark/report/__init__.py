"""Reports across stored runs: leaderboard, repeats, scenarios, days, failure taxonomy, efficiency.

    load_runs(paths) -> (runs, warnings)     verified runs from stores or run record files
    build_report(runs, warnings, sources)    the report dict (schema clawmark.report/1)
    render(format, runs, report, out)        one of FORMATS
"""

from __future__ import annotations

from pathlib import Path

from clawmark.report.aggregate import build_report
from clawmark.report.html import render_html
from clawmark.report.load import Run, load_runs
from clawmark.report.render import render_json, render_markdown, render_table

FORMATS = ("table", "md", "json", "html")

_VIEWS = {"table": render_table, "md": render_markdown, "json": render_json, "html": render_html}


def render(fmt: str, runs: list[Run], report: dict, out: Path | None) -> str | None:
    """The text of `report` in format `fmt`."""
    return _VIEWS[fmt](report)


__all__ = ["FORMATS", "Run", "build_report", "load_runs", "render"]
