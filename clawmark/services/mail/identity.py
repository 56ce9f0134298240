"""Who the agent is in mail, told to the agent: environment variables and a SERVICES.md paragraph.

    CLAWMARK_MAIL_IDENTITY   principal | assistant  (clawmark.services.mail.spec, `identity`)
    CLAWMARK_MAIL_PRINCIPAL  the principal's address, when the task gives one
"""

from __future__ import annotations


def identity_env(mode: str, principal_email: str | None) -> dict[str, str]:
    """The identity variables for an agent working as `mode` for the principal at `principal_email`."""
    return {"CLAWMARK_MAIL_IDENTITY": mode, **({"CLAWMARK_MAIL_PRINCIPAL": principal_email} if principal_email else {})}


def identity_guide(mode: str, agent: str, principal: str, principal_email: str | None, role: str) -> str:
    """One SERVICES.md paragraph saying whose mailbox `agent` is and who the principal (named
    `principal`) is to the agent working as `role`."""
    who = f"{principal} ({principal_email})" if principal_email else principal
    if mode == "principal":
        return (f"This is the mailbox of {who}, the person you work for: you read their mail and what you "
                f"send goes out from `{agent}`, as them.\n")
    return (f"This is your own mailbox, as {role} to {who}; they are a colleague here: their mail is not "
            "in your mailbox, so write to them like to any colleague.\n")
