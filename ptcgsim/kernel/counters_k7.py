"""(s30-k7) Damage counters an attack puts or moves without doing damage: COUNTERS_TO_HP ("put
damage counters on ... until its remaining HP is N") and MOVE_ALL_COUNTERS ("move all damage
counters of one Benched Pokémon onto the opponent's Active, or onto any of their Pokémon").

damage_ops (the damage family) runs the rows through these; estimates.py values them for greedy.
Counters are not damage: no Weakness, Resistance or damage protection; a Pokémon protected from
the effects of attacks (the Active's effects_prevented_nb, a Benched one's shield or Bench veil)
gets none.
"""

from __future__ import annotations

from ..effects import BENCH_DEF, BENCH_OPP_ALL, BENCH_OPP_ANY_ONE, SH_PREVENT_EFFECTS
from .counters_k7_base import counters_to_hp_amount_nb, move_source_ok_nb
from .damage import place_damage_nb
from .effects import effects_prevented_nb
from .events import EV_HEAL, log_nb
from .jit import kernel_inline_nb, kernel_nb
from .layout import NSLOT, S_CARD, S_DMG
from .player.questions import OWN_HEAL, Q_OPP_BENCH, Q_OWN_POKEMON
from .player.seat import decide_nb, set_option_nb
from .predicates import bench_veil_nb, shield_nb


@kernel_nb
def counters_ok_nb(st, ct, p, s, j, q):
    """The attack (p's slot s, attack j) may put counters on the opponent's slot q."""
    o = 1 - p
    if st.slot[o, q, S_CARD] < 0:
        return False
    if q == 0:
        return not effects_prevented_nb(st, o)
    return not (shield_nb(st, ct, o, q, SH_PREVENT_EFFECTS) or bench_veil_nb(st, ct, p, s, j))


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def counters_to_hp_nb(st, ct, p, s, j, left, target):
    """COUNTERS_TO_HP: the counters placed (N)."""
    o = 1 - p
    t = 0 if target == BENCH_DEF else -1
    if target == BENCH_OPP_ANY_ONE:
        n = 0
        for q in range(NSLOT):
            if st.slot[o, q, S_CARD] >= 0:
                x = counters_to_hp_amount_nb(st, ct, o, q, left) if counters_ok_nb(st, ct, p, s, j, q) else 0
                n = set_option_nb(st, n, q, x, 0)
        i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
        t = st.opt[i, 0] if i >= 0 else -1
    placed = 0
    for q in range(NSLOT):
        if (q == t or (target == BENCH_OPP_ALL and q > 0)) and counters_ok_nb(st, ct, p, s, j, q):
            x = counters_to_hp_amount_nb(st, ct, o, q, left)
            if x > 0:
                place_damage_nb(st, o, q, x)
                placed += x // 10
    return placed


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def move_all_counters_nb(st, ct, p, s, j, to_any, cond):
    """MOVE_ALL_COUNTERS: the counters moved (N)."""
    o = 1 - p
    n = 0
    for q in range(1, NSLOT):
        if move_source_ok_nb(st, ct, p, q, cond):
            n = set_option_nb(st, n, q, OWN_HEAL, 0)
    i = decide_nb(st, ct, p, Q_OWN_POKEMON, n)
    if i < 0:
        return 0
    src = st.opt[i, 0]
    m = st.slot[p, src, S_DMG] // 10 * 10
    t = 0
    if to_any == 1:
        n = 0
        for q in range(NSLOT):
            if st.slot[o, q, S_CARD] >= 0:
                n = set_option_nb(st, n, q, m if counters_ok_nb(st, ct, p, s, j, q) else 0, 0)
        i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
        t = st.opt[i, 0] if i >= 0 else -1
    if t < 0 or not counters_ok_nb(st, ct, p, s, j, t):
        return 0
    st.slot[p, src, S_DMG] -= m
    log_nb(st, p, EV_HEAL, m, src, 0)
    place_damage_nb(st, o, t, m)
    return m // 10


@kernel_inline_nb  # one call site
def choose_opp_any_mask_nb(st, ct, p, dmg, done, damaged):
    """BENCH_DAMAGE BENCH_OPP_ANY_THREE*: p picks one of the opponent's Pokémon not in the slot mask
    done (damaged: only one with damage counters on it); dmg: what it will take; -1 none left."""
    o = 1 - p
    n = 0
    for q in range(NSLOT):
        if st.slot[o, q, S_CARD] >= 0 and (done >> q) & 1 == 0 and (not damaged or st.slot[o, q, S_DMG] > 0):
            n = set_option_nb(st, n, q, dmg, 0)
    i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def split_picks_nb(st, ct, p, amount, times):
    """BENCH_DAMAGE BENCH_OPP_ANY_SPLIT: p picks 1 of the opponent's Pokémon ``times`` times (the
    same one again allowed); the picks per slot, 4 bits each (slot q: bits 4q .. 4q + 3).  Each
    option's damage is what that Pokémon would take with this pick (amount per pick so far)."""
    o = 1 - p
    acc = 0
    for _ in range(min(times, 15)):
        n = 0
        for q in range(NSLOT):
            if st.slot[o, q, S_CARD] >= 0:
                n = set_option_nb(st, n, q, amount * (((acc >> (4 * q)) & 15) + 1), 0)
        i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
        if i < 0:
            break
        acc += 1 << (4 * st.opt[i, 0])
    return acc
