"""Tells the US and Mexican associates not to renew TIDEWELL, naming the lapsing registrations outside."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["nothing_renewed_that_lapses", "associates_instructed"]
_send = oracle.send_instructions


def send_with_note(kit, batch):
    _send(kit, batch)
    for addr, no in (("Dwight Kessler <docket@kessler-tm.example>", "5206612"), ("Lucia Ortega <marcas@ortega-ip.example>", "1779315")):
        kit.mail.send(kit.mail.compose(addr, "Larkspur - TIDEWELL", f"Dear colleague,\n\nTIDEWELL {no} is not to be renewed.\n"))


oracle.send_instructions = send_with_note
