"""Google's JSON error shape: {"error": {"code", "message", "status", "errors": [...]}}.

Source: cloud.google.com/apis/design/errors (google.rpc.Status over HTTP).
"""

from __future__ import annotations

from typing import Any

_REASONS = {
    "INVALID_ARGUMENT": "badRequest",
    "FAILED_PRECONDITION": "failedPrecondition",
    "NOT_FOUND": "notFound",
    "PERMISSION_DENIED": "forbidden",
    "UNAUTHENTICATED": "authError",
    "UNIMPLEMENTED": "notImplemented",
    "INTERNAL": "backendError",
}
_CODES = {
    "INVALID_ARGUMENT": 400,
    "FAILED_PRECONDITION": 400,
    "UNAUTHENTICATED": 401,
    "PERMISSION_DENIED": 403,
    "NOT_FOUND": 404,
    "UNIMPLEMENTED": 501,
    "INTERNAL": 500,
}


class ApiError(Exception):
    """An API error with its gRPC `status` (INVALID_ARGUMENT, NOT_FOUND, …) and a message."""

    def __init__(self, status: str, message: str):
        super().__init__(message)
        self.status = status
        self.code = _CODES[status]
        self.message = message

    def body(self) -> dict[str, Any]:
        """The JSON error body."""
        return {
            "error": {
                "code": self.code,
                "message": self.message,
                "status": self.status,
                "errors": [{"message": self.message, "domain": "global", "reason": _REASONS[self.status]}],
            }
        }


def invalid(message: str) -> ApiError:
    """400 INVALID_ARGUMENT."""
    return ApiError("INVALID_ARGUMENT", message)


def not_found(message: str) -> ApiError:
    """404 NOT_FOUND."""
    return ApiError("NOT_FOUND", message)
