"""Executors: where the runs of `clawmark run` and `clawmark gate` are played.

    local   clawmark.executors.local    this process's threads, `-j N` runs at a time
    ray     clawmark.executors.cluster  one Ray task per run on a Ray cluster, at most K worlds
                                        a node (clawmark.executors.node plays it there)

Both take a list of RunJob and return one RunResult per job, in order; the verdict logs,
snapshots, blobs and run records end up in the driver's store either way, so resume, reports and
the gate read them alike.
"""

from clawmark.executors.job import Executor, RunJob
from clawmark.executors.local import LocalExecutor

__all__ = ["Executor", "LocalExecutor", "RunJob"]
