"""(s31-k18) DAMAGE_EACH: damage to each Pokémon in play of a kind, the Active ones included,
without Weakness or Resistance (Zzzap-like: "each Pokémon that has any Poké-Powers or Poké-Bodies,
both yours and your opponent's"; "each of your opponent's Benched Pokémon-ex"; "each of your
opponent's Benched Pokémon that has the same name as the Defending Pokémon")."""

from __future__ import annotations

from ..effects import DE_DEF_NAME, DE_EX, DE_OPP_ACTIVE, DE_OPP_BENCH, DE_OWN_ACTIVE, DE_OWN_BENCH, DE_POWER
from .cardtable import CF_EX, CF_HAS_POWER, SUPER_POKEMON
from .damage import bench_hit_nb
from .jit import kernel_inline_nb, kernel_nb
from .layout import NSLOT, S_CARD


@kernel_nb
def damage_each_target_nb(st, ct, p, w, q, where, flt):
    """Does DAMAGE_EACH (acting player p; bits ``where``, filter ``flt``) hit w's slot q?"""
    k = st.slot[w, q, S_CARD]
    if k < 0 or ct.sup[w, k] != SUPER_POKEMON:
        return False
    bit = (DE_OWN_ACTIVE if q == 0 else DE_OWN_BENCH) if w == p else (DE_OPP_ACTIVE if q == 0 else DE_OPP_BENCH)
    if (where & bit) == 0:
        return False
    if flt == DE_POWER:
        return (ct.cflags[w, k] & CF_HAS_POWER) != 0
    if flt == DE_EX:
        return (ct.cflags[w, k] & CF_EX) != 0
    if flt == DE_DEF_NAME:
        dk = st.slot[1 - p, 0, S_CARD]
        return dk >= 0 and ct.name[w, k] == ct.name[1 - p, dk]
    return True


@kernel_inline_nb  # one call site (damage_ops)
def damage_each_nb(st, ct, p, a, where, flt):
    """a damage to each Pokémon the bits and the filter admit (read before any is hit: a Knock Out
    is handled after the attack); the opponent's first, then the acting player's."""
    hits = 0
    for w2 in range(2):
        w = 1 - p if w2 == 0 else p
        for q in range(NSLOT):
            if damage_each_target_nb(st, ct, p, w, q, where, flt):
                hits |= 1 << (w2 * NSLOT + q)
    for w2 in range(2):
        w = 1 - p if w2 == 0 else p
        for q in range(NSLOT):
            if (hits >> (w2 * NSLOT + q)) & 1 == 1:
                bench_hit_nb(st, ct, w, q, a)
