"""Lasting effects: Special Conditions and the marks an attack leaves on a Pokémon or a
player until a later turn.

One family of the effect interpreter (``kernel/interpreter.py`` runs the loop and the
control flow); which opcodes are here is the ``family`` column of ``ptcgsim/effects.py``'s
opcode table, and ``tests/test_opcodes.py`` checks that each has its arm.
"""

from __future__ import annotations

from ...effects import RD_FROM  # s30-k6
from ...effects import (
    OP_COND,
    OP_DEF_NO_POWERS_NEXT,
    OP_DEF_COST_MORE_NEXT,  # s29-k2
    COND_CHOSEN,
    OPP,
    OP_CURE,
    OP_CURE_ONE,
    OP_PREVENT_OWN_NEXT,
    OP_DEF_ATTACK_DISABLED_NEXT,
    OP_DEF_CANT_ATTACK_NEXT,
    OP_DEF_CANT_RETREAT_NEXT,
    OP_NO_WEAKNESS_NEXT,
    OP_DELAYED_NEXT,
    OP_DEF_DAMAGE_MINUS_NEXT,
    OP_DEF_SMOKESCREEN_NEXT,
    OP_DESTINY_BOND,
    OP_MARK_ATTACK_USED,
    OP_NEXT_TURN_BASE_DAMAGE,
    OP_OPP_NO_TRAINERS_NEXT,
    OP_PREVENT_DAMAGE_NEXT,
    OP_REDUCE_DAMAGE_NEXT,
    OP_SET_RESISTANCE,
    OP_RETALIATE_NEXT,
    OP_SELF_LOCK_NEXT,
    OP_SET_WEAKNESS,
    OP_SHIFT_TYPE,
    POISONED,
    SELF,
)
from ..effects import (
    choose_amnesia_nb,
    clear_conditions_nb,
    condition_immune_nb,
    effects_prevented_nb,
    give_condition_nb,
    mirror_cond_nb,
    note_hit_nb,
)
from ..events import (
    EV_CURED,
    log_nb,
)
from ..jit import kernel_inline_nb, kernel_nb
from .trainer_k10 import cure_one_nb, prevent_own_next_nb
from ..predicates import slot_type_nb  # s31-k17
from .attack_k19 import vulnerable_next_nb  # s31-k19
from ...effects import OP_VULNERABLE_NEXT  # s31-k19
from ..layout import (
    G_TURN,
    PL_NO_TRAINERS_KIND,
    PL_NO_TRAINERS_UNTIL,
    S_AMNESIA_ATK,
    S_AMNESIA_UNTIL,
    S_ATKMINUS_AMT,
    S_ATKMINUS_UNTIL,
    S_BOOST_ATK,
    S_BOOST_DMG,
    S_BOOST_UNTIL,
    S_CANT_ATTACK_UNTIL,
    S_CANT_RETREAT_UNTIL,
    S_NO_POWERS_UNTIL,
    S_CARD,
    S_DELAY_COND,
    S_DELAY_DMG,
    S_DELAY_UNTIL,
    S_DESTINY_UNTIL,
    S_HIT_COND,
    S_HIT_POISON,
    S_LOCK_PROG,
    S_LOCK_UNTIL,
    S_PREVENT_AMT,
    S_PREVENT_EFFECTS,
    S_PREVENT_FROM,
    S_PREVENT_UNTIL,
    S_RETAL_AMT,
    S_RETAL_UNTIL,
    S_REDUCE_AMT,
    S_REDUCE_UNTIL,
    S_REDUCE_FROM,
    S_RES_OVER,
    S_SMOKE_UNTIL,
    S_TYPE_OVER,
    S_TYPE_UNTIL,
    S_USED_PROG,
    S_WEAK_OVER,
    S_NOWEAK_UNTIL,
    S_BOOST2,
    S_COST_MORE,  # s29-k2
    S_COST_MORE_UNTIL,  # s29-k2
)
from ..registers import GO, REG_COPYING
from ..targets import choose_condition_nb, choose_new_type_nb, choose_shift_type_nb


@kernel_nb  # compiled on its own: inlined, the five families made run_program_nb one 3,224-line function (docs/design.md)
def lasting_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok):
    """Run one row of the lasting family for player p acting with slot s; GO to go on, or the
    program's return code (PROG_DONE: the acting Pokémon left play)."""
    o = 1 - p
    turn = st.g[G_TURN]
    if op == OP_COND:
        if a == COND_CHOSEN:  # the acting player chooses the Special Condition (Miracle Powder-like)
            a = choose_condition_nb(st, ct, p)
            b = OPP
        if b == SELF:
            if not condition_immune_nb(st, ct, p, a):
                give_condition_nb(st, p, a, c)
        elif condition_immune_nb(st, ct, o, a):
            pass
        else:
            give_condition_nb(st, o, a, c)
            if j >= 0 and st.slot[o, 0, S_CARD] >= 0:
                mirror_cond_nb(st, ct, o, p, a, c)  # Mirror Coat-like: the attacker gets it too
                note_hit_nb(st, o, turn)
                st.slot[o, 0, S_HIT_COND] |= 1 << a
                if a == POISONED:
                    st.slot[o, 0, S_HIT_POISON] = c if c > 0 else 10
    elif op == OP_PREVENT_OWN_NEXT:
        prevent_own_next_nb(st, ct, p, a, b, c, turn)
    elif op == OP_CURE_ONE:
        cure_one_nb(st, p)
    elif op == OP_CURE:
        who = p if a == SELF else o
        clear_conditions_nb(st, who)
        log_nb(st, who, EV_CURED, 0, 0, 0)
    elif op == OP_SET_WEAKNESS or op == OP_SET_RESISTANCE:
        who = p if a == SELF else o
        ws = s if a == SELF else 0
        kw = st.slot[who, ws, S_CARD]
        if kw >= 0 and not (who == o and effects_prevented_nb(st, o)):
            if op == OP_SET_WEAKNESS:
                if ct.weak_t[who, kw] >= 0:
                    st.slot[who, ws, S_WEAK_OVER] = choose_new_type_nb(st, ct, p, who, 0) + 1
            else:
                st.slot[who, ws, S_RES_OVER] = choose_new_type_nb(st, ct, p, who, 1) + 1
    elif op == OP_SHIFT_TYPE:
        t = a - 1 if a > 0 else (choose_shift_type_nb(st, ct, p, s) if b == 0 else slot_type_nb(st, ct, 1 - p, 0))  # s31-k17
        if t >= 0:
            st.slot[p, s, S_TYPE_OVER] = t + 1
            st.slot[p, s, S_TYPE_UNTIL] = turn
    elif op == OP_PREVENT_DAMAGE_NEXT:
        st.slot[p, s, S_PREVENT_UNTIL] = turn + 1
        st.slot[p, s, S_PREVENT_AMT] = -1 if b == 2 else a  # b=2: the effects only (-1: no damage prevented)
        st.slot[p, s, S_PREVENT_EFFECTS] = 1 if b >= 1 else 0
        st.slot[p, s, S_PREVENT_FROM] = c
    elif op == OP_REDUCE_DAMAGE_NEXT:
        st.slot[p, s, S_REDUCE_UNTIL] = turn + 1
        st.slot[p, s, S_REDUCE_AMT] = a % RD_FROM
        st.slot[p, s, S_REDUCE_FROM] = a // RD_FROM  # s30-k6: from which attackers
    elif op == OP_DEF_CANT_ATTACK_NEXT:
        st.slot[o, 0, S_CANT_ATTACK_UNTIL] = turn + 1
    elif op == OP_DELAYED_NEXT:
        if st.slot[o, 0, S_CARD] >= 0 and not effects_prevented_nb(st, o):
            st.slot[o, 0, S_DELAY_UNTIL] = turn + 1
            st.slot[o, 0, S_DELAY_DMG] = a
            st.slot[o, 0, S_DELAY_COND] = b
    elif op == OP_DEF_CANT_RETREAT_NEXT:
        st.slot[o, 0, S_CANT_RETREAT_UNTIL] = turn + 1
    elif op == OP_DEF_NO_POWERS_NEXT:
        st.slot[o, 0, S_NO_POWERS_UNTIL] = turn + 1
    elif op == OP_VULNERABLE_NEXT:  # s31-k19
        vulnerable_next_nb(st, p, s, a, b, c)
    elif op == OP_DEF_COST_MORE_NEXT:  # s29-k2
        if st.slot[o, 0, S_CARD] >= 0 and not effects_prevented_nb(st, o):
            st.slot[o, 0, S_COST_MORE_UNTIL] = turn + 1
            st.slot[o, 0, S_COST_MORE] = a + 16 * b
    elif op == OP_DEF_SMOKESCREEN_NEXT:
        st.slot[o, 0, S_SMOKE_UNTIL] = turn + 1
    elif op == OP_DEF_DAMAGE_MINUS_NEXT:
        st.slot[o, 0, S_ATKMINUS_UNTIL] = turn + 1
        st.slot[o, 0, S_ATKMINUS_AMT] = a
    elif op == OP_MARK_ATTACK_USED:
        if reg[REG_COPYING] == 0:
            st.slot[p, s, S_USED_PROG] = start
    elif op == OP_DESTINY_BOND:
        st.slot[p, s, S_DESTINY_UNTIL] = turn + 1
    elif op == OP_DEF_ATTACK_DISABLED_NEXT:
        if st.slot[o, 0, S_CARD] >= 0 and not effects_prevented_nb(st, o):
            jj = choose_amnesia_nb(st, ct, p, units)
            if jj >= 0:
                st.slot[o, 0, S_AMNESIA_UNTIL] = turn + 1
                st.slot[o, 0, S_AMNESIA_ATK] = jj
    elif op == OP_NEXT_TURN_BASE_DAMAGE:
        st.slot[p, s, S_BOOST_UNTIL] = turn + 2
        if c == 1:  # a second attack's (after a c=0 row)
            st.slot[p, s, S_BOOST2] = a + 1 + 16 * b
        else:
            st.slot[p, s, S_BOOST_ATK] = a
            st.slot[p, s, S_BOOST_DMG] = b
            st.slot[p, s, S_BOOST2] = 0
    elif op == OP_OPP_NO_TRAINERS_NEXT:
        st.pl[o, PL_NO_TRAINERS_UNTIL] = turn + 1
        st.pl[o, PL_NO_TRAINERS_KIND] = a
    elif op == OP_RETALIATE_NEXT:
        st.slot[p, s, S_RETAL_UNTIL] = turn + 1
        st.slot[p, s, S_RETAL_AMT] = a
    elif op == OP_NO_WEAKNESS_NEXT:
        st.slot[p, s, S_NOWEAK_UNTIL] = turn + 1
    elif op == OP_SELF_LOCK_NEXT:
        if a == 3:
            if st.slot[p, s, S_CANT_RETREAT_UNTIL] < turn + 2:
                st.slot[p, s, S_CANT_RETREAT_UNTIL] = turn + 2
        elif a == 0:
            if st.slot[p, s, S_CANT_ATTACK_UNTIL] < turn + 2:
                st.slot[p, s, S_CANT_ATTACK_UNTIL] = turn + 2
        elif reg[REG_COPYING] == 0 and j >= 0:
            # this attack (its program): through your next turn, or until the Bench or evolving
            # clears the attack effects (a=2: "until it leaves the Active Spot")
            st.slot[p, s, S_LOCK_UNTIL] = turn + 2 if a == 1 else 1 << 40
            st.slot[p, s, S_LOCK_PROG] = start
    return GO
