"""(s30-k6) The mark an attack's damage leaves on a Pokémon (slot field S_DAMAGED_BY), read by
on_damaged.on_damaged_nb when the attack is over.  A module of its own: damage.py imports it, and
on_damaged.py imports the interpreter, which imports damage.py."""

from __future__ import annotations

from .jit import kernel_nb
from .layout import G_TURN, S_DAMAGED_BY


@kernel_nb
def mark_damaged_nb(st, o, s, bench):
    """o's slot s was damaged by an attack of the opponent's (bench: 1 on the Bench, else 0)."""
    turn = st.g[G_TURN]
    bit = 2 if bench == 1 else 1
    v = st.slot[o, s, S_DAMAGED_BY]
    if v // 4 == turn:
        st.slot[o, s, S_DAMAGED_BY] = v | bit
    else:
        st.slot[o, s, S_DAMAGED_BY] = turn * 4 + bit
