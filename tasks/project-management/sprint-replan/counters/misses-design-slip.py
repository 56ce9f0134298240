"""Misses the silent design-system slip on day 3: sends the status with yesterday's plan and
never re-reads the Dependencies sheet, so ATL-220 stays in Sprint 14."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, page_title, value

oracle = task_oracle(__file__)
EXPECT_FAIL = ["settings_replanned_after_slip", "settings_moved_to_sprint_15", "review_file_sprint_lists"]
round_1, round_2, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_4, oracle.round_5


def round_3(ctx):
    kit = Kit(ctx, name="Priya Nair")
    due = {page_title(r): value(r, "Due") for r in kit.kb.rows("Atlas board")}
    kit.mail.send(kit.mail.compose("Atlas team <atlas-team@tidewater.example>", "Atlas status, 15 May",
                                   "Hi all,\n" + "".join(f"- {t}: due {d}\n" for t, d in sorted(due.items())) + "Priya\n"))
    return "Status sent; the plan is unchanged."
