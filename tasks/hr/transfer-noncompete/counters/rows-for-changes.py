"""On day 2 logs the changed decisions as new rows below the old ones instead of correcting them:
TR-305 and TR-306 each end up on two rows, the stale one first."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reorganised_team_holds_rahman", "release_letter_clears_kowal", "register_day2_complete"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = Kit(ctx, name="Tallis Employee Relations")
    register = kit.sheets.open("Transfer register")
    monday = {r["Request"]: [r[h] for h in ("Request", "Employee", "Employee no.", "From team", "To team",
                                            "Requested start", "ER decision", "Earliest start")]
              for r in register.rows("Requests")}
    done = oracle.round_2(ctx)
    for r in register.rows("Requests"):
        if r["Request"] in ("TR-305", "TR-306"):
            fresh = [r["ER decision"], r["Earliest start"]]
            register.update(f"Requests!G{r.number}:H{r.number}", [monday[r["Request"]][6:]])
            register.append("Requests!A1:H1", [monday[r["Request"]][:6] + fresh])
    return done
