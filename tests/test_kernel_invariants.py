"""Invariants over many random games (STYLE.md §9, tier 1).

After every action of every game: each player's cards are each in exactly one
zone, prizes stay within [0, set aside], the Bench never exceeds 5, only legal
actions are applied (re-checked with the rules' own predicates), at most one
energy is attached from hand per turn; and every game ends with a result.
"""

from __future__ import annotations

import numpy as np
import pytest

from ptcgsim.kernel.invariants import V_NAMES, check_invariants_nb
from ptcgsim.kernel.layout import PL_TOTAL, new_state_nb, reset_state_nb
from ptcgsim.records import WIN_REASONS
from ptcgsim.sim import Prepared

DECKS = "decklists/theme_base1_zap.txt", "decklists/theme_base1_blackout.txt"
MIXED = "decklists/theme_base2_power_reserve.txt", "decklists/theme_base3_lockdown.txt"


@pytest.mark.parametrize(
    "rules, decks, n",
    [("base", DECKS, 34_000), ("ex", MIXED, 33_000), ("modern", DECKS, 33_000)],
)
def test_random_games_keep_every_invariant(rules, decks, n):
    # 100,000 random-player games in all, over the three presets
    prep = Prepared(*decks, rules, ("random", "random"), "standard", True, 200)
    rec, bad = prep.run_checked(seed=2024, first_game=0, n=n)
    broken = {V_NAMES[c]: int((bad == c).sum()) for c in np.unique(bad) if c}
    assert not broken, f"invariants broken: {broken}; first games {np.nonzero(bad)[0][:5].tolist()}"
    assert (rec["turns"] >= 1).all()
    assert set(np.unique(rec["win_reason"])) <= set(range(len(WIN_REASONS)))
    # a result for every game: a winner, or a draw with a draw reason
    draws = rec["winner"] == -1
    assert np.isin(rec["win_reason"][draws], [3, 5]).all()


def test_greedy_games_keep_every_invariant():
    prep = Prepared(*DECKS, "base", ("greedy", "random"), "standard", True, 200)
    _rec, bad = prep.run_checked(seed=5, first_game=0, n=5_000)
    assert (bad == 0).all(), np.unique(bad)


def test_the_checker_catches_a_lost_card():
    # a checker that cannot fail proves nothing: corrupt a state and expect a code
    prep = Prepared(*DECKS, "base", ("random", "random"), "standard", True, 200)
    st = new_state_nb(0)
    reset_state_nb(st)
    st.pl[0, PL_TOTAL] = 1  # one card listed, none anywhere
    assert V_NAMES[check_invariants_nb(st, prep.tables.ct)] == "card_count"
