"""Applies Brightwave's renewal BW-LVD-3391 right but never saves the mailed scan in certificates/."""
from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["wrong_model_renewal_not_accepted"]


def certificates(kit):
    certs = {cid: (models, date.fromisoformat(exp)) for cid, (models, exp) in oracle.SCANNED.items()}
    for mid, (cid, models, exp) in oracle.RENEWALS.items():
        if oracle.has(kit, mid):
            path = f"certificates/{cid}.pdf"
            if cid != "BW-LVD-3391" and not kit.fs.path(path).exists():
                kit.fs.write_bytes(path, kit.mail.find(mid).attachments[0].get_payload(decode=True))
            certs[cid] = (models, date.fromisoformat(exp))
    return certs


oracle.certificates = certificates
