"""A small Ray cluster on this machine for tests and benchmarks (ray.cluster_utils.Cluster).

Every node listens on 127.0.0.1, offers `num_cpus` CPUs (not the host's count: the machine is
shared), the `clawmark` resource (1: clawmark.executors.cluster) and a small object store.
"""

from __future__ import annotations

import os
from contextlib import contextmanager

from clawmark.executors.cluster import LOOPBACK_CLUSTER

OBJECT_STORE_BYTES = 100 * 2**20


def node_args(num_cpus: int = 1) -> dict:
    """The ray start arguments of one node (see the module)."""
    return {"node_ip_address": "127.0.0.1", "num_cpus": num_cpus, "resources": {"clawmark": 1},
            "object_store_memory": OBJECT_STORE_BYTES}


@contextmanager
def local_cluster(nodes: int = 2, num_cpus: int = 1):
    """A running cluster of `nodes` nodes (the head first); yields the Cluster (`.address`,
    `.head_node`, `.list_all_nodes()`, `.remove_node(node, allow_graceful=False)`); shuts every node
    down and disconnects this process's driver afterwards."""
    os.environ[LOOPBACK_CLUSTER] = "0"  # before ray is imported (clawmark.executors.cluster)
    import ray
    from ray.cluster_utils import Cluster

    cluster = Cluster(initialize_head=True, head_node_args={**node_args(num_cpus), "include_dashboard": False})
    try:
        for _ in range(nodes - 1):
            cluster.add_node(**node_args(num_cpus))
        cluster.wait_for_nodes()
        yield cluster
    finally:
        ray.shutdown()
        cluster.shutdown()
