"""Reference solution of the March licence audit: the Sheets API for the register (Assets, Renewal
fees), the Notion API for Articles, Agencies and Takedown tickets, IMAP for the week's mail and SMTP
for Thursday's renewal requests and the spend mail to Harriet (clawmark.oracle_kit).

Every day it redoes the whole audit from the sources as they are that day: the effective Territory
and Expiry of each licence (the register's, the certificate's where it says "see certificate",
Kestrel's extension letter over both), then the first rule that applies (Revoked, Usage, Territory,
Expiry with Renew at 5,000+ page views, Keep), then the budget cap (renewals dropped fewest page
views first until the current fees fit). Facts only images show are written in as read.
"""

import re
from datetime import date, datetime, timedelta

from clawmark.oracle_kit import Kit, page_title, value
from clawmark.oracle_kit.dates import add_business_days

BOOK = "Image asset register"
AUDIT_START = date(2026, 3, 9)
WINDOW = 10  # business days
PV_MIN = 5000
HARRIET = "Harriet Quayle <harriet.quayle@harbourline.example>"
AGENCY_DOMAINS = ("northlightpictures.example", "tidewaterimages.example", "kestrelpress.example", "solentstock.example")
# Read from the certificates in seed/fs/certificates/ (photos and scans): (territory, valid until).
CERTS = {"SOL-42643": ("Worldwide", date(2026, 3, 20)), "NLP-51110": ("UK only", date(2027, 2, 28)),
         "TWI-98844": ("Worldwide", date(2027, 1, 15)), "NLP-19428": ("Worldwide", date(2026, 3, 23)),
         "SOL-35805": ("UK & Ireland", date(2026, 9, 30)), "KPA-27333": ("Worldwide", date(2026, 3, 18))}
# Read from Kestrel's scanned letter (artifacts/kestrel-extension-letter.pdf, attached to its mail):
# these licences run to 31 March 2027, over the register's and the certificates' dates.
EXTENDED = {"KPA-90992": date(2027, 3, 31), "KPA-68305": date(2027, 3, 31), "KPA-27333": date(2027, 3, 31),
            "KPA-37453": date(2027, 3, 31), "KPA-10696": date(2027, 3, 31)}
LICENCE_RE = re.compile(r"\b(?:NLP|TWI|KPA|SOL)-\d{5}\b")


def cutoff() -> date:
    return add_business_days(AUDIT_START, WINDOW)


def as_date(cell) -> date | None:
    text = str(cell or "").strip()
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%d %b %Y", "%d %B %Y"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            pass
    if re.fullmatch(r"\d+(\.\d+)?", text):
        return date(1899, 12, 30) + timedelta(days=int(float(text)))
    return None


def register(book) -> list[dict]:
    return [dict(r.values, row=r.number) for r in book.rows("Assets!A1:H200")]


def fees(book) -> dict[str, int]:
    return {r.values["Agency"]: int(str(r.values["Renewal fee GBP (12 months, per licence)"]).replace(",", ""))
            for r in book.rows("'Renewal fees'!A1:B10")}


def articles(kit: Kit) -> dict[str, dict]:
    return {page_title(p): {"section": value(p, "Section"), "editions": value(p, "Editions"),
                            "content": value(p, "Content type"), "views": value(p, "Page views (90 days)")}
            for p in kit.kb.rows("Articles")}


def from_agency(message) -> bool:
    return any(str(message.sender or "").lower().endswith("@" + d) for d in AGENCY_DOMAINS)


def revoked(kit: Kit) -> set[str]:
    """Licences an agency (its real domain) has written to say are revoked or withdrawn."""
    out = set()
    for m in kit.mail.messages():
        if from_agency(m) and re.search(r"revoked|withdrawn", f"{m.subject}\n{m.text}", re.IGNORECASE):
            out |= set(LICENCE_RE.findall(m.subject or ""))
    return out


def budget_cap(kit: Kit) -> int | None:
    for m in kit.mail.messages():
        if "harriet.quayle@" in str(m.sender or "").lower() and "renewal budget" in (m.subject or "").lower():
            return int(re.search(r"GBP ([\d,]+)", m.text).group(1).replace(",", ""))
    return None


def travel_international(kit: Kit) -> bool:
    return any("harriet.quayle@" in str(m.sender or "").lower() and "travel section" in (m.subject or "").lower()
               for m in kit.mail.messages())


def terms(row: dict) -> tuple[str, date]:
    lic = row["Licence ID"]
    territory, expiry = row["Territory"], as_date(row["Expiry"])
    if lic in CERTS:
        territory, expiry = CERTS[lic]
    if lic in EXTENDED:
        expiry = EXTENDED[lic]
    return territory, expiry


def audit(kit: Kit) -> tuple[list[dict], dict[str, int]]:
    book = kit.sheets.open(BOOK)
    rows, fee, arts = register(book), fees(book), articles(kit)
    gone, cap, travel = revoked(kit), budget_cap(kit), travel_international(kit)
    for r in rows:
        art = arts[r["Article"]]
        territory, expiry = terms(r)
        international = "International" in (art["editions"] or []) or (travel and art["section"] == "Travel")
        r["views"] = art["views"]
        if r["Licence ID"] in gone:
            r["action"], r["reason"] = "Takedown", "Revoked"
        elif r["Usage"] == "Editorial only" and art["content"] == "Sponsored":
            r["action"], r["reason"] = "Takedown", "Usage"
        elif territory != "Worldwide" and international:
            r["action"], r["reason"] = "Takedown", "Territory"
        elif expiry <= cutoff():
            r["action"], r["reason"] = ("Renew", "") if art["views"] >= PV_MIN else ("Takedown", "Expiry")
        else:
            r["action"], r["reason"] = "Keep", ""
    if cap is not None:
        renew = sorted((r for r in rows if r["action"] == "Renew"), key=lambda r: r["views"])
        total = sum(fee[r["Agency"]] for r in renew)
        for r in renew:
            if total <= cap:
                break
            r["action"], r["reason"] = "Takedown", "Expiry"
            total -= fee[r["Agency"]]
    book.update(f"Assets!H2:H{len(rows) + 1}", [[r["action"]] for r in rows])
    return rows, fee


def file_tickets(kit: Kit, rows: list[dict]) -> None:
    have = {page_title(p) for p in kit.kb.rows("Takedown tickets")}
    for r in rows:
        if r["action"] == "Takedown" and r["Asset ID"] not in have:
            kit.kb.create_row("Takedown tickets", {"Asset ID": r["Asset ID"], "Licence ID": r["Licence ID"],
                                                   "Article": r["Article"], "Reason": r["reason"], "Status": "Open"})


def renewals(kit: Kit, rows: list[dict], fee: dict[str, int]) -> int:
    agencies = {page_title(p): p for p in kit.kb.rows("Agencies")}
    total = 0
    for name, agency in sorted(agencies.items()):
        lics = [r["Licence ID"] for r in rows if r["action"] == "Renew" and r["Agency"] == name]
        if not lics:
            continue
        total += fee[name] * len(lics)
        body = (f"Hello,\n\nHarbourline Media (account {value(agency, 'Account no.')}) would like to renew the "
                "following licences for 12 months:\n\n" + "".join(f"{x}\n" for x in lics) +
                "\nPlease invoice us against our account as usual.\n\nHarbourline picture library\n")
        kit.mail.send(kit.mail.compose(f"{name} <{value(agency, 'Renewals contact')}>", "Licence renewal request - Harbourline Media", body))
    return total


def work(ctx, renewal_day: bool = False) -> str:
    kit = Kit(ctx, name="Harbourline picture library")
    rows, fee = audit(kit)
    file_tickets(kit, rows)
    done = f"{sum(r['action'] == 'Takedown' for r in rows)} takedown, {sum(r['action'] == 'Renew' for r in rows)} renew"
    if renewal_day:
        total = renewals(kit, rows, fee)
        kit.mail.send(kit.mail.compose(HARRIET, "March licence renewals",
                                       f"Hi Harriet,\n\nthe renewal requests are out. This cycle's renewals cost GBP {total:,} in total.\n"))
        done += f", GBP {total}"
    return done


def round_1(ctx):
    return work(ctx)


def round_2(ctx):
    return work(ctx)


def round_3(ctx):
    return work(ctx)


def round_4(ctx):
    return work(ctx, renewal_day=True)
