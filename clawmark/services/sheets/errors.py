"""Google's JSON error shapes (google.rpc.Status over HTTP, cloud.google.com/apis/design/errors).

Sheets API v4 answers `{"error": {"code", "message", "status", "details"?}}`, as gspread's
recorded answers show (cassettes `ClientTest.test_access_non_existing_spreadsheet`,
`WorksheetTest.test_add_validation`: a field error carries a `google.rpc.BadRequest` detail
with `fieldViolations`). Drive API v3 adds the older `errors` list
(`[{"message", "domain", "reason"}]`, developers.google.com/drive/api/guides/handle-errors).
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
BAD_REQUEST = "type.googleapis.com/google.rpc.BadRequest"


class ApiError(Exception):
    """An API error with its gRPC `status` (INVALID_ARGUMENT, NOT_FOUND, …), a message, and
    optionally the request field it is about (`field`, in the API's path form `data.values`)."""

    def __init__(self, status: str, message: str, field: str | None = None):
        super().__init__(message)
        self.status = status
        self.code = _CODES[status]
        self.message = message
        self.field = field

    def body(self, drive: bool = False) -> dict[str, Any]:
        """The JSON error body: Sheets' shape, or Drive's (with `errors`) when `drive`."""
        error: dict[str, Any] = {"code": self.code, "message": self.message, "status": self.status}
        if self.field is not None:
            violation = {"field": self.field, "description": self.message} if self.field else {"description": self.message}
            error["details"] = [{"@type": BAD_REQUEST, "fieldViolations": [violation]}]
        if drive:
            error["errors"] = [{"message": self.message, "domain": "global", "reason": _REASONS[self.status]}]
        return {"error": error}


def invalid(message: str, field: str | None = None) -> ApiError:
    """400 INVALID_ARGUMENT (about request field `field`, "" for the body itself, when given)."""
    return ApiError("INVALID_ARGUMENT", message, field)


def not_found(message: str) -> ApiError:
    """404 NOT_FOUND."""
    return ApiError("NOT_FOUND", message)
