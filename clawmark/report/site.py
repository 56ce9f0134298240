"""The report as a static site: a folder that can be published as it is.

    DIR/index.html           the index page (clawmark.report.html), its rows linking to
    DIR/runs/<run id>.html   one drill-down page per run (clawmark.report.drill)

Pages link to each other by relative paths only and hold no timestamp, so the same runs give
the same files, byte for byte. Writing into a folder that already holds a site replaces its
index and run pages; a folder that holds anything else is refused.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from clawmark.report import SiteError
from clawmark.report.drill import run_parts
from clawmark.report.html import index_parts
from clawmark.report.page import GENERATOR, Links, document

INDEX = Links(run=lambda run_id: f"runs/{run_id}.html")
RUN_PAGE = Links(run=lambda run_id: f"{run_id}.html", index="../index.html")


def site_files(report: dict) -> dict[str, str]:
    """Relative path → page text of the whole site."""
    files = {"index.html": document("ClawMark report", index_parts(report, INDEX))}
    for run in report["runs"]:
        back = '<p><a href="../index.html">← ClawMark report</a></p>'
        title = f"{run['task']} · {run['agent']} · repeat {run['repeat']} — ClawMark run"
        files[f"runs/{run['id']}.html"] = document(title, [back, *run_parts(run, RUN_PAGE, 2)])
    return files


def write_site(report: dict, out: Path) -> list[Path]:
    """Write the site into the folder `out` (created if absent); returns the files written.

    Raises SiteError when `out` is a file, or a non-empty folder that is not a site written
    by `clawmark report` (its index.html lacks the generator mark).
    """
    if out.exists() and not out.is_dir():
        raise SiteError(f"{out} is a file; --format site writes a folder")
    if out.is_dir() and any(out.iterdir()):
        index = out / "index.html"
        mark = f'<meta name="generator" content="{escape(GENERATOR)}">'
        if not index.is_file() or mark not in index.read_text(encoding="utf-8", errors="replace"):
            raise SiteError(f"{out} is not empty and holds no site of `clawmark report`; give a new or empty folder")
        for old in [index, *(out / "runs").glob("*.html")]:
            old.unlink()
    written = []
    for rel, text in site_files(report).items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
