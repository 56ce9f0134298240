"""Reports across stored runs: leaderboard, repeats, scenarios, days, failure taxonomy, efficiency.

    load_runs(paths) -> (runs, warnings)     verified runs from stores or run record files
    build_report(runs, warnings, sources)    the report dict (schema clawmark.report/2)
    render(format, runs, report, out)        one of FORMATS (inspect and site write the folder `out`)

Views and exports are imported on use, so that `clawmark` starts without loading matplotlib.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from clawmark.report.aggregate import build_report
from clawmark.records import Run
from clawmark.report.load import load_runs

REPORTS = {"table": "render:render_table", "md": "render:render_markdown", "json": "render:render_json",
           "html": "html:render_html"}
EXPORTS = {"csv": "verdict_rows:render_csv", "jsonl": "verdict_rows:render_jsonl"}
FOLDERS = {"site": "site:write_site", "inspect": "inspect_log:write_inspect_logs"}
FORMATS = (*REPORTS, "site", *EXPORTS, "inspect")


class SiteError(Exception):
    """The output folder cannot take the site (clawmark.report.site); the message names it and why."""


def render(fmt: str, runs: list[Run], report: dict, out: Path | None) -> str | None:
    """The text of format `fmt`; for a folder format (site, inspect), writes into the folder `out`
    and returns None (site raises SiteError for a folder it must not touch)."""
    if fmt in REPORTS:
        return _load(REPORTS[fmt])(report)
    if fmt in EXPORTS:
        return _load(EXPORTS[fmt])(runs)
    if fmt == "site":
        _load(FOLDERS[fmt])(report, out)
    else:
        _load(FOLDERS[fmt])(runs, out)
    return None


def _load(target: str):
    module, name = target.split(":")
    return getattr(import_module(f"clawmark.report.{module}"), name)


__all__ = ["FOLDERS", "FORMATS", "Run", "SiteError", "build_report", "load_runs", "render"]
