"""Sends the pack as two shared mails (one to the four non-executives, one to both executives), not one mail per director."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["packs_sent_per_director"]
per_director = oracle.pack_mails


def pack_mails(kit, included):
    groups = {}
    for d in kit.kb.rows("Board members"):
        if oracle.value(d, "Status") == "Active":
            groups.setdefault(bool(oracle.value(d, "Executive")), []).append(f"{oracle.value(d, 'Name')} <{oracle.value(d, 'Email')}>")
    out = []
    for executive, to in sorted(groups.items()):
        papers = [rel for pid, (rel, cls) in sorted(included.items()) if cls != "RemCo" or not executive]
        out.append(kit.mail.compose(to, "Q3 2026 Board pack", f"Dear all,\n\nattached are your papers for the Q3 Board ({len(papers)}).\n\nCompany secretariat\n",
                                    attachments=[kit.fs.path(p) for p in papers]))
    return out


oracle.pack_mails = pack_mails
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
