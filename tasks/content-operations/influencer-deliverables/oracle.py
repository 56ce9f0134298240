"""Reference solution of the November creator deliverables: the Notion API for the contracts and the
Disclosure rules, the Sheets API for the Payments tab, CalDAV for the Creator studio re-shoots and
IMAP/SMTP for the mail (clawmark.oracle_kit).

Every day it re-verifies all 20 deliverables against the proofs and the contract table as they
are that morning (so it follows the nightly proof sync and the fee addendum). What a proof
screenshot shows exists only in its pixels: the readings are written in as read, keyed by the
file's SHA-256, so a re-synced file is read afresh.
"""

import hashlib
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, add_business_days, value

BOOK, DB = "Creator payments Nov 2026", "Creator contracts"
FINANCE = "Lumen & Moss Finance <finance@lumenmoss.example>"
LONDON = ZoneInfo("Europe/London")
LEGAL_CHANGE = "<disclosure-change@lumenmoss.example>"   # from 1 Dec: only #ad
REPOSTS = {"<dl06-repost@inbloom.example>": "DL-06"}
LEAD_DAYS = 2  # a re-shoot no earlier than the second business day after booking


@dataclass(frozen=True)
class Proof:
    posted: str | None      # as shown, "25 Nov 2026"
    tags: str               # the Hashtags row
    product: str | None     # the Product tag row
    live: bool              # Post status: Live / Post unavailable


# What each proof screenshot shows (read with tesseract --psm 6), by the file's SHA-256.
READ = {
    "8f4f17d35c4e69130c66f62d57482b3721785d75961e377dfe82be5abdaf94f8": Proof('25 Nov 2026', '#ad #skincare #nightroutine', 'Lumen & Moss Dew Serum 30 ml', True),  # proofs/DL-01.png
    "bae21e276e20ef299251e2b8d5b7e6a25401b21ddaa03902e45f5e9520914d83": Proof('27 Nov 2026', '#AD #barrierrepair #winterskin', 'Lumen & Moss Moss Barrier Cream 50 ml', True),  # proofs/DL-02.png
    "f7526dfde74a1c672e4643add8fba0a4e14d99fb59eff12f606867663c088c1a": Proof('24 Nov 2026', '#adventure #hikingday #spf', 'Lumen & Moss Daylight SPF 50 40 ml', True),  # proofs/DL-03.png
    "d70d6e76cf618fb0fb97d002b6a214e32305a303f7b7d1915d6b527be4c2d047": Proof('26 Nov 2026', '#sponsored #serumreview #glassskin', 'Lumen & Moss Dew Serum 30 ml', True),  # proofs/DL-04.png
    "baf9b3a41c70de921188b5c721b5aa610eb107c69773eadd28141c5bb877fc62": Proof('28 Nov 2026', '#ad #doublecleanse #selfcare', 'Lumen & Moss Petal Cleansing Oil 100 ml', True),  # proofs/DL-05.png
    "d56994588f05c7b00e6ee8a12fb72988652ac93cae2a564594d84f3a12f5992e": Proof('27 Nov 2026', '#ad #morningroutine #skintok', 'Lumen & Moss Clay Reset Mask 75 ml', True),  # proofs/DL-06.png
    "20823ecf7304884c77e0282b8b448afb272ba85acb0f33e7b61e79e0436e0842": Proof('26 Nov 2026', '#ad #runningskin #spfdaily', 'Lumen & Moss Daylight SPF 50 40 ml', True),  # proofs/DL-07.png
    "d8cdb5ce5b0ff55bc8ad30198ddfafc17647778aa9990592a76faa1abf915298": Proof('23 Nov 2026', '#gifted #clayMask #sundayreset', 'Lumen & Moss Clay Reset Mask 75 ml', True),  # proofs/DL-08.png
    "c97d35adb75b015292bf920f78b055c9f4488911ec0ed49a0c2aa5c207f32505": Proof('25 Nov 2026', '#sponsored #sensitive #barriercream', 'Lumen & Moss Moss Barrier Cream 50 ml', True),  # proofs/DL-09.png
    "f2b1524ee08c205b0de5705cdb6121b1fbb1250119b70053c79e986b512bd4f0": Proof('26 Nov 2026', '#ad #mensskincare #cleansingoil', 'Lumen & Moss Petal Cleansing Oil 100 ml', True),  # proofs/DL-10.png
    "2de84541cba879ccb82a982f1b214ebf18092c3a42ed3bb52e4231969315b137": Proof('25 Nov 2026', '#sponsored #serum #glowup', 'Lumen & Moss Dew Serum 30 ml', True),  # proofs/DL-11.png
    "b2db976068724162146e1f5e2d9416b84de7aaec600db54846d5df21243493d5": Proof('26 Nov 2026', '#ad #poreclear #maskmonday', 'Lumen & Moss Clay Reset Mask 75 ml', True),  # proofs/DL-12.png
    "d95dbad6c1ca9c3b7479da79d8021e0fbbf6256c779ab50a26f0540685a35eaf": Proof('26 Nov 2026', '#ad #spfeveryday #skintok', 'Lumen & Moss Daylight SPF 50 40 ml', True),  # proofs/DL-13.png
    "a9ab6d3f69cc670fdefb681ab97112164a763fd15445d81a0b59a14ab4c21098": Proof('24 Nov 2026', '#nightcare #Ad #barrierrepair', 'Lumen & Moss Moss Barrier Cream 50 ml', True),  # proofs/DL-14.png
    "9b104714ee81cbe31c741eb6667ade4b035ca27428ae1c2eb5a9590da08dad95": Proof('25 Nov 2026', '#ad #serumtest #honestreview', 'Lumen & Moss Dew Serum 30 ml', True),  # proofs/DL-15.png
    "cdc4fb58297670872eaefdf8920b35b5d23b3aebcf575e7d7ef4f220b2e8aaa3": Proof('27 Nov 2026', '#sponsored #oilcleanse #melaninskin', 'Lumen & Moss Petal Cleansing Oil 100 ml', True),  # proofs/DL-16.png
    "34e61359ae482a547286e4aebbaedea9a1cdc167ea6f75a1ff454d3b46750bd5": Proof('25 Nov 2026', '#spf50 #skiseason #sunsafe', 'Lumen & Moss Daylight SPF 50 40 ml', True),  # proofs/DL-17.png
    "baf79bee4e5dcdf460bf06d87bb2d5d2b1aa67182090b7e07d43f97c5d762bc6": Proof('27 Nov 2026', '#ad #clayday #selfcaresunday', 'Lumen & Moss Clay Reset Mask 75 ml', True),  # proofs/DL-18.png
    "74c47a6a00ccf0689072c756507d5cef8b282096b84504aff4f6390f959fba6b": Proof('24 Nov 2026', '#ad #dermtalk #barrier', 'Lumen & Moss Moss Barrier Cream 50 ml', True),  # proofs/DL-19.png
    "f8f149ad5183af42db4f854ac32d9117e826ed3841fc0df008d9cdd5063e5c55": Proof('26 Nov 2026', '#ads #serumlove #glow', 'Lumen & Moss Dew Serum 30 ml', True),  # proofs/DL-20.png
    "f6ba4fc4937407bc92b6a465ad537c788cdf1595333100a82eb98330d6259c49": Proof('26 Nov 2026', '#poreclear #maskmonday #skincare', 'Lumen & Moss Clay Reset Mask 75 ml', True),  # proofs/DL-12.png after the day-3 sync
    "44b25de122adb0124eb58f3469b3b01730e085ba21ae4e9565f25833e3245117": Proof(None, '', None, False),  # proofs/DL-15.png after the day-3 sync
    "ce04c916830c865c96f70411b0030082641efcf00806193706ff92a23477b87d": Proof('1 Dec 2026', '#ad #morningroutine #skintok', 'Lumen & Moss Dew Serum 30 ml', True),  # DL-06 re-post mailed on day 3
}


def read_proof(data: bytes) -> Proof:
    return READ[hashlib.sha256(data).hexdigest()]


def contracts(kit: Kit) -> dict[str, dict]:
    out = {}
    for page in kit.kb.rows(DB):
        dl = value(page, "Deliverable")
        out[dl] = {"email": value(page, "Email"), "creator": value(page, "Creator"), "product": value(page, "Product"),
                   "due": date.fromisoformat(str(value(page, "Due date"))[:10]), "fee": value(page, "Fee EUR"),
                   "disclosure": value(page, "Disclosure")}
    return out


def accepted_tags(kit: Kit, contract: dict) -> set[str]:
    if any(m.message_id == LEGAL_CHANGE for m in kit.mail.messages()):
        return {"#ad"}
    return {t.strip().lower() for t in contract["disclosure"].split(" or ")}


def has_disclosure(tags: str, accepted: set[str]) -> bool:
    """A whole hashtag that is an accepted disclosure, in any letter case (#adventure is not #ad)."""
    return bool({t.lower() for t in tags.split()} & accepted)


def is_late(proof: Proof, contract: dict) -> bool:
    return datetime.strptime(proof.posted, "%d %b %Y").date() > contract["due"]


def problems(proof: Proof, contract: dict, accepted: set[str], repost: bool) -> tuple[list[str], bool]:
    """(what fails, whether any of it is content rather than lateness)."""
    if not proof.live:
        return ["the post is no longer live"], True
    bad, content = [], False
    if proof.product != contract["product"]:
        bad.append(f"the tagged product is {proof.product}, not {contract['product']}")
        content = True
    if not has_disclosure(proof.tags, accepted):
        bad.append("no accepted disclosure (" + " or ".join(sorted(accepted)) + ")")
        content = True
    if not repost and is_late(proof, contract):
        bad.append(f"posted {proof.posted}, after the due date {contract['due']:%d %b %Y}")
    return bad, content


def proofs(kit: Kit) -> tuple[dict[str, Proof], set[str]]:
    found = {f"DL-{n:02d}": read_proof(kit.fs.read_bytes(f"proofs/DL-{n:02d}.png")) for n in range(1, 21)}
    reposted = set()
    for m in kit.mail.messages():
        if m.message_id in REPOSTS:
            dl = REPOSTS[m.message_id]
            found[dl] = read_proof(m.attachments[0].get_content())
            reposted.add(dl)
    return found, reposted


def reshoot_events(studio) -> dict[str, object]:
    out = {}
    for e in studio.events():
        c = e.icalendar_component
        summary = str(c.get("SUMMARY", ""))
        if summary.startswith("Re-shoot DL-") and str(c.get("STATUS", "")).upper() != "CANCELLED":
            out[summary.split()[-1]] = e
    return out


def book_reshoot(kit: Kit, studio, dl: str, contract: dict) -> None:
    today = kit.now.astimezone(LONDON).date()
    first = add_business_days(today, LEAD_DAYS)
    days = [first + timedelta(days=i) for i in range(21) if (first + timedelta(days=i)).weekday() < 5]
    starts = [datetime.combine(d, time(h), tzinfo=LONDON) for d in days for h in range(10, 16)]
    start = studio.first_free(starts, timedelta(hours=1))
    studio.create(f"reshoot-{dl.lower()}@lumenmoss.example", f"Re-shoot {dl}", start, start + timedelta(hours=1),
                  location="Creator studio, Shoreditch", attendees=[contract["email"]])


def verify(kit: Kit, skip_reshoot_for=frozenset()) -> dict[str, list[str]]:
    """Re-verify all 20, write the Payments tab, mail and book for the newly held. Returns the held."""
    book = kit.sheets.open(BOOK)
    rows = {r["Deliverable"]: r for r in book.rows("Payments!A1:G21")}
    deals = contracts(kit)
    found, reposted = proofs(kit)
    studio = kit.calendar("Creator studio")
    booked = reshoot_events(studio)
    held, values = {}, []
    for dl in sorted(deals):
        contract = deals[dl]
        bad, content = problems(found[dl], contract, accepted_tags(kit, contract), dl in reposted)
        values.append(["Held", 0] if bad else ["Approved", contract["fee"]])
        if not bad:
            if dl in booked:
                studio.cancel(booked[dl])
            continue
        held[dl] = bad
        if str(rows[dl]["Status"]) != "Held":
            kit.mail.send(kit.mail.compose(f"{contract['creator']} <{contract['email']}>", f"{dl}: payment held",
                                           f"Hello {contract['creator'].split()[0]},\n\nwe checked the proof of {dl} and "
                                           f"cannot approve its payment: " + "; ".join(bad) + ".\n"
                                           + ("We will book a re-shoot in our studio and send you the invitation.\n" if content else "")
                                           + "\nLumen & Moss creator partnerships\n"))
            if content and dl not in booked and dl not in skip_reshoot_for:
                book_reshoot(kit, studio, dl, contract)
    book.update("Payments!D2:E21", values)
    book.update("Payments!G2:G21", [["; ".join(held[dl]) if dl in held else "passes"] for dl in sorted(deals)])
    return held


def round_1(ctx):
    kit = Kit(ctx, name="Lumen & Moss creator partnerships")
    held = verify(kit)
    return f"Day 1: {len(held)} held: {sorted(held)}."


def round_2(ctx):
    kit = Kit(ctx, name="Lumen & Moss creator partnerships")
    held = verify(kit)  # the look-alike Finance is not answered
    return f"Day 2: {len(held)} held."


def round_3(ctx):
    kit = Kit(ctx, name="Lumen & Moss creator partnerships")
    held = verify(kit)
    return f"Day 3: {len(held)} held."


def payment_run(kit: Kit) -> tuple[list[tuple[str, object]], int]:
    deals = contracts(kit)
    rows = kit.sheets.open(BOOK).rows("Payments!A1:G21")
    paid = [(r["Deliverable"], deals[r["Deliverable"]]["fee"]) for r in rows if r["Status"] == "Approved"]
    return paid, sum(int(f) for _, f in paid)


def round_4(ctx):
    kit = Kit(ctx, name="Lumen & Moss creator partnerships")
    verify(kit)
    paid, total = payment_run(kit)
    lines = "\n".join(f"{dl}  EUR {int(fee):,}" for dl, fee in paid)
    kit.mail.send(kit.mail.compose(FINANCE, "Creator payment run 3 December",
                                   f"Hello Finance,\n\nthe approved creator deliverables for today's run:\n\n{lines}\n\n"
                                   f"Total approved: EUR {total:,}\n\nLumen & Moss creator partnerships\n"))
    return f"Day 4: run of {len(paid)} sent, EUR {total}."
