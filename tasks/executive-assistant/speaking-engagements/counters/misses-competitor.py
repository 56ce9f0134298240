"""Reads the competitor list once, on day 1: Brightline Insight's event stays accepted."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = [
    "no_acceptance_breaks_policy",
    "brightline_engagement_withdrawn",
    "earliest_december_hold_promoted",
    "summary_states_charity_total",
    "final_pipeline_and_calendar",
]
oracle.competitors = lambda kit: {"helix metrics", "quorant analytics", "datavale"}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
