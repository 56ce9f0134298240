"""Sends every applicant a screening notice on day 1, the approvable ones 'Recommendation: Approve'."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["screening_notices_day1"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    out = oracle.round_1(ctx)
    kit = Kit(ctx, name="DAC secretariat")
    for r in kit.sheets.open(oracle.BOOK).rows(f"{oracle.TAB}!A1:N100"):
        if r["Recommendation"] == "Approve":
            kit.mail.send(kit.mail.compose(str(r["Email"]), f"Data access request {r['Request ID']}: screening outcome",
                                           f"Request {r['Request ID']}\nRecommendation: Approve\n\nDAC secretariat\n"))
    return out
