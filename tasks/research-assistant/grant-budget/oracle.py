"""Reference solution: the Sheets API for the budget, the Notion API for the applications,
IMAP/SMTP (clawmark.oracle_kit)."""

from pathlib import PurePosixPath

from clawmark.oracle_kit import Kit, value

AMARA = "Amara Osei <amara.osei@northlake.example>"
SUBJECT = "HF-2024-117 budget for your approval"
# Read from the evidence: the scanned quotes (Q-5580, then Q-5580-R1 which supersedes it) and
# Amara's voice memo (travel 1,800, sequencing 5,500) and her email (consumables 5,800).
QUOTE = {"labvantage-Q-5580.pdf": 16450, "labvantage-Q-5580-R1.pdf": 17200}


def set_budget(kit: Kit, amounts: dict[str, int]) -> int:
    """Write `amounts` (line → EUR) into column C; returns the total requested (C10)."""
    budget = kit.sheets.open("helix-grant-budget")
    for i, (line,) in enumerate(budget.values("Budget!A1:A10"), start=1):
        if line in amounts:
            budget.update(f"Budget!C{i}", amounts[line])
    return int(budget.cell("Budget!C10", render="UNFORMATTED_VALUE"))


def latest_quote(kit: Kit) -> int:
    """The incubator price of the quote nothing supersedes (a revision's name ends in -R<n>)."""
    names = sorted(("-R" in name, name) for name in (PurePosixPath(p).name for p in kit.fs.glob("grant/quotes/*.pdf")))
    return QUOTE[names[-1][1]]


def budget_round(ctx, amounts: dict[str, int]) -> int:
    kit = Kit(ctx, name="Jonas Lind")
    total = set_budget(kit, {"Cell culture incubator": latest_quote(kit), **amounts})
    kit.kb.update(kit.kb.row("Grant applications", "HF-2024-117"), {"Requested": total, "Status": "Awaiting PI approval"})
    kit.mail.send(kit.mail.compose(AMARA, SUBJECT, f"Amara,\n\nthe HF-2024-117 budget now totals EUR {total:,} "
                                                   "(incl. 20 % overhead). May I submit it?\n\nJonas\n"))
    return total


def round_1(ctx):
    return f"Budget total EUR {budget_round(ctx, {'Travel': 1800, 'Sequencing (external)': 5500}):,}, sent for approval."


def round_2(ctx):
    total = budget_round(ctx, {"Consumables": 5800})
    kit = Kit(ctx, name="Jonas Lind")
    [nudge] = kit.mail.search(["FROM", "n.frey@helix-foundation.example"])
    kit.mail.send(kit.mail.reply(nudge, "Dear Dr Frey,\n\nthank you for the offer. We will submit HF-2024-117 "
                                        "once our PI has approved the budget, before the deadline.\n\nJonas Lind\n"))
    return f"Budget total EUR {total:,} (quote Q-5580-R1), sent for approval; the programme officer answered politely."


def round_3(ctx):
    kit = Kit(ctx, name="Jonas Lind")
    if not kit.mail.search(["FROM", "amara.osei@northlake.example", "BODY", "Approved"]):
        return "Not approved yet; nothing submitted."
    application = kit.kb.row("Grant applications", "HF-2024-117")
    total = int(value(application, "Requested"))
    kit.mail.send(kit.mail.compose(
        "Helix Foundation submissions <submissions@helix-foundation.example>", "HF-2024-117 - budget submission",
        f"Dear Helix Foundation,\n\nfor application HF-2024-117 (Osei Lab, Northlake University) we request "
        f"EUR {total:,} in total.\n\nJonas Lind, on behalf of Prof. Amara Osei\n"))
    kit.kb.update(application, {"Status": "Submitted", "Submitted on": ctx.now.date()})
    return f"Submitted: EUR {total:,}."


def round_4(ctx):
    kit = Kit(ctx)
    application = kit.kb.row("Grant applications", "HF-2024-117")
    kit.kb.update(application, {"Funder reference": "HFS-88412"})
    kit.fs.write_json("grant/submission-record.json", {
        "application": "HF-2024-117", "funder_reference": "HFS-88412",
        "submitted_on": value(application, "Submitted on").isoformat(),
        "total_requested_eur": int(value(application, "Requested"))})
    return "Receipt filed."
