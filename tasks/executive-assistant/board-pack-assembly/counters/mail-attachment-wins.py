"""Takes Kwame's mailed BP-04 v3 over the folder's v2: 7 pages, so it is returned and left out (and no cover sheet signs v3)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_day1", "folder_version_beats_mail", "signoffs_from_the_scan", "register_and_index_closed", "packs_sent_per_director"]


def patch_with_mail(kit, files):
    part = kit.mail.find("<bp04-v3@corvelharbour.example>").attachment("BP-04_v3.pdf")
    kit.fs.write_bytes("from-mail/BP-04_v3.pdf", part.get_content())
    return {**files, "BP-04": (3, "from-mail/BP-04_v3.pdf", 7)}


oracle.USE_MAIL_ATTACHMENTS = True
oracle.patch_with_mail = patch_with_mail
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
