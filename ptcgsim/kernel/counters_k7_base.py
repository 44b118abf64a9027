"""(s30-k7) The board reads of COUNTERS_TO_HP and MOVE_ALL_COUNTERS that need no decision
(counters_k7.py runs the rows; estimates.py values them for greedy through these)."""

from __future__ import annotations

from ..effects import TC_SHIFT
from .jit import kernel_inline_nb, kernel_nb
from .layout import NSLOT, S_CARD, S_DMG
from .predicates import slot_hp_nb, tool_cond_nb


@kernel_nb
def counters_to_hp_amount_nb(st, ct, o, q, left):
    """The counters (HP units) that leave the opponent's slot q with ``left`` HP (0: none)."""
    x = slot_hp_nb(st, ct, o, q) - st.slot[o, q, S_DMG] - left
    return x // 10 * 10 if x > 0 else 0


@kernel_nb
def move_source_ok_nb(st, ct, p, q, cond):
    """p's slot q may give its counters to MOVE_ALL_COUNTERS (Benched, damaged, conditions cond)."""
    return q > 0 and st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_DMG] >= 10 \
        and tool_cond_nb(st, ct, p, q, cond % TC_SHIFT) and tool_cond_nb(st, ct, p, q, cond // TC_SHIFT)


@kernel_inline_nb  # one call site
def move_all_estimate_nb(st, ct, p, cond):
    """greedy's guess of MOVE_ALL_COUNTERS onto the Defending Pokémon: the most it may move."""
    best = 0
    for q in range(1, NSLOT):
        if move_source_ok_nb(st, ct, p, q, cond) and st.slot[p, q, S_DMG] // 10 * 10 > best:
            best = st.slot[p, q, S_DMG] // 10 * 10
    return best
