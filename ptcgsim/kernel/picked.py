"""(s30-k9) Effects on "that Pokémon": the opponent's Pokémon an earlier row of the same attack
picked (BENCH_DAMAGE BENCH_OPP_ANY_ONE records it in the game field G_PICKED)."""

from __future__ import annotations

from ..effects import SH_PREVENT_EFFECTS
from .effects import discard_energy_from_nb, effects_prevented_nb
from .jit import kernel_nb
from .layout import G_PICKED, S_CARD
from .predicates import shield_nb


@kernel_nb
def discard_picked_energy_nb(st, ct, p, count, etype):
    """The opponent discards count Energy cards (0: all) of type etype attached to the Pokémon
    the attack picked (their picks); none when that Pokémon is gone or protected from the
    attack's effects.  Returns how many."""
    o = 1 - p
    t = st.g[G_PICKED]
    if t < 0 or st.slot[o, t, S_CARD] < 0:
        return 0
    if t == 0 and effects_prevented_nb(st, o):
        return 0
    if t > 0 and shield_nb(st, ct, o, t, SH_PREVENT_EFFECTS):
        return 0
    return discard_energy_from_nb(st, ct, o, o, t, count, etype)
