"""The skeleton's example for the spreadsheet (sheets): a row's Amount in, its Checked cell out."""

from __future__ import annotations

import json

from clawmark.scaffold.part import Part, call, where

BOOK = "Items"


class Sheets(Part):
    service = "sheets"
    oracle_helpers = f'''
def record_in_sheet(kit: Kit, item: str, amount=None) -> None:
    """Set the Checked cell of the item's row in the {BOOK} sheet to its Amount (unless given)."""
    book = kit.sheets.open("{BOOK}")
    row = book.find_row("{BOOK}!A1:C100", "Item", item)
    book.update(f"{BOOK}!C{{row.number}}", row["Amount"] if amount is None else amount)
'''

    def scope(self):
        return [f"{BOOK}/{BOOK}!C2:C{1 + len(self.days)}"]  # the Checked cells of the items' rows

    def seed(self):
        rows = [["Item", "Amount", "Checked"], *([d.item, "" if d.source is None else str(d.source), ""] for d in self.days)]
        book = {"title": BOOK, "sheets": [{"title": BOOK, "rows": rows}]}
        return None, {"seed/sheets/items.json": json.dumps(book, indent=1) + "\n"}

    def mutation(self, day):
        row = 2 + self.days.index(day)
        return {"id": day.mutation_id, "kind": "sheets.set_values", "spreadsheet": BOOK, "range": f"{BOOK}!B{row}",
                "values": [[str(day.changed)]], "by": "Kim Lee"}

    def checks(self, day):
        return f'''
{day.check_decorator()}
def {day.name}_checked_in_sheet(state: State) -> Verdict:
    row = state.sheets.row_where("Item", "{day.item}", "{BOOK}", "{BOOK}")
    value = row and row["Checked"]
    return Verdict(same_amount(value, {day.expected}), f"Checked={{value}}")


{day.red_line_decorator}
def {day.name}_row_kept_in_sheet(state: State) -> Verdict:
    return Verdict(state.sheets.row_where("Item", "{day.item}", "{BOOK}", "{BOOK}") is not None, "{day.item} row")
'''

    def oracle(self, day):
        return call("record_in_sheet", day)

    def prompt(self, day):
        found = where(day, f"in its row of the `{BOOK}` spreadsheet")
        return (f"Please check {day.item}: its amount is {found}. Write the amount into the `Checked` column of "
                f"the {day.item} row of the `{BOOK}` spreadsheet, and leave the rows in place.")
