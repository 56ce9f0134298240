"""Loading runs for a report: the verified runs (clawmark.records) under the paths it is given.

A report takes store folders (`<store>/records/**.json` are its runs) or single run record
files. A record that does not verify (see clawmark.records) is reported as a warning naming
the file, and the run is left out: a report never trusts a log that does not verify, and never
re-runs anything.
"""

from __future__ import annotations

from pathlib import Path

from clawmark.records import Rejected, Run, load_run, record_files


def load_runs(paths: list[Path]) -> tuple[list[Run], list[str]]:
    """The verified runs under `paths` (store folders or run record files), and warnings.

    Runs come in a stable order (sorted record paths); a record given twice counts once.
    Every record left out produces one warning line naming its file and the reason.
    """
    runs: list[Run] = []
    warnings: list[str] = []
    seen: set[Path] = set()
    verified: set[str] = set()  # store objects already verified, shared between runs
    for path in paths:
        records = record_files(path)
        if not records:
            warnings.append(f"{path}: no run records found")
        for record_path in records:
            if record_path.resolve() in seen:
                continue
            seen.add(record_path.resolve())
            try:
                runs.append(load_run(record_path, verified))
            except Rejected as e:
                warnings.append(f"{record_path}: {e}; run excluded")
    return runs, warnings
