"""The check API reference (docs/checks.md): current with the docstrings of checkers/, an
example for every helper, and every example run against the real States of the claims desk."""

from __future__ import annotations

import doctest
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from claims_desk import CLAIMS_DESK
from clawmark.apidoc import helpers, modules, reference
from clawmark.cli.docs import CHECKS_PAGE, REGENERATE
from conftest import clawmark

MODULES = [m.__name__ for m in modules("checkers")[1:]]


def test_the_checked_in_page_is_current():
    assert CHECKS_PAGE.is_file() and CHECKS_PAGE.read_text(encoding="utf-8") == reference("checkers"), (
        f"docs/checks.md is stale: run `{REGENERATE}` and commit it")


def test_every_helper_has_an_example():
    missing = [e.name for e in helpers("checkers") if ">>>" not in e.doc]
    assert not missing, ("these helpers have no example: add a `>>>` example to each docstring (it runs against "
                         f"`state`, see docs/checks.md), then `{REGENERATE}`: {', '.join(missing)}")


@pytest.mark.parametrize("name", MODULES)
def test_examples_run_against_real_states(name, claims_desk):
    module = __import__(name, fromlist=["_"])
    extra = {"state": claims_desk.state(2), "day1": claims_desk.state(1), "date": date, "datetime": datetime,
             "time": time, "timedelta": timedelta, "Decimal": Decimal, "BERLIN": ZoneInfo("Europe/Berlin"),
             "CLAIMS_DESK": CLAIMS_DESK}
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    failures = []
    for test in doctest.DocTestFinder().find(module, name, extraglobs=extra):
        runner.run(test, out=failures.append)
    assert runner.failures == 0, "".join(failures)


def test_the_command_checks_and_writes_the_page(tmp_path):
    page = tmp_path / "checks.md"
    stale = clawmark("docs", "checks", "--out", str(page))
    assert stale.returncode == 1 and f"is missing: run `{REGENERATE}`" in stale.stderr
    written = clawmark("docs", "checks", "--out", str(page), "--write")
    assert written.returncode == 0 and page.read_text(encoding="utf-8") == reference("checkers")
    assert clawmark("docs", "checks", "--out", str(page)).returncode == 0
    page.write_text(page.read_text(encoding="utf-8") + "edited by hand\n", encoding="utf-8")
    assert "is stale" in clawmark("docs", "checks", "--out", str(page)).stderr


def test_a_new_helper_module_is_picked_up_without_edits(tmp_path, monkeypatch):
    package = tmp_path / "checkers_extra"
    package.mkdir()
    (package / "__init__.py").write_text('"""Extra checks."""\n')
    (package / "phones.py").write_text('"""Phone numbers."""\n\n\ndef digits(text: str) -> str:\n'
                                       '    """Only the digits.\n\n    >>> digits("+49 30 555")\n    \'4930555\'\n    """\n'
                                       '    return "".join(c for c in text if c.isdigit())\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    page = reference("checkers_extra")
    assert "## `checkers_extra.phones`" in page and "### `digits(text: str) -> str`" in page
    assert "```pycon\n>>> digits(\"+49 30 555\")\n'4930555'\n```" in page
    assert [e.name for e in helpers("checkers_extra")] == ["checkers_extra.phones.digits"]
