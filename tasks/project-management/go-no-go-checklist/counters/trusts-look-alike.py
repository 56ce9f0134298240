"""Records the Security sign-off from tomas.brandt@fernhill-software.example: it matches the
Owner's name, not the Owner's address."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sign_offs_from_the_owners_only", "readout_names_every_blocker"]


def by_name(kit, owner):
    local = owner.lower().partition("@")[0]
    return any((m.sender or "").partition("@")[0] == local and "sign-off" in m.subject.lower() for m in kit.mail.messages())


oracle.signed = by_name
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
