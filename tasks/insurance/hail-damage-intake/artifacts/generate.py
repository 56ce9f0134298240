"""Regenerate this task's raw evidence, byte for byte.

    python artifacts/generate.py        (from the task folder, with the project's .venv)

Writes the body shop's repair quote, a text PDF made by reportlab with invariant=1 (fixed
dates and ids). Its SHA-256 is pinned in artifacts/MANIFEST and in checks.py.
"""

from __future__ import annotations

from pathlib import Path

from reportlab import rl_config
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

TASK = Path(__file__).resolve().parent.parent
LINES = [
    ("Paintless dent repair, bonnet and roof (31 dents)", "1,460.00"),
    ("Replace left wing mirror glass", "185.00"),
    ("Refinish bonnet, paint and clear coat", "835.00"),
]


def quote_pdf(path: Path) -> None:
    """Lenz Karosserie's quote Q-7731 for claim CLM-0522: line items and a total."""
    rl_config.invariant = 1
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setTitle("Quote Q-7731")
    pdf.setFont("Helvetica-Bold", 16)
    pdf.drawString(60, 780, "Lenz Karosserie & Lack GmbH")
    pdf.setFont("Helvetica", 11)
    pdf.drawString(60, 760, "Repair quote Q-7731 - claim CLM-0522 - Berger, VW Golf, M-TB 2215")
    y = 720
    for item, amount in LINES:
        pdf.drawString(60, y, item)
        pdf.drawRightString(520, y, f"EUR {amount}")
        y -= 20
    pdf.setFont("Helvetica-Bold", 12)
    pdf.drawString(60, y - 10, "TOTAL (incl. VAT)")
    pdf.drawRightString(520, y - 10, "EUR 2,480.00")
    pdf.showPage()
    pdf.save()


if __name__ == "__main__":
    quote_pdf(TASK / "artifacts/repair-quote.pdf")
