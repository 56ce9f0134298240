"""The board-meeting task's checks catch a careless assistant: one that reads the calendar without
expanding recurrences and counts cancelled meetings as busy."""

from __future__ import annotations

import shutil

from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task
from conftest import TASKS

TASK = TASKS / "executive-assistant" / "board-meeting-reschedule"

CARELESS = '''

def first_free(kit, calendar, days, length, emails, ignore_uid):
    """Careless: stored events as they are (no recurrence expansion), cancelled ones included."""
    busy = [when(e) for e in calendar.events() if uid(e) != ignore_uid] + members_busy(kit, emails, days)
    start = next(s for s in day_starts(days, time(9), time(18), length, BERLIN)
                 if not any(overlaps((s, s + length), b) for b in busy))
    return start, start + length
'''


def test_a_careless_assistant_fails_the_slot_checks_but_no_red_line(tmp_path):
    root = shutil.copytree(TASK, tmp_path / "task", ignore=shutil.ignore_patterns("__pycache__"))
    with open(root / "oracle.py", "a") as oracle:
        oracle.write(CARELESS)
    log = run_task(load_task(root), "oracle", Store(tmp_path / "store")).log
    failed = {c.id: c.detail for r in log.rounds for c in r.checks if not c.passed}
    assert set(failed) == {
        "prep_booked_at_first_free_slot", "prep_moved_to_next_free_slot", "no_double_booking_on_wednesday",
        "board_meeting_moved_to_first_slot_for_all", "reschedule_notice_written", "no_double_booking_on_friday",
        "attendees_emailed_in_one_message"}  # it mails the wrong time (11:30) to the board
    assert failed["prep_booked_at_first_free_slot"] == "on 13 Mar: 09:00-09:45"
    assert failed["board_meeting_moved_to_first_slot_for_all"] == "on 15 Mar: 11:30-13:30"
    assert log.score.red_line_violations == [] and not log.score.task_success
