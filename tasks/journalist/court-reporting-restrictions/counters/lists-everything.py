"""Sends the editor every story with its status instead of the cleared ones only."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, page_title, value

oracle = task_oracle(__file__)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
EXPECT_FAIL = ["publication_list_names_the_cleared_stories"]


def round_4(ctx):
    kit = Kit(ctx, name="Harwick Courier legal desk")
    r = oracle.check_all(kit)
    n = sum(v == "Cleared" for v in r.values())
    lines = "".join(f"{s}  {v}\n" for s, v in sorted(r.items()))
    kit.mail.send(kit.mail.reply(kit.mail.find("<publication-list@harwickcourier.example>"),
                                 f"Maeve,\n\n{n} court stories are cleared. All of them:\n\n{lines}\nLegal desk\n"))
    return "Day 4: everything listed."
