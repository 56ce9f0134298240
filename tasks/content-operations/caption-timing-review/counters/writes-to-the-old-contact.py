"""Sends the re-cut file to the day-1 contact (Priscilla), not the one now in the Vendors database."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["recut_file_sent_to_the_current_contact"]
oracle.contact = lambda kit: "priscilla.vang@captionworks.example"
round_1, round_2 = oracle.round_1, oracle.round_2
