"""States yesterday's total beside today's in the morning mail (the handbook asks for today's only)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
last = {}


def report(kit, rows, total):
    prev = last.get("total")
    text = f"Hi Nadia,\n\ntotal expected net income: GBP {oracle.fmt(total)}"
    text += f" (yesterday GBP {oracle.fmt(prev)}).\n" if prev is not None else ".\n"
    kit.mail.send(kit.mail.compose(oracle.NADIA, "GEIF morning total", text))
    last["total"] = total


oracle.report = report
EXPECT_FAIL = ["morning_total_tuesday", "morning_total_wednesday", "morning_total_thursday"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
