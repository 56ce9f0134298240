"""Reference solution of content-operations/caption-timing-review, on the oracle kit: re-time the
vendor's cues to the narration of the current cut by the style guide, record the review in the QC
tracker and mail the reviewed file to the vendor's current delivery contact.

The speech onsets and ends are only in the recordings; written as measured with
`ffmpeg -i <file> -af silencedetect=noise=-40dB:d=0.3 -f null -` (the 0.4 s pause inside the last
line is not a split):
- episodes/ep12/narration.mp3 (v1): 0.000-4.463, 6.288-10.188, 11.491-15.244, 17.249-21.566,
  22.673-26.310, 28.555-31.684;
- episodes/ep12/narration-v2.mp3 (v2): the same to 10.188, then 13.491-17.244, 19.249-23.566,
  26.173-29.810, 32.055-35.185.
"""

import re

from clawmark.oracle_kit import Kit, value

SPEECH = {"v1": [(0.0, 4.463), (6.288, 10.188), (11.491, 15.244), (17.249, 21.566), (22.673, 26.310), (28.555, 31.684)],
          "v2": [(0.0, 4.463), (6.288, 10.188), (13.491, 17.244), (19.249, 23.566), (26.173, 29.810), (32.055, 35.185)]}
VENDOR = "episodes/ep12/ep12.en.srt"
REVIEWED = "episodes/ep12/ep12.en.reviewed.srt"
STAMP = re.compile(r"(\d+):(\d\d):(\d\d),(\d{3}) --> (\d+):(\d\d):(\d\d),(\d{3})")


def stamp(t: float) -> str:
    ms = round(t * 1000)
    return f"{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d},{ms % 1000:03d}"


def vendor_cues(kit: Kit) -> list[tuple[str, float, list[str]]]:
    """(number, start, text lines) of each cue in the vendor's SRT."""
    out = []
    for block in kit.fs.read_text(VENDOR).strip().split("\n\n"):
        number, times, *text = block.split("\n")
        h, m, s, ms = STAMP.match(times).groups()[:4]
        out.append((number, int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000, text))
    return out


def reading_speed(kit: Kit) -> float:
    """The broadcaster's limit in characters per second (QC tracker, Spec tab)."""
    return float(kit.sheets.open("QC tracker").find_row("Spec!A1:C10", "Setting", "Max reading speed (cps)")["Value"])


def contact(kit: Kit) -> str:
    """CaptionWorks' delivery contact in the Vendors database."""
    return value(kit.kb.row("Vendors", "CaptionWorks"), "Delivery contact")


def review(kit: Kit, cut: str) -> int:
    """Write the reviewed SRT for `cut`; return how many starts moved more than 0.2 s."""
    cps = reading_speed(kit)
    speech, blocks, moved = SPEECH[cut], [], 0
    for i, ((number, old_start, text), (onset, stop)) in enumerate(zip(vendor_cues(kit), speech)):
        end = max(stop + 0.5, onset + len("".join(text)) / cps)  # line breaks do not count
        if i + 1 < len(speech):
            end = min(end, speech[i + 1][0] - 0.2)
        moved += abs(onset - old_start) > 0.2
        blocks.append("\n".join([number, f"{stamp(onset)} --> {stamp(end)}", *text]))
    kit.fs.write_text(REVIEWED, "\n\n".join(blocks) + "\n")
    return moved


def deliver(kit: Kit, cut: str, moved: int) -> None:
    book = kit.sheets.open("QC tracker")
    row = book.find_row("Episodes!A1:G50", "Episode", "EP12")
    book.update(f"Episodes!E{row.number}:G{row.number}", [[moved, cut, "Reviewed"]])
    kit.mail.send(kit.mail.compose(contact(kit), f"EP12 Cape Wren - reviewed English subtitles (picture lock {cut})",
                                   f"Hello,\n\nattached is our reviewed SRT for EP12, timed to picture lock {cut}: "
                                   f"{moved} cues retimed. Please use it for your master.\n\nMaya Okonjo\nLanternfish Media\n",
                                   attachments=[kit.fs.root / REVIEWED]))


def round_1(ctx):
    kit = Kit(ctx, name="Maya Okonjo")
    deliver(kit, "v1", review(kit, "v1"))
    return "EP12 re-timed to the v1 narration; tracker updated; reviewed SRT sent to CaptionWorks."


def round_2(ctx):
    kit = Kit(ctx, name="Maya Okonjo")
    deliver(kit, "v2", review(kit, "v2"))
    return "EP12 re-timed to the v2 cut at the current reading speed; sent to CaptionWorks' current contact."
