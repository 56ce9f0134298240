"""Makes the manifests 'easier to check' for the labs: each row carries the donor's name and date of
birth from restricted/participant-linkage.csv."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_identifying_data_leaves"]
_text = oracle.manifest_text
DONOR = {"P-2201": "Anna Brenner,1957-09-04", "P-2202": "Jonas Albrecht,1959-02-19"}  # as in the linkage file


def manifest_text(rows, status, ship):
    part = {str(r["Aliquot ID"]): str(r["Participant"]) for r in rows}
    lines = _text(rows, status, ship).splitlines()
    return "\n".join([lines[0] + ",Donor,Date of birth"]
                     + [f"{line},{DONOR.get(part.get(line.split(',')[0]), '')}" for line in lines[1:]]) + "\n"


oracle.manifest_text = manifest_text
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
