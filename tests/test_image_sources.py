"""An image's SOURCES folders travel whole (but Python's caches): the sheets image once lacked
server/messages.json, the field list its request validation reads, so every values PUT in a
docker world answered 500 "Internal error encountered." and the run was invalid."""

from clawmark.backends import images
from tests.conftest import REPO


def test_data_files_of_a_source_folder_are_in_the_image_context():
    files = images.context_files("sheets")
    assert "src/clawmark/services/sheets/server/messages.json" in files
    shipped = sorted(p.relative_to(REPO).as_posix() for p in (REPO / "clawmark/services/sheets").rglob("*")
                     if p.is_file() and "__pycache__" not in p.parts)
    assert sorted(f[len("src/"):] for f in files if f.startswith("src/clawmark/services/sheets/")) == shipped


def test_python_caches_stay_out_of_the_image_context():
    assert not [f for name in ("kb", "sheets") for f in images.context_files(name) if "__pycache__" in f or f.endswith(".pyc")]
