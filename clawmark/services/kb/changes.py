"""Applying the knowledge base's events and mutations (declared in clawmark.services.kb.spec).

Bodies use the Notion request shapes of the matching endpoint, with seed labels (or exact page
titles) in place of ids; `by` names the user (a seed label) who makes the change, by default
the task's principal, so a check can tell a colleague's edit from the agent's.
"""

from __future__ import annotations

from clawmark.changes import Change
from clawmark.endpoint import ServiceError
from clawmark.services.kb import blocks, databases, pages, search
from clawmark.services.kb.context import Context, normal_id
from clawmark.services.kb.errors import NotionError
from clawmark.services.kb.seed import Seeder
from clawmark.services.kb.spec import KbAddRow, KbAppendBlocks, KbArchive, KbCreatePage, KbUpdateProperties


def apply(seeder: Seeder, change: Change) -> None:
    """Apply `change` as its `by` user; raises ServiceError naming the change when it cannot."""
    actor = seeder.actor(change.by)
    ctx = Context(seeder.store, actor, legacy=True)
    try:
        with seeder.store.transaction():
            if isinstance(change, KbCreatePage):
                body = {"parent": change.parent, "properties": change.properties, "children": change.children,
                        "icon": change.icon}
                seeder.page({"id": change.ref, **body}, actor)
            elif isinstance(change, KbAddRow):
                database = _target(seeder, change.database, "database")
                body = {"parent": {"database_id": database["id"]}, "properties": change.properties,
                        "children": change.children}
                seeder.page({"id": change.ref, **body}, actor)
            elif isinstance(change, KbUpdateProperties):
                pages.update(ctx, _target(seeder, change.page, "page"), seeder.resolve({"properties": change.properties}))
            elif isinstance(change, KbAppendBlocks):
                blocks.append(ctx, _target(seeder, change.page, "page", "block"), seeder.resolve(change.children))
            elif isinstance(change, KbArchive):
                record = _target(seeder, change.page, "page", "database", "block")
                update = {"page": pages.update, "database": databases.update_database, "block": blocks.update}
                update[record["object"]](ctx, record, {"in_trash": True})
            else:
                raise ServiceError(f"kb cannot apply {change.kind}")
    except NotionError as e:
        raise ServiceError(f"{change.id} ({change.kind}): {e.message}") from None


def _target(seeder: Seeder, name: str, *kinds: str) -> dict:
    """The live object of one of `kinds` a label, id or exact title names; ServiceError otherwise."""
    object_id = seeder.store.ref(name) or normal_id(name)
    record = seeder.store.get(object_id)
    if record is None:
        ctx = Context(seeder.store, "")
        matches = [r for kind in kinds if kind in ("page", "database") for r in seeder.store.all(kind)
                   if not r["in_trash"] and search.title(ctx, r) == name]
        if len(matches) > 1:
            raise ServiceError(f"kb: {len(matches)} objects are titled {name!r}; use a label")
        record = matches[0] if matches else None
    if record is None or record["object"] not in kinds:
        raise ServiceError(f"kb: no {' or '.join(kinds)} labelled or titled {name!r}")
    return record
