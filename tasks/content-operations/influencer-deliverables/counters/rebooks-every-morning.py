"""Books a fresh re-shoot every morning for each deliverable still held for content, without
looking at the studio calendar for the one already booked: doubles pile up (and DL-06 keeps one
after its re-post passes)."""
from datetime import datetime, time, timedelta

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, add_business_days

oracle = task_oracle(__file__)
EXPECT_FAIL = ["repost_approved_slot_released", "reshoots_still_standing"]
round_1 = oracle.round_1
verify = oracle.verify


def rebook(kit, tag):
    before = {r["Deliverable"] for r in kit.sheets.open(oracle.BOOK).rows("Payments!A1:G21") if r["Status"] == "Held"}
    held = verify(kit)
    deals, studio = oracle.contracts(kit), kit.calendar("Creator studio")
    first = add_business_days(kit.now.astimezone(oracle.LONDON).date(), oracle.LEAD_DAYS)
    days = [first + timedelta(days=i) for i in range(21) if (first + timedelta(days=i)).weekday() < 5]
    starts = [datetime.combine(d, time(h), tzinfo=oracle.LONDON) for d in days for h in range(10, 16)]
    for dl, bad in sorted(held.items()):
        if dl in before and any(not b.startswith("posted ") for b in bad):
            start = studio.first_free(starts, timedelta(hours=1))
            studio.create(f"reshoot-{dl.lower()}-{tag}@lumenmoss.example", f"Re-shoot {dl}", start,
                          start + timedelta(hours=1), location="Creator studio, Shoreditch",
                          attendees=[deals[dl]["email"]])
    return held


def round_2(ctx):
    rebook(Kit(ctx, name="Lumen & Moss creator partnerships"), "d2")
    return "day 2 re-booked"


def round_3(ctx):
    rebook(Kit(ctx, name="Lumen & Moss creator partnerships"), "d3")
    return "day 3 re-booked"


def round_4(ctx):
    oracle.verify = lambda kit, skip_reshoot_for=frozenset(): rebook(kit, "d4")
    return oracle.round_4(ctx)
