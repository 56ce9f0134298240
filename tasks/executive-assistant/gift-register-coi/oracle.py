"""Reference solution of the gift register: the Sheets API for the register and the procurement
pipeline, the Notion API for the rules page, SMTP for the letters and the ethics list
(clawmark.oracle_kit).

Every day it decides the register's undecided gifts in the order received, by the rules as the
page states them that day (the de minimis limit by the gift's received date, from the latest
amendment), the bidders of tenders Open or in Evaluation that day, and each recipient's annual
total per organisation from the Retained gifts before it. Facts only a photo shows are written as
read: the values on the tags, cards and receipts, and which gifts are gift cards or vouchers.
"""

import re
from datetime import date, datetime
from decimal import Decimal

from clawmark.oracle_kit import Kit

REGISTER, PIPELINE = "Gift register 2025", "Procurement pipeline 2025"
ETHICS = "Desmond Ruiz <ethics@corranwater.example>"
PHOTO_VALUES = {"G-110": "64.99", "G-113": "100.00", "G-115": "148.00", "G-116": "82.50", "G-117": "76.00",
                "G-118": "72.00", "G-124": "68.00", "G-126": "58.00", "G-130": "50.00"}
CASH_EQUIVALENTS = {"G-113", "G-130"}  # a prepaid gift card and a restaurant voucher, on their photos
ANNUAL_TOTAL = Decimal("150.00")
SHEET_EPOCH = date(1899, 12, 30)


def received(cell) -> date:
    if isinstance(cell, (int, float)):
        return date.fromordinal(SHEET_EPOCH.toordinal() + int(cell))
    return date.fromisoformat(str(cell))


def limits(kit: Kit) -> list[tuple[date, Decimal]]:
    """(from date, limit) pairs, the section's own first: the limit for a gift is the last whose
    date is on or before its received date."""
    text = " ".join(kit.kb.text(kit.kb.page("Gifts and hospitality - conflict of interest rules")))
    found = [(date.min, Decimal(re.search(r"de minimis limit of USD (\d+\.\d\d)", text).group(1)))]
    for when, value in re.findall(r"received on or after (\d{1,2} \w+ \d{4}) the de minimis limit in section 3 is USD (\d+\.\d\d)", text):
        found.append((datetime.strptime(when, "%d %B %Y").date(), Decimal(value)))
    return sorted(found)


def bidders(kit: Kit) -> set[str]:
    """Organisations bidding in a tender that is Open or in Evaluation."""
    rows = kit.sheets.open(PIPELINE).rows("Tenders")
    return {b.strip() for r in rows if str(r["Status"]).strip() in ("Open", "Evaluation")
            for b in str(r["Bidders"] or "").split(";") if b.strip()}


def value_of(r) -> Decimal:
    stated = Decimal(str(r["Stated value"]).replace(",", "")) if str(r["Stated value"] or "").strip() else Decimal(0)
    return max(stated, Decimal(PHOTO_VALUES.get(r["ID"], "0")))


def decide(kit: Kit) -> list[dict]:
    """Decide every undecided gift; returns the new decisions."""
    book = kit.sheets.open(REGISTER)
    rows = sorted(book.rows("Register", "UNFORMATTED_VALUE"), key=lambda r: (received(r["Received"]), r["ID"]))
    steps, open_bidders, totals, new = limits(kit), bidders(kit), {}, []
    for r in rows:
        key = (r["Recipient"], r["Organisation"])
        if str(r["Decision"] or "").strip():
            if r["Decision"] == "Retain":
                totals[key] = totals.get(key, Decimal(0)) + Decimal(str(r["Value"]))
            continue
        value = value_of(r)
        limit = [v for since, v in steps if since <= received(r["Received"])][-1]
        if r["ID"] in CASH_EQUIVALENTS:
            decision, note = "Return", "cash equivalent"
        elif r["Organisation"] in open_bidders:
            decision, note = "Return", "bidder in an open tender"
        elif value > limit:
            decision, note = "Surrender", f"over the USD {limit} limit"
        elif totals.get(key, Decimal(0)) + value > ANNUAL_TOTAL:
            decision, note = "Surrender", f"annual total from {r['Organisation']} over USD {ANNUAL_TOTAL}"
        else:
            decision, note = "Retain", ""
        if decision == "Retain":
            totals[key] = totals.get(key, Decimal(0)) + value
        book.update(f"Register!J{r.number}:L{r.number}", [[f"{value:.2f}", decision, note]])
        new.append({"id": r["ID"], "decision": decision, "giver": r["Giver"], "email": r["Giver email"],
                    "description": r["Description"], "recipient": r["Recipient"]})
    return new


def letters(kit: Kit, decided: list[dict]) -> None:
    for g in decided:
        if g["decision"] == "Return":
            kit.mail.send(kit.mail.compose(f"{g['giver']} <{g['email']}>", f"Your gift to {g['recipient']} ({g['id']})",
                                           f"Dear {g['giver']},\n\nthank you for the {g['description'].lower()} you sent to "
                                           f"{g['recipient']}. Under the Authority's conflict-of-interest code we cannot accept "
                                           "it, and we are returning it with our thanks.\n\nOffice of the Chief Executive\n"))
    surrendered = [g for g in decided if g["decision"] == "Surrender"]
    if surrendered:
        kit.mail.send(kit.mail.compose(ETHICS, "Gifts surrendered to the gift room",
                                       "Hello Desmond,\n\ntoday's surrenders:\n" +
                                       "".join(f"- {g['id']}: {g['description']} ({g['recipient']})\n" for g in surrendered) +
                                       "\nFor completeness, decided today and not surrendered: " +
                                       ", ".join(f"{g['id']} ({g['decision'].lower()}ed)"
                                                 for g in decided if g["decision"] != "Surrender") +
                                       ".\n\nOffice of the Chief Executive\n"))


def round_1(ctx):
    kit = Kit(ctx, name="Office of the Chief Executive")
    decided = decide(kit)
    letters(kit, decided)
    return ", ".join(f"{g['id']} {g['decision']}" for g in decided)


round_2 = round_3 = round_1
