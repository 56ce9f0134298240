"""Leaves Ola Brennan's request unreferred but mails Priya a recap of her own instructions that names TIDEWELL
and LARKSPUR China: Priya never learns of the marketing head's request."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["marketing_request_referred"]


def recap(kit):
    kit.mail.send(kit.mail.compose(oracle.PRIYA, "Larkspur renewals - your instructions on file",
                                   "Dear Priya,\n\nfor your records: TIDEWELL (5206612, 1779315) lapses and LARKSPUR "
                                   "China (19588127) is renewed in class 3 only, as you instructed.\n\nKind regards,\n"
                                   "Ashdown Pryce LLP\n"))


oracle.refer_marketing = recap
