"""Errors in the Notion API's shape (Notion API reference, "Status codes").

Every failed request answers `{"object": "error", "status", "code", "message", "request_id"}`;
the message names the offending field the way Notion's own messages do.
"""

from __future__ import annotations


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
    """400 validation_error: the body or query does not match the expected parameters."""
    return NotionError(400, "validation_error", message)


def not_found(object_id: str, kind: str = "block") -> NotionError:
    """404 object_not_found, worded as Notion words it."""
    return NotionError(404, "object_not_found",
                       f"Could not find {kind} with ID: {object_id}. "
                       "Make sure the relevant pages and databases are shared with your integration.")


def expect(condition: bool, message: str) -> None:
    """Raise a validation_error with `message` unless `condition` holds."""
    if not condition:
        raise invalid(message)
