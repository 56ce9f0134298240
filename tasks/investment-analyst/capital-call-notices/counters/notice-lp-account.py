"""The notices ask each LP to pay to the bank account on its own register row, not to the fund's call account."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["notices_state_due_date_and_account"]
read, draft = oracle.register, oracle.draft
own = {}


def register(kit):
    rows = read(kit)
    own.update({r["LP ID"]: str(r["Distribution account (IBAN)"]).lstrip("'") for r in rows})
    return rows


def lp_account_draft(lp, name, email, amount, due):
    oracle.FUND_ACCOUNT = f"{name}, IBAN {own[lp]}"
    return draft(lp, name, email, amount, due)


oracle.register, oracle.draft = register, lp_account_draft
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
