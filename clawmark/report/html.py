"""The report as one self-contained HTML file: tables, definitions and embedded SVG plots.

No scripts, no external styles, fonts or images: plots are `data:image/svg+xml` URIs, so the
file can be mailed or archived on its own. Each table carries `data-section="<report key>"` so
that its cells can be matched against the JSON report.
"""

from __future__ import annotations

import base64
from html import escape

from clawmark.report.plots import PLOTS
from clawmark.report.tables import Section, sections

_CSS = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 1320px; color: #1b1f24; }
h1 { font-size: 22px; margin-bottom: 4px; } h2 { font-size: 17px; margin-top: 28px; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border-bottom: 1px solid #d0d7de; padding: 4px 10px; text-align: left; }
th { background: #f3f5f7; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
.plots { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
.plots figure { margin: 0; border: 1px solid #d0d7de; padding: 6px; }
.plots img { width: 100%; height: auto; display: block; }
.warnings { background: #fff4e5; border-left: 4px solid #d97706; padding: 8px 14px; }
.sources, dd { color: #57606a; } dt { font-weight: 600; }
"""


def render_html(report: dict) -> str:
    """The full HTML document of `report`."""
    tables = sections(report)
    leaderboard, rest = tables[0], tables[1:]
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8"><title>ClawMark report</title>',
        f"<style>{_CSS}</style></head><body>",
        "<h1>ClawMark report</h1>",
        f'<p class="sources">{len(report["runs"])} verified run(s) from '
        f'{escape(", ".join(report["sources"]))}</p>',
        _warnings(report["warnings"]),
        _table(leaderboard),
        '<h2>Plots</h2><div class="plots">',
        *(_plot(title, draw(report)) for title, draw in PLOTS),
        "</div>",
        *(_table(section) for section in rest),
        "<h2>Definitions</h2><dl>",
        *(f"<dt>{escape(name)}</dt><dd>{escape(text)}</dd>" for name, text in report["definitions"].items()),
        "</dl></body></html>",
    ]
    return "\n".join(p for p in parts if p) + "\n"


def _warnings(warnings: list[str]) -> str:
    if not warnings:
        return ""
    items = "".join(f"<li>{escape(w)}</li>" for w in warnings)
    return f'<div class="warnings"><strong>Runs left out</strong><ul>{items}</ul></div>'


def _table(section: Section) -> str:
    head = "".join(f"<th>{escape(c)}</th>" for c in section.columns)
    body = "".join(
        "<tr>" + "".join(f'<td{" class=n" if n else ""}>{escape(c)}</td>' for c, n in zip(row, section.numeric))
        + "</tr>" for row in section.rows)
    return (f"<h2>{escape(section.title)}</h2>"
            f'<table data-section="{section.key}"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')


def _plot(title: str, svg: bytes) -> str:
    data = base64.b64encode(svg).decode("ascii")
    return f'<figure><img alt="{escape(title)}" src="data:image/svg+xml;base64,{data}"></figure>'
