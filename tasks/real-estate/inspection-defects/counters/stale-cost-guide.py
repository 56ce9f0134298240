"""Misses the silent revision of cost-guide.csv on day 2: prices every tag with Monday's unit
costs, so T-02, T-07 and T-10 and the client's total keep the old figures."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["repriced_by_the_revised_guide", "client_summary_day2"]
read_guide = oracle.cost_guide
MONDAY = {"ROOF-SHINGLE": "420", "PLMB-TRAP-LEAK": "210", "SMOKE-ALARM": "60"}


def mondays_guide(kit):
    guide = read_guide(kit)
    for code, cost in MONDAY.items():
        guide[code]["unit_cost_usd"] = cost
    return guide


oracle.cost_guide = mondays_guide
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
