"""Offline speech recognition for the readability proof: pocketsphinx's en-us model (PyPI wheel).

The generic language model is poor on synthetic speech (platform notes: WER 0.66-0.91), so the
decoder gets a domain grammar instead: any sequence of the recording's own vocabulary plus the
number words. Word order and acoustics are still the recogniser's: a fact counts as recovered
only when its words come out consecutively, as a keyword spotter would report them.
"""

from __future__ import annotations

import re
from pathlib import Path

from pocketsphinx import Decoder

from clawmark.artifacts.tools import FFMPEG, run

TOOL = "pocketsphinx en-us (domain grammar)"
NUMBERS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
           "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
           "hundred thousand million and point").split()


def words(text: str) -> list[str]:
    """Lower-case words of `text` (letters and apostrophes), in order."""
    return re.findall(r"[a-z']+", text.lower())


def transcribe(path: Path, vocabulary: set[str]) -> str:
    """What pocketsphinx hears in the audio (or video) file `path`, restricted to `vocabulary`
    (plus number words; words missing from the CMU dictionary are dropped). Raises ArtifactError.
    """
    pcm = run([*FFMPEG, "-i", str(path), "-vn", "-f", "s16le", "-acodec", "pcm_s16le", "-ac", "1", "-ar", "16000", "-"])
    decoder = Decoder(loglevel="FATAL")
    known = sorted(w for w in vocabulary | set(NUMBERS) if decoder.lookup_word(w))
    decoder.add_jsgf_string("domain", "#JSGF V1.0;\ngrammar domain;\npublic <s> = ( " + " | ".join(known) + " )* ;\n")
    decoder.activate_search("domain")
    decoder.start_utt()
    decoder.process_raw(pcm, full_utt=True)
    decoder.end_utt()
    hyp = decoder.hyp()
    return hyp.hypstr if hyp else ""
