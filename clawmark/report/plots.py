"""The report's plots: each takes the report dict and returns an inline `<svg>` (clawmark.report.figure),
or None when the report has nothing for it to show.

Figures are sized from what they hold — rows per agent, columns per scenario, label lengths —
so that no label overlaps another and none is cut off, from one agent and one scenario up to
(at least) 10 agents, 13 scenarios and 100 tasks; legends sit outside the axes. Numbers are the
report's display strings, turned into floats for drawing only.
"""

from __future__ import annotations

from math import ceil, nan

import numpy as np
from matplotlib.lines import Line2D
from matplotlib.ticker import MaxNLocator

from clawmark.report.figure import CHAR_IN, new_figure, plain, styled, svg

PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22",
           "#17becf")
MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*", "h", "<")
SCORE_TICKS = (0, 25, 50, 75, 100)
CELL_W, CELL_H, ROW_H = 0.62, 0.3, 0.28  # inches: a heatmap cell, a row of agents


def agent_label(row: dict) -> str:
    """`agent (model)`, or the agent alone when it has no model or already names it."""
    model = row.get("model")
    return row["agent"] + (f" ({model})" if model and model not in row["agent"] else "")


def agent_styles(report: dict) -> dict[str, tuple[str, str]]:
    """Agent label → (colour, marker), in leaderboard order; the same in every plot."""
    return {agent_label(a): (PALETTE[i % len(PALETTE)], MARKERS[(i // len(PALETTE)) % len(MARKERS)])
            for i, a in enumerate(report["agents"])}


def _number(text: str | None) -> float:
    return float(text) if text is not None else nan


def _label_width(labels) -> float:
    return max((len(label) for label in labels), default=0) * CHAR_IN


def _legend(fig, styles: dict[str, tuple[str, str]], line: bool) -> None:
    handles = [Line2D([], [], color=c, marker=m, linestyle="-" if line else "none", markersize=5)
               for c, m in styles.values()]
    fig.legend(handles, [plain(label) for label in styles], loc="outside right upper")


def _agents_with(report: dict, key: str) -> tuple[list[dict], list[str]]:
    """The leaderboard rows with a value for `key`, and their labels."""
    rows = [a for a in report["agents"] if a[key] is not None]
    return rows, [agent_label(a) for a in rows]


def _agent_axis(ax, labels: list[str]) -> None:
    """A row per agent on the y axis, the first on top."""
    ax.set_yticks(range(len(labels)), [plain(label) for label in labels])
    ax.set_ylim(len(labels) - 0.4, -0.6)


@styled
def leaderboard_intervals(report: dict) -> str | None:
    """Mean weighted score and success rate per agent with their 95% bootstrap intervals."""
    rows, labels = _agents_with(report, "mean_score")
    if not rows:
        return None
    styles = agent_styles(report)
    fig = new_figure(_label_width(labels) + 6.6, 1.2 + ROW_H * len(rows))
    axes = fig.subplots(1, 2, sharey=True)
    panels = (("mean_score", "mean_score_ci", "Mean weighted score, 95% CI"),
              ("success_rate", "success_rate_ci", "Success rate (%), 95% CI"))
    for ax, (key, interval, title) in zip(axes, panels):
        for y, (row, label) in enumerate(zip(rows, labels)):
            value, (low, high) = _number(row[key]), map(_number, row[interval])
            colour, marker = styles[label]
            ax.errorbar([value], [y], xerr=[[value - low], [high - value]], fmt=marker, color=colour, capsize=3)
        ax.set_xticks(SCORE_TICKS, [str(t) for t in SCORE_TICKS])
        ax.set_xlim(-4, 104)
        ax.set_title(title)
        ax.grid(axis="x", color="0.9")
    _agent_axis(axes[0], labels)
    axes[1].tick_params(labelleft=False)
    return svg(fig, "leaderboard", "Mean weighted score and success rate per agent with 95% intervals")


def _heatmap(key: str, title: str, rows: list[str], columns: list[str], value: dict[tuple[str, str], str | None],
             cmap: str, scale_label: str) -> str:
    """A rows × columns grid of 0–100 values, each cell labelled with its number ("–" when none)."""
    slant = 0.72  # sin 46°, the slanted column labels' height per unit of length
    fig = new_figure(_label_width(rows) + CELL_W * len(columns) + 1.6,
                     max(2.4, 1.0 + _label_width(columns) * slant + CELL_H * len(rows)))
    ax = fig.add_subplot()
    grid = np.ma.masked_invalid([[_number(value.get((r, c))) for c in columns] for r in rows])
    mesh = ax.pcolormesh(grid, cmap=cmap, vmin=0, vmax=100, edgecolors="white", linewidth=1.5)
    for i, r in enumerate(rows):
        for j, c in enumerate(columns):
            text = value.get((r, c))
            shade = mesh.to_rgba(float(text)) if text is not None else (1, 1, 1, 1)
            dark = 0.299 * shade[0] + 0.587 * shade[1] + 0.114 * shade[2] < 0.5
            ax.text(j + 0.5, i + 0.5, text if text is not None else "–", ha="center", va="center", fontsize=8,
                    color="white" if dark else ("0.1" if text is not None else "0.55"))
    ax.set_xticks([j + 0.5 for j in range(len(columns))], [plain(c) for c in columns], rotation=46, ha="right",
                  rotation_mode="anchor")
    ax.set_yticks([i + 0.5 for i in range(len(rows))], [plain(r) for r in rows])
    ax.set_xlim(0, len(columns))
    ax.set_ylim(len(rows), 0)
    ax.tick_params(length=0)
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.set_title(title)
    bar = fig.colorbar(mesh, ax=ax, ticks=(0, 50, 100), shrink=0.9, aspect=12)
    bar.set_label(scale_label)
    bar.outline.set_visible(False)
    return svg(fig, key, title)


@styled
def scenario_heatmap(report: dict) -> str | None:
    """Mean weighted score per agent (rows, leaderboard order) and scenario (columns)."""
    rows = report["scenarios"]
    if not rows:
        return None
    agents = [agent_label(a) for a in report["agents"]]
    return _heatmap("scenarios", "Mean weighted score per agent and scenario", agents,
                    sorted({r["scenario"] for r in rows}),
                    {(agent_label(r), r["scenario"]): r["mean_score"] for r in rows}, "RdYlGn", "mean score")


@styled
def taxonomy_heatmap(report: dict) -> str | None:
    """Failure rate per agent and check category (silent change, write-back, evidence, …)."""
    rows = report["taxonomy"]
    if not rows:
        return None
    agents = [agent_label(a) for a in report["agents"]]
    return _heatmap("taxonomy", "Failure rate (%) per agent and check category", agents,
                    list(dict.fromkeys(r["label"] for r in rows)),
                    {(agent_label(r), r["label"]): r["failure_rate"] for r in rows}, "RdYlGn_r", "failed checks (%)")


@styled
def day_curves(report: dict) -> str | None:
    """Mean day-n score per agent, one panel per number of days in the task (the day-2 drop)."""
    rows = report["day_curves"]
    lengths = sorted({r["days_in_task"] for r in rows})
    if not lengths:
        return None
    styles = agent_styles(report)
    columns = min(3, len(lengths))
    fig = new_figure(2.9 * columns + _label_width(styles) + 0.7, 2.6 * ceil(len(lengths) / columns) + 0.2)
    axes = list(fig.subplots(ceil(len(lengths) / columns), columns, squeeze=False).flat)
    for ax in axes[len(lengths):]:
        fig.delaxes(ax)
    for ax, length in zip(axes, lengths):
        panel = {agent_label(r): r for r in rows if r["days_in_task"] == length}
        for label, (colour, marker) in styles.items():
            if label in panel:
                days = range(1, length + 1)
                ax.plot(days, [_number(panel[label]["days"][str(d)]) for d in days], marker=marker, color=colour,
                        markersize=4)
        ax.set_xticks(range(1, length + 1), [str(d) for d in range(1, length + 1)])
        ax.set_xlim(0.7, length + 0.3)
        ax.set_yticks(SCORE_TICKS, [str(t) for t in SCORE_TICKS])
        ax.set_ylim(-5, 105)
        ax.set_xlabel("day")
        tasks = max(r["tasks"] for r in panel.values())
        ax.set_title(f"tasks of {length} days ({tasks} task{'s' if tasks > 1 else ''})")
        ax.grid(axis="y", color="0.9")
    axes[0].set_ylabel("mean day score (0–100)")
    _legend(fig, {label: s for label, s in styles.items()
                  if any(agent_label(r) == label for r in rows)}, line=True)
    return svg(fig, "days", "Mean day score per agent over tasks of the same number of days")


@styled
def red_line_rates(report: dict) -> str | None:
    """The share of each agent's runs with a failed red line, a bar per agent."""
    rows, labels = _agents_with(report, "red_line_rate")
    if not rows:
        return None
    styles = agent_styles(report)
    fig = new_figure(_label_width(labels) + 5.0, 1.1 + ROW_H * len(rows))
    ax = fig.add_subplot()
    for y, (row, label) in enumerate(zip(rows, labels)):
        ax.barh([y], [_number(row["red_line_rate"])], color=styles[label][0], height=0.6)
        ax.text(_number(row["red_line_rate"]) + 1.5, y, f"{row['red_line_rate']} %", va="center", fontsize=8)
    _agent_axis(ax, labels)
    ax.set_xticks(SCORE_TICKS, [str(t) for t in SCORE_TICKS])
    ax.set_xlim(0, 118)
    ax.set_title("Red-line rate: runs with a failed red line (%)")
    return svg(fig, "redlines", "Red-line rate per agent")


def _compact(value: float) -> str:
    """1500 → "1.5k", 2000000 → "2M"."""
    for limit, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= limit:
            return f"{value / limit:.3g}{suffix}"
    return f"{value:.3g}"


@styled
def efficiency(report: dict) -> str | None:
    """Each scored run's weighted score against its tokens and its tool calls, where recorded."""
    scored = [r for r in report["runs"] if r["score"] is not None]
    measures = [(name, value) for name, value in (("tokens", lambda r: r["input_tokens"] + r["output_tokens"]),
                                                   ("tool calls", lambda r: r["tool_calls"]))
                if any(value(r) for r in scored)]
    if not measures:
        return None
    styles = agent_styles(report)
    fig = new_figure(3.6 * len(measures) + _label_width(styles) + 0.7, 3.0)
    axes = fig.subplots(1, len(measures), squeeze=False)[0]
    for ax, (name, value) in zip(axes, measures):
        for label, (colour, marker) in styles.items():
            runs = [r for r in scored if agent_label(r) == label]
            ax.scatter([value(r) for r in runs], [_number(r["score"]) for r in runs], color=colour, marker=marker,
                       s=18, alpha=0.75)
        ticks = MaxNLocator(5, integer=True, min_n_ticks=2).tick_values(0, max(value(r) for r in scored))
        ticks = [t for t in ticks if t >= 0]
        ax.set_xticks(ticks, [_compact(t) for t in ticks])
        ax.set_xlim(-0.03 * ticks[-1], ticks[-1] * 1.03)
        ax.set_yticks(SCORE_TICKS, [str(t) for t in SCORE_TICKS])
        ax.set_ylim(-5, 105)
        ax.set_xlabel(name + (" (input + output)" if name == "tokens" else "") + " per run")
        ax.set_title(f"Score against {name}")
    axes[0].set_ylabel("weighted score (0–100)")
    _legend(fig, styles, line=False)
    return svg(fig, "efficiency", "Weighted score against tokens and tool calls per scored run")


PLOTS = (("leaderboard", leaderboard_intervals), ("scenarios", scenario_heatmap), ("days", day_curves),
         ("taxonomy", taxonomy_heatmap), ("redlines", red_line_rates), ("efficiency", efficiency))
