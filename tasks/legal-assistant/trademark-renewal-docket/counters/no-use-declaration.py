"""Instructs the US and Mexican associates without asking for the declaration of use (the estimate still prices it)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["use_declarations_requested"]
oracle.instruction_text = lambda marks: "\n".join(f"- {r['no']} {r['mark']}, classes {r['classes']}, expiry "
                                                  f"{r['expiry'].isoformat()}" for r in marks)
