"""Sends Renata a look-ahead of 8 at-risk items, one of them wrong (SUB-012, approved as noted, instead of SUB-030, which only shows up in a note), and writes the agenda's numbers without their Order by dates."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["lookahead_report_to_renata", "at_risk_items_on_the_meeting_agenda"]


def _report(end, at_risk, log):
    wrong = {k: v for k, v in at_risk.items() if k != "SUB-030"}
    wrong["SUB-012"] = (log["SUB-012"][1], "Under review")
    return (f"Hi Renata,\n\nlook-ahead through {end.isoformat()}: {len(wrong)} submittals at risk.\n\n"
            f"{oracle.at_risk_lines(wrong)}\n\nNote: SUB-030 (elevator) is still under review.\n\nSubmittal desk\n")


def _agenda(end, at_risk):
    return {"description": "At-risk submittals: " + ", ".join(sorted(at_risk)) + "\n"}


oracle.report = _report
oracle.agenda = _agenda
