"""The harness's own routes (admin token only): health, universe clock, seed import, snapshot."""

from __future__ import annotations

from datetime import datetime

from clawmark.services.sheets import calc
from clawmark.services.sheets.errors import invalid
from clawmark.services.sheets.server.app import Call
from clawmark.services.sheets.snapshot import snapshot as take_snapshot
from clawmark.services.sheets.store import from_doc


def health(call: Call):
    return {"ok": True}


def set_clock(call: Call):
    """Body {"now": ISO local time, "utc": ISO UTC time, "timeZone": IANA name}: what TODAY()/NOW()
    return, Drive's stamps, and the time zone of spreadsheets created from now on."""
    try:
        local, utc = datetime.fromisoformat(call.field("now", str)), datetime.fromisoformat(call.field("utc", str))
    except ValueError as e:
        raise invalid(str(e)) from None
    calc.set_now(local)
    call.store.set_now(utc.replace(tzinfo=None))
    call.store.time_zone = call.field("timeZone", str, call.store.time_zone)
    for book in call.store.books.values():
        book.effective = None
    return {}


def import_spreadsheet(call: Call):
    """Body: a spreadsheet document (store.from_doc); replaces any spreadsheet with its id."""
    try:
        book = from_doc(call.body)
    except (KeyError, TypeError, ValueError) as e:
        raise invalid(f"bad spreadsheet document: {e}") from None
    book.created = book.modified = call.store.stamp()
    if "timeZone" not in call.body:
        book.time_zone = call.store.time_zone
    call.store.save(book)
    return {"id": book.id}


def snapshot(call: Call):
    return take_snapshot(list(call.store.books.values()))
