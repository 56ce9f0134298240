"""The report over released tasks (a sample with every scenario, service, kind of change and
length) played by oracle, noop, shortcut and an agent that ignores day 2 (issue 26, Must show):
the day-2 drop is that agent's alone, its drill-downs name the silent changes it missed, every
link of the site leads somewhere, and the same runs give the same bytes."""

from __future__ import annotations

import os
import shutil
from html.parser import HTMLParser
from pathlib import Path

from clawmark.cli.common import load_tasks
from clawmark.lint import task_checks
from conftest import TASKS, clawmark
from report_browser import chromium
from report_fixtures import released_report, released_store  # noqa: F401  (session fixtures)


class Page(HTMLParser):
    """The ids, link targets and data-section table rows (with whether each holds a link) of a page."""

    def __init__(self, text: str):
        super().__init__()
        self.ids: set[str] = set()
        self.hrefs: list[str] = []
        self.rows: dict[str, list[bool]] = {}
        self.section = None
        self.in_head = False
        self.text = text
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a":
            self.hrefs.append(attrs["href"])
            if self.section is not None and self.rows[self.section]:
                self.rows[self.section][-1] = True
        elif tag == "table":
            self.section = attrs.get("data-section")
            self.rows.setdefault(self.section, [])
        elif tag == "tr" and self.section is not None and not self.in_head:
            self.rows[self.section].append(False)
        if tag in ("thead", "tbody"):
            self.in_head = tag == "thead"

    def handle_endtag(self, tag):
        if tag == "table":
            self.section = None


def curve(report: dict, agent: str, length: int) -> list[float]:
    row = next(r for r in report["day_curves"] if r["agent"] == agent and r["days_in_task"] == length)
    return [float(row["days"][str(n)]) for n in range(1, length + 1)]


def test_the_day_two_drop_shows_for_the_agent_that_ignores_day_two_alone(released_report):
    report, _, _ = released_report
    lengths = sorted({r["days_in_task"] for r in report["day_curves"]})
    assert lengths == sorted({len(t.spec.rounds) for t in load_tasks((TASKS,))[0]})  # every length is drawn
    for length in lengths:
        oracle, noop, skip = (curve(report, agent, length) for agent in ("oracle", "noop", "skip-day-2"))
        assert oracle == [100.0] * length
        assert noop[1] >= noop[0]  # nothing to lose: no drop
        assert skip[0] == 100.0 and skip[1] < 10.0, (length, skip)  # the drop on day 2
        if length > 2:
            # back at work on day 3: a recovery, partial where later days build on day 2's work
            # (restricted-rebalance: 28.6 on day 3, as the batch day 2 should have released is left)
            assert skip[2] > skip[1], (length, skip)
    rounds = {r["agent"]: r for r in report["rounds"]}
    assert float(rounds["skip-day-2"]["change"]) < -90 and rounds["oracle"]["change"] == "0.0"


def test_the_drill_down_of_a_run_that_missed_a_silent_change_names_it(released_report, tmp_path):
    report, _, site = released_report
    detects = {task.name: {c.id: c.detects for c in task_checks(task) if c.detects}
               for task in load_tasks((TASKS,))[0]}
    for run in report["runs"]:
        failed = {c["id"]: c for r in run["rounds"] for c in r["checks"] if not c["passed"]}
        expected = sorted({detects[run["task"]][c] for c in failed if c in detects[run["task"]]})
        assert sorted(run["missed_changes"]) == expected, run["id"]
        page = (site / "runs" / f"{run['id']}.html").read_text()
        for change in expected:
            assert f"missed the change {change}" in page
        if run["agent"] == "oracle":
            assert run["missed_changes"] == [] and "missed the change" not in page
    claim = next(r for r in report["runs"]
                 if r["agent"] == "skip-day-2" and r["task"] == "insurance/water-damage-claim")
    assert claim["missed_changes"] == ["deductible-raised"]
    # as Chromium shows it: the day-2 checks that watch the raised deductible say so, on their rows
    dom = chromium(site / "runs" / f"{claim['id']}.html", tmp_path / "profile", "--dump-dom")
    rows = [row for row in dom.split("<tr") if "missed the change deductible-raised" in row]
    assert {row.split("<code>")[1].split("</code>")[0] for row in rows} == \
        {c for c, m in detects["insurance/water-damage-claim"].items() if m == "deductible-raised"
         and not next(x for r in claim["rounds"] for x in r["checks"] if x["id"] == c)["passed"]}
    assert all(">FAIL<" in row for row in rows) and len(rows) >= 3
    assert "<li><code>deductible-raised</code> — fs.write path='policy/schedule.csv'" in dom
    assert "Nothing to do today." in dom and "Wake-up prompt" in dom


def test_every_row_links_and_every_link_of_the_site_leads_somewhere(released_report):
    report, _, site = released_report
    pages = {path.relative_to(site).as_posix(): Page(path.read_text()) for path in site.rglob("*.html")}
    assert sorted(pages) == sorted(["index.html", *(f"runs/{r['id']}.html" for r in report["runs"])])
    index = pages["index.html"]
    assert set(index.rows) == {"agents", "scenarios", "day_curves", "rounds", "taxonomy", "efficiency", "runs"}
    for section, links in index.rows.items():
        assert links and all(links), f"a row of {section} without a link"
    for name, page in pages.items():
        assert "http://" not in page.text and "https://" not in page.text and "<script" not in page.text
        for href in page.hrefs:
            target, _, anchor = href.partition("#")
            resolved = (Path(name).parent / target).as_posix() if target else name
            resolved = os.path.normpath(resolved)
            assert resolved in pages, (name, href)
            assert not anchor or anchor in pages[resolved].ids, (name, href)


def test_same_runs_give_the_same_bytes_of_html_and_site(released_store, released_report, tmp_path):
    report, html_page, site_folder = released_report
    named = str(released_store).encode()  # the one difference allowed: the sources as given on the command line
    outputs = [(html_page.read_bytes().replace(named, b"store").decode(),
                {p.relative_to(site_folder).as_posix(): p.read_bytes().replace(named, b"store")
                 for p in sorted(site_folder.rglob("*")) if p.is_file()})]
    for n, (seed, tz) in enumerate((("1", "UTC"), ("4242", "Pacific/Auckland"))):  # sources named alike: "store"
        folder = tmp_path / f"copy{n}"
        shutil.copytree(released_store, folder / "store")
        env = {"PYTHONHASHSEED": seed, "TZ": tz, "LC_ALL": "C.UTF-8"}
        html = clawmark("report", "store", "--format", "html", cwd=folder, env=env)
        site = clawmark("report", "store", "--format", "site", "--out", "site", cwd=folder, env=env)
        assert html.returncode == site.returncode == 0, html.stderr + site.stderr
        outputs.append((html.stdout, {p.relative_to(folder / "site").as_posix(): p.read_bytes()
                                      for p in sorted((folder / "site").rglob("*")) if p.is_file()}))
    # the first from the store where it was made, in this environment; the others from copies, with other
    # hash seeds and time zones
    (html_a, site_a), (html_b, site_b), (html_c, site_c) = outputs
    assert html_a == html_b == html_c and len(html_a) > 100_000
    assert site_a == site_b == site_c and len(site_a) == 1 + len(report["runs"])  # index.html and a page per run
    assert len(report["runs"]) >= 4 * 4


def test_the_site_replaces_its_own_pages_and_refuses_another_folder(released_store, released_report, tmp_path):
    site = shutil.copytree(released_report[2], tmp_path / "site")
    (site / "runs" / "stale-run.html").write_text("from an older report")
    assert clawmark("report", str(released_store), "--format", "site", "--out", str(site)).returncode == 0
    assert not (site / "runs" / "stale-run.html").exists() and (site / "index.html").is_file()
    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.txt").write_text("mine")
    refused = clawmark("report", str(released_store), "--format", "site", "--out", str(other))
    assert refused.returncode == 2 and "holds no site of `clawmark report`" in refused.stderr
    assert sorted(p.name for p in other.iterdir()) == ["notes.txt"]
    missing = clawmark("report", str(released_store), "--format", "site")
    assert missing.returncode == 2 and "give --out FOLDER" in missing.stderr
