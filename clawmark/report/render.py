"""Text views of a report: a rich table for the terminal, Markdown, and the JSON itself."""

from __future__ import annotations

import json
from io import StringIO

from rich.console import Console
from rich.table import Table

from clawmark.report.tables import Section, sections


def render_json(report: dict) -> str:
    """The report dict as indented JSON (keys in the report's own order)."""
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


def render_table(report: dict, width: int = 160) -> str:
    """The report as rich tables (plain text, no colour), then its warnings."""
    console = Console(file=StringIO(), width=width, no_color=True, highlight=False)
    for section in sections(report):
        table = Table(title=section.title, title_justify="left")
        for column, numeric in zip(section.columns, section.numeric):
            table.add_column(column, justify="right" if numeric else "left")
        for row in section.rows:
            table.add_row(*row)
        console.print(table)
    for warning in report["warnings"]:
        console.print(f"warning: {warning}", markup=False)
    return console.file.getvalue()


def render_markdown(report: dict) -> str:
    """The report as GitHub-flavoured Markdown: one table per section, definitions, warnings."""
    out = ["# ClawMark report", ""]
    if report["warnings"]:
        out += ["## Warnings", "", *(f"- {_escape(w)}" for w in report["warnings"]), ""]
    for section in sections(report):
        out += [f"## {section.title}", "", *_markdown_table(section), ""]
    out += ["## Definitions", "", *(f"- **{name}**: {text}" for name, text in report["definitions"].items()), ""]
    return "\n".join(out)


def _markdown_table(section: Section) -> list[str]:
    lines = ["| " + " | ".join(section.columns) + " |",
             "|" + "|".join("---:" if n else "---" for n in section.numeric) + "|"]
    lines += ["| " + " | ".join(_escape(c) for c in row) + " |" for row in section.rows]
    return lines


def _escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
