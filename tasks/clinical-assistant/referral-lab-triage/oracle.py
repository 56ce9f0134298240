"""Reference solution of clinical-assistant/referral-lab-triage: the triage desk reads the protocol's
current Urgent threshold (Notion API), triages every referral of the sheet on the laboratory's
results (Sheets API), counts Book by dates in working days past the bank holidays, and mails the
on-call registrar and each practice about its own referrals only (SMTP), through the oracle kit.

The laboratories' values are written in as read from the scanned reports (labs/*.pdf and the hub's
attachment), by NHS number: sample date, eGFR, K, ACR as reported (Ridgeway's in mg/g).
"""

import re
from datetime import date, timedelta

from clawmark.oracle_kit import Kit

BOOK = "Renal referral triage"
ONCALL = "On-call renal registrar <renal.oncall@northvale-hospital.example>"
BANK_HOLIDAYS = {date(2025, 12, 25), date(2025, 12, 26), date(2026, 1, 1)}
MG_PER_G = {"Elmfield Surgery"}   # its laboratory (Ridgeway) reports ACR in mg/g
# NHS no: (sample date, eGFR, K, ACR as reported), as read from the scans
LABS = {
    "999 401 2217": ("2025-11-24", 42, 4.6, 12),
    "999 402 5583": ("2025-11-20", 24, 5.1, 35),
    "999 403 1190": ("2025-11-27", 13, 5.4, 88),
    "999 404 7732": ("2025-11-25", 55, 4.2, 8),
    "999 405 3361": ("2025-11-28", 27, 4.9, 22),
    "999 406 9924": ("2025-11-26", 48, 4.4, 400),
    "999 407 6618": ("2025-11-29", 17, 5.6, 60),
    "999 408 2045": ("2025-11-30", 38, 4.8, 74),
    "999 409 8871": ("2025-12-01", 22, 6.1, 40),
    "999 410 4456": ("2025-12-02", 9, 5.2, 150),
    "999 411 3307": ("2025-11-28", 35, 4.7, 800),
    "999 412 0983": ("2025-08-29", 61, 4.1, 5),
    "999 413 5520": ("2025-12-01", 28, 5.0, 30),
    "999 414 6674": ("2025-12-02", 19, 5.3, 45),
    "999 415 1138": ("2025-12-03", 45, 4.5, 15),
    "999 416 8802": ("2025-12-04", 14, 4.9, 20),
    "999 417 2291": ("2025-12-01", 52, 4.3, 150),
    "999 418 4417": ("2025-12-05", 33, 4.6, 18),
    "999 419 9035": ("2025-12-04", 12, 5.7, 95),
    "999 420 3376": ("2025-12-05", 26, 5.2, 64),
    "999 421 7760": ("2025-12-05", 40, 4.4, 10),
    "999 422 1854": ("2025-12-06", 18, 5.5, 52),
    "999 423 6009": ("2025-09-04", 47, 4.0, 6),
    "999 424 5548": ("2025-12-05", 29, 5.0, 300),
    "999 425 2286": ("2025-12-08", 14, 6.0, 110),
    "999 426 9413": ("2025-12-08", 58, 4.6, 9),
    "999 427 3362": ("2025-12-08", 21, 6.6, 25),
    "999 428 7715": ("2025-12-09", 36, 4.7, 71),
    "999 429 4490": ("2025-12-09", 50, 4.2, 11),
    "999 430 8827": ("2025-12-04", 11, 5.8, 500),
    "999 431 1602": ("2025-12-09", 17, 5.0, 40),
    "999 432 7781": ("2025-12-10", 44, 4.5, 20),
    "999 433 2259": ("2025-12-09", 25, 5.2, 80),
    "999 434 6640": ("2025-12-10", 20, 4.8, 33),
    "999 435 0918": ("2025-12-10", 33, 6.7, 28),
    "999 436 5573": ("2025-12-08", 62, 4.0, 4),
}


def working_days_after(day: date, count: int) -> date:
    while count:
        day += timedelta(days=1)
        if day.weekday() < 5 and day not in BANK_HOLIDAYS:
            count -= 1
    return day


class Desk:
    """The morning's protocol threshold, practices' addresses and referral rows, read fresh."""

    def __init__(self, ctx):
        self.kit = Kit(ctx, name="Renal referral triage desk")
        self.today = ctx.now.date()
        self.book = self.kit.sheets.open(BOOK)
        protocol = " ".join(self.kit.kb.text(self.kit.kb.page("Referral triage protocol")))
        self.urgent_below = int(re.findall(r"Urgent[^.]*?eGFR below (\d+)", protocol)[-1])  # the latest wording wins
        practices = " ".join(self.kit.kb.text(self.kit.kb.page("GP practices")))
        self.practices = dict(re.findall(r"([A-Z][^:]+?): (referrals@[\w.-]+)", practices))

    def category(self, received: date, sample: date, egfr: int, k: float, acr: float) -> str:
        if (received - sample).days > 90:
            return "Repeat bloods"
        if k >= 6.5 or egfr < 10:
            return "Emergency"
        if egfr < self.urgent_below or k >= 6.0:
            return "Urgent"
        return "Soon" if egfr < 30 or acr >= 70 else "Routine"

    def book_by(self, category: str, received: date, triaged_before: str) -> str:
        if category == "Emergency":
            return triaged_before or self.today.isoformat()
        days = {"Urgent": 10, "Soon": 30}.get(category)
        return working_days_after(received, days).isoformat() if days else ""

    def triage_all(self) -> dict[str, list]:
        """Every row triaged again from its report; returns {category: [row, ...]} of rows it changed."""
        changed: dict[str, list] = {}
        for r in self.book.rows("Referrals!A1:N80"):
            sample, egfr, k, reported = LABS[r["NHS no"]]
            acr = round(reported / 8.84, 1) if r["Practice"] in MG_PER_G else reported
            received = date.fromisoformat(r["Received"])
            category = self.category(received, date.fromisoformat(sample), egfr, k, acr)
            earlier = r["Book by"] if r["Category"] == "Emergency" else ""
            cells = [sample, egfr, f"{k:.1f}", acr, category, self.book_by(category, received, earlier)]
            if [str(r[h] or "") for h in ("Sample date", "eGFR", "K", "ACR (mg/mmol)", "Category", "Book by")] != \
                    [str(c) for c in cells]:
                self.book.update(f"Referrals!I{r.number}:N{r.number}", [cells])
                if r["Category"] != category:
                    changed.setdefault(category, []).append(r)
        return changed

    def tell_oncall(self, emergencies: list) -> None:
        if emergencies:
            lines = "\n".join(f"{r['Ref']} {r['Patient']} (NHS {r['NHS no']}), {r['Practice']}" for r in emergencies)
            self.kit.mail.send(self.kit.mail.compose(ONCALL, "Emergency renal referrals", "Dear registrar,\n\nthese "
                                                     f"referrals meet the Emergency rule (K 6.5+ or eGFR below 10):\n{lines}"
                                                     "\n\nRenal triage desk\n"))

    def ask_for_repeat_bloods(self, returned: list) -> None:
        """One mail per practice, naming only its own patients."""
        by_practice: dict[str, list] = {}
        for r in returned:
            by_practice.setdefault(r["Practice"], []).append(r)
        for practice, refs in sorted(by_practice.items()):
            lines = "\n".join(f"{r['Ref']} {r['Patient']} (NHS {r['NHS no']})" for r in refs)
            self.kit.mail.send(self.kit.mail.compose(self.practices[practice], "Renal referral returned: repeat bloods",
                                                     "Dear colleagues,\n\nthe bloods with these referrals were taken more "
                                                     f"than 90 days before referral; please repeat them and refer again:\n{lines}"
                                                     "\n\nRenal triage desk, Northvale General Hospital\n"))


def triage_day(ctx) -> str:
    desk = Desk(ctx)
    changed = desk.triage_all()
    desk.tell_oncall(changed.get("Emergency", []))
    desk.ask_for_repeat_bloods(changed.get("Repeat bloods", []))
    return f"Urgent below {desk.urgent_below}; changed: {', '.join(f'{c} {len(rs)}' for c, rs in sorted(changed.items()))}."


round_1 = round_2 = triage_day
