"""(s30-k9) Discarding cards from the hand to heal the acting Pokémon (HEAL_PER_HAND_DISCARD)."""

from __future__ import annotations

from .effects import heal_nb
from .events import EV_DISCARD, log_nb
from .jit import kernel_inline_nb
from .layout import PL_HAND_N, S_DMG
from .player.seat import Q_DISCARD_FOR_DAMAGE, Q_HAND_DISCARD, decide_nb, set_option_nb
from .zones import discard_from_hand_nb


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def heal_per_hand_discard_nb(st, ct, p, s, cap):
    """p may discard any number of cards from the hand (at most the acting Pokémon's damage
    counters; cap > 0: at most cap); 10 damage is removed from slot s per card.  Returns how many.
    greedy (Q_DISCARD_FOR_DAMAGE: the most) discards as many as heal, its least wanted cards."""
    m = st.pl[p, PL_HAND_N]
    c = st.slot[p, s, S_DMG] // 10
    if c < m:
        m = c
    if cap > 0 and cap < m:
        m = cap
    if m <= 0:
        return 0
    n = 0
    for x in range(m + 1):
        n = set_option_nb(st, n, x, 0, 0)
    x = st.opt[decide_nb(st, ct, p, Q_DISCARD_FOR_DAMAGE, n), 0]
    done = 0
    while done < x:
        n = 0
        for k in range(ct.n[p]):
            for _c in range(st.hand[p, k]):
                n = set_option_nb(st, n, k, 0, 0)
        if n == 0:
            break
        i = decide_nb(st, ct, p, Q_HAND_DISCARD, n)
        if i < 0:
            break
        k = st.opt[i, 0]
        discard_from_hand_nb(st, p, k)
        log_nb(st, p, EV_DISCARD, k, 0, 0)
        done += 1
    if done > 0:
        heal_nb(st, p, s, 10 * done)
    return done
