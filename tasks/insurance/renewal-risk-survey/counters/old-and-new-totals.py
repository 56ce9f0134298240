"""Quotes each revision as 'from X to Y': the superseded premium stands beside the current one."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["quote_day2", "quote_day3"]
PREVIOUS = {2: 83038, 3: 84963}


def revised_quote(day):
    def quote(kit, total):
        kit.mail.send(kit.mail.compose(oracle.OMAR, "Tillbury premium revised",
                                       f"The Tillbury premium moves from CAD {PREVIOUS[day]:,} to CAD {total:,.0f}.\n"))
    return quote


def round_with(day):
    def run(ctx):
        oracle.quote = revised_quote(day)
        return oracle.round_any(ctx)
    return run


round_1 = oracle.round_1
round_2, round_3 = round_with(2), round_with(3)
