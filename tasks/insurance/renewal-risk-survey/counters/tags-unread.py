"""Does not open the tag photos: a location whose inspection is only on a photo gets no credit."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["inspection_tags_in_photos"]
real = oracle.inspected
oracle.inspected = lambda cell: None if str(cell or "").startswith("see ") else real(cell)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
