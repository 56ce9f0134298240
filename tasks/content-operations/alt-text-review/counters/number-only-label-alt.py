"""Writes the bare catalogue number as the corrected alt of every image of text, without the
label's or poster's text (the style guide wants the essential text shown in the image)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["catalogue_numbers_read", "rows_monday", "harbour_lights_rows", "swapped_label_read"]
oracle.oracle.label_alt = {k: v.split()[-1] for k, v in oracle.LABEL_ALT.items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
