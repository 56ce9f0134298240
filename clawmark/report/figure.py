"""Matplotlib figures as deterministic inline SVG whose labels a browser can measure.

Text stays text (`svg.fonttype: none`, DejaVu Sans with Verdana and sans-serif after it), so
a page can be searched and its labels' boxes measured where they are drawn. Every visible
text gets an id naming its role — `<key>-label-<n>` (titles, axis and tick labels, values in
cells), `<key>-legendtext-<n>`; legends are `<key>-legend-<n>` and axes backgrounds
`<key>-axes-<n>` — and every id of the SVG is prefixed with the figure's key, so several
figures can share one HTML page. Identical figures give identical bytes: element ids are
salted with a fixed string (`svg.hashsalt`), and no date and no metadata block (which names
matplotlib's version) are written.

Every plot sets its ticks explicitly, so the tick labels tagged after a layout pass are the
ones drawn.
"""

from __future__ import annotations

import functools
import re
from io import BytesIO

import matplotlib
from matplotlib.figure import Figure
from matplotlib.text import Text

STYLE = {"svg.hashsalt": "clawmark-report", "svg.fonttype": "none", "font.size": 9,
         "font.family": "sans-serif", "font.sans-serif": ["DejaVu Sans", "Verdana"],
         "axes.spines.top": False, "axes.spines.right": False, "axes.titlelocation": "left",
         "axes.titlesize": 10, "legend.frameon": False, "legend.fontsize": 8}

CHAR_IN = 0.075  # inches per character of 9 pt DejaVu Sans, generous: for sizing figures to their labels


def styled(draw):
    """Run the plotting function `draw` under the report's style (artists read it when made)."""
    @functools.wraps(draw)
    def wrapper(*args, **kwargs):
        with matplotlib.rc_context(STYLE):
            return draw(*args, **kwargs)
    return wrapper


def new_figure(width_in: float, height_in: float) -> Figure:
    """An empty figure with constrained layout (call inside a `styled` function)."""
    return Figure(figsize=(width_in, height_in), layout="constrained")


def plain(text: str) -> str:
    """`text` with mathtext's `$` escaped, so a name is drawn as written."""
    return text.replace("$", r"\$")


def svg(fig: Figure, key: str, title: str) -> str:
    """The figure as an `<svg>` element (no XML prologue) with tagged, key-prefixed ids."""
    with matplotlib.rc_context(STYLE):
        _tag(fig)
        out = BytesIO()
        fig.savefig(out, format="svg", metadata={"Date": None})
    text = out.getvalue().decode("utf-8")
    text = text[text.index("<svg"):]
    text = re.sub(r"<!--.*?-->\n?|\s*<metadata>.*?</metadata>", "", text, flags=re.S)
    text = re.sub(r'\s+xmlns(:xlink)?="[^"]*"', "", text, count=2)  # implied for <svg> inside HTML
    text = re.sub(r'\bid="([^"]+)"', rf'id="{key}-\1"', text)
    text = re.sub(r'(url\(#|href="#)', rf"\1{key}-", text)
    return text.replace("<svg ", f'<svg class="plot" data-plot="{key}" role="img" aria-label="{_attr(title)}" ', 1)


def _tag(fig: Figure) -> None:
    fig.draw_without_rendering()  # places ticks and legends, so that every label exists
    legend_texts = set()
    for n, legend in enumerate([*fig.legends, *(ax.get_legend() for ax in fig.axes if ax.get_legend())]):
        legend.set_gid(f"legend-{n}")
        legend_texts.update(map(id, legend.get_texts()))
    for n, ax in enumerate(fig.axes):
        ax.patch.set_gid(f"axes-{n}")
    texts = [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]
    for n, text in enumerate(texts):
        text.set_gid(f"{'legendtext' if id(text) in legend_texts else 'label'}-{n}")


def _attr(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
