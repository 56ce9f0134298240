"""Sends the whole batch in one mail to all nine associates instead of one per jurisdiction."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["associates_instructed"]


def send_all(kit, batch):
    to = sorted({r["rule"]["to"] for r in batch})
    kit.mail.send(kit.mail.compose(to, "Renewal instructions - Larkspur Home Brands plc",
                                   "Dear colleagues,\n\nplease renew:\n\n" + oracle.instruction_text(batch) + "\n"))


oracle.send_instructions = send_all
