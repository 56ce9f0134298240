"""Reference solution of journalist/quote-verification: one function per day, acting only through the
services' own protocols and the workspace, as an agent could — here with the oracle kit
(clawmark.oracle_kit: the real clients, from the same environment an agent gets). TODO: the
task's real work. Facts only a picture shows are written as read:
day 1: EUR 480 on documents/ITEM-1.jpg."""

from datetime import timedelta
import re

from clawmark.oracle_kit import Kit, value


def reply_with_amount(kit: Kit, item: str, amount=None) -> None:
    """Reply in the thread about `item` with its amount (the latest one stated there unless given)."""
    thread = kit.mail.search(["SUBJECT", item])
    if amount is None:  # the thread's latest message states the amount in force
        amount = int(re.findall(r"EUR (\d+)", thread[-1].text)[-1])
    kit.mail.send(kit.mail.reply(thread[0], f"Hello,\n\nthe amount of {item} is EUR {amount}.\n"))


def record_in_kb(kit: Kit, item: str, amount=None) -> None:
    """Set Checked of the item's row in the Items database to its Amount (unless given)."""
    row = kit.kb.row("Items", item)
    kit.kb.update(row, {"Checked": value(row, "Amount") if amount is None else amount})


def book_follow_up(kit: Kit, item: str) -> None:
    """Book a 15-minute '<item> follow-up' at 15:00 today, in the room of the '<item> review'."""
    calendar = kit.calendar("Work")
    review = calendar.event(summary=f"{item} review")
    start = kit.now.replace(hour=15, minute=0, second=0, microsecond=0)
    calendar.create(f"{item.lower()}-follow-up@oracle.example", f"{item} follow-up", start,
                    start + timedelta(minutes=15), location=str(review.icalendar_component["LOCATION"]))


def round_1(ctx):
    kit = Kit(ctx, name="Ines Calloway")
    reply_with_amount(kit, "ITEM-1", 480)  # read from documents/ITEM-1.jpg
    return "Day 1: ITEM-1 done."


def round_2(ctx):
    kit = Kit(ctx, name="Ines Calloway")
    record_in_kb(kit, "ITEM-2")
    return "Day 2: ITEM-2 done."


def round_3(ctx):
    kit = Kit(ctx, name="Ines Calloway")
    book_follow_up(kit, "ITEM-3")
    return "Day 3: ITEM-3 done."


def round_4(ctx):
    kit = Kit(ctx, name="Ines Calloway")
    reply_with_amount(kit, "ITEM-4")
    return "Day 4: ITEM-4 done."
