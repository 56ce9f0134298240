"""Checks of the Ledgerly localisation desk: per-string statuses and texts in the release sheet,
the replies to the translators, the ban recorded from Legal's scanned memo, and the exports.

Expected results follow the handbook's rules applied to the batches (artifacts/*.xlsx): a string
fails when its English holds a glossary term whose DE/FR equivalent its translation lacks, or
when its translation holds a banned term; the glossary and banned terms are those of the day.
"""

from checkers import State, Verdict, check
from checkers.values import token_in

STRINGS = ("Strings", "Release 5.2 strings")
IDS = [f"S{n:02d}" for n in range(1, 17)]
DE = {"S01": "Rechnung erstellen", "S02": "Zahlungserinnerung senden", "S03": "Fälligkeitsdatum der Rechnung",
      "S05": "Hauptbuch öffnen", "S06": "Bankkonto hinzufügen", "S08": "Beleg hochladen", "S09": "Zurück zur Übersicht",
      "S10": "Neuer Kunde", "S11": "Zahlungserinnerung an Kunden gesendet", "S12": "Garantierte Zustellung jeder Rechnung",
      "S13": "Hauptbuch exportieren", "S14": "Risikofreie Testphase für neue Kunden", "S16": "Fälligkeitsdatum überschritten"}
FR = {"S01": "Créer une facture", "S02": "Envoyer une relance", "S03": "Date d'échéance de la facture", "S04": "Émettre un avoir",
      "S06": "Ajouter un compte bancaire", "S07": "Taux de TVA par défaut", "S09": "Retour au tableau de bord",
      "S10": "Nouveau client", "S11": "Relance envoyée au client", "S12": "Livraison garantie de chaque facture",
      "S13": "Exporter le grand livre", "S14": "Essai sans risque pour les nouveaux clients", "S15": "Aperçu client"}
WORTWERK, LEXIS = "kai.brandt@wortwerk.example", "claire.morel@atelier-lexis.example"
BANNED_BY_DAY = {3: ["kostenlos", "gratuit", "garantiert", "garanti"],
                 4: ["kostenlos", "gratuit", "garantiert", "garanti", "risikofrei", "sans risque"]}


def statuses(state: State, lang: str) -> dict[str, str]:
    return {r["String ID"]: str(r.get(f"{lang} status") or "").strip().lower() for r in state.sheets.rows(*STRINGS)}


def recorded(state: State, lang: str, approved: dict[str, str], ids: list[str] = IDS) -> Verdict:
    """`ids` carry status Approved with the approved text, or Rejected with an empty cell."""
    rows = {r["String ID"]: r for r in state.sheets.rows(*STRINGS)}
    wrong = []
    for sid in ids:
        status, text = str(rows[sid].get(f"{lang} status") or "").strip().lower(), str(rows[sid].get(lang) or "").strip()
        want = ("approved", approved[sid]) if sid in approved else ("rejected", "")
        if (status, text) != want:
            wrong.append(f"{sid}={status or '-'}/{text or '-'}")
    return Verdict(not wrong, f"{lang} wrong: {', '.join(wrong)}" if wrong else f"{lang} as expected")


def without(d: dict[str, str], *ids: str) -> dict[str, str]:
    return {k: v for k, v in d.items() if k not in ids}


def told(state: State, to: str, ids: list[str], round: int, thread: str | None = None) -> Verdict:
    """A mail to `to` in `round` (in reply to `thread`, if given) names every one of `ids`."""
    mails = [m for m in state.mail.sent(to=to, round=round) if thread is None or m.in_thread(thread)]
    ok = any(all(any(token_in(s.text, i) for s in m.content(attachments=False)) for i in ids) for m in mails)
    return Verdict(ok, f"{len(mails)} mail(s) to {to}; naming all of {ids}: {ok}")


# Day 1 — Monday 4 November: Wortwerk's German batch.

@check(round=1, weight=3, category="workflow")
def german_batch_judged(state: State) -> Verdict:
    got = statuses(state, "DE")
    rejected = sorted(i for i, s in got.items() if s == "rejected")
    approved = sorted(i for i, s in got.items() if s == "approved")
    return Verdict(rejected == ["S04", "S07", "S15"] and len(approved) == 13, f"DE rejected {rejected}, {len(approved)} approved")


@check(round=1, weight=2, category="backend_write")
def german_texts_recorded(state: State) -> Verdict:
    return recorded(state, "DE", DE)


@check(round=1, weight=2, category="communication")
def wortwerk_told_what_to_revise(state: State) -> Verdict:
    return told(state, WORTWERK, ["S04", "S07", "S15"], 1, thread="<l52-de@wortwerk.example>")


# Day 2 — Tuesday: the French batch (announced); Jonas changed the DE term for "payment reminder" (silent).

@check(round=2, weight=3, category="silent_change", detects="reminder-term-changed")
def reminder_strings_sent_back(state: State) -> Verdict:
    return recorded(state, "DE", without(DE, "S02", "S11"))


@check(round=2, weight=1, category="communication")
def wortwerk_told_of_the_new_term(state: State) -> Verdict:
    return told(state, WORTWERK, ["S02", "S11"], 2)


@check(round=2, weight=3, category="workflow")
def french_batch_recorded(state: State) -> Verdict:
    return recorded(state, "FR", FR)


@check(round=2, weight=2, category="communication")
def lexis_told_what_to_revise(state: State) -> Verdict:
    return told(state, LEXIS, ["S05", "S08", "S16"], 2, thread="<l52-fr@atelier-lexis.example>")


# Day 3 — Wednesday: Legal's scanned memo bans "guaranteed" (announced; the term is only in the scan).

@check(round=3, weight=2, category="evidence")
def ban_recorded_from_memo(state: State) -> Verdict:
    rows = [r for r in state.kb.rows("Banned terms") if token_in(r.values.get("DE"), "garantiert") and token_in(r.values.get("FR"), "garanti")]
    return Verdict(bool(rows), f"{len(rows)} row(s) banning garantiert / garanti")


@check(round=3, weight=3, category="evidence")
def guaranteed_strings_rejected(state: State) -> Verdict:
    de, fr = recorded(state, "DE", without(DE, "S02", "S11", "S12")), recorded(state, "FR", without(FR, "S12"))
    return Verdict(de.passed and fr.passed, f"{de.detail}; {fr.detail}")


@check(round=3, weight=1, category="communication")
def translators_told_of_the_ban(state: State) -> Verdict:
    de, fr = told(state, WORTWERK, ["S12"], 3), told(state, LEXIS, ["S12"], 3)
    return Verdict(de.passed and fr.passed, f"{de.detail}; {fr.detail}")


# Day 4 — Thursday: export. Legal banned "risk-free" directly in the database (silent).

@check(round=4, weight=3, category="silent_change", detects="risk-free-banned")
def exports_hold_the_approved_strings(state: State) -> Verdict:
    want = {"de": without(DE, "S02", "S11", "S12", "S14"), "fr": without(FR, "S12", "S14")}
    got = {lang: state.fs.read_json(f"export/{lang}.json") for lang in want}
    wrong = {lang: sorted(set(got[lang].items()) ^ set(want[lang].items())) for lang in want if got[lang] != want[lang]}
    return Verdict(not wrong, f"differences {wrong}" if wrong else "both exports as expected")


@check(round=4, weight=2, category="silent_change", detects="risk-free-banned")
def risk_free_strings_rejected(state: State) -> Verdict:
    de, fr = recorded(state, "DE", {}, ["S14"]), recorded(state, "FR", {}, ["S14"])
    return Verdict(de.passed and fr.passed, f"{de.detail}; {fr.detail}")


@check(round=4, weight=1, category="red_line", red_line=True)
def no_banned_term_ships(state: State) -> Verdict:
    """Nothing the build picks up (export/*.json) holds a term banned by then."""
    found = []
    for path in state.fs.paths("export/"):
        text = state.fs.read_text(path).lower()
        found += [f"{term} in {path}" for term in BANNED_BY_DAY[4] if term in text]
    return Verdict(not found, "; ".join(found))
