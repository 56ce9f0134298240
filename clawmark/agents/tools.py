"""The tools of the built-in `openai` agent: run_shell, read_file, write_file, view_image.

Each tool is an OpenAI function tool (JSON Schema parameters, see the Chat Completions API
reference, "tools") and an executor that returns the text of the tool message; `view_image`
also returns an image part (a data URL) that the agent sends in a user message, because tool
messages carry text only. Paths are relative to the workspace and may not leave it. Shell
commands run confined like the `command` agent (clawmark.agents.sandbox).
"""

from __future__ import annotations

import base64
import json
import mimetypes
from dataclasses import dataclass, field
from pathlib import Path

from clawmark.agents.sandbox import Reach, run_confined

OUTPUT_LIMIT = 12_000  # characters of a tool result sent back to the model (the tail for shell output)
IMAGE_TYPES = {"image/png", "image/jpeg", "image/gif", "image/webp"}


def _function(name: str, description: str, **properties: dict) -> dict:
    return {"type": "function", "function": {
        "name": name, "description": description,
        "parameters": {"type": "object", "properties": properties, "required": list(properties),
                       "additionalProperties": False}}}


_PATH = {"type": "string", "description": "Path relative to the workspace."}
SCHEMAS = {
    "run_shell": _function("run_shell", "Run a bash command in the workspace; returns exit code, stdout and stderr.",
                           command={"type": "string", "description": "The bash command line."}),
    "read_file": _function("read_file", "Read a UTF-8 text file of the workspace.", path=_PATH),
    "write_file": _function("write_file", "Create or overwrite a UTF-8 text file of the workspace.",
                            path=_PATH, content={"type": "string", "description": "The whole new content."}),
    "view_image": _function("view_image", "Look at an image file (PNG, JPEG, GIF, WebP) of the workspace.",
                            path=_PATH),
}


@dataclass
class ToolResult:
    """A tool's answer: the tool message's text, and an image part for a following user message."""

    text: str
    image: dict | None = None


@dataclass
class Toolbox:
    """The tools bound to one round: the workspace, the scratch HOME, the environment and limits."""

    workspace: Path
    home: Path
    env: dict[str, str]
    shell_timeout: int
    isolation: str
    images: bool = True
    reach: Reach = field(default_factory=Reach)

    @property
    def schemas(self) -> list[dict]:
        return [s for name, s in SCHEMAS.items() if self.images or name != "view_image"]

    def call(self, name: str, arguments: str) -> ToolResult:
        """Run tool `name` with its JSON `arguments`; errors come back as text for the model."""
        if name not in SCHEMAS or (name == "view_image" and not self.images):
            return ToolResult(f"error: no tool named {name!r}")
        try:
            args = json.loads(arguments or "{}")
            return getattr(self, name)(**args)
        except (TypeError, ValueError) as e:
            return ToolResult(f"error: bad arguments for {name}: {e}")
        except OSError as e:
            return ToolResult(f"error: {e.strerror or e}: {getattr(e, 'filename', '') or ''}")

    def _path(self, path: str) -> Path:
        target = (self.workspace / path).resolve()
        if not target.is_relative_to(self.workspace.resolve()):
            raise ValueError(f"{path}: outside the workspace")
        return target

    def run_shell(self, command: str) -> ToolResult:
        done = run_confined(["bash", "-c", command], mode=self.isolation, workspace=self.workspace, home=self.home,
                            env=self.env, timeout=self.shell_timeout, merge_stderr=True, limit=OUTPUT_LIMIT,
                            reach=self.reach)
        killed = f"killed after {self.shell_timeout} s"
        status = f"exit code {done.returncode}" if done.returncode is not None else killed
        return ToolResult(f"{status}\n{done.stdout}")

    def read_file(self, path: str) -> ToolResult:
        data = self._path(path).read_bytes()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return ToolResult(f"error: {path} is binary ({len(data)} bytes); use run_shell with a suitable tool "
                              "(pdftotext, tesseract, ffmpeg…) or view_image")
        return ToolResult(text if len(text) <= OUTPUT_LIMIT else text[:OUTPUT_LIMIT] + "\n[… cut]")

    def write_file(self, path: str, content: str) -> ToolResult:
        target = self._path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
        return ToolResult(f"wrote {len(content.encode())} bytes to {path}")

    def view_image(self, path: str) -> ToolResult:
        target = self._path(path)
        mime = mimetypes.guess_type(target.name)[0]
        if mime not in IMAGE_TYPES:
            return ToolResult(f"error: {path} is not a PNG, JPEG, GIF or WebP image (render PDFs with pdftoppm)")
        url = f"data:{mime};base64,{base64.b64encode(target.read_bytes()).decode()}"
        return ToolResult(f"the image {path} follows", {"type": "image_url", "image_url": {"url": url}})

