"""Benchmark of the sheets service; prints medians (never asserted in tests).

    .venv/bin/python bench/sheets.py [--repeat N]

start to ready: SheetsService.start until the server answers (budget 400 ms);
values.get of 10,000 cells: 1,000 rows × 10 columns, FORMATTED_VALUE, through httpx (budget 50 ms);
snapshot of a 10,000-cell spreadsheet: SheetsService.snapshot() (budget 150 ms);
recalculation of 1,000 row formulas (=C1*E1 …) and a SUM over them, after one edit (no budget).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from datetime import date, time as day_time
from pathlib import Path

import httpx

from clawmark.clock import Day, UniverseClock
from clawmark.services.sheets.service import SheetsService


def _clock() -> UniverseClock:
    return UniverseClock("Europe/London", [Day(date(2024, 3, 4), day_time(9, 0))])


def _median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:.1f} ms"


def bench_start(repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        root = Path(tempfile.mkdtemp(prefix="sheets-bench-", dir="/tmp"))
        service = SheetsService()
        begin = time.perf_counter()
        service.start(root, _clock())
        samples.append(time.perf_counter() - begin)
        service.stop()
        shutil.rmtree(root, ignore_errors=True)
    return samples


def bench_reads(repeat: int) -> tuple[list[float], list[float], list[float]]:
    root = Path(tempfile.mkdtemp(prefix="sheets-bench-", dir="/tmp"))
    service = SheetsService()
    service.start(root, _clock())
    try:
        headers = {"Authorization": f"Bearer {service.token}"}
        with httpx.Client(base_url=service.url, headers=headers, timeout=30) as client:
            book = client.post("v4/spreadsheets", json={"properties": {"title": "bench"}}).json()["spreadsheetId"]
            rows = [[f"r{r}c{c}" if c % 2 else str(r * c + 0.5) for c in range(10)] for r in range(1000)]
            client.put(
                f"v4/spreadsheets/{book}/values/Sheet1!A1",
                params={"valueInputOption": "USER_ENTERED"},
                json={"values": rows},
            ).raise_for_status()
            gets, snaps = [], []
            for _ in range(repeat):
                begin = time.perf_counter()
                reply = client.get(f"v4/spreadsheets/{book}/values/Sheet1!A1:J1000")
                gets.append(time.perf_counter() - begin)
                assert sum(len(r) for r in reply.json()["values"]) == 10_000
                begin = time.perf_counter()
                service.snapshot()
                snaps.append(time.perf_counter() - begin)
            formulas = [[f"=C{r + 1}*E{r + 1}", "=SUM(K1:K1000)" if r == 0 else None] for r in range(1000)]
            client.put(
                f"v4/spreadsheets/{book}/values/Sheet1!K1",
                params={"valueInputOption": "USER_ENTERED"},
                json={"values": formulas},
            ).raise_for_status()
            recalcs = []
            for n in range(repeat):
                client.put(
                    f"v4/spreadsheets/{book}/values/Sheet1!C1",
                    params={"valueInputOption": "RAW"},
                    json={"values": [[n]]},
                ).raise_for_status()
                begin = time.perf_counter()
                total = client.get(f"v4/spreadsheets/{book}/values/Sheet1!L1").json()["values"][0][0]
                assert not total.startswith("#"), total
                recalcs.append(time.perf_counter() - begin)
        return gets, snaps, recalcs
    finally:
        service.stop()
        shutil.rmtree(root, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=11)
    args = parser.parse_args()
    print(f"start to ready (budget 400 ms):              {_median_ms(bench_start(args.repeat))}")
    gets, snaps, recalcs = bench_reads(args.repeat)
    print(f"values.get of 10,000 cells (budget 50 ms):   {_median_ms(gets)}")
    print(f"snapshot of 10,000 cells (budget 150 ms):    {_median_ms(snaps)}")
    print(f"recalculation of 1,001 formulas:             {_median_ms(recalcs)}")


if __name__ == "__main__":
    main()
