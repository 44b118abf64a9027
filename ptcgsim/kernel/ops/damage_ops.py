"""Damage: the DAMAGE row, the modifiers of D before it, damage to Benched Pokémon and
to oneself, and what follows from the damage done (X).

One family of the effect interpreter (``kernel/interpreter.py`` runs the loop and the
control flow); which opcodes are here is the ``family`` column of ``ptcgsim/effects.py``'s
opcode table, and ``tests/test_opcodes.py`` checks that each has its arm.
"""

from __future__ import annotations

from ..k16_bodies import attack_shield_all_nb  # s31-k16
from ...effects import BENCH_BOTH_ACTIVES  # s31-k17

from ...effects import (
    CNT_ARG, SH_PREVENT_EFFECTS, TD_AFTER_PLUS, TOOL_DISCARD, TOOL_DMG_PLUS_AFTER, OP_BENCH_DAMAGE_IF,
    OP_DEF_ENERGY_OPP_DISCARDS, OP_HIT_BENCH_MAY_MOVE, OP_HIT_ONE_PER_RETREAT, OP_MILL_SELF_ATTACH_BASIC,
    OP_SWAP_DAMAGE_DEF, OP_MOVE_ONE_HEAL, OP_ATTACH_THEN_COUNTERS, BENCH_BOTH_ALL, BENCH_DEF, BENCH_OPP_ALL,
    BENCH_OPP_ALL_DAMAGED, BENCH_OPP_ANY_ONE, BENCH_OPP_ANY_TWO, BENCH_OPP_ANY_THREE, BENCH_OPP_ANY_SPLIT,
    BENCH_OPP_ANY_THREE_DAMAGED, BENCH_OPP_EVERY, BENCH_OPP_EVERY_DAMAGED, BENCH_OPP_SPREAD, BENCH_OPP_SPREAD_ANY,
    BENCH_OPP_PICK, BENCH_OPP_ONE, BENCH_OPP_ONE_DAMAGED, BENCH_OWN_ALL, BENCH_OWN_ONE, BENCH_SAME_TYPE_AS_DEF,
    IGNORE_DEF_EFFECTS, OP_BENCH_DAMAGE, OP_BENCH_DAMAGE_UP_TO, OP_BENCH_FLIP_EACH, OP_DAMAGE, OP_DMG_ADD,
    OP_DMG_ADD_PER_BENCH, OP_DMG_ADD_PER_COUNT, OP_CHOOSE_MORE, OP_DMG_ADD_PER_N, OP_EXTRA_PRIZE_IF_KO,
    OP_DMG_ADD_PER_DAMAGE, OP_DMG_ADD_PER_ENERGY, OP_DMG_ADD_PER_ENERGY_CARD, OP_DMG_ADD_PER_EXTRA_ENERGY,
    OP_DMG_ADD_PER_HEADS, OP_DMG_ADD_PER_NAMED, OP_DMG_HALF_HP, OP_DMG_SET, OP_DMG_SUB_PER_DAMAGE, OP_DMG_TIMES_HEADS,
    OP_HEAL_DAMAGE_DONE, OP_MIRROR_LAST_ATTACK, OP_NO_WEAKNESS_RESISTANCE, OP_PUT_COUNTERS, OP_COUNTERS_TO_HP,
    OP_MOVE_ALL_COUNTERS, OP_PUT_COUNTERS_OWN, OP_SELF_DAMAGE, OP_PUT_COUNTERS_PER_HEADS, POISONED, SELF,
)
from ..cardtable import SUPER_POKEMON
from ..counters_k7 import choose_opp_any_mask_nb, counters_to_hp_nb, move_all_counters_nb, split_picks_nb
from ..damage import (
    flip_reduce_nb, attack_damage_nb, bench_effects_prevented_nb, bench_hit_nb, defender_effects_nb, endure_nb,
    place_damage_nb, strikes_back_nb, tool_after_hit_nb,
)
from ..effects import (
    bench_damage_up_to_nb, board_count_nb, condition_immune_nb, effects_prevented_nb, spread_counters_nb,
    energy_cards_of_type_nb, energy_of_type_nb, extra_energy_nb, give_condition_nb, heal_nb, hit_back_nb,
    named_in_play_nb, note_hit_nb,
)
from ..events import (
    COIN_EFFECT, EV_COIN, log_nb,
)
from ..jit import kernel_inline_nb, kernel_nb
from ..damaged_mark import mark_damaged_nb
from .trainer_k10 import bench_caged_nb
from ..k20_counters import put_counters_own_nb  # s31-k20
from .attack_k19 import (  # s31-k19
    def_energy_opp_discards_nb, hit_bench_may_move_nb, k19_energy_then_nb, k19_hits_nb, mill_self_attach_basic_nb, swap_damage_def_nb,
)
from ..predicates import bench_veil_nb, own_effect_ignored_nb, shield_nb, slot_hp_nb, tool_amount_nb
from ..layout import G_PICKED  # s30-k9
from ...effects import OP_COUNTERS_ONE, OP_COUNTERS_SPILL, OP_DAMAGE_EACH, OP_DEF_OVERFLOW_TO_N, OP_SWAP_COUNTERS  # s31-k18
from ..damage_k1831 import counters_one_nb, counters_spill_nb, damage_each_nb, def_overflow_nb, swap_counters_nb  # s31-k18
from ..layout import (
    COLORLESS, G_TURN, NSLOT, PL_EXTRA_PRIZE, PL_KO_BY_ATTACK_TURN, S_CARD, S_DESTINY_UNTIL, S_DMG, S_HIT_COND,
    S_HIT_DMG, S_HIT_POISON, S_HIT_TURN, S_RETAL_AMT, S_RETAL_UNTIL, S_TOOL_FIRED, S_TOOL_K,
)
from ..registers import GO, REG_D, REG_H, REG_IGNORE_WR, REG_N, REG_SEEN_DAMAGE, REG_T, REG_X
from ..rng import coin_nb
from ..targets import (
    alt_target_nb, choose_more_nb, choose_opp_any_nb, choose_opp_bench_damaged_nb, choose_opp_bench_nb,
    choose_own_bench_hit_nb,
)
from ..zones import (
    bench_count_nb,
)


@kernel_nb
def hit_defending_nb(st, ct, p, s, x, turn):
    """x damage of p's attack (already through Weakness, Resistance and protections) to
    the Defending Pokémon: counters, Strikes Back-like powers, the hit's record, Destiny Bond."""
    o = 1 - p
    x = endure_nb(st, ct, o, 0, flip_reduce_nb(st, ct, o, 0, x))
    place_damage_nb(st, o, 0, x)
    strikes_back_nb(st, ct, o, 0, x)
    if x > 0:
        hit_back_nb(st, ct, o, p)
        mark_damaged_nb(st, o, 0, 0)  # s30-k6: its answers run when the attack is over (on_damaged.py)
    note_hit_nb(st, o, turn)
    st.slot[o, 0, S_HIT_DMG] = x
    if x > 0 and st.slot[p, 0, S_TOOL_K] >= 0 and tool_amount_nb(st, ct, p, 0, TOOL_DISCARD) == TD_AFTER_PLUS \
            and tool_amount_nb(st, ct, p, 0, TOOL_DMG_PLUS_AFTER) > 0:
        st.slot[p, 0, S_TOOL_FIRED] = -turn  # Strength Charm-like: its "more damage" happened this turn
    if x > 0 and st.slot[o, 0, S_DMG] >= slot_hp_nb(st, ct, o, 0):
        st.pl[o, PL_KO_BY_ATTACK_TURN] = turn
    if x > 0 and st.slot[o, 0, S_RETAL_UNTIL] >= turn:
        # "if this Pokémon is damaged by an attack (even if it is Knocked Out), put counters on the attacker"
        r = st.slot[o, 0, S_RETAL_AMT]
        place_damage_nb(st, p, s, r if r > 0 else x)
    if x > 0 and st.slot[o, 0, S_DESTINY_UNTIL] >= turn and st.slot[o, 0, S_DMG] >= slot_hp_nb(st, ct, o, 0):
        # Destiny Bond: the attack Knocked it Out, so the attacker is Knocked Out too
        left = slot_hp_nb(st, ct, p, s) - st.slot[p, s, S_DMG]
        if left > 0:
            place_damage_nb(st, p, s, left)


@kernel_nb  # compiled on its own: inlined, the five families made run_program_nb one 3,224-line function (docs/design.md)
def damage_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok):
    """Run one row of the damage family for player p acting with slot s; GO to go on, or the
    program's return code (PROG_DONE: the acting Pokémon left play)."""
    o = 1 - p
    turn = st.g[G_TURN]
    if op == OP_DAMAGE:
        reg[REG_SEEN_DAMAGE] = 1
        if st.slot[o, 0, S_CARD] >= 0:
            reg[REG_X] = attack_damage_nb(st, ct, R, p, reg[REG_D], reg[REG_IGNORE_WR])
            hit_defending_nb(st, ct, p, s, reg[REG_X], turn)
            if (reg[REG_IGNORE_WR] & IGNORE_DEF_EFFECTS) == 0:
                tool_after_hit_nb(st, ct, o, 0, reg[REG_D])
    elif op == OP_DMG_SET:
        reg[REG_D] = a
    elif op == OP_DMG_TIMES_HEADS:
        reg[REG_D] = a * reg[REG_H]
    elif op == OP_DMG_ADD:
        reg[REG_D] += a
    elif op == OP_DMG_ADD_PER_HEADS:
        reg[REG_D] += a * reg[REG_H]
    elif op == OP_DMG_ADD_PER_ENERGY:
        who = p if b == SELF else o
        reg[REG_D] += a * energy_of_type_nb(st, ct, who, s if b == SELF else 0, c)
    elif op == OP_DMG_ADD_PER_EXTRA_ENERGY:
        x = extra_energy_nb(st, ct, p, s, j, b) if j >= 0 else 0
        if c > 0 and x > c:
            x = c
        if c < 0:
            x = 1 if x >= -c else 0  # "if it has at least -c extra Energy": a once
        reg[REG_D] += a * x
    elif op == OP_DMG_ADD_PER_DAMAGE:
        who = p if b == SELF else o
        reg[REG_D] += a * (st.slot[who, s if b == SELF else 0, S_DMG] // 10)
    elif op == OP_DMG_SUB_PER_DAMAGE:
        who = p if b == SELF else o
        reg[REG_D] -= a * (st.slot[who, s if b == SELF else 0, S_DMG] // 10)
        if reg[REG_D] < 0:
            reg[REG_D] = 0
    elif op == OP_DMG_HALF_HP:
        left = slot_hp_nb(st, ct, o, 0) - st.slot[o, 0, S_DMG]
        reg[REG_D] = ((left + 1) // 2 + 9) // 10 * 10
    elif op == OP_DMG_ADD_PER_BENCH:
        reg[REG_D] += a * bench_count_nb(st, p if b == SELF else o)
    elif op == OP_NO_WEAKNESS_RESISTANCE:
        reg[REG_IGNORE_WR] |= a if a > 0 else 3
    elif op == OP_DMG_ADD_PER_COUNT:
        reg[REG_D] += a * board_count_nb(st, ct, p, s, b, c)
    elif op == OP_DMG_ADD_PER_N:
        reg[REG_D] += a * reg[REG_N]
    elif op == OP_CHOOSE_MORE:
        reg[REG_N] = choose_more_nb(st, ct, R, p, s, reg[REG_D], a, b, reg[REG_IGNORE_WR], c)
        if reg[REG_N] > 0:
            reg[REG_D] += a * reg[REG_N]
            place_damage_nb(st, p, s, b * reg[REG_N])
    elif op == OP_EXTRA_PRIZE_IF_KO:
        if reg[REG_X] > 0 and st.slot[o, 0, S_CARD] >= 0 and st.slot[o, 0, S_DMG] >= slot_hp_nb(st, ct, o, 0):
            st.pl[p, PL_EXTRA_PRIZE] = a  # knockout.py adds them to the Defending Pokémon's prizes
    elif op == OP_PUT_COUNTERS_PER_HEADS:  # s31-k16
        if st.slot[o, 0, S_CARD] >= 0 and reg[REG_H] > 0:
            place_damage_nb(st, o, 0, a * reg[REG_H])
    elif op == OP_SELF_DAMAGE:
        if not own_effect_ignored_nb(st, ct, p, s, j) and not attack_shield_all_nb(st, ct, p, s, True):  # s31-k15 Delta Guard / s31-k16 Hard Protection
            place_damage_nb(st, p, s, a * reg[REG_T] if b == 1 else (a * reg[REG_N] if b == 2 else a))
    elif op == OP_BENCH_DAMAGE:
        a = a if a > 0 else reg[REG_D]  # a=0: D, the amount the modifier rows before it made
        if b == BENCH_OPP_ONE or b == BENCH_OPP_ONE_DAMAGED:
            t = choose_opp_bench_nb(st, ct, p, a) if b == BENCH_OPP_ONE else choose_opp_bench_damaged_nb(st, ct, p, a)
            if t > 0:
                bench_hit_nb(st, ct, o, t, a)
        elif b == BENCH_OPP_ALL_DAMAGED:
            for q in range(1, NSLOT):
                if st.slot[o, q, S_CARD] >= 0 and st.slot[o, q, S_DMG] > 0:
                    bench_hit_nb(st, ct, o, q, a)
        elif b == BENCH_OPP_ANY_ONE or b == BENCH_OPP_ANY_TWO or b == BENCH_OPP_ANY_THREE or b == BENCH_OPP_ANY_THREE_DAMAGED:
            t0 = -1
            done = 0  # s30-k7: the slots picked (BENCH_OPP_ANY_THREE*: 3 different ones)
            a = reg[REG_D] if a < 0 else a  # a=-1: the modifiers' D
            for _ in range(1 if b == BENCH_OPP_ANY_ONE else (2 if b == BENCH_OPP_ANY_TWO else (reg[REG_H] if c < 0 else 3))):  # s31-k18: c<0, H
                if b == BENCH_OPP_ANY_THREE or b == BENCH_OPP_ANY_THREE_DAMAGED:
                    t = choose_opp_any_mask_nb(st, ct, p, a, done, b == BENCH_OPP_ANY_THREE_DAMAGED)
                    done |= (1 << t) if t >= 0 else 0
                else:
                    t = choose_opp_any_nb(st, ct, p, a, t0, c)
                st.g[G_PICKED] = t  # s30-k9: "that Pokémon" for the rows after it
                amt = c % 1000 if t >= 0 and c > 0 and alt_target_nb(st, ct, o, t, c) else a
                if t == 0:  # the Active: this attack's damage to it (Weakness, Resistance, protections)
                    hit_defending_nb(st, ct, p, s, attack_damage_nb(st, ct, R, p, amt, reg[REG_IGNORE_WR]), turn)
                elif t > 0 and (reg[REG_IGNORE_WR] & IGNORE_DEF_EFFECTS) != 0:
                    place_damage_nb(st, o, t, amt)  # "... or by any effects on that Pokémon"
                elif t > 0:
                    bench_hit_nb(st, ct, o, t, amt)
                t0 = t
        elif b == BENCH_OPP_ANY_SPLIT:  # s30-k7: c picks (4 bits a slot), a per pick, dealt at once
            acc = split_picks_nb(st, ct, p, a, c)
            for q in range(NSLOT):
                x = a * ((acc >> (4 * q)) & 15)
                if x > 0 and q == 0:
                    hit_defending_nb(st, ct, p, s, attack_damage_nb(st, ct, R, p, x, reg[REG_IGNORE_WR]), turn)
                elif x > 0:
                    bench_hit_nb(st, ct, o, q, x)
        elif b == BENCH_OWN_ONE:
            t = choose_own_bench_hit_nb(st, ct, p, a)
            if t > 0:
                bench_hit_nb(st, ct, p, t, a)
        elif b == BENCH_SAME_TYPE_AS_DEF:
            dk = st.slot[o, 0, S_CARD]
            ty = ct.ptype[o, dk] if dk >= 0 else -1
            if ty >= 0 and ty != COLORLESS:
                for q in range(1, NSLOT):
                    for w in range(2):
                        pw = o if w == 0 else p
                        kq = st.slot[pw, q, S_CARD]
                        if kq >= 0 and ct.sup[pw, kq] == SUPER_POKEMON and ct.ptype[pw, kq] == ty:
                            bench_hit_nb(st, ct, pw, q, a)
        else:
            for q in range(1, NSLOT):
                if (b == BENCH_OPP_ALL or b == BENCH_BOTH_ALL) and st.slot[o, q, S_CARD] >= 0:
                    bench_hit_nb(st, ct, o, q, a)
                if (b == BENCH_OWN_ALL or b == BENCH_BOTH_ALL) and st.slot[p, q, S_CARD] >= 0:
                    bench_hit_nb(st, ct, p, q, a)
    elif op == OP_DMG_ADD_PER_ENERGY_CARD:
        if b == SELF:
            reg[REG_D] += a * energy_cards_of_type_nb(st, ct, p, s, c)
        elif st.slot[o, 0, S_CARD] >= 0:
            reg[REG_D] += a * energy_cards_of_type_nb(st, ct, o, 0, c)
    elif op == OP_DMG_ADD_PER_NAMED:
        reg[REG_D] += a * named_in_play_nb(st, ct, p if b == SELF else o, c)
    elif op == OP_HEAL_DAMAGE_DONE:
        if b > 0:
            if reg[REG_X] > 0:
                heal_nb(st, p, s, b)
        else:
            h = reg[REG_X] if a <= 1 else ((reg[REG_X] + a - 1) // a + 9) // 10 * 10
            if h > 0:
                heal_nb(st, p, s, h)
    elif op == OP_MIRROR_LAST_ATTACK:
        if st.slot[p, s, S_HIT_TURN] == turn - 1 and st.slot[o, 0, S_CARD] >= 0:
            x = defender_effects_nb(st, ct, o, 0, st.slot[p, s, S_HIT_DMG])
            place_damage_nb(st, o, 0, x)
            for cnd in range(1, 6):
                if st.slot[p, s, S_HIT_COND] & (1 << cnd) and not condition_immune_nb(st, ct, o, cnd):
                    give_condition_nb(st, o, cnd, st.slot[p, s, S_HIT_POISON] if cnd == POISONED else 0)
    elif op == OP_PUT_COUNTERS and (b == BENCH_OPP_SPREAD or b == BENCH_OPP_SPREAD_ANY):
        spread_counters_nb(st, ct, p, a // 10, b == BENCH_OPP_SPREAD_ANY, bench_veil_nb(st, ct, p, s, j) or bench_caged_nb(st, ct, o, card))
    elif op == OP_PUT_COUNTERS and b >= BENCH_OPP_PICK and not bench_veil_nb(st, ct, p, s, j) and not bench_caged_nb(st, ct, o, card):
        bench_damage_up_to_nb(st, ct, p, a, b - BENCH_OPP_PICK, True)  # (under a veil: the next arm places none)
    elif op == OP_PUT_COUNTERS:
        a = a * board_count_nb(st, ct, p, s, (c - 1) % CNT_ARG, (c - 1) // CNT_ARG - 1) if c > 0 and b == BENCH_DEF else a  # per count (BENCH_DEF)
        t = 0 if b == BENCH_DEF or b == BENCH_BOTH_ACTIVES else -1
        if b == BENCH_BOTH_ACTIVES and st.slot[p, 0, S_CARD] >= 0:  # s31-k17: the acting player's Active too
            place_damage_nb(st, p, 0, a)
        if b == BENCH_OPP_ONE:
            t = choose_opp_bench_nb(st, ct, p, a)
        elif b == BENCH_OPP_ANY_ONE:
            t = choose_opp_any_nb(st, ct, p, a, -1, c)
            a = c % 1000 if t >= 0 and c > 0 and alt_target_nb(st, ct, o, t, c) else a
        for q in range(NSLOT):
            if st.slot[o, q, S_CARD] < 0 or (q == 0 and effects_prevented_nb(st, o)):
                continue
            if q > 0 and (shield_nb(st, ct, o, q, SH_PREVENT_EFFECTS) or bench_veil_nb(st, ct, p, s, j)
                          or (j >= 0 and bench_effects_prevented_nb(st, ct, o, q)) or bench_caged_nb(st, ct, o, card)):
                continue  # a Benched Pokémon's power prevents the attack's effects on it
            damaged = st.slot[o, q, S_DMG] > 0
            if q == t or (b == BENCH_OPP_EVERY) or (b == BENCH_OPP_ALL and q > 0) or (
                    damaged and (b == BENCH_OPP_EVERY_DAMAGED or (b == BENCH_OPP_ALL_DAMAGED and q > 0))):
                place_damage_nb(st, o, q, a)
    elif op == OP_COUNTERS_TO_HP:  # s30-k7
        reg[REG_N] = counters_to_hp_nb(st, ct, p, s, j, a, b)
    elif op == OP_PUT_COUNTERS_OWN:  # s31-k20
        put_counters_own_nb(st, ct, p, a)
    elif op == OP_MOVE_ALL_COUNTERS:  # s30-k7
        reg[REG_N] = move_all_counters_nb(st, ct, p, s, j, b, c)
    elif op == OP_BENCH_DAMAGE_UP_TO:
        bench_damage_up_to_nb(st, ct, p, a, b, False)
    elif op == OP_BENCH_FLIP_EACH:
        reg[REG_H] = 0
        reg[REG_T] = 0
        for q in range(1, NSLOT):
            if st.slot[o, q, S_CARD] >= 0:
                cn = coin_nb(st.rng)
                log_nb(st, p, EV_COIN, cn, COIN_EFFECT, 0)
                if cn == 1:
                    reg[REG_H] += 1
                    bench_hit_nb(st, ct, o, q, a)
                else:
                    reg[REG_T] += 1
    elif op == OP_DAMAGE_EACH and damage_each_nb(st, ct, p, s, a, b, c) == 1:  # s31-k18 (1: the Active, as the attack's damage)
        hit_defending_nb(st, ct, p, s, attack_damage_nb(st, ct, R, p, a, reg[REG_IGNORE_WR]), turn)
    elif op == OP_COUNTERS_ONE:  # s31-k18
        reg[REG_N] = counters_one_nb(st, ct, p, s, j, a, b, c)
    elif op == OP_SWAP_COUNTERS:  # s31-k18
        reg[REG_N] = swap_counters_nb(st, p, s)
    elif op == OP_COUNTERS_SPILL:  # s31-k18
        reg[REG_N] = counters_spill_nb(st, ct, p, a)
    elif op == OP_DEF_OVERFLOW_TO_N:  # s31-k18
        reg[REG_N] = def_overflow_nb(st, ct, p)
    elif op == OP_BENCH_DAMAGE_IF or op == OP_HIT_ONE_PER_RETREAT:  # s31-k19: the Bench hit there; the Active here
        x = k19_hits_nb(st, ct, p, op == OP_HIT_ONE_PER_RETREAT, a, b, c)
        if x >= 0 and st.slot[o, 0, S_CARD] >= 0:
            hit_defending_nb(st, ct, p, s, attack_damage_nb(st, ct, R, p, x, reg[REG_IGNORE_WR]), turn)
    elif op == OP_HIT_BENCH_MAY_MOVE:  # s31-k19
        reg[REG_N] = hit_bench_may_move_nb(st, ct, p, a)
    elif op == OP_MILL_SELF_ATTACH_BASIC:  # s31-k19
        reg[REG_N] = mill_self_attach_basic_nb(st, ct, p, s)
    elif op == OP_SWAP_DAMAGE_DEF:  # s31-k19
        reg[REG_N] = swap_damage_def_nb(st, ct, p, s, a)
    elif op == OP_MOVE_ONE_HEAL or op == OP_ATTACH_THEN_COUNTERS:  # s31-k19
        reg[REG_N] = k19_energy_then_nb(st, ct, p, s, op == OP_MOVE_ONE_HEAL, a, b)
    elif op == OP_DEF_ENERGY_OPP_DISCARDS:  # s31-k19
        reg[REG_N] = def_energy_opp_discards_nb(st, ct, p, a, c, reg[REG_H])
    return GO
