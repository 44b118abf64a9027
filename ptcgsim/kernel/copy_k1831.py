"""(s31-k18) COPY_DEF_ATTACK with c > 0 (CP_* bits): copy an attack of a Pokémon card of the hand
(CP_HAND, the card discarded), or of any of the opponent's
Pokémon in play (Mimicry-like; b > 0: only of a card with that cflags bit, δ: Delta Copy-like),
and / or only an attack whose Energy cost the acting Pokémon's Energy pays (Copy-like: "this
attack does nothing if it doesn't have the Energy necessary to use that attack": the player picks
among the ones it may pay for, none: nothing happens)."""

from __future__ import annotations

from ..effects import CP_HAND, CP_NEED_ENERGY, CP_OPP_ALL
from .jit import kernel_inline_nb, kernel_nb
from .layout import NSLOT, S_CARD
from .cardtable import SUPER_POKEMON
from .player.seat import Q_CHOOSE_ONE, Q_COPY_ATTACK, decide_nb, set_option_nb
from .predicates import cost_payable_nb, energy_as_type_nb, flex_payable_nb, slot_units_nb
from .zones import discard_from_hand_nb


@kernel_nb  # two call sites (choose_copy_k18_nb)
def copy_payable_nb(st, ct, p, s, w, k, jj, units):
    """p's slot s has the Energy for attack jj of w's card row k (its printed cost; the cost
    changes of Tools, Stadiums and powers are not read here)."""
    flex = slot_units_nb(st, ct, p, s, -1, -1, units, False)
    energy_as_type_nb(st, ct, p, s, units)
    cost = ct.atk_cost[w, k, jj]
    if flex > 0:
        return flex_payable_nb(st, ct, p, s, units, cost, flex, 0)
    return cost_payable_nb(units, cost)


@kernel_inline_nb  # one call site (the interpreter)
def choose_copy_k18_nb(st, ct, p, s, bit, mode, units):
    """Which attack p's slot s copies (owner, card row, attack); card row -1: none."""
    o = 1 - p
    n = 0
    if (mode & CP_HAND) != 0:  # a Pokémon card of the hand, discarded: one of its attacks (greedy: the most damage)
        for k in range(ct.n[p]):
            if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON:
                for jj in range(ct.n_atk[p, k]):
                    if (mode & CP_NEED_ENERGY) == 0 or copy_payable_nb(st, ct, p, s, p, k, jj, units):
                        n = set_option_nb(st, n, jj, ct.atk_dmg[p, k, jj], k)
        i = decide_nb(st, ct, p, Q_CHOOSE_ONE, n)
        if i < 0:
            return p, -1, 0
        k = st.opt[i, 2]
        discard_from_hand_nb(st, p, k)
        return p, k, st.opt[i, 0]
    for q in range(NSLOT):
        k = st.slot[o, q, S_CARD]
        if k < 0 or (q > 0 and (mode & CP_OPP_ALL) == 0) or (bit >= 0 and (ct.cflags[o, k] >> bit) & 1 == 0):
            continue
        for jj in range(ct.n_atk[o, k]):
            if (mode & CP_NEED_ENERGY) == 0 or copy_payable_nb(st, ct, p, s, o, k, jj, units):
                n = set_option_nb(st, n, jj, o, q)
    i = decide_nb(st, ct, p, Q_COPY_ATTACK, n)
    if i < 0:
        return p, -1, 0
    w = st.opt[i, 1]
    return w, st.slot[w, st.opt[i, 2], S_CARD], st.opt[i, 0]
