"""Sends the summary from the day-1 acceptances: six engagements, GBP 13,900."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["summary_states_charity_total"]


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.settle(kit)
    kit.mail.send(kit.mail.reply(kit.mail.find(oracle.CEO_MAIL), "Hi Imogen,\n\nQ4 speaking: 6 engagements accepted; "
                                 "honoraria pledged to the Leafline Trust: GBP 13,900.\n\nOffice of the CEO\n"))
    return "Day 4: stale summary."


round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
