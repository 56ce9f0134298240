"""Ends each cue when its speech ends: no 0.5 s hold (the reading-speed minimum still applies)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cues_end_by_the_style_guide", "ends_respect_the_new_reading_speed"]
oracle.SPEECH = {cut: [(onset, end - 0.5) for onset, end in spans] for cut, spans in oracle.SPEECH.items()}
round_1, round_2 = oracle.round_1, oracle.round_2
