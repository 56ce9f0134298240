"""Adds the revised CR-213 as a new row (Referred at 10,400) and leaves the old row Approved."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revised_quote_reassessed", "day_3_statuses_and_budget", "nothing_approved_beyond_authority"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4
oracle.REVISIONS = {}


def round_3(ctx):
    done = oracle.round_3(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    book = kit.sheets.open(oracle.BOOK)
    book.append("Change log", [["CR-213", "EDI mapping for two suppliers (revised)", "Integration",
                                "lucia.ferraz@corvid.example", "Q-2416-R1", "Referred", 10400]])
    kit.mail.send(kit.mail.compose("lucia.ferraz@corvid.example", "CR-213 referred",
                                   "Lucia, CR-213's revised quote (10,400) is over the limit: Referred.\n"))
    return done
