"""Writes the run CSV with its own header (ID,Amount) instead of the handbook's participant_id,amount_eur."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["run_pays_every_payable_row", "run_holds_no_other_row"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    oracle.round_4(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    lines = kit.fs.read_text(oracle.RUN).splitlines()
    kit.fs.write_text(oracle.RUN, "\n".join(["ID,Amount"] + lines[1:]) + "\n")
