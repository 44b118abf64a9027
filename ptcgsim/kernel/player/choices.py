"""Greedy's values of the Pokémon Powers' joint choices (which Energy to which
Pokémon, which damage counter where, which type).

The rules list these choices as options like any other (``targets.py``: one option
row per (source, target) pair) and ask ``seat.decide_nb``; the values below are
greedy's answers (``value.option_value_nb``), and the ``pick_*`` functions are the
same picks for greedy's valuation of using a Power (``greedy.power_score_nb``): the
same candidates in the same order with the same value, so a pick and its valuation
agree.  They see only what a player sees: both boards, their own hand, both discard
piles, never a deck's order or the prizes.
"""

from __future__ import annotations

from ..jit import kernel_inline_nb, kernel_nb


from ..cardtable import CF_COPY
from ...effects import MD_EITHER
from ..layout import COLORLESS, NSLOT, NT, S_CARD, S_DMG, S_NEN, S_WEAK_OVER, printed_top_nb
from ..zones import bench_count_nb
from ..predicates import (
    retreat_cost_nb,
    slot_energy_total_nb,
    any_type_missing_nb,
    damage_move_ok_nb,
    energy_as_type_nb,
    type_energy_source_nb,
    type_target_cost_ok_nb,
    move_energy_ok_nb,
    move_bench_to_active_nb,
    other_type_ok_nb,
    slot_type_nb,
    slot_units_nb,
)


# --- choices of Pokémon Powers ---------------------------------------------------------


@kernel_nb
def deficit_nb(st, ct, p, s, add_e, skip_i, units):
    """Smallest number of Energy units slot s misses for one of its attacks, counting
    energy card add_e (-1 none) and leaving out attached card index skip_i (-1 none);
    Energy Burn-like passives count.  99 when it has no attack."""
    k = st.slot[p, s, S_CARD]
    slot_units_nb(st, ct, p, s, add_e, skip_i, units, True)  # a Special Energy's units as the slot needs them
    energy_as_type_nb(st, ct, p, s, units)
    best = 99
    copy = (ct.cflags[p, k] & CF_COPY) != 0
    for j in range(ct.n_atk[p, k]):
        miss = attack_miss_nb(units, ct.atk_cost[p, k, j], copy)
        if miss < best:
            best = miss
    return best


@kernel_nb
def stranded_short_nb(st, ct, p, add_e, units):
    """Energy units p's Active misses for both its cheapest attack and its retreat, counting
    energy card add_e (-1 none): the attachments before it can either attack or make way
    for a Benched Pokémon.  0 when it can pay for either, or has no Bench to retreat to."""
    if st.slot[p, 0, S_CARD] < 0 or bench_count_nb(st, p) == 0:
        return 0
    atk = deficit_nb(st, ct, p, 0, add_e, -1, units)
    if atk == 0:
        return 0
    have = slot_energy_total_nb(st, ct, p, 0)
    if add_e >= 0:
        for t in range(NT):
            have += ct.provides[p, add_e, t]
    short = retreat_cost_nb(st, ct, p) - have
    if short <= 0:
        return 0
    return atk if atk < short else short


@kernel_nb
def attack_miss_nb(units, cost, copy):
    """Energy units an attack cost misses from units (copy: every unit counts as any type)."""
    if copy:
        return any_type_missing_nb(units, cost)
    miss = 0
    surplus = units[COLORLESS]
    for t in range(NT - 1):
        if units[t] < cost[t]:
            miss += cost[t] - units[t]
        else:
            surplus += units[t] - cost[t]
    if cost[COLORLESS] > surplus:
        miss += cost[COLORLESS] - surplus
    return miss


@kernel_nb
def as_energy_value_nb(st, ct, p, s, q, t, units):
    """Buzzap-like, greedy: slot s's top card as an Energy of type t on p's slot q, valued by
    the deficit units it removes from q's attacks (the Active on ties)."""
    kb = printed_top_nb(st, p, s)
    d0 = deficit_nb(st, ct, p, q, -1, -1, units)
    d1 = deficit_nb(st, ct, p, q, ct.vrow[p, kb, t], -1, units)
    gain = d0 - d1 if d0 < 99 else 0
    return gain * 10 + (1 if q == 0 else 0)


@kernel_nb
def pick_as_energy_nb(st, ct, p, s, units):
    """Buzzap-like, greedy's pick: (slot, type, gain, left) for slot s's top card turned
    Energy (targets.choose_as_energy_nb's options, best value first); gain = deficit units
    it removes, left = units still missing after."""
    kb = printed_top_nb(st, p, s)
    best_q = -1
    best_t = -1
    best_v = -1
    for q in range(NSLOT):
        if q == s or st.slot[p, q, S_CARD] < 0:
            continue
        for t in range(NT):
            if ct.vrow[p, kb, t] >= 0:
                v = as_energy_value_nb(st, ct, p, s, q, t, units)
                if v > best_v:
                    best_v = v
                    best_q = q
                    best_t = t
    if best_q < 0:
        return -1, -1, 0, 99
    d0 = deficit_nb(st, ct, p, best_q, -1, -1, units)
    left = deficit_nb(st, ct, p, best_q, ct.vrow[p, kb, best_t], -1, units)
    return best_q, best_t, (d0 - left if d0 < 99 else 0), left


@kernel_nb
def type_attach_gain_nb(st, ct, p, q, e, units):
    """Deficit units Energy card e removes from p's slot q's attacks."""
    return deficit_nb(st, ct, p, q, -1, -1, units) - deficit_nb(st, ct, p, q, e, -1, units)


@kernel_nb
def pick_type_attach_nb(st, ct, p, etype, ptype, units, cost):
    """Rain Dance-like, greedy's pick: (hand card, slot, gain) — a basic Energy of etype
    from hand (cost > 0: the discard pile) to the Pokémon of ptype whose attack it brings
    closest (the Active on ties; with a cost, one the counters don't Knock Out)."""
    e = type_energy_source_nb(st, ct, p, etype, cost)
    if e < 0:
        return -1, -1, 0
    best = -1
    best_v = -1
    best_gain = 0
    for q in range(NSLOT):
        if type_target_cost_ok_nb(st, ct, p, q, ptype, cost):
            gain = type_attach_gain_nb(st, ct, p, q, e, units)
            v = gain * 10 + (1 if q == 0 else 0)
            if v > best_v:
                best_v = v
                best = q
                best_gain = gain
    return e, best, best_gain


@kernel_nb
def energy_move_value_nb(st, ct, p, src, i, dst, units):
    """Energy Trans-like, greedy: moving attached card i from p's slot src to dst.  Positive
    only when the receiver's attack gets closer, from a Pokémon that loses nothing (or from
    the Bench to the Active), so repeated moves never cycle; else 0."""
    d0 = deficit_nb(st, ct, p, dst, -1, -1, units)
    gain = d0 - deficit_nb(st, ct, p, dst, st.en[p, src, i], -1, units)
    if gain <= 0:
        return 0
    loss = deficit_nb(st, ct, p, src, -1, i, units) - deficit_nb(st, ct, p, src, -1, -1, units)
    if loss > 0 and not (dst == 0 and src > 0):
        return 0
    v = 100 * gain - 10 * loss + (50 if dst == 0 else 0)
    return v if v > 0 else 0


@kernel_nb
def pick_energy_move_nb(st, ct, p, etype, units):
    """Energy Trans-like, greedy's pick: (from slot, energy index, to slot) of the best
    move worth making, or (-1, -1, -1) when none helps (targets.energy_move_options_nb
    lists the same candidates)."""
    best_to = -1
    best_from = -1
    best_i = -1
    best_v = 0
    for dst in range(NSLOT):
        if st.slot[p, dst, S_CARD] < 0 or st.slot[p, dst, S_NEN] >= st.en.shape[2]:
            continue
        for src in range(NSLOT):
            if src == dst or st.slot[p, src, S_CARD] < 0:
                continue
            if move_bench_to_active_nb(etype) and (src == 0 or dst != 0):
                continue  # Metal Juncture-like: from a Benched Pokémon to the Active
            for i in range(st.slot[p, src, S_NEN]):
                if not move_energy_ok_nb(st, ct, p, src, st.en[p, src, i], etype):
                    continue
                v = energy_move_value_nb(st, ct, p, src, i, dst, units)
                if v > best_v:
                    best_v = v
                    best_to = dst
                    best_from = src
                    best_i = i
    return best_from, best_i, best_to


@kernel_nb
def damage_move_value_nb(st, ct, p, q, a, b):
    """MOVE_DAMAGE, greedy: one counter from q's slot a to slot b, chosen by p.  On its own
    Pokémon: off the Active (the Pokémon the opponent attacks), then off one with Energy,
    onto a Benched one without Energy (a Pokémon Center heals it without a cost), then onto the
    healthiest other Pokémon that can take it; on the opponent's: onto the one it Knocks
    Out (least HP left), else onto the Active, from another damaged one.  q < 0 (MD_EITHER):
    a and b are player * NSLOT + slot: onto the opponent's Pokémon only (the one it Knocks Out,
    else the Active), off p's own first (the Active first), else off the opponent's Bench."""
    if q < 0:
        sp = a // NSLOT
        dp = b // NSLOT
        kd = st.slot[dp, b % NSLOT, S_CARD]
        left = ct.hp[dp, kd] - st.slot[dp, b % NSLOT, S_DMG]
        if dp == p:
            return -1000000 - left  # onto p's own Pokémon: never wanted
        return (100000 + 10000 * ct.prize[dp, kd] if left <= 10 else 0) + (50000 if b % NSLOT == 0 else 0) - left * 10 \
            + (30000 + (5000 if a % NSLOT == 0 else 0) if sp == p else (1000 if a % NSLOT != 0 else 0))
    if q >= 2:  # MD_OWN_TO_OPP: up to q - 2 counters from p's slot a to the opponent's slot b
        o = 1 - p
        m = min(q - 2, st.slot[p, a, S_DMG] // 10) * 10
        kb = st.slot[o, b, S_CARD]
        left = ct.hp[o, kb] - st.slot[o, b, S_DMG]
        return (100000 + 10000 * ct.prize[o, kb] if m >= left else 0) + (50000 if b == 0 else 0) - left * 10 \
            + (5000 if a == 0 else 0) + m * 100
    left_b = ct.hp[q, st.slot[q, b, S_CARD]] - st.slot[q, b, S_DMG]
    if q == p:
        return (100000 if a == 0 else 0) + (20000 if st.slot[q, a, S_NEN] > 0 else 0) \
            + (20000 if b != 0 and st.slot[q, b, S_NEN] == 0 else 0) + st.slot[q, a, S_DMG] * 10 + left_b
    return (100000 if left_b <= 10 else 0) + (50000 if b == 0 else 0) - left_b * 10 \
        + (1000 if a != 0 else 0) + st.slot[q, a, S_DMG]


@kernel_nb
def pick_damage_move_nb(st, ct, p, q, mode, s):
    """MOVE_DAMAGE, greedy's pick: (from, to) slots of player q (-1, -1: no move)."""
    best_a = -1
    best_b = -1
    best_v = -(1 << 40)
    m = 2 * NSLOT if mode == MD_EITHER else NSLOT
    for a in range(m):
        for b in range(m):
            if damage_move_ok_nb(st, ct, q, a, b, mode, s):
                v = damage_move_value_nb(st, ct, p, -1 if mode == MD_EITHER else q, a, b)
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
    """Shift-like, greedy's pick: the type (of another Pokémon in play) slot s takes: the
    Defending Pokémon's Weakness when some Pokémon in play has it, else the first
    candidate (-1: none)."""
    first = -1
    want = -1
    weak = def_weak_type_nb(st, ct, 1 - p, 0)
    for q in range(2):
        for t in range(NSLOT):
            if other_type_ok_nb(st, ct, p, s, q, t):
                ty = slot_type_nb(st, ct, q, t)
                if first < 0:
                    first = ty
                if ty == weak and want < 0:
                    want = ty
    return want if want >= 0 else first


#: Conversion-like choices offer the six types of the base era (the only cards that ask)
N_NEW_TYPES = 6


@kernel_inline_nb
def new_type_value_nb(st, ct, p, who, mode, t):
    """Conversion-like, greedy: type t for a Weakness (mode 0, the opponent's) or a
    Resistance (mode 1, p's own).  A Weakness becomes the type of most of p's Pokémon in
    play (none: the Defending Pokémon's Weakness stays); a Resistance becomes the type of
    the opponent's Active, else of most of their Pokémon."""
    src = p if mode == 0 else 1 - p
    if mode == 1:
        t0 = slot_type_nb(st, ct, src, 0)
        if st.slot[src, 0, S_CARD] >= 0 and t0 >= 0 and t0 != COLORLESS:
            return 1000 if t == t0 else 0
    c = 0
    total = 0
    for q in range(NSLOT):
        if st.slot[src, q, S_CARD] >= 0:
            ty = slot_type_nb(st, ct, src, q)
            if ty == t:
                c += 1
            if 0 <= ty < COLORLESS:
                total += 1
    if mode == 0 and total == 0:
        return 1 if t == def_weak_type_nb(st, ct, who, 0) else 0
    return 10 * c


