"""Invariants checked after every action when ``G_CHECK`` is on (the invariant test).

Each function returns 0 when all is well, else the first violated V_* code.
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb
from .actions import A_ATTACH, A_ATTACK, A_BENCH, A_END, A_EVOLVE, A_POWER, A_RETREAT, A_STADIUM, A_TRAINER
from .layout import (
    G_PRIZES,
    MAXEN,
    NSLOT,
    PL_ATTACHED_N,
    PL_DECK_N,
    PL_HAND_N,
    PL_PRIZES_LEFT,
    PL_TOTAL,
    S_CARD,
    S_DMG,
    S_NEN,
    S_NSTACK,
    S_STACK0,
    S_TOOL_K,
    S_TOOL_N,
)
from .cardtable import TK_TOOL
from .predicates import (
    attack_legal_nb,
    can_attach_nb,
    can_bench_nb,
    can_evolve_nb,
    can_play_trainer_nb,
    can_retreat_nb,
    can_use_power_nb,
    can_use_stadium_nb,
)
from .hidden import V_HIDDEN_INFO  # noqa: F401  (11: a decision read what its player cannot see)
from .zones import bench_count_nb, count_cards_nb

V_CARD_COUNT = 1  #: a player's cards are not all in exactly one zone
V_PRIZES = 2  #: prizes below 0 or above the number set aside
V_BENCH = 3  #: more than 5 on the Bench
V_ILLEGAL_ACTION = 4  #: the chosen action was not legal
V_ENERGY_PER_TURN = 5  #: more than one energy attached from hand this turn
V_NEGATIVE = 6  #: a negative count (hand, deck, discard, damage)
V_HAND_COUNT = 7  #: the hand size disagrees with the hand's cards
V_ENERGY_SLOTS = 8  #: energy on an empty slot, or more than the slot holds
V_NO_ACTIVE = 9  #: a player with Pokémon in play has no Active between actions
V_VIRTUAL = 10  #: a virtual card row (a copy, a Pokémon turned Energy) in a zone only printed cards enter
V_TOOL = 12  #: a Tool on an empty slot, more than one on a Pokémon, or a card there that is no Tool
V_NAMES = ("ok", "card_count", "prizes", "bench", "illegal_action", "energy_per_turn", "negative", "hand_count",
           "energy_slots", "no_active", "virtual_card", "hidden_info", "tool")


@kernel_inline_nb
def virtual_outside_play_nb(st, ct, p):
    """A virtual row (cardtable.py) in the hand, discard pile, deck, prizes or a stack."""
    n = ct.n[p]
    for k in range(n, st.hand.shape[1]):
        if st.hand[p, k] != 0 or st.disc[p, k] != 0:
            return True
    for i in range(st.pl[p, PL_DECK_N]):
        if st.deck[p, i] >= n:
            return True
    for i in range(st.pl[p, PL_PRIZES_LEFT]):
        if st.prize[p, i] >= n:
            return True
    for s in range(NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            for i in range(st.slot[p, s, S_NSTACK]):
                if st.slot[p, s, S_STACK0 + i] >= n:
                    return True
    return False


@kernel_nb
def check_invariants_nb(st, ct):
    for p in range(2):
        if count_cards_nb(st, p) != st.pl[p, PL_TOTAL]:
            return V_CARD_COUNT
        left = st.pl[p, PL_PRIZES_LEFT]
        if left < 0 or left > st.g[G_PRIZES]:
            return V_PRIZES
        if bench_count_nb(st, p) > NSLOT - 1:
            return V_BENCH
        if st.pl[p, PL_ATTACHED_N] > 1:
            return V_ENERGY_PER_TURN
        if st.pl[p, PL_DECK_N] < 0 or st.pl[p, PL_HAND_N] < 0:
            return V_NEGATIVE
        h = 0
        for k in range(st.hand.shape[1]):
            if st.hand[p, k] < 0 or st.disc[p, k] < 0:
                return V_NEGATIVE
            h += st.hand[p, k]
        if h != st.pl[p, PL_HAND_N]:
            return V_HAND_COUNT
        if virtual_outside_play_nb(st, ct, p):
            return V_VIRTUAL
        occupied = 0
        for s in range(NSLOT):
            t = st.slot[p, s, S_TOOL_K]
            if t >= 0 and (st.slot[p, s, S_CARD] < 0 or st.slot[p, s, S_TOOL_N] != 1 or ct.tkind[p, t] != TK_TOOL):
                return V_TOOL
            if st.slot[p, s, S_CARD] < 0:
                if st.slot[p, s, S_NEN] != 0 or st.slot[p, s, S_NSTACK] != 0:
                    return V_ENERGY_SLOTS
                continue
            occupied += 1
            if st.slot[p, s, S_DMG] < 0:
                return V_NEGATIVE
            if st.slot[p, s, S_NEN] < 0 or st.slot[p, s, S_NEN] > MAXEN:
                return V_ENERGY_SLOTS
        if occupied > 0 and st.slot[p, 0, S_CARD] < 0:
            return V_NO_ACTIVE
    return 0


@kernel_inline_nb
def action_legal_nb(st, ct, R, p, kind, x, y, units):
    """Re-check the chosen action with the rules' own predicate."""
    if kind == A_END:
        return True
    if kind == A_ATTACK:
        return attack_legal_nb(st, ct, R, p, x, units)
    if kind == A_BENCH:
        return can_bench_nb(st, ct, p, x)
    if kind == A_EVOLVE:
        return can_evolve_nb(st, ct, R, p, x, y)
    if kind == A_ATTACH:
        return can_attach_nb(st, ct, p, x, y)
    if kind == A_TRAINER:
        return can_play_trainer_nb(st, ct, R, p, x)
    if kind == A_RETREAT:
        return can_retreat_nb(st, ct, R, p) and y > 0 and st.slot[p, y, S_CARD] >= 0
    if kind == A_POWER:
        return 0 <= x < NSLOT and can_use_power_nb(st, ct, R, p, x)
    if kind == A_STADIUM:
        return can_use_stadium_nb(st, ct, p)
    return False
