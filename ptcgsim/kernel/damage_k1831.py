"""(s31-k18) DAMAGE_EACH and COUNTERS_ONE.  DAMAGE_EACH: damage to each Pokémon in play of a kind, the Active ones included,
without Weakness or Resistance (Zzzap-like: "each Pokémon that has any Poké-Powers or Poké-Bodies,
both yours and your opponent's"; "each of your opponent's Benched Pokémon-ex"; "each of your
opponent's Benched Pokémon that has the same name as the Defending Pokémon")."""

from __future__ import annotations

from ..effects import (
    CO_OPP, CO_OPP_PICKS, CO_OWN, CO_PER_ENERGY_THERE, CO_PER_SELF_ENERGY, DE_DEF_NAME, DE_EX, DE_OPP_ACTIVE, DE_OPP_BENCH,
    DE_OWN_ACTIVE, DE_OWN_BENCH, DE_POWER, SH_PREVENT_EFFECTS, DE_CHOSEN_TYPE, DE_OPP_ACTIVE_ATTACK,
)
from .cardtable import CF_EX, CF_HAS_POWER, CF_TYPES, SUPER_POKEMON
from .damage import bench_effects_prevented_nb, bench_hit_nb, place_damage_nb
from .effects import effects_prevented_nb, spread_counters_nb
from .player.seat import Q_CHOOSE_ONE, Q_OPP_BENCH, Q_OWN_BENCH_HIT, decide_nb, set_option_nb
from .predicates import shield_nb, slot_hp_nb
from .zones import energy_total_nb
from .jit import kernel_inline_nb, kernel_nb
from .layout import NSLOT, NT, S_CARD, S_DMG, S_NEN


@kernel_nb
def energy_types_mask_nb(st, ct, p, s):
    """The types of the basic Energy cards attached to p's slot s (bit t: type t)."""
    m = 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        if ct.basic_energy[p, e] == 1:
            for t in range(NT):
                if ct.provides[p, e, t] > 0:
                    m |= 1 << t
    return m


@kernel_nb
def damage_each_target_nb(st, ct, p, w, q, where, flt):
    """Does DAMAGE_EACH (acting player p; bits ``where``, filter ``flt``) hit w's slot q?
    DE_CHOSEN_TYPE: flt = DE_CHOSEN_TYPE + 16 * (the type bits it may be)."""
    k = st.slot[w, q, S_CARD]
    if k < 0 or ct.sup[w, k] != SUPER_POKEMON:
        return False
    bit = (DE_OWN_ACTIVE if q == 0 else DE_OWN_BENCH) if w == p else (DE_OPP_ACTIVE if q == 0 else DE_OPP_BENCH)
    if q == 0 and w != p and (where & DE_OPP_ACTIVE_ATTACK) != 0:
        bit = DE_OPP_ACTIVE_ATTACK
    if (where & bit) == 0:
        return False
    if flt % 16 == DE_CHOSEN_TYPE:
        return ((ct.cflags[w, k] // CF_TYPES) & (flt // 16)) != 0
    if flt == DE_POWER:
        return (ct.cflags[w, k] & CF_HAS_POWER) != 0
    if flt == DE_EX:
        return (ct.cflags[w, k] & CF_EX) != 0
    if flt == DE_DEF_NAME:
        dk = st.slot[1 - p, 0, S_CARD]
        return dk >= 0 and ct.name[w, k] == ct.name[1 - p, dk]
    return True


@kernel_inline_nb  # one call site (damage_ops)
def damage_each_nb(st, ct, p, s, a, where, flt):
    """a damage to each Pokémon the bits and the filter admit (read before any is hit: a Knock Out
    is handled after the attack); the opponent's first, then the acting player's.  Returns 1 when
    the opponent's Active is to take the attack's damage (DE_OPP_ACTIVE_ATTACK: the caller does it)."""
    if flt == DE_CHOSEN_TYPE:  # the player picks 1 basic Energy card's type (greedy: the most Pokémon hit)
        m = energy_types_mask_nb(st, ct, p, s)
        n = 0
        for t in range(NT):
            if (m >> t) & 1 == 1:
                hit = 0
                for q in range(NSLOT):
                    if damage_each_target_nb(st, ct, p, 1 - p, q, where, DE_CHOSEN_TYPE + 16 * (1 << t)):
                        hit += 1
                n = set_option_nb(st, n, t, hit, 0)
        i = decide_nb(st, ct, p, Q_CHOOSE_ONE, n)
        if i < 0:
            return 0
        flt = DE_CHOSEN_TYPE + 16 * (1 << st.opt[i, 0])
    hits = 0
    for w2 in range(2):
        w = 1 - p if w2 == 0 else p
        for q in range(NSLOT):
            if damage_each_target_nb(st, ct, p, w, q, where, flt):
                hits |= 1 << (w2 * NSLOT + q)
    for w2 in range(2):
        w = 1 - p if w2 == 0 else p
        for q in range(NSLOT):
            if (hits >> (w2 * NSLOT + q)) & 1 == 1 and not (w2 == 0 and q == 0 and (where & DE_OPP_ACTIVE_ATTACK) != 0):
                bench_hit_nb(st, ct, w, q, a)
    return hits & 1 if (where & DE_OPP_ACTIVE_ATTACK) != 0 else 0


@kernel_inline_nb  # one call site (damage_ops)
def counters_one_nb(st, ct, p, s, j, a, who, per):
    """COUNTERS_ONE: a (per ``per``) damage counters on 1 Pokémon of who's kind (CO_*), picked by the
    attacker or (CO_OPP_PICKS) by the opponent; the counters placed."""
    o = 1 - p
    w = p if who == CO_OWN else o
    chooser = o if who == CO_OPP_PICKS else p
    if per == CO_PER_SELF_ENERGY:
        a = a * energy_total_nb(st, ct, p, s)
    n = 0
    for q in range(NSLOT):
        if st.slot[w, q, S_CARD] >= 0:
            n = set_option_nb(st, n, q, a * energy_total_nb(st, ct, w, q) if per == CO_PER_ENERGY_THERE else a, 0)
    i = decide_nb(st, ct, chooser, Q_OPP_BENCH if chooser != w else Q_OWN_BENCH_HIT, n)
    if i < 0:
        return 0
    q = st.opt[i, 0]
    x = st.opt[i, 1]
    if w == o and ((q == 0 and effects_prevented_nb(st, o)) or (q > 0 and (
            shield_nb(st, ct, o, q, SH_PREVENT_EFFECTS) or (j >= 0 and bench_effects_prevented_nb(st, ct, o, q))))):
        return 0  # protected from the effects of attacks
    if x <= 0:
        return 0
    place_damage_nb(st, w, q, x)
    return x // 10


@kernel_inline_nb  # one call site (estimates)
def counters_one_estimate_nb(st, ct, p, s, a, who, per):
    """greedy's guess of COUNTERS_ONE's counters on the Defending Pokémon (the attacker's pick only)."""
    o = 1 - p
    if who != CO_OPP or st.slot[o, 0, S_CARD] < 0:
        return 0
    if per == CO_PER_SELF_ENERGY:
        return a * energy_total_nb(st, ct, p, s)
    if per == CO_PER_ENERGY_THERE:
        return a * energy_total_nb(st, ct, o, 0)
    return a


@kernel_inline_nb  # one call site (damage_ops)
def swap_counters_nb(st, p, s):
    """SWAP_COUNTERS: the acting Pokémon's damage counters and the Defending Pokémon's change places
    (none when the Defending Pokémon is protected from the effects of attacks); 1 if they did."""
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or effects_prevented_nb(st, o):
        return 0
    x = st.slot[p, s, S_DMG]
    st.slot[p, s, S_DMG] = st.slot[o, 0, S_DMG]
    st.slot[o, 0, S_DMG] = x
    return 1


@kernel_inline_nb  # one call site (damage_ops)
def counters_spill_nb(st, ct, p, a):
    """COUNTERS_SPILL: a/10 counters on the Defending Pokémon up to a Knock Out, the rest spread
    on the opponent's Benched Pokémon; the counters on the Defending Pokémon."""
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or effects_prevented_nb(st, o):
        return 0
    left = slot_hp_nb(st, ct, o, 0) - st.slot[o, 0, S_DMG]
    need = (left + 9) // 10 if left > 0 else 0
    n = a // 10
    on_def = n if n < need else need
    if on_def > 0:
        place_damage_nb(st, o, 0, 10 * on_def)
    if n > on_def:
        spread_counters_nb(st, ct, p, n - on_def, False, False)
    return on_def


@kernel_inline_nb  # one call site (damage_ops)
def def_overflow_nb(st, ct, p):
    """DEF_OVERFLOW_TO_N: the counters on the Defending Pokémon past its HP (0: not Knocked Out)."""
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0:
        return 0
    x = st.slot[o, 0, S_DMG] - slot_hp_nb(st, ct, o, 0)
    return x // 10 if x > 0 else 0
