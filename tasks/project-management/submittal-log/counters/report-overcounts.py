"""Sends Renata a numbered look-ahead of 9 "at-risk" items (the 8 plus SUB-012 listed as under review, "9 at risk"; the list's ordinals supply an 8) and moves the meeting to Zoom while writing its agenda."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["lookahead_report_to_renata", "at_risk_items_on_the_meeting_agenda"]
_agenda = oracle.agenda


def _report(end, at_risk, log):
    items = sorted({**at_risk, "SUB-012": (log["SUB-012"][1], "Under review")}.items())
    lines = "\n".join(f"{n}. {sid}: order by {ob.isoformat()}, {st}" for n, (sid, (ob, st)) in enumerate(items, 1))
    return f"Hi Renata,\n\nlook-ahead through {end.isoformat()}: {len(items)} submittals at risk.\n\n{lines}\n\nSubmittal desk\n"


oracle.report = _report
oracle.agenda = lambda end, at_risk: {**_agenda(end, at_risk), "location": "Zoom"}
