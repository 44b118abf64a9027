"""The hidden-information audit: a decision must not change when what the player
cannot see is resampled.

In an audit run (``G_AUDIT``) the turn copies the state into ``sc[1]`` before the seat
decides; after the decision the copy's unseen cards are redealt (the deciding
player's deck and prizes as one pool, the opponent's hand, deck and prizes as
another) and its deck and coin streams reseeded — only the seats' own choice streams
are kept — and the seat decides again on the copy.  A different action is a
violation (``invariants.V_HIDDEN_INFO``).
"""

from __future__ import annotations

from ..jit import kernel_inline_nb, kernel_nb

from ..layout import G_ACTIONS, G_AUDIT, G_CHECK, G_GAME, G_LOG, G_TURN
from ..rng import STREAM_CHOICE0, STREAM_CHOICE1, seed_streams_nb
from ..hidden import resample_hidden_nb
from .lookahead import copy_state_nb
from .turn import next_action_nb


@kernel_nb
def audit_before_nb(st, sc):
    """Keep the state as it stands before the seat decides."""
    copy_state_nb(sc[1], st)


@kernel_inline_nb
def audit_after_nb(st, ct, R, p, units, sc, srecs, kind, x, y):
    """True when p, deciding again with its unseen cards and coins resampled, takes
    the same action (kind, x, y)."""
    a = sc[1]
    a.g[G_LOG] = 0
    a.g[G_CHECK] = 0
    a.g[G_AUDIT] = 0
    c0 = a.rng[STREAM_CHOICE0]
    c1 = a.rng[STREAM_CHOICE1]
    seed_streams_nb(a.rng, 0x5EED + 1000003 * a.g[G_GAME] + 1009 * a.g[G_TURN] + a.g[G_ACTIONS], 7)
    a.rng[STREAM_CHOICE0] = c0
    a.rng[STREAM_CHOICE1] = c1
    resample_hidden_nb(a, p, False)
    resample_hidden_nb(a, 1 - p, True)
    n, i = next_action_nb(a, ct, R, p, units, sc, srecs)
    return a.acts[i, 0] == kind and a.acts[i, 1] == x and a.acts[i, 2] == y
