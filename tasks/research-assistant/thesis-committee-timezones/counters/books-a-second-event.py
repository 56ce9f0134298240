"""Books every new slot as a new event and leaves the earlier one standing (the handbook: move
the same event), so Aud. 2 holds two defences for Lukas Meyer from day 2 on."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit
from clawmark.oracle_kit.calendar import Attendee, uid

oracle = task_oracle(__file__)
EXPECT_FAIL = ["moved_after_availability_change", "moved_around_the_room_booking", "final_slot_kept"]
round_1 = oracle.round_1


def book_anew(kit: Kit, start, members) -> bool:
    """A fresh event under a new UID for each slot after day 1's (the one wrong thing)."""
    room = kit.calendar("Aud. 2 bookings")
    new_uid = f"phd-defence-meyer-{start:%Y%m%dT%H%M}@vestfjord-uni.example"
    if any(uid(e) in (new_uid, oracle.UID) and oracle.when(e)[0] == start for e in room.events()):
        return False
    room.create(new_uid, oracle.SUMMARY, start, start + oracle.LENGTH, location="Aud. 2",
                attendees=[Attendee(m["email"], m["name"]) for m in members])
    return True


def later(day: int):
    def run(ctx):
        oracle.book = book_anew
        return getattr(oracle, f"round_{day}")(ctx)
    return run


def round_4(ctx):
    """Confirms the slot of the newest event, the one the mails announced."""
    kit = Kit(ctx, name="Graduate school office")
    members = oracle.committee(kit)
    start = max(oracle.when(e)[0] for e in kit.calendar("Aud. 2 bookings").events() if uid(e).startswith("phd-defence-meyer"))
    oracle.record(kit, start, "Confirmed")
    oracle.announce(kit, start, members, "PhD defence: Lukas Meyer - confirmed")
    return f"Confirmed {start.isoformat()}."


round_2, round_3 = later(2), later(3)
