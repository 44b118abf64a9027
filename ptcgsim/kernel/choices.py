"""Choices a card asks its player to make (which Benched Pokémon, which Energy...).

Each function answers for the seat's policy: ``greedy`` picks by a simple
value, ``random`` uniformly among the options (its own stream), ``passive``
like greedy.  They see only what a player sees: both boards, their own hand,
both discard piles, never a deck's order or the prizes.
"""

from __future__ import annotations

from .jit import kernel_nb


from .cardtable import SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER
from .layout import COLORLESS, NSLOT, NT, PL_KIND, S_CARD, S_DMG, S_NEN
from .predicates import attack_energy_ok_nb
from .rng import STREAM_CHOICE0, randint_nb

PLAYER_GREEDY = 0
PLAYER_RANDOM = 1
PLAYER_PASSIVE = 2


@kernel_nb
def is_random_nb(st, p):
    return st.pl[p, PL_KIND] == PLAYER_RANDOM


@kernel_nb
def pick_random_nb(st, p, n):
    return randint_nb(st.rng, STREAM_CHOICE0 + p, n)


@kernel_nb
def best_payable_damage_nb(st, ct, p, s, units):
    """Highest printed damage among the attacks slot s can pay for now (-1: none)."""
    k = st.slot[p, s, S_CARD]
    best = -1
    for j in range(ct.n_atk[p, k]):
        if attack_energy_ok_nb(st, ct, p, s, j, units) and ct.atk_dmg[p, k, j] > best:
            best = ct.atk_dmg[p, k, j]
    return best


@kernel_nb
def slot_value_nb(st, ct, p, s, units):
    """How much p wants slot s's Pokémon Active: can it attack, how hard, how healthy."""
    k = st.slot[p, s, S_CARD]
    hp_left = ct.hp[p, k] - st.slot[p, s, S_DMG]
    dmg = best_payable_damage_nb(st, ct, p, s, units)
    v = hp_left
    if dmg >= 0:
        v += 1000 + 10 * dmg
    return v


@kernel_nb
def choose_own_bench_nb(st, ct, p, units):
    """A Benched Pokémon of p to become Active (switch, retreat, replacement)."""
    n = 0
    best = -1
    best_v = -1 << 40
    for s in range(1, NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            n += 1
            v = slot_value_nb(st, ct, p, s, units)
            if v > best_v:
                best_v = v
                best = s
    if n == 0:
        return -1
    if is_random_nb(st, p):
        i = pick_random_nb(st, p, n)
        for s in range(1, NSLOT):
            if st.slot[p, s, S_CARD] >= 0:
                if i == 0:
                    return s
                i -= 1
    return best


@kernel_nb
def choose_opp_bench_nb(st, ct, p, dmg):
    """p picks one of the opponent's Benched Pokémon: one dmg Knocks Out, else the most damaged."""
    o = 1 - p
    n = 0
    best = -1
    best_v = -1 << 40
    for s in range(1, NSLOT):
        k = st.slot[o, s, S_CARD]
        if k >= 0:
            n += 1
            left = ct.hp[o, k] - st.slot[o, s, S_DMG]
            v = -left
            if dmg > 0 and left <= dmg:
                v = 100000 + ct.hp[o, k]
            v += 5 * st.slot[o, s, S_NEN]
            if v > best_v:
                best_v = v
                best = s
    if n == 0:
        return -1
    if is_random_nb(st, p):
        i = pick_random_nb(st, p, n)
        for s in range(1, NSLOT):
            if st.slot[o, s, S_CARD] >= 0:
                if i == 0:
                    return s
                i -= 1
    return best


@kernel_nb
def choose_energy_nb(st, ct, chooser, owner, s, etype, own_loss):
    """Index into en[owner, s] of an energy card of type etype (-1 any) to remove.

    own_loss: the chooser loses it (pick the least useful: a card whose loss keeps
    the most attacks payable) or takes it from the opponent (pick the most
    valuable: the most units, special first).
    """
    n = st.slot[owner, s, S_NEN]
    cands = 0
    best = -1
    best_v = -1 << 40
    for i in range(n):
        e = st.en[owner, s, i]
        if etype >= 0 and ct.provides[owner, e, etype] == 0:
            continue
        cands += 1
        units = 0
        for t in range(NT):
            units += ct.provides[owner, e, t]
        v = units * 10 + (1 - ct.basic_energy[owner, e]) * 5
        if own_loss:
            v = -v
            # prefer discarding colorless-only or a type the Pokémon does not need
            k = st.slot[owner, s, S_CARD]
            need = 0
            for j in range(ct.n_atk[owner, k]):
                for t in range(NT - 1):
                    if ct.provides[owner, e, t] > 0 and ct.atk_cost[owner, k, j, t] > 0:
                        need = 1
            v -= need * 100
        if v > best_v:
            best_v = v
            best = i
    if cands == 0:
        return -1
    if is_random_nb(st, chooser):
        r = pick_random_nb(st, chooser, cands)
        for i in range(n):
            e = st.en[owner, s, i]
            if etype >= 0 and ct.provides[owner, e, etype] == 0:
                continue
            if r == 0:
                return i
            r -= 1
    return best


@kernel_nb
def hand_card_value_nb(st, ct, p, k):
    """How much p wants to keep card k (for costs that discard from hand)."""
    if ct.sup[p, k] == SUPER_POKEMON:
        return 30 + 10 * ct.stage[p, k]
    if ct.sup[p, k] == SUPER_TRAINER:
        return 20
    if ct.sup[p, k] == SUPER_ENERGY:
        # energy is the most replaceable card in a classic deck when the hand has several
        c = 0
        for q in range(ct.n[p]):
            if ct.sup[p, q] == SUPER_ENERGY:
                c += st.hand[p, q]
        return 10 if c > 1 else 40
    return 0


@kernel_nb
def choose_hand_discard_nb(st, ct, p, avoid_k, kind_ok):
    """A card in p's hand to discard (never one copy of avoid_k, the card being played)."""
    best = -1
    best_v = 1 << 40
    n = 0
    for k in range(ct.n[p]):
        c = st.hand[p, k] - (1 if k == avoid_k else 0)
        if c <= 0 or kind_ok[k] == 0:
            continue
        n += c
        v = hand_card_value_nb(st, ct, p, k)
        if v < best_v:
            best_v = v
            best = k
    if n == 0:
        return -1
    if is_random_nb(st, p):
        r = pick_random_nb(st, p, n)
        for k in range(ct.n[p]):
            c = st.hand[p, k] - (1 if k == avoid_k else 0)
            if c <= 0 or kind_ok[k] == 0:
                continue
            if r < c:
                return k
            r -= c
    return best


@kernel_nb
def energy_need_nb(st, ct, p, t):
    """How many more units of type t p's Pokémon in play need for their attacks."""
    need = 0
    for s in range(NSLOT):
        k = st.slot[p, s, S_CARD]
        if k < 0:
            continue
        have = 0
        for i in range(st.slot[p, s, S_NEN]):
            have += ct.provides[p, st.en[p, s, i], t]
        top = 0
        for j in range(ct.n_atk[p, k]):
            c = ct.atk_cost[p, k, j, t] if t != COLORLESS else 0
            if c > top:
                top = c
        if top > have:
            need += top - have
    return need
