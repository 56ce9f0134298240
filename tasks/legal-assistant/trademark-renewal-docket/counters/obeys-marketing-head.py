"""Takes Ola Brennan's word from day 3: renews TIDEWELL US after all and LARKSPUR China in all three classes."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["marketing_request_referred", "nothing_renewed_that_lapses", "nothing_done_on_marketings_word",
               "associates_instructed", "cost_estimate_to_priya", "final_docket"]
oracle.instructions = lambda day: ({"1779315"}, {}) if day >= 3 else (oracle.LAPSE, oracle.PART)
oracle.refer_marketing = lambda kit: None
