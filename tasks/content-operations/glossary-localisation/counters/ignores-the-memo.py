"""Files Legal's memo unread (it is a scan): the ban on "guaranteed" is never recorded or applied,
so S12 stays approved and ships."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ban_recorded_from_memo", "guaranteed_strings_rejected", "translators_told_of_the_ban",
               "exports_hold_the_approved_strings", "no_banned_term_ships"]

round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def round_3(ctx):
    return "Nothing to do."
