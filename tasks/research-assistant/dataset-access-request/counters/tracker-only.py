"""Keeps the tracker but never the kb register."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["screening_recorded_day1", "withdrawn_approval_defers_its_requests", "extended_period_outruns_ethics",
               "screening_current_day2", "mailed_dua_filed_and_counted", "superseded_template_by_scan_date",
               "removed_institution_defers_its_requests", "decisions_recorded"]


class NoKbWrites:
    def __init__(self, kb):
        self._kb = kb

    def __getattr__(self, name):
        return (lambda *a, **k: None) if name == "update" else getattr(self._kb, name)


def day(ctx):
    kit = oracle.Kit(ctx, name="DAC secretariat")
    kit.__dict__["kb"] = NoKbWrites(kit.kb)
    oracle.file_mailed_dua(kit)
    oracle.screening_notices(kit, oracle.screen(kit))
    return kit


oracle.day = day
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
