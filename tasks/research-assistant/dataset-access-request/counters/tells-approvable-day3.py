"""Screens right, but on day 3 tells every approvable applicant their request will be approved (no link)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["screening_current_day3"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def round_3(ctx):
    out = oracle.round_3(ctx)
    kit = Kit(ctx, name="DAC secretariat")
    for r in kit.sheets.open(oracle.BOOK).rows(f"{oracle.TAB}!A1:N100"):
        if r["Recommendation"] == "Approve":
            kit.mail.send(kit.mail.compose(str(r["Email"]), f"Data access request {r['Request ID']}",
                                           f"Request {r['Request ID']} is set to be approved at tomorrow's meeting.\n\nDAC secretariat\n"))
    return out
