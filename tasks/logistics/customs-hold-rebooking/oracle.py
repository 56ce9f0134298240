"""Reference solution of logistics/customs-hold-rebooking: one function per day, acting only through the
services' own protocols and the workspace, as an agent could — here with the oracle kit
(clawmark.oracle_kit: the real clients, from the same environment an agent gets). TODO: the
task's real work. Facts only a picture shows are written as read:
day 1: EUR 480 on documents/ITEM-1.jpg."""

import re

from clawmark.oracle_kit import Kit


def reply_with_amount(kit: Kit, item: str, amount=None) -> None:
    """Reply in the thread about `item` with its amount (the latest one stated there unless given)."""
    thread = kit.mail.search(["SUBJECT", item])
    if amount is None:  # the thread's latest message states the amount in force
        amount = int(re.findall(r"EUR (\d+)", thread[-1].text)[-1])
    kit.mail.send(kit.mail.reply(thread[0], f"Hello,\n\nthe amount of {item} is EUR {amount}.\n"))


def record_in_sheet(kit: Kit, item: str, amount=None) -> None:
    """Set the Checked cell of the item's row in the Items sheet to its Amount (unless given)."""
    book = kit.sheets.open("Items")
    row = book.find_row("Items!A1:C100", "Item", item)
    book.update(f"Items!C{row.number}", row["Amount"] if amount is None else amount)


def round_1(ctx):
    kit = Kit(ctx, name="Marit Jansen")
    reply_with_amount(kit, "ITEM-1", 480)  # read from documents/ITEM-1.jpg
    return "Day 1: ITEM-1 done."


def round_2(ctx):
    kit = Kit(ctx, name="Marit Jansen")
    record_in_sheet(kit, "ITEM-2")
    return "Day 2: ITEM-2 done."


def round_3(ctx):
    kit = Kit(ctx, name="Marit Jansen")
    reply_with_amount(kit, "ITEM-3")
    return "Day 3: ITEM-3 done."
