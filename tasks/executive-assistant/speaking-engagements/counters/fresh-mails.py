"""Answers every organiser with a fresh mail, never in the thread the organiser wrote in."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["organisers_answered_holds_not", "paris_withdrawn_after_board_move", "brightline_engagement_withdrawn"]


def write(kit, inv, row, text):
    return kit.mail.compose(row["contact"], f"Your invitation: {row['event']}", text)


oracle.write = write
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
