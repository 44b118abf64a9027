"""What a player cannot see, redealt: the lookahead's resampling and the audit's.

A player knows the counts of every zone and the cards of the zones it sees; it does
not know the order of any deck, which cards are its prizes, or the opponent's hand.
``resample_hidden_nb`` redeals one player's unseen cards as one pool, in card order
first (so nothing of the real arrangement survives) and then shuffled.
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb

from .layout import AUD_PER_PLAYER, MAXDECK, MAXK, MAXPRIZE, PL_DECK_N, PL_HAND_N, PL_PRIZES_LEFT
from .rng import STREAM_DECK0, shuffle_nb

#: the audit's violation code (invariants.V_NAMES): a decision changed when only what the
#: deciding player cannot see was resampled
V_HIDDEN_INFO = 11

@kernel_inline_nb
def _sort_prefix(a, m):
    """Insertion sort of a[:m] (at most a deck's worth of small integers)."""
    for i in range(1, m):
        x = a[i]
        j = i - 1
        while j >= 0 and a[j] > x:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x


@kernel_nb
def resample_hidden_nb(sc, q, with_hand):
    """Redeal q's unseen cards in sc: deck + prizes (+ hand when with_hand) as one pool,
    put in card order (so nothing of the real arrangement survives), then shuffled on
    sc's stream for q's deck."""
    dn = sc.pl[q, PL_DECK_N]
    pn = sc.pl[q, PL_PRIZES_LEFT]
    m = dn
    for i in range(pn):
        sc.deck[q, m] = sc.prize[q, i]
        m += 1
    if with_hand:
        for k in range(sc.hand.shape[1]):
            for _ in range(sc.hand[q, k]):
                sc.deck[q, m] = k
                m += 1
            sc.hand[q, k] = 0
    _sort_prefix(sc.deck[q], m)
    shuffle_nb(sc.rng, STREAM_DECK0 + q, sc.deck[q], m)
    for i in range(pn):
        sc.prize[q, i] = sc.deck[q, dn + i]
    if with_hand:
        for i in range(dn + pn, m):
            sc.hand[q, sc.deck[q, i]] += 1
    for i in range(dn, m):
        sc.deck[q, i] = 0
    if with_hand:
        sc.pl[q, PL_HAND_N] = m - dn - pn  # unchanged: the hand count is the counts' sum




@kernel_nb
def save_hidden_nb(st, q):
    """Keep q's deck, prizes and hand in st.aud (the audit puts them back after a look)."""
    base = q * AUD_PER_PLAYER
    for i in range(MAXDECK):
        st.aud[base + i] = st.deck[q, i]
    for i in range(MAXPRIZE):
        st.aud[base + MAXDECK + i] = st.prize[q, i]
    for k in range(MAXK):
        st.aud[base + MAXDECK + MAXPRIZE + k] = st.hand[q, k]


@kernel_nb
def restore_hidden_nb(st, q):
    base = q * AUD_PER_PLAYER
    for i in range(MAXDECK):
        st.deck[q, i] = st.aud[base + i]
    for i in range(MAXPRIZE):
        st.prize[q, i] = st.aud[base + MAXDECK + i]
    for k in range(MAXK):
        st.hand[q, k] = st.aud[base + MAXDECK + MAXPRIZE + k]
