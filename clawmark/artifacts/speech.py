"""Offline speech recognition for the readability proof, run as an agent would run it.

pocketsphinx's default US-English model and language model (PyPI wheel), open vocabulary: no
grammar and no keyword list, since an agent has neither. The audio goes through ffmpeg to 16 kHz
mono, as the toolbox guide says, and is decoded as one utterance. A fact counts as recovered when
its words come out in the transcript, compared after `spoken`: number words become digits
(text2num: "twenty first" = "21", "one thousand eight hundred" = "1800") and ordinal endings
go, so a fact may be written either way. A recipe whose fact does not come out is rephrased
(other words, a slower rate, another espeak-ng voice), never decoded with extra help.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import re
from pathlib import Path

from pocketsphinx import Decoder
from text_to_num import alpha2digit

from clawmark.artifacts.readings import remembered
from clawmark.artifacts.tools import FFMPEG, run

TOOL = "pocketsphinx en-us (default model, open vocabulary)"
RATE = 16000


def transcribe(path: Path) -> str:
    """What pocketsphinx's default model hears in the audio (or video) file `path`, lower-case
    words. Raises ArtifactError when ffmpeg cannot read the file. Kept per file bytes
    (clawmark.artifacts.readings), under pocketsphinx's and ffmpeg's versions and this module's
    source."""
    return _heard(hashlib.sha256(path.read_bytes()).hexdigest(), str(path))


@functools.lru_cache(maxsize=64)
def _heard(digest: str, path: str) -> str:
    """Cached by content (`digest`) in this process too: the readability proof and its report ask twice."""
    return remembered(_reader(), digest, lambda: _decode(path))


@functools.cache
def _reader() -> str:
    ffmpeg = run([*FFMPEG, "-version"]).decode("utf-8", "replace").splitlines()[0]
    return f"pocketsphinx {importlib.metadata.version('pocketsphinx')}\n{ffmpeg}\n{Path(__file__).read_text(encoding='utf-8')}"


def _decode(path: str) -> str:
    pcm = run([*FFMPEG, "-i", path, "-vn", "-f", "s16le", "-acodec", "pcm_s16le", "-ac", "1", "-ar", str(RATE), "-"])
    decoder = Decoder(samprate=RATE, loglevel="FATAL")
    decoder.start_utt()
    decoder.process_raw(pcm, full_utt=True)
    decoder.end_utt()
    hyp = decoder.hyp()
    return hyp.hypstr if hyp else ""


def spoken(text: str) -> str:
    """`text` with number words as digits and ordinal endings dropped ("May twenty-first" →
    "May 21", "21st" → "21"): how facts and transcripts are compared."""
    digits = alpha2digit(text.lower().replace("-", " "), "en", threshold=0)
    return re.sub(r"(\d)(?:st|nd|rd|th)\b", r"\1", digits)
