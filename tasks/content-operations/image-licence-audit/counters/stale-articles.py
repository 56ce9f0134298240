"""Reads the Articles database once on Monday: misses ART-232 retagged Sponsored on Wednesday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["retagged_article_rechecked", "register_and_tickets_wednesday", "register_and_tickets_thursday"]
read_articles, kept = oracle.articles, {}


def monday_articles(kit):
    if not kept:
        kept.update(read_articles(kit))
    return kept


oracle.articles = monday_articles
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
