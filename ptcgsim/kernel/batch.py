"""Batch driver: many games over all cores, each writing its own record row.

Games are split into contiguous blocks, one State per block (allocated once,
reset per game).  Game i depends only on (tables, seed, i), so the split —
and the thread count — never changes a result.
"""

from __future__ import annotations

import numpy as np
from numba import njit, prange

from .game import play_game_nb
from .layout import G_CHECK, G_EVN, G_LOG, G_VIOLATION, NT, new_state_nb


@njit(cache=True, parallel=True)
def run_games_nb(ct, R, decks, deck_n, kinds, seed, first_game, out, n_blocks):
    """Play games first_game .. first_game + len(out) - 1 into out (game_dt rows)."""
    n = out.shape[0]
    for b in prange(n_blocks):
        st = new_state_nb(0)
        units = np.zeros(NT, np.int64)
        lo = b * n // n_blocks
        hi = (b + 1) * n // n_blocks
        for i in range(lo, hi):
            play_game_nb(st, ct, R, decks, deck_n, kinds, seed, first_game + i, out[i], units)


@njit(cache=True)
def run_logged_game_nb(ct, R, decks, deck_n, kinds, seed, game, out, ev_capacity):
    """Play one game with the event log on; returns (events, count)."""
    st = new_state_nb(ev_capacity)
    units = np.zeros(NT, np.int64)
    st.g[G_LOG] = 1
    play_game_nb(st, ct, R, decks, deck_n, kinds, seed, game, out[0], units)
    return st.ev, st.g[G_EVN]


@njit(cache=True, parallel=True)
def run_checked_games_nb(ct, R, decks, deck_n, kinds, seed, first_game, out, violations, n_blocks):
    """Like run_games_nb, checking every invariant after every action (the invariant test).

    violations[i] = the first invariants.V_* code violated in game i, 0 if none.
    """
    n = out.shape[0]
    for b in prange(n_blocks):
        st = new_state_nb(0)
        st.g[G_CHECK] = 1
        units = np.zeros(NT, np.int64)
        lo = b * n // n_blocks
        hi = (b + 1) * n // n_blocks
        for i in range(lo, hi):
            play_game_nb(st, ct, R, decks, deck_n, kinds, seed, first_game + i, out[i], units)
            violations[i] = st.g[G_VIOLATION]
