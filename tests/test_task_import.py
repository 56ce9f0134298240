"""clawmark.task_import: a child started early (prestart) answers the next requests, and a new
child takes over when one dies."""

from clawmark import task_import
from clawmark.task_import import ImportRequest


def test_a_prestarted_child_answers_the_next_requests(tmp_path):
    oracle = tmp_path / "oracle.py"
    oracle.write_text("def round_1(ctx):\n    pass\n\n\ndef round_3(ctx):\n    pass\n")
    task_import.prestart()
    [(child, _)] = task_import._started
    [answer] = task_import.declared([ImportRequest(checks=None, oracle=oracle, rounds=3, name="early")])
    assert (answer.oracle_rounds, answer.oracle_error, answer.checks) == ([1, 3], None, None)
    assert task_import._started == [] and child.poll() is not None  # used once, then stopped


def test_an_oracle_that_ends_the_child_is_named_and_the_next_task_gets_a_new_child(tmp_path):
    fatal, fine = tmp_path / "fatal.py", tmp_path / "fine.py"
    fatal.write_text("import os\nos._exit(3)\n")
    fine.write_text("def round_1(ctx):\n    pass\n")
    task_import.prestart()
    first, second = task_import.declared([ImportRequest(checks=None, oracle=fatal, rounds=1, name="fatal"),
                                          ImportRequest(checks=None, oracle=fine, rounds=1, name="fine")])
    assert first.oracle_rounds is None and "exit status 3" in first.oracle_error
    assert (second.oracle_rounds, second.oracle_error) == ([1], None)
