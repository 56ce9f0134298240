"""Reference solution of the photo-provenance desk: the Sheets API for the Intake tab (verdicts in
L:N), the Notion API for the surge's window on the Coverage database, SMTP for the gallery list
and the answer to the Maritime Wire (clawmark.oracle_kit).

Facts only a picture shows are written as read: what submissions/S-13.jpg, S-20.jpg, S-26.jpg and
S-29.jpg show (HANDBOOK rule 5). Everything else is read from the world that day, so the day-2
window, the re-read offset and the late rows are followed.
"""

from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit

BOOK, SURGE = "Reader photos", "Port Alder storm surge, 8 November 2025"
ATLANTIC = ZoneInfo("America/Halifax")
MIREILLE = "Mireille Aucoin <mireille.aucoin@alderledger.example>"
WIRE_REQUEST = "<s12-request@maritimewire.example>"
LAT, LON = (44.610, 44.660), (-63.960, -63.900)
EDITORS = ("photoshop", "lightroom", "snapseed", "picsart", "gimp", "facetune")
# What the pictures without metadata show: S-13 the Credit Union sign on Water Street reading
# SAT NOV 8 6:05 PM; S-20 the same sign reading THU OCT 16 7:48 AM; S-26 the Millbrook ferry
# terminal sign (another town); S-29 a NO PARKING sign and water, no time and no landmark.
VISUAL = {"S-13": ("Verified", ""), "S-20": ("Rejected", "TIME"), "S-26": ("Rejected", "PLACE"),
          "S-29": ("Hold", "NO-METADATA")}
RIGHTS_DAY_2 = {"S-09"}  # Nadia Theriault's mail of day 2: her brother took it and has not agreed


def window(kit: Kit) -> tuple[datetime, datetime]:
    """The surge's window (start, end), aware datetimes, from the Coverage database today."""
    when = kit.kb.row("Coverage", SURGE)["properties"]["Window"]["date"]
    return datetime.fromisoformat(when["start"]), datetime.fromisoformat(when["end"])


def archive(kit: Kit) -> list[int]:
    """The pHashes of the Archive tab, as integers."""
    return [int(str(r["pHash"]), 16) for r in kit.sheets.open(BOOK).rows("Archive!A1:D100")]


def intake(kit: Kit) -> list:
    """Every submission row of the Intake tab (rows with an ID)."""
    return [r for r in kit.sheets.open(BOOK).rows("Intake!A1:N100") if str(r["ID"]).startswith("S-")]


def taken(r) -> datetime | None:
    """When the camera took it (aware), or None when there is no offset to place the clock."""
    offset = str(r["OffsetTimeOriginal"] or "").strip()
    if not offset:
        return None
    sign = -1 if offset[0] == "-" else 1
    hours, minutes = (int(x) for x in offset.lstrip("+-").split(":"))
    tz = timezone(sign * timedelta(hours=hours, minutes=minutes))
    return datetime.strptime(str(r["DateTimeOriginal"]), "%Y:%m:%d %H:%M:%S").replace(tzinfo=tz)


def recycled(r, hashes: list[int]) -> bool:
    mine = int(str(r["pHash"]), 16)
    return any(bin(mine ^ h).count("1") <= 6 for h in hashes)


def inside_patch(r) -> bool:
    lat, lon = float(r["GPS lat"]), float(r["GPS lon"])
    return LAT[0] <= lat <= LAT[1] and LON[0] <= lon <= LON[1]


def edited(r) -> bool:
    return any(name in str(r["Software"] or "").lower() for name in EDITORS)


def verdict(r, span: tuple[datetime, datetime], hashes: list[int], rights: set) -> tuple[str, str]:
    """(Verdict, Reason) of one row by the handbook's rules, in their order; Rejected beats Hold."""
    if recycled(r, hashes):
        return "Rejected", "RECYCLED"
    if not str(r["DateTimeOriginal"] or "").strip():
        return VISUAL[r["ID"]]
    when = taken(r)
    if when is not None and not span[0] <= when <= span[1]:
        return "Rejected", "TIME"
    if not inside_patch(r):
        return "Rejected", "PLACE"
    if when is None:
        return "Hold", "OFFSET"
    if edited(r):
        return "Hold", "EDITED"
    if r["ID"] in rights:
        return "Hold", "RIGHTS"
    return "Verified", ""


def note(r) -> str:
    when = taken(r) if str(r["DateTimeOriginal"] or "").strip() else None
    return f"taken {when.astimezone(ATLANTIC):%a %d %b %H:%M} Atlantic" if when else ""


def verify(kit: Kit, rights: set = frozenset()) -> list[str]:
    """Write every row's verdict, reason and note; the IDs verified, in sheet order."""
    span, hashes, rows = window(kit), archive(kit), intake(kit)
    cells = [[*verdict(r, span, hashes, rights), note(r)] for r in rows]
    first, last = rows[0].number, rows[-1].number
    kit.sheets.open(BOOK).update(f"Intake!L{first}:N{last}", cells)
    return [r["ID"] for r, c in zip(rows, cells) if c[0] == "Verified"]


def gallery(kit: Kit, ids: list[str], final: bool = False) -> None:
    subject = "Reader gallery: final list" if final else "Reader gallery list"
    body = "Hi Mireille,\n\nVerified for the reader gallery:\n" + "\n".join(ids) + "\n\nVerification desk\n"
    kit.mail.send(kit.mail.compose(MIREILLE, subject, body))


def answer_wire(kit: Kit) -> None:
    request = kit.mail.find(WIRE_REQUEST)
    kit.mail.send(kit.mail.reply(request, "Hello Gordon,\n\nWe don't share contributors' contact details, "
                                          "but we will pass your licensing request for S-12 on to the "
                                          "photographer and they can get in touch with you.\n\n"
                                          "Alder Ledger verification desk\n"))


def round_1(ctx):
    kit = Kit(ctx, name="Alder Ledger verification desk")
    ids = verify(kit)
    gallery(kit, ids)
    answer_wire(kit)
    return f"Day 1: {len(ids)} verified: " + ", ".join(ids)


def round_2(ctx):
    kit = Kit(ctx, name="Alder Ledger verification desk")
    ids = verify(kit, RIGHTS_DAY_2)
    gallery(kit, ids, final=True)
    return f"Day 2: {len(ids)} verified: " + ", ".join(ids)
