"""The knowledge base's part of task.yaml, declared: the `seed.kb` section and the change kinds.

    seed:
      kb: {dir: seed/kb, integration: ClawMark}     # files: clawmark.services.kb.seed

Change bodies use the Notion request shapes of the matching endpoint, with seed labels (or exact
page titles) in place of ids; `by` names the user (a seed label) who makes the change, by default
the task's principal, so a check can tell a colleague's edit from the agent's. This module imports
only pydantic and clawmark.model/clawmark.changes; applying is clawmark.services.kb.changes.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from clawmark.changes import Change, RelativePath
from clawmark.model import StrictModel


class KbSeed(StrictModel):
    """Where the initial knowledge base comes from, and the agent's integration."""

    dir: RelativePath = Field("seed/kb", description="Folder of Notion-shaped JSON files (pages, databases, users).")
    integration: str = Field("ClawMark", description="Name of the agent's integration (its bot user).")


class _KbChange(Change):
    by: str | None = Field(None, description="Label of the seed user who makes the change (default: the principal).")


class KbCreatePage(_KbChange):
    """Create a page (Create a page: parent, properties, children, icon)."""

    kind: Literal["kb.create_page"]
    parent: dict[str, Any] = Field(description="Notion parent object, e.g. {page_id: <label>}.")
    properties: dict[str, Any] = Field(default_factory=dict, description="Notion property values.")
    children: list[dict[str, Any]] = Field(default_factory=list, description="Block objects of the page's content.")
    icon: dict[str, Any] | None = Field(None, description="Notion icon object.")
    ref: str | None = Field(None, description="Label later changes may use for the new page.")


class KbAddRow(_KbChange):
    """Add a row (a page) to a database."""

    kind: Literal["kb.add_row"]
    database: str = Field(description="Label (or title) of the database.")
    properties: dict[str, Any] = Field(description="Notion property values of the row.")
    children: list[dict[str, Any]] = Field(default_factory=list, description="Block objects of the row's content.")
    ref: str | None = Field(None, description="Label later changes may use for the new row.")


class KbUpdateProperties(_KbChange):
    """Overwrite property values of a page or database row."""

    kind: Literal["kb.update_properties"]
    page: str = Field(description="Label (or exact title) of the page.")
    properties: dict[str, Any] = Field(description="Notion property values to write.")


class KbAppendBlocks(_KbChange):
    """Append blocks to a page or block."""

    kind: Literal["kb.append_blocks"]
    page: str = Field(description="Label (or exact title) of the page or block.")
    children: list[dict[str, Any]] = Field(min_length=1, description="Block objects to append.")


class KbArchive(_KbChange):
    """Move a page, database or block to the trash."""

    kind: Literal["kb.archive"]
    page: str = Field(description="Label (or exact title) of the page, database or block.")


CHANGE_KINDS = (KbCreatePage, KbAddRow, KbUpdateProperties, KbAppendBlocks, KbArchive)
