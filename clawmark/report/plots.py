"""The report's plots as deterministic SVG (matplotlib, Agg, no pyplot state).

Each function takes the report dict and returns SVG bytes, identical for identical reports:
text is drawn as paths (no font lookup at view time), element ids are salted with a fixed
string (`svg.hashsalt`) and the date metadata is left out.
"""

from __future__ import annotations

import textwrap
from io import BytesIO

import matplotlib
from matplotlib.figure import Figure

_STYLE = {"svg.hashsalt": "clawmark-report", "svg.fonttype": "path", "font.size": 9,
          "axes.spines.top": False, "axes.spines.right": False}


def _agent_label(row: dict) -> str:
    return row["agent"] + (f" ({row['model']})" if row["model"] else "")


def _colours(report: dict) -> dict[str, str]:
    """One colour per agent label, in leaderboard order, the same in every plot."""
    cycle = [f"C{i % 10}" for i in range(len(report["agents"]))]
    return dict(zip((_agent_label(a) for a in report["agents"]), cycle))


def _number(text: str | None) -> float:
    """A display string as a float, for drawing only (never for arithmetic)."""
    return float(text) if text is not None else float("nan")


def _svg(fig: Figure) -> bytes:
    out = BytesIO()
    with matplotlib.rc_context(_STYLE):
        fig.savefig(out, format="svg", metadata={"Date": None})
    return out.getvalue()


def _figure(title: str, ylabel: str) -> tuple[Figure, object]:
    with matplotlib.rc_context(_STYLE):
        fig = Figure(figsize=(6.4, 3.6), layout="constrained")
        ax = fig.add_subplot()
    ax.set_title(title, loc="left")
    ax.set_ylabel(ylabel)
    return fig, ax


def _grouped_bars(title: str, ylabel: str, groups: list[str], colours: dict[str, str],
                  value: dict[tuple[str, str], float]) -> bytes:
    """Bars of `value[(group, agent)]` labelled with their value, one cluster per group."""
    fig, ax = _figure(title, ylabel)
    width = 0.8 / max(len(colours), 1)
    for i, (agent, colour) in enumerate(colours.items()):
        xs = [g + (i - (len(colours) - 1) / 2) * width for g in range(len(groups))]
        bars = ax.bar(xs, [value.get((group, agent), float("nan")) for group in groups], width, label=agent,
                      color=colour)
        ax.bar_label(bars, fmt="%g", fontsize=7, padding=1)
    ax.set_xticks(range(len(groups)), [textwrap.fill(g, 14) for g in groups])
    ax.set_ylim(0, 112)
    ax.legend(fontsize=8, frameon=False)
    return _svg(fig)


def scenario_bars(report: dict) -> bytes:
    """Mean weighted score per scenario, a bar per agent."""
    rows = report["scenarios"]
    return _grouped_bars("Mean weighted score per scenario", "score (0–100)",
                         sorted({r["scenario"] for r in rows}), _colours(report),
                         {(r["scenario"], _agent_label(r)): _number(r["mean_score"]) for r in rows})


def taxonomy_bars(report: dict) -> bytes:
    """Check failure rate per category, a bar per agent."""
    rows = report["taxonomy"]
    labels = list(dict.fromkeys(r["label"] for r in rows))
    return _grouped_bars("Failure rate by check category", "failed checks (%)", labels, _colours(report),
                         {(r["label"], _agent_label(r)): _number(r["failure_rate"]) for r in rows})


def day_lines(report: dict) -> bytes:
    """Mean day score per round, a line per agent."""
    fig, ax = _figure("Mean day score per round", "score (0–100)")
    rows = {_agent_label(r): r for r in report["rounds"]}
    for agent, colour in _colours(report).items():
        days = sorted(rows[agent]["days"], key=int)
        ax.plot([int(d) for d in days], [_number(rows[agent]["days"][d]) for d in days], marker="o", label=agent,
                color=colour)
    all_days = sorted({int(d) for r in report["rounds"] for d in r["days"]})
    ax.set_xticks(all_days, [f"day {d}" for d in all_days])
    ax.set_ylim(-5, 105)
    ax.legend(fontsize=8, frameon=False)
    return _svg(fig)


def score_vs_tokens(report: dict) -> bytes:
    """Each scored run's weighted score against its tokens (input + output), a colour per agent."""
    fig, ax = _figure("Weighted score against tokens (scored runs)", "score (0–100)")
    ax.set_xlabel("tokens (input + output)")
    scored = [r for r in report["runs"] if r["score"] is not None]
    for agent, colour in _colours(report).items():
        runs = [r for r in scored if _agent_label(r) == agent]
        ax.scatter([r["input_tokens"] + r["output_tokens"] for r in runs], [_number(r["score"]) for r in runs],
                   label=agent, alpha=0.7, color=colour)
    if not any(r["input_tokens"] + r["output_tokens"] for r in scored):
        ax.set_xlim(-1, 100)
        ax.text(50, 50, "no token usage recorded", ha="center", color="0.4")
    else:
        ax.set_xlim(left=0)
    ax.set_ylim(-5, 105)
    ax.legend(fontsize=8, frameon=False)
    return _svg(fig)


PLOTS = (("Scenarios", scenario_bars), ("Days", day_lines), ("Failure taxonomy", taxonomy_bars),
         ("Efficiency", score_vs_tokens))
