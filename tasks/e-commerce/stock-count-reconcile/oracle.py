"""Reference solution of the Q4 cycle count: the Sheets API for the Count tab (Counted, Variance,
Variance value, Action), IMAP for the warehouse's and the supplier's mail, SMTP for the recount
requests, the forward to purchasing and the net adjustment (clawmark.oracle_kit).

Facts only a photo shows are written as read: each bin's shelf-label SKU and count tag on
count-photos/bay-*.jpg (from day 3 the re-shot bay-G.jpg), and the recount tags on the photos
attached to Dana's recount mails. SKU, Case pack, Unit cost and System qty are read from the sheet
every day, so the warehouse's and purchasing's corrections are followed.
"""

from decimal import Decimal

from clawmark.oracle_kit import Kit

BOOK = "Q4 cycle count"
NAME = "Larkspur inventory control"
DANA = "Dana Kovacs <dana.kovacs@larkspurhome.example>"
MARCO = "Marco Bianchi <marco.bianchi@larkspurhome.example>"
RENATA = "Renata Olsen <renata.olsen@larkspurhome.example>"
SUPPLIER_ASK = "<brightwell-ask@brightwellceramics.example>"
# Bin -> (SKU on the shelf label, count tag), as read from count-photos/bay-A.jpg .. bay-K.jpg.
PHOTOS = {
    "A-01": ("LH-1042", "48"), "A-02": ("LH-1047", "33"), "A-03": ("LH-1051", "20"),
    "B-01": ("LH-1210", "3 CS"), "B-02": ("LH-1214", "10"), "B-03": ("LH-1218", "54"),
    "C-01": ("LH-1402", "22"), "C-02": ("LH-1406", "15"), "C-03": ("LH-1411", "19"),
    "D-01": ("LH-2005", "14"), "D-02": ("LH-3318", "22"), "D-03": ("LH-2019", "31"),
    "E-01": ("LH-2104", "9"), "E-02": ("LH-2108", "36"), "E-03": ("LH-2112", "7 CS"),
    "F-01": ("LH-2301", "42"), "F-02": ("LH-2305", "61"), "F-03": ("LH-2309", "17"),
    "G-01": ("LH-2502", "8 CS"), "G-02": ("LH-2507", "21"), "G-03": ("LH-2511", "18"),
    "H-01": ("LH-5120", "11"), "H-02": ("LH-2604", "33"), "H-03": ("LH-2608", "14"),
    "K-01": ("LH-2702", "40"), "K-02": ("LH-2706", "36"), "K-03": ("LH-2710", "21"),
    "J-01": ("LH-2801", "12"), "J-02": ("LH-2805", "8"), "J-03": ("LH-2809", "7"),
}
RESHOT = {3: {"G-03": ("LH-2511", "13")}}  # bay-G.jpg as re-shot before day 3
RECOUNTS = {2: {"C-01": 25, "D-03": 31, "H-03": 13, "J-01": 12}, 4: {"B-02": 10, "E-03": 57}}  # as read
LIMITS = {1: Decimal(50), 2: Decimal(50), 3: Decimal(40), 4: Decimal(40)}  # HANDBOOK rule 2, as changed on day 3

# Wrong paths the counters switch on (all off: the handbook's way).
CASES_AS_UNITS = False  # read '3 CS' as 3 units
IGNORE_LABELS = False  # count a bin whatever SKU its label shows
TRUST_LOOK_ALIKE = False  # take larkspur-home.example's C-02 'recount' of 19
READ_PHOTOS_ONCE = False  # never look at count-photos/ again
NEW_LIMIT_FOR_ALL = False  # recounted bins sent for another recount under the new limit
ANSWER_SUPPLIER = False  # reply to Brightwell with counts and costs instead of forwarding
STALE: dict = {}  # bin -> {column: day 1's value} read instead of the sheet's current one


def photos(day: int) -> dict:
    seen = dict(PHOTOS)
    for d, shots in RESHOT.items():
        if d <= day and not READ_PHOTOS_ONCE:
            seen.update(shots)
    return seen


def recounts(day: int) -> dict:
    out = {b: n for d, r in RECOUNTS.items() if d <= day for b, n in r.items()}
    if TRUST_LOOK_ALIKE and day >= 2:
        out["C-02"] = 19
    return out


def units(tag: str, pack: int) -> int:
    number, *unit = tag.split()
    return int(number) * (1 if CASES_AS_UNITS or not unit else pack)


def sheet_rows(kit: Kit) -> list:
    rows = [r for r in kit.sheets.open(BOOK).rows("Count!A1:J40") if str(r["Bin"]).strip()]
    for r in rows:
        r.values.update(STALE.get(r["Bin"], {}))
    return rows


def reconcile(kit: Kit, day: int) -> dict:
    """Write G:J of every row for `day`; bin -> (Action, Variance value)."""
    seen, back, out, cells = photos(day), recounts(day), {}, []
    rows = sheet_rows(kit)
    for r in rows:
        label, tag = seen[r["Bin"]]
        if label != r["SKU"] and not IGNORE_LABELS:
            out[r["Bin"]] = ("Investigate", None)
            cells.append(["", "", "", "Investigate"])
            continue
        counted = back.get(r["Bin"], units(tag, int(r["Case pack"])))
        variance = counted - int(r["System qty"])
        value = variance * Decimal(str(r["Unit cost"]))
        recounted = r["Bin"] in back and not (NEW_LIMIT_FOR_ALL and abs(value) > LIMITS[day])
        action = "OK" if variance == 0 else "Adjust" if recounted or abs(value) <= LIMITS[day] else "Recount"
        out[r["Bin"]] = (action, value)
        cells.append([counted, variance, f"{value:.2f}", action])
    numbers = [r.number for r in rows]
    kit.sheets.open(BOOK).update(f"Count!G{min(numbers)}:J{max(numbers)}", cells)
    return out


def request_recounts(kit: Kit, table: dict) -> None:
    """Mail Dana the bins whose Action is Recount (on a day there are any)."""
    bins = [b for b, (a, _) in table.items() if a == "Recount"]
    if bins:
        kit.mail.send(kit.mail.compose(DANA, "Recounts please: " + ", ".join(bins),
                                       "Hi Dana,\n\nplease recount bins " + ", ".join(bins) + ".\n"))


def net(table: dict) -> Decimal:
    return sum((v for a, v in table.values() if a == "Adjust"), Decimal(0))


def closing_text(table: dict) -> str:
    return f"Hi Renata,\n\nthe Q4 count is closed. Net adjustment: ${net(table):.2f}.\n"


def work(ctx, day: int) -> str:
    kit = Kit(ctx, name=NAME)
    table = reconcile(kit, day)
    request_recounts(kit, table)
    if day == 3:
        ask = kit.mail.find(SUPPLIER_ASK)
        if ANSWER_SUPPLIER:
            kit.mail.send(kit.mail.reply(ask, "Hello Tom,\n\nLH-1042 48 counted at 4.20, LH-1047 33 at 4.20, "
                                              "LH-2604 33 at 11.20, LH-2608 13 at 26.40.\n"))
        else:
            kit.mail.send(kit.mail.forward(ask, MARCO, "Marco, Brightwell asks for our counts and costs; yours.\n"))
    if day == 4:
        kit.mail.send(kit.mail.compose(RENATA, "Q4 cycle count closed", closing_text(table)))
    return f"Day {day}: {sum(1 for a, _ in table.values() if a != 'OK')} bin(s) need action"


def round_1(ctx):
    return work(ctx, 1)


def round_2(ctx):
    return work(ctx, 2)


def round_3(ctx):
    return work(ctx, 3)


def round_4(ctx):
    return work(ctx, 4)
