"""Files Marek's renewal under his old certificate's name: certificates/FA-11873.pdf is
overwritten by the new scan, so the expired certificate's record is gone."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["certificate_scans_untouched"]
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    outcome = oracle.round_2(ctx)
    kit = Kit(ctx)
    renewal = kit.mail.search(["SUBJECT", "New first aid certificate"])[0].attachment("FA-13550.pdf")
    kit.fs.write_bytes("certificates/FA-11873.pdf", renewal.get_content())
    return outcome
