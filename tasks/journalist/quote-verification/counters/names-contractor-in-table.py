"""Fills the new rows' Speaker from the notes pages: Q26's Speaker names the contractor."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["anonymous_name_stays_on_notes_page"]
add = oracle.add_new_rows


def named(kit, path, version):
    added = add(kit, path, version)
    row = kit.kb.row("Quote checks", "Q26")
    kit.kb.update(row, {"Speaker": "Dariusz Kowal (contractor)"})
    return added


oracle.add_new_rows = named
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
