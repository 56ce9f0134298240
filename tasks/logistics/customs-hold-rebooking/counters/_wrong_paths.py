"""Plausible wrong agents for logistics/customs-hold-rebooking, one per mode (see NOTES.md, Traps).

Run as a `command` agent:  python _wrong_paths.py MODE {round}  (the leading _ keeps it out of the
gate's counters: they are written on the oracle kit with EXPECT_FAIL; see the README)
  stale-cutoff   rebooks on the seeded cut-off (RCL-0313) and gives the Friday slot
  invoice-weight trusts the scanned invoice: 18,640 kg, asks for a corrected packing list
  carrier-invoice forwards the corrected invoice to RCL as well as the broker
  no-advisory    misses the day-3 ETA advisory and repeats the Monday slot
  both-slots     on day 3 gives the new slot next to the superseded one
Otherwise each does what the oracle does.
"""

import sys
from datetime import datetime
from types import SimpleNamespace

from clawmark.oracle_kit import Kit

sys.path.insert(0, __file__.rsplit("/counters/", 1)[0])
import oracle  # noqa: E402

mode, day = sys.argv[1], int(sys.argv[2])
kit = Kit(name=oracle.NAME)
ctx = SimpleNamespace(env=None, now=datetime(2025, 3, 10 + day, 9, 0), workspace=None)


def run_oracle():
    import os
    ctx.env = dict(os.environ)
    ctx.workspace = os.getcwd()
    print(getattr(oracle, f"round_{day}")(ctx))


if mode == "stale-cutoff" and day == 2:
    corrected = kit.mail.find("<corrected-0419@qinglan-pumps.example>")
    kit.mail.send(kit.mail.forward(corrected, oracle.BROKER, "Corrected invoice attached."))
    book = kit.sheets.open(oracle.BOOK)
    n = oracle.our_row_number(book)
    book.update(f"Bookings!C{n}", "RCL-0313")  # the cut-off it remembers from day 1: 16:00
    book.update(f"Bookings!F{n}", "Rebook requested")
    oracle.tell_consignee(kit, "RCL-0313", datetime(2025, 3, 14, 14, 0))
elif mode == "invoice-weight" and day == 1:
    docs = kit.mail.find("<docs-0419@qinglan-pumps.example>")
    kit.mail.send(kit.mail.reply(docs, "Please correct the packing list: the invoice says 18,640 kg gross."))
    book = kit.sheets.open(oracle.BOOK)
    n = oracle.our_row_number(book)
    book.update(f"Bookings!F{n}", "Customs hold")
elif mode == "carrier-invoice" and day == 2:
    run_oracle()
    corrected = kit.mail.find("<corrected-0419@qinglan-pumps.example>")
    kit.mail.send(kit.mail.forward(corrected, "planning@rvcl.example", "FYI, the corrected invoice."))
elif mode == "no-advisory" and day == 3:
    book = kit.sheets.open(oracle.BOOK)
    n = oracle.our_row_number(book)
    book.update(f"Bookings!D{n}", "RCL-B-77215")
    book.update(f"Bookings!F{n}", "Rebooked")
    oracle.tell_consignee(kit, "RCL-0314", datetime(2025, 3, 17, 12, 0))
elif mode == "both-slots" and day == 3:
    book = kit.sheets.open(oracle.BOOK)
    n = oracle.our_row_number(book)
    book.update(f"Bookings!D{n}", "RCL-B-77215")
    book.update(f"Bookings!F{n}", "Rebooked")
    original = kit.mail.find("<delivery-4812076@hollweg-antriebe.example>")
    kit.mail.send(kit.mail.reply(original, "The slot moves from Monday 17 March 2025, 12:00 to Tuesday 18 March 2025, 08:00.",
                                 to=oracle.CONSIGNEE))
else:
    run_oracle()
