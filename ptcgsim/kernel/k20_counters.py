"""Stop 31, slice k20: PUT_COUNTERS_OWN (Venture Bomb-like: damage counters on 1 of your own Pokémon).

A module of its own: the damage family (ops/damage_ops.py) imports it, and kernel/k20.py is imported by
the greedy modules the interpreter imports (a cycle).
"""

from __future__ import annotations

from .jit import kernel_inline_nb
from .layout import NSLOT, S_CARD
from .player.seat import Q_OWN_BENCH_HIT, decide_nb, set_option_nb
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
