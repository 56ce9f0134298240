"""The `clawmark` command: a click group; each verb lives in its own module."""

import click

from clawmark import __version__
from clawmark.cli.agents import agents
from clawmark.cli.artifacts import artifacts
from clawmark.cli.bench import bench
from clawmark.cli.dataset import dataset
from clawmark.cli.docs import docs
from clawmark.cli.gate import gate
from clawmark.cli.gc import gc
from clawmark.cli.new import new
from clawmark.cli.play import play
from clawmark.cli.release import release
from clawmark.cli.report import report
from clawmark.cli.run import run
from clawmark.cli.schema import schema
from clawmark.cli.show import show
from clawmark.cli.up import up
from clawmark.cli.validate import validate
from clawmark.cli.verify import rescore, verify


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="clawmark")
def main() -> None:
    """ClawMark: does an agent keep a professional workflow correct while the world changes?

    Tasks are folders (task.yaml, prompts, seed, checks, oracle). `run` plays them against
    real local services and writes content-addressed verdict logs to a store.
    """


for command in (run, validate, show, up, gate, verify, rescore, bench, report, artifacts, agents, dataset, gc, docs,
                schema, new, play, release):
    main.add_command(command)
