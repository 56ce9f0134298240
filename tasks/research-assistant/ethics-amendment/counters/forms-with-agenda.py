"""Attaches the December items' consent forms to the agenda, the held AM-25-112's too."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["completed_form_stays_in"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    done = oracle.round_3(ctx)
    kit = Kit(ctx, name="UREC office")
    members = [oracle.value(m, "Email") for m in kit.kb.rows("Committee members")]
    forms = [(f"{ref}-consent-form.pdf", kit.fs.read_bytes(f"submissions/{ref}/consent-form.pdf"), "application/pdf")
             for ref in ("AM-25-103", "AM-25-112")]
    kit.mail.send(kit.mail.compose(members, "Consent forms for the December meeting", "Dear members,\n\nthe consent forms.\n",
                                   attachments=forms))
    return done
