"""A click group whose commands are imported when one is used, not when the group is.

`clawmark --help` lists every command from a table of summaries, so it loads none of them;
`clawmark run …` imports the run command (and what it needs) only. The pattern is click's own
("Lazily Loading Subcommands", click documentation, Complex Applications).
"""

from __future__ import annotations

import importlib

import click
from click.utils import make_default_short_help


class LazyGroup(click.Group):
    """`commands`: {name: ("package.module:attribute", summary)}; the summary is the first
    sentence of the command's docstring (tests/test_cli_lazy.py holds them equal)."""

    def __init__(self, *args, lazy_commands: dict[str, tuple[str, str]], **kwargs):
        super().__init__(*args, **kwargs)
        self.lazy_commands = lazy_commands

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy_commands})

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in self.commands or name not in self.lazy_commands:
            return super().get_command(ctx, name)
        module, attribute = self.lazy_commands[name][0].split(":")
        command = getattr(importlib.import_module(module), attribute)
        self.add_command(command, name)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(map(len, names))
        rows = [(name, make_default_short_help(self.lazy_commands[name][1], limit) if name in self.lazy_commands
                 else self.commands[name].get_short_help_str(limit)) for name in names]
        with formatter.section("Commands"):
            formatter.write_dl(rows)
