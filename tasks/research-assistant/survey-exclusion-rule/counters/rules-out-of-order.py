"""Applies the attention rule before the duplicate rule, so a duplicate that also failed ATT1
(R044) is excluded for ATTENTION instead of DUPLICATE."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cleaned_by_the_preregistration", "counts_by_the_preregistration", "amendment_applied_to_every_response",
               "counts_over_all_66", "withdrawal_excluded", "final_counts"]
assign = oracle.clean


def clean_out_of_order(kit, rules):
    rows, counts = assign(kit, rules)
    if any(r[0] == "R044" and r[2] == "DUPLICATE" for r in rows):  # the one wrong thing: R044 under ATTENTION
        rows = [[r[0], r[1], "ATTENTION" if r[0] == "R044" else r[2]] for r in rows]
        counts = {**counts, "Excluded DUPLICATE": counts["Excluded DUPLICATE"] - 1,
                  "Excluded ATTENTION": counts["Excluded ATTENTION"] + 1}
        book = kit.sheets.open(oracle.BOOK)
        book.update(f"Cleaning!A2:C{len(rows) + 1}", rows)
        measures = [row[0] for row in book.values("Counts!A2:A20")]
        book.update(f"Counts!B2:B{len(measures) + 1}", [[str(counts[m])] for m in measures])
    return rows, counts


oracle.clean = clean_out_of_order
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
