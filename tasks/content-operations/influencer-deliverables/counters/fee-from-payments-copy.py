"""Takes the fee from the Payments tab's Fee EUR copy instead of the contract table: DL-07 is paid
the pre-addendum 1,200."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amended_fee_approved", "payments_sheet_final", "payment_run_sent_to_finance"]
read_contracts = oracle.contracts


def with_sheet_fees(kit):
    deals = read_contracts(kit)
    for r in kit.sheets.open(oracle.BOOK).rows("Payments!A1:G21"):
        deals[r["Deliverable"]]["fee"] = int(str(r["Fee EUR"]).replace(",", ""))
    return deals


oracle.contracts = with_sheet_fees
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
