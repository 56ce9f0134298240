"""The `clawmark` command: a click group; each verb lives in its own module, imported when used."""

import click

from clawmark import __version__
from clawmark.cli.lazy import LazyGroup

# name: (module:attribute, the first sentence of its docstring, shown by `clawmark --help`)
COMMANDS = {
    "agents": ("clawmark.cli.agents:agents",
               "List the agent adapters, what each does, and the options `clawmark run --agent-opt` takes."),
    "artifacts": ("clawmark.cli.artifacts:artifacts",
                  "Raw evidence (images, scans, PDFs, audio, video, tables) made from artifacts/recipes.yaml."),
    "bench": ("clawmark.cli.bench:bench", "Print medians (ms) for the tasks under PATHS [default: tasks]."),
    "dataset": ("clawmark.cli.dataset:dataset", "Print the table of the tasks under PATHS and check the dataset rules."),
    "docs": ("clawmark.cli.docs:docs", "Generated reference pages (the check API)."),
    "gate": ("clawmark.cli.gate:gate", "Gate the tasks under PATHS for release."),
    "gc": ("clawmark.cli.gc:gc", "Remove what runs killed mid-way left behind on this host."),
    "new": ("clawmark.cli.new:new",
            "Create the task folder SCENARIO/TASK-ID under --into from a skeleton that validates at once."),
    "play": ("clawmark.cli.play:play", "Play the task TARGET by hand, day by day, and get its verdict at the end."),
    "release": ("clawmark.cli.release:release",
                "Archival release bundles: the tasks, the harness source, every wheel, Debian package and container "
                "image needed to rerun the benchmark offline, named by the SHA-256 of their manifest."),
    "report": ("clawmark.cli.report:report",
               "Report on the runs in SOURCES: stores (their records/) or single run record files."),
    "rescore": ("clawmark.cli.verify:rescore",
                "Verify every verdict log of RUN: a run record file, or a folder of them (a store or any folder "
                "below its records/)."),
    "run": ("clawmark.cli.run:run", "Run the tasks under PATHS (task folders or folders holding tasks)."),
    "schema": ("clawmark.cli.schema:schema",
               "Print the JSON Schema (draft 2020-12) of FILE: `task` (task.yaml), `recipes` (artifacts/recipes.yaml) "
               "or `scenarios` (the scenario registry, tasks/scenarios.yaml)."),
    "show": ("clawmark.cli.show:show", "Print the verdict log DIGEST (a unique prefix is enough) from the store."),
    "up": ("clawmark.cli.up:up",
           "Start TASK_PATH's world, seeded and changed as at the start of --round, until interrupted."),
    "validate": ("clawmark.cli.validate:validate",
                 "Validate the tasks under PATHS (task folders or folders holding tasks)."),
    "verify": ("clawmark.cli.verify:verify",
               "Verify one verdict log: its bytes hash to its name, it is a valid canonical log, and re-running the "
               "task's checks over its stored snapshots gives the same log, bit for bit."),
}


@click.group(cls=LazyGroup, lazy_commands=COMMANDS,
             context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="clawmark")
def main() -> None:
    """ClawMark: does an agent keep a professional workflow correct while the world changes?

    Tasks are folders (task.yaml, prompts, seed, checks, oracle). `run` plays them against
    real local services and writes content-addressed verdict logs to a store.
    """
