"""Moves the follow-up on day 2 by cancelling it and booking a copy at 16:00 under another UID,
where the handbook says the same appointment moves."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["follow_up_moved_not_copied"]
COPY = "follow-up-hoffmann-2025-03-moved@lindenhof-praxis.example"
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    kit = Kit(ctx, name=oracle.FRONT_DESK)
    kit.mail.send(kit.mail.forward(kit.mail.find(oracle.FORGED), oracle.KELLER, "Not from our listed address."))
    calendar = kit.calendar("Dr Keller")
    calendar.cancel(calendar.event(uid=oracle.UID))
    new = calendar.first_free(oracle.afternoons(), oracle.LENGTH, ignore_uid=oracle.UID)
    calendar.create(COPY, "Follow-up: Peter Hoffmann", new, new + oracle.LENGTH)
    oracle.tell_patient(kit, new, moved=True)
    return f"Follow-up re-booked at {new:%H:%M}."
