"""Copies Ridgeway's ACR figures as printed, in mg/g, as if they were mg/mmol: two of Elmfield's
referrals look like albuminuria (ACR 70 or more) and are triaged Soon instead of Routine."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ridgeway_acr_converted_to_mg_per_mmol", "backlog_categories"]
oracle.MG_PER_G = set()
round_1, round_2 = oracle.round_1, oracle.round_2
