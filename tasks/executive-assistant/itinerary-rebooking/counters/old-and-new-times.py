"""Writes each changed booking as 'moved from <old> to <new>': the drivers read the old time
beside the new one, against the rules."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["heathrow_car_follows_new_arrival", "wednesday_cars_follow_connection"]


def moved_from_to(kit, car, pickup, flights, email):
    old = oracle.as_time(car["Pickup (local)"])
    kit.mail.send(kit.mail.compose(email, f"Booking {car['Car']} moved",
                                   f"Hello,\n\nbooking {car['Car']} for Ms H. Marsh is moved from {old:%H:%M} to "
                                   f"{pickup:%H:%M} on {pickup:%A %d %B %Y}.\nFrom: {car['From']}\nTo: {car['To']}\n"))


oracle.booking_mail = moved_from_to
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
