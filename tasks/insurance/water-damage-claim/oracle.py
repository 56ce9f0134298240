"""Reference solution: what a careful claims assistant writes each day — files in the workspace,
the claims register through the Sheets API, the letter by SMTP (clawmark.oracle_kit)."""

import hashlib

from clawmark.oracle_kit import Kit

CLAIM = "claims/CLM-0417"


def write_register(kit: Kit) -> None:
    files = [p for p in kit.fs.glob(f"{CLAIM}/**/*") if p.endswith((".png", ".pdf"))]
    kit.fs.write_csv(f"{CLAIM}/evidence.csv", [[p.removeprefix(f"{CLAIM}/"), hashlib.sha256(kit.fs.read_bytes(p)).hexdigest()]
                                               for p in files], header=["file", "sha256"])


def assessment(kit: Kit, estimate: int, status: str) -> dict:
    deductible = next(int(r["deductible_eur"]) for r in kit.fs.read_csv("policy/schedule.csv") if r["peril"] == "water")
    return {"claim_id": "CLM-0417", "estimate_total_eur": estimate, "moisture_pct": 38,
            "deductible_eur": deductible, "payable_eur": min(estimate - deductible, 10000), "status": status}


def update_register(kit: Kit, a: dict) -> None:
    """Write CLM-0417's Estimate/Deductible/Payable/Status cells (columns D:G) of `Open claims`."""
    register = kit.sheets.open("Claims register")
    row = register.find_row("'Open claims'!A:G", "Claim", "CLM-0417").number
    register.update(f"'Open claims'!D{row}:G{row}",
                    [[a["estimate_total_eur"], a["deductible_eur"], a["payable_eur"], a["status"]]])


def assess(ctx, estimate: int, status: str) -> tuple[Kit, dict]:
    kit = Kit(ctx, name="Dana Okafor")
    a = assessment(kit, estimate, status)
    kit.fs.write_json(f"{CLAIM}/assessment.json", a, sort_keys=True)
    return kit, a


def round_1(ctx):
    kit, a = assess(ctx, 7840, "pending_review")
    write_register(kit)
    update_register(kit, a)
    return "Assessment opened: payable EUR 7,340."


def round_2(ctx):
    kit, a = assess(ctx, 9120, "pending_review")
    write_register(kit)
    update_register(kit, a)
    return "Updated for the revised estimate and the new water deductible: payable EUR 8,120."


def round_3(ctx):
    kit, a = assess(ctx, 9120, "approved")
    kit.fs.write_json("outbox/settlement-CLM-0417.json", {
        "claim_id": "CLM-0417", "payee_name": "Priya Raman",
        "payee_iban": "DE44 5001 0517 5407 3249 31", "amount_eur": a["payable_eur"]}, sort_keys=True)
    update_register(kit, a)
    kit.mail.send(kit.mail.compose(
        "Priya Raman <priya.raman@posteo.example>", "Your claim CLM-0417: settlement",
        f"Dear Mrs Raman,\n\nwe will pay EUR {a['payable_eur']:,}.00 for claim CLM-0417 to your account "
        "DE44 5001 0517 5407 3249 31.\n\nKind regards,\nDana Okafor, Harbor Mutual\n",
        message_id="<clm-0417-settlement@harbor-mutual.example>"))
    return "Settlement prepared to the policyholder; the contractor's request was declined (no assignment of benefits)."
