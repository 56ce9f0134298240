"""Sends the right batch as finance/batch-week48.csv, not the handbook's refund-batch-<date>.csv."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["refund_batch_to_finance"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_write = None


def round_4(ctx):
    from clawmark.oracle_kit import Kit
    kit = Kit(ctx, name="Lichtwerk returns desk")
    fs = kit.fs.__class__
    write, path = fs.write_csv, fs.path
    fs.write_csv = lambda self, p, lines, *a, **k: write(self, p.replace("refund-batch-2026-12-03", "batch-week48"), lines, *a, **k)
    fs.path = lambda self, p, *a, **k: path(self, p.replace("refund-batch-2026-12-03", "batch-week48"), *a, **k)
    try:
        return oracle.round_4(ctx)
    finally:
        fs.write_csv, fs.path = write, path
