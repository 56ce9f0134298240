"""Gives the tenant no viewing times on day 2 (a mail saying viewings "will be this week") and
does not tell her the new Tuesday times on day 4."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["tenant_given_times", "tenant_given_new_times"]

round_1, round_3, round_5 = oracle.round_1, oracle.round_3, oracle.round_5
_write = oracle.write


def vague_to_tenant(kit, to, subject, text, *thread):
    if to == oracle.TENANT:
        text = "Dear Ms Yilmaz,\n\nthere will be viewings this week.\n\nKatrin Becker\n"
    _write(kit, to, subject, text, *thread)


def round_2(ctx):
    oracle.write = vague_to_tenant
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.write = _write


def round_4(ctx):
    oracle.write = lambda kit, to, subject, text, *thread: None if to == oracle.TENANT else _write(kit, to, subject, text, *thread)
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.write = _write
