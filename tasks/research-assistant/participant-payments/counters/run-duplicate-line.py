"""Writes the run CSV with one line twice (P-201 paid twice)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["run_holds_no_other_row"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    oracle.round_4(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    text = kit.fs.read_text(oracle.RUN)
    kit.fs.write_text(oracle.RUN, text + text.splitlines()[1] + "\n")
