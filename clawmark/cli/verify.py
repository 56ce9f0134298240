"""`clawmark verify` and `clawmark rescore`: re-derive stored verdict logs from their snapshots."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from clawmark.rescore import Verification, run_records, store_of, verify as verify_log
from clawmark.legacy.loader import FORMAT
from clawmark.legacy.verify import is_legacy_log, verify_legacy
from clawmark.store import Store, StoreError

store_option = click.option("--store", "store_dir", type=click.Path(path_type=Path, file_okay=False), default=None,
                            help="The store holding the log and its snapshots [default: the store holding "
                                 "FILE/RUN, else runs].")


@click.command()
@click.argument("target", metavar="HASH|FILE")
@store_option
@click.option("--task", "task_root", type=click.Path(path_type=Path, file_okay=False), default=None,
              help="The task folder [default: the one the run record names, else tasks/<scenario>/<id>].")
def verify(target, store_dir, task_root):
    """Verify one verdict log: its bytes hash to its name, it is a valid canonical log, and
    re-running the task's checks over its stored snapshots gives the same log, bit for bit.

    Exits 0 when it does; 1 naming every differing field otherwise; 2 when HASH|FILE names no
    stored log.
    """
    store = Store(store_dir) if store_dir else (store_of(Path(target)) or Store(Path("runs")))
    if not Path(target).is_file():
        try:
            target = store.find(target)
        except StoreError as e:
            click.echo(f"error: {e}", err=True)
            sys.exit(2)
    legacy = is_legacy_log(store, target)
    result = (verify_legacy if legacy else verify_log)(store, target, task_root)
    _report(result)
    sys.exit(0 if result.ok else 1)


@click.command()
@click.argument("run", type=click.Path(exists=True, path_type=Path))
@store_option
def rescore(run, store_dir):
    """Verify every verdict log of RUN: a run record file, or a folder of them (a store or any
    folder below its records/). Exits 0 when all re-derive bit for bit, 1 otherwise."""
    store = Store(store_dir) if store_dir else (store_of(run.resolve()) or Store(Path("runs")))
    records = run_records(run)
    if not records:
        click.echo(f"error: no run records in {run}", err=True)
        sys.exit(2)
    results = [(verify_legacy if record.get("format") == FORMAT else verify_log)(store, record["verdict_hash"])
               for _, record in records]
    for result in results:
        _report(result)
    click.echo(f"{sum(r.ok for r in results)}/{len(results)} verdict log(s) re-derived bit for bit")
    sys.exit(0 if all(r.ok for r in results) else 1)


def _report(result: Verification) -> None:
    for problem in result.problems:
        click.echo(str(problem))
    for note in result.notes:
        click.echo(f"note: {note}", err=True)
    if result.ok and result.log is None:
        click.echo(f"ok {result.digest} (clawmark-v1): rubric re-judged over the stored snapshots, same hash")
    elif result.ok:
        log = result.log
        checks = sum(len(r.checks) for r in log.rounds)
        click.echo(f"ok {result.digest} {log.task.name} {log.agent}: {checks} check(s) rescored, same hash")
    else:
        click.echo(f"FAIL {result.digest}")
