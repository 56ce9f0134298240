"""Sends a summary with the right total (16) and both final manifests, but never says Tokyo's shipment
is held: Tokyo's six are said to 'go separately later'."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["shipping_summary_to_pi"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = oracle.day(ctx)
    files = [kit.fs.path(f"manifests/{s}.csv") for s in ("SHP-2612-BOS", "SHP-2612-MEL")]
    kit.mail.send(kit.mail.compose(oracle.PI, "December shipments - shipping summary",
                                   "Margit,\n\n16 aliquots leave the biobank: SHP-2612-BOS (12) and SHP-2612-MEL (4). "
                                   "Tokyo's 6 go separately later.\n\nThe final manifests are attached.\n\nShipping desk\n",
                                   attachments=files))
    return "summary sent"
