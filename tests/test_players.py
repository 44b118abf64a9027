"""Players: greedy must beat random by a wide margin (issue: >= 90% with the same theme deck)."""

from __future__ import annotations

import pytest

from ptcgsim.analysis.metrics import wilson_interval
from ptcgsim.sim import simulate

THEME = [
    "decklists/theme_base1_zap.txt",
    "decklists/theme_base1_blackout.txt",
    "decklists/theme_base1_overgrowth.txt",
]


@pytest.mark.parametrize("deck", THEME)
def test_greedy_beats_random_in_the_mirror(deck):
    n = 2000
    df = simulate(deck, deck, n, seed=99, players=("greedy", "random"), allow_missing_effects=True)
    wins = int((df["winner"] == 0).sum())
    low, _high = wilson_interval(wins, n)
    # 90% is the product's bar; the Wilson lower bound makes the test robust to noise
    assert low >= 0.90, f"greedy won {wins}/{n} ({wins / n:.1%})"


def test_passive_never_attacks():
    df = simulate(THEME[0], THEME[1], 300, seed=1, players=("greedy", "passive"), allow_missing_effects=True)
    assert (df["first_attack_turn_1"] == -1).all()
    assert (df["winner"] == 0).mean() > 0.95


def _complete_modern_decks():
    from pathlib import Path

    from ptcgsim.decks import load_deck
    from ptcgsim.tables import missing_effects

    decks = sorted((Path(__file__).resolve().parent.parent / "decklists").glob("sv_*.txt"))
    return [d for d in decks if not missing_effects(load_deck(d, rules="modern"))]


MODERN = _complete_modern_decks()

#: complete modern mirrors where greedy is still short of the bar (issue 10), measured over 2,000
#: games (seed 2026; /tmp scripts in the stop-27 note): strict, so a fix that lifts one shows here
SHORT_OF_THE_BAR = {
    "sv_charizard_pidgeot_2026": "greedy 94.5% vs random: deck-outs and Benched-out losses in long games",
    "sv_gholdengo_lunatone": "greedy 91.2% vs random: deck-outs after chained draw and search powers, slow Knock Outs",
    # complete since stop 30 (Crispin); measured only in this test so far (300 games, seed 7: 272 won, 90.7%)
    "sv_raging_bolt_noctowl": "greedy 90.7% vs random (300 games): not yet diagnosed",
}


def _mirror_params():
    return [pytest.param(d, id=d.stem, marks=[pytest.mark.xfail(strict=True, reason=SHORT_OF_THE_BAR[d.stem])]
                         if d.stem in SHORT_OF_THE_BAR else []) for d in MODERN]


def test_at_least_twelve_modern_decks_are_complete():
    # issue 10: 12+ current competitive decks simulate under --rules modern with no missing effect
    assert len(MODERN) >= 12, [p.stem for p in MODERN]


@pytest.mark.parametrize("deck", _mirror_params())
def test_greedy_beats_random_in_each_complete_modern_mirror(deck):
    # issue 10's bar is 95% (measured over 2,000 games a mirror in the closing note); 300 games
    # here, and the Wilson lower bound at 90% keeps the test robust to noise
    n = 300
    df = simulate(str(deck), str(deck), n, seed=7, rules="modern", players=("greedy", "random"))
    wins = int((df["winner"] == 0).sum())
    low, _high = wilson_interval(wins, n)
    assert low >= 0.90, f"greedy won {wins}/{n} ({wins / n:.1%})"
