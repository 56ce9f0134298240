"""Never opens the photo Helena attached on day 2: keeps calls on her board day (Tue 21 Oct) and
never learns of her 07:30 start on Thu 30 Oct, so Chen Wei stays unbooked."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["calls_follow_helenas_note", "chen_booked_in_the_early_thursday", "every_call_still_fits",
               "calls_clear_of_the_new_review", "every_leader_confirmed"]
keep_calls = oracle.keep_calls


def without_note(kit, note, people=None):
    return keep_calls(kit, False, people)  # the one wrong thing


oracle.keep_calls = without_note


def round_5(ctx):
    try:
        return oracle.round_5(ctx)
    except LookupError:
        return "Chen has no call to confirm."


round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
