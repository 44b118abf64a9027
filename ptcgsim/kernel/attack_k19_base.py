"""(s31-k19) What BENCH_DAMAGE_IF and HIT_ONE_PER_RETREAT read, apart from the rules that act
(ops/attack_k19.py), so that greedy's estimates (estimates.py) read them too without importing
the player's seat."""

from __future__ import annotations

from ..effects import K19_FLAG, K19_SAME_NAME, K19_SAME_TYPE, TC_SHIFT, TOOL_RETREAT_LESS
from .jit import kernel_nb
from .layout import S_CARD, S_TOOL_K
from .predicates import holder_is_type_nb, retreat_cost_nb, slot_type_nb, tool_amount_nb, tool_cond_nb


@kernel_nb
def k19_selected_nb(st, ct, p, q, t, sel):
    """BENCH_DAMAGE_IF's selector sel admits q's slot t (p attacking: the Defending Pokémon is
    1 - p's Active)."""
    k = st.slot[q, t, S_CARD]
    if k < 0:
        return False
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    if sel == K19_SAME_NAME:
        return dk >= 0 and ct.name[q, k] == ct.name[o, dk]
    if sel == K19_SAME_TYPE:
        return dk >= 0 and holder_is_type_nb(st, ct, q, t, slot_type_nb(st, ct, o, 0))
    if sel >= K19_FLAG:
        return (ct.cflags[q, k] >> (sel - K19_FLAG)) & 1 == 1
    return tool_cond_nb(st, ct, q, t, sel % TC_SHIFT) and tool_cond_nb(st, ct, q, t, sel // TC_SHIFT)


@kernel_nb
def slot_retreat_nb(st, ct, q, t):
    """The Colorless in the Retreat Cost of q's slot t: the Active's after effects, a Benched
    Pokémon's printed cost less its Tool's TOOL_RETREAT_LESS."""
    if t == 0:
        return retreat_cost_nb(st, ct, q)
    x = ct.retreat[q, st.slot[q, t, S_CARD]]
    if st.slot[q, t, S_TOOL_K] >= 0:
        x -= tool_amount_nb(st, ct, q, t, TOOL_RETREAT_LESS)
    return x if x > 0 else 0
