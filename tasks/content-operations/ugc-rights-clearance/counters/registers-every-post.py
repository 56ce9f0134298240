"""From day 2 also keeps register rows for posts that were never cleared (Held, Blocked), one row per batch post."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["brand_rule_register", "final_batch"]
round_1 = oracle.round_1


def wrap(day):
    def run(ctx):
        out = day(ctx)
        kit = Kit(ctx, name="Wayfarer Trails UGC desk")
        have = {"".join(t["plain_text"] for t in p["properties"]["Post"]["title"]) for p in kit.kb.rows("Rights register")}
        rows, status = oracle.statuses(kit, oracle.has(kit, oracle.RULE_MAIL))
        for r in rows:
            pid = str(r["Post ID"])
            if pid not in have and status[pid] in ("Held", "Blocked"):
                kit.kb.create_row("Rights register", {"Post": pid, "Creator": str(r["Creator handle"]), "Status": "Held"})
        return out
    return run


round_2, round_3, round_4 = wrap(oracle.round_2), wrap(oracle.round_3), wrap(oracle.round_4)
