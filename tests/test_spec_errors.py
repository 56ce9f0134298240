"""Malformed tasks: exit 2, one line per problem naming file, field and line; nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from clawmark.problems import InputError
from clawmark.taskdir import load_task
from conftest import TINY_SPEC, clawmark, write_task


def broken(tmp_path: Path, old: str, new: str) -> Path:
    assert old in TINY_SPEC
    return write_task(tmp_path / "broken", spec=TINY_SPEC.replace(old, new))


def run_broken(task: Path, store: Path):
    result = clawmark("run", str(task), "--store", str(store))
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert not store.exists(), "nothing may be written for a malformed task"
    return result.stderr.strip().splitlines()


def test_misspelled_field_names_file_field_and_line(tmp_path):
    task = broken(tmp_path, "    prompt: rounds/02.md", "    promt: rounds/02.md")
    lines = run_broken(task, tmp_path / "store")
    assert f"{task}/task.yaml:13: error: rounds[1].promt: unknown field (misspelled?)" in lines
    assert any("rounds[1].prompt: Field required" in line for line in lines)


def test_missing_prompt_file(tmp_path):
    task = broken(tmp_path, "prompt: rounds/02.md", "prompt: rounds/99.md")
    lines = run_broken(task, tmp_path / "store")
    assert lines == [f"{task}/task.yaml:13: error: rounds[1].prompt: file rounds/99.md not found in the task folder"]


def test_unknown_mutation_kind(tmp_path):
    task = broken(tmp_path, "kind: fs.write", "kind: fs.teleport")
    lines = run_broken(task, tmp_path / "store")
    assert len(lines) == 1
    assert lines[0].startswith(f"{task}/task.yaml:16: error: rounds[1].mutations[0].kind: ")
    assert "'fs.teleport'" in lines[0] and "'fs.write'" in lines[0]


def test_yaml_syntax_error_has_line(tmp_path):
    task = broken(tmp_path, "title: A tiny task", "title: [unclosed")
    with pytest.raises(InputError) as e:
        load_task(task)
    (problem,) = e.value.problems
    assert problem.line == 4 and "invalid YAML" in problem.message


@pytest.mark.parametrize("old, new, field", [
    ("timezone: Europe/Berlin", "timezone: Mars/Olympus", "timezone"),
    ("version: 1", "version: 0", "version"),
    ("  - day: 2024-01-16", "  - day: 2024-01-14", "rounds"),
    ("        content: \"12\\n\"", "        content: \"12\\n\"\n        notice: Told you", "rounds[1]"),
])
def test_schema_rules(tmp_path, old, new, field):
    with pytest.raises(InputError) as e:
        load_task(broken(tmp_path, old, new))
    assert [p.field for p in e.value.problems] == [field]


def test_path_escaping_the_workspace_is_refused(tmp_path):
    with pytest.raises(InputError) as e:
        load_task(broken(tmp_path, "path: data/total.txt", "path: ../outside.txt"))
    assert "relative path" in e.value.problems[0].message


def test_checks_module_errors_are_reported_before_running(tmp_path):
    task = write_task(tmp_path / "dup", checks="from checkers import check\n"
                      "@check(round=1, weight=1, category='workflow')\ndef a(state): return True\n"
                      "@check(round=1, weight=1, category='workflow')\ndef a(state): return True\n")
    result = clawmark("validate", str(task))
    assert result.returncode == 2
    assert "duplicate check id(s): a" in result.stderr


def test_validate_accepts_released_tasks():
    result = clawmark("validate", "tasks")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok: ")


def test_top_level_list_is_named_as_such(tmp_path):
    task = write_task(tmp_path / "list", spec="- id: tiny\n- version: 1\n")
    with pytest.raises(InputError) as e:
        load_task(task)
    assert [(p.line, p.message) for p in e.value.problems] == [(1, "the top level must be a mapping (field: value), not a list")]
    with pytest.raises(InputError) as e:
        load_task(broken(tmp_path, "principal: {name: Pat Example}", "principal: Pat Example"))
    assert [str(p).split(": ", 1)[1] for p in e.value.problems] == [
        "error: principal: must be a mapping (field: value), not a single value"]


def test_invalid_services_has_no_follow_on_errors(tmp_path):
    spec = TINY_SPEC.replace("services: []", "services: [mail, sheets, slack]") + (
        "      - id: note\n        kind: mail.deliver\n        from: A <a@example.org>\n        subject: Hi\n")
    with pytest.raises(InputError) as e:
        load_task(write_task(tmp_path / "slack", spec=spec))
    assert [p.field for p in e.value.problems] == ["services[2]"]


SHEETS_SEED = '{"title": "Claims", "sheets": [{"title": "Open", "rows": [["Claim", "Amount"], ["CLM-1", "10"]]}]}'


def with_changes(tmp_path: Path, services: str, changes: str, files: dict[str, str]) -> Path:
    """The tiny task using `services`, with `changes` (YAML list items) after its round-2 mutation."""
    task = write_task(tmp_path / "world", spec=TINY_SPEC.replace("services: []", f"services: [{services}]") + changes)
    for rel, text in files.items():
        (task / rel).parent.mkdir(parents=True, exist_ok=True)
        (task / rel).write_text(text)
    return task


def world_problems_of(task: Path) -> list[str]:
    with pytest.raises(InputError) as e:
        load_task(task)
    return [str(p).removeprefix(f"{task}/") for p in e.value.problems]


@pytest.mark.parametrize("seed, message", [
    ('{"title": "Claims", "sheets": [', "not valid JSON"),
    ('{"title": "Claims", "sheets": [{"rows": [1]}]}', "not a valid sheets seed"),
    ('["Claims"]', 'not a valid sheets seed: expected an object {"title": …, "sheets": '),
])
def test_bad_sheets_seed_names_the_file(tmp_path, seed, message):
    task = with_changes(tmp_path, "sheets", "", {"seed/sheets/claims.json": seed})
    (problem,) = world_problems_of(task)
    assert problem.startswith("seed/sheets/claims.json: error: ") and message in problem


def test_two_sheets_seeds_with_one_title(tmp_path):
    task = with_changes(tmp_path, "sheets", "", {"seed/sheets/a.json": SHEETS_SEED, "seed/sheets/b.json": SHEETS_SEED})
    assert world_problems_of(task) == ["seed/sheets: error: two seed spreadsheets are titled 'Claims'"]


def test_sheets_changes_ranges_and_titles(tmp_path):
    changes = """\
      - id: bad-range
        kind: sheets.set_values
        spreadsheet: Claims
        range: 'ZZ!!'
        values: [["1"]]
      - id: no-book
        kind: sheets.clear
        spreadsheet: No such
        range: A1
      - id: no-tab
        kind: sheets.append_rows
        spreadsheet: Claims
        range: Closed
        values: [["CLM-2"]]
      - id: add-tab
        kind: sheets.add_sheet
        spreadsheet: Claims
        title: Archive
      - id: use-tab
        kind: sheets.set_values
        spreadsheet: Claims
        range: "'archive'!A1:B2"
        values: [["CLM-1"]]
      - id: quoted-tab
        kind: sheets.clear
        spreadsheet: Claims
        range: "'Paid'!B2"
"""
    task = with_changes(tmp_path, "sheets", changes, {"seed/sheets/claims.json": SHEETS_SEED})
    assert world_problems_of(task) == [
        "task.yaml:22: error: rounds[1].mutations[1].range: Unable to parse range: ZZ!!",
        "task.yaml:26: error: rounds[1].mutations[2].spreadsheet: no spreadsheet titled 'No such' in seed/sheets "
        "(seeded: 'Claims')",
        "task.yaml:31: error: rounds[1].mutations[3].range: Unable to parse range: Closed",
        "task.yaml:45: error: rounds[1].mutations[6].range: no sheet 'Paid' in spreadsheet 'Claims' "
        "(sheets: 'Open', 'Archive')",
    ]


def test_sheets_changes_are_not_checked_against_a_broken_seed(tmp_path):
    changes = "      - id: no-book\n        kind: sheets.clear\n        spreadsheet: No such\n        range: A1\n"
    task = with_changes(tmp_path, "sheets", changes, {"seed/sheets/claims.json": "{"})
    (problem,) = world_problems_of(task)
    assert problem.startswith("seed/sheets/claims.json: error: not valid JSON")


MAIL_SEED = "seed:\n  mail:\n    accounts:\n      - {address: pat@example.org, name: Pat Example}\n"


def test_mail_changes_name_seeded_accounts_and_readable_messages(tmp_path):
    changes = """\
      - id: elsewhere
        kind: mail.flag
        account: kim@example.org
        message_id: <x@example.org>
        flags: ['\\Seen']
      - id: no-from
        kind: mail.deliver
        source: artifacts/no-from.eml
"""
    task = with_changes(tmp_path, "mail", changes, {"artifacts/no-from.eml": "Subject: hi\n\nbody\n"})
    spec = (task / "task.yaml").read_text().replace("rounds:\n", MAIL_SEED + "rounds:\n", 1)
    (task / "task.yaml").write_text(spec)
    assert world_problems_of(task) == [
        "task.yaml:25: error: rounds[1].mutations[1].account: no account 'kim@example.org' in seed.mail.accounts",
        "task.yaml:28: error: rounds[1].mutations[2]: artifacts/no-from.eml has no From header "
        "(is it an RFC 5322 message?)",
    ]


def test_calendar_files_and_added_events_parse(tmp_path):
    seed = ("seed:\n  calendar:\n    accounts:\n      - user: pat\n        calendars:\n"
            "          - {id: work, name: Work, files: [seed/calendar/work.ics]}\n")
    changes = """\
      - id: two-events
        kind: calendar.add
        account: pat
        calendar: work
        ics: "BEGIN:VCALENDAR\\nBEGIN:VEVENT\\nUID:a\\nDTSTART:20240116T090000Z\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:b\\nDTSTART:20240116T100000Z\\nEND:VEVENT\\nEND:VCALENDAR\\n"
"""
    ics = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART;TZID=Mars/Olympus:20240115T090000\nEND:VEVENT\nEND:VCALENDAR\n"
    task = with_changes(tmp_path, "calendar", changes, {"seed/calendar/work.ics": ics})
    (task / "task.yaml").write_text((task / "task.yaml").read_text().replace("rounds:\n", seed + "rounds:\n", 1))
    assert world_problems_of(task) == [
        "seed/calendar/work.ics: error: unknown TZID 'Mars/Olympus': not an IANA zone and no VTIMEZONE given",
        "task.yaml:29: error: rounds[1].mutations[1].ics: calendar.add takes the VEVENTs of exactly one UID, got 2",
    ]


def test_kb_changes_act_as_seeded_users(tmp_path):
    seed = '{"users": [{"id": "lea", "name": "Lea Braun"}]}'
    changes = ("      - id: by-ghost\n        kind: kb.archive\n        by: ghost\n        page: Home\n"
               "      - id: by-lea\n        kind: kb.archive\n        by: lea\n        page: Home\n")
    task = with_changes(tmp_path, "kb", changes, {"seed/kb/users.json": seed})
    assert world_problems_of(task) == [
        "task.yaml:21: error: rounds[1].mutations[1].by: no user labelled 'ghost' in seed/kb (users: 'lea', 'principal')"]
    (task / "seed/kb/users.json").write_text('{"users": [], "people": []}')
    assert world_problems_of(task) == ["seed/kb/users.json: error: expected an object with users, pages and databases"]


def test_bad_sheets_seed_stops_validate(tmp_path):
    task = with_changes(tmp_path, "sheets", "", {"seed/sheets/claims-register.json": '{"sheets": 3}'})
    result = clawmark("validate", str(task))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.startswith(f"{task}/seed/sheets/claims-register.json: error: not a valid sheets seed")
