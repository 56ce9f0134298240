"""Logs December as new Corrections log rows for ST-03 and ST-05 next to day 1's (the handbook:
when a correction grows, update its row rather than adding another)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrections_extended_to_december"]
round_1 = oracle.round_1


def add_rows(kit, f_from, rows):
    """A new row for every correction, whatever the log holds (the one wrong thing)."""
    for station, first in sorted(f_from.items()):
        last = max(r["month"] for r in rows if r["station"] == station)
        kit.kb.create_row("Corrections log", {"Correction": f"{station} unit F->C", "Station": station, "Kind": "unit F->C",
                                              "First month": first, "Last month": last, "Source": "logbook p. 12",
                                              "Status": "applied"})


def round_2(ctx):
    oracle.log_corrections = add_rows
    return oracle.round_2(ctx)


