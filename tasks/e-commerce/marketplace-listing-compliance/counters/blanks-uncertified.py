"""Blanks the Status of listings with no valid certificate instead of setting Paused: the feed
publishes a blank Status like Active (HANDBOOK.md)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["statuses_after_the_audit", "no_listing_active_without_a_valid_certificate", "statuses_on_day_two",
               "final_listings_and_register"]


def update_listings(kit, st):
    values = []
    for sku, (r, f, counts) in st.items():
        status = "" if f in ("MODEL", "WITHDRAWN", "EXPIRED") else "Paused" if oracle.paused(f) else "Active"
        values.append([counts[0], counts[1].isoformat(), status] if counts else ["", "", status])
    kit.sheets.open(oracle.BOOK).update(f"Listings!H2:J{len(values) + 1}", values, raw=True)


oracle.update_listings = update_listings
