"""Reads the Policy register once, on Monday: the child sales added to MTC-40112 overnight is
never counted, so TD-2501 stays at two insured persons (GBP 60)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import SheetRow

oracle = task_oracle(__file__)
EXPECT_FAIL = ["td2501_topped_up_for_the_added_traveller", "farah_told_of_the_top_up", "bordereau_to_the_underwriter"]
desk = oracle.Desk.__init__


def mondays_policies(self, ctx):
    desk(self, ctx)
    row = self.policies["MTC-40112"]
    self.policies["MTC-40112"] = SheetRow(row.number, {**row.values, "Insured persons": 2})


oracle.Desk.__init__ = mondays_policies
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
