"""Instead of one mail per story to its reporter, sends all four reporters one digest a day of every held story."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, page_title, value

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reporters_told_of_each_story", "reporter_told_of_the_new_order", "reporter_told_of_the_edit"]
oracle.TELL_REPORTERS = False
REPORTERS = ["tom.ashby@harwickcourier.example", "priya.nandra@harwickcourier.example",
             "gareth.lowe@harwickcourier.example", "sian.petrie@harwickcourier.example"]


def digest(round_fn):
    def run(ctx):
        done = round_fn(ctx)
        kit = Kit(ctx, name="Harwick Courier legal desk")
        held = [(page_title(r), value(r, "Status"), value(r, "Legal note")) for r in kit.kb.rows(oracle.DB)
                if value(r, "Status") != "Cleared"]
        held.sort()
        kit.mail.send(kit.mail.compose(REPORTERS, "Legal check: " + ", ".join(s for s, _, _ in held),
                                       "Hello all,\n\n" + "".join(f"{s}: {st} - {n}\n" for s, st, n in held)
                                       + "\nLegal desk\n"))
        return done + " One digest to all reporters."
    return run


round_1, round_2, round_3, round_4 = (digest(f) for f in (oracle.round_1, oracle.round_2, oracle.round_3,
                                                          oracle.round_4))
