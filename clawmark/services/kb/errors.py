"""Errors in the Notion API's shape (Notion API reference, "Status codes").

Every failed request answers `{"object": "error", "status", "code", "message", "request_id"}`;
the message names the offending field the way Notion's own messages do.
"""

from __future__ import annotations

import json
from typing import Any


class NotionError(Exception):
    """A request the Notion API would refuse: HTTP `status` with error `code` and `message`."""

    def __init__(self, status: int, code: str, message: str):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message

    def body(self, request_id: str) -> dict:
        """The JSON error object Notion returns."""
        return {"object": "error", "status": self.status, "code": self.code,
                "message": self.message, "request_id": request_id}


def invalid(message: str) -> NotionError:
    """400 validation_error: the body or query does not match the expected parameters. A message
    about a body field (`body.…`) is worded as Notion words it: `body failed validation: body.x
    should be …, instead was `…`.`"""
    if message.startswith("body."):
        message = f"body failed validation: {message}"
    return NotionError(400, "validation_error", message)


def invalid_one_of(*messages: str) -> NotionError:
    """400 validation_error for a body that matches none of several shapes, as Notion words it:
    `body failed validation. Fix one:` and one line per shape."""
    return NotionError(400, "validation_error", "body failed validation. Fix one:\n" + "\n".join(messages))


def bad_url() -> NotionError:
    """400 invalid_request_url: no such endpoint (for this Notion-Version)."""
    return NotionError(400, "invalid_request_url", "Invalid request URL.")


def shown(value: Any) -> str:
    """A request value as Notion quotes it in messages: JSON (`"12"`, `true`, `null`), cut to 60
    characters; `undefined` for a missing one (pass `...`)."""
    if value is ...:
        return "undefined"
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):
        text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def not_found(object_id: str, kind: str = "block") -> NotionError:
    """404 object_not_found, worded as Notion words it."""
    return NotionError(404, "object_not_found",
                       f"Could not find {kind} with ID: {object_id}. "
                       "Make sure the relevant pages and databases are shared with your integration.")


def expect(condition: bool, message: str) -> None:
    """Raise a validation_error with `message` unless `condition` holds."""
    if not condition:
        raise invalid(message)
