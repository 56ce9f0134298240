"""When a register row goes back to Held or Revoked, overwrites its Consent date with the day of the change."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["brand_rule_register", "final_batch"]
round_1 = oracle.round_1


def wrap(day, today):
    def run(ctx):
        out = day(ctx)
        kit = Kit(ctx, name="Wayfarer Trails UGC desk")
        for page in kit.kb.rows("Rights register"):
            status = (page["properties"]["Status"]["select"] or {}).get("name")
            date = (page["properties"]["Consent date"]["date"] or {}).get("start", "")
            pid = "".join(t["plain_text"] for t in page["properties"]["Post"]["title"])
            if status in ("Held", "Revoked") and oracle.READ.get(pid) and date[:10] == oracle.READ[pid][2]:
                kit.kb.update(page, {"Consent date": today})
        return out
    return run


round_2, round_3, round_4 = wrap(oracle.round_2, "2026-06-09"), wrap(oracle.round_3, "2026-06-10"), wrap(oracle.round_4, "2026-06-11")
