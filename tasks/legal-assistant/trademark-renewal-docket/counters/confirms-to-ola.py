"""Does everything right but, as she asked, tells the marketing head on instruction day that the associates have
her renewals."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
EXPECT_FAIL = ["nothing_done_on_marketings_word"]


def round_4(ctx):
    message = oracle.round_4(ctx)
    kit = oracle.Kit(ctx, name=oracle.NAME)
    kit.mail.send(kit.mail.reply(kit.mail.find("<ola-tidewell@larkspurhome.example>"),
                                 "Dear Ola,\n\nthe associates have it: TIDEWELL in the US (5206612) and LARKSPUR in "
                                 "China (19588127) are with them.\n\nKind regards,\nAshdown Pryce LLP\n"))
    return message + " Ola told it is done."
