"""Text a reader recovers from stored content: messages, HTML, attachments and files by format.

A pure function of bytes (no network, clock or process), so checks may use it:

    message_text(record, blobs) -> [Segment("subject", ...), Segment("headers", ...),
                                    Segment("text/html part 2", ...), Segment("attachment q.pdf", ...)]
    blob_text(data, content_type, filename) -> [Segment(...)]

Formats read: text/* and anything that decodes as UTF-8 (txt, csv, md, json), HTML (the text,
alt and title attributes and comments; markup dropped, block elements end a line), PDF (the text
layer of every page and the document metadata, PyMuPDF), docx (paragraphs, tables, headers,
footers, core properties; python-docx), xlsx (every cell value and sheet title; openpyxl), pptx
(every text frame, table and note; python-pptx), iCalendar (every text property of every
component; icalendar), a message/rfc822 or .eml (its headers, body parts and attachments, read
the same way) and zip archives (each member by its name). Nesting stops at depth 4. Images are
not read: OCR is a process, and checks run none. Bytes a reader cannot parse are read as text
(UTF-8, errors replaced), never an exception.
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import PurePosixPath
from typing import Any

MAX_DEPTH = 4
MAX_MEMBER = 20_000_000  # bytes of one zip member read
BLOCKS = frozenset("address article aside blockquote br dd div dl dt fieldset figcaption figure footer form "
                   "h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead "
                   "tr ul".split())
SEEN_ATTRIBUTES = ("alt", "title")
KINDS = {  # file suffix → reader; content types below
    ".pdf": "pdf", ".docx": "docx", ".xlsx": "xlsx", ".xlsm": "xlsx", ".pptx": "pptx", ".ics": "ics",
    ".eml": "message", ".zip": "zip", ".html": "html", ".htm": "html",
}
TYPES = {
    "application/pdf": "pdf", "text/calendar": "ics", "message/rfc822": "message", "message/global": "message",
    "text/html": "html",
    "application/zip": "zip", "application/x-zip-compressed": "zip",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
}


@dataclass(frozen=True)
class Segment:
    """One piece of recovered text and where it was found (`subject`, `attachment q.pdf`, …).

    >>> state.mail.sent(round=1)[0].content()[0]
    Segment(where='subject', text='Re: Burst pipe - claim CLM-0900')
    """

    where: str
    text: str


def message_text(record: dict[str, Any], blobs: dict[str, bytes], depth: int = 0) -> list[Segment]:
    """Everything a recipient of the message reads: the subject, the From/To/Cc/Reply-To names
    and addresses, every body part (HTML as text) and the text of every attachment.

    record: a mail snapshot MESSAGE (clawmark.services.mail.snapshot); blobs: SHA-256 → bytes.

    >>> report = state.mail.find("<clm-0900-report@posteo.example>")[1]
    >>> [s.where for s in message_text(report.record, {})]
    ['subject', 'headers', 'text/plain part 1', 'attachment names', 'attachment estimate.txt']
    """
    people = [f"{a['name']} <{a['address']}>" for key in ("from", "to", "cc", "reply_to") for a in record.get(key, [])]
    found = [Segment("subject", record["subject"]), Segment("headers", "\n".join(people))]
    for n, part in enumerate(record.get("parts", []), 1):
        kind = "html" if part["content_type"] == "text/html" else "ics" if part["content_type"] == "text/calendar" else "text"
        found += _prefixed(f"{part['content_type']} part {n}", _read(kind, part["text"].encode(), depth))
    names = [a["filename"] for a in record["attachments"] if a["filename"]]
    if names:
        found.append(Segment("attachment names", "\n".join(names)))
    for a in record["attachments"]:
        label = f"attachment {a['filename'] or a['content_type']}"
        found += _prefixed(label, blob_text(blobs.get(a["sha256"], b""), a["content_type"], a["filename"], depth))
    return found


def blob_text(data: bytes, content_type: str | None = None, filename: str | None = None, depth: int = 0) -> list[Segment]:
    """The text of one file or attachment, read by its format (suffix first, then MIME type).

    Returns [] for images and other binary formats it does not read; never raises.

    >>> blob_text(state.fs.read_bytes("claims/estimate-2024-117.pdf"), "application/pdf")[0].text.splitlines()[1]
    'Replace kitchen supply pipe, dry out floor: EUR 7.840,00'
    """
    suffix = PurePosixPath(filename or "").suffix.lower()
    kind = KINDS.get(suffix) or TYPES.get((content_type or "").lower())
    if kind is None and (content_type or "").startswith("text/"):
        kind = "text"
    return _read(kind or "guess", data, depth)


def html_text(source: str) -> str:
    """The text of an HTML document as a reader meets it: character references decoded, markup
    dropped (inline elements join their neighbours, block elements end a line), plus the alt
    and title attributes and comments, which a reader can see too.

    >>> html_text('<p>Dear Ms Ra<b>man</b>,</p><p>EUR&nbsp;8,620 <img alt="signature"></p>').split()
    ['Dear', 'Ms', 'Raman,', 'EUR', '8,620', 'signature']
    """
    import lxml.etree
    import lxml.html

    try:
        root = lxml.html.fromstring(source)
    except (lxml.etree.ParserError, ValueError):
        return source
    out: list[str] = []

    def walk(element) -> None:
        if isinstance(element, lxml.etree._Comment):
            out.append(f"\n{element.text or ''}\n")
        elif isinstance(element.tag, str):
            block = element.tag.lower() in BLOCKS
            out.append("\n" if block else "")
            out.extend(f" {element.get(name)} " for name in SEEN_ATTRIBUTES if element.get(name))
            out.append(element.text or "")
            for child in element:
                walk(child)
            out.append("\n" if block else "")
        out.append(element.tail or "")

    walk(root)
    return "".join(out)


def _prefixed(where: str, segments: list[Segment]) -> list[Segment]:
    return [Segment(where if s.where == "" else f"{where} > {s.where}", s.text) for s in segments]


def _read(kind: str, data: bytes, depth: int) -> list[Segment]:
    if depth > MAX_DEPTH:
        return []
    return list(_cached(kind, data, depth))


@lru_cache(maxsize=512)
def _cached(kind: str, data: bytes, depth: int) -> tuple[Segment, ...]:
    """Text of `data` read as `kind`; unreadable bytes fall back to text."""
    try:
        return tuple(READERS[kind](data, depth))
    except Exception:  # a damaged attachment is still scanned as the bytes it is
        return (Segment("", _decode(data)),)


def _decode(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


def _text(data: bytes, depth: int) -> list[Segment]:
    return [Segment("", _decode(data))]


def _guess(data: bytes, depth: int) -> list[Segment]:
    """Unknown formats: a zip by its signature, else text if it decodes as UTF-8 without NULs."""
    if data[:4] == b"PK\x03\x04":
        return _zip(data, depth)
    if data[:5] == b"%PDF-":
        return _pdf(data, depth)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return []
    return [] if "\0" in text else [Segment("", text)]


def _html(data: bytes, depth: int) -> list[Segment]:
    return [Segment("", html_text(_decode(data)))]


def _pdf(data: bytes, depth: int) -> list[Segment]:
    import pymupdf

    with pymupdf.open(stream=data, filetype="pdf") as doc:
        pages = [Segment(f"page {n}", page.get_text()) for n, page in enumerate(doc, 1)]
        meta = "\n".join(str(v) for _, v in sorted((doc.metadata or {}).items()) if v)
    return [*pages, Segment("metadata", meta)]


def _docx(data: bytes, depth: int) -> list[Segment]:
    import docx

    document = docx.Document(io.BytesIO(data))
    lines = [p.text for p in document.paragraphs]
    lines += [cell.text for table in document.tables for row in table.rows for cell in row.cells]
    for section in document.sections:
        for part in (section.header, section.footer):
            lines += [p.text for p in part.paragraphs]
    props = document.core_properties
    lines += [v for v in (props.title, props.subject, props.author, props.keywords, props.comments) if v]
    return [Segment("", "\n".join(lines))]


def _xlsx(data: bytes, depth: int) -> list[Segment]:
    import openpyxl

    found = []
    for data_only in (True, False):  # cached values, then what was typed (formulas)
        book = openpyxl.load_workbook(io.BytesIO(data), data_only=data_only, read_only=True)
        try:
            found += [Segment(f"sheet {ws.title}", "\n".join([ws.title] + [
                "\t".join("" if v is None else str(v) for v in row) for row in ws.iter_rows(values_only=True)]))
                for ws in book.worksheets]
        finally:
            book.close()
    return found


def _pptx(data: bytes, depth: int) -> list[Segment]:
    import pptx

    found = []
    for n, slide in enumerate(pptx.Presentation(io.BytesIO(data)).slides, 1):
        lines = []
        for shape in slide.shapes:
            if shape.has_text_frame:
                lines.append(shape.text_frame.text)
            if getattr(shape, "has_table", False) and shape.has_table:
                lines += [cell.text for row in shape.table.rows for cell in row.cells]
        if slide.has_notes_slide:
            lines.append(slide.notes_slide.notes_text_frame.text)
        found.append(Segment(f"slide {n}", "\n".join(lines)))
    return found


def _ics(data: bytes, depth: int) -> list[Segment]:
    import icalendar

    found = []
    for component in icalendar.Calendar.from_ical(data).walk():
        lines = [str(v) for _, value in component.property_items(recursive=False)
                 for v in (value if isinstance(value, list) else [value]) if isinstance(v, str)]
        lines += [v.params.get("CN", "") for _, v in component.property_items(recursive=False) if hasattr(v, "params")]
        found.append(Segment(component.name.lower(), "\n".join(line for line in lines if line)))
    return found


def _message(data: bytes, depth: int) -> list[Segment]:
    from clawmark.services.mail.snapshot import parse

    record, blobs = parse(data)
    return message_text(record, blobs, depth + 1)


def _zip(data: bytes, depth: int) -> list[Segment]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        members = sorted(archive.infolist(), key=lambda i: i.filename)
        found = [Segment("member names", "\n".join(i.filename for i in members))]
        for info in members:
            if not info.is_dir() and info.file_size <= MAX_MEMBER:
                found += _prefixed(f"member {info.filename}", blob_text(archive.read(info), None, info.filename, depth + 1))
    return found


READERS = {"text": _text, "guess": _guess, "html": _html, "pdf": _pdf, "docx": _docx, "xlsx": _xlsx,
           "pptx": _pptx, "ics": _ics, "message": _message, "zip": _zip}
