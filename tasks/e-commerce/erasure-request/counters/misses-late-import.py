"""Day 2 handles only what was announced (the guest orders under the former email) and never
re-reads the sheet for the requester's Customer ID: the silently imported FH-25-0307 keeps her
contact data."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_import_erased"]
erase_orders = oracle.erase_orders


def day_2_guest_orders_only(kit, today, emails, customers):
    return erase_orders(kit, today, emails - {oracle.EMAIL}, set())


round_1 = oracle.round_1


def round_2(ctx):
    oracle.erase_orders = day_2_guest_orders_only
    return oracle.round_2(ctx)
