"""What every page of the HTML report shares: the document frame, its CSS, tables with links,
and where links lead (one file: anchors; a site: one page per run).

No scripts and no external styles, fonts or images; no timestamp: the same report gives the
same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Callable

from clawmark.report.tables import Section

GENERATOR = "clawmark report"

CSS = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 1320px; padding: 0 16px; color: #1b1f24; }
h1 { font-size: 22px; margin-bottom: 4px; } h2 { font-size: 17px; margin-top: 30px; } h3 { font-size: 15px; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border-bottom: 1px solid #d0d7de; padding: 4px 10px; text-align: left; vertical-align: top; }
th { background: #f3f5f7; white-space: nowrap; } td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr:target td { background: #fff8c5; } a { color: #0969da; }
figure.plot { margin: 12px 0; } figure.plot svg { max-width: 100%; height: auto; display: block; }
figcaption, .note, .sources, dd { color: #57606a; } dt { font-weight: 600; }
.warnings { background: #fff4e5; border-left: 4px solid #d97706; padding: 8px 14px; }
pre { background: #f6f8fa; padding: 8px 10px; white-space: pre-wrap; overflow-wrap: anywhere; max-width: 100%; }
.run { border-top: 2px solid #d0d7de; margin-top: 36px; }
.fail td { background: #ffebe9; } .missed { color: #a40e26; font-weight: 600; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; }
.facts dd { margin: 0; color: #1b1f24; overflow-wrap: anywhere; }
"""


@dataclass(frozen=True)
class Links:
    """Where a page's links lead: `run` turns a run id into an href, `index` prefixes index anchors."""

    run: Callable[[str], str]
    index: str = ""

    def href(self, target: str) -> str:
        return self.run(target[4:]) if target.startswith("run:") else self.index + target


SINGLE_FILE = Links(run=lambda run_id: f"#run-{run_id}")


def document(title: str, parts: list[str]) -> str:
    """A complete HTML page: doctype, head with the report's CSS, and `parts` as the body."""
    head = ['<!DOCTYPE html>', '<html lang="en"><head><meta charset="utf-8">',
            f'<meta name="generator" content="{GENERATOR}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{escape(title)}</title><style>{CSS}</style></head><body>"]
    return "\n".join([*head, *(p for p in parts if p), "</body></html>"]) + "\n"


FOLD_ROWS = 20  # a longer table (other than the runs) is folded under its plot


def table(section: Section, links: Links, row_ids: list[str | None] | None = None, fold: bool = False) -> str:
    """`section` as a scrollable table whose rows link where their targets lead; with `fold`, a
    table of more than FOLD_ROWS rows is shown closed (`<details>`) under a line saying so."""
    head = "".join(f"<th>{escape(c)}</th>" for c in section.columns)
    body = []
    for n, row in enumerate(section.rows):
        target = section.targets[n] if n < len(section.targets) else None
        cells = []
        for i, (text, numeric) in enumerate(zip(row, section.numeric)):
            shown = escape(text)
            if target and i == section.link_column:
                shown = f'<a href="{escape(links.href(target))}">{shown}</a>'
            cells.append(f'<td{" class=n" if numeric else ""}>{shown}</td>')
        row_id = row_ids[n] if row_ids else None
        body.append(f'<tr{f" id={chr(34)}{escape(row_id)}{chr(34)}" if row_id else ""}>{"".join(cells)}</tr>')
    shown = (f'<div class="scroll"><table data-section="{section.key}"><thead><tr>{head}</tr></thead>'
             f'<tbody>{"".join(body)}</tbody></table></div>')
    if fold and len(section.rows) > FOLD_ROWS:
        return f"<details><summary>The table ({len(section.rows)} rows)</summary>{shown}</details>"
    return shown
