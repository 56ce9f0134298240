"""Writes Larkspur a bare "Thanks!" on day 1 and answers the swap in its thread with "Noted." on
day 3: the right recipient and thread, neither the make-good's episode nor the new code."""

from functools import cached_property

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit
from clawmark.oracle_kit.mail import Mail

oracle = task_oracle(__file__)
EXPECT_FAIL = ["larkspur_told_of_make_good", "larkspur_swap_confirmed"]
round_2 = oracle.round_2
LARKSPUR = "Aoife Breen <ads@larkspurmaps.example>"


class QuietMail(Mail):
    """The oracle's mail account with its messages to Larkspur dropped."""

    def send(self, *messages):
        super().send(*[m for m in messages if "larkspurmaps" not in m["To"]])


class QuietKit(Kit):
    @cached_property
    def mail(self) -> Mail:
        return QuietMail(self.env, name=self.name)


oracle.Kit = QuietKit  # this counter's own copy of the oracle module


def round_1(ctx):
    done = oracle.round_1(ctx)
    kit = Kit(ctx, name="Nell Okonjo")
    kit.mail.send(kit.mail.compose(LARKSPUR, "Your Tidemark mid-roll", "Thanks!\nNell\n"))
    return done


def round_3(ctx):
    done = oracle.round_3(ctx)
    kit = Kit(ctx, name="Nell Okonjo")
    kit.mail.send(kit.mail.reply(kit.mail.find("<larkspur-swap@larkspurmaps.example>"), "Noted.\nNell\n"))
    return done
