"""Reference solution of The Tidemark's production desk, on the oracle kit: the Sheets API for the
bookings, the Notion API for the episodes, IMAP/SMTP for the sponsors, files for the show notes.

Segment starts come from the mix as it is that day (ffmpeg's silencedetect: the mix parts its
segments with silence); what each segment is was heard in the recording and is written in below,
per version of the file."""

import hashlib
import re
import subprocess

from clawmark.oracle_kit import Kit, page_title, value

BOOKINGS = "Bookings"
MIX = "episodes/ep42-final-mix.mp3"
SEGMENTS = {  # what is said in each segment, in order, as heard (pocketsphinx, and by ear)
    7: ["welcome", "ferrow", "chapter 1", "chapter 2", "chapter 3", "larkspur", "goodbye"],
    8: ["welcome", "ferrow", "listener mail", "chapter 1", "chapter 2", "chapter 3", "larkspur", "goodbye"],
}
CHAPTERS = {"chapter 1": "Chapter 1 — The Bulb", "chapter 2": "Chapter 2 — The Price", "chapter 3": "Chapter 3 — The Crash"}
WINDOWS = {"Ferrow Tea": ("seconds", 0, 15), "Larkspur Maps": ("share of the run", 0.40, 0.60)}  # IO-7731 (scan), IO-7790
LINKS = {"Ferrow Tea": "ferrowtea.example/tidemark", "Larkspur Maps": "larkspurmaps.example/tidemark"}


def timeline(kit: Kit) -> tuple[dict[str, float], float]:
    """Segment name → start (s) in the mix as it is now, and the mix's length (s)."""
    path = str(kit.fs.path(MIX))
    log = subprocess.run(["ffmpeg", "-hide_banner", "-i", path, "-af", "silencedetect=noise=-45dB:d=0.8", "-f", "null", "-"],
                         capture_output=True, text=True, check=True).stderr
    length = float(subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
                                  capture_output=True, text=True, check=True).stdout)
    ends = [float(x) for x in re.findall(r"silence_end: ([\d.]+)", log)]
    starts = [0.0] + [t for t in ends if t < length - 1.5]  # the last "end" is the file's own end
    names = SEGMENTS[len(starts)]
    return dict(zip(names, starts)), length


def mss(seconds: float) -> str:
    return f"{int(seconds) // 60}:{int(seconds) % 60:02d}"


def compliant(sponsor: str, start: float, length: float) -> bool:
    unit, low, high = WINDOWS[sponsor]
    scale = 1 if unit == "seconds" else length
    return low * scale <= start <= high * scale


def log_reads(kit: Kit) -> dict[str, bool]:
    """Read start and Compliant of episode 42's reads; sponsor → compliant."""
    starts, length = timeline(kit)
    book, verdicts = kit.sheets.open("Tidemark ad ops"), {}
    for row in book.rows(BOOKINGS):
        if row["Episode"] == "Ep 42":
            start = starts["ferrow" if row["Sponsor"] == "Ferrow Tea" else "larkspur"]
            verdicts[row["Sponsor"]] = compliant(row["Sponsor"], start, length)
            book.update(f"{BOOKINGS}!F{row.number}:G{row.number}", [[mss(start), "Yes" if verdicts[row["Sponsor"]] else "No"]], raw=True)
    return verdicts


def write_show_notes(kit: Kit) -> None:
    starts, _ = timeline(kit)
    codes = {r["Sponsor"]: r["Code"] for r in kit.sheets.open("Tidemark ad ops").rows(BOOKINGS) if r["Episode"] == "Ep 42"}
    chapters = "".join(f"{mss(starts[key])} {title}\n" for key, title in CHAPTERS.items())
    sponsors = "".join(f"- {s}: {LINKS[s]}, code {codes[s]}\n" for s in LINKS)
    kit.fs.write_text("shownotes/ep42.md", "# The Tidemark · Episode 42: The Tulip Ledger\n\n"
                      "How a flower became a futures market in the taverns of Haarlem, and how it ended in February 1637.\n\n"
                      f"## Chapters\n{chapters}\n## Sponsors\n{sponsors}")


def round_1(ctx):
    kit = Kit(ctx, name="Nell Okonjo")
    verdicts = log_reads(kit)
    book = kit.sheets.open("Tidemark ad ops")
    for sponsor, ok in verdicts.items():
        if not ok:
            code = next(r["Code"] for r in book.rows(BOOKINGS) if r["Episode"] == "Ep 42" and r["Sponsor"] == sponsor)
            book.append(BOOKINGS, [["Ep 43", sponsor, "Mid-roll", code, "make-good Ep 42"]], raw=True)
    write_show_notes(kit)
    kit.mail.send(kit.mail.compose(
        "Aoife Breen <ads@larkspurmaps.example>", "Make-good for your Tidemark mid-roll",
        "Hi Aoife,\n\nin the final mix of episode 42 your read runs after chapter 3, later than the window of "
        "IO-7790. We will repeat it as a mid-roll in episode 43 (released 17 October) at no charge.\n\nNell\n"))
    return f"Reads: {verdicts}; show notes written."


def round_2(ctx):
    kit = Kit(ctx, name="Nell Okonjo")
    rows = kit.sheets.open("Tidemark ad ops").rows(BOOKINGS)
    taken = {(r["Episode"], r["Placement"]) for r in rows}
    ferrow = {r["Episode"] for r in rows if r["Sponsor"] == "Ferrow Tea"}  # IO-7731: no other tea or coffee sponsor
    episodes = sorted(kit.kb.rows("Episodes"), key=lambda p: value(p, "Release"))
    episode = next(p for p in episodes if value(p, "Status") != "Released" and page_title(p) not in ferrow
                   and (page_title(p), "Mid-roll") not in taken)
    name, release = page_title(episode), value(episode, "Release")
    kit.sheets.open("Tidemark ad ops").append(BOOKINGS, [[name, "Kestrel Coffee", "Mid-roll", "ROAST15", "new, IO to follow"]], raw=True)
    kit.mail.send(kit.mail.reply(kit.mail.find("<kestrel-request@kestrelcoffee.example>"),
                                 f"Hello Ciaran,\n\nwe can offer the mid-roll in {name.replace('Ep', 'episode')}, released on "
                                 f"{release:%A %d %B %Y}. Please send the IO.\n\nNell\n"))
    return f"Kestrel booked into {name}."


def round_3(ctx):
    kit = Kit(ctx, name="Nell Okonjo")
    verdicts = log_reads(kit)
    write_show_notes(kit)
    book = kit.sheets.open("Tidemark ad ops")
    row = next(r for r in book.rows(BOOKINGS) if r["Episode"] == "Ep 43" and r["Sponsor"] == "Larkspur Maps")
    book.update(f"{BOOKINGS}!D{row.number}", "TRAILS", raw=True)
    kit.mail.send(kit.mail.reply(kit.mail.find("<larkspur-swap@larkspurmaps.example>"),
                                 "Hi Aoife,\n\ndone: the make-good read in episode 43 will use the code TRAILS.\n\nNell\n"))
    digest = hashlib.sha256(kit.fs.read_bytes(MIX)).hexdigest()[:12]
    return f"Mix {digest} re-timed: {verdicts}; make-good code swapped."
