"""Reference solution of logistics/customs-hold-rebooking, through the services' own protocols
(the oracle kit). Facts only a picture or scan shows are written in as read:
day 1: the VGM ticket (shipments/BH-24817/vgm-ticket.jpg) reads gross mass 20,640 kg, tare 3,800 kg;
the scanned invoice reads 18,640 kg. Everything else is read from the world on the day."""

import re
from datetime import datetime, timedelta

from clawmark.oracle_kit import Kit

BOOK = "RCL barge bookings"
REF = "BH-24817"
NAME = "Marit Jansen"
BROKER = "Sanne de Wit <douane@maasdouane.example>"
CONSIGNEE = "Katrin Hollweg <k.hollweg@hollweg-antriebe.example>"
MONTHS = {m: i for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july",
                                      "august", "september", "october", "november", "december"], 1)}


def when(text) -> datetime:
    """A sheet's date-time as the Sheets UI shows it (2025-03-13 16:00[:00] or 3/13/2025 16:00:00)."""
    text = str(text).strip()
    for fmt in ("%Y-%m-%d %H:%M", "%Y-%m-%d %H:%M:%S", "%m/%d/%Y %H:%M:%S", "%m/%d/%Y %H:%M"):
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            pass
    raise ValueError(f"not a date-time: {text!r}")


def stated_time(text: str, year: int) -> datetime:
    """'Thursday 13 March at 14:00' / 'Monday 17 March 14:00' in a mail."""
    day, month, hour, minute = re.search(r"(\d{1,2}) ([A-Z][a-z]+)(?: at)? (\d{1,2}):(\d{2})", text).groups()
    return datetime(year, MONTHS[month.lower()], int(day), int(hour), int(minute))


def delivery_slot(eta: datetime) -> datetime:
    """Handbook rule 6: ETA + 4 h, up to the full hour; goods-in Mon–Fri 07:00–15:00, else 08:00 next working day."""
    slot = eta + timedelta(hours=4)
    if slot.minute or slot.second:
        slot = slot.replace(minute=0, second=0) + timedelta(hours=1)
    if slot.weekday() < 5 and 7 <= slot.hour and (slot.hour, slot.minute) <= (15, 0):
        return slot
    day = slot.date() + timedelta(days=1) if slot.hour >= 15 else slot.date()
    while day.weekday() >= 5:
        day += timedelta(days=1)
    return datetime(day.year, day.month, day.day, 8, 0)


def our_row_number(book) -> int:
    return book.find_row("Bookings!A1:G50", "Shipment", REF).number


def tell_consignee(kit: Kit, departure: str, slot: datetime) -> None:
    original = kit.mail.find("<delivery-4812076@hollweg-antriebe.example>")
    text = (f"Hello Ms Hollweg,\n\nTGHU 481207-6 travels on barge departure {departure}. "
            f"Delivery slot at your goods-in: {slot:%A %d %B %Y, %H:%M}.\n\nKind regards,\n{NAME}\n"
            "Brinkhaven Forwarding B.V.\n")
    kit.mail.send(kit.mail.reply(original, text, to=CONSIGNEE))


def round_1(ctx):
    kit = Kit(ctx, name=NAME)
    cargo_gross = 20640 - 3800  # vgm-ticket.jpg: gross mass 20,640 kg, tare 3,800 kg → the packing list is right
    docs = kit.mail.find("<docs-0419@qinglan-pumps.example>")
    kit.mail.send(kit.mail.reply(docs, (
        "Dear Li Wen,\n\nRotterdam customs hold container TGHU 481207-6: the gross weight on commercial "
        f"invoice QPW-2025-0419 is wrong. The weighed cargo gross weight is {cargo_gross:,} kg, as on the "
        "packing list. Please send a corrected commercial invoice today.\n\n"
        f"Kind regards,\n{NAME}\nBrinkhaven Forwarding B.V.\n"), subject="Corrected commercial invoice needed: QPW-2025-0419"))
    book = kit.sheets.open(BOOK)
    n = our_row_number(book)
    book.update(f"Bookings!E{n}", cargo_gross)
    book.update(f"Bookings!F{n}", "Customs hold")
    return f"Day 1: shipper asked for a corrected invoice ({cargo_gross} kg); row on hold."


def round_2(ctx):
    kit = Kit(ctx, name=NAME)
    corrected = kit.mail.find("<corrected-0419@qinglan-pumps.example>")
    kit.mail.send(kit.mail.forward(corrected, BROKER, "Dear Sanne,\n\nthe corrected commercial invoice for TGHU 481207-6.\n\nMarit\n"))
    release = stated_time(kit.mail.find("<release-tghu4812076@maasdouane.example>").text, ctx.now.year)
    book = kit.sheets.open(BOOK)
    schedule = book.rows("Schedule!A1:E50")
    reachable = [r for r in schedule if when(r["Terminal cut-off"]) >= release + timedelta(hours=2)]
    first = min(reachable, key=lambda r: when(r["Departs"]))
    n = our_row_number(book)
    book.update(f"Bookings!C{n}", first["Departure"])
    book.update(f"Bookings!F{n}", "Rebook requested")
    slot = delivery_slot(when(first["ETA Duisburg"]))
    tell_consignee(kit, first["Departure"], slot)
    return f"Day 2: invoice forwarded; release {release}; rebooked to {first['Departure']}; slot {slot}."


def round_3(ctx):
    kit = Kit(ctx, name=NAME)
    book = kit.sheets.open(BOOK)
    n = our_row_number(book)
    departure = book.cell(f"Bookings!C{n}")
    confirmation = kit.mail.find("<moved-4812076@rvcl.example>")
    new_ref = re.search(r"New carrier reference: (RCL-B-\d+)", confirmation.text).group(1)
    book.update(f"Bookings!D{n}", new_ref)
    book.update(f"Bookings!F{n}", "Rebooked")
    eta = when(book.find_row("Schedule!A1:E50", "Departure", departure)["ETA Duisburg"])
    for advisory in kit.mail.search(["FROM", "planning@rvcl.example", "SUBJECT", "advisory"]):
        if departure in advisory.text and "ETA Duisburg is now" in advisory.text:
            eta = stated_time(advisory.text.split("ETA Duisburg is now", 1)[1], ctx.now.year)
    slot = delivery_slot(eta)
    tell_consignee(kit, departure, slot)
    return f"Day 3: {new_ref} recorded; ETA {eta}; slot {slot}."
