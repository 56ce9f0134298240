"""Never re-reads portal/: keeps Kessler's old lead time for SUB-029 after the export is replaced."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["portal_lead_time_followed", "raid_risks_day2", "raid_risks_day3", "raid_risks_day4",
               "order_by_items_on_the_calendar", "lookahead_report_to_renata", "at_risk_items_on_the_meeting_agenda", "final_log"]
_read = oracle.portal_leads
# the export as seeded: SUB-029 at 25 business days, whatever the file says now
oracle.portal_leads = lambda kit: {**_read(kit), "SUB-029": 25}
