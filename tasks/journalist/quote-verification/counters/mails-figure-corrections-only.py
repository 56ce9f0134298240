"""Mails Sam only the corrections that carry a figure the draft got wrong (Q01, Q06, Q21): the
dropped 'not' of Q05 and the notes' three boil notices of Q24 never reach him."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrections_mailed"]
send = oracle.mail_corrections


def figures_only(kit, corrections, subject):
    send(kit, [(q, said) for q, said in corrections if q not in ("Q05", "Q24")], subject)


oracle.mail_corrections = figures_only
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
