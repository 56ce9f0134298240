"""The wake-up prompt: what the agent reads at the start of each working day.

It is the round's prompt file, headed by the in-universe date and time, and followed by the
notices of that round's events. Silent mutations are, by definition, never mentioned.
"""

from __future__ import annotations

from datetime import datetime

from clawmark.taskdir import Task


def wake_up_prompt(task: Task, round_number: int, now: datetime) -> str:
    """The full prompt of round `round_number` (1-based) at universe time `now`."""
    spec = task.spec
    header = (
        f"Day {round_number} of {len(spec.rounds)} — {now:%A %d %B %Y}, {now:%H:%M} ({spec.timezone}). "
        f"You are the {spec.role} for {spec.principal.name}."
    )
    parts = [header, task.prompt(round_number).strip()]
    notices = [f"- {event.notice}" for event in spec.rounds[round_number - 1].events]
    if notices:
        parts.append("Since your last working day:\n" + "\n".join(notices))
    return "\n\n".join(parts) + "\n"
