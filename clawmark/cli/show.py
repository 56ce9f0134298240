"""`clawmark show`: print a stored verdict log readably."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rich.table import Table

from clawmark.cli.common import stdout_console
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
        log = VerdictLog.model_validate(store.get_json(full))
    except StoreError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps(log.canonical(), indent=2, sort_keys=True, ensure_ascii=False))
        return
    console = stdout_console()
    console.print(f"[bold]{log.task.name}[/] v{log.task.version}  agent [bold]{log.agent}[/]  "
                  f"verdict {full}\ntask digest {log.task.digest}")
    if log.outcome == "invalid":
        console.print(f"[red]invalid[/]: {log.invalid_reason}")
    for r in log.rounds:
        table = Table(title=f"Day {r.round} — {r.day}  events: {', '.join(r.events) or '-'}  "
                            f"mutations: {', '.join(r.mutations) or '-'}", title_justify="left")
        for column in ("check", "category", "weight", "result", "detail"):
            table.add_column(column, overflow="fold")  # whole names when piped (80 columns)
        for c in r.checks:
            result = "[green]pass[/]" if c.passed else ("[red]FAIL (red line)[/]" if c.red_line else "[red]fail[/]")
            detail = f"(broken in round {c.broken_in}) {c.detail}" if c.broken_in else c.detail
            table.add_row(c.id, c.category, "red line" if c.red_line else str(c.weight), result, detail)
        console.print(table)
    if log.score:
        s = log.score
        console.print(f"weighted score [bold]{s.weighted_score}[/] (unpenalised {s.unpenalised_score}, "
                      f"{s.passed_weight}/{s.total_weight}), task success {'yes' if s.task_success else 'no'}, "
                      f"red-line violations: {', '.join(s.red_line_violations) or 'none'}")
