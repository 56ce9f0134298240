"""The workspace's part of task.yaml, declared: the `seed.fs` section and the fs change kinds.

    seed:
      fs: {dir: seed/fs}             # copied byte for byte into the workspace
    - id: late-invoice
      kind: fs.write                 # fs.append the same; fs.delete takes `path`, fs.move `path` and `to`
      path: inbox/invoice-0417.pdf
      source: artifacts/invoice-0417.pdf

This module imports only pydantic and clawmark.model/clawmark.changes (clawmark.spec reads it
without loading the service); clawmark.services.fs.service applies the changes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from clawmark.changes import Change, RelativePath
from clawmark.model import StrictModel


class FsSeed(StrictModel):
    """Where the initial workspace comes from."""

    dir: RelativePath = Field("seed/fs", description="Folder copied byte for byte into the workspace.")


class _Content(Change):
    path: RelativePath = Field(description="Workspace-relative path of the file.")
    content: str | None = Field(None, description="UTF-8 text to write.")
    source: RelativePath | None = Field(
        None, description="A file in the task folder (usually under artifacts/) whose bytes are written."
    )

    @model_validator(mode="after")
    def _one_source(self):
        if (self.content is None) == (self.source is None):
            raise ValueError("give exactly one of 'content' or 'source'")
        return self


class FsWrite(_Content):
    """Create or overwrite a workspace file."""

    kind: Literal["fs.write"]


class FsAppend(_Content):
    """Append to a workspace file (created if absent)."""

    kind: Literal["fs.append"]


class FsDelete(Change):
    """Delete a workspace file or directory tree."""

    kind: Literal["fs.delete"]
    path: RelativePath = Field(description="Workspace-relative path to delete.")


class FsMove(Change):
    """Move (rename) a workspace file or directory."""

    kind: Literal["fs.move"]
    path: RelativePath = Field(description="Workspace-relative path to move.")
    to: RelativePath = Field(description="Workspace-relative destination path.")


CHANGE_KINDS = (FsWrite, FsAppend, FsDelete, FsMove)
