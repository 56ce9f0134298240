"""Updates on day 1 only the board ticket whose date visibly moved (ATL-210) and leaves ATL-220's
Due at the board's old 16 May, although the plan now says it finishes on 17 May."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["board_follows_plan"]
update_all = oracle.update_board
oracle.update_board = lambda kit, changes: update_all(kit, {t: c for t, c in changes.items() if t == "ATL-210"})
round_1 = oracle.round_1


def later(round_n):
    def run(ctx):
        oracle.update_board = update_all
        return round_n(ctx)
    return run


round_2, round_3, round_4, round_5 = (later(r) for r in (oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5))
