"""Artifact bundles: generators are byte-stable, facts read back, bad recipes and changed bytes are caught."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from clawmark.artifacts.bundle import build, verify
from clawmark.artifacts.recipes import load_recipes
from clawmark.problems import InputError

FIXTURE = Path(__file__).parent / "fixtures" / "artifacts"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The fixture bundle, copied and built once (every fact proven readable)."""
    root = tmp_path_factory.mktemp("bundle")
    shutil.copytree(FIXTURE, root, dirs_exist_ok=True)
    outcome = build(root)
    assert outcome.ok, [str(p) for p in outcome.problems]
    return root


@pytest.mark.parametrize("recipe", load_recipes(FIXTURE), ids=lambda r: r.kind)
def test_each_kind_generates_identical_bytes_twice(recipe, tmp_path):
    (tmp_path / "a").mkdir(), (tmp_path / "b").mkdir()
    first = recipe.generate(tmp_path / "a")
    assert first and first == recipe.generate(tmp_path / "b")


def test_every_kind_has_a_fixture():
    from clawmark.artifacts.recipes import KINDS
    kinds = {r.kind for r in load_recipes(FIXTURE)}
    assert kinds == {k.model_fields["kind"].annotation.__args__[0] for k in KINDS}


def test_each_fact_round_trips_through_its_reader(built):
    outcome = verify(built)
    assert outcome.ok, [str(p) for p in outcome.problems]
    read = {(r.path, r.fact) for r in outcome.readings if r.recovered}
    expected = {(r.path, name) for r in load_recipes(FIXTURE) for name in r.facts}
    assert read == expected


def test_verify_detects_a_changed_byte(built, tmp_path):
    root = tmp_path / "copy"
    shutil.copytree(built, root)
    target = root / "out/invoice.pdf"
    data = bytearray(target.read_bytes())
    data[len(data) // 2] ^= 0x01
    target.write_bytes(bytes(data))
    problems = [str(p) for p in verify(root).problems]
    assert any("out/invoice.pdf" in p and "differs from what the recipe makes" in p for p in problems)


def test_unreadable_fact_fails_the_build_and_writes_nothing(tmp_path):
    (tmp_path / "artifacts").mkdir()
    (tmp_path / "artifacts/recipes.yaml").write_text(
        "artifacts:\n  - path: a.pdf\n    kind: pdf\n    title: T\n    blocks: [{heading: Hello}]\n"
        "    facts: {missing: Goodbye}\n")
    outcome = build(tmp_path)
    assert [str(p) for p in outcome.problems] == ["a.pdf: error: facts.missing: PyMuPDF get_text did not recover 'Goodbye'"]
    assert not (tmp_path / "a.pdf").exists() and not (tmp_path / "artifacts/MANIFEST").exists()


@pytest.mark.parametrize("body, field, message", [
    ("  - path: a.png\n    kind: image\n    size: [10, 10]\n    colour: [1, 2, 3]\n", "artifacts[0].colour", "unknown field"),
    ("  - path: a.png\n    kind: image\n    size: [10, 10]\n    background: [1, 2, 300]\n", "artifacts[0].background", "0..255"),
    ("  - path: a.jpg\n    kind: pdf\n    title: T\n    blocks: []\n", "artifacts[0].path", "must end in .pdf"),
    ("  - path: a.png\n    kind: photo\n", "artifacts[0].kind", "does not match any of the expected tags"),
    ("  - path: a.png\n    kind: image\n    size: [10, 10]\n    layout: {type: chart, title: T, bars: [[a, 1]], colur: [1, 1, 1]}\n",
     "artifacts[0].layout.colur", "unknown field"),
])
def test_bad_recipe_names_the_file_and_field(tmp_path, body, field, message):
    (tmp_path / "artifacts").mkdir()
    (tmp_path / "artifacts/recipes.yaml").write_text("artifacts:\n" + body)
    with pytest.raises(InputError) as e:
        load_recipes(tmp_path)
    (problem,) = e.value.problems
    assert problem.file.endswith("artifacts/recipes.yaml") and problem.field == field and problem.line
    assert message in problem.message
