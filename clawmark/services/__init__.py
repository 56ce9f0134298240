"""The five services of a world: fs, mail, calendar, kb, sheets.

Each service has a declarative module, its part of task.yaml (seed and change models,
`<service>/spec.py`), which imports only pydantic and clawmark.model/clawmark.changes, and a
runtime (servers, clients, snapshots) behind the Service seam (`base.py`). clawmark.spec reads
the declarative modules alone; `registry.py` names the runtimes. This package itself imports
nothing, so importing a declarative module loads no runtime.
"""
