"""Lint: impure check imports, keyword matches on prose, artifacts that drift from their manifest."""

import os
from pathlib import Path

import pytest

import checkers
from clawmark.checklint import lint_checks_source
from clawmark.lint import lint, lint_tasks, read_manifest
from clawmark.taskdir import load_task
from conftest import TINY_CHECKS, TINY_ORACLE, clawmark, write_task


def problems_of(tmp_path, source):
    path = tmp_path / "checks.py"
    path.write_text(source)
    return lint_checks_source(path, "checks.py")


def test_released_task_lints_clean_under_strict(task):
    assert lint(task, strict=True) == []


def test_impure_imports_and_calls_are_errors(tmp_path):
    found = problems_of(tmp_path, "import time\nfrom random import choice\nimport urllib.request\n"
                                  "import datetime\ndef f(s):\n    return datetime.datetime.now()\n")
    assert [(p.line, p.severity) for p in found] == [(1, "error"), (2, "error"), (3, "error"), (6, "error")]
    assert "imports urllib.request" in found[2].message and "now()" in found[3].message


def test_keyword_match_on_prose_is_a_review_warning(tmp_path):
    found = problems_of(tmp_path, (
        "def a(state):\n    return 'approved' in state.fs.read_text('memo.md').lower()\n"
        "def b(state):\n    body = state.fs.read_pdf_text('x.pdf')\n    return re.search('paid', body)\n"
        "def c(state):\n    return 'raman' in str(state.fs.read_json('s.json').get('payee_name'))\n"))
    assert [(p.line, p.severity) for p in found] == [(2, "warning"), (5, "warning")]
    assert found[0].message.startswith("review: keyword match on free prose")


def test_a_reviewed_prose_match_carries_a_pragma_and_stops_warning(tmp_path):
    found = problems_of(tmp_path, (
        "def a(state):\n"
        "    return 'withdrawn' in state.fs.read_text('memo.md')  # clawmark: prose-reviewed no field says it\n"
        "def b(state):\n"
        "    return ('paid' in\n"
        "            state.fs.read_text('memo.md'))  # clawmark: prose-reviewed the span of the match counts\n"
        "def c(state):\n"
        "    return 'late' in state.fs.read_text('memo.md')  # clawmark: prose-reviewed\n"
        "x = 1  # clawmark: prose-reviewed nothing to review here\n"))
    assert [(p.line, p.severity) for p in found] == [(7, "warning"), (8, "warning")]
    assert "needs a reason" in found[0].message and "no keyword match" in found[1].message


def test_strict_help_says_what_it_turns_into_errors_and_what_stays_a_warning():
    out = clawmark("validate", "--help")
    text = " ".join(out.stdout.split())
    assert "a round without checks" in text and "prose-reviewed" in text and "stay warnings" in text


def test_shared_check_library_is_pure():
    library = Path(checkers.__file__).parent
    errors = [p for f in sorted(library.glob("*.py")) for p in lint_checks_source(f, f.name) if p.severity == "error"]
    assert errors == []


def test_artifact_drifting_from_manifest_is_an_error(task_copy):
    (task_copy / "artifacts/estimate-v2.pdf").write_bytes(b"%PDF-1.4 not the pinned estimate")
    found = [p for p in lint(load_task(task_copy)) if "MANIFEST" in p.file]
    assert len(found) == 1 and found[0].line == 4 and "artifacts/estimate-v2.pdf: sha256" in found[0].message


def test_manifest_entry_without_a_hash_names_its_line():
    text = "# path sha256 kind\nseed/fs/a.png  " + "a" * 64 + "  image\nartifacts/b.pdf  pdf\n"
    with pytest.raises(ValueError, match="^line 3:"):
        read_manifest(text)
    assert read_manifest(text.rsplit("\n", 2)[0])[0].path == "seed/fs/a.png"


def test_recipes_without_a_manifest_are_an_error(task_copy):
    (task_copy / "artifacts/MANIFEST").unlink()
    found = [str(p) for p in lint(load_task(task_copy)) if "artifacts/" in p.file]
    assert len(found) == 1 and found[0].endswith("recipes.yaml: error: no artifacts/MANIFEST: run `clawmark artifacts build`")


def test_round_without_oracle_function_is_a_warning_and_strict_error(tmp_path):
    task = load_task(write_task(tmp_path / "t", oracle=TINY_ORACLE.replace("round_2 =", "round_02 =")))
    message = "round 2 has no oracle function round_2(ctx): the oracle would do nothing that day"
    assert [(p.severity, p.message) for p in lint(task)] == [("warning", message)]
    assert [(p.severity, p.file) for p in lint(task, strict=True)] == [("error", str(task.root / "oracle.py"))]


def test_oracle_that_does_not_import_is_an_error(tmp_path):
    task = write_task(tmp_path / "t", oracle="import clawmark_no_such_module\n" + TINY_ORACLE)
    result = clawmark("validate", str(task))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip() == (f"{task}/oracle.py: error: cannot import: ModuleNotFoundError: "
                                     "No module named 'clawmark_no_such_module'")


def test_reads_besides_the_state_are_errors_naming_their_lines(tmp_path):
    found = problems_of(tmp_path, (
        "import os\nimport json\nfrom pathlib import Path\n"
        "DATA = Path(__file__).parent / 'data.json'\n"
        "def a(state):\n"
        "    return json.loads(DATA.read_text()), os.environ.get('HOME'), open('x').read()\n"
        "def b(state):\n"
        "    return hash('x'), id(state), os.getenv('X'), [p.name for p in Path('/etc').iterdir()]\n"
        "def c(state, where: Path):\n"
        "    return where.read_bytes(), os.path.exists('x')\n"
        "def fine(state):\n"
        "    text = state.fs.read_text('memo.md').replace('a', 'b')\n"
        "    return Path('a/b.json').suffix, state.fs.exists('x'), text\n"))
    assert [(p.line, p.message.split(",")[0]) for p in found] == [
        (6, "calls .read_text() on a pathlib path"), (6, "uses os.environ"), (6, "calls open()"),
        (8, "calls hash()"), (8, "calls id()"), (8, "uses os.getenv"), (8, "calls .iterdir() on a pathlib path"),
        (10, "calls .read_bytes() on a pathlib path"), (10, "uses os.path.exists")]
    assert all(p.severity == "error" and p.message.endswith("a check reads only its State") for p in found)


def test_validate_strict_names_the_line_reading_os_environ(tmp_path):
    checks = TINY_CHECKS.replace('    return state.fs.read_text("answer.txt").strip() == "10"\n',
                                 '    import os\n    return os.environ.get("ANSWER") == "10"\n')
    task = write_task(tmp_path / "t", checks=checks)
    result = clawmark("validate", "--strict", str(task))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [f"{task}/checks.py:6: error: uses os.environ, which reads the environment, "
                                          "files or process of the machine running the check; a check reads only its State"]


def test_checks_failing_the_static_lint_are_never_imported(tmp_path):
    marker = tmp_path / "imported"
    checks = f"import subprocess\nopen({str(marker)!r}, 'w').close()\n" + TINY_CHECKS
    found = lint(load_task(write_task(tmp_path / "t", checks=checks)))
    assert [(p.line, p.message.split(",")[0]) for p in found] == [(1, "imports subprocess"), (2, "calls open()")]
    assert not marker.exists()


def test_task_files_are_imported_in_a_child_process(tmp_path, monkeypatch):
    monkeypatch.delenv("CLAWMARK_LEAK", raising=False)
    oracle = "import os\nos.environ['CLAWMARK_LEAK'] = str(os.getpid())\n" + TINY_ORACLE
    assert lint(load_task(write_task(tmp_path / "t", oracle=oracle))) == []
    assert "CLAWMARK_LEAK" not in os.environ


def test_a_task_that_exits_at_import_is_named_and_the_next_task_still_linted(tmp_path):
    exits = load_task(write_task(tmp_path / "exits", oracle="import os\nos._exit(3)\n" + TINY_ORACLE))
    raises = load_task(write_task(tmp_path / "raises", oracle="import sys\nsys.exit(4)\n" + TINY_ORACLE))
    fine = load_task(write_task(tmp_path / "fine"))
    found = lint_tasks([exits, raises, fine])
    assert [(p.file, p.message) for p in found[0]] == [
        (str(exits.root / "oracle.py"), "importing it ended the process (exit status 3)")]
    assert [p.message for p in found[1]] == ["cannot import: SystemExit: 4"]
    assert found[2] == []
