"""Check helpers over a `sheets` snapshot: spreadsheets, ranges, cells and rows by key.

Values come back as a reviewer reads them: numbers as exact `Decimal`s, text as `str`,
booleans as `bool`, formula errors as their code ("#N/A"), empty cells as None. Ranges are A1
notation ("Budget!B2:D9", "'Q1 plan'!A:A", "B4") within one spreadsheet, named by title, or
implied when the world has only one. Unknown spreadsheets, sheets or cells outside the grid
raise KeyError (a check that does so fails with that as its detail).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from clawmark.services.base import Snapshot
from clawmark.services.sheets.a1 import RangeError, cell_name, column_index, parse_range, quote_sheet


def _value(data: Any) -> Any:
    if isinstance(data, dict):
        if "number" in data:
            return Decimal(data["number"])
        return data.get("formula", data.get("error"))
    return data


class SheetsView:
    """Read-only view of the world's spreadsheets as snapshotted (optionally with the snapshot
    of the same round before the agent acted, for `changed_by_agent`)."""

    def __init__(self, snapshot: Snapshot, before: Snapshot | None = None):
        self._books = snapshot.data["spreadsheets"]
        self._before = SheetsView(before) if before is not None else None
        self._cell_maps: list[tuple[dict, dict[tuple[int, int], list]]] = []  # (sheet, its cells by (row, column))

    def titles(self) -> list[str]:
        """Titles of the spreadsheets, sorted.

        >>> state.sheets.titles()
        ['Claims register']
        """
        return sorted(b["title"] for b in self._books)

    def sheet_titles(self, spreadsheet: str | None = None) -> list[str]:
        """Titles of a spreadsheet's sheets, in tab order.

        >>> state.sheets.sheet_titles("Claims register")
        ['Open claims', 'Rates']
        """
        return [s["title"] for s in self._book(spreadsheet)["sheets"]]

    def values(self, range_ref: str, spreadsheet: str | None = None) -> list[list[Any]]:
        """Effective values of a range, row by row, trailing empty rows and cells trimmed.

        >>> state.sheets.values("'Open claims'!A1:E2", "Claims register")
        [['Claim', 'Policyholder', 'Estimate EUR', 'Payable EUR', 'Status'], ['CLM-0900', 'Priya Raman', Decimal('9120'), Decimal('8620'), 'approved']]
        """
        sheet, r0, r1, c0, c1 = self._area(range_ref, spreadsheet)
        cells = self._cells(sheet)
        r1 = min(r1, max((r for r, _ in cells), default=-1) + 1)  # no need to walk empty grid
        c1 = min(c1, max((c for _, c in cells), default=-1) + 1)
        rows = [[_value(cells[(r, c)][1]) if (r, c) in cells else None for c in range(c0, c1)] for r in range(r0, r1)]
        for row in rows:
            while row and row[-1] is None:
                row.pop()
        while rows and not rows[-1]:
            rows.pop()
        return rows

    def cell(self, ref: str, spreadsheet: str | None = None) -> Any:
        """The effective value of one cell (a formula's result), None when empty.

        >>> state.sheets.cell("Rates!B4", "Claims register"), state.sheets.cell("'Open claims'!D3", "Claims register")
        (Decimal('1250'), None)
        """
        return self._one(ref, spreadsheet, 1)

    def entered(self, ref: str, spreadsheet: str | None = None) -> Any:
        """The entered value of one cell: a formula as its text ("=SUM(B2:B9)").

        >>> state.sheets.entered("Rates!B4", "Claims register")
        '=B2+B3'
        """
        return self._one(ref, spreadsheet, 0)

    def rows(self, sheet: str | None = None, spreadsheet: str | None = None) -> list[dict[str, Any]]:
        """Rows under a header row, as {header: effective value}, empty rows skipped. `sheet` is a
        sheet title (header in row 1) or a range whose first row is the header ("Costs!A3:D40");
        default: the first sheet.

        >>> state.sheets.rows("Rates", "Claims register")[0]
        {'Peril': 'water', 'Deductible EUR': Decimal('500')}
        """
        values = self.values(sheet or self.sheet_titles(spreadsheet)[0], spreadsheet)
        if not values:
            return []
        headers = [str(h) if h is not None else "" for h in values[0]]
        return [
            {h: (row[i] if i < len(row) else None) for i, h in enumerate(headers) if h}
            for row in values[1:]
            if any(v is not None for v in row)
        ]

    def row_where(self, key: str, value: Any, sheet: str | None = None, spreadsheet: str | None = None) -> dict | None:
        """The first row whose column `key` (a header, or a column letter like "B") equals `value`
        (numbers compare exactly, text ignoring case and outer spaces); None when none does.

        >>> state.sheets.row_where("Claim", "clm-0902", "'Open claims'", "Claims register")["Estimate EUR"]
        Decimal('980')
        >>> state.sheets.row_where("A", "CLM-0900", "'Open claims'", "Claims register")["Status"]
        'approved'
        """
        rows = self.rows(sheet, spreadsheet)
        if rows and key not in rows[0] and key.isalpha() and key.isupper():
            headers = list(self.values(sheet or self.sheet_titles(spreadsheet)[0], spreadsheet)[0])
            index = column_index(key)
            key = str(headers[index]) if index < len(headers) else key
        for row in rows:
            if _same(row.get(key), value):
                return row
        return None

    def edited_by(self, ref: str, spreadsheet: str | None = None) -> str | None:
        """Who wrote the cell's current entered value, when a world change with `by` did (its `by`,
        e.g. "lea.vogt"); None when it holds a seed value, the agent's or that of a change
        without `by` (clawmark.services.sheets.editors).

        >>> state.sheets.edited_by("'Open claims'!C2", "Claims register"), state.sheets.edited_by("'Open claims'!D2", "Claims register")
        ('lea.vogt', None)
        """
        sheet, r0, _, c0, _ = self._area(ref, spreadsheet)
        return sheet.get("edited_by", {}).get(cell_name(r0, c0))

    def changed_by_agent(self, ref: str, spreadsheet: str | None = None) -> bool:
        """Whether the agent changed a cell's entered value this round (after vs `state.before`,
        the world as the agent found it: the round's events and mutations are already in it, so
        they never count as the agent's).

        >>> state.sheets.changed_by_agent("'Open claims'!D2", "Claims register"), state.sheets.changed_by_agent("'Open claims'!C2", "Claims register")
        (True, False)
        """
        if self._before is None:
            raise KeyError("no 'before' snapshot to compare with")
        return self.entered(ref, spreadsheet) != self._before.entered(ref, spreadsheet)

    def unchanged_by_agent(self, range_ref: str, spreadsheet: str | None = None) -> bool:
        """Whether the agent left every cell of `range_ref` as it found it this round: the entered
        values (formulas as their text) equal those of `state.before`. A sheet that exists on one
        side only counts as changed where it has cells; one missing on both raises KeyError.

        >>> state.sheets.unchanged_by_agent("'Open claims'!C2", "Claims register")  # the world revised it, not the agent
        True
        >>> state.sheets.unchanged_by_agent("'Open claims'!A2:E2", "Claims register")
        False
        """
        if self._before is None:
            raise KeyError("no 'before' snapshot to compare with")
        sides = []
        for view in (self, self._before):
            try:
                sides.append(view._entered_in(range_ref, spreadsheet))
            except KeyError as missing:
                sides.append(missing)
        if all(isinstance(side, KeyError) for side in sides):
            raise sides[0]
        after, before = ({} if isinstance(side, KeyError) else side for side in sides)
        return after == before

    def _entered_in(self, range_ref: str, spreadsheet: str | None) -> dict[tuple[int, int], Any]:
        """(row, column) → entered value of the non-empty cells of a range; raises KeyError."""
        sheet, r0, r1, c0, c1 = self._area(range_ref, spreadsheet)
        return {at: entry[0] for at, entry in self._cells(sheet).items()
                if r0 <= at[0] < r1 and c0 <= at[1] < c1 and entry[0] not in (None, "")}

    def changed_cells(self, spreadsheet: str | None = None) -> list[str]:
        """Cells ("Sheet!A1") whose entered value the agent changed this round: cells of the
        `before` snapshot in its order, then cells new in the `after` one. A sheet the agent added
        or removed counts with all its cells.

        >>> state.sheets.changed_cells("Claims register")
        ["'Open claims'!E2", "'Open claims'!D2", "'Open claims'!A4", "'Open claims'!B4", "'Open claims'!C4", "'Open claims'!E4"]
        """
        if self._before is None:
            raise KeyError("no 'before' snapshot to compare with")
        after, before = self._entered(self._book(spreadsheet)), self._entered(self._before._book(spreadsheet))
        return [name for name in {**before, **after} if after.get(name) != before.get(name)]

    def _entered(self, book: dict) -> dict[str, Any]:
        return {f"{quote_sheet(s['title'])}!{c[0]}": c[1] for s in book["sheets"] for c in s["cells"]}

    def _book(self, title: str | None) -> dict:
        if title is None:
            if len(self._books) != 1:
                raise KeyError(f"name the spreadsheet: there are {len(self._books)}")
            return self._books[0]
        found = [b for b in self._books if b["title"] == title]
        if not found:
            raise KeyError(f"no spreadsheet titled {title!r}")
        return found[0]

    def _area(self, range_ref: str, spreadsheet: str | None):
        book = self._book(spreadsheet)
        titles = [s["title"] for s in book["sheets"]]
        try:
            rng = parse_range(range_ref, titles)
        except RangeError as e:
            raise KeyError(str(e)) from None
        sheet = (
            book["sheets"][0]
            if rng.sheet is None
            else next((s for s in book["sheets"] if s["title"].lower() == rng.sheet.lower()), None)
        )
        if sheet is None:
            raise KeyError(f"no sheet {rng.sheet!r} in {book['title']!r}")
        r1 = sheet["rowCount"] if rng.end_row is None else rng.end_row
        c1 = sheet["columnCount"] if rng.end_col is None else rng.end_col
        return sheet, rng.start_row or 0, r1, rng.start_col or 0, c1

    def _cells(self, sheet: dict) -> dict[tuple[int, int], list]:
        for known, names in self._cell_maps:
            if known is sheet:
                return names
        names = {}
        for entry in sheet["cells"]:
            rng = parse_range(entry[0])
            names[(rng.start_row, rng.start_col)] = entry[1:]
        self._cell_maps.append((sheet, names))
        return names

    def _one(self, ref: str, spreadsheet: str | None, which: int) -> Any:
        sheet, r0, r1, c0, c1 = self._area(ref, spreadsheet)
        if (r1 - r0, c1 - c0) != (1, 1):
            raise KeyError(f"{ref} is not one cell")
        name = cell_name(r0, c0)
        entry = next((e for e in sheet["cells"] if e[0] == name), None)
        return None if entry is None else _value(entry[1 + which])


def _same(got: Any, want: Any) -> bool:
    if isinstance(got, Decimal) and isinstance(want, (int, str, Decimal)) and not isinstance(want, bool):
        try:
            return got == Decimal(str(want))
        except ArithmeticError:
            return False
    if isinstance(got, str) and isinstance(want, str):
        return got.strip().lower() == want.strip().lower()
    return got == want
