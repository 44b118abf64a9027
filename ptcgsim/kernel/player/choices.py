"""The player's side of the Pokémon Powers' multi-part choices (which Energy to
which Pokémon, which damage counter where, which type).

These picks are joint (a source and a target at once), so the player package
makes them whole: ``greedy`` by a value, ``random`` uniformly among the legal
ones (its own stream), ``passive`` and ``scripted`` like greedy.  The rules'
single-part questions go through ``seat.decide_nb`` instead (``targets.py``).
They see only what a player sees: both boards, their own hand, both discard
piles, never a deck's order or the prizes.
"""

from __future__ import annotations

from ..jit import kernel_nb


from ..cardtable import CF_COPY
from ..layout import COLORLESS, NSLOT, NT, S_CARD, S_DMG, S_NEN, S_WEAK_OVER, printed_top_nb
from ..predicates import (
    any_type_missing_nb,
    damage_move_ok_nb,
    energy_as_type_nb,
    hand_energy_for_type_nb,
    move_energy_source_nb,
    other_type_ok_nb,
    slot_type_nb,
    type_target_ok_nb,
)
from .seat import random_index_nb as pick_random_nb
from .seat import seat_random_nb as is_random_nb


# --- choices of Pokémon Powers ---------------------------------------------------------


@kernel_nb
def deficit_nb(st, ct, p, s, add_e, skip_i, units):
    """Smallest number of Energy units slot s misses for one of its attacks, counting
    energy card add_e (-1 none) and leaving out attached card index skip_i (-1 none);
    Energy Burn-like passives count.  99 when it has no attack."""
    k = st.slot[p, s, S_CARD]
    for t in range(NT):
        units[t] = 0
    for i in range(st.slot[p, s, S_NEN]):
        if i == skip_i:
            continue
        for t in range(NT):
            units[t] += ct.provides[p, st.en[p, s, i], t]
    if add_e >= 0:
        for t in range(NT):
            units[t] += ct.provides[p, add_e, t]
    energy_as_type_nb(st, ct, p, s, units)
    best = 99
    copy = (ct.cflags[p, k] & CF_COPY) != 0
    for j in range(ct.n_atk[p, k]):
        cost = ct.atk_cost[p, k, j]
        if copy:
            best = min(best, any_type_missing_nb(units, cost))
            continue
        miss = 0
        surplus = units[COLORLESS]
        for t in range(NT - 1):
            if units[t] < cost[t]:
                miss += cost[t] - units[t]
            else:
                surplus += units[t] - cost[t]
        if cost[COLORLESS] > surplus:
            miss += cost[COLORLESS] - surplus
        if miss < best:
            best = miss
    return best


@kernel_nb
def pick_as_energy_nb(st, ct, p, s, units):
    """Buzzap-like: (slot, type, gain, left) for slot s's top card turned Energy.

    Greedy: the other Pokémon whose attack it brings closest (the Active on ties) and the
    type that does it; gain = deficit units it removes, left = units still missing after.
    Random: any other Pokémon, any type the card table offers."""
    kb = printed_top_nb(st, p, s)
    if is_random_nb(st, p):
        nq = 0
        nt = 0
        for q in range(NSLOT):
            if q != s and st.slot[p, q, S_CARD] >= 0:
                nq += 1
        for t in range(NT):
            if ct.vrow[p, kb, t] >= 0:
                nt += 1
        if nq == 0 or nt == 0:
            return -1, -1, 0, 99
        rq = pick_random_nb(st, p, nq)
        rt = pick_random_nb(st, p, nt)
        bq = -1
        for q in range(NSLOT):
            if q != s and st.slot[p, q, S_CARD] >= 0:
                if rq == 0:
                    bq = q
                rq -= 1
        bt = -1
        for t in range(NT):
            if ct.vrow[p, kb, t] >= 0:
                if rt == 0:
                    bt = t
                rt -= 1
        return bq, bt, 0, 99
    best_q = -1
    best_t = -1
    best_v = -1
    best_gain = 0
    best_left = 99
    for q in range(NSLOT):
        if q == s or st.slot[p, q, S_CARD] < 0:
            continue
        d0 = deficit_nb(st, ct, p, q, -1, -1, units)
        for t in range(NT):
            v = ct.vrow[p, kb, t]
            if v < 0:
                continue
            d1 = deficit_nb(st, ct, p, q, v, -1, units)
            gain = d0 - d1 if d0 < 99 else 0
            val = gain * 10 + (1 if q == 0 else 0)
            if val > best_v:
                best_v = val
                best_q = q
                best_t = t
                best_gain = gain
                best_left = d1
    return best_q, best_t, best_gain, best_left


@kernel_nb
def pick_type_attach_nb(st, ct, p, etype, ptype, units):
    """Rain Dance-like: (hand card, slot, gain) — a basic Energy of etype from hand to one
    of p's Pokémon of ptype.  Greedy: the slot whose attack it brings closest (the Active
    on ties); gain = units of deficit it removes (0: none).  Random: any eligible slot."""
    e = hand_energy_for_type_nb(st, ct, p, etype)
    if e < 0:
        return -1, -1, 0
    n = 0
    best = -1
    best_v = -1
    best_gain = 0
    for q in range(NSLOT):
        if type_target_ok_nb(st, ct, p, q, ptype):
            n += 1
            gain = deficit_nb(st, ct, p, q, -1, -1, units) - deficit_nb(st, ct, p, q, e, -1, units)
            v = gain * 10 + (1 if q == 0 else 0)
            if v > best_v:
                best_v = v
                best = q
                best_gain = gain
    if is_random_nb(st, p) and n > 0:
        r = pick_random_nb(st, p, n)
        for q in range(NSLOT):
            if type_target_ok_nb(st, ct, p, q, ptype):
                if r == 0:
                    return e, q, 0
                r -= 1
    return e, best, best_gain


@kernel_nb
def pick_energy_move_nb(st, ct, p, etype, units):
    """Energy Trans-like: (from slot, energy index, to slot) for a basic Energy of etype
    between p's Pokémon, or (-1, -1, -1).  Greedy moves only when the receiver's attack
    gets closer, from a Pokémon that loses nothing (or from the Bench to the Active), so
    repeated moves never cycle.  Random: any source card and any other Pokémon."""
    if is_random_nb(st, p):
        n = 0
        for q in range(NSLOT):
            if move_energy_source_nb(st, ct, p, q, etype) >= 0:
                n += 1
        if n == 0:
            return -1, -1, -1
        r = pick_random_nb(st, p, n)
        src = -1
        for q in range(NSLOT):
            if move_energy_source_nb(st, ct, p, q, etype) >= 0:
                if r == 0:
                    src = q
                    break
                r -= 1
        m = 0
        for q in range(NSLOT):
            if q != src and st.slot[p, q, S_CARD] >= 0:
                m += 1
        if m == 0:
            return -1, -1, -1
        r = pick_random_nb(st, p, m)
        for q in range(NSLOT):
            if q != src and st.slot[p, q, S_CARD] >= 0:
                if r == 0:
                    return src, move_energy_source_nb(st, ct, p, src, etype), q
                r -= 1
        return -1, -1, -1
    best_to = -1
    best_from = -1
    best_i = -1
    best_v = 0
    for dst in range(NSLOT):
        if st.slot[p, dst, S_CARD] < 0 or st.slot[p, dst, S_NEN] >= st.en.shape[2]:
            continue
        d0 = deficit_nb(st, ct, p, dst, -1, -1, units)
        for src in range(NSLOT):
            if src == dst:
                continue
            i = move_energy_source_nb(st, ct, p, src, etype)
            if i < 0:
                continue
            gain = d0 - deficit_nb(st, ct, p, dst, st.en[p, src, i], -1, units)
            if gain <= 0:
                continue
            loss = deficit_nb(st, ct, p, src, -1, i, units) - deficit_nb(st, ct, p, src, -1, -1, units)
            if loss > 0 and not (dst == 0 and src > 0):
                continue
            v = 100 * gain - 10 * loss + (50 if dst == 0 else 0)
            if v > best_v:
                best_v = v
                best_to = dst
                best_from = src
                best_i = i
    return best_from, best_i, best_to


@kernel_nb
def pick_damage_move_nb(st, ct, p, q, mode, s):
    """MOVE_DAMAGE: (from, to) slots of player q for one damage counter, chosen by p.

    Greedy on its own Pokémon: off the Active (the Pokémon the opponent attacks) onto the
    healthiest other Pokémon that can take it; on the opponent's: onto the one it Knocks
    Out (least HP left), else onto the Active, from another damaged one.  Random: any."""
    n = 0
    for a in range(NSLOT):
        for b in range(NSLOT):
            if damage_move_ok_nb(st, ct, q, a, b, mode, s):
                n += 1
    if n == 0:
        return -1, -1
    if is_random_nb(st, p):
        r = pick_random_nb(st, p, n)
        for a in range(NSLOT):
            for b in range(NSLOT):
                if damage_move_ok_nb(st, ct, q, a, b, mode, s):
                    if r == 0:
                        return a, b
                    r -= 1
    best_a = -1
    best_b = -1
    best_v = -(1 << 40)
    for a in range(NSLOT):
        for b in range(NSLOT):
            if not damage_move_ok_nb(st, ct, q, a, b, mode, s):
                continue
            left_b = ct.hp[q, st.slot[q, b, S_CARD]] - st.slot[q, b, S_DMG]
            if q == p:
                v = (100000 if a == 0 else 0) + st.slot[q, a, S_DMG] * 10 + left_b
            else:
                v = (100000 if left_b <= 10 else 0) + (50000 if b == 0 else 0) - left_b * 10 \
                    + (1000 if a != 0 else 0) + st.slot[q, a, S_DMG]
            if v > best_v:
                best_v = v
                best_a = a
                best_b = b
    return best_a, best_b


@kernel_nb
def def_weak_type_nb(st, ct, q, s):
    """The Weakness type of q's slot s now (a Conversion-like change counts; -1 none)."""
    k = st.slot[q, s, S_CARD]
    if k < 0 or ct.weak_t[q, k] < 0:
        return -1
    if st.slot[q, s, S_WEAK_OVER] > 0:
        return st.slot[q, s, S_WEAK_OVER] - 1
    return ct.weak_t[q, k]


@kernel_nb
def pick_shift_type_nb(st, ct, p, s):
    """Shift-like: the type (of another Pokémon in play) slot s takes.  Greedy: the
    Defending Pokémon's Weakness when some Pokémon in play has it, else -1 (not worth
    it; the first candidate if the power is used anyway).  Random: any candidate."""
    n = 0
    first = -1
    want = -1
    o = 1 - p
    weak = def_weak_type_nb(st, ct, o, 0)
    for q in range(2):
        for t in range(NSLOT):
            if other_type_ok_nb(st, ct, p, s, q, t):
                n += 1
                ty = slot_type_nb(st, ct, q, t)
                if first < 0:
                    first = ty
                if ty == weak:
                    want = ty
    if n == 0:
        return -1
    if is_random_nb(st, p):
        r = pick_random_nb(st, p, n)
        for q in range(2):
            for t in range(NSLOT):
                if other_type_ok_nb(st, ct, p, s, q, t):
                    if r == 0:
                        return slot_type_nb(st, ct, q, t)
                    r -= 1
    return want if want >= 0 else first


@kernel_nb
def pick_new_type_nb(st, ct, p, who, mode):
    """Conversion-like: the type (not Colorless) p gives to a Weakness (mode 0) or a
    Resistance (mode 1) of player who's Pokémon.  Greedy: a Weakness of the opponent's
    becomes the type of most of p's Pokémon in play; p's own Resistance becomes the type of
    the opponent's Active (else of most of their Pokémon).  Random: one of the six
    base-era types."""
    if is_random_nb(st, p):
        return pick_random_nb(st, p, 6)
    src = p if mode == 0 else 1 - p
    if mode == 1:
        t0 = slot_type_nb(st, ct, src, 0)
        if st.slot[src, 0, S_CARD] >= 0 and t0 >= 0 and t0 != COLORLESS:
            return t0
    best = 0
    best_n = 0
    for t in range(COLORLESS):
        c = 0
        for q in range(NSLOT):
            if st.slot[src, q, S_CARD] >= 0 and slot_type_nb(st, ct, src, q) == t:
                c += 1
        if c > best_n:
            best_n = c
            best = t
    if mode == 0 and best_n == 0:
        return def_weak_type_nb(st, ct, who, 0) if def_weak_type_nb(st, ct, who, 0) >= 0 else 0
    return best
