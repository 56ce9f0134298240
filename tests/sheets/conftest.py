"""Fixtures for the sheets service tests: a real server on 127.0.0.1 and the real clients."""

from __future__ import annotations

import itertools
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from clawmark.services.sheets.service import SheetsService
from clawmark.services.sheets.clients import google_service, gspread_client
from sheets.support import make_clock


@pytest.fixture(scope="session")
def sheets_server():
    """One running SheetsService shared by the client tests (each test uses its own spreadsheets)."""
    root = Path(tempfile.mkdtemp(prefix="sheets-", dir="/tmp"))
    service = SheetsService()
    try:
        service.start(root, make_clock())
        yield service
    finally:
        service.stop()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def sheets_api(sheets_server):
    return google_service(sheets_server.url, sheets_server.token)


@pytest.fixture(scope="session")
def drive_api(sheets_server):
    return google_service(sheets_server.url, sheets_server.token, "drive", "v3")


@pytest.fixture(scope="session")
def gc(sheets_server):
    return gspread_client(sheets_server.url, sheets_server.token)


_titles = itertools.count(1)


@pytest.fixture()
def title(request) -> str:
    """A spreadsheet title unique within the session (no quotes, so it can go into a Drive query)."""
    plain = re.sub(r"[^\w -]", "", request.node.name)[:40]
    return f"{plain} n{next(_titles)}"
