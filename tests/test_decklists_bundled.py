"""Every bundled decklist in decklists/ reads, resolves and validates."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ptcgsim.cli import app
from ptcgsim.decks import check_deck, load_deck

DECKLISTS = sorted((Path(__file__).resolve().parent.parent / "decklists").glob("*.txt"))


def rules_of(path: Path) -> tuple[str, str]:
    """The rules preset a bundled list is checked under, and the format name validate prints."""
    stem = path.stem
    if stem.startswith("sv_"):
        return "modern", "modern Standard"
    if stem.startswith(("ex_", "theme_ex")):
        return "ex", "EX-era"
    return "base", "1999 Base-Fossil"


def test_there_are_bundled_decklists():
    names = {p.stem for p in DECKLISTS}
    assert len([n for n in names if n.startswith("theme_")]) >= 9  # every base1/base2/base3 theme deck
    assert len([n for n in names if n.startswith("base_")]) >= 4
    assert len([n for n in names if n.startswith("sv_")]) >= 12  # issue 10: current competitive modern decks


@pytest.mark.parametrize("path", DECKLISTS, ids=[p.stem for p in DECKLISTS])
def test_bundled_decklist_validates(path):
    rules, _fmt = rules_of(path)
    deck = load_deck(path, rules=rules)
    assert deck.size == 60
    assert any(e.card.is_basic_pokemon for e in deck.entries)
    report = check_deck(path, rules=rules)
    assert report.valid and report.errors == []


@pytest.mark.parametrize("path", DECKLISTS, ids=[p.stem for p in DECKLISTS])
def test_bundled_decklist_header(path):
    text = path.read_text(encoding="utf-8")
    head = [line for line in text.splitlines() if line.startswith("#")]
    assert any(re.match(r"# name: \S", h) for h in head)
    assert any(h.startswith("# source: ") for h in head)
    assert any(h.startswith("# era: ") for h in head)
    assert load_deck(path).name != path.stem  # the # name: comment names it


@pytest.mark.parametrize("path", DECKLISTS, ids=[p.stem for p in DECKLISTS])
def test_bundled_decklist_cli(path):
    rules, fmt = rules_of(path)
    r = CliRunner().invoke(app, ["validate", str(path), "--rules", rules])
    assert r.exit_code == 0, r.stderr
    assert f"valid {fmt} deck, 60 cards" in r.stdout
    # every card is a printing of the era the list is from (no "N cards not from the ... era"
    # warning; a bare "era" would also match Feraligatr)
    assert "not from the" not in r.stderr


#: the competitive lists (modern and EX era), each paired with the next one in this ring
COMPETITIVE = [p for p in DECKLISTS if p.stem.startswith(("sv_", "ex_"))]


@pytest.mark.parametrize("path", COMPETITIVE, ids=[p.stem for p in COMPETITIVE])
def test_competitive_decklist_simulates_with_missing_effects_allowed(path):
    """Every competitive list plays whole games (greedy against greedy, invariants checked after every
    action) against the next list of its era, the cards no effect program covers yet allowed."""
    import numpy as np

    from ptcgsim.kernel.invariants import V_NAMES
    from ptcgsim.sim import Prepared

    rules, _fmt = rules_of(path)
    ring = [p for p in COMPETITIVE if rules_of(p)[0] == rules]
    opponent = ring[(ring.index(path) + 1) % len(ring)]
    prep = Prepared(path, opponent, rules, ("greedy", "greedy"), "standard", True, 200)
    rec, bad = prep.run_checked(seed=3, first_game=0, n=20)
    broken = {V_NAMES[c]: int((bad == c).sum()) for c in np.unique(bad) if c}
    assert not broken, (opponent.stem, broken)
    assert (rec["turns"] > 0).all()  # every game was played


def test_starter_set_fix_is_explained():
    path = next(p for p in DECKLISTS if "2_player_starter" in p.stem)
    text = path.read_text(encoding="utf-8")
    assert "61" in text and "removed one Fighting Energy" in text
    assert load_deck(path).counts_by_name()["Fighting Energy"] == 13
