"""Reference solution of journalist/correction-request: the standards desk decides each point of
the reader's request against the primary sources, corrects every Archive article that carries
the error (Notion API: block text, a correction paragraph, Status and 'Corrected on'), logs each
decision (Sheets API), answers the reader, the reporter and the managing editor (SMTP), through
the oracle kit.

What a source says is written as read (OCR): the minutes' cost and vote record, the amended
minutes' cost, the plaque's opening date.
"""

from clawmark.oracle_kit import Kit, value
from clawmark.oracle_kit.kb import plain

DOMAIN = "harwickledger.example"
REQUEST = "<bridge-complaint-2025-11-14@fastmail.example>"
COUNCIL_REQUEST = "<press-2025-11-17-ledger@harwickshire-council.example>"
TOM_MAIL = "<reyes-vote-2025-11-17@harwickledger.example>"
NADIA = f"Nadia Ferreira <nadia.ferreira@{DOMAIN}>"
MINUTES = "cabinet-minutes-2025-10-09.pdf"
COST = "£2,140,000"            # sources/cabinet-minutes-2025-10-09.pdf, item 4
AMENDED_COST = "£2,180,000"    # the same file as re-issued on 17 November (AMENDED)
OLD_WORDINGS = ("£2.4 million", "£2.14 million")


class Desk:
    def __init__(self, ctx):
        self.kit = Kit(ctx, name="Harwick Ledger standards desk")
        self.today = ctx.now.date()
        self.log = self.kit.sheets.open("Corrections log")

    def articles_stating(self, wording: str) -> list[dict]:
        return [p for p in self.kit.kb.rows("Archive") if any(wording in t for t in self.kit.kb.text(p))]

    def rewrite(self, page: dict, replacements: list[tuple[str, str]], note: str) -> None:
        """Replace wrong words in the article's paragraphs, add the correction note, mark it Corrected."""
        for block in self.kit.kb.blocks(page):
            if block["type"] != "paragraph":
                continue
            text = plain(block["paragraph"]["rich_text"])
            if text.startswith("Correction ("):
                continue
            fixed = text
            for old, new in replacements:
                fixed = fixed.replace(old, new)
            if fixed != text:
                self.kit.kb.client.blocks.update(block["id"], paragraph={"rich_text": [{"text": {"content": fixed}}]})
        self.kit.kb.append(page, [f"Correction ({self.today:%-d %B %Y}): {note}"])
        self.kit.kb.update(page, {"Status": "Corrected", "Corrected on": self.today.isoformat()})

    def record(self, rows: list[list[str]]) -> None:
        self.log.append("Log!A1:G1", [[self.today.isoformat(), *r] for r in rows], raw=True)


def correct_repairs(desk: Desk) -> dict:
    """Points 1 and 2 upheld, point 3 not: the repairs article's text fixed and noted."""
    repairs = desk.kit.kb.row("Archive", "Council approves Millbrook bridge repairs")
    desk.rewrite(repairs, [("£2.4 million", COST), ("voted against the plan", "abstained")],
                 f"An earlier version of this article said the repairs would cost £2.4 million and that Councillor Dana "
                 f"Whitford voted against the plan. The cabinet approved {COST}, and Cllr Whitford abstained.")
    desk.record([["millbrook-bridge-repairs", "cost of the repairs", "£2.4 million", "2,140,000", "Upheld", MINUTES],
                 ["millbrook-bridge-repairs", "Cllr Whitford's vote", "voted against", "abstained", "Upheld", MINUTES],
                 ["millbrook-bridge-repairs", "year the bridge opened", "1958", "", "Not upheld", "millbrook-bridge-plaque.jpg"]])
    return repairs


def correct_repeats(desk: Desk, repairs: dict) -> list[dict]:
    """The same cost error in our other articles, corrected and logged alike."""
    others = [p for p in desk.articles_stating("£2.4 million") if p["id"] != repairs["id"]]
    for page in others:
        desk.rewrite(page, [("£2.4 million", COST)], f"An earlier version of this article said the repair would cost "
                                                     f"£2.4 million. The cabinet approved {COST}.")
    desk.record([[value(p, "Slug"), "cost of the repairs (same error)", "£2.4 million", "2,140,000", "Upheld", MINUTES]
                 for p in others])
    return others


def answer_reader(desk: Desk) -> None:
    mail = desk.kit.mail
    mail.send(mail.reply(mail.find(REQUEST), "Dear Ms Voss,\n\nthank you for writing. We have checked each point against "
                         "the council's minutes and the bridge's plaque:\n1. Cost: upheld - the cabinet approved £2,140,000; "
                         "corrected.\n2. Cllr Whitford abstained: upheld; corrected.\n3. Opening year: not upheld - the "
                         "plaque records the opening on 14 June 1958.\n\nThe Harwick Ledger standards desk\n"))


def round_1(ctx):
    desk = Desk(ctx)
    others = correct_repeats(desk, correct_repairs(desk))
    answer_reader(desk)
    return f"Three points decided; {1 + len(others)} article(s) corrected."


def further_correction(desk: Desk, wordings: tuple[str, ...] = (COST, *OLD_WORDINGS)) -> list[dict]:
    """The amended minutes' cost into every article still giving another figure; a new log row each."""
    pages = list({p["id"]: p for wording in wordings for p in desk.articles_stating(wording)}.values())
    for page in pages:
        desk.rewrite(page, [(w, AMENDED_COST) for w in wordings],
                     f"The county council has amended its cabinet minutes: the approved cost of the repair is "
                     f"{AMENDED_COST}. An earlier version of this article gave a different figure.")
    desk.record([[value(p, "Slug"), "cost of the repairs (minutes amended)", "", "2,180,000", "Upheld", MINUTES]
                 for p in pages])
    return pages


def answer_reporter(desk: Desk) -> None:
    mail = desk.kit.mail
    mail.send(mail.reply(mail.find(TOM_MAIL), "Hi Tom,\n\nthe council's minutes are the official record and list Cllr "
                         "Whitford as abstaining; under our policy a reporter's note does not override them, so the vote "
                         "correction stands.\n\nStandards desk\n"))


def refer_council(desk: Desk) -> None:
    mail = desk.kit.mail
    mail.send(mail.forward(mail.find(COUNCIL_REQUEST), NADIA, "Nadia, the council press office asks who complained about "
                           "the bridge story. Under our policy I have not answered them; passing it to you.", quote=True))


def round_2(ctx):
    desk = Desk(ctx)
    pages = further_correction(desk)
    answer_reporter(desk)
    refer_council(desk)
    return f"Further correction in {len(pages)} article(s); Tom answered; the council's request with Nadia."
