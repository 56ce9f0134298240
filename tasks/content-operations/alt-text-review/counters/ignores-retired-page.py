"""Never re-reads Site pages: exhibitions/steam-age stays Live, its rows and tickets unchanged."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["retired_page_handled", "rows_and_tickets_wednesday", "rows_and_tickets_thursday", "final_summary"]
_pages = oracle.pages
oracle.oracle.pages = lambda kit: {k: {**v, "status": "Live"} for k, v in _pages(kit).items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
