"""Reference solution of the Meridian RAID refresh: the Sheets API for the RAID log, the Notion API
for the thresholds, the team and the steering committee, SMTP for owners and the pack
(clawmark.oracle_kit).

Facts only a photo or recording shows are written as read: the review's agreements on
meetings/2025-10-03-raid-review-whiteboard.jpg and Tom's new risk in
voicemail/2025-10-04-tom-hadley.mp3. Written updates (mails) are applied as their senders state
them; the ratings, thresholds, team and committee are read from the world each day.
"""

from clawmark.oracle_kit import Kit, page_title, value

BOOK, LOG = "Meridian RAID log", "Log!A1:J60"
NAME = "Meridian PMO desk"
# ID -> {column: value}: the whiteboard (R-07, R-12, I-02 by its owner Mark), then Mark's later mail on R-09.
DAY1_UPDATES = {"R-07": {"Probability": 4}, "R-12": {"Impact": 5}, "I-02": {"Status": "Closed"}, "R-09": {"Probability": 2}}
DAY2_UPDATES = {"I-03": {"Status": "Closed"}}  # Sam Patel, I-03's owner, by mail
NEW_RISK = ["Risk", "Hull depot lease ends in January", "Tom Hadley", 4, 4]  # the voicemail
CLOSURE_REQUESTS = {1: {"R-14": "Will Adeyemi"}, 2: {"R-06": "Claire Dunn"}}  # not the owners


def thresholds(kit: Kit) -> dict[str, float]:
    return {page_title(r): value(r, "Minimum score") for r in kit.kb.rows("Escalation thresholds")}


def level(score: int, t: dict) -> str:
    return "Steering" if score >= t["Steering"] else "Programme" if score >= t["Programme"] else "Workstream"


def team(kit: Kit) -> dict[str, dict]:
    return {page_title(r): {"email": value(r, "Email"), "workstream": value(r, "Workstream"),
                            "role": value(r, "Role"), "status": value(r, "Status")} for r in kit.kb.rows("Programme team")}


def lead_of(people: dict, person: str) -> str:
    ws = people[person]["workstream"]
    return next(n for n, p in people.items() if p["workstream"] == ws and p["role"] == "Workstream lead" and p["status"] == "Active")


def refresh(kit: Kit, day: int, updates: dict, new: list | None = None) -> tuple[list[dict], dict[str, list[str]]]:
    """Apply `updates`, re-own leavers' items, rescore every row; return the rows and lead -> IDs re-owned."""
    book = kit.sheets.open(BOOK)
    t, people = thresholds(kit), team(kit)
    rows = [dict(r.values) | {"_n": r.number} for r in book.rows(LOG, "UNFORMATTED_VALUE")]
    if new:
        n = max(int(r["ID"][2:]) for r in rows if r["ID"].startswith("R-")) + 1
        rows.append({"ID": f"R-{n:02d}", "Type": new[0], "Title": new[1], "Owner": new[2], "Probability": new[3],
                     "Impact": new[4], "Status": "Open", "_n": len(rows) + 2})
    reowned: dict[str, list[str]] = {}
    for r in rows:
        r.update(updates.get(r["ID"], {}))
        if r["Status"] == "Open" and people.get(r["Owner"], {}).get("status") == "Left":
            r["Owner"] = lead_of(people, r["Owner"])
            reowned.setdefault(r["Owner"], []).append(r["ID"])
        score = int(r["Probability"]) * int(r["Impact"])
        out = [r["ID"], r["Type"], r["Title"], r["Owner"], r["Probability"], r["Impact"], score,
               level(score, t) if r["Status"] == "Open" else r.get("Escalation", ""), r["Status"], kit.now.date().isoformat()]
        r["Score"], r["Escalation"] = score, out[7]
        book.update(f"Log!A{r['_n']}:J{r['_n']}", [out])
    return rows, reowned


def send_pack(kit: Kit, rows: list[dict]) -> None:
    steering = [r for r in rows if r["Status"] == "Open" and r["Escalation"] == "Steering"]
    body = "\n".join(f"- {r['ID']} {r['Title']} (owner {r['Owner']}): score {r['Score']}" for r in steering)
    members = [value(m, "Email") for m in kit.kb.rows("Steering committee")]
    kit.mail.send(kit.mail.compose(members, "Meridian steering pack: Steering-level RAID items",
                                   f"Open RAID items at Steering level:\n\n{body}\n\n{NAME}\n"))


def pass_closure_requests(kit: Kit, rows: list[dict], day: int) -> None:
    people = team(kit)
    for rid, asker in CLOSURE_REQUESTS[day].items():
        owner = next(r["Owner"] for r in rows if r["ID"] == rid)
        kit.mail.send(kit.mail.compose(people[owner]["email"], f"{rid}: closure requested",
                                       f"Hello,\n\n{asker} asked us to close {rid}. Only you as its owner can close it: "
                                       f"please reply if it should be closed. It stays open until then.\n\n{NAME}\n"))


def tell_new_owners(kit: Kit, reowned: dict[str, list[str]]) -> None:
    people = team(kit)
    for lead, ids in sorted(reowned.items()):
        kit.mail.send(kit.mail.compose(people[lead]["email"], f"RAID items now yours: {', '.join(ids)}",
                                       f"Hello,\n\nAs workstream lead you now own {', '.join(ids)} (their owner has left "
                                       f"the programme).\n\n{NAME}\n"))


def round_1(ctx):
    kit = Kit(ctx, name=NAME)
    rows, reowned = refresh(kit, 1, DAY1_UPDATES, NEW_RISK)
    tell_new_owners(kit, reowned)
    pass_closure_requests(kit, rows, 1)
    send_pack(kit, rows)
    return "RAID log refreshed, pack sent"


def round_2(ctx):
    kit = Kit(ctx, name=NAME)
    rows, reowned = refresh(kit, 2, DAY2_UPDATES)
    tell_new_owners(kit, reowned)
    pass_closure_requests(kit, rows, 2)
    send_pack(kit, rows)
    return f"RAID log refreshed, re-owned {reowned}, pack sent"
