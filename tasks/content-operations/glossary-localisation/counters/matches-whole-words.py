"""Requires each glossary term as a whole word, so the inflected forms the handbook accepts are
rejected: "Kunden" (S11, S14) does not count as "Kunde"."""

import re

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["german_batch_judged", "german_texts_recorded"]


def whole_words(english, translation, lang, terms, banned):
    words = re.findall(r"[\w'-]+", translation.lower())
    text = " ".join(words)
    if any(b[lang] and b[lang].lower() in text for b in banned):
        return False
    return all(re.search(rf"(?<![\w]){re.escape(t[lang].lower())}(?![\w])", text) for t in terms if t["EN"].lower() in english.lower())


oracle.passes = whole_words
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
