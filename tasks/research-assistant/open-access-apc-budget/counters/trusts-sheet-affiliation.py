"""Takes the sheet's submitter (a Harrowgate address) for the corresponding author and never reads
the scanned first pages: the four requests whose corresponding author is elsewhere are paid."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["affiliation_from_the_first_pages", "decisions_recorded_day1", "decisions_recorded_day2",
               "decisions_recorded_day3", "payment_run_file"]
oracle.affiliation = lambda kit, rid: oracle.HU if kit.fs.glob(f"manuscripts/{rid}.pdf") else None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
