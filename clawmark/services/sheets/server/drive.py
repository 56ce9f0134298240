"""Drive API v3, the part clients use for spreadsheets: files.list (with `q`), get, create,
copy, update (rename, trash), delete, export (xlsx, csv), and an always-empty comments.list.

Only spreadsheets exist in this Drive. `q` supports `name` (=, !=, contains), `mimeType`
(=, !=), `trashed` (=, !=), `'id' in parents` (and gspread's `parents in 'id'`), `fullText
contains`, joined with and / or / not and parentheses. Source:
developers.google.com/drive/api/guides/search-files and …/reference/rest/v3/files.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from clawmark.services.sheets.errors import invalid, not_found
from clawmark.services.sheets.export import to_csv, to_xlsx
from clawmark.services.sheets.fieldmask import apply_mask, parse_mask
from clawmark.services.sheets.model import Spreadsheet
from clawmark.services.sheets.server.app import Call, Response
from clawmark.services.sheets.server.spreadsheets import new_spreadsheet
from clawmark.services.sheets.store import from_doc, to_doc

SHEET_MIME = "application/vnd.google-apps.spreadsheet"
XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
_TOKEN = re.compile(r"\s*(?:'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\"|(!=|=|\(|\))|([A-Za-z_][A-Za-z0-9_]*))")
Predicate = Callable[[Spreadsheet], bool]


def file_resource(book: Spreadsheet) -> dict[str, Any]:
    """The Drive `File` of a spreadsheet."""
    return {
        "kind": "drive#file",
        "id": book.id,
        "name": book.title,
        "mimeType": SHEET_MIME,
        "createdTime": book.created,
        "modifiedTime": book.modified,
        "trashed": book.trashed,
        "parents": book.parents,
        "webViewLink": f"https://docs.google.com/spreadsheets/d/{book.id}/edit",
    }


def _masked(call: Call, value: dict, default: str) -> dict:
    return apply_mask(value, parse_mask(call.param("fields") or default))


def list_files(call: Call):
    query = call.param("q")
    match = parse_query(query) if query else (lambda book: not book.trashed)
    files = [file_resource(b) for b in sorted(call.store.books.values(), key=lambda b: (b.created, b.id)) if match(b)]
    size, start = _page(call.param("pageSize", "100"), call.param("pageToken") or "0")
    reply = {"kind": "drive#fileList", "incompleteSearch": False, "files": files[start : start + size]}
    if start + size < len(files):
        reply["nextPageToken"] = str(start + size)
    return _masked(call, reply, "nextPageToken,kind,incompleteSearch,files(kind,id,name,mimeType)")


def _page(size: str, token: str) -> tuple[int, int]:
    """pageSize (1–1000, default 100) and pageToken (an offset this server issued) as ints."""
    if not size.isdigit() or not 1 <= int(size) <= 1000:
        raise invalid(f"Invalid value at 'pageSize' ({size}): expected 1 to 1000")
    if not token.isdigit():
        raise invalid("Invalid Value: pageToken")
    return int(size), int(token)


def get_file(call: Call):
    book = _file(call)
    return _masked(call, file_resource(book), "kind,id,name,mimeType")


def create_file(call: Call):
    mime = call.field("mimeType", str, SHEET_MIME)
    if mime != SHEET_MIME:
        raise invalid(f"This server stores only spreadsheets ({SHEET_MIME}), not {mime}")
    book = new_spreadsheet(call, call.field("name", str, "Untitled spreadsheet"))
    parents = call.field("parents", list, None)
    if parents is not None:
        book.parents = [str(p) for p in parents]
    call.save(book)
    return _masked(call, file_resource(book), "kind,id,name,mimeType")


def update_file(call: Call):
    book = _file(call, trashed_ok=True)
    if (name := call.field("name", str, None)) is not None:
        book.title = name
    if (trashed := call.field("trashed", bool, None)) is not None:
        book.trashed = trashed
    call.save(book)
    return _masked(call, file_resource(book), "kind,id,name,mimeType")


def copy_file(call: Call):
    """files.copy: a new spreadsheet with the source's sheets and cells, named `name` or
    "Copy of <title>"."""
    source = _file(call)
    doc = to_doc(source)
    stamp = call.store.stamp()
    doc.update(
        id=call.store.new_id(),
        title=call.field("name", str, f"Copy of {source.title}"),
        created=stamp,
        modified=stamp,
        trashed=False,
    )
    parents = call.field("parents", list, None)
    if parents is not None:
        doc["parents"] = [str(p) for p in parents]
    book = from_doc(doc)
    call.save(book)
    return _masked(call, file_resource(book), "kind,id,name,mimeType")


def list_comments(call: Call):
    """comments.list: this Drive keeps no comments."""
    _file(call)
    return _masked(call, {"kind": "drive#commentList", "comments": []}, "comments,nextPageToken")


def delete_file(call: Call):
    _file(call, trashed_ok=True)
    call.store.delete(call.groups[0])
    return Response(status=204)


def export_file(call: Call):
    book = _file(call)
    mime = call.param("mimeType")
    if mime == XLSX_MIME:
        return Response(to_xlsx(book), XLSX_MIME)
    if mime == "text/csv":
        return Response(to_csv(book).encode(), "text/csv")
    raise invalid(f"Export to {mime!r} is not supported here: use {XLSX_MIME} or text/csv")


def _file(call: Call, trashed_ok: bool = False) -> Spreadsheet:
    book = call.store.books.get(call.groups[0])
    if book is None or (book.trashed and not trashed_ok):
        raise not_found(f"File not found: {call.groups[0]}.")
    return book


def parse_query(q: str) -> Predicate:
    """Compile a Drive `q` string into a predicate; 400 "Invalid Value" on anything else."""
    tokens, pos = [], 0
    while pos < len(q):
        m = _TOKEN.match(q, pos)
        if not m or m.end() == pos:
            if q[pos:].strip() == "":
                break
            raise invalid("Invalid Value")
        if m.group(1) is not None or m.group(2) is not None:
            raw = m.group(1) if m.group(1) is not None else m.group(2)
            tokens.append(("str", re.sub(r"\\(.)", r"\1", raw)))
        else:
            tokens.append(("op", m.group(3) or m.group(4)))
        pos = m.end()
    parser = _Parser(tokens)
    predicate = parser.disjunction()
    if parser.i != len(tokens):
        raise invalid("Invalid Value")
    return predicate


class _Parser:
    def __init__(self, tokens: list[tuple[str, str]]):
        self.tokens, self.i = tokens, 0

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        if self.i >= len(self.tokens):
            raise invalid("Invalid Value")
        self.i += 1
        return self.tokens[self.i - 1]

    def word(self, *words: str) -> bool:
        tok = self.peek()
        if tok and tok[0] == "op" and tok[1].lower() in words:
            self.i += 1
            return True
        return False

    def disjunction(self) -> Predicate:
        parts = [self.conjunction()]
        while self.word("or"):
            parts.append(self.conjunction())
        return lambda b: any(p(b) for p in parts)

    def conjunction(self) -> Predicate:
        parts = [self.unary()]
        while self.word("and"):
            parts.append(self.unary())
        return lambda b: all(p(b) for p in parts)

    def unary(self) -> Predicate:
        if self.word("not"):
            inner = self.unary()
            return lambda b: not inner(b)
        if self.word("("):
            inner = self.disjunction()
            if not self.word(")"):
                raise invalid("Invalid Value")
            return inner
        return self.term()

    def term(self) -> Predicate:
        left = self.take()
        op = self.take()[1].lower()
        right = self.take()
        if left[0] == "str" and op == "in" and right == ("op", "parents"):
            return lambda b: left[1] in b.parents
        field, value = left[1], right[1]
        if left[0] != "op" or (right[0] != "str" and field != "trashed"):
            raise invalid("Invalid Value")
        if field == "parents" and op == "in":
            return lambda b: value in b.parents
        getter = {
            "name": lambda b: b.title,
            "fullText": lambda b: b.title,
            "mimeType": lambda b: SHEET_MIME,
            "trashed": lambda b: "true" if b.trashed else "false",
        }.get(field)
        if (
            getter is None
            or op not in ("=", "!=", "contains")
            or (op == "contains" and field not in ("name", "fullText"))
        ):
            raise invalid("Invalid Value")
        value = value.lower() if field == "trashed" else value
        if op == "contains":
            return lambda b: value.lower() in getter(b).lower()
        return (lambda b: getter(b) == value) if op == "=" else (lambda b: getter(b) != value)
