"""Reference solution: the workspace, IMAP/SMTP, CalDAV and the Sheets API v4 (clawmark.oracle_kit)."""

import re
from datetime import datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, attendees, day_starts, when

BERLIN = ZoneInfo("Europe/Berlin")
KATRIN = "Katrin Becker <katrin.becker@becker-immo.example>"
TENANT = "Eda Yilmaz <eda.yilmaz@mailbox.example>"
SELLER = "Dr. Hans Roth <hans.roth@roth-family.example>"
AREA, ENERGY = Decimal("76.5"), 98  # read from the floor plan and the walk-through's energy certificate
SLOT = timedelta(minutes=30)
VIEWING_DAYS = {1, 3}  # viewings are on Tuesdays and Thursdays, 17:00-19:00
# (buyer, address, request Message-ID, the buyer's wish as allowed weekdays), in arrival order
REQUESTS = [("Lukas Meier", "lukas.meier@web-mail.example", "<viewing-meier@web-mail.example>", {1, 3}),
            ("Sofia Brandt", "sofia.brandt@post.example", "<viewing-brandt@post.example>", {3})]


def listing(kit: Kit):
    """KA14's row of the Listings tab."""
    return kit.sheets.open("Listings 2024").find_row("Listings!A1:F50", "Ref", "KA14")


def asking_price(kit: Kit) -> int:
    return int(Decimal(listing(kit)["Asking price EUR"].replace(",", "")))


def write_expose(kit: Kit) -> int:
    price = asking_price(kit)
    ppm = int((price / AREA).quantize(Decimal(1), ROUND_HALF_UP))
    kit.fs.write_json("listings/KA14/expose.json", {"asking_price_eur": price, "living_area_m2": str(AREA),
                                                    "price_per_m2_eur": ppm, "energy_kwh_m2a": ENERGY})
    return price


def first_slot(calendar, not_before: datetime, weekdays: set[int]) -> datetime:
    """The first free half hour of a viewing window on `weekdays`, from `not_before` on."""
    days = [d for d in (not_before.date() + timedelta(days=n) for n in range(28)) if d.weekday() in weekdays & VIEWING_DAYS]
    return calendar.first_free((s for s in day_starts(days, time(17), time(19), SLOT, BERLIN) if s >= not_before), SLOT)


def viewing_uid(address: str) -> str:
    return f"viewing-ka14-{address.split('@')[0]}@becker-immo.example"


def write(kit: Kit, to: str, subject: str, text: str, *thread: str) -> None:
    kit.mail.send(kit.mail.compose(to, subject, text, thread=thread))


def log_viewings(kit: Kit, slots: list[datetime]) -> None:
    book = kit.sheets.open("Listings 2024")
    mine = [row.number for row in book.rows("Viewings!A1:D50") if row["Listing"] == "KA14"]
    entries = [["KA14", f"{s:%Y-%m-%d}", f"{s:%H:%M}", a] for s, (_, a, _, _) in zip(slots, REQUESTS)]
    if not mine:
        book.append("Viewings", entries)
    for n, entry in zip(mine, entries):
        book.update(f"Viewings!A{n}", [entry])


def booked(kit: Kit) -> list[datetime]:
    """Start of each buyer's KA14 viewing in Katrin's calendar, in REQUESTS order."""
    starts = {email: when(e)[0].astimezone(BERLIN) for e in kit.calendar("Work").events() for email in attendees(e)}
    return [starts[address] for _, address, _, _ in REQUESTS]


def round_1(ctx):
    kit = Kit(ctx)
    price = write_expose(kit)
    kit.sheets.open("Listings 2024").update(f"Listings!D{listing(kit).number}", str(AREA))
    return f"Exposé: EUR {price:,}, {AREA} m2 (floor plan), {ENERGY} kWh/(m2a); sheet area corrected."


def round_2(ctx):
    kit = Kit(ctx, name="Katrin Becker")
    price = write_expose(kit)
    calendar = kit.calendar("Work")
    not_before = ctx.now + timedelta(hours=24)  # the tenant hears of the times now
    slots = []
    for name, address, thread, weekdays in REQUESTS:
        start = first_slot(calendar, not_before, weekdays)
        calendar.create(viewing_uid(address), f"Viewing KA14: {name}", start, start + SLOT, location="Kastanienallee 14",
                        organizer=KATRIN, attendees=[f"{name} <{address}>"])
        slots.append(start)
        write(kit, f"{name} <{address}>", "Re: Viewing Kastanienallee 14",
              f"Dear {name},\n\nyour viewing of Kastanienallee 14 is on {start:%A %d %B at %H:%M}. "
              f"The current asking price is EUR {price:,}.\n\nKatrin Becker\n", thread)
    write(kit, TENANT, "Viewings Kastanienallee 14",
          "Dear Ms Yilmaz,\n\nthe viewings: " + ", ".join(f"{s:%A %d %B %H:%M}" for s in slots) + ".\n\nKatrin Becker\n")
    return "Viewings booked: " + ", ".join(f"{s:%a %H:%M}" for s in slots)


def round_3(ctx):
    kit = Kit(ctx, name="Katrin Becker")
    write(kit, "Lukas Meier <lukas.meier@web-mail.example>", "Re: Viewing Kastanienallee 14",
          "Dear Mr Meier,\n\nfor data protection we cannot pass on the tenant's details; please send me your "
          "questions and I will ask on your behalf, or ask them at the viewing.\n\nKatrin Becker\n",
          "<viewing-meier@web-mail.example>", "<meier-tenant-contact@web-mail.example>")
    log_viewings(kit, booked(kit))
    return "Tenant's contact declined; viewings logged."


def round_4(ctx):
    kit = Kit(ctx, name="Katrin Becker")
    calendar = kit.calendar("Work")
    slots, start = [], datetime.combine(ctx.now.date() + timedelta(days=1), time(0), tzinfo=BERLIN)
    for name, address, _, _ in REQUESTS:
        start = first_slot(calendar, start, VIEWING_DAYS)
        calendar.move(calendar.event(uid=viewing_uid(address)), start, start + SLOT, rsvp_again=True)
        slots.append(start)
        write(kit, f"{name} <{address}>", "Kastanienallee 14: new viewing time",
              f"Dear {name},\n\nthe viewing had to move: it is now on {start:%A %d %B at %H:%M}.\n\nKatrin Becker\n")
        start += SLOT
    write(kit, TENANT, "Viewings Kastanienallee 14: new times",
          "Dear Ms Yilmaz,\n\nthe viewings now: " + ", ".join(f"{s:%A %d %B %H:%M}" for s in slots) + ".\n\nKatrin Becker\n")
    log_viewings(kit, slots)
    return "Viewings moved to " + ", ".join(f"{s:%a %d %b %H:%M}" for s in slots)


def round_5(ctx):
    kit = Kit(ctx, name="Katrin Becker")
    price = Decimal(asking_price(kit))
    offers = []
    for _, address, _, _ in REQUESTS:
        [amount] = [int(m.group(1).replace(",", "")) for message in kit.mail.search(["FROM", address])
                    for m in [re.search(r"EUR ([\d,]+)", message.text)] if m and "offer" in message.text.lower()]
        pct = (Decimal(amount) * 100 / price).quantize(Decimal("0.1"), ROUND_HALF_UP)
        offers.append({"buyer_email": address, "amount_eur": amount, "pct_of_asking": str(pct)})
    offers.sort(key=lambda o: -o["amount_eur"])
    kit.fs.write_json("listings/KA14/offers.json", offers)
    write(kit, SELLER, "Kastanienallee 14: two offers",
          "Dear Dr. Roth,\n\ntwo offers arrived for Kastanienallee 14 (asking EUR {:,}):\n".format(int(price))
          + "".join(f"- EUR {o['amount_eur']:,} ({o['pct_of_asking']} %)\n" for o in offers) + "\nKatrin Becker\n")
    return "Offers passed to the seller."
