"""Screen recordings and walk-throughs (MP4): still frames held for whole seconds, optional speech.

    kind: video
    path: artifacts/site-walk.mp4
    size: [960, 540]
    frames:
      - {seconds: 2, background: [40, 44, 52], elements: [{text: "Unit 4 - hallway", at: [40, 40], size: 40}]}
      - {seconds: 1, layout: {type: screenshot, ...}}     # a fact visible in one frame only
    audio: {segments: [{text: "The meter reads thirty eight percent."}]}   # spoken once
    facts: {reading: "thirty eight percent"}
    heard: [reading]           # facts that must come from the sound track, not from a frame

Frames are image canvases (the image kind's fields, without `size`); ffmpeg encodes them with
libx264 at 1 frame per second (AAC for speech) with bitexact flags and one thread, so the bytes
depend only on the recipe and the pinned tools. Read back as an agent would: ffmpeg extracts one
frame per second for tesseract, and the sound track goes to the speech recogniser.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from clawmark.artifacts.audio import Speech
from clawmark.artifacts.base import Recipe, normalise
from clawmark.artifacts.image import Canvas, png
from clawmark.artifacts.ocr import ocr
from clawmark.artifacts.speech import spoken, transcribe
from clawmark.artifacts.tools import BITEXACT, FFMPEG, run


class Frame(Canvas):
    """A still picture held for `seconds`."""

    size: tuple[int, int] | None = Field(None, description="Leave out: every frame takes the video's size.")
    seconds: int = Field(1, ge=1, le=60, description="How long the frame is shown, whole seconds.")


class VideoRecipe(Recipe):
    """An H.264 MP4 of still frames (and speech), read back by frame OCR and speech recognition."""

    suffixes = (".mp4",)
    reader = "ffmpeg fps=1 + tesseract --psm 6; pocketsphinx en-us (default model, open vocabulary) for speech"
    kind: Literal["video"]
    size: tuple[int, int] = Field((960, 540), description="[width, height] in pixels (even numbers).")
    frames: list[Frame] = Field(min_length=1, description="Still pictures shown one after another.")
    audio: Speech | None = Field(None, description="Speech on the sound track (cut to the frames' length).")
    heard: list[str] = Field(default_factory=list, description=(
        "Names of facts that must be recovered from the sound track alone (speech recognition), "
        "not from a frame's text."))

    @model_validator(mode="after")
    def _heard_facts(self) -> "VideoRecipe":
        if self.heard and self.audio is None:
            raise ValueError("heard: facts heard need an `audio` sound track")
        if unknown := sorted(set(self.heard) - set(self.facts)):
            raise ValueError(f"heard: {', '.join(unknown)} not among the facts")
        return self

    def generate(self, work: Path) -> bytes:
        n = 0
        for frame in self.frames:
            data = png(frame.model_copy(update={"size": self.size}).render())
            for _ in range(frame.seconds):
                (work / f"frame-{n:04d}.png").write_bytes(data)
                n += 1
        sound = ["-i", str(self.audio.wav(work)), "-c:a", "aac", "-b:a", "64k", "-af", "apad"] if self.audio else []
        out = work / "video.mp4"
        run([*FFMPEG, "-framerate", "1", "-i", str(work / "frame-%04d.png"), *sound, "-t", str(n),
             "-c:v", "libx264", "-preset", "medium", "-tune", "stillimage", "-crf", "20", "-pix_fmt", "yuv420p",
             *BITEXACT, str(out)])
        return out.read_bytes()

    def read(self, path: Path, work: Path) -> str:
        run([*FFMPEG, "-i", str(path), "-vf", "fps=1", str(work / "seen-%04d.png")])
        texts = [ocr(p) for p in sorted(work.glob("seen-*.png"))]
        if self.audio:
            texts.append(transcribe(path))
        return "\n".join(texts)

    def transcript(self, path: Path) -> str | None:
        return transcribe(path) if self.audio else None

    def recovered(self, path: Path, work: Path) -> dict[str, bool]:
        """As every recipe, except that the `heard` facts are looked for in the transcript only."""
        found = super().recovered(path, work)
        if self.heard:
            heard = self.comparable(transcribe(path))
            found |= {name: self.comparable(self.facts[name]) in heard for name in self.heard}
        return found

    def comparable(self, text: str) -> str:
        return normalise(spoken(text)) if self.audio else normalise(text)
