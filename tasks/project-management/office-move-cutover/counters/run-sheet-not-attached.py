"""Writes the run sheet but mails Harriet without attaching it."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["run_sheet_sent_to_harriet"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit_cls = oracle.Kit

    def patched(ctx_, name=None):
        kit = kit_cls(ctx_, name=name)
        compose = kit.mail.compose
        kit.mail.compose = lambda *a, attachments=(), **k: compose(*a, **k)
        return kit
    oracle.Kit = patched
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.Kit = kit_cls
