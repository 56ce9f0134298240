"""Never opens the DUA scans: takes the applicant's 'DUA signed (form)' date as the signature,
so the blank signature pages pass and the 2025 signatures look like 2026 ones."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["dua_judged_from_the_scans", "screening_recorded_day1", "screening_notices_day1", "screening_current_day2",
               "superseded_template_by_scan_date", "decisions_recorded", "deferred_applicants_get_the_decision"]


def from_form(ctx):
    book = Kit(ctx).sheets.open(oracle.BOOK)
    return {str(r["Request ID"]): oracle.day_of(r["DUA signed (form)"]) for r in book.rows(f"{oracle.TAB}!A1:N100")}


def wrap(fn):
    def run(ctx):
        oracle.SCANS = {**from_form(ctx), "DAR-2610": oracle.date(2026, 11, 30)}
        return fn(ctx)
    return run


round_1, round_2, round_3, round_4 = (wrap(f) for f in (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4))
