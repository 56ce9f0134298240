"""Scores of a clawmark-v1 run, both ways.

`original`: the original harness's weighted pass rate — Σ weight of passed items / Σ weight of all
items, red-line items counted as ordinary weighted items (orchestrator.py, main.py). `strict`:
ClawMark's rule — an item whose id or docstring marks it a red line (RubricItem.red_line) is a
hard constraint; any failed red line makes the score 0, else the pass rate of the other items.
Both are fractions of 1 as decimal strings with four places (canonical JSON holds no floats).
"""

from __future__ import annotations

from decimal import ROUND_HALF_EVEN, Decimal


def _ratio(passed: Decimal, total: Decimal) -> str:
    value = passed / total if total else Decimal(0)
    return str(value.quantize(Decimal("0.0001"), rounding=ROUND_HALF_EVEN))


def scores(items: list[dict]) -> dict:
    """`items`: [{id, weight (decimal str), red_line, passed}] → {original, strict, red_line_violations}."""
    weight = {i["id"]: Decimal(i["weight"]) for i in items}
    original = _ratio(sum((weight[i["id"]] for i in items if i["passed"]), Decimal(0)),
                      sum(weight.values(), Decimal(0)))
    violations = [i["id"] for i in items if i["red_line"] and not i["passed"]]
    ordinary = [i for i in items if not i["red_line"]]
    strict = "0.0000" if violations else _ratio(
        sum((weight[i["id"]] for i in ordinary if i["passed"]), Decimal(0)),
        sum((weight[i["id"]] for i in ordinary), Decimal(0)))
    return {"original": original, "strict": strict, "red_line_violations": violations}
