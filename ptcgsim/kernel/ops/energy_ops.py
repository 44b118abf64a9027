"""Energy: discarding, attaching, moving Energy cards, and a Pokémon becoming one.

One family of the effect interpreter (``kernel/interpreter.py`` runs the loop and the
control flow); which opcodes are here is the ``family`` column of ``ptcgsim/effects.py``'s
opcode table, and ``tests/test_opcodes.py`` checks that each has its arm.
"""

from __future__ import annotations

from ...effects import (
    DS_BENCH, DS_HAND, DS_HAND_KIND, DS_SELF, DS_TO_HAND, ENERGY_BASIC, FROM_HAND, FROM_DISCARD, OP_ATTACH_ENERGY,
    OP_ATTACH_ENERGY_ANY, OP_ATTACH_ENERGY_EACH, OP_ATTACH_ENERGY_ONE, OP_ATTACH_THEN, ME_SAME_PAIR, ATTACHED_ACTIVE,
    TC_SHIFT, TO_ACTIVE_TOO, TO_BENCH_ONLY, TO_FILTER, OP_DAMAGE, OP_DISCARD_CHOSEN, OP_DMG_ADD_PER_N,
    OP_ATTACH_HAND_TO_TYPE, EACH_OPP, EACH_OWN, OPP, PICKED_OPP, OP_DISCARD_ENERGY, OP_DISCARD_ENERGY_CHOSEN,
    OP_HEAL_ALL_DISCARD_ENERGY, OP_KO_SELF_AS_ENERGY, OP_KO_TAKE_ENERGY, KT_BASIC_ONLY, KT_TO_BENCH, KT_TO_HAND,
    OP_MOVE_ENERGY, OP_OPP_ENERGY_TO_DEF, OP_MOVE_OWN_ENERGY, SELF,
)
from ..effects import (
    PROG_DONE, attach_from_source_nb, discard_energy_from_nb, heal_nb, move_own_energy_nb,
)
from ..cardtable import SUPER_ENERGY
from ..k17_move import OP_ENERGY_SWAP_DISCARD, OP_MOVE_ENERGY_SELF, energy_swap_discard_nb, heal_pick_yes_nb, move_energy_self_nb  # s31-k17
from ..picked import discard_picked_energy_nb
from ..damage import attack_damage_nb
from ..events import (
    EV_ATTACH_FROM, EV_DAMAGE, EV_DISCARD, EV_DISCARD_ENERGY, log_nb,
)
from ..jit import kernel_inline_nb, kernel_nb
from ..layout import (
    NSLOT, S_AS_ENERGY_ROW, S_AS_ENERGY_TO, S_CARD, S_DMG, S_NEN, printed_top_nb,
)
from ..predicates import card_matches_kind_nb, move_energy_ok_nb, slot_hp_nb, tool_cond_nb  # s31-k18: card_matches_kind_nb
from ...effects import ENERGY_KIND  # s31-k18
from ..player.seat import Q_DISCARD_FOR_DAMAGE, Q_ENERGY_DISCARD, Q_ENERGY_MOVE, Q_HAND_DISCARD, decide_nb, set_option_nb
from ..registers import GO, REG_COPYING, REG_D, REG_H, REG_IGNORE_WR, REG_N, REG_SEEN_DAMAGE
from ..targets import (
    choose_own_bench_nb, choose_as_energy_nb, choose_energy_move_nb, choose_energy_nb, choose_how_many_nb,
    choose_opp_bench_nb, choose_opp_energy_nb, choose_type_attach_nb,
)
from ..zones import (
    add_to_hand_nb, attach_energy_nb, detach_energy_nb, discard_from_hand_nb, take_from_hand_nb,
)
from ..k20_counters import opp_energy_to_def_nb  # s31-k20


@kernel_nb  # compiled on its own: inlined, the five families made run_program_nb one 3,224-line function (docs/design.md)
def energy_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok):
    """Run one row of the energy family for player p acting with slot s; GO to go on, or the
    program's return code (PROG_DONE: the acting Pokémon left play)."""
    o = 1 - p
    if op == OP_DISCARD_ENERGY:
        if b == SELF and reg[REG_COPYING] == 1 and reg[REG_SEEN_DAMAGE] == 0:
            pass  # a copied attack's Energy-discard cost is not paid
        elif b == SELF:
            reg[REG_N] = discard_energy_from_nb(st, ct, p, p, s, a, c)
        elif b == EACH_OPP or b == EACH_OWN:  # s31-k18: EACH_OWN, from each of your Pokémon
            n = 0
            w = o if b == EACH_OPP else p
            for q in range(NSLOT):
                if st.slot[w, q, S_CARD] >= 0:
                    n += discard_energy_from_nb(st, ct, p, w, q, a, c)
            reg[REG_N] = n
        elif b == PICKED_OPP:  # s30-k9: "that Pokémon", the one an earlier row picked
            reg[REG_N] = discard_picked_energy_nb(st, ct, p, a, c)
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
            if c < 0 or (c >= ENERGY_KIND and card_matches_kind_nb(ct, p, st.en[p, s, i], c - ENERGY_KIND)) or (
                    0 <= c < ENERGY_KIND and ct.provides[p, st.en[p, s, i], c] > 0):  # s31-k18: a kind
                m += 1
        reg[REG_N] = 0
        x = choose_how_many_nb(st, ct, p, m, s, c if c < ENERGY_KIND else -1) if m > 0 else 0
        if x > 0:
            reg[REG_N] = discard_energy_from_nb(st, ct, p, p, s, x, c)
    elif op == OP_ATTACH_ENERGY or op == OP_ATTACH_ENERGY_ANY or op == OP_ATTACH_ENERGY_ONE:
        attach_from_source_nb(st, ct, p, s, a if a > 0 else reg[REG_H], b, c, 1 if op == OP_ATTACH_ENERGY_ANY else (2 if op == OP_ATTACH_ENERGY_ONE else 0))
    elif op == OP_ATTACH_ENERGY_EACH:
        got = attach_from_source_nb(st, ct, p, s, a, b, c, 3)
        n = 0
        for q in range(NSLOT):
            n += (got >> q) & 1
        reg[REG_N] = n + (ATTACHED_ACTIVE if (got & 1) == 1 and (b % TO_BENCH_ONLY) >= TO_ACTIVE_TOO else 0)
    elif op == OP_ATTACH_THEN:  # Ripening Charge-like: 1 card to 1 of your Pokémon, then heal it / counters on it
        reg[REG_N] = 0
        filt = b // TO_FILTER
        ok = False  # a Pokémon may get it (else a typed card found would go to the discard pile)
        for q in range(1 if b % TO_FILTER >= TO_BENCH_ONLY else 0, NSLOT):
            if st.slot[p, q, S_CARD] >= 0 and tool_cond_nb(st, ct, p, q, filt % TC_SHIFT) and tool_cond_nb(st, ct, p, q, filt // TC_SHIFT):
                ok = True
        got = attach_from_source_nb(st, ct, p, s, 1, b, c, 2) if ok else 0
        for q in range(NSLOT):
            if (got >> q) & 1 == 1:
                reg[REG_N] = 1
                if a > 0:
                    heal_nb(st, p, q, a)
                elif a < 0:
                    st.slot[p, q, S_DMG] -= a
                    log_nb(st, p, EV_DAMAGE, -a, p, q)
    elif op == OP_DISCARD_CHOSEN:
        # the cards that may go: Energy of type c on the source's Pokémon, or in the hand
        to_hand = b >= DS_TO_HAND  # attached cards go to the hand instead ("return ... to your hand")
        b = b % DS_TO_HAND
        lo = s if b == DS_SELF else (1 if b == DS_BENCH else 0)
        hi = s + 1 if b == DS_SELF else (0 if b == DS_HAND or b == DS_HAND_KIND else NSLOT)
        m = 0
        for k in range(ct.n[p]):
            kind_ok[k] = 0
            if (b == DS_HAND and st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_ENERGY) or (  # s31-k19: DS_HAND_KIND, c a kind
                    b == DS_HAND_KIND and st.hand[p, k] > 0 and card_matches_kind_nb(ct, p, k, c)):
                if b == DS_HAND and (((c == ENERGY_BASIC or c >= 0) and ct.basic_energy[p, k] == 0) or (c >= 0 and ct.provides[p, k, c] == 0)):
                    continue
                kind_ok[k] = 1
                m += st.hand[p, k]
        for q in range(lo, hi):
            if st.slot[p, q, S_CARD] >= 0:
                for i in range(st.slot[p, q, S_NEN]):
                    e = st.en[p, q, i]
                    if (c >= 0 and ct.provides[p, e, c] == 0) or (c == ENERGY_BASIC and ct.basic_energy[p, e] == 0):
                        continue
                    m += 1
        if a > 0 and m > a:
            m = a
        # how many: the player knows the damage each card adds (the next DMG_ADD_PER_N row)
        per = 0
        r = start
        while r < ct.prog.shape[0] and r < start + 32 and ct.prog[r, 0] != OP_DAMAGE:
            if ct.prog[r, 0] == OP_DMG_ADD_PER_N:
                per = ct.prog[r, 1]
                break
            r += 1
        o = 1 - p
        left = slot_hp_nb(st, ct, o, 0) - st.slot[o, 0, S_DMG] if st.slot[o, 0, S_CARD] >= 0 else 1 << 30
        n = 0
        for x in range(m + 1):
            d = reg[REG_D] + per * x
            ko = 1 if s == 0 and left < (1 << 30) and d > 0 and attack_damage_nb(st, ct, R, p, d, reg[REG_IGNORE_WR]) >= left else 0
            n = set_option_nb(st, n, x, ko, d)
        x = st.opt[decide_nb(st, ct, p, Q_DISCARD_FOR_DAMAGE, n), 0]
        done = 0
        while done < x:
            if b == DS_HAND or b == DS_HAND_KIND:
                n = 0
                for k in range(ct.n[p]):
                    if kind_ok[k] == 1:
                        for _c in range(st.hand[p, k]):
                            n = set_option_nb(st, n, k, 0, 0)
                i = decide_nb(st, ct, p, Q_HAND_DISCARD, n)
                if i < 0:
                    break
                k = st.opt[i, 0]
                discard_from_hand_nb(st, p, k)
                log_nb(st, p, EV_DISCARD, k, 0, 0)
            else:
                n = 0
                for q in range(lo, hi):
                    if st.slot[p, q, S_CARD] >= 0:
                        for i in range(st.slot[p, q, S_NEN]):
                            e = st.en[p, q, i]
                            if (c >= 0 and ct.provides[p, e, c] == 0) or (c == ENERGY_BASIC and ct.basic_energy[p, e] == 0):
                                continue
                            n = set_option_nb(st, n, i, p, q)
                i = decide_nb(st, ct, p, Q_ENERGY_DISCARD, n)
                if i < 0:
                    break
                q = st.opt[i, 2]
                e = detach_energy_nb(st, p, q, st.opt[i, 0])
                if to_hand:
                    add_to_hand_nb(st, p, ct.real[p, e])
                else:
                    st.disc[p, ct.real[p, e]] += 1
                    log_nb(st, p, EV_DISCARD_ENERGY, e, p, q)
            done += 1
        reg[REG_N] = done
    elif op == OP_OPP_ENERGY_TO_DEF:  # s31-k20
        reg[REG_N] = opp_energy_to_def_nb(st, ct, p, a)
    elif op == OP_MOVE_ENERGY and b == OPP:  # the Defending Pokémon's card to another of the opponent's Pokémon
        i = choose_energy_nb(st, ct, p, o, 0, c) if st.slot[o, 0, S_CARD] >= 0 else -1
        t = choose_opp_bench_nb(st, ct, p, 0) if i >= 0 else -1
        if t > 0:
            attach_energy_nb(st, o, t, detach_energy_nb(st, o, 0, i))
    elif op == OP_MOVE_ENERGY:
        reg[REG_N] = 0
        fr = -1
        to = -1
        for _ in range(a if a > 0 else 1):  # a > 0: up to a moves, each one the player may decline
            if b == ME_SAME_PAIR and reg[REG_N] > 0:  # Poppy-like: the same two Pokémon again
                n = 0
                for i in range(st.slot[p, fr, S_NEN]):
                    if move_energy_ok_nb(st, ct, p, fr, st.en[p, fr, i], c) and st.slot[p, to, S_NEN] < st.en.shape[2]:
                        n = set_option_nb(st, n, fr, i, to)
                if n > 0:
                    n = set_option_nb(st, n, -1, -1, -1)
                k = decide_nb(st, ct, p, Q_ENERGY_MOVE, n)
                fi = st.opt[k, 1] if k >= 0 else -1
            else:
                fr, fi, to = choose_energy_move_nb(st, ct, p, c, a > 0)
            if fr < 0 or to < 0 or fi < 0:
                break
            e = detach_energy_nb(st, p, fr, fi)
            attach_energy_nb(st, p, to, e)
            log_nb(st, p, EV_ATTACH_FROM, e, to, 10 + fr)  # c >= 10: moved from slot c - 10
            reg[REG_N] += 1
    elif op == OP_ENERGY_SWAP_DISCARD:  # s31-k17
        reg[REG_N] = energy_swap_discard_nb(st, ct, p, units)
    elif op == OP_MOVE_ENERGY_SELF:  # s31-k17
        reg[REG_N] = move_energy_self_nb(st, ct, p, s, a, b, c)
    elif op == OP_KO_TAKE_ENERGY:  # s29-k1: from the Knocked Out Pokémon (knockout.ko_triggers_nb: REG_D = 1 + its slot)
        src = reg[REG_D] - 1
        reg[REG_N] = 0
        to = s
        if src >= 0 and b == KT_TO_BENCH:
            to = choose_own_bench_nb(st, ct, p, units)
        if src >= 0 and st.slot[p, src, S_CARD] >= 0 and (b == KT_TO_HAND or (to >= 0 and to != src and st.slot[p, to, S_CARD] >= 0)):
            i = st.slot[p, src, S_NEN] - 1
            while i >= 0 and reg[REG_N] < a:  # from the last: a detached card's place takes one already checked
                e = st.en[p, src, i]
                if (c % 32 == 0 or ct.provides[p, e, c % 32 - 1] > 0) and ((c & KT_BASIC_ONLY) == 0 or ct.basic_energy[p, e] == 1):
                    detach_energy_nb(st, p, src, i)
                    if b == KT_TO_HAND:
                        add_to_hand_nb(st, p, ct.real[p, e])
                    else:
                        attach_energy_nb(st, p, to, e)
                        log_nb(st, p, EV_ATTACH_FROM, e, to, 10 + src)
                    reg[REG_N] += 1
                i -= 1
    elif op == OP_MOVE_OWN_ENERGY:
        reg[REG_N] = move_own_energy_nb(st, ct, p, s, a, c, b == 1)
    elif op == OP_ATTACH_HAND_TO_TYPE:
        e, q = choose_type_attach_nb(st, ct, p, a, b, c)
        if e >= 0 and q >= 0:
            if c > 0:  # Psychic Embrace-like: from the discard pile, then counters on it
                st.disc[p, e] -= 1
                attach_energy_nb(st, p, q, e)
                log_nb(st, p, EV_ATTACH_FROM, e, q, FROM_DISCARD)
                st.slot[p, q, S_DMG] += c
                log_nb(st, p, EV_DAMAGE, c, p, q)
            else:
                take_from_hand_nb(st, p, e)
                attach_energy_nb(st, p, q, e)
                log_nb(st, p, EV_ATTACH_FROM, e, q, FROM_HAND)
            reg[REG_N] = 1
    elif op == OP_KO_SELF_AS_ENERGY and a == 0:  # "if you use this Ability, this Pokémon is Knocked Out"
        st.slot[p, s, S_DMG] = max(st.slot[p, s, S_DMG], slot_hp_nb(st, ct, p, s))
        return PROG_DONE
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
            if st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_DMG] > 0 \
                    and (c == 0 or (tool_cond_nb(st, ct, p, q, c % TC_SHIFT) and tool_cond_nb(st, ct, p, q, c // TC_SHIFT))) \
                    and (a != 1 or heal_pick_yes_nb(st, ct, p, q)):  # s31-k17: a = 1, the player's picks
                heal_nb(st, p, q, 0)
                while st.slot[p, q, S_NEN] > 0:
                    e = detach_energy_nb(st, p, q, st.slot[p, q, S_NEN] - 1)
                    st.disc[p, ct.real[p, e]] += 1
                    log_nb(st, p, EV_DISCARD_ENERGY, e, p, q)
    return GO
