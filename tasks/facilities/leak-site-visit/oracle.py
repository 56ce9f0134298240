"""Reference solution: what a careful coordinator writes after watching, listening and reading."""

import json
from pathlib import Path

import openpyxl

VISIT = "visits/V-0931"


def last_reading(ctx, unit: str) -> int:
    sheet = openpyxl.load_workbook(Path(ctx.workspace) / VISIT / "meter-readings.xlsx", read_only=True)["Readings"]
    return next(int(row[1]) for row in sheet.iter_rows(min_row=2, values_only=True) if row[0] == unit)


def write_report(ctx, status: str) -> int:
    meter = 437  # the water meter in the walk-through video
    report = {"visit_id": "V-0931", "unit": "3B", "meter_m3": meter, "usage_m3": meter - last_reading(ctx, "3B"),
              "work_order": "WO-5521", "budget_eur": 1850, "tenant_phone": "5550192", "mould": True,
              "status": status}
    (Path(ctx.workspace) / VISIT / "report.json").write_text(json.dumps(report, indent=2, sort_keys=True) + "\n")
    return report["usage_m3"]


def round_1(ctx):
    return f"Report opened: unit 3B used {write_report(ctx, 'open')} m3 since the last reading."


def round_2(ctx):
    return f"Report scheduled; the corrected readings give {write_report(ctx, 'scheduled')} m3."
