"""Checks of the kb fixture task: structured facts in the knowledge base, read through state.kb."""

from checkers import State, Verdict, check


@check(round=1, weight=2, category="backend_write")
def claim_closed_by_the_agent(state: State) -> Verdict:
    status = state.kb.value("Claims", "CLM-0417", "Status")
    return Verdict(status == "Closed" and state.kb.agent_edited("Claims", "CLM-0417", "Status"), f"Status={status}")


@check(round=2, weight=3, category="silent_change", detects="reserve-raised")
def raised_reserve_noted_on_the_claim(state: State) -> bool:
    return "9500.5" in state.kb.page_text("CLM-0417", by="agent")


@check(round=2, weight=1, category="backend_write")
def new_claim_assigned(state: State) -> bool:
    return bool(state.kb.value("Claims", "CLM-0502", "Handler")) and state.kb.agent_edited("Claims", "CLM-0502", "Handler")
