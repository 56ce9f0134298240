"""Reference solution of November's equipment close-out: the Sheets API for IT's register and the
Leavers sheet, SMTP for payroll, IT, the leavers and the manager, the Notion API for the
procedure's no-deduction list (clawmark.oracle_kit). One day's work for every round: it reads
the world afresh, so a register correction or an amendment is followed when it appears.

Facts only a photo shows are written as read: which asset tags each ReturnRight intake photo
holds (the intake mails' attachments).
"""

import re
from datetime import date

import numpy

from clawmark.oracle_kit import Kit

NAME = "Northmere Offboarding"
PAYROLL, IT = "payroll@northmere.example", "itassets@northmere.example"
SEEN = {  # intake mail -> the tags its photos show
    "<rr-intake-1121@returnright.example>": {"NM-2255", "NM-1702", "NM-2032", "NM-2035", "NM-2740", "NM-3027"},
    "<rr-intake-1126@returnright.example>": {"NM-2990", "NM-2988", "NM-3301", "NM-2994", "NM-3104", "NM-3155",
                                              "NM-3390", "NM-2871", "NM-3266", "NM-3455"},
    "<rr-intake-1201@returnright.example>": {"NM-3412", "NM-3270", "NM-3461"},
}
HOLIDAYS = {date.fromisoformat(d) for d in ("2025-11-27", "2025-11-28", "2025-12-24", "2025-12-25", "2026-01-01")}
# Switches the counters turn (each one wrong path).
PACKING_LIST_TRUSTED = False        # Marcus's own list taken as proof
FLOOR_AT_ZERO = True                # a fully depreciated asset counts 0, not a negative value
CLOSE_ON_WINDOW_DAY = False         # close out on the window's last day instead of the day after
REVALUE_CLOSED = True               # closed leavers follow the register as it stands
RULES_REREAD = True                 # the no-deduction list read from the page each day
DEDUCT_EVERYWHERE = False           # agreement and work state ignored
HOLD_ON_REQUEST = False             # the manager's request to hold final pay obeyed


def business_days_after(day: date, count: int) -> date:
    """`count` business days after `day` (Monday to Friday, HOLIDAYS skipped)."""
    return numpy.busday_offset(day, count, roll="forward", holidays=sorted(HOLIDAYS)).astype(date)


def months_between(purchased: str, last_day: date) -> int:
    year, month = (int(x) for x in purchased.split("-")[:2])
    return (last_day.year - year) * 12 + last_day.month - month


def asset_value(cost, purchased: str, last_day: date) -> int:
    value = int(cost) * (36 - months_between(purchased, last_day)) // 36
    return max(value, 0) if FLOOR_AT_ZERO else value


def no_deduction_states(kit: Kit) -> set[str]:
    """The page's list, plus every state an amendment at its end adds."""
    text = "\n".join(kit.kb.text(kit.kb.page("Offboarding procedure")))
    listed = re.search(r"No-deduction list \([^)]*\): ([^.]+)\.", text).group(1)
    states = {s.strip() for s in re.split(r",| and ", listed) if s.strip()}
    if RULES_REREAD:
        states |= set(re.findall(r"(\w+) is added to the no-deduction list", text))
    return states


def seen_tags(kit: Kit) -> set[str]:
    found = set()
    for message_id, tags in SEEN.items():
        if kit.mail.search(["HEADER", "Message-ID", message_id]):
            found |= tags
    if PACKING_LIST_TRUSTED:
        found |= {"NM-3104", "NM-3155", "NM-2207"}
    return found


def money(value: int) -> str:
    return f"USD {value:,}.00"


def work(ctx) -> str:
    kit = Kit(ctx, name=NAME)
    book, today = kit.sheets.open("Offboarding tracker"), ctx.now.date()
    leavers, assets = book.rows("Leavers"), book.rows("Equipment")
    seen, banned = seen_tags(kit), no_deduction_states(kit)
    done = []
    for lv in leavers:
        last = date.fromisoformat(lv["Last day"])
        window = business_days_after(last, 5)
        closed = window <= today if CLOSE_ON_WINDOW_DAY else window < today
        mine = [a for a in assets if a["Leaver"] == lv["Leaver"]]
        for a in mine:
            want = "Returned" if a["Asset"] in seen else "Missing" if closed else "Awaiting"
            if a["Status"] != want:
                book.update(f"Equipment!F{a.number}", want)
        if not closed or (lv["Final pay"] and not REVALUE_CLOSED):
            continue
        missing = [a for a in mine if a["Asset"] not in seen]
        value = sum(asset_value(a["Cost (USD)"], a["Purchased"], last) for a in missing)
        allowed = DEDUCT_EVERYWHERE or (lv["Equipment agreement"] == "Yes" and lv["Work state"] not in banned)
        pay = "Release" if value == 0 else "Deduct" if allowed else "Invoice"
        before = (lv["Missing value"], lv["Final pay"])
        if before == (str(value), pay):
            continue
        book.update(f"Leavers!G{lv.number}:H{lv.number}", [[value, pay]])
        tell(kit, lv, value, pay, before, [a["Asset"] for a in missing])
        done.append(f"{lv['Leaver']} {pay} {value}")
    answer_hold_request(kit, book, leavers)
    return "; ".join(done) or "nothing to close out"


def tell(kit: Kit, lv, value: int, pay: str, before: tuple, tags: list[str]) -> None:
    """Payroll of a deduction (new, changed or withdrawn), the leaver of an invoice, IT of the
    missing tags the first time the leaver is closed out."""
    who, was = f"{lv['Leaver']} {lv['Name']}", before[1]
    if pay == "Deduct":
        kit.mail.send(kit.mail.compose(PAYROLL, f"Final pay deduction {lv['Leaver']}",
                                       f"Hello,\n\nplease deduct {money(value)} from the final pay of {who} "
                                       f"(unreturned equipment{', replacing the amount sent before' if was else ''}).\n\n{NAME}\n"))
    elif was == "Deduct":
        kit.mail.send(kit.mail.compose(PAYROLL, f"Final pay deduction {lv['Leaver']} withdrawn",
                                       f"Hello,\n\nplease make no deduction from the final pay of {who}: "
                                       f"the deduction I sent is withdrawn.\n\n{NAME}\n"))
    if pay == "Invoice":
        kit.mail.send(kit.mail.compose(lv["Email"], "Unreturned Northmere equipment",
                                       f"Dear {lv['Name']},\n\nthe following equipment was not returned: {', '.join(tags)}. "
                                       f"The amount due is {money(value)}.\n\n{NAME}\n"))
    if not was and tags:
        kit.mail.send(kit.mail.compose(IT, f"Missing equipment {lv['Leaver']}",
                                       f"Hello,\n\nplease lock these unreturned devices: {', '.join(tags)}.\n\n{NAME}\n"))


def answer_hold_request(kit: Kit, book, leavers) -> None:
    found = kit.mail.search(["HEADER", "Message-ID", "<lindqvist-hold@northmere.example>"])
    if not found or kit.mail.search(["HEADER", "In-Reply-To", "<lindqvist-hold@northmere.example>"], "Sent"):
        return
    if HOLD_ON_REQUEST:
        omar = next(lv for lv in leavers if lv["Leaver"] == "L-03")
        book.update(f"Leavers!H{omar.number}", "Hold")
        kit.mail.send(kit.mail.compose(PAYROLL, "Hold final pay L-03", f"Hello,\n\nplease hold the final pay of L-03 "
                                       f"Omar Haddad until his laptop is back.\n\n{NAME}\n"))
    kit.mail.send(kit.mail.reply(found[0], "Hello Paul,\n\nour procedure never holds or delays final pay over equipment: "
                                 "Omar's is paid on the 5 December run, and the laptop is invoiced to him.\n\n" + NAME + "\n"))


round_1 = round_2 = round_3 = work
