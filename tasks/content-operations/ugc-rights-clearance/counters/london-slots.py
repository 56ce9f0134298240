"""Books the reposts at the planned slot read as the desk's London time, not New York time."""
from datetime import datetime
from zoneinfo import ZoneInfo
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["calendar_day1", "brand_rule_calendar", "moved_slot_followed", "final_batch"]
oracle.slot = lambda text: datetime.strptime(str(text).strip().lstrip("'"), "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo("Europe/London"))
