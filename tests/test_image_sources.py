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


def test_every_image_shares_the_python_layer():
    """python3 and the venv are installed once, in images/python; the others are built FROM it
    (the BASE the builder passes them) and only install their own requirements into its venv."""
    assert images.parent("python") == "base" and images.parent("base") is None
    for name in set(images.NAMES) - {"base", "python"}:
        files = images.context_files(name)
        dockerfile = files["Dockerfile"].decode()
        assert images.parent(name) == "python", name
        assert "python3-venv" not in dockerfile and "-m venv" not in dockerfile, name
        assert ("requirements.txt" in files) == ("RUN sh /opt/clawmark/install-requirements.sh" in dockerfile), name
    python = images.context_files("python")
    assert b"python3 -m venv /opt/venv" in python["Dockerfile"] and "install-requirements.sh" in python
