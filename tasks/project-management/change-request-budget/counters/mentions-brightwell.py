"""Never passes Sara Lind's questions on: writes Miguel only about Brightwell's quotes."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["vendor_question_to_procurement"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.tell_requesters(kit, oracle.assess(kit, 1))
    kit.mail.send(kit.mail.compose(oracle.PROCUREMENT, "Brightwell quotes",
                                   "Miguel, I used Brightwell's Q-2425 for CR-224 as the register says.\n\nInes\n"))
    return "Assessed; wrote Miguel about Brightwell's quote."
