"""The report as HTML: the index page (tables, definitions and inline SVG plots) and the one-file
report, which is the index followed by every run's drill-down (clawmark.report.drill).

No scripts, no external styles, fonts or images: the one-file report can be mailed or archived
on its own, and the site (clawmark.report.site) published as it is. Each table carries
`data-section="<report key>"` so that its cells can be matched against the JSON report; every
row links to the runs it sums up (tables.Section.targets). No timestamp is written: the same
runs give the same bytes.
"""

from __future__ import annotations

from html import escape

from clawmark.report.drill import run_parts
from clawmark.report.page import SINGLE_FILE, Links, document, table
from clawmark.report.plots import PLOTS
from clawmark.report.tables import ordered_runs, run_row_anchors, sections

CAPTIONS = {
    "leaderboard": "Points are means over tasks (repeats averaged first); bars are 95% bootstrap intervals.",
    "scenarios": "Mean weighted score of each agent in each scenario; – where the agent ran no task of it.",
    "days": "Unpenalised day scores averaged over tasks with that many days: a drop on day 2 is the first "
            "outside change missed; day 3 shows how much an agent recovers.",
    "taxonomy": "Failed check verdicts over all verdicts of the category, per agent.",
    "redlines": "Share of each agent's scored runs with at least one failed red-line check.",
    "efficiency": "One point per scored run that recorded usage.",
}
NO_PLOT = {"efficiency": "No run recorded token usage or tool calls."}


def index_parts(report: dict, links: Links) -> list[str]:
    """The index page's body: title, warnings, tables and plots, definitions."""
    tables = {s.key: s for s in sections(report)}
    plots = {key: draw(report) for key, draw in PLOTS}
    run_ids = run_row_anchors(report)

    def block(title: str, *parts: str) -> list[str]:
        return [f"<h2>{escape(title)}</h2>", *parts]

    def shown(key: str) -> str:
        return table(tables[key], links, fold=key != "agents") if key in tables else ""

    runs = tables["runs"]
    return [
        "<h1>ClawMark report</h1>",
        f'<p class="sources">{len(report["runs"])} verified run(s) from {escape(", ".join(report["sources"]))}</p>',
        _warnings(report["warnings"]),
        *block(tables["agents"].title, shown("agents"), _plot("leaderboard", plots)),
        *block("Agents × scenarios", _plot("scenarios", plots)),
        *block("Day by day", _plot("days", plots), shown("day_curves")),
        *block("Failure taxonomy", _plot("taxonomy", plots), shown("taxonomy")),
        *block("Red lines", _plot("redlines", plots)),
        *block("Efficiency", _plot("efficiency", plots), shown("efficiency")),
        *(block(tables["repeats"].title, shown("repeats")) if "repeats" in tables else []),
        *block(tables["scenarios"].title, shown("scenarios")),
        *block(tables["rounds"].title, shown("rounds")),
        *block(runs.title, '<p class="note">Each task links to the run\'s drill-down: day by day, the prompt, '
                           'the changes, the agent\'s answer and every check.</p>',
               table(runs, links, [run_ids[t[4:]] for t in runs.targets])),
        "<h2>Definitions</h2><dl>",
        *(f"<dt>{escape(name)}</dt><dd>{escape(text)}</dd>" for name, text in report["definitions"].items()),
        "</dl>",
    ]


def render_html(report: dict) -> str:
    """The one-file report: the index, then every run's drill-down as a section `#run-<id>`."""
    drilldowns = [f'<section class="run" id="run-{escape(run["id"])}">{"".join(run_parts(run, SINGLE_FILE, 3))}'
                  "</section>" for run in ordered_runs(report)]
    return document("ClawMark report", [*index_parts(report, SINGLE_FILE), "<h2>Runs in detail</h2>", *drilldowns])


def _plot(key: str, plots: dict[str, str | None]) -> str:
    if plots[key] is None:
        return f'<p class="note">{escape(NO_PLOT.get(key, "Nothing to plot: no scored run."))}</p>'
    return f'<figure class="plot" id="plot-{key}">{plots[key]}<figcaption>{escape(CAPTIONS[key])}</figcaption></figure>'


def _warnings(warnings: list[str]) -> str:
    if not warnings:
        return ""
    items = "".join(f"<li>{escape(w)}</li>" for w in warnings)
    return f'<div class="warnings"><strong>Runs left out</strong><ul>{items}</ul></div>'
