"""Sets the statuses but never corrects Certificate ID / Cert expiry from the scans."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["certificate_columns_follow_the_scans", "nordlicht_renewal_filed_and_applied", "wrong_model_renewal_not_accepted",
               "statuses_on_day_three", "final_listings_and_register"]


def update_listings(kit, st):
    book = kit.sheets.open(oracle.BOOK)
    book.update(f"Listings!J2:J{len(st) + 1}", [["Paused" if oracle.paused(f) else "Active"] for _, (r, f, c) in st.items()], raw=True)


oracle.update_listings = update_listings
