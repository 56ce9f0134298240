"""Benchmark of the kb service; prints medians in milliseconds.

    .venv/bin/python bench/kb.py

- start to ready: KbService.start() until the server has answered its first request (target ≤ 400 ms)
- filtered query: POST /v1/data_sources/{id}/query with a compound filter and a sort over a
  1,000-row database, first page of 100, timed at the client (target ≤ 30 ms)
- snapshot: KbService.snapshot() of the world holding that database (target ≤ 150 ms), and the
  same from a store that has decoded nothing yet (the first snapshot after many writes)
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from datetime import date, time as clock_time
from pathlib import Path

import httpx

from clawmark.clock import Day, UniverseClock
from clawmark.services.kb import databases, pages
from clawmark.services.kb.context import Context
from clawmark.services.kb.service import KbService
from clawmark.services.kb.snapshot import snapshot
from clawmark.services.kb.store import Store

ROWS = 1000
FILTER = {"and": [{"property": "Status", "select": {"equals": "Open"}},
                  {"or": [{"property": "Amount", "number": {"greater_than": 500}},
                          {"property": "Name", "title": {"contains": "7"}}]}]}


def median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:.1f} ms"


def clock() -> UniverseClock:
    return UniverseClock("Europe/Berlin", [Day(date(2024, 3, 4), clock_time(8, 30))])


def start_to_ready(runs: int = 7) -> list[float]:
    samples = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(dir="/tmp") as state:
            service = KbService()
            started = time.perf_counter()
            service.start(Path(state), clock())
            samples.append(time.perf_counter() - started)
            service.stop()
    return samples


def fill(service: KbService) -> str:
    """A workspace page holding a database of ROWS rows, written straight into the store."""
    store = service.store
    with store.transaction():
        store.set_meta("namespace", "bench")
        bot, _ = store.new_id()
        store.put({"object": "user", "id": bot, "seq": 0, "type": "bot", "name": "bench", "bot": {}, "in_trash": False})
        store.set_meta("bot", bot)
        ctx = Context(store, bot)
        home = pages.create(ctx, {"parent": {"workspace": True}, "properties": {"title": {"title": "Home"}}})
        _, source = databases.create_database(ctx, {"parent": {"page_id": home["id"]}, "title": "Claims", "properties": {
            "Name": {"title": {}}, "Status": {"select": {"options": [{"name": "Open"}, {"name": "Closed"}]}},
            "Amount": {"number": {}}, "Due": {"date": {}}, "Notes": {"rich_text": {}}}})
        for i in range(ROWS):
            pages.create(ctx, {"parent": {"data_source_id": source["id"]}, "properties": {
                "Name": {"title": f"CLM-{i:04d}"}, "Status": {"select": {"name": "Open" if i % 3 else "Closed"}},
                "Amount": {"number": i * 7 % 1000 + 0.25}, "Due": {"date": {"start": f"2024-{i % 12 + 1:02d}-01"}},
                "Notes": {"rich_text": f"row {i} of the benchmark"}}})
    return source["id"]


def main() -> None:
    print(f"load average (1 min) at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    print(f"start to ready:       {median_ms(start_to_ready())}  (target ≤ 400 ms)")
    with tempfile.TemporaryDirectory(dir="/tmp") as state:
        service = KbService()
        endpoint = service.start(Path(state), clock())
        try:
            source = fill(service)
            headers = {"Authorization": f"Bearer {endpoint.env['NOTION_TOKEN']}", "Notion-Version": "2025-09-03"}
            with httpx.Client(base_url=endpoint.env["NOTION_BASE_URL"], headers=headers) as http:
                body = {"filter": FILTER, "sorts": [{"property": "Amount", "direction": "descending"}], "page_size": 100}
                samples = []
                for _ in range(30):
                    started = time.perf_counter()
                    answer = http.post(f"/v1/data_sources/{source}/query", json=body)
                    samples.append(time.perf_counter() - started)
                    answer.raise_for_status()
            print(f"filtered query (1k):  {median_ms(samples)}  (target ≤ 30 ms)")
            samples = []
            for _ in range(10):
                started = time.perf_counter()
                snap = service.snapshot()
                samples.append(time.perf_counter() - started)
            assert len(snap.data["pages"]) == ROWS + 1
            print(f"snapshot (1k rows):   {median_ms(samples)}  (target ≤ 150 ms)")
            samples = []
            for _ in range(5):
                fresh = Store(Path(state) / "kb.sqlite3")  # nothing decoded yet, as after a round of writes
                started = time.perf_counter()
                snapshot(fresh)
                samples.append(time.perf_counter() - started)
                fresh.close()
            print(f"  … from a cold store: {median_ms(samples)}")
        finally:
            service.stop()


if __name__ == "__main__":
    main()
