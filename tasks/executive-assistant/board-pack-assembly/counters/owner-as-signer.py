"""Never reads the scanned cover sheets: writes each paper's owner as its signer."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["signoffs_from_the_scan", "later_signoffs_from_the_scans"]
OWNERS = {"BP-01": "Sarah Whitcombe", "BP-02": "Daniel Okoro", "BP-03": "Marta Kowalczyk", "BP-04": "Kwame Asante",
          "BP-05": "Gareth Pryce", "BP-06": "Nadia Rahman", "BP-07": "Oliver Brandt", "BP-08": "Rupert Okwu",
          "BP-09": "Priya Nandakumar", "BP-10": "Lewis Carrick", "BP-11": "Kwame Asante", "BP-12": "Fiona Maclean",
          "BP-14": "Ines Varga"}
read = oracle.signers
oracle.signers = lambda kit: {p: (v, OWNERS[p]) for p, (v, _) in read(kit).items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
