"""What services and backends share: how an agent reaches a service, and the fault a service raises.

Both `clawmark.services` (which runs servers through a backend) and `clawmark.backends` (which
rewrites an Endpoint for where the server runs, and raises ServiceError when it cannot start one)
import this module, so neither imports the other to get them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def http_client(**options: Any):
    """An httpx.Client (`options` as httpx's) for a service's plain-HTTP endpoint on this machine.
    No TLS is spoken, so no CA bundle is loaded (httpx loads certifi's for every client it
    builds: ~5 % of a gate's CPU), and no proxy or .netrc from the environment applies."""
    import httpx

    return httpx.Client(verify=False, trust_env=False, **options)


class ServiceError(RuntimeError):
    """A service failed to start, seed, change or snapshot: an infrastructure fault.

    A run that meets one is marked `invalid`, never scored as an agent failure.
    """


@dataclass(frozen=True)
class Endpoint:
    """What an agent needs to reach one service.

    env: variables exported to the agent (e.g. `CLAWMARK_WORKSPACE`, `NOTION_BASE_URL`).
    info: the same facts as a JSON-able mapping (host, port, URL, credentials) for `clawmark up`.
    guide: a Markdown section for the workspace's SERVICES.md.
    """

    service: str
    env: dict[str, str]
    info: dict[str, Any]
    guide: str
