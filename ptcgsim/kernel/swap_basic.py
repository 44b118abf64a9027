"""(s30-k9) A Basic Pokémon in play swapped for one from the deck (SWAP_BASIC_FROM_DECK)."""

from __future__ import annotations

from .cardtable import CF_EX, SUPER_POKEMON
from .events import EV_FORM, EV_SHUFFLE, log_nb
from .jit import kernel_inline_nb, kernel_nb
from .layout import NSLOT, PL_DECK_N, S_CARD, S_NSTACK, S_STACK0
from .player.seat import Q_FORM_PICK, decide_nb, set_option_nb
from .zones import remove_from_deck_nb, shuffle_deck_nb


@kernel_nb
def plain_basic_nb(ct, p, k):
    """Card k of p's is a Basic Pokémon card, not a Pokémon-ex."""
    return ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == 0 and (ct.cflags[p, k] & CF_EX) == 0


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def swap_basic_from_deck_nb(st, ct, p):
    """p picks one of its unevolved Basic Pokémon in play (not ex) and a Basic Pokémon card of
    its deck (not ex; one option per card and slot); the deck card takes the old card's place
    (what is attached, damage, Special Conditions and effects stay), the old card goes to the
    discard pile; the deck is shuffled.  1 if a card was switched in."""
    m = 0
    for s in range(NSLOT):
        k0 = st.slot[p, s, S_CARD]
        if k0 < 0 or st.slot[p, s, S_NSTACK] != 1 or not plain_basic_nb(ct, p, k0):
            continue
        for i in range(st.pl[p, PL_DECK_N]):
            k = st.deck[p, i]
            if not plain_basic_nb(ct, p, k):
                continue
            dup = False
            for x in range(m):
                dup = dup or (st.opt[x, 1] == k and st.opt[x, 2] == s)
            if not dup:
                m = set_option_nb(st, m, i, k, s)
    done = 0
    if m > 0:
        j = decide_nb(st, ct, p, Q_FORM_PICK, m)
        if j >= 0 and st.opt[j, 0] >= 0:
            s = st.opt[j, 2]
            k0 = st.slot[p, s, S_CARD]
            k = remove_from_deck_nb(st, p, st.opt[j, 0])
            st.slot[p, s, S_STACK0] = k
            st.slot[p, s, S_CARD] = k
            st.disc[p, ct.real[p, k0]] += 1
            log_nb(st, p, EV_FORM, k, s, k0)
            done = 1
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    return done
