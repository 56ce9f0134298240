"""Registers the folder once on day 1 and never looks again at versions it has seen: BP-09 v2 goes unnoticed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["replaced_paper_returned", "register_and_index_closed", "packs_sent_per_director"]
listing = oracle.folder


def folder(kit):
    files = listing(kit)
    if "BP-09" in files and files["BP-09"][0] > 1:
        files["BP-09"] = (1, "board-papers/BP-09_v1.pdf", 8)
    return files


oracle.folder = folder
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
