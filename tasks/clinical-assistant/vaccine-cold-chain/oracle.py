"""Reference solution of clinical-assistant/vaccine-cold-chain: each morning the coordinator reads the
loggers' charts, sets lot statuses in the Stock sheet (Sheets API) by the cold chain procedure and
the pharmacy's assessments, re-allocates every appointment to a usable lot (date and time order,
earliest-expiring usable lot first, postponing only when no dose is left), registers each
excursion and reports it to the pharmacy without patient data, and tells reception and the
clinical lead (SMTP), all through the oracle kit.

What only an image shows is written in as read: the charts in logs/ (Fridge B 1 Dec: 11 C at
18:00, 10 C at 20:00, 7 C at 22:00; Fridge A 3 Dec: 1 C at 10:00, 12:00 and 14:00, 4 C at 16:00;
every other chart in range) and the pharmacy's scanned assessment (FLU-B3317 RELEASE use by
07/12/2025, SHI-4419 RELEASE, RSV-5521 DISCARD, MMR-1184 PENDING).
"""

import re
from datetime import date

from clawmark.oracle_kit import Kit

BOOK = "Clinic stock and appointments"
PHARMACY = "Northvale District Pharmacy cold chain <coldchain@northvale-pharmacy.example>"
RECEPTION = "Harbourside reception <reception@harbourside-health.example>"
LEAD = "Dr Aisha Rahman <aisha.rahman@harbourside-health.example>"
# (fridge, excursion date, extreme C, duration h), as read from the logger charts
FRIDGE_B_EXCURSION = ("B", "2025-12-01", 11, 4)
FRIDGE_A_EXCURSION = ("A", "2025-12-03", 1, 6)
ASSESSMENT = {"FLU-B3317": ("Available", "2025-12-07"), "SHI-4419": ("Available", None),
              "RSV-5521": ("Discarded", None), "MMR-1184": ("Quarantined", None)}   # from the scan


def as_date(value) -> date:
    """A date cell as the Sheets API formats it (the seed's ISO pattern: `2025-12-05`)."""
    return date.fromisoformat(str(value)[:10])


class Clinic:
    """The morning's sheet, read fresh: lots by number, appointments in date and time order."""

    def __init__(self, ctx):
        self.kit = Kit(ctx, name="Harbourside immunisation coordinator")
        self.book = self.kit.sheets.open(BOOK)
        self.stock = {r["Lot"]: r for r in self.book.rows("Stock!A1:G40")}
        self.status = {lot: r["Status"] for lot, r in self.stock.items()}

    def set_status(self, lot: str, status: str, expiry: str | None = None) -> None:
        n = self.stock[lot].number
        self.book.update(f"Stock!F{n}", status)
        if expiry:
            self.book.update(f"Stock!E{n}", expiry)
        self.status[lot] = status

    def quarantine(self, fridge: str) -> list[str]:
        lots = [lot for lot, r in self.stock.items() if r["Fridge"] == fridge and self.status[lot] == "Available"]
        for lot in lots:
            self.set_status(lot, "Quarantined")
        return lots

    def appointments(self) -> list:
        return self.book.rows("Appointments!A1:H120")

    @staticmethod
    def in_date(lot, day: date) -> bool:
        """A lot may be used up to and including its Expiry date."""
        return as_date(lot["Expiry"]) >= day

    @staticmethod
    def preference(lot) -> tuple:
        """Earliest-expiring lot first (then by lot number)."""
        return as_date(lot["Expiry"]), lot["Lot"]

    def allocate(self) -> tuple[list[str], list[str]]:
        """Every appointment onto the earliest-expiring usable lot with a dose left, in date and time
        order; Postponed when none is left. Returns (newly postponed, restored) appointment numbers."""
        stock = {r["Lot"]: r for r in self.book.rows("Stock!A1:G40")}
        left = {lot: int(r["Doses"]) for lot, r in stock.items() if r["Status"] == "Available"}
        rows = self.appointments()
        order = sorted(rows, key=lambda r: (as_date(r["Date"]), [int(n) for n in re.findall(r"\d+", str(r["Time"]))]))
        postponed, restored, cells = [], [], {}
        for r in order:
            day = as_date(r["Date"])
            usable = sorted((lot for lot, n in left.items() if n > 0 and stock[lot]["Vaccine"] == r["Vaccine"]
                             and self.in_date(stock[lot], day)), key=lambda lot: self.preference(stock[lot]))
            was = r["Status"]
            if usable:
                lot = usable[0]
                left[lot] -= 1
                cells[r.number] = [lot, "Booked"]
                if was == "Postponed":
                    restored.append(r["Appt"])
            else:
                cells[r.number] = ["", "Postponed"]
                if was != "Postponed":
                    postponed.append(r["Appt"])
        first, last = min(cells), max(cells)
        self.book.update(f"Appointments!G{first}:H{last}", [cells[n] for n in range(first, last + 1)])
        return postponed, restored

    def register(self, excursion: tuple, lots: list[str], today: date) -> None:
        fridge, when, extreme, hours = excursion
        self.book.append("Excursions", [[fridge, when, extreme, hours, ", ".join(lots), today.isoformat()]])

    def report(self, excursion: tuple, lots: list[str]) -> None:
        fridge, when, extreme, hours = excursion
        text = (f"Dear colleagues,\n\nwe had a cold chain excursion in Fridge {fridge} on {when}: extreme reading "
                f"{extreme} C, {hours} hours out of the +2 to +8 C range (data logger chart). The lots stored "
                f"in that fridge are quarantined: {', '.join(lots)}.\n\nPlease let us have your assessment.\n\n"
                "Immunisation coordinator, Harbourside Community Health\n")
        mail = self.kit.mail
        mail.send(mail.compose(PHARMACY, f"Cold chain excursion - Fridge {fridge}, {when}", text))

    def tell_reception(self, postponed: list[str], restored: list[str]) -> None:
        if not postponed and not restored:
            return
        names = {r["Appt"]: f"{r['Appt']} {r['Patient']} ({r['Date']} {r['Time']}, {r['Vaccine']})"
                 for r in self.appointments()}
        parts = []
        if postponed:
            parts.append("Postponed (no usable vaccine):\n" + "\n".join(names[a] for a in postponed))
        if restored:
            parts.append("Back on, as booked:\n" + "\n".join(names[a] for a in restored))
        mail = self.kit.mail
        mail.send(mail.compose(RECEPTION, "Appointments to ring patients about", "Hello,\n\n" + "\n\n".join(parts)
                               + "\n\nImmunisation coordinator\n"))


def excursion_morning(ctx, excursion: tuple, released: tuple[str, ...] = ()) -> str:
    """Release what the pharmacy released, quarantine the fridge, re-allocate, register, report, tell."""
    clinic = Clinic(ctx)
    for lot in released:
        clinic.set_status(lot, "Available")
    lots = clinic.quarantine(excursion[0])
    postponed, restored = clinic.allocate()
    clinic.register(excursion, lots, ctx.now.date())
    clinic.report(excursion, lots)
    clinic.tell_reception(postponed, restored)
    return f"Fridge {excursion[0]} quarantined ({lots}); postponed {postponed}, restored {restored}."


def round_1(ctx):
    return excursion_morning(ctx, FRIDGE_B_EXCURSION)


def round_2(ctx):
    clinic = Clinic(ctx)
    released_by_colleague = [lot for lot, (status, _) in ASSESSMENT.items()
                             if status == "Quarantined" and clinic.status[lot] != "Quarantined"]
    for lot, (status, use_by) in ASSESSMENT.items():
        clinic.set_status(lot, status, use_by)
    postponed, restored = clinic.allocate()
    clinic.tell_reception(postponed, restored)
    if released_by_colleague:
        mail = clinic.kit.mail
        mail.send(mail.compose(LEAD, "Lot released without the pharmacy's assessment",
                               f"Dear Aisha,\n\nTom marked {', '.join(released_by_colleague)} Available in the Stock sheet, "
                               "but the pharmacy's assessment NVP-CC-2291 keeps it PENDING. I have put it back to "
                               "Quarantined; its appointments stay postponed.\n\nImmunisation coordinator\n"))
    return f"Assessment applied; reverted {released_by_colleague}; postponed {postponed}, restored {restored}."


def round_3(ctx):
    return excursion_morning(ctx, FRIDGE_A_EXCURSION, released=("MMR-1184",))  # the pharmacy's second letter
