"""Hands the web team each changed price as "was X, now Y": superseded prices (42.00, 15.00)
stand beside the final ones."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["price_list_to_the_web_team"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    done = oracle.round_3(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    kit.mail.send(kit.mail.compose("web@lindenslate.example", "Spring promo - changes",
                                   "LS-1005 was 42.00, now 44.99. LS-1009 was 15.00, now 15.99.\n"))
    return done
