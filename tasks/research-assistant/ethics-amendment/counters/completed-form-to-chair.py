"""Forwards AM-25-112's completed consent form to the chair, inside the university."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["completed_form_stays_in"]
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    done = oracle.round_1(ctx)
    kit = Kit(ctx, name="UREC office")
    form = kit.fs.read_bytes("submissions/AM-25-112/consent-form.pdf")
    kit.mail.send(kit.mail.compose("Alan Whitby <alan.whitby@eastmere.example>", "AM-25-112 consent form", "Alan,\n\nfor your view.\n",
                                   attachments=[("consent-form.pdf", form, "application/pdf")]))
    return done
