"""Batch driver: one jitted entry point that plays a block of games.

``run_block_nb`` is the only function a caller outside the kernel needs: it
plays games ``first_game .. first_game + len(out) - 1`` into ``out`` (one
``game_dt`` row each), with the event log and the invariant checks switched
on by ``mode``.  Python runs blocks on threads (the function releases the
GIL), so the parallel split lives in :mod:`ptcgsim.sim`, not in a ``prange``.

Why one entry point and no ``parallel=True``: Numba links the machine code
of every function a jitted function calls into that function's own library
and optimizes the result again, so each entry point pays for the whole
kernel.  Three entry points (plain, checked, logged) plus the ``prange``
body's gufunc compiled the whole kernel four times; one plain entry point
compiles it once.  Game i depends only on (tables, seed, i), so the split —
and the thread count — never changes a result.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from .game import play_game_nb
from .layout import G_AUDIT, G_CHECK, G_EVN, G_LOG, G_VIOLATION, NT, new_state_nb

MODE_LOG = 1  #: write the event log (one game: the replay)
MODE_CHECK = 2  #: check every invariant after every action (the invariant test)
MODE_AUDIT = 4  #: re-decide every turn-level decision on resampled hidden cards (player/audit.py)


@njit(cache=True, nogil=True)
def run_block_nb(ct, R, decks, deck_n, kinds, seed, first_game, out, violations, mode, ev_capacity):
    """Play games first_game .. first_game + len(out) - 1 into out (game_dt rows).

    violations[i] = the first invariants.V_* code game i broke (MODE_CHECK), else 0.
    Returns (events, count) of the last game played (MODE_LOG; empty otherwise).
    """
    st = new_state_nb(ev_capacity if mode & MODE_LOG else 0)
    sc = (new_state_nb(0), new_state_nb(0))  # scratch: the lookahead's copy, the audit's
    srecs = out[:1].copy()  # its scratch record row
    units = np.zeros(NT, np.int64)
    for i in range(out.shape[0]):
        st.g[G_LOG] = 1 if mode & MODE_LOG else 0
        st.g[G_CHECK] = 1 if mode & MODE_CHECK else 0
        st.g[G_AUDIT] = 1 if mode & MODE_AUDIT else 0
        play_game_nb(st, ct, R, decks, deck_n, kinds, seed, first_game + i, out[i], units, sc, srecs)
        violations[i] = st.g[G_VIOLATION]
    return st.ev, st.g[G_EVN]
