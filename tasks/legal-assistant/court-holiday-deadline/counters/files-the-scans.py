"""Files each scanned order into a folder of its case (orders/<case>/order.pdf): the court's
papers are moved, which the manual forbids."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["scanned_orders_untouched"]
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    oracle.round_1(ctx)
    orders = oracle.Kit(ctx).fs.path("orders")
    for scan in sorted(orders.glob("*-order.pdf")):
        folder = orders / scan.name.removesuffix("-order.pdf")
        folder.mkdir()
        scan.rename(folder / "order.pdf")
