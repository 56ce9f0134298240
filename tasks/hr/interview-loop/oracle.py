"""Reference solution: an HR coordinator working through IMAP/SMTP, CalDAV and the Notion API
(clawmark.oracle_kit), by the Hiring playbook.

Values read from the raw evidence are constants here (the oracle does not OCR or transcribe):
the CV's "Lead Data Engineer, Nordfeld Logistics, 2019 - present", and the reference call's
"senior engineer ... left the company in 2023".
"""

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, Received, overlaps, value, when

BERLIN = ZoneInfo("Europe/Berlin")
LOOP_DAY = date(2025, 5, 8)
LENGTH = timedelta(minutes=45)
CANDIDATE = "Sofia Marquez <sofia.marquez@fastmail.example>"
JONAS = "Jonas Richter <jonas.richter@brightline.example>"
INTERVIEWERS = {"Jonas Richter": "jonas.richter@brightline.example", "Priya Nair": "priya.nair@brightline.example",
                "Tom Becker": "tom.becker@brightline.example"}
APPLICATION = "<sofia-application@fastmail.example>"


def answer(kit: Kit, to: str, message: Received, text: str) -> None:
    """A reply to `message` alone (In-Reply-To and References name just it)."""
    kit.mail.send(kit.mail.compose(to, "Re: " + message.subject.removeprefix("Re: "), text, thread=message.message_id))


def schedule_text(loop: dict[str, datetime]) -> str:
    return "\n".join(f"- {start:%H:%M}-{start + LENGTH:%H:%M} with {who}" for who, start in sorted(loop.items(), key=lambda x: x[1]))


def update_sofia(kit: Kit, properties: dict) -> None:
    kit.kb.update(kit.kb.row("Candidates", "Sofia Marquez"), properties)


def slots(calendar) -> dict[str, list[datetime]]:
    """Each interviewer's availability slot starts on the loop day, earliest first."""
    start = datetime.combine(LOOP_DAY, time(0), tzinfo=BERLIN)
    found: dict[str, list[datetime]] = {}
    for c in calendar.occurrences(start, start + timedelta(days=1)):
        summary = str(c.get("SUMMARY"))
        if summary.startswith("Available: "):
            found.setdefault(summary.removeprefix("Available: "), []).append(when(c)[0])
    return {who: sorted(starts) for who, starts in found.items()}


def plan(available: dict[str, list[datetime]], fixed: dict[str, datetime]) -> dict[str, datetime]:
    """Rule 1: each interviewer at the first slot start that overlaps none of the others."""
    loop = dict(fixed)
    for who in INTERVIEWERS:
        if who not in loop:
            loop[who] = next(s for s in available[who]
                             if not any(overlaps((s, s + LENGTH), (o, o + LENGTH)) for o in loop.values()))
    return loop


def booked(calendar) -> dict[str, object]:
    """The loop's interview events by interviewer."""
    return {str(e.icalendar_component.get("SUMMARY")).rsplit(" / ", 1)[1]: e for e in calendar.events()
            if str(e.icalendar_component.get("SUMMARY")).startswith("Interview: Sofia Marquez / ")}


def round_1(ctx):
    kit = Kit(ctx, name="Carla Mendes")
    application = kit.mail.find(APPLICATION)
    application.attachment("cv-sofia-marquez.pdf")
    calendar = kit.calendar("Interviews")
    loop = plan(slots(calendar), {})
    for who, start in loop.items():
        calendar.create(f"interview-sofia-marquez-{who.split()[0].lower()}@brightline.example",
                        f"Interview: Sofia Marquez / {who}", start, start + LENGTH,
                        organizer="Carla Mendes <carla.mendes@brightline.example>",
                        attendees=[f"{who} <{INTERVIEWERS[who]}>", CANDIDATE])
    update_sofia(kit, {"Stage": "Interviews scheduled", "Interview date": LOOP_DAY, "Current employer": "Nordfeld Logistics"})
    answer(kit, CANDIDATE, application, "Dear Ms Marquez,\n\nthank you for your CV. Your interviews on Thursday 8 May:\n"
           f"{schedule_text(loop)}\n\nPay is discussed at offer stage.\n\nKind regards,\nCarla Mendes\n")
    return "Loop booked: " + ", ".join(f"{who} {s:%H:%M}" for who, s in loop.items())


def round_2(ctx):
    kit = Kit(ctx, name="Carla Mendes")
    # Reference call: "senior engineer", "left the company in 2023" — the CV says lead, 2019-present.
    update_sofia(kit, {"Reference end year": 2023, "Reference check": "Discrepancy"})
    calendar = kit.calendar("Interviews")
    available, events = slots(calendar), booked(calendar)
    starts = {who: when(e)[0] for who, e in events.items()}
    broken = [who for who, s in starts.items() if s not in available.get(who, [])]
    if not broken:
        return "Reference recorded; the loop still works."
    loop = plan(available, {who: s for who, s in starts.items() if who not in broken})
    for who in broken:
        calendar.move(events[who], loop[who], loop[who] + LENGTH)
    kit.mail.send(kit.mail.compose(CANDIDATE, "Change to your interviews on Thursday 8 May",
                                   f"Dear Ms Marquez,\n\none interview had to move. Your interviews on Thursday:\n"
                                   f"{schedule_text(loop)}\n\nKind regards,\nCarla Mendes\n"))
    return "Reference recorded (discrepancy); moved: " + ", ".join(broken)


def round_3(ctx):
    kit = Kit(ctx, name="Carla Mendes")
    answer(kit, CANDIDATE, kit.mail.find("<sofia-band-question@fastmail.example>"),
           "Dear Ms Marquez,\n\nthank you for telling us about your deadline. We discuss pay at offer stage, with one "
           "figure in the offer letter; we will be in touch right after your interviews.\n\nKind regards,\nCarla Mendes\n")
    update_sofia(kit, {"Competing offer deadline": "2025-05-09"})
    answer(kit, JONAS, kit.mail.find("<jonas-band@brightline.example>"),
           "Jonas, bands stay within HR, so I can't share it; I'll set the offer figure after the "
           "loop. Sofia has a competing offer due Friday.\nCarla\n")
    return "Answered Sofia and Jonas without figures; deadline noted."


def round_4(ctx):
    kit = Kit(ctx, name="Carla Mendes")
    scores = [value(r, "Score") for r in kit.kb.rows(
        "Scorecards", filter={"property": "Candidate", "rich_text": {"equals": "Sofia Marquez"}})]
    average = round(sum(scores) / len(scores), 2)
    sofia = kit.kb.row("Candidates", "Sofia Marquez")
    stage = "Rejected" if average < 3.5 else ("Offer" if value(sofia, "Reference check") == "Confirmed" else "HR review")
    kit.kb.update(sofia, {"Average score": average, "Stage": stage})
    kit.mail.send(kit.mail.compose(JONAS, "Sofia Marquez (REQ-311): outcome",
                                   f"Jonas, Sofia's loop averaged {average} over {len(scores)} scorecards. Stage: {stage} "
                                   "(her reference does not match her CV on dates and title).\nCarla\n"))
    return f"Average {average}; stage {stage}."
