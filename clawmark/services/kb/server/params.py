"""Path parameters: ids must be UUIDs (with or without dashes), as Notion validates them."""

from __future__ import annotations

from starlette.requests import Request

from clawmark.services.kb.context import normal_id
from clawmark.services.kb.errors import expect


def path_id(request: Request, name: str) -> str:
    """The UUID path parameter `name`, dashed; validation_error when it is not a UUID."""
    value = request.path_params[name]
    expect(normal_id(value) != value or _dashed_uuid(value),
           f"path failed validation: path.{name} should be a valid uuid, instead was `\"{value}\"`.")
    return normal_id(value)


def _dashed_uuid(value: str) -> bool:
    return len(value) == 36 and value.count("-") == 4 and normal_id(value.replace("-", "")) == value
