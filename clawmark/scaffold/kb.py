"""The skeleton's example for the knowledge base (kb): a database row's Amount in, its Checked out."""

from __future__ import annotations

import json

from clawmark.scaffold.part import Part, call, where

DATABASE = "Items"


def title(text: str) -> dict:
    return {"title": [{"text": {"content": text}}]}


class Kb(Part):
    service = "kb"
    oracle_imports = "from clawmark.oracle_kit import value\n"
    oracle_helpers = f'''
def record_in_kb(kit: Kit, item: str, amount=None) -> None:
    """Set Checked of the item's row in the {DATABASE} database to its Amount (unless given)."""
    row = kit.kb.row("{DATABASE}", item)
    kit.kb.update(row, {{"Checked": value(row, "Amount") if amount is None else amount}})
'''

    def scope(self):
        return [f"{DATABASE}/*#Checked"]

    def seed(self):
        rows = [{"id": d.item.lower(), "properties": {"Item": title(d.item),
                                                      **({"Amount": {"number": d.source}} if d.source else {})}}
                for d in self.days]
        kb = {
            "users": [{"id": "kim", "name": "Kim Lee", "email": self.story.colleague}],
            "pages": [{"id": "desk", "parent": {"workspace": True}, "properties": {"title": title("Items desk")},
                       "children": [{"paragraph": {"rich_text": [{"text": {"content": (
                           "TODO: what this knowledge base holds. Items: one row per item; Amount is kept "
                           "current by Kim Lee.")}}]}}]}],
            "databases": [{"id": "items", "parent": {"page_id": "desk"}, "title": DATABASE,
                           "properties": {"Item": {"title": {}}, "Amount": {"number": {}}, "Checked": {"number": {}}},
                           "rows": rows}],
        }
        return None, {"seed/kb/10-items.json": json.dumps(kb, indent=1) + "\n"}

    def mutation(self, day):
        return {"id": day.mutation_id, "kind": "kb.update_properties", "by": "kim", "page": day.item.lower(),
                "properties": {"Amount": {"number": day.changed}}}

    def checks(self, day):
        return f'''
{day.check_decorator()}
def {day.name}_checked_in_kb(state: State) -> Verdict:
    value = state.kb.row("{DATABASE}", "{day.item}")["Checked"]
    return Verdict(same_amount(value, {day.expected}), f"Checked={{value}}")


{day.red_line_decorator}
def {day.name}_row_kept_in_kb(state: State) -> Verdict:
    kept = [row for row in state.kb.rows("{DATABASE}") if row.title == "{day.item}"]
    return Verdict(bool(kept), "{day.item} row")
'''

    def oracle(self, day):
        return call("record_in_kb", day)

    def prompt(self, day):
        found = where(day, f"in its row of the `{DATABASE}` database of our knowledge base")
        return (f"Please check {day.item}: its amount is {found}. Set `Checked` of the {day.item} row in the "
                f"`{DATABASE}` database to that amount; do not remove any row.")
