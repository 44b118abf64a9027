"""The bundled EX-era decklists (theme decks ex1–ex16 and competitive 2004–2007 lists) read,
resolve exactly and obey the deck rules under --rules ex.  Missing card effects are allowed:
these lists are data for the EX engine as it grows, not a claim that they simulate fully."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from ptcgsim.decks import MAX_COPIES, check_deck, load_deck, rule_name

ROOT = Path(__file__).resolve().parent.parent
DECKLISTS = ROOT / "decklists"
THEME_EX = sorted(DECKLISTS.glob("theme_ex*.txt"))
COMPETITIVE_EX = sorted(DECKLISTS.glob("ex_*.txt"))
EX_LISTS = THEME_EX + COMPETITIVE_EX
CARDDATA = ROOT.parent / "shared" / "carddata"

#: a card line of a bundled EX list: "COUNT NAME SET NUMBER" or "COUNT card-id"
_LINE_RE = re.compile(r"^(\d+) (?:.+ [A-Z]{2,4} \d+[a-z]?|[a-z][a-z0-9]*-[a-z0-9]+)$")
_SKIP_RE = re.compile(r"^(#|Pokémon: |Trainer: |Energy: |Total Cards: )")


def _card_lines(path: Path) -> list[str]:
    lines = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = re.sub(r"\s+#.*$", "", raw.strip())
        if line and not _SKIP_RE.match(line):
            lines.append(line)
    return lines


def test_every_ex_theme_deck_is_bundled():
    assert len(THEME_EX) == 33  # ex1 … ex16: two theme decks per set, three in ex14
    assert {p.stem.split("_")[1] for p in THEME_EX} == {f"ex{i}" for i in range(1, 17)}
    assert len(COMPETITIVE_EX) >= 6  # issue 14: published 2004-2007 tournament lists


@pytest.mark.skipif(not (CARDDATA / "decks" / "en").is_dir(), reason="needs ../shared/carddata")
def test_theme_decks_match_the_theme_deck_data():
    decks = [d for i in range(1, 17) for d in json.loads((CARDDATA / "decks" / "en" / f"ex{i}.json").read_text())]
    assert len(decks) == len(THEME_EX)
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "theme_decklists.py"), "--check"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr  # the committed files are what the script writes


@pytest.mark.parametrize("path", EX_LISTS, ids=[p.stem for p in EX_LISTS])
def test_ex_list_resolves_exactly_and_is_legal(path):
    report = check_deck(path, rules="ex")
    assert report.errors == [], report.errors
    assert report.off_era == []  # every card is an EX-era printing (or basic Energy)
    deck = load_deck(path, rules="ex")
    assert deck.size == 60
    assert any(e.card.is_basic_pokemon for e in deck.entries)
    # every card line names its printing: set code and number (or a card id)
    lines = _card_lines(path)
    assert lines and all(_LINE_RE.match(line) for line in lines), [x for x in lines if not _LINE_RE.match(x)]
    assert len(lines) == len(deck.entries)
    for e in deck.entries:
        assert e.card.set_id.startswith("ex") or e.card.is_basic_energy, e.card.id
    # the 4-copy rule (basic Energy exempt), ACE SPEC and Pokémon ★ one per deck
    copies = Counter()
    for e in deck.entries:
        if not e.card.is_basic_energy:
            copies[rule_name(e.card)] += e.count
    assert max(copies.values()) <= MAX_COPIES
    assert sum(e.count for e in deck.entries if e.card.ace_spec) <= 1
    assert sum(e.count for e in deck.entries if "Star" in (e.card.subtypes or [])) <= 1


@pytest.mark.parametrize("path", EX_LISTS, ids=[p.stem for p in EX_LISTS])
def test_ex_list_header(path):
    head = [line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("#")]
    assert any(re.match(r"# name: \S", h) for h in head)
    assert any(h.startswith("# source: ") and len(h) > 20 for h in head)
    assert any(h.startswith("# era: ex") for h in head)
    assert any(h.startswith("# substitutions") for h in head)  # listed, or "none"


@pytest.mark.parametrize("path", COMPETITIVE_EX, ids=[p.stem for p in COMPETITIVE_EX])
def test_competitive_ex_list_names_event_and_date(path):
    text = path.read_text(encoding="utf-8")
    assert re.search(r"^# event: .*\b200[4-7]\b", text, re.MULTILINE)
    assert re.search(r"https?://\S+", text)  # where the list was published
