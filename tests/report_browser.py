"""Headless Debian Chromium for the report tests: screenshots, the DOM after scripts ran, and a
layout audit run inside the page.

The audit (LAYOUT_SCRIPT) is appended to a copy of a page, runs when the page has been laid
out, and writes what it found into `<pre id="layout-audit">` as JSON, which `--dump-dom` then
prints. It measures, in every inline plot (`svg.plot`), each label and legend entry the
report tagged (clawmark.report.figure) as the quadrilateral the browser drew it in (its
text box through its screen transform, so slanted labels are measured as drawn) and reports
- two labels or legend entries of one plot that overlap (separating-axis test, 0.5 px slack),
- a label outside its plot's SVG box (clipped), a plot outside the page's width (cut off),
- a legend that overlaps any axes of its plot (drawn on the data),
- a page wider than the window (something cut off or needing a sideways scroll of the page).
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--hide-scrollbars"]

LAYOUT_SCRIPT = r"""
<script>
(() => {
  const slack = 0.5, problems = [], plots = [];
  const quad = el => {
    const b = el.getBBox(), m = el.getScreenCTM();
    return [[b.x, b.y], [b.x + b.width, b.y], [b.x + b.width, b.y + b.height], [b.x, b.y + b.height]]
      .map(([x, y]) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f]);
  };
  const rect = el => { const r = el.getBoundingClientRect();
    return [[r.left, r.top], [r.right, r.top], [r.right, r.bottom], [r.left, r.bottom]]; };
  const separated = (p, q) => {
    for (const poly of [p, q]) for (let i = 0; i < 4; i++) {
      const [x1, y1] = poly[i], [x2, y2] = poly[(i + 1) % 4], nx = y1 - y2, ny = x2 - x1;
      const len = Math.hypot(nx, ny); if (!len) continue;
      const proj = s => s.map(([x, y]) => (x * nx + y * ny) / len);
      const a = proj(p), b = proj(q);
      if (Math.max(...a) - slack <= Math.min(...b) || Math.max(...b) - slack <= Math.min(...a)) return true;
    }
    return false;
  };
  const inside = (poly, box) => poly.every(([x, y]) => x >= box.left - slack && x <= box.right + slack &&
                                                         y >= box.top - slack && y <= box.bottom + slack);
  const page = document.documentElement.clientWidth;
  for (const svg of document.querySelectorAll("svg.plot")) {
    const name = svg.dataset.plot, box = svg.getBoundingClientRect();
    const labels = [...svg.querySelectorAll('[id*="-label-"] text, [id*="-legendtext-"] text')]
      .map(el => ({text: el.textContent, quad: quad(el), legend: !!el.closest('[id*="-legendtext-"]')}));
    plots.push({plot: name, labels: labels.length, legend_entries: labels.filter(l => l.legend).length,
                width: box.width, height: box.height});
    if (box.left < -slack || box.right > page + slack) problems.push(`${name}: the plot is cut off by the page`);
    for (const l of labels) if (!inside(l.quad, box)) problems.push(`${name}: '${l.text}' is clipped`);
    for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++)
      if (!separated(labels[i].quad, labels[j].quad))
        problems.push(`${name}: '${labels[i].text}' overlaps '${labels[j].text}'`);
    const axes = [...svg.querySelectorAll('[id*="-axes-"]')].map(rect);
    for (const legend of svg.querySelectorAll('[id*="-legend-"]'))
      if (axes.some(a => !separated(rect(legend), a))) problems.push(`${name}: a legend lies on the axes`);
  }
  if (document.documentElement.scrollWidth > page + 1) problems.push(
    `the page is ${document.documentElement.scrollWidth} px wide in a ${page} px window`);
  const out = document.createElement("pre");
  out.id = "layout-audit";
  out.textContent = JSON.stringify({plots, problems});
  document.body.appendChild(out);
})();
</script>
"""


def chromium(page: Path, profile: Path, *args: str, window: tuple[int, int] = (1400, 1100)) -> str:
    """Run headless Chromium on `page` (as root, hence --no-sandbox); returns its stdout."""
    binary = shutil.which("chromium")
    assert binary, "Debian chromium is missing: run tools/setup"
    result = subprocess.run([binary, *CHROMIUM_FLAGS, f"--window-size={window[0]},{window[1]}",
                             f"--user-data-dir={profile}", *args, page.as_uri()],
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    return result.stdout


def layout_audit(page: Path, profile: Path, window: tuple[int, int] = (1400, 1100)) -> dict:
    """The audit of `page` (a copy beside it gets the script, so relative links still resolve):
    {"plots": [{plot, labels, legend_entries, width, height}], "problems": [sentence, …]}."""
    audited = page.with_name(f".audit-{page.name}")
    audited.write_text(page.read_text(encoding="utf-8").replace("</body>", LAYOUT_SCRIPT + "</body>"),
                       encoding="utf-8")
    try:
        dom = chromium(audited, profile, "--dump-dom", window=window)
    finally:
        audited.unlink()
    found = re.search(r'<pre id="layout-audit">(.*?)</pre>', dom, re.S)
    assert found, "the audit script did not run"
    return json.loads(html.unescape(found.group(1)))


def colour_pixels(image, rgb: tuple[int, int, int], tolerance: int = 12) -> int:
    """How many pixels of the PIL `image` are within `tolerance` of the colour `rgb`."""
    return sum(count for count, pixel in image.getcolors(maxcolors=1 << 20)
               if all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], rgb)))
