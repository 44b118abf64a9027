"""Energy: discarding, attaching, moving Energy cards, and a Pokémon becoming one.

One family of the effect interpreter (``kernel/interpreter.py`` runs the loop and the
control flow); which opcodes are here is the ``family`` column of ``ptcgsim/effects.py``'s
opcode table, and ``tests/test_opcodes.py`` checks that each has its arm.
"""

from __future__ import annotations

from ...effects import (
    FROM_HAND,
    OP_ATTACH_ENERGY,
    OP_ATTACH_ENERGY_ANY,
    OP_ATTACH_HAND_TO_TYPE,
    EACH_OPP,
    OP_DISCARD_ENERGY,
    OP_DISCARD_ENERGY_CHOSEN,
    OP_HEAL_ALL_DISCARD_ENERGY,
    OP_KO_SELF_AS_ENERGY,
    OP_MOVE_ENERGY,
    OP_MOVE_OWN_ENERGY,
    SELF,
)
from ..effects import (
    PROG_DONE,
    attach_from_source_nb,
    discard_energy_from_nb,
    heal_nb,
    move_own_energy_nb,
)
from ..events import (
    EV_ATTACH_FROM,
    EV_DISCARD_ENERGY,
    log_nb,
)
from ..jit import kernel_inline_nb
from ..layout import (
    NSLOT,
    S_AS_ENERGY_ROW,
    S_AS_ENERGY_TO,
    S_CARD,
    S_DMG,
    S_NEN,
    printed_top_nb,
)
from ..predicates import slot_hp_nb
from ..registers import GO, REG_COPYING, REG_N, REG_SEEN_DAMAGE
from ..targets import (
    choose_as_energy_nb,
    choose_energy_move_nb,
    choose_how_many_nb,
    choose_opp_energy_nb,
    choose_type_attach_nb,
)
from ..zones import (
    attach_energy_nb,
    detach_energy_nb,
    take_from_hand_nb,
)


@kernel_inline_nb  # one call site (the interpreter loop): inlined there
def energy_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok):
    """Run one row of the energy family for player p acting with slot s; GO to go on, or the
    program's return code (PROG_DONE: the acting Pokémon left play)."""
    o = 1 - p
    if op == OP_DISCARD_ENERGY:
        if b == SELF and reg[REG_COPYING] == 1 and reg[REG_SEEN_DAMAGE] == 0:
            pass  # a copied attack's Energy-discard cost is not paid
        elif b == SELF:
            reg[REG_N] = discard_energy_from_nb(st, ct, p, p, s, a, c)
        elif b == EACH_OPP:
            n = 0
            for q in range(NSLOT):
                if st.slot[o, q, S_CARD] >= 0:
                    n += discard_energy_from_nb(st, ct, p, o, q, a, c)
            reg[REG_N] = n
        elif card >= 0:
            # a Trainer (Energy Removal-like): "attached to 1 of your opponent's Pokémon",
            # any of them; further cards (up to a) come from the same Pokémon
            ts, ti = choose_opp_energy_nb(st, ct, p, c)
            if ts >= 0:
                e = detach_energy_nb(st, o, ts, ti)
                st.disc[o, ct.real[o, e]] += 1
                log_nb(st, p, EV_DISCARD_ENERGY, e, o, ts)
                reg[REG_N] = 1 + (discard_energy_from_nb(st, ct, p, o, ts, a - 1 if a > 0 else 0, c) if a != 1 else 0)
        elif st.slot[o, 0, S_CARD] >= 0:
            reg[REG_N] = discard_energy_from_nb(st, ct, p, o, 0, a, c)
    elif op == OP_DISCARD_ENERGY_CHOSEN:
        m = 0
        for i in range(st.slot[p, s, S_NEN]):
            if c < 0 or ct.provides[p, st.en[p, s, i], c] > 0:
                m += 1
        reg[REG_N] = 0
        x = choose_how_many_nb(st, ct, p, m, s, c) if m > 0 else 0
        if x > 0:
            reg[REG_N] = discard_energy_from_nb(st, ct, p, p, s, x, c)
    elif op == OP_ATTACH_ENERGY or op == OP_ATTACH_ENERGY_ANY:
        attach_from_source_nb(st, ct, p, s, a, b, c, op == OP_ATTACH_ENERGY_ANY)
    elif op == OP_MOVE_ENERGY:
        fr, fi, to = choose_energy_move_nb(st, ct, p, c)
        if fr >= 0 and to >= 0 and fi >= 0:
            e = detach_energy_nb(st, p, fr, fi)
            attach_energy_nb(st, p, to, e)
            log_nb(st, p, EV_ATTACH_FROM, e, to, 10 + fr)  # c >= 10: moved from slot c - 10
            reg[REG_N] = 1
    elif op == OP_MOVE_OWN_ENERGY:
        reg[REG_N] = move_own_energy_nb(st, ct, p, s, a, c, b == 1)
    elif op == OP_ATTACH_HAND_TO_TYPE:
        e, q = choose_type_attach_nb(st, ct, p, a, b)
        if e >= 0 and q >= 0:
            take_from_hand_nb(st, p, e)
            attach_energy_nb(st, p, q, e)
            log_nb(st, p, EV_ATTACH_FROM, e, q, FROM_HAND)
            reg[REG_N] = 1
    elif op == OP_KO_SELF_AS_ENERGY:
        # Buzzap-like: marked here, done by the Knock Out check that follows every
        # action (knockout.py): prizes, replacement and win checks stay in one place
        q, t = choose_as_energy_nb(st, ct, p, s)
        kb = printed_top_nb(st, p, s)
        if q >= 0 and t >= 0 and ct.vrow[p, kb, t] >= 0:
            st.slot[p, s, S_AS_ENERGY_TO] = q + 1
            st.slot[p, s, S_AS_ENERGY_ROW] = ct.vrow[p, kb, t]
            st.slot[p, s, S_DMG] = max(st.slot[p, s, S_DMG], slot_hp_nb(st, ct, p, s))
        return PROG_DONE
    elif op == OP_HEAL_ALL_DISCARD_ENERGY:
        for q in range(NSLOT):
            if st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_DMG] > 0:
                heal_nb(st, p, q, 0)
                while st.slot[p, q, S_NEN] > 0:
                    e = detach_energy_nb(st, p, q, st.slot[p, q, S_NEN] - 1)
                    st.disc[p, ct.real[p, e]] += 1
                    log_nb(st, p, EV_DISCARD_ENERGY, e, p, q)
    return GO
