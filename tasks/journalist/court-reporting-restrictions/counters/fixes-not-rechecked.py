"""Once a story needs changes it stays so: the discharged order (CS-06) and the fixed drafts CS-02 and CS-03 are never cleared."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["discharged_order_clears_the_named_defendant", "fixed_drafts_cleared",
               "publication_list_names_the_cleared_stories", "publication_list_states_the_count"]
oracle.KEEP = ("Needs changes",)
