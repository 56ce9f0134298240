"""Lists the right stories but states Monday's count of cleared stories."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, page_title, value

oracle = task_oracle(__file__)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
EXPECT_FAIL = ["publication_list_states_the_count"]


def round_4(ctx):
    kit = Kit(ctx, name="Harwick Courier legal desk")
    r = oracle.check_all(kit)
    heads = {page_title(p): value(p, "Headline") for p in kit.kb.rows(oracle.DB)}
    lines = "".join(f"{s}  {heads[s]}\n" for s, v in sorted(r.items()) if v == "Cleared")
    kit.mail.send(kit.mail.reply(kit.mail.find("<publication-list@harwickcourier.example>"),
                                 f"Maeve,\n\n12 court stories are cleared for publication:\n\n{lines}\nLegal desk\n"))
    return "Day 4: the list with Monday's count."
