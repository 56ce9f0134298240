"""The `fs` service: the agent's workspace directory.

Seeded byte for byte from the task's `seed/fs/`. Its snapshot (clawmark.services.fs.snapshot)
is a manifest in path order — (path, size, sha256) per regular file with its bytes kept as a
blob, the target text per symlink, the type alone per FIFO, socket or device node — bounded by
the task's `limits`. Modes, owners, times and empty directories never enter it, and neither
does the harness's own SERVICES.md.

Every harness write into the workspace goes through clawmark.services.fs.nofollow (never
following a link the agent planted). A change the agent's own work stands in the way of (a
directory where the file goes, a path it deleted) is not applied: it is logged and kept as a
fault of the round (`take_faults`, in the run record), and the run goes on. Universe time
(clawmark.clock): seed files, their directories and SERVICES.md carry `night_before(1)`; each
change carries a fresh `night_stamp()` of the night before its round, as do the directories it
changes.

    spec.py       its part of task.yaml: `seed.fs` and the change kinds (loads nothing of the runtime)
    service.py    the Service seam
    nofollow.py   harness writes that never follow a link
    snapshot.py   the canonical snapshot
    names.py      names as the snapshot records them
"""
