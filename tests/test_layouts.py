"""Layouts that take `lines:` and place them automatically (letter/page, bank statement, email,
chat): wrapped to the picture, at the largest font size that fits, or refused naming the layout.
Their readability (tesseract recovers the facts) is proven on tests/fixtures/artifacts."""

from __future__ import annotations

import pytest

from clawmark.artifacts.elements import Text, width_of
from clawmark.artifacts.flow import wrap
from clawmark.artifacts.paper import BankStatement, Letter
from clawmark.artifacts.screens import Chat, EmailScreen
from clawmark.artifacts.tools import ArtifactError

SENTENCE = "Dear Sir or Madam, from 1 July 2024 please pay all our invoices to our new account at Elbe Bank."


def texts(layout, canvas) -> list[Text]:
    return [e for e in layout.elements(canvas) if isinstance(e, Text)]


def test_wrap_breaks_at_spaces_within_the_width_and_keeps_every_word():
    lines = wrap(SENTENCE, 20, 300)
    assert len(lines) > 1 and " ".join(lines) == SENTENCE
    assert all(width_of(line, 20) <= 300 for line in lines)
    assert wrap("Supercalifragilistic", 40, 50) == ["Supercalifragilistic"] and wrap("", 20, 100) == [""]


def test_a_letter_flows_top_down_inside_the_sheet_and_shrinks_to_fit():
    short = texts(Letter(type="letter", letterhead=["Nordlicht"], lines=["One line."], signature="J. B"), (900, 1200))
    assert [t.text for t in short] == ["Nordlicht", "One line.", "J. B"] and short[-1].hand
    ys = [t.at[1] for t in short]
    assert ys == sorted(ys) and all(64 <= t.at[0] < 900 - 64 for t in short)
    long = texts(Letter(type="page", lines=[SENTENCE] * 20), (900, 1200))
    assert long[0].size < short[1].size == 28  # many lines: a smaller font, still on the sheet
    assert max(t.at[1] + t.size for t in long) <= 1200 - 1200 // 28


def test_content_that_cannot_fit_is_refused_naming_the_layout():
    with pytest.raises(ArtifactError, match="layout page: the lines do not fit"):
        Letter(type="page", lines=[SENTENCE] * 200).elements((400, 300))
    with pytest.raises(ArtifactError, match="font `size` smaller"):
        Letter(type="page", lines=[SENTENCE] * 8, size=60).elements((900, 1200))


def test_a_statement_aligns_dates_left_descriptions_between_and_amounts_right():
    statement = BankStatement(type="bank_statement", bank="Hansa", holder="Lindwerk GmbH", opening="100.00",
                              lines=[("02.05.", "SEPA transfer " * 6, "-4,120.00")], closing="-4,020.00")
    placed = {t.text: t for t in texts(statement, (900, 1200))}
    assert placed["-4,120.00"].align == "right" and placed["-4,120.00"].at[0] == placed["-4,020.00"].at[0]
    assert placed["02.05."].at[0] < placed["Opening balance"].at[0]
    assert sum(t.text.startswith("SEPA transfer") for t in texts(statement, (900, 1200))) > 1  # wrapped


def test_chat_puts_my_messages_right_and_the_others_left_under_their_name():
    chat = Chat(type="chat", title="Finance", me="Rosa", lines=[("Ben", "Paid?"), ("Rosa", "Yes, this morning")])
    placed = {t.text: t for t in texts(chat, (800, 600))}
    theirs, mine = placed["Paid?"], placed["Yes, this morning"]
    assert placed["Ben"].at[1] < theirs.at[1] < mine.at[1] and "Rosa" not in placed  # my name is not shown
    assert theirs.at[0] < 100 and mine.at[0] + width_of(mine.text, mine.size) > 700


def test_email_shows_subject_headers_body_and_attachments_in_order():
    email = EmailScreen(type="email", sender="Jonas <j@n.example>", to="ap@l.example", date="3 Jun", subject="New bank",
                        lines=["Body line"], attachments=["letter.pdf"])
    order = [t.text for t in texts(email, (1000, 700))]
    assert order == ["Mail", "New bank", "From:", "Jonas <j@n.example>", "To:", "ap@l.example", "Date:", "3 Jun",
                     "Body line", "letter.pdf"]
