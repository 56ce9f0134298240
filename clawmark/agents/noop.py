"""The noop agent: does nothing. A released task must fail it."""

from clawmark.agents.base import Agent, RoundContext, RoundOutcome


class NoopAgent(Agent):
    """Does nothing, every round: a released task must fail it."""

    name = "noop"

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        return RoundOutcome(final_message="")
