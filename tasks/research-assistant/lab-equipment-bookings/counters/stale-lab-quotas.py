"""Reads the Labs table on Monday only: misses finance's silent correction of FAI's quota to 16 h."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day2_fai_quota_corrected", "day2_every_request_decided"]
read, first = oracle.quotas, []


def monday_quotas(kit):
    if not first:
        first.append(read(kit))
    return first[0]


oracle.quotas = monday_quotas
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
