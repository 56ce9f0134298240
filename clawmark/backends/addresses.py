"""Endpoints as an agent inside a world's network sees them: published addresses → in-network ones.

A service describes how to reach it once, with the address the harness uses: `127.0.0.1` and
the published port of its server. An agent in the world's `toolbox` container reaches the same
server at its network alias and its own port (`mail:143`, `radicale:5232`). `rewrite` turns one
into the other, given the table published port → (alias, port):

    text (guide, and strings in env and info)   `127.0.0.1:<published>` → `<alias>:<port>`
    a variable or info value that is a published port (string or integer) → `<port>`
    a variable or info value that is exactly `127.0.0.1` → the alias of the endpoint's
        servers, when all of its rewritten ports belong to one alias (a HOST variable)

Published ports are the engine's ephemeral ports, unique on the host while the world runs.
`loopback_ports` lists an endpoint's published ports by the same convention: the ports the
local sandbox bridges into an agent's network namespace (clawmark.agents.sandbox).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from clawmark.endpoint import Endpoint

LOOPBACK = "127.0.0.1"
_ADDRESS = re.compile(r"127\.0\.0\.1:(\d+)")


def rewrite(endpoint: Endpoint, table: dict[int, tuple[str, int]]) -> Endpoint:
    """`endpoint` with every published address of `table` replaced by its in-network address."""
    aliases: set[str] = set()

    def text(value: str) -> str:
        def address(match: re.Match) -> str:
            port = int(match.group(1))
            if port not in table:
                return match.group(0)
            aliases.add(table[port][0])
            return "%s:%d" % table[port]

        return _ADDRESS.sub(address, value)

    def value(item: Any) -> Any:
        if isinstance(item, dict):
            return {k: value(v) for k, v in item.items()}
        if isinstance(item, list):
            return [value(v) for v in item]
        if isinstance(item, bool):
            return item
        if isinstance(item, int) and item in table:
            aliases.add(table[item][0])
            return table[item][1]
        if isinstance(item, str) and item.isdigit() and int(item) in table:
            aliases.add(table[int(item)][0])
            return str(table[int(item)][1])
        return text(item) if isinstance(item, str) else item

    env, info, guide = value(endpoint.env), value(endpoint.info), text(endpoint.guide)
    if len(aliases) == 1:
        (alias,) = aliases

        def host(item: Any) -> Any:
            if isinstance(item, dict):
                return {k: host(v) for k, v in item.items()}
            return alias if item == LOOPBACK else item

        env, info = host(env), host(info)
    return replace(endpoint, env=env, info=info, guide=guide)


def loopback_ports(endpoint: Endpoint) -> list[int]:
    """The ports where an agent on the harness's loopback reaches `endpoint`: every
    `127.0.0.1:<port>` in its guide and its env and info strings, and the value of each `*_PORT`
    variable; sorted."""
    texts = [endpoint.guide, *_strings(endpoint.env), *_strings(endpoint.info)]
    ports = {int(port) for text in texts for port in _ADDRESS.findall(text)}
    ports |= {int(v) for k, v in endpoint.env.items() if k.endswith("_PORT") and v.isdigit()}
    return sorted(ports)


def _strings(item: Any) -> list[str]:
    if isinstance(item, dict):
        return [s for v in item.values() for s in _strings(v)]
    if isinstance(item, list):
        return [s for v in item for s in _strings(v)]
    return [item] if isinstance(item, str) else []
