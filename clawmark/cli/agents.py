"""`clawmark agents`: list the agent adapters and their options."""

from __future__ import annotations

import inspect
import json

import click
from rich.console import Console
from rich.table import Table

from clawmark.agents import AGENTS
from clawmark.agents.config import LABEL_OPTION

LABEL_HELP = "Name in verdict logs and the store: <agent>:<label> (default: {default})."


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object keyed by agent name.")
def agents(as_json):
    """List the agent adapters, what each does, and the options `clawmark run --agent-opt` takes."""
    listing = {
        name: {
            "summary": inspect.cleandoc(cls.__doc__ or "").split("\n\n")[0].replace("\n", " "),
            "options": {**cls.option_help, LABEL_OPTION: LABEL_HELP.format(
                default=f"the {cls.label_option}" if cls.label_option else "a digest of the identity options")},
            "identity": list(cls.identity),
        }
        for name, cls in sorted(AGENTS.items())
    }
    if as_json:
        click.echo(json.dumps(listing, indent=2))
        return
    console = Console()
    for name, entry in listing.items():
        console.print(f"[bold]{name}[/] — {entry['summary']}", highlight=False)
        if entry["options"]:
            table = Table(show_header=False, box=None, padding=(0, 2))
            for option, help_text in entry["options"].items():
                mark = " *" if option in entry["identity"] else ""
                table.add_row(f"  {option}{mark}", help_text)
            console.print(table)
    console.print("Options marked * name the agent in verdict logs and the store.", style="dim")
