"""Where the kit finds the services: the environment variables every agent gets.

The same variables are listed in the workspace's SERVICES.md (clawmark.world.services_guide):
`CLAWMARK_MAIL_*`, `CLAWMARK_CALDAV_*`, `NOTION_BASE_URL`/`NOTION_TOKEN`, `CLAWMARK_SHEETS_*`
and `CLAWMARK_WORKSPACE`. An oracle passes `ctx.env`; a program run by the `command` agent
passes nothing and reads `os.environ`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping


class ServiceMissing(LookupError):
    """A variable the client needs is not set: the task does not use that service."""


def variables(env: Mapping[str, str] | None, service: str, *names: str) -> list[str]:
    """The values of `names` in `env` (default: os.environ), in order.

    Raises ServiceMissing naming the first missing variable and the service it belongs to.
    """
    source = os.environ if env is None else env
    for name in names:
        if not source.get(name):
            raise ServiceMissing(f"{name} is not set: this world has no {service} service for the agent "
                                 "(see SERVICES.md in the workspace)")
    return [source[name] for name in names]
