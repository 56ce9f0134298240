"""Artifact bundles: generators are byte-stable, facts read back, bad recipes and changed bytes are caught.

tests/fixtures/artifacts/ is a committed example bundle with one artifact per kind and layout;
its files were built by an earlier process, so rebuilding here checks determinism across runs.
"""

from __future__ import annotations

import os
import re
import shutil
import zipfile
from pathlib import Path
from typing import get_args

import pytest
from click.testing import CliRunner

from clawmark.artifacts.bundle import build, verify
from clawmark.artifacts.layouts import Layout
from clawmark.artifacts.manifest import MANIFEST
from clawmark.artifacts.recipes import KINDS, Recipes, load_recipes
from clawmark.artifacts.zips import ZIP_TIME
from clawmark.cli import main
from clawmark.problems import InputError

FIXTURE = Path(__file__).parent / "fixtures" / "artifacts"
RECIPES = load_recipes(FIXTURE)
PDF_ONLY = "artifacts:\n  - path: a.pdf\n    kind: pdf\n    title: T\n    blocks: [{heading: Hello}]\n"


def bundle(root: Path, recipes: str) -> Path:
    (root / "artifacts").mkdir(parents=True)
    (root / "artifacts/recipes.yaml").write_text(recipes)
    return root


def test_fixture_covers_every_kind_and_layout():
    assert {r.kind for r in RECIPES} == {k.model_fields["kind"].annotation.__args__[0] for k in KINDS}
    members = [get_args(a)[0] for a in get_args(get_args(Layout)[0])]
    layouts = {t for m in members for t in get_args(m.model_fields["type"].annotation)}
    canvases = [*RECIPES, *(f for r in RECIPES for f in getattr(r, "frames", []))]
    assert {c.layout.type for c in canvases if getattr(c, "layout", None)} == layouts


def test_a_segment_espeak_renders_differently_once_is_rendered_again(tmp_path, monkeypatch):
    """The real espeak-ng behind a shim whose first run speaks at another pitch: the odd render is
    not kept, and the recording equals the committed one."""
    shim = tmp_path / "bin" / "espeak-ng"
    shim.parent.mkdir()
    shim.write_text(f"#!/bin/sh\nif [ ! -e {tmp_path}/once ]; then touch {tmp_path}/once; exec {shutil.which('espeak-ng')} -p 80 \"$@\"; fi\n"
                    f"exec {shutil.which('espeak-ng')} \"$@\"\n")
    shim.chmod(0o755)
    monkeypatch.setenv("PATH", f"{shim.parent}:{os.environ['PATH']}")
    [voicemail] = [r for r in RECIPES if r.path == "out/voicemail.mp3"]
    (tmp_path / "work").mkdir()
    assert voicemail.generate(tmp_path / "work") == (FIXTURE / voicemail.path).read_bytes()
    assert (tmp_path / "once").exists()


@pytest.mark.parametrize("recipe", RECIPES, ids=lambda r: r.path)
def test_each_recipe_generates_identical_bytes_twice(recipe, tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    first, second = recipe.generate(a), recipe.generate(b)
    # A rare MP3 mismatch has not been reproduced; the message says which stage and which run moved.
    differing = sorted(p.name for p in a.iterdir() if p.read_bytes() != (b / p.name).read_bytes())
    committed = (FIXTURE / recipe.path).read_bytes()
    assert first and first == second, (
        f"intermediates that differ: {differing}; first run equals the committed file: "
        f"{first == committed}, second: {second == committed}")


def test_rebuild_reproduces_the_committed_bytes_and_manifest(tmp_path):
    shutil.copytree(FIXTURE / "artifacts", tmp_path / "artifacts")
    (tmp_path / MANIFEST).unlink()
    outcome = build(tmp_path)
    assert outcome.ok, [str(p) for p in outcome.problems]
    for recipe in RECIPES:
        assert (tmp_path / recipe.path).read_bytes() == (FIXTURE / recipe.path).read_bytes(), recipe.path
    assert (tmp_path / MANIFEST).read_text() == (FIXTURE / MANIFEST).read_text()


def test_each_fact_round_trips_through_its_reader():
    outcome = verify(FIXTURE)
    assert outcome.ok, [str(p) for p in outcome.problems]
    assert {(r.path, r.fact) for r in outcome.readings if r.recovered} == {
        (r.path, name) for r in RECIPES for name in r.facts}
    assert dict(outcome.transcripts) == {
        "out/voicemail.mp3": "hello received minor kill the new until the lease nine thousand one hundred twenty euros please call me back",
        "out/screen-recording.mp4": "but the these escalated to the second law a"}


def test_speech_reader_does_not_hear_what_was_not_said(tmp_path):
    (voicemail,) = [r for r in RECIPES if r.kind == "audio"]
    unsaid = voicemail.model_copy(update={"facts": {"said": "call me back", "unsaid": "twelve thousand",
                                                    "digits": "9120 euros"}})
    assert unsaid.recovered(FIXTURE / voicemail.path, tmp_path) == {"said": True, "unsaid": False, "digits": True}


def test_speech_is_read_with_the_default_model_and_no_grammar(tmp_path):
    """Issue 20: the grammar of the recording's own words heard "may twenty first" where the
    default model, as an agent runs it, hears "may twenty third"; the proof must fail that."""
    old_standup = load_recipes(bundle(tmp_path, """artifacts:
  - path: standup.mp4
    kind: video
    size: [320, 180]
    frames: [{seconds: 14, background: [30, 34, 40]}]
    audio:
      segments:
        - {text: "Ravi here. Checkout is blocked on the payments vendor.", pause: 400}
        - {text: "Finch told me this morning the payments API version two is now ready on May twenty first."}
    facts: {spoken: "May 21"}
    heard: [spoken]
"""))[0]
    (tmp_path / "work").mkdir()
    (tmp_path / "standup.mp4").write_bytes(old_standup.generate(tmp_path / "work"))
    assert "may twenty third" in old_standup.transcript(tmp_path / "standup.mp4")
    assert old_standup.recovered(tmp_path / "standup.mp4", tmp_path / "work") == {"spoken": False}


def test_a_heard_fact_is_not_read_off_a_frame(tmp_path):
    (video,) = [r for r in RECIPES if r.kind == "video"]
    shown_only = video.model_copy(update={"facts": {"status": "Escalated", "framed": "Ticket queue"},
                                          "heard": ["status", "framed"]})
    assert shown_only.recovered(FIXTURE / video.path, tmp_path) == {"status": True, "framed": False}
    assert video.model_copy(update={"heard": []}).recovered(FIXTURE / video.path, tmp_path)["status"] is True


@pytest.mark.parametrize("suffix", [".xlsx", ".docx", ".pptx"])
def test_office_files_carry_no_save_time(suffix):
    (package,) = [r for r in RECIPES if r.path.endswith(suffix)]
    with zipfile.ZipFile(FIXTURE / package.path) as z:
        assert {i.date_time for i in z.infolist()} == {ZIP_TIME}
        core = z.read("docProps/core.xml").decode()
    assert re.findall(r"<dcterms:(?:created|modified)[^>]*>([^<]*)<", core) == ["2000-01-01T00:00:00Z"] * 2


def test_artifact_over_the_size_limit_fails_the_build(tmp_path, monkeypatch):
    monkeypatch.setattr("clawmark.artifacts.bundle.MAX_ARTIFACT", 1000)
    root = bundle(tmp_path, PDF_ONLY)
    problems = [str(p) for p in build(root).problems]
    assert len(problems) == 1 and "a.pdf is" in problems[0] and "over the 1000-byte limit" in problems[0]
    assert not (root / "a.pdf").exists()


def test_recipes_schema_documents_every_kind():
    defs = Recipes.model_json_schema()["$defs"]
    assert {k.__name__ for k in KINDS} <= set(defs)


def test_verify_detects_a_changed_byte(tmp_path):
    root = bundle(tmp_path, PDF_ONLY)
    assert build(root).ok
    data = bytearray((root / "a.pdf").read_bytes())
    data[len(data) // 2] ^= 0x01
    (root / "a.pdf").write_bytes(bytes(data))
    problems = [str(p) for p in verify(root).problems]
    assert len(problems) == 1 and "a.pdf: error: sha256" in problems[0] and "differs from what the recipe makes" in problems[0]


def test_cli_verify_prints_the_readability_report_and_fails_on_drift(tmp_path):
    root = bundle(tmp_path, PDF_ONLY + "    facts: {greeting: Hello}\n")
    assert CliRunner().invoke(main, ["artifacts", "build", str(root)]).exit_code == 0
    ok = CliRunner().invoke(main, ["artifacts", "verify", str(root)])
    assert ok.exit_code == 0 and "a.pdf  greeting='Hello'  -> PyMuPDF get_text  -> yes" in ok.output
    (root / MANIFEST).write_text((root / MANIFEST).read_text().replace("\tpdf\t", "\timage\t"))
    drift = CliRunner().invoke(main, ["artifacts", "verify", str(root)])
    assert drift.exit_code == 1 and "MANIFEST: error: out of date with the recipes" in drift.output


def test_unreadable_fact_fails_the_build_and_writes_nothing(tmp_path):
    root = bundle(tmp_path, PDF_ONLY + "    facts: {missing: Goodbye}\n")
    outcome = build(root)
    assert [str(p) for p in outcome.problems] == ["a.pdf: error: facts.missing: PyMuPDF get_text did not recover 'Goodbye'"]
    assert not (root / "a.pdf").exists() and not (root / MANIFEST).exists()


def test_recipes_without_facts_build(tmp_path):
    """Two recipes with no facts: each is read in its own scratch folder (the second one used to
    collide with the first, FileExistsError, since a recipe without facts adds no reading)."""
    second = "  - path: b.pdf\n    kind: pdf\n    title: U\n    blocks: [{heading: Again}]\n"
    root = bundle(tmp_path, PDF_ONLY + second)
    outcome = build(root)
    assert outcome.ok and (root / "a.pdf").exists() and (root / "b.pdf").exists()
    assert [line.split()[0] for line in (root / MANIFEST).read_text().splitlines() if line.strip()
            and not line.startswith("#")][:2] == ["a.pdf", "b.pdf"]


@pytest.mark.parametrize("body, field, message", [
    ("  - path: a.png\n    kind: image\n    size: [10, 10]\n    colour: [1, 2, 3]\n", "artifacts[0].colour", "unknown field"),
    ("  - path: a.png\n    kind: image\n    size: [10, 10]\n    background: [1, 2, 300]\n", "artifacts[0].background", "0..255"),
    ("  - path: a.jpg\n    kind: pdf\n    title: T\n    blocks: []\n", "artifacts[0].path", "must end in .pdf"),
    ("  - path: a.png\n    kind: photo\n", "artifacts[0].kind", "kind must be one of: image, scan, pdf"),
    ("  - path: a.mp4\n    kind: video\n    frames: [{seconds: 1}]\n    heard: [x]\n", "artifacts[0]",
     "facts heard need an `audio` sound track"),
    ("  - path: a.pptx\n    kind: slides\n    slides: [{title: 3}]\n", "artifacts[0].slides[0].title", "valid string"),
    ("  - path: a.pdf\n    kind: pdf\n    title: T\n    blocks: [{heding: Hi}]\n", "artifacts[0].blocks[0]",
     "a block has exactly one of: heading, text"),
    ("  - path: a.png\n    kind: image\n    size: [9, 9]\n    elements: [{text: Hi, at: [0, 0], colour: 1}]\n",
     "artifacts[0].elements[0].colour", "unknown field"),
    ("  - path: a.png\n    kind: image\n    size: [10, 10]\n    layout: {type: chart, title: T, bars: [[a, 1]], colur: [1, 1, 1]}\n",
     "artifacts[0].layout.colur", "unknown field"),
    ("  - path: a.wav\n    kind: audio\n    segments: [{text: Hi, speed: 9}]\n", "artifacts[0].segments[0].speed", "greater than or equal to 80"),
    ("  - path: a.csv\n    kind: table\n    sheets: [{rows: []}, {rows: []}]\n", "artifacts[0]", "exactly one sheet"),
])
def test_bad_recipe_names_the_file_and_field(tmp_path, body, field, message):
    root = bundle(tmp_path, "artifacts:\n" + body)
    with pytest.raises(InputError) as e:
        load_recipes(root)
    (problem,) = e.value.problems
    assert problem.file.endswith("artifacts/recipes.yaml") and problem.field == field and problem.line
    assert message in problem.message


def test_a_pdf_line_wider_than_the_page_wraps_and_a_line_that_fits_is_drawn_as_it_is():
    """A clause cut at the page's right edge hid its end from every reader (a legal task's
    operative clause lost "the term."); a line that fits keeps its exact bytes."""
    import pymupdf

    from clawmark.artifacts.pdf import Page

    clause = ("1. Clause 12.2 is replaced: Notice of non-renewal must be received at least ninety (90) days "
              "before the end of the term.")
    page = Page.model_validate({"title": "T", "blocks": [{"heading": "A heading far too long for one line of an A4 "
                                                                     "page at sixteen points bold"},
                                                         {"text": clause}]})
    with pymupdf.open(stream=page.pdf(), filetype="pdf") as doc:
        words = doc[0].get_text("words")
    assert max(w[2] for w in words) <= 520 + 1  # nothing drawn past the right margin (pt)
    text = " ".join(w[4] for w in words)
    assert text.endswith(clause) and text.startswith("A heading far too long")
    assert len({round(w[1]) for w in words}) == 4  # two lines of heading, two of the clause
    short = Page.model_validate({"title": "T", "blocks": [{"text": "fits on one line"}]})
    with pymupdf.open(stream=short.pdf(), filetype="pdf") as doc:
        assert [w[4] for w in doc[0].get_text("words")] == ["fits", "on", "one", "line"]
