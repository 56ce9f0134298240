"""On day 3 treats P-203's held payment as settled: Owed 0, Payment None (a row no day's change touches)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["untouched_rows_kept"]
round_1, round_2 = oracle.round_1, oracle.round_2


def clear(kit):
    kit.sheets.open("Participant payments").update("Payments!F4:G4", [[0, "None"]])


def round_3(ctx):
    oracle.round_3(ctx)
    clear(Kit(ctx, name=oracle.NAME))


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit, withdrawn_paid=True, corrected=True, forms=(oracle.TAX_FORM,))
    clear(kit)
    oracle.write_run(kit, out)
    oracle.mail_pi(kit, out)
