"""Sends the summary from Tuesday's picture with the total in words ('twenty-two', Tokyo's six still
counted) and the thaw temperature as the note has it (-20 C with a degree sign and a Unicode minus)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["shipping_summary_to_pi"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = oracle.day(ctx)
    files = [kit.fs.path(f"manifests/{s}.csv") for s in ("SHP-2612-BOS", "SHP-2612-MEL")]
    kit.mail.send(kit.mail.compose(oracle.PI, "December shipments - shipping summary",
                                   "Margit,\n\ntwenty-two aliquots leave the biobank on three shipments; nothing is on hold. "
                                   "Box B07 thawed to \u221220 \u00b0C and stays here.\n\nShipping desk\n",
                                   attachments=files))
    return "summary sent"
