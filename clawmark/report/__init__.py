"""Reports across stored runs: leaderboard, repeats, scenarios, days, failure taxonomy, efficiency.

    load_runs(paths) -> (runs, warnings)     verified runs from stores or run record files
    build_report(runs, warnings, sources)    the report dict (schema clawmark.report/1)
    render(format, runs, report, out)        one of FORMATS

Views and exports are imported on use, so that `clawmark` starts without loading matplotlib.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from clawmark.report.aggregate import build_report
from clawmark.report.load import Run, load_runs

REPORTS = {"table": "render:render_table", "md": "render:render_markdown", "json": "render:render_json",
           "html": "html:render_html"}
EXPORTS = {"csv": "verdict_rows:render_csv", "jsonl": "verdict_rows:render_jsonl"}
FORMATS = (*REPORTS, *EXPORTS, "inspect")


def render(fmt: str, runs: list[Run], report: dict, out: Path | None) -> str | None:
    """The text of format `fmt`; for "inspect", writes eval logs into the folder `out` and returns None."""
    if fmt in REPORTS:
        return _load(REPORTS[fmt])(report)
    if fmt in EXPORTS:
        return _load(EXPORTS[fmt])(runs)
    _load("inspect_log:write_inspect_logs")(runs, out)
    return None


def _load(target: str):
    module, name = target.split(":")
    return getattr(import_module(f"clawmark.report.{module}"), name)


__all__ = ["FORMATS", "Run", "build_report", "load_runs", "render"]
