"""The command group loads a command's module only when that command is used."""

from __future__ import annotations

import subprocess
import sys

import click
import click.testing
import pytest
from click.utils import make_default_short_help

from clawmark.cli import COMMANDS, main
from clawmark.cli.lazy import LazyGroup


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_the_listed_summary_is_the_commands_own(name):
    command = main.get_command(click.Context(main), name)
    assert command.name == name
    assert make_default_short_help(COMMANDS[name][1], 300) == command.get_short_help_str(300)


def test_help_lists_every_command_and_imports_none_of_them():
    probe = ("import sys\nfrom clawmark.cli import main\ntry:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
             "print(*sorted(m for m in sys.modules if m.split('.')[0] in ('clawmark', 'checkers', 'openai', 'pydantic')))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    help_text, loaded = result.stdout.rsplit("\n", 2)[0], result.stdout.rsplit("\n", 2)[1].split()
    assert loaded == ["clawmark", "clawmark.cli", "clawmark.cli.lazy"]
    for name in COMMANDS:
        assert f"  {name} " in help_text


def test_an_unknown_command_is_a_usage_error_naming_it():
    result = click.testing.CliRunner().invoke(main, ["rnu"])
    assert result.exit_code == 2 and "No such command 'rnu'" in result.output


def test_eager_commands_are_listed_beside_lazy_ones():
    @click.command()
    def hello():
        """Say hello."""

    group = LazyGroup(name="g", lazy_commands={"show": COMMANDS["show"]})
    group.add_command(hello)
    result = click.testing.CliRunner().invoke(group, ["--help"])
    assert "hello  Say hello." in result.output and "show   Print the verdict log" in result.output
