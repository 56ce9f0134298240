"""Agent adapters by name."""

from clawmark.agents.base import Agent, AgentStartError, RoundContext, RoundOutcome, Usage
from clawmark.agents.noop import NoopAgent
from clawmark.agents.oracle import OracleAgent
from clawmark.agents.shortcut import ShortcutAgent

AGENTS: dict[str, type[Agent]] = {cls.name: cls for cls in (OracleAgent, NoopAgent, ShortcutAgent)}

__all__ = ["AGENTS", "Agent", "AgentStartError", "RoundContext", "RoundOutcome", "Usage"]
