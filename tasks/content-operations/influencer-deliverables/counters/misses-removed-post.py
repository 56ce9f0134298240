"""Never notices that DL-15's post was taken down (the re-synced proof reads 'Post unavailable'):
it stays approved and paid."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["removed_post_held", "no_failing_deliverable_approved", "payments_sheet_final", "payment_run_sent_to_finance"]
read = oracle.read_proof


def remembered(data):
    proof = read(data)
    if not proof.live:  # the removed DL-15: keep the first reading
        return oracle.Proof("25 Nov 2026", "#ad #serumtest #honestreview", "Lumen & Moss Dew Serum 30 ml", True)
    return proof


oracle.read_proof = remembered
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
