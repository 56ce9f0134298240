"""Readings kept on this machine (clawmark.artifacts.readings): bytes met again are not read
again, other bytes or another reader are, and the cache can be turned off."""

from __future__ import annotations

import functools
import shutil
from pathlib import Path

import pytest

from clawmark.artifacts import ocr as ocr_module
from clawmark.artifacts.ocr import ocr
from clawmark.artifacts.readings import remembered
from clawmark.artifacts.tools import ArtifactError

FIXTURE = Path(__file__).parent / "fixtures" / "artifacts" / "out"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("CLAWMARK_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("CLAWMARK_READINGS", raising=False)
    return tmp_path / "cache"


def test_an_image_read_once_is_not_read_again(cache, tmp_path, monkeypatch):
    image = tmp_path / "note.jpg"
    shutil.copyfile(FIXTURE / "note.jpg", image)
    first = ocr(image)
    assert first.strip() and len(list((cache / "readings").rglob("*.txt"))) == 1
    ocr_module._reader()  # the reader's fingerprint is taken while tesseract is there
    monkeypatch.setenv("PATH", str(tmp_path / "no-tools"))
    assert ocr(image) == first  # from the cache: tesseract is gone
    other = tmp_path / "receipt.jpg"
    shutil.copyfile(FIXTURE / "receipt.jpg", other)
    with pytest.raises(ArtifactError, match="tesseract"):
        ocr(other)  # other bytes are read, and there is nothing to read them with


def test_another_reader_or_no_cache_reads_again(cache, monkeypatch):
    calls = []

    def read(text):
        calls.append(text)
        return text

    assert remembered("tool 1", "ab" * 32, functools.partial(read, "one")) == "one"
    assert remembered("tool 1", "ab" * 32, functools.partial(read, "never")) == "one"
    assert remembered("tool 2", "ab" * 32, functools.partial(read, "two")) == "two"  # a new version or option
    monkeypatch.setenv("CLAWMARK_READINGS", "off")
    assert remembered("tool 1", "ab" * 32, functools.partial(read, "fresh")) == "fresh"
    assert calls == ["one", "two", "fresh"]


def test_an_unwritable_cache_only_costs_time(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("CLAWMARK_CACHE", str(blocked))
    assert remembered("tool", "cd" * 32, lambda: "read") == "read"
    assert remembered("tool", "cd" * 32, lambda: "again") == "again"
