"""Trusts its day-1 reading of DL-12 and never re-reads the re-synced proof: the caption edited
to drop #ad stays approved and paid."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["edited_caption_held", "no_failing_deliverable_approved", "payments_sheet_final", "payment_run_sent_to_finance"]
_first = {}
read = oracle.read_proof


def remembered(data):
    proof = read(data)
    if proof.tags.startswith("#poreclear"):  # the edited DL-12: keep the first reading
        return oracle.Proof("26 Nov 2026", "#ad #poreclear #maskmonday", proof.product, True)
    return proof


oracle.read_proof = remembered
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
