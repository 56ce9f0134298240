"""Forwards Marlow's request to compliance but ignores the look-alike co-lender's mail."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lookalike_request_to_compliance"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.REQUESTS = ["<marlow-asks@marlowpack.example>"]
