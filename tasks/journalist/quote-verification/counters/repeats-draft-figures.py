"""Mails Sam each correction as 'draft says X, recording says Y': the stale figures are stated
beside the right ones, which the guide forbids (subs copy from these mails)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrections_mailed", "recording_correction_mailed"]


def side_by_side(kit, corrections, subject):
    if not corrections:
        return
    wording = {oracle.value(r, "Quote"): oracle.value(r, "Draft wording") for r in kit.kb.rows("Quote checks")}
    lines = "\n".join(f"{q}: draft has \"{wording[q]}\"; source said \"{said}\"" for q, said in sorted(corrections))
    kit.mail.send(kit.mail.compose(oracle.SAM, subject, f"Hi Sam,\n\n{lines}\n\nResearch desk\n"))


oracle.mail_corrections = side_by_side
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
