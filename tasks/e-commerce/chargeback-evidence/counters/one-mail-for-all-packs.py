"""Sends each day's packs as one mail naming every case of the batch (all the screenshots attached),
not one mail per case as the handbook says."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["packs_day_one", "packs_day_two", "packs_day_three", "packs_day_four"]
BATCH: list = []


def buffered(kit, row, evidence, facts):
    BATCH.append((kit, row, evidence, facts))


def flush(message: str) -> str:
    if not BATCH:
        return message
    kit = BATCH[0][0]
    subject = "Representment " + ", ".join(f"{row['Case']} {row['Order']}" for _, row, _, _ in BATCH)
    parts, attachments = [], []
    for _, row, evidence, facts in BATCH:
        lines = [f"Case {row['Case']}, order {row['Order']}, {row['Network']} {row['Reason code']}, "
                 f"GBP {Decimal(str(row['Amount GBP'])):.2f}, evidence {' + '.join(evidence)}"]
        if "POD" in evidence:
            attachments.append(kit.fs.path(f"pod/{row['Order']}.png"))
        if "REFUND" in evidence:
            lines.append(f"Refund {facts['refund']['id']} of GBP {facts['refund']['amount']:.2f} posted {facts['refund']['posted']}.")
        if "PRIOR-ORDERS" in evidence:
            lines.append(f"AVS {facts['avs']}, CVV {facts['cvv']}; prior orders {', '.join(facts['priors'])}.")
        parts.append("\n".join(lines))
    kit.mail.send(kit.mail.compose(oracle.DESK, subject, "Dear disputes desk,\n\n" + "\n\n".join(parts) + "\n", attachments=attachments))
    BATCH.clear()
    return message + "; one mail for the day's packs"


oracle.pack = buffered


def round_1(ctx):
    return flush(oracle.round_1(ctx))


def round_2(ctx):
    return flush(oracle.round_2(ctx))


def round_3(ctx):
    return flush(oracle.round_3(ctx))


def round_4(ctx):
    return flush(oracle.round_4(ctx))
