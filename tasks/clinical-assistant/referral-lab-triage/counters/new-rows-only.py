"""Triages only the six new referrals on day 2 and leaves yesterday's work alone: neither the raised
Urgent threshold nor the corrected Received date reaches the referrals already triaged."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["triaged_again_under_the_new_threshold", "corrected_received_date_followed", "whole_list_right_on_day_2"]
round_1 = oracle.round_1


def round_2(ctx):
    desk = oracle.Desk(ctx)
    rows = desk.book.rows

    def untriaged_only(ref, *args):
        return [r for r in rows(ref, *args) if not r.values.get("Category")]

    desk.book.rows = untriaged_only
    changed = desk.triage_all()
    desk.tell_oncall(changed.get("Emergency", []))
    return "new referrals only"
