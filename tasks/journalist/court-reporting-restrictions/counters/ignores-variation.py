"""Never applies the sealed variation of RRO-26-047: CS-06 (the defendant named) stays held."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["discharged_order_clears_the_named_defendant", "publication_list_names_the_cleared_stories",
               "publication_list_states_the_count"]
oracle.VARIATION = ("<no-such-variation@harwickcrowncourt.example>", "RRO-26-047")


def round_2(ctx):
    return oracle.check_all(oracle.Kit(ctx, name="Harwick Courier legal desk")) and "Day 2 without the variation."
