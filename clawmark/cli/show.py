"""`clawmark show`: print a stored verdict log readably — ours (clawmark.verdict/1) or one of an
original-format task (clawmark.legacy-verdict/2, clawmark.legacy.runner)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from pydantic import ValidationError
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from clawmark.cli.common import INPUT_ERROR, stdout_console
from clawmark.legacy.runner import SCHEMA as LEGACY_SCHEMA
from clawmark.store import Store, StoreError
from clawmark.verdicts import VerdictLog


@click.command()
@click.argument("digest")
@click.option("--store", "store_dir", type=click.Path(path_type=Path, file_okay=False), default=Path("runs"), show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the canonical JSON itself.")
def show(digest, store_dir, as_json):
    """Print the verdict log DIGEST (a unique prefix is enough) from the store."""
    store = Store(store_dir)
    try:
        full = store.find(digest)
        data = store.get_json(full)
        log = data if isinstance(data, dict) and data.get("schema") == LEGACY_SCHEMA else VerdictLog.model_validate(data)
    except StoreError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(INPUT_ERROR)
    except ValidationError:
        schema = data.get("schema") if isinstance(data, dict) else None
        click.echo(f"error: {full}: not a verdict log (schema {schema!r}; shown: clawmark.verdict/1, "
                   f"{LEGACY_SCHEMA})", err=True)
        sys.exit(INPUT_ERROR)
    if as_json:
        click.echo(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False))
    elif isinstance(log, VerdictLog):
        print_log(stdout_console(), log, full)
    else:
        print_legacy_log(stdout_console(), log, full)


def _table(title: str, columns: tuple[str, ...]) -> Table:
    table = Table(title=title, title_justify="left")
    for column in columns:
        table.add_column(column, overflow="fold")  # whole names when piped (80 columns)
    return table


def _result(passed: bool, red_line: bool) -> str:
    return "[green]pass[/]" if passed else ("[red]FAIL (red line)[/]" if red_line else "[red]fail[/]")


def print_log(console: Console, log: VerdictLog, full: str) -> None:
    """One table per round (check, category, weight, result, detail), then the score."""
    console.print(f"[bold]{log.task.name}[/] v{log.task.version}  agent [bold]{log.agent}[/]  "
                  f"verdict {full}\ntask digest {log.task.digest}")
    if log.outcome == "invalid":
        console.print(f"[red]invalid[/]: {log.invalid_reason}")
    for r in log.rounds:
        table = _table(f"Day {r.round} — {r.day}  events: {', '.join(r.events) or '-'}  "
                       f"mutations: {', '.join(r.mutations) or '-'}", ("check", "category", "weight", "result", "detail"))
        for c in r.checks:
            detail = f"(broken in round {c.broken_in}) {c.detail}" if c.broken_in else c.detail
            weight = "red line" if c.red_line else f"penalty {c.weight}" if c.penalty else str(c.weight)
            table.add_row(escape(c.id), c.category, weight,
                          _result(c.passed, c.red_line), escape(detail))
        console.print(table)
    if log.score:
        s = log.score
        penalty = f" − {s.penalty_weight} penalty" if s.penalty_weight else ""
        console.print(f"weighted score [bold]{s.weighted_score}[/] (unpenalised {s.unpenalised_score}, "
                      f"{s.passed_weight}/{s.total_weight}{penalty}), task success {'yes' if s.task_success else 'no'}, "
                      f"red-line violations: {', '.join(s.red_line_violations) or 'none'}")


def print_legacy_log(console: Console, log: dict, full: str) -> None:
    """An original-format log: one table per stage (item, weight, result, detail), the
    checker faults, then both scores (`original` and `strict`, fractions of 1)."""
    task = log.get("task", {})
    console.print(f"[bold]{task.get('name')}[/] ({log.get('format')}, id {task.get('id')})  agent "
                  f"[bold]{log.get('agent')}[/]  verdict {full}\ntask digest {task.get('digest')}")
    if log.get("outcome") == "invalid":
        console.print(f"[red]invalid[/]: {log.get('invalid_reason')}")
    for stage in log.get("stages", []):
        if stage.get("stage") == "final" and not stage.get("items"):
            continue
        when = f"  {stage['time']}" if stage.get("time") else ""
        notice = f"  notification: {stage['notification']}" if stage.get("notification") else ""
        table = _table(f"{stage.get('stage')}{when}{notice}", ("item", "weight", "result", "detail"))
        for item in stage.get("items", []):
            weight = f"{item.get('weight')}" + (" (red line)" if item.get("red_line") else "")
            table.add_row(escape(str(item.get("id"))), weight,
                          _result(bool(item.get("passed")), bool(item.get("red_line"))), escape(str(item.get("detail", ""))))
        console.print(table)
    for fault in log.get("faults", []):
        console.print(f"[yellow]fault[/]: {escape(str(fault))}", highlight=False)
    if score := log.get("score"):
        console.print(f"original score [bold]{score.get('original')}[/], strict score [bold]{score.get('strict')}[/], "
                      f"red-line violations: {', '.join(score.get('red_line_violations', [])) or 'none'}")
