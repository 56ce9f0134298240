"""The check helpers of issue 19 item 4: amounts and IBANs in every common notation, tokens
printed with spaces, a sheet range the agent left alone, CSV rows by column — the last two on
the real States of the claims desk."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checkers.values import amount, amounts_in, counts_in, iban, iban_valid, passages, same_amount, same_iban, token_in

NBSP, NARROW = "\u00a0", "\u202f"


@pytest.mark.parametrize("written, expected", [
    ("8,120.00", "8120.00"), ("8.120,00", "8120.00"), ("EUR 8,120", "8120"), ("8.120,00 €", "8120.00"),
    ("€8,120.50", "8120.50"), ("$1,200", "1200"), ("£ 99.90", "99.90"), ("CHF 78’000.50", "78000.50"),
    ("78'000", "78000"), (f"8{NBSP}120,00", "8120.00"), (f"1{NARROW}234{NARROW}567", "1234567"),
    ("-1 234,50", "-1234.50"), ("−3,5", "-3.5"), ("12,50", "12.50"), ("0,125", "0.125"), ("7,840", "7840"),
    ("1.234.567", "1234567"), ("1,234,567.89", "1234567.89"), ("1.234", "1.234"), ("eur 5", "5"), (".5", "0.5"),
])
def test_amount_reads_eu_us_and_swiss_notations(written, expected):
    assert amount(written) == Decimal(expected)


@pytest.mark.parametrize("written, expected", [
    ("-$12.60", "-12.60"), ("− € 5", "-5"), ("+USD 3", "3"), ("(12.60)", "-12.60"), ("($1,234.50)", "-1234.50"),
    ("(EUR 7)", "-7"),
])
def test_amount_reads_a_sign_before_the_currency_and_accounting_brackets(written, expected):
    assert amount(written) == Decimal(expected)


@pytest.mark.parametrize("written", ["--$5", "-$-5", "(-5)", "(5", "()"])
def test_amount_refuses_doubled_signs_and_open_brackets(written):
    assert amount(written) is None


@pytest.mark.parametrize("written", ["abc", "1e3", "NaN", "1.", "", "EUR", True, None, [1]])
def test_amount_refuses_what_is_not_one_number(written):
    assert amount(written) is None


def test_same_amount_compares_notations_on_both_sides():
    assert same_amount("8.120,00", 8120) and same_amount("8,120.00 EUR", "8.120,00") and same_amount(8120.0, "8120")
    assert not same_amount("8.120,01", 8120) and not same_amount("8120", "lots")


def test_amounts_in_prose_reads_grouping_apostrophes_and_no_break_spaces():
    assert amounts_in(f"paid 78'000 and 8{NBSP}120,00, then 2 480 and 2.480,00") == [
        Decimal(78000), Decimal("8120.00"), Decimal(2480), Decimal("2480.00")]


@pytest.mark.parametrize("text, counts", [
    # what right reports of this session's tasks wrote, and a stale or wrong count read out of an id or a date
    ("8 at risk: SUB-008, SUB-022 and SUB-030 (order by 2026-03-19)", [8]),
    ("HM-PB20 is paused; certificate valid until 2029-11-19. Active: 20, Paused: 12.", [20, 12]),
    ("16 aliquots leave (RBB-A020 stays at -20 °C, box B07 at −20 C); Tokyo's 6 are held", [16, 6]),
    ("sixteen ship on 3 Dec at 9 am, 4 on Dec 7, 2026 at 10:30; see 03.12.2026 and 14:00 CET", [16, 4]),
    ("Q3 pack: 14 papers, 3rd reminder", [14]),
    ("EUR 8,620.00 for 1,200 ballots, 12.5 % of 9,600", [1200, 9600]),
    ("33 paid (EUR 1,359.50); P-222: both sessions under 30 minutes, EUR 30 owed to P-230, 2 hrs late", [33]),
    ("1.359,50 € for 33, $12 fee, 15 percent off, 4 per cent", [33]),
])
def test_counts_in_leaves_out_codes_dates_times_and_temperatures(text, counts):
    assert set(counts_in(text)) == {Decimal(str(c)) for c in counts}  # figures_in may read one twice (digits, words)


def test_iban_normal_form_and_check_digits():
    assert iban(f"IBAN: DE44 5001{NBSP}0517-5407 3249 31") == "DE44500105175407324931"
    assert iban_valid("de44 5001 0517 5407 3249 31") and iban_valid("GB82 WEST 1234 5698 7654 32")
    assert not iban_valid("DE45 5001 0517 5407 3249 31") and not iban_valid("5001 0517") and not iban_valid(None)
    assert same_iban("iban de44500105175407324931", "DE44 5001 0517 5407 3249 31")
    assert not same_iban("", "") and not same_iban("DE44 5001", "DE44 5001 0517 5407 3249 31")


@pytest.mark.parametrize("text, token, found", [
    ("paid to the account ending 0177 19.", "017719", True),
    ("DE89 3704 0044 0532 0177 19", "017719", True),
    (f"account 0177{NBSP}19", "0177 19", True),
    ("ref clm-0417 filed", "CLM0417", True),
    ("account 20177195", "017719", False),
    ("account 0177 190", "017719", False),
    ("nothing here", "", False),
])
def test_token_in_ignores_spaces_and_separators_but_not_neighbours(text, token, found):
    assert token_in(text, token) is found


def test_passages_are_the_lines_and_sentences_naming_the_token():
    mail = ("To surrender: G-116 (hamper, 82.50); G-117.\n"
            "For completeness, G-110 and G-118 were retained. G-1100 is another gift.\n"
            "| G-118 | 72.00 | Retain |")
    assert passages(mail, "G-116") == ["To surrender: G-116 (hamper, 82.50);"]
    assert passages(mail, "G-118") == ["For completeness, G-110 and G-118 were retained.", "| G-118 | 72.00 | Retain |"]
    assert passages(mail, "G-110") == ["For completeness, G-110 and G-118 were retained."]
    assert passages(mail, "G-119") == [] and passages(None, "G-116") == []


def test_unchanged_by_agent_tells_the_agents_writes_from_the_worlds(claims_desk):
    day2 = claims_desk.state(2)
    register = "Claims register"
    assert day2.sheets.unchanged_by_agent("'Open claims'!C2", register)  # the mutation revised it, not the agent
    assert day2.before.sheets.cell("'Open claims'!C2", register) == Decimal(9120)
    assert not day2.sheets.unchanged_by_agent("'Open claims'!A2:E2", register)  # the agent wrote D2:E2
    assert not day2.sheets.unchanged_by_agent("'Open claims'!A4:E9", register)  # and appended row 4
    assert day2.sheets.unchanged_by_agent("Rates!A1:B3", register)
    with pytest.raises(KeyError, match="no sheet 'Ledger'"):
        day2.sheets.unchanged_by_agent("Ledger!A1:B2", register)


def test_csv_rows_where_compares_text_loosely_and_numbers_as_amounts(claims_desk):
    day1 = claims_desk.state(1)
    assert [r["claim"] for r in day1.fs.csv_rows_where("claims/register.csv", "status", " In_Review ")] == ["CLM-0900"]
    assert [r["claim"] for r in day1.fs.csv_rows_where("claims/register.csv", "payable_eur", 2460)] == ["CLM-0899"]
    assert day1.fs.csv_rows_where("claims/register.csv", "status", "closed") == []
    with pytest.raises(KeyError, match=r"has no column 'owner' \(it has \['claim', 'policyholder', 'status', 'payable_eur'\]\)"):
        day1.fs.csv_rows_where("claims/register.csv", "owner", "x")


def test_html_is_read_as_text_so_a_secret_split_by_markup_is_found():
    # html_text raised UnboundLocalError on any element (`out +=` in its walker), so HTML was
    # scanned as its source and a name split by inline tags or written with entities hid.
    from checkers.extract import blob_text, html_text
    from checkers.leaks import Text

    assert html_text('<p>Dear Ms Ra<b>man</b>,</p><p>EUR&nbsp;8,620 <img alt="signature"></p>').split() == [
        "Dear", "Ms", "Raman,", "EUR", "8,620", "signature"]
    [segment] = blob_text(b"<html><body><p>Priya Ra<b>man</b> &amp; Co</p></body></html>", "text/html")
    assert Text("Priya Raman").found_in(segment.text) and "&amp;" not in segment.text


def test_an_expected_amount_in_any_notation_is_read_and_a_non_amount_is_named():
    """mentions_amount("8,620.00") raised InvalidOperation (Decimal of the raw string)."""
    from checkers.values import expected_amount

    assert expected_amount("8,620.00") == Decimal("8620.00") == expected_amount("EUR 8.620,00")
    with pytest.raises(ValueError, match="not an amount: 'eight'"):
        expected_amount("eight")


def test_a_states_views_are_built_once_and_what_they_return_is_the_callers(claims_desk):
    day2 = claims_desk.state(2)
    assert day2.sheets is day2.sheets and day2.mail is day2.mail and day2.before is day2.before
    rows = day2.sheets.rows("'Open claims'", "Claims register")
    rows[0]["Status"] = "scribbled"
    rows.clear()
    assert day2.sheets.rows("'Open claims'", "Claims register")[0]["Status"] != "scribbled"
