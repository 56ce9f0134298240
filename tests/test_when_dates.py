"""checkers.when.dates_in: the calendar dates a text states, for checks on a status mail's dates."""

from datetime import date

import pytest

from checkers.when import dates_in

WRITTEN = date(2024, 5, 15)  # a Wednesday


@pytest.mark.parametrize("text", ["finish 2024-05-27", "finish 27 May", "finish May 27th, 2024", "finish 27.05.2024",
                                  "finish 27/05/2024", "finish Mon 27 May", "finish the 27th of May"])
def test_dates_in_reads_the_common_notations(text):
    assert date(2024, 5, 27) in dates_in(text, WRITTEN)


def test_dates_in_resolves_weekdays_and_relative_days_from_the_reference():
    assert dates_in("Friday, or tomorrow", WRITTEN) == [date(2024, 5, 17), date(2024, 5, 16)]


def test_dates_in_ignores_figures_and_times_that_are_no_dates():
    assert dates_in("ATL-220 needs 3 work days, 14:00, EUR 1.234,56", WRITTEN) == []


def test_dates_in_gives_both_readings_of_an_ambiguous_date_and_keeps_order():
    assert dates_in("05/06/2024 then 2024-05-17", WRITTEN) == [date(2024, 5, 6), date(2024, 6, 5), date(2024, 5, 17)]


def test_dates_in_counts_a_weekday_written_with_its_date_once():
    assert dates_in("finish Mon 27 May, then Fri., 31 May", WRITTEN) == [date(2024, 5, 27), date(2024, 5, 31)]
