"""Reference solution of the Atlas WMS change-control week: the Notion API for the delegated limit
and the programme rates, the Sheets API for the change log and the budget, SMTP for the
requesters, Procurement and the sponsor (clawmark.oracle_kit).

Facts only a document or scan shows are written as read: the quotes of Procurement's register
(quotes/quote-register-2025-11-28.pdf, where Q-2425 supersedes Q-2424), of Nordhaven's scanned
paper quotes (quotes/nordhaven-quotes-2025-11-27.pdf), of the scan attached on 2 December, of
Brightwell's scanned revision Q-2416-R1 (3 December) and the decisions of the change board's
scanned minutes (4 December). The limit, the rates, the statuses, the baselines and the pool are
read from the world each day, so they follow the silent changes.
"""

from decimal import Decimal

from clawmark.oracle_kit import Kit, page_title, value

NAME = "Ines Carvalho"
BOOK = "Atlas WMS change control"
LOG = "Change log!A1:G80"
PROCUREMENT = "Miguel Sousa <miguel.sousa@corvid.example>"
SPONSOR = "Helen Achterberg <helen.achterberg@corvid.example>"
VENDOR_MAIL = "<brightwell-start@brightwell.example>"
CENT = Decimal("0.01")
# quote ref -> (currency, net, valid until), as read from the register and the scans
QUOTES = {q: (c, Decimal(n), v) for q, c, n, v in [
    ("Q-2411", "EUR", "6240", "2025-12-19"), ("Q-2412", "EUR", "12800", "2025-12-12"),
    ("Q-2413", "EUR", "4950", "2025-11-28"), ("Q-2414", "USD", "7400", "2025-12-31"),
    ("Q-2415", "EUR", "2880", "2025-12-15"), ("Q-2416", "EUR", "9300", "2025-12-10"),
    ("Q-2417", "EUR", "-4200", "2026-01-31"), ("Q-2418", "EUR", "15000", "2025-12-05"),
    ("Q-2419", "USD", "18500", "2025-12-31"), ("Q-2420", "EUR", "1150", "2025-12-01"),
    ("Q-2421", "EUR", "14650", "2026-01-09"), ("Q-2422", "EUR", "3400", "2025-11-30"),
    ("Q-2423", "EUR", "6900", "2025-12-18"), ("Q-2424", "EUR", "7800", "2025-12-19"),
    ("Q-2425", "EUR", "8650", "2025-12-19"), ("Q-2426", "EUR", "11200", "2025-12-12"),
    ("Q-2427", "USD", "4100", "2025-12-31"), ("Q-2428", "EUR", "5600", "2025-12-15"),
    ("Q-2429", "EUR", "2100", "2025-12-19"), ("Q-2430", "EUR", "8900", "2025-12-12"),
    ("Q-2431", "USD", "2600", "2025-12-31"), ("Q-2432", "EUR", "4300", "2025-12-15"),
    ("N-7781", "GBP", "16400", "2025-12-20"), ("N-7782", "GBP", "5200", "2025-12-20"),
    ("N-7783", "GBP", "2350", "2025-12-20"), ("N-7784", "GBP", "13200", "2025-12-20"),
    ("N-7785", "GBP", "1900", "2025-12-20"),
    ("Q-2433", "EUR", "12400", "2025-12-31"), ("Q-2434", "USD", "9800", "2025-12-31"),
    ("N-7790", "GBP", "4600", "2025-12-31"),
    ("Q-2416-R1", "EUR", "10400", "2025-12-31")]}
SUPERSEDED = {"Q-2424": "Q-2425"}  # the register: Q-2425 revises and supersedes Q-2424
REVISIONS = {3: {"CR-213": "Q-2416-R1"}}  # day -> CR -> its revised quote (mail of that day)
BOARD = {4: {"CR-212": "Approved", "CR-213": "Approved", "CR-216": "Rejected", "CR-223": "Approved",
             "CR-230": "Deferred", "CR-233": "Approved"}}  # the signed minutes of 3 December


def number(cell) -> Decimal:
    return Decimal(str(cell)) if cell not in (None, "") else Decimal(0)


def current_quote(ref: str) -> str:
    while ref in SUPERSEDED:
        ref = SUPERSEDED[ref]
    return ref


def delegated_limit(kit: Kit) -> Decimal:
    return Decimal(str(value(kit.kb.row("Programme limits", "PMO delegated limit per CR"), "Amount EUR")))


def programme_rates(kit: Kit) -> dict[str, Decimal]:
    return {page_title(r): Decimal(str(value(r, "EUR per unit"))) for r in kit.kb.rows("Programme rates")}


def contingency_pool(book) -> Decimal:
    return number(book.cell("Budget!B9", "UNFORMATTED_VALUE"))


def baselines(book) -> dict[str, Decimal]:
    return {line["Workstream"]: number(line["Baseline EUR"]) for line in book.rows("Budget!A1:D6", "UNFORMATTED_VALUE")}


def quote_cost(ref: str, rates: dict[str, Decimal]) -> tuple[Decimal, Decimal, str]:
    """(cost EUR, net in the quote's currency, valid until) of quote `ref`."""
    currency, net, valid = QUOTES[ref]
    return (net * rates[currency]).quantize(CENT), net, valid


def decide(cost: Decimal, net: Decimal, valid: str, today: str, limit: Decimal, remaining: Decimal) -> str:
    if valid < today:
        return "Re-quote"
    if net < 0 or (cost <= limit and cost <= remaining):
        return "Approved"
    return "Referred"


def board_decisions(day: int) -> dict[str, str]:
    return BOARD.get(day, {})


def assess(kit: Kit, day: int) -> dict[str, list[str]]:
    """Apply the policy to the change log as it is today; return requester -> CRs newly Referred
    or Re-quote."""
    book = kit.sheets.open(BOOK)
    today = kit.now.date().isoformat()
    limit, rates, pool = delegated_limit(kit), programme_rates(kit), contingency_pool(book)
    rows = book.rows(LOG, "UNFORMATTED_VALUE")
    status = {r["CR"]: r["Status"] for r in rows}
    cost = {r["CR"]: number(r["Cost EUR"]) for r in rows}
    quote = {r["CR"]: r["Quote ref"] for r in rows}
    for cr, ref in REVISIONS.get(day, {}).items():
        quote[cr], status[cr] = ref, "Submitted"  # the earlier decision lapses
    for cr, decision in board_decisions(day).items():
        if status[cr] == "Referred" and decision in ("Approved", "Rejected"):
            status[cr] = decision
    told: dict[str, list[str]] = {}
    for r in sorted(rows, key=lambda r: r["CR"]):
        cr = r["CR"]
        if status[cr] != "Submitted":
            continue
        quote[cr] = current_quote(quote[cr])
        cost[cr], net, valid = quote_cost(quote[cr], rates)
        remaining = pool - sum(c for k, c in cost.items() if status[k] == "Approved")
        status[cr] = decide(cost[cr], net, valid, today, limit, remaining)
        if status[cr] in ("Re-quote", "Referred"):
            told.setdefault(r["Requested by"], []).append(cr)
    for r in rows:
        cr = r["CR"]
        if (r["Quote ref"], r["Status"], number(r["Cost EUR"])) != (quote[cr], status[cr], cost[cr]):
            book.update(f"Change log!E{r.number}:G{r.number}", [[quote[cr], status[cr], float(cost[cr])]])
    update_budget(book, {r["CR"]: (r["Workstream"], status[r["CR"]], cost[r["CR"]]) for r in rows}, pool)
    return told


def update_budget(book, crs: dict[str, tuple], pool: Decimal) -> None:
    """Approved changes and Forecast per workstream, the Total row and Contingency remaining."""
    out, totals = [], [Decimal(0)] * 3
    for workstream, baseline in baselines(book).items():
        approved = sum((c for ws, s, c in crs.values() if ws == workstream and s == "Approved"), Decimal(0))
        out.append([float(approved), float(baseline + approved)])
        totals = [totals[0] + baseline, totals[1] + approved, totals[2] + baseline + approved]
    book.update("Budget!C2:D6", out)
    book.update("Budget!B7:D7", [[float(t) for t in totals]])
    book.update("Budget!B10", float(pool - totals[1]))


def tell_requesters(kit: Kit, told: dict[str, list[str]]) -> None:
    for requester, crs in sorted(told.items()):
        lines = "\n".join(f"- {cr}" for cr in crs)
        kit.mail.send(kit.mail.compose(requester, f"Atlas change requests: {', '.join(crs)}",
                                       f"Hello,\n\nThese change requests of yours were not approved by the PMO today "
                                       f"(Referred to the change board, or Re-quote when the quote had expired); the "
                                       f"change log has the status and cost:\n{lines}\n\n{NAME}\n"))


def round_1(ctx):
    kit = Kit(ctx, name=NAME)
    tell_requesters(kit, told := assess(kit, 1))
    vendor = kit.mail.find(VENDOR_MAIL)
    kit.mail.send(kit.mail.forward(vendor, PROCUREMENT, "Miguel, a vendor question for Procurement; I have not replied.\n"))
    return f"Assessed; requesters told: {told}"


def round_2(ctx):
    kit = Kit(ctx, name=NAME)
    tell_requesters(kit, told := assess(kit, 2))
    return f"Assessed; requesters told: {told}"


def round_3(ctx):
    kit = Kit(ctx, name=NAME)
    tell_requesters(kit, told := assess(kit, 3))
    return f"Assessed; requesters told: {told}"


def round_4(ctx):
    kit = Kit(ctx, name=NAME)
    tell_requesters(kit, assess(kit, 4))
    book = kit.sheets.open(BOOK)
    remaining = number(book.cell("Budget!B10", "UNFORMATTED_VALUE"))
    forecast = number(book.cell("Budget!D7", "UNFORMATTED_VALUE"))
    kit.mail.send(kit.mail.compose(SPONSOR, "Atlas WMS weekly budget summary",
                                   f"Helen,\n\nThis week's closing figures:\n- Contingency remaining: EUR {remaining:,.2f}\n"
                                   f"- Programme forecast (total): EUR {forecast:,.2f}\n\n{NAME}\n"))
    return f"Summary sent: remaining {remaining}, forecast {forecast}"
