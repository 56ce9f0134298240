"""Reference solution of the Ledgerline 7.4 go/no-go: the Notion API for the policy's limits, the
checklist and the release's decision, the Sheets API for the defect list, SMTP for the owners and
the readout, CalDAV for the deploy hold (clawmark.oracle_kit).

Facts only a document, scan or photo shows are written as read: the suite counts of
reports/regression-7.4.0-rc3.pdf, the lab sheets attached to Hana's mails of 18 and 19 November
(scans) and the p95 figures of SRE's photographed printouts (reports/latency-p95-7.4.0-rc3.jpg and
the one attached on 18 November). The limits, the candidate build, the defects and the owners are
read from the world each day, so they follow the silent changes.
"""

from decimal import Decimal

from clawmark.oracle_kit import Kit, page_title, value

CHECKLIST = "Go/no-go 7.4 checklist"
NAME = "Noor Haddad"
# suite -> (build, scope, passed, failed, skipped); the day-1 report ran every suite in full on rc3.
REPORT = {s: ("7.4.0-rc3", "full", p, f, k) for s, p, f, k in [
    ("ledger-core", 411, 1, 0), ("journal-posting", 268, 0, 0), ("period-close", 190, 0, 6),
    ("multi-currency", 1520, 10, 0), ("payments-api", 622, 2, 0), ("card-processing", 340, 0, 0),
    ("payouts", 880, 4, 0), ("payment-reconciliation", 745, 5, 12), ("invoicing-ui", 2193, 47, 0),
    ("invoice-pdf", 402, 28, 0), ("recurring-invoices", 2401, 49, 0), ("credit-notes", 310, 9, 0),
    ("bank-feeds", 1170, 30, 0), ("open-banking-connectors", 960, 5, 0), ("import-export", 505, 20, 0),
    ("reports-engine", 1381, 19, 0), ("dashboards", 288, 12, 0), ("tax-reports", 214, 0, 3),
    ("audit-trail", 156, 0, 0), ("auth-sso", 233, 0, 0), ("permissions", 1044, 6, 0),
    ("api-public", 1290, 10, 0), ("mobile-sync", 383, 17, 0), ("notifications", 198, 4, 0)]}
RERUNS = {
    2: {"ledger-core": ("7.4.0-rc3", "full", 412, 0, 0), "payments-api": ("7.4.0-rc2", "full", 624, 0, 0),
        "invoicing-ui": ("7.4.0-rc3", "full", 2231, 9, 0), "bank-feeds": ("7.4.0-rc3", "failed only", 30, 0, 0)},
    3: {"payments-api": ("7.4.0-rc3", "full", 624, 0, 0), "bank-feeds": ("7.4.0-rc3", "full", 1188, 12, 0)},
}
LATENCY = {1: {"ledger": 212, "invoices": 348, "payments": 395, "export": 431, "bank-sync": 377},
           2: {"ledger": 205, "invoices": 351, "payments": 402, "export": 368, "bank-sync": 380}}
OPEN_STATUSES = {"Open", "In progress", "Reopened"}
SIGN_OFF_SUBJECT = "sign-off"


def build_order(build: str) -> tuple:
    """'7.4.0-rc3' -> (7, 4, 0, 3): rc builds compare by their numbers."""
    version, _, rc = build.partition("-rc")
    return (*map(int, version.split(".")), int(rc or 0))


def suite_results(day: int, candidate: str) -> dict:
    """Each suite's result in force on `day`: the report, replaced by full re-runs on the candidate."""
    results = dict(REPORT)
    for d in range(2, day + 1):
        for suite, run in RERUNS.get(d, {}).items():
            if run[0] == candidate and run[1] == "full":
                results[suite] = run
    return results


def limits(kit: Kit) -> dict[str, Decimal]:
    return {page_title(r): Decimal(str(value(r, "Limit"))) for r in kit.kb.rows("Quality gates")}


def open_defects(kit: Kit, candidate: str) -> dict[str, int]:
    """Open defects on the candidate by severity: open statuses, or a fix only in a later build."""
    counts: dict[str, int] = {}
    for d in kit.sheets.open("Ledgerline 7.4 defects").rows("Defects!A1:F200"):
        later_fix = d["Status"] in ("Fixed", "Verified") and d["Fixed in"] and build_order(d["Fixed in"]) > build_order(candidate)
        if d["Status"] in OPEN_STATUSES or later_fix:
            counts[d["Severity"]] = counts.get(d["Severity"], 0) + 1
    return counts


def signed(kit: Kit, owner: str) -> bool:
    return any(m.sender == owner.lower() and SIGN_OFF_SUBJECT in m.subject.lower() for m in kit.mail.messages())


def evaluate(kit: Kit, day: int) -> dict[str, tuple[str, str]]:
    """Row ID -> (Status, Result) by the release policy, from the world as it is today."""
    candidate = value(kit.kb.row("Releases", "Ledgerline 7.4"), "Candidate build")
    gates = limits(kit)
    minimum = {f"Tier {n}": gates[f"Tier {n} suites: minimum pass rate"] for n in (1, 2, 3)}
    results = suite_results(day, candidate)
    defects = open_defects(kit, candidate)
    latency = LATENCY[min(day, 2)]
    out = {}
    for row in kit.kb.rows(CHECKLIST):
        rid, kind, crit = page_title(row), value(row, "Kind"), value(row, "Criterion")
        if kind == "Test suite":
            suite = crit.split("suite ")[1].split(" ")[0]
            _, _, passed, failed, _ = results[suite]
            rate = Decimal(passed) * 100 / (passed + failed)
            out[rid] = ("Pass" if rate >= minimum[value(row, "Tier")] else "Fail", f"{rate:.3f} % ({passed}/{passed + failed})")
        elif kind == "Defects":
            sev = "P1" if "P1" in crit else "P2"
            n = defects.get(sev, 0)
            out[rid] = ("Pass" if n <= gates[f"Open {sev} defects: maximum"] else "Fail", f"{n} open")
        elif kind == "Latency":
            ms = latency[crit.split("of the ")[1].split(" endpoint")[0]]
            out[rid] = ("Pass" if ms <= gates["p95 latency: maximum per endpoint"] else "Fail", f"{ms} ms")
        else:
            ok = day == 3 and signed(kit, value(row, "Owner"))
            out[rid] = ("Pass", "signed by mail") if ok else ("Pending", "")
    return out


def update_checklist(kit: Kit, day: int) -> dict[str, list[str]]:
    """Write every row's Status and Result; return owner -> Blocking rows that started failing."""
    new = evaluate(kit, day)
    newly_failing: dict[str, list[str]] = {}
    for row in kit.kb.rows(CHECKLIST):
        rid = page_title(row)
        status, result = new[rid]
        if (value(row, "Status"), value(row, "Result")) != (status, result):
            kit.kb.update(row, {"Status": status, "Result": result})
        if status == "Fail" and value(row, "Status") != "Fail" and value(row, "Blocking"):
            newly_failing.setdefault(value(row, "Owner"), []).append(rid)
    return newly_failing


def tell_owners(kit: Kit, newly_failing: dict[str, list[str]]) -> None:
    for owner, rows in sorted(newly_failing.items()):
        kit.mail.send(kit.mail.compose(owner, f"Ledgerline 7.4 go/no-go: {', '.join(rows)} failing",
                                       f"Hello,\n\nOn the 7.4 go/no-go checklist {', '.join(rows)} now fail(s); see the "
                                       f"checklist's Result for the figures. The go/no-go is Wednesday 15:00.\n\n{NAME}\n"))


def round_1(ctx):
    kit = Kit(ctx, name=NAME)
    tell_owners(kit, failing := update_checklist(kit, 1))
    partner = kit.mail.find("<quayside-74@quaysidepartners.example>")
    kit.mail.send(kit.mail.forward(partner, "Marco Ruiz <marco.ruiz@fernhill.example>",
                                   "Marco, a partner asks about 7.4's date; yours to answer. The go/no-go is Wednesday.\n"))
    return f"Checklist updated; owners told: {failing}"


def round_2(ctx):
    kit = Kit(ctx, name=NAME)
    tell_owners(kit, failing := update_checklist(kit, 2))
    return f"Checklist updated; owners told: {failing}"


def round_3(ctx):
    kit = Kit(ctx, name=NAME)
    tell_owners(kit, update_checklist(kit, 3))
    rows = kit.kb.rows(CHECKLIST)
    blockers = [page_title(r) for r in rows if value(r, "Blocking") and value(r, "Status") != "Pass"]
    decision = "NO-GO" if blockers else "GO"
    kit.kb.update(kit.kb.row("Releases", "Ledgerline 7.4"), {"Decision": decision})
    kit.mail.send(kit.mail.compose("release-board@fernhill.example", f"Ledgerline 7.4 go/no-go: {decision}",
                                   f"Decision: {decision}.\n\nBlocking rows not Pass: {', '.join(blockers)}.\n\n{NAME}\n"))
    hold = kit.calendar("Release").event(uid="ledgerline-74-deploy@fernhill.example")
    if decision == "NO-GO":
        kit.calendar("Release").cancel(hold)
    return f"{decision}; blockers {blockers}"
