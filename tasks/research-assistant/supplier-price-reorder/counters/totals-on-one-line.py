"""Mails the three totals on one line, each under the wrong cost code."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["totals_mailed_monday", "totals_mailed_wednesday"]


def rotated(kit, lines):
    sums = oracle.totals(lines)
    codes = sorted(sums)
    line = ", ".join(f"{code} {sums[codes[i - 1]]:.2f}" for i, code in enumerate(codes))
    kit.mail.send(kit.mail.compose(oracle.PI, "Reorder totals", f"Hi Adaeze,\n\n{line}\n"))


oracle.report = rotated
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
