"""Writes every signer seen on the cover sheets into each Signed off by cell instead of the one who signed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["signoffs_from_the_scan", "later_signoffs_from_the_scans"]
ALL = "Sarah Whitcombe, Daniel Okoro, Rupert Okwu, Ines Varga"
read = oracle.signers
oracle.signers = lambda kit: {p: (v, ALL) for p, (v, _) in read(kit).items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
