"""Stop 31, slice k20: PUT_COUNTERS_OWN (Venture Bomb-like: damage counters on 1 of your own Pokémon) and
OPP_ENERGY_TO_DEF (Ancient Technical Machine [Steel]-like: the opponent's basic Energy onto the Defending Pokémon).

A module of its own: the damage and energy families (ops/damage_ops.py, ops/energy_ops.py) import it, and kernel/k20.py is imported by
the greedy modules the interpreter imports (a cycle).
"""

from __future__ import annotations

from .jit import kernel_inline_nb
from ..effects import ENERGY_BASIC
from .effects import effects_prevented_nb
from .layout import NSLOT, S_CARD, S_NEN
from .player.seat import Q_OPP_BENCH, Q_OWN_BENCH_HIT, decide_nb, set_option_nb
from .targets import choose_energy_nb
from .zones import attach_energy_nb, detach_energy_nb
from .damage import place_damage_nb


@kernel_inline_nb  # one call site (ops/damage_ops' PUT_COUNTERS_OWN arm)
def put_counters_own_nb(st, ct, p, amount):
    """amount (HP units: counters * 10) on 1 of p's own Pokémon, p's pick (Q_OWN_BENCH_HIT, its
    Active included; greedy: never a Knock Out if it can help it, then the one it needs least)."""
    n = 0
    for s in range(NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            n = set_option_nb(st, n, s, amount, 0)
    i = decide_nb(st, ct, p, Q_OWN_BENCH_HIT, n)
    if i < 0:
        return
    s = st.opt[i, 0]
    place_damage_nb(st, p, s, amount)


@kernel_inline_nb  # one call site (ops/energy_ops' OPP_ENERGY_TO_DEF arm)
def opp_energy_to_def_nb(st, ct, p, n):
    """OPP_ENERGY_TO_DEF (Ancient Technical Machine [Steel]-like): up to n basic Energy cards attached to 1 of the
    opponent's Benched Pokémon (p's pick: Q_OPP_BENCH, then each card Q_ENERGY_DISCARD) go onto the Defending
    Pokémon; none when it is protected from the effects of attacks.  Returns how many moved."""
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or effects_prevented_nb(st, o):
        return 0
    m = 0
    for t in range(1, NSLOT):
        if st.slot[o, t, S_CARD] >= 0:
            for i in range(st.slot[o, t, S_NEN]):
                if ct.basic_energy[o, st.en[o, t, i]] == 1:
                    m = set_option_nb(st, m, t, 0, 0)
                    break
    if m == 0:
        return 0
    t = st.opt[decide_nb(st, ct, p, Q_OPP_BENCH, m), 0]
    moved = 0
    for _ in range(n):
        i = choose_energy_nb(st, ct, p, o, t, ENERGY_BASIC)
        if i < 0:
            break
        attach_energy_nb(st, o, 0, detach_energy_nb(st, o, t, i))
        moved += 1
    return moved
