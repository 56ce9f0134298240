"""Moves Boston's pick-up after the closure and mails Boston, but never says when it now goes: the
day-4 mail to Boston carries the manifest and no date."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["boston_pickup_follows_closure"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
BOS = "n.kerr@harborpoint.example"


class DatelessKit(Kit):
    @property
    def mail(self):
        mail = Kit.mail.__get__(self)  # the cached Mail
        compose = type(mail).compose

        def dateless(to, subject, text, **kw):
            if BOS in str(to):
                text = "Dear colleagues,\n\nthe pick-up of SHP-2612-BOS has moved; the manifest is attached.\n\nBiobank shipping desk\n"
            return compose(mail, to, subject, text, **kw)
        mail.compose = dateless
        return mail


def round_4(ctx):
    oracle.Kit = DatelessKit
    return oracle.round_4(ctx)
