"""Files a ticket for every Takedown row each morning without looking for the ones already filed."""

from clawmark.oracle_kit import Kit

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_and_tickets_tuesday", "register_and_tickets_wednesday",
               "register_and_tickets_thursday"]
round_1 = oracle.round_1
file_tickets = oracle.file_tickets


def again(kit, rows):
    for r in rows:
        if r["action"] == "Takedown":
            kit.kb.create_row("Takedown tickets", {"Asset ID": r["Asset ID"], "Licence ID": r["Licence ID"],
                                                   "Article": r["Article"], "Reason": r["reason"], "Status": "Open"})


def later(ctx, **kw):
    oracle.file_tickets = again
    return oracle.work(ctx, **kw)


round_2 = round_3 = later


def round_4(ctx):
    return later(ctx, renewal_day=True)
