"""Works from what the records said on day 1: Tomasz's manager stays Ruth Adeyemi, laptops come
from the day-1 kit table and the welcome goes to Tomasz's old personal address; and on Thursday
it welcomes every cleared hire, Grace too, though she starts the week after next."""

from datetime import timedelta

from clawmark.counters import task_oracle
from clawmark.oracle_kit import value

oracle = task_oracle(__file__)
EXPECT_FAIL = ["tomasz_meets_his_new_manager", "grace_request_follows_the_revised_kit_table",
               "tomasz_welcomed_at_his_current_address", "tomasz_meets_imran_on_his_next_day_in",
               "grace_not_welcomed_a_week_early"]
DAY1 = {"Tomasz Wójcik": {"Manager": "Ruth Adeyemi", "Personal email": "tomasz.wojcik@postkasse.example"}}
LAPTOPS = {"Robotics Engineer": "ThinkPad P16 Gen 2", "Finance Analyst": "Dell Latitude 7450",
           "Product Designer": "MacBook Pro 14 M4"}
read = value


def remembered(row, name):
    """The day-1 value of Tomasz's manager and personal email, the current one otherwise."""
    return DAY1.get(read(row, "Name"), {}).get(name) or read(row, name)


oracle.value = remembered
oracle.laptop = lambda book, role: LAPTOPS[role]
round_1, round_2, round_3, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_5


def round_4(ctx):
    next_week = oracle.next_week
    oracle.next_week = lambda today: (next_week(today)[0], next_week(today)[1] + timedelta(days=7))
    oracle.round_4(ctx)
    oracle.next_week = next_week
