"""Agent adapters by name."""

from clawmark.agents.base import Agent, AgentStartError, AgentUnavailable, RoundContext, RoundOutcome, Usage
from clawmark.agents.command import CommandAgent
from clawmark.agents.counter import CounterAgent
from clawmark.agents.noop import NoopAgent
from clawmark.agents.openai_agent import OpenAIAgent
from clawmark.agents.openclaw import OpenClawAgent
from clawmark.agents.oracle import OracleAgent
from clawmark.agents.shortcut import ShortcutAgent

AGENTS: dict[str, type[Agent]] = {
    cls.name: cls for cls in (OracleAgent, NoopAgent, ShortcutAgent, CounterAgent, CommandAgent, OpenAIAgent,
                               OpenClawAgent)
}

__all__ = ["AGENTS", "Agent", "AgentStartError", "AgentUnavailable", "RoundContext", "RoundOutcome", "Usage"]
