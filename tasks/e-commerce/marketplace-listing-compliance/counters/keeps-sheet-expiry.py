"""Takes the expiry dates typed into the listings sheet over the scans: KA-CoC-2307 to 2027-12-17, BW-LVD-3340 to 2027-11-29."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["statuses_after_the_audit", "certificate_columns_follow_the_scans", "register_after_the_audit", "suppliers_chased",
               "no_listing_active_without_a_valid_certificate"]
oracle.SCANNED["KA-CoC-2307"] = (oracle.SCANNED["KA-CoC-2307"][0], "2027-12-17")
oracle.SCANNED["BW-LVD-3340"] = (oracle.SCANNED["BW-LVD-3340"][0], "2027-11-29")
