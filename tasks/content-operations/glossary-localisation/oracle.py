"""Reference solution of the Ledgerly localisation desk, on the oracle kit: the batches read from
the translators' xlsx attachments (openpyxl), the glossary and the release sheet through the Sheets
API, banned terms through the Notion API, replies over SMTP, the exports as workspace files.

Every day the glossary and the banned terms are read again, so the checks follow their changes.
Legal's memo is a scan: its banned term is written in as read."""

import io

import openpyxl

from clawmark.oracle_kit import Kit, page_title, value

STRINGS = "Release 5.2 strings"
COLUMNS = {"DE": ("C", "D"), "FR": ("E", "F")}  # translation, status
BATCHES = {"DE": ("<l52-de@wortwerk.example>", "Kai Brandt <kai.brandt@wortwerk.example>"),
           "FR": ("<l52-fr@atelier-lexis.example>", "Claire Morel <claire.morel@atelier-lexis.example>")}
MEMO_BAN = {"Term": "guaranteed", "DE": "garantiert", "FR": "garanti", "Source": "Memo LG-2024-31"}  # legal-memo-LG-2024-31.pdf


def rules(kit: Kit) -> tuple[list[dict], list[dict]]:
    """The glossary's terms ({EN, DE, FR}) and the banned terms ({DE, FR, Term}) as they are now."""
    terms = [{k: r[k] for k in ("EN", "DE", "FR")} for r in kit.sheets.open("Ledgerly glossary").rows("Terms")]
    banned = [{"Term": page_title(p), "DE": value(p, "DE"), "FR": value(p, "FR")} for p in kit.kb.rows("Banned terms")]
    return terms, banned


def passes(english: str, translation: str, lang: str, terms: list[dict], banned: list[dict]) -> bool:
    text = translation.lower()
    if any(b[lang] and b[lang].lower() in text for b in banned):
        return False
    return all(t[lang].lower() in text for t in terms if t["EN"].lower() in english.lower())


def delivered(kit: Kit, lang: str) -> dict[str, str]:
    """String id → translation, from the batch's xlsx attachment."""
    mail = kit.mail.find(BATCHES[lang][0])
    [part] = [p for p in mail.attachments if (p.get_filename() or "").endswith(".xlsx")]
    sheet = openpyxl.load_workbook(io.BytesIO(part.get_payload(decode=True)), read_only=True).worksheets[0]
    return {row[0]: row[2] for row in list(sheet.iter_rows(values_only=True))[1:] if row[0]}


def check_batch(kit: Kit, lang: str) -> list[str]:
    """Record the batch in the release sheet; returns the rejected ids."""
    terms, banned = rules(kit)
    batch, sheet, rejected = delivered(kit, lang), kit.sheets.open(STRINGS), []
    text_col, status_col = COLUMNS[lang]
    for row in sheet.rows("Strings"):
        translation = batch[row["String ID"]]
        ok = passes(row["English"], translation, lang, terms, banned)
        sheet.update(f"Strings!{text_col}{row.number}", translation if ok else "", raw=True)
        sheet.update(f"Strings!{status_col}{row.number}", "Approved" if ok else "Rejected", raw=True)
        rejected += [] if ok else [row["String ID"]]
    mail = kit.mail.find(BATCHES[lang][0])
    kit.mail.send(kit.mail.reply(mail, f"Hello,\n\nthank you for the batch. Please revise these strings: {', '.join(rejected)}.\n\nYara\n"))
    return rejected


def recheck(kit: Kit) -> dict[str, list[str]]:
    """Approved strings that no longer pass go back to Rejected; their translators are told."""
    terms, banned = rules(kit)
    sheet, failed = kit.sheets.open(STRINGS), {"DE": [], "FR": []}
    for row in sheet.rows("Strings"):
        for lang, (text_col, status_col) in COLUMNS.items():
            status = row[f"{lang} status"]
            if status == "Approved" and not passes(row["English"], row[lang], lang, terms, banned):
                sheet.update(f"Strings!{text_col}{row.number}:{status_col}{row.number}", [["", "Rejected"]], raw=True)
                failed[lang].append(row["String ID"])
    for lang, ids in failed.items():
        if ids:
            kit.mail.send(kit.mail.compose(BATCHES[lang][1], f"Ledgerly 5.2: strings to revise ({', '.join(ids)})",
                                           f"Hello,\n\nour glossary or banned terms changed; please revise {', '.join(ids)}.\n\nYara\n"))
    return failed


def round_1(ctx):
    kit = Kit(ctx, name="Yara Benali")
    return f"DE rejected: {check_batch(kit, 'DE')}"


def round_2(ctx):
    kit = Kit(ctx, name="Yara Benali")
    failed = recheck(kit)
    return f"Re-check: {failed}; FR rejected: {check_batch(kit, 'FR')}"


def round_3(ctx):
    kit = Kit(ctx, name="Yara Benali")
    kit.kb.create_row("Banned terms", MEMO_BAN)
    return f"Ban recorded; re-check: {recheck(kit)}"


def export(kit: Kit) -> None:
    """export/de.json and export/fr.json: string id → translation of the approved strings."""
    rows = kit.sheets.open(STRINGS).rows("Strings")
    for lang in COLUMNS:
        kit.fs.write_json(f"export/{lang.lower()}.json",
                          {r["String ID"]: r[lang] for r in rows if r[f"{lang} status"] == "Approved"})


def round_4(ctx):
    kit = Kit(ctx, name="Yara Benali")
    failed = recheck(kit)
    export(kit)
    return f"Re-check: {failed}; exported."
