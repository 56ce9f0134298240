"""Sends Kestrel's renewal request to Mark Ellery, who wrote the letter, not its Renewals contact."""

from clawmark.oracle_kit import page_title

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["renewal_requests_sent"]
value = oracle.value


def letter_sender(page, name):
    if name == "Renewals contact" and page_title(page) == "Kestrel Press Agency":
        return "m.ellery@kestrelpress.example"
    return value(page, name)


oracle.value = letter_sender
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
