"""(s30-k6) Answers to an attack's damage (Abilities and Tools that answer when their Pokémon is
damaged by an attack of the opponent's, even a Knock Out): the PASSIVE_ON_DAMAGED powers and the
TOOL_ON_DAMAGED sections of Tools.

The damage marks the Pokémon (slot field S_DAMAGED_BY: the turn, and whether it was in the Active
Spot or on the Bench; damage_ops.hit_defending_nb, damage.bench_hit_nb).  When the attack is over
(attack.attack_nb), before Knock Outs are handled, every marked Pokémon of the Defending player's is
answered: its owner's powers whose OD_* bits and TC_* conditions hold run their rows (their owner
acting with their Pokémon, the opponent's Active being the Attacking Pokémon), then the sections of
its own Tool.  A Pokémon the damage Knocked Out is still in play then.
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb

from ..effects import (
    OD_ACTIVE, OD_DISCARD_TOOL, OD_KO, OD_OWN, OD_TC, OP_TOOL, PASSIVE_ON_DAMAGED, TC_SHIFT, TOOL_ON_DAMAGED,
    TOOL_ON_KO_ROWS,
)
from .interpreter import run_program_nb
from .layout import G_TURN, NSLOT, S_CARD, S_DAMAGED_BY, S_DMG, S_TOOL_K
from .predicates import passive_arg_nb, passive_nb, slot_hp_nb, tool_amount_nb, tool_cond_nb
from .zones import discard_attached_nb


@kernel_nb
def od_holds_nb(st, ct, o, s, bits, ko):
    """The OD_* bits of an answer hold for o's slot s (the damage marks its field with)."""
    if (bits & OD_ACTIVE) != 0 and (st.slot[o, s, S_DAMAGED_BY] & 1) == 0:
        return False
    if (bits & OD_KO) != 0 and not ko:
        return False
    return True


@kernel_inline_nb  # one call site (attack_nb)
def on_damaged_nb(st, ct, R, p):
    """p's attack is over: the answers of the opponent's Pokémon it damaged (PASSIVE_ON_DAMAGED
    powers, TOOL_ON_DAMAGED sections)."""
    o = 1 - p
    turn = st.g[G_TURN]
    for s in range(NSLOT):
        if st.slot[o, s, S_CARD] < 0 or st.slot[o, s, S_DAMAGED_BY] // 4 != turn:
            continue
        ko = st.slot[o, s, S_DMG] >= slot_hp_nb(st, ct, o, s)
        for t in range(NSLOT):
            if st.slot[o, t, S_CARD] < 0 or st.slot[o, s, S_CARD] < 0 or not passive_nb(st, ct, o, t, PASSIVE_ON_DAMAGED):
                continue
            c = passive_arg_nb(st, ct, o, t)
            if (c & OD_OWN) == 0 and t != s:
                continue
            tc = c // OD_TC
            if not od_holds_nb(st, ct, o, s, c % OD_TC, ko) or not tool_cond_nb(st, ct, o, s, tc % TC_SHIFT) \
                    or not tool_cond_nb(st, ct, o, s, tc // TC_SHIFT):
                continue
            k = st.slot[o, t, S_CARD]
            run_program_nb(st, ct, R, o, t, ct.pw_prog[o, k, 0] + 1, ct.pw_prog[o, k, 1], 0, -1, -1)
        tk = st.slot[o, s, S_TOOL_K]
        if st.slot[o, s, S_CARD] >= 0 and tk >= 0 and tool_amount_nb(st, ct, o, s, TOOL_ON_DAMAGED) > 0:
            r = ct.tr_prog[o, tk, 0]
            end = ct.tr_prog[o, tk, 1]
            fired = False
            while r < end:
                n = 0
                if ct.prog[r, 0] == OP_TOOL and ct.prog[r, 1] == TOOL_ON_DAMAGED:
                    n = ct.prog[r, 2] % TOOL_ON_KO_ROWS
                    bits = ct.prog[r, 2] // TOOL_ON_KO_ROWS
                    c = ct.prog[r, 3]
                    if tool_cond_nb(st, ct, o, s, c % TC_SHIFT) and tool_cond_nb(st, ct, o, s, c // TC_SHIFT) \
                            and od_holds_nb(st, ct, o, s, bits, ko):
                        run_program_nb(st, ct, R, o, s, r + 1, r + 1 + n, 0, -1, -1)
                        if (bits & OD_DISCARD_TOOL) != 0:
                            fired = True
                r += 1 + n
            if fired and st.slot[o, s, S_CARD] >= 0 and st.slot[o, s, S_TOOL_K] == tk:
                discard_attached_nb(st, o, s, S_TOOL_K)
        st.slot[o, s, S_DAMAGED_BY] = 0
