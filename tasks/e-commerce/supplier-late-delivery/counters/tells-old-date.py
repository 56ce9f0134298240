"""After day 1, mails the customers whose date changed but states the date they had before (the
stale one) instead of the new one."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["partial_customers_notified", "portal_move_customers_notified", "freed_units_go_to_the_next_order"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_notify = oracle.notify

oracle.notify = lambda kit, changed: _notify(kit, [(r, oracle.iso(r["New ship date"]) if str(r["New ship date"] or "").strip() else out, offer)
                                                    for r, out, offer in changed])
