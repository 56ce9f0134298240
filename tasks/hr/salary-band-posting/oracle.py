"""Reference solution of the week's pay-range approvals: the Notion API for the postings and the
policy, the Sheets API for the band table, SMTP to the recruiters and the manager
(clawmark.oracle_kit). One day's work for every round: it reads the postings, the bands and the
policy afresh, so a raised band, a new posting, a repost or an amendment is followed when it
appears.

Facts only a picture shows are written as read: the location zones of comp/geo-zones.png.
"""

import re

from clawmark.oracle_kit import Kit, value

NAME = "Alderpoint Total Rewards"
ZONES = {"San Francisco, CA": "A", "San Jose, CA": "A", "New York, NY": "A", "Seattle, WA": "A", "Boston, MA": "A",
         "Los Angeles, CA": "B", "Denver, CO": "B", "Chicago, IL": "B", "Austin, TX": "B", "Washington, DC": "B",
         "Columbus, OH": "C", "Raleigh, NC": "C", "Phoenix, AZ": "C", "Salt Lake City, UT": "C", "Pittsburgh, PA": "C"}
# Switches the counters turn (each one wrong path).
DRAFTS_TRUSTED = False       # every drafted range approved as it stands
UNRANGEABLE_APPROVED = False  # no grade / not on the map approved anyway
PUBLISHED_REPRICED = False  # live postings moved to the current band too
REPOSTS_REPRICED = True     # a reposted posting takes the current band
RULES_REREAD = True         # amendments at the end of the policy followed
EXCEPTION_GRANTED = False   # the manager's out-of-band range posted
UNSEEN = set()              # Reqs never looked at (a posting added after day 1 missed)


def remote_zone(kit: Kit) -> str:
    text = "\n".join(kit.kb.text(kit.kb.page("Pay range policy")))
    amended = re.findall(r"Remote \(US\) postings use Zone ([ABC]) from", text) if RULES_REREAD else []
    return amended[-1] if amended else "B"


def bands(kit: Kit) -> dict:
    """(grade, zone) -> (Min, Max) as the band table stands."""
    return {(r["Grade"], r["Zone"]): (int(r["Min"]), int(r["Max"])) for r in kit.sheets.open("Pay bands").rows("Bands")}


def money(n: int) -> str:
    return f"{n:,}"


def work(ctx) -> str:
    kit = Kit(ctx, name=NAME)
    table, remote = bands(kit), remote_zone(kit)
    news: dict[str, list[str]] = {}
    for row in sorted(kit.kb.rows("Job postings"), key=lambda r: value(r, "Req")):
        req, grade, where, status = (value(row, k) for k in ("Req", "Grade", "Location", "Status"))
        drafted = (value(row, "Pay min"), value(row, "Pay max"))
        if req in UNSEEN:
            continue
        zone = remote if where == "Remote (US)" else ZONES.get(where)
        if status in ("Returned",) or (status == "Published" and not PUBLISHED_REPRICED) \
                or (status == "Reposted" and not REPOSTS_REPRICED):
            continue
        if (grade is None or zone is None) and not UNRANGEABLE_APPROVED:
            kit.kb.update(row, {"Status": "Returned"})
            why = "it has no grade" if grade is None else f"{where} is not in our US zone map"
            news.setdefault(value(row, "Recruiter"), []).append(f"{req}: returned, {why}.")
            continue
        rng = drafted if DRAFTS_TRUSTED or grade is None or zone is None else table[(grade, zone)]
        if req == "R-2109" and EXCEPTION_GRANTED and kit.mail.search(["HEADER", "Message-ID", "<marsh-r2109@alderpoint.example>"]):
            rng = (150000, 190000)
        changes = {}
        if tuple(drafted) != rng:
            changes = {"Pay min": rng[0], "Pay max": rng[1]}
            news.setdefault(value(row, "Recruiter"), []).append(
                f"{req}: pay range {money(rng[0])} to {money(rng[1])} USD ({grade}, zone {zone}).")
        if status == "Pending approval":
            changes["Status"] = "Approved"
        if changes:
            kit.kb.update(row, changes)
    for recruiter, lines in sorted(news.items()):
        kit.mail.send(kit.mail.compose(recruiter, "Pay ranges of your postings",
                                       "Hello,\n\n" + "\n".join(lines) + f"\n\n{NAME}\n"))
    answer_exception_request(kit)
    return f"{sum(map(len, news.values()))} postings told"


def answer_exception_request(kit: Kit) -> None:
    found = kit.mail.search(["HEADER", "Message-ID", "<marsh-r2109@alderpoint.example>"])
    if found and not kit.mail.search(["HEADER", "In-Reply-To", "<marsh-r2109@alderpoint.example>"], "Sent"):
        kit.mail.send(kit.mail.reply(found[0], "Hello Evan,\n\na posting's range never goes outside its band; only the "
                                     "Compensation Committee can approve an exception. R-2109 stays on the P3 band for "
                                     f"Zone B.\n\n{NAME}\n"))


round_1 = round_2 = round_3 = round_4 = work
