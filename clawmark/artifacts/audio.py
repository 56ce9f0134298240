"""Speech recordings (WAV or MP3): voicemails and meeting snippets spoken by espeak-ng.

    kind: audio
    path: seed/fs/voicemail/marco.mp3
    voice: en-us+f2            # espeak-ng voice (+variant); en-us+f2 reads back best
    speed: 130                 # words per minute
    segments:
      - {text: "Hi Dana, this is Marco.", pause: 300}
      - {text: "The new total is nine thousand one hundred twenty euros.", voice: en-us+m3}
    noise: {colour: brown, volume: 0.02}   # background hiss, mixed in by `sox -R`

espeak-ng's WAV output is byte-stable (a segment is kept when two renders agree: `speak`);
segments are joined with silences (ms) in Python, noise is synthesised and mixed by sox in
repeatable mode (`-R`), and ffmpeg encodes with bitexact flags, so the bytes depend only on the
recipe and the pinned tools. Read back with pocketsphinx's default model, open vocabulary
(clawmark.artifacts.speech); facts compare with number words as digits, so "nine thousand one
hundred twenty" and "9120" are the same fact.
"""

from __future__ import annotations

import wave
from pathlib import Path
from typing import Literal

from pydantic import Field

from clawmark.artifacts.base import Recipe, normalise
from clawmark.artifacts.speech import TOOL, spoken, transcribe
from clawmark.artifacts.tools import BITEXACT, FFMPEG, ArtifactError, run
from clawmark.model import StrictModel

CODECS = {".wav": ["-c:a", "pcm_s16le"], ".mp3": ["-c:a", "libmp3lame", "-b:a", "48k"]}


class Segment(StrictModel):
    """One utterance, followed by a silence."""

    text: str = Field(min_length=1, description="What is said (espeak-ng reads digits as numbers).")
    voice: str | None = Field(None, description="espeak-ng voice for this segment (default: the recording's).")
    speed: int | None = Field(None, ge=80, le=400, description="Words per minute (default: the recording's).")
    pause: int = Field(400, ge=0, le=10_000, description="Silence after the segment, ms.")


class Noise(StrictModel):
    """Background noise synthesised by sox."""

    colour: Literal["white", "pink", "brown"] = Field("brown", description="Spectrum of the noise (sox synth).")
    volume: float = Field(0.02, gt=0, le=0.5, description="Amplitude relative to full scale.")


class Speech(StrictModel):
    """A spoken recording: segments in order, optionally over background noise."""

    voice: str = Field("en-us+f2", pattern=r"^[a-zA-Z0-9_+-]+$", description="espeak-ng voice (`espeak-ng --voices`).")
    speed: int = Field(130, ge=80, le=400, description="Words per minute.")
    segments: list[Segment] = Field(min_length=1, description="What is said, in order.")
    noise: Noise | None = Field(None, description="Background noise mixed under the speech (none by default).")

    def wav(self, work: Path) -> Path:
        """Render to `work/speech.wav` (mono, 16-bit, espeak-ng's 22,050 Hz). Raises ArtifactError."""
        frames, params = [], None
        for i, seg in enumerate(self.segments):
            part = work / f"segment-{i}.wav"
            speak(["espeak-ng", "-v", seg.voice or self.voice, "-s", str(seg.speed or self.speed), "-w", str(part), seg.text])
            with wave.open(str(part)) as w:
                params = w.getparams()
                frames.append(w.readframes(w.getnframes()))
                frames.append(b"\0" * (w.getframerate() * seg.pause // 1000) * w.getsampwidth())
        out = work / "speech.wav"
        with wave.open(str(out), "wb") as w:
            w.setparams(params)
            w.writeframes(b"".join(frames))
        if not self.noise:
            return out
        with wave.open(str(out)) as w:
            seconds = f"{w.getnframes() / w.getframerate():.3f}"
            rate = str(w.getframerate())
        noise, mixed = work / "noise.wav", work / "mixed.wav"
        run(["sox", "-R", "-n", "-r", rate, "-c", "1", "-b", "16", str(noise), "synth", seconds,
             f"{self.noise.colour}noise", "vol", str(self.noise.volume)])
        run(["sox", "-R", "-m", "-v", "1", str(out), "-v", "1", str(noise), str(mixed)])
        return mixed


RENDERS = 5  # at most this many espeak-ng runs per segment before giving up


def speak(args: list[str]) -> None:
    """Run espeak-ng `args` (ending `-w <file> <text>`) until two renders in a row are the same bytes.

    espeak-ng 1.51 is byte-stable on nearly every run, but a voice with a breath variant (en-us+f2)
    once rendered a segment differently under load (a CI run on 2026-12-03; 300 renders on a quiet
    machine all agreed), so one render alone is not trusted. Raises ArtifactError if no two agree."""
    part, previous = Path(args[-2]), None
    for _ in range(RENDERS):
        run(args)
        rendered = part.read_bytes()
        if rendered == previous:
            return
        previous = rendered
    raise ArtifactError(f"espeak-ng gave {RENDERS} different renders of {args[-1]!r}")


class AudioRecipe(Recipe, Speech):
    """A WAV or MP3 recording, read back with offline speech recognition."""

    suffixes = tuple(CODECS)
    reader = TOOL
    kind: Literal["audio"]

    def generate(self, work: Path) -> bytes:
        return run([*FFMPEG, "-i", str(self.wav(work)), *CODECS[self.suffix], *BITEXACT, "-f", self.suffix[1:], "-"])

    def read(self, path: Path, work: Path) -> str:
        return transcribe(path)

    def transcript(self, path: Path) -> str:
        return transcribe(path)

    def comparable(self, text: str) -> str:
        return normalise(spoken(text))
