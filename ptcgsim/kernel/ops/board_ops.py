"""The board: switching, Pokémon leaving or entering play, evolution shortcuts, Trainers
that stay attached, healing.

One family of the effect interpreter (``kernel/interpreter.py`` runs the loop and the
control flow); which opcodes are here is the ``family`` column of ``ptcgsim/effects.py``'s
opcode table, and ``tests/test_opcodes.py`` checks that each has its arm.
"""

from __future__ import annotations

from ...effects import (
    OP_DEVOLVE_THEN_EVOLVE, OP_SWAP_BASIC_FROM_DECK, DT_OWN_TO_HAND, ELIG_NOT_ACTING, ELIG_NOT_ACTING_NAME,
    MD_PAIR_KO_OK, OP_HEAL_EACH_IF, OP_SWITCH_THEN_MOVE, OP_DEVOLVE_PICKS, MD_EITHER, MD_OWN_TO_OPP, DEF_ACTIVE,
    OP_KO_DEF, EACH_OWN, OP_ATTACH_DEFENDER, OP_ATTACH_PLUSPOWER, OP_BENCHED_TO_DECK, OP_BREED_STAGE2, OP_DEVOLVE,
    HEAL_EVERY, OP_TURN_EXTRA_PRIZE, OP_DISCARD_FROM_PLAY, OP_DISCARD_TOOL, OP_DISCARD_STADIUM, OP_EVOLVE_FROM_DECK,
    OP_FORM_SWAP, OP_EVOLVE_FROM_HAND, OP_GUST, OP_HEAL, OP_HEAL_ANY_OWN, OP_HEAL_THEN_DISCARD_ENERGY,
    OP_DISCARD_TOOL_AND_SPECIAL, OP_OPP_HAND_BASIC_TO_ACTIVE, OP_MOVE_DAMAGE, OP_PLAY_AS_BASIC, OP_RETURN_DEF_TO_HAND,
    OP_RETURN_OWN_BASIC, OP_RETURN_TO_HAND, OP_SWITCH_SELF, OP_SWITCH_WITH_ACTIVE, OP_END_TURN, OP_KO_PRIZES,
    OP_TURN_BOOST, OP_TURN_GUARD, OPP, SELF, TO_HAND, TC_SHIFT, HEAL_UP_TO, OP_NO_ATTACK_TURN, OP_OPP_ENERGY_TO,
    OP_BENCH_AS_BASIC,
)
from ..k17_move import own_pick_other_name_nb, slot_to_deck_bottom_nb, tool_to_hand_nb  # s31-k17
from ..k17_move import OP_OPP_BENCHED_TO_HAND, form_from_discard_nb, move_counters_pair_nb, opp_benched_to_hand_nb  # s31-k17
from .attack_k19 import heal_each_if_nb, switch_then_move_nb  # s31-k19
from ..swap_basic import swap_basic_from_deck_nb  # s30-k9
from ..time_machine import devolve_then_evolve_nb  # s30-k9
from ..bench_cap import stadium_bench_cap_nb  # s30-k9
from ..devolve_k1831 import devolve_arm_nb, devolve_picks_nb  # s31-k18; DEVOLVE's arm too (the module's size)
from ..effects import (
    PROG_DONE, clear_conditions_nb, defender_target_nb, effects_prevented_nb, evolve_from_deck_nb,
    form_swap_nb, evolve_slot_nb, heal_nb, opp_energy_to_nb, promote_nb, put_on_bench_nb, return_to_hand_nb,
    scoop_up_nb, slot_to_deck_nb, switch_active_nb,
)
from ..bench_basic import bench_as_basic_nb
from ..estimates import gust_rank_nb
from ..events import EV_BENCH, EV_DAMAGE, EV_HEAL, EV_RECOVER, EV_SHUFFLE, log_nb
from ..jit import kernel_inline_nb, kernel_nb
from .trainer_k10 import discard_tool_and_special_nb, heal_then_discard_energy_nb, opp_hand_basic_to_active_nb
from ..layout import (
    clear_slot_nb, PL_NO_ATTACK_UNTIL, PL_PRIZE_ARG, PL_PRIZE_TURN, G_ACTIONS, G_ATTACH_E, G_KO_PRIZE, G_STADIUM_K,
    G_STADIUM_P, G_TURN, NSLOT, S_CARD, S_DEFENDER_AMT, S_DEFENDER_K, S_DEFENDER_N, S_DEFENDER_UNTIL, S_DMG, S_NSTACK,
    S_PP_AMT, S_PP_K, S_PP_N, S_STACK0, S_TOOL_K,
)
from ..player.seat import (
    Q_OPP_BENCH, Q_OWN_POKEMON, Q_PROMOTE, decide_nb, set_option_nb, OWN_HEAL, OWN_SCOOP, OWN_TO_DECK,
)
from ..predicates import (
    add_turn_boost_nb, baby_evolution_card_nb, eligible_own_nb, slot_hp_nb, breed_pick_nb, tool_cond_nb,
)
from ..registers import GO, REG_H, REG_KEPT, REG_N
from ..targets import (
    ELIGIBLE_ANY, ELIGIBLE_BENCHED, ELIGIBLE_BENCHED_DAMAGED, ELIGIBLE_DAMAGED,
    choose_damage_move_nb, choose_own_bench_filtered_nb, choose_opp_any_nb, choose_opp_bench_nb,
    choose_own_bench_nb, choose_tool_discard_nb, choose_own_pokemon_nb, choose_switch_nb,
)
from ..zones_k7 import pokemon_to_hand_nb
from ..zones import (
    DEST_DISCARD, DEST_HAND, card_to_zone_nb, slot_card_count_nb, slot_card_nb, discard_attached_nb,
    discard_slot_nb, free_bench_slot_nb, shuffle_deck_nb, take_from_hand_nb,
)


@kernel_nb  # compiled on its own: inlined, the five families made run_program_nb one 3,224-line function (docs/design.md)
def board_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok):
    """Run one row of the board family for player p acting with slot s; GO to go on, or the
    program's return code (PROG_DONE: the acting Pokémon left play)."""
    o = 1 - p
    turn = st.g[G_TURN]
    if op == OP_MOVE_DAMAGE:
        q = o if b == OPP else p
        fa, fb = choose_damage_move_nb(st, ct, p, q, c, s, a)
        if fa >= 0 and c == MD_OWN_TO_OPP:  # up to a counters, own to the opponent's
            m = min(a, st.slot[p, fa, S_DMG] // 10) * 10
            st.slot[p, fa, S_DMG] -= m
            st.slot[o, fb, S_DMG] += m
            log_nb(st, p, EV_HEAL, m, fa, 0)
            log_nb(st, o, EV_DAMAGE, m, o, fb)
            reg[REG_N] = m // 10
        elif fa >= 0 and c == MD_PAIR_KO_OK:  # s31-k17: up to a counters at once, q's Pokémon to another of q's
            reg[REG_N] = move_counters_pair_nb(st, q, fa, fb, a)
        elif fa >= 0 and c == MD_EITHER:  # player * NSLOT + slot, either player's
            st.slot[fa // NSLOT, fa % NSLOT, S_DMG] -= 10
            st.slot[fb // NSLOT, fb % NSLOT, S_DMG] += 10
            log_nb(st, fa // NSLOT, EV_HEAL, 10, fa % NSLOT, 0)
            log_nb(st, fb // NSLOT, EV_DAMAGE, 10, fb // NSLOT, fb % NSLOT)
            reg[REG_N] = 1
        elif fa >= 0:
            st.slot[q, fa, S_DMG] -= 10
            st.slot[q, fb, S_DMG] += 10
            log_nb(st, q, EV_HEAL, 10, fa, 0)
            log_nb(st, q, EV_DAMAGE, 10, q, fb)
            reg[REG_N] = 1
    elif op == OP_SWITCH_WITH_ACTIVE:
        if s > 0 and st.slot[p, s, S_CARD] >= 0:
            switch_active_nb(st, p, s)
    elif op == OP_DISCARD_FROM_PLAY:
        if st.slot[p, s, S_CARD] >= 0:
            discard_slot_nb(st, ct, p, s)
            if s == 0:
                clear_conditions_nb(st, p)
            return PROG_DONE  # the acting Pokémon is gone
    elif op == OP_EVOLVE_FROM_DECK:
        reg[REG_N] = evolve_from_deck_nb(st, ct, p, s, a, st.g[G_ATTACH_E] if b == 1 else -1)
    elif op == OP_DEVOLVE_THEN_EVOLVE:  # s30-k9
        reg[REG_N] = devolve_then_evolve_nb(st, ct, p)
    elif op == OP_SWAP_BASIC_FROM_DECK:  # s30-k9
        reg[REG_N] = swap_basic_from_deck_nb(st, ct, p)
    elif op == OP_FORM_SWAP:
        reg[REG_N] = form_swap_nb(st, ct, p, s, a) if b == 0 else form_from_discard_nb(st, ct, p, s)  # s31-k17: b = 1
    elif op == OP_OPP_BENCHED_TO_HAND:  # s31-k17
        reg[REG_N] = opp_benched_to_hand_nb(st, ct, p)
    elif op == OP_EVOLVE_FROM_HAND:
        k = baby_evolution_card_nb(st, ct, R, p, s, a)
        if k >= 0:
            take_from_hand_nb(st, p, k)
            evolve_slot_nb(st, ct, p, s, k)
            if b == 1:
                heal_nb(st, p, s, 0)  # all its damage (s30-k7: through heal_nb, which notes the turn)
    elif op == OP_DISCARD_STADIUM:
        sp = st.g[G_STADIUM_P]
        reg[REG_N] = 0
        if sp >= 0 and not (a == 1 and sp == p):
            st.disc[sp, st.g[G_STADIUM_K]] += 1
            st.g[G_STADIUM_P] = -1
            st.g[G_STADIUM_K] = -1
            stadium_bench_cap_nb(st, ct, p)  # s30-k9: a Bench cap lifted
            reg[REG_N] = 1
    elif op == OP_HEAL:
        if b == EACH_OWN or b == HEAL_EVERY:
            for x in range(2 if b == HEAL_EVERY else 1):
                pp = p if x == 0 else o  # HEAL_EVERY: the opponent's Pokémon too
                for q in range(NSLOT):
                    if st.slot[pp, q, S_CARD] >= 0 and (c == 0 or eligible_own_nb(st, ct, pp, q, c)):
                        heal_nb(st, pp, q, a)
        elif b != SELF or c == 0 or eligible_own_nb(st, ct, p, s, c):
            heal_nb(st, p if b == SELF else o, s if b == SELF else 0, a)
    elif op == OP_SWITCH_THEN_MOVE:  # s31-k19
        reg[REG_N] = switch_then_move_nb(st, ct, p, s, c)
    elif op == OP_HEAL_EACH_IF:  # s31-k19
        heal_each_if_nb(st, ct, p, a, c)
    elif op == OP_HEAL_ANY_OWN and b >= HEAL_UP_TO:  # Saguaro-like: each of up to b - HEAL_UP_TO, each once
        w = c if c > 0 else ELIGIBLE_DAMAGED
        done = (1 << s) if (c & ELIG_NOT_ACTING) != 0 else 0  # s31-k17: not the acting Pokémon
        for _ in range(b - HEAL_UP_TO):
            n = 0
            for q in range(NSLOT):
                if (done >> q) & 1 == 0 and eligible_own_nb(st, ct, p, q, w):
                    n = set_option_nb(st, n, q, OWN_HEAL, 0)
            i = decide_nb(st, ct, p, Q_OWN_POKEMON, n)
            if i < 0:
                break
            t = st.opt[i, 0]
            done |= 1 << t
            heal_nb(st, p, t, a)
    elif op == OP_HEAL_ANY_OWN:
        w = c if c > 0 else (ELIGIBLE_BENCHED_DAMAGED if b == 1 else ELIGIBLE_DAMAGED)
        t = choose_own_pokemon_nb(st, ct, p, w, OWN_HEAL)
        if t >= 0:
            heal_nb(st, p, t, a)
            if b == 2 and t == 0:  # Life Herb-like: its Special Conditions too (only an Active has any)
                clear_conditions_nb(st, p)
    elif op == OP_HEAL_THEN_DISCARD_ENERGY:
        reg[REG_N] = heal_then_discard_energy_nb(st, ct, p, a, b, c)
    elif op == OP_OPP_HAND_BASIC_TO_ACTIVE:
        reg[REG_N] = opp_hand_basic_to_active_nb(st, ct, p)
    elif op == OP_DISCARD_TOOL_AND_SPECIAL:
        reg[REG_N] = discard_tool_and_special_nb(st, ct, p)
    elif op == OP_SWITCH_SELF:
        if a == 3:  # Team Rocket's Giovanni-like: a Benched Pokémon for which TC_* conditions c hold
            n = 0
            for q in range(1, NSLOT):
                if st.slot[p, q, S_CARD] >= 0 and tool_cond_nb(st, ct, p, q, c % TC_SHIFT) and tool_cond_nb(st, ct, p, q, c // TC_SHIFT):
                    n = set_option_nb(st, n, q, 0, 0)
            i = decide_nb(st, ct, p, Q_PROMOTE, n)
            t = st.opt[i, 0] if i >= 0 else -1
        elif a == 2:  # Subjugating Chains-like: a Benched Pokémon filter c admits, not of this one's name
            t = choose_own_bench_filtered_nb(st, ct, p, s, c)
        else:
            t = choose_switch_nb(st, ct, p) if a == 1 else choose_own_bench_nb(st, ct, p, units)
        reg[REG_N] = 0
        if t > 0:
            switch_active_nb(st, p, t)
            reg[REG_N] = 1
    elif op == OP_GUST:
        if a == SELF:  # p picks (c > 0: among those for which TC_* conditions c hold), by the rank
            # greedy valued the Gust with (estimates.gust_rank_nb, option z); b=1 ("you may"):
            # the Active, staying, is an option too (s31-k19)
            n = 0
            for q in range(1, NSLOT):
                if st.slot[o, q, S_CARD] >= 0 and (c <= 0 or (tool_cond_nb(st, ct, o, q, c % TC_SHIFT) and tool_cond_nb(st, ct, o, q, c // TC_SHIFT))):
                    n = set_option_nb(st, n, q, 0, gust_rank_nb(st, ct, R, p, q, units))
            if b == 1 and n > 0:
                n = set_option_nb(st, n, 0, 0, gust_rank_nb(st, ct, R, p, 0, units))
            i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
            t = st.opt[i, 0] if i >= 0 else -1
        else:
            t = choose_own_bench_nb(st, ct, o, units)
        reg[REG_N] = 0
        if t > 0:
            switch_active_nb(st, o, t)
            reg[REG_N] = 1
    elif op == OP_RETURN_TO_HAND:
        if a == 3:  # s31-k17: its Pokémon cards under the deck, the rest discarded (Time Travel-like)
            slot_to_deck_bottom_nb(st, ct, p, s)
            return PROG_DONE
        if a == 2:  # into the deck (Run Away Draw-like): the acting Pokémon leaves play
            slot_to_deck_nb(st, ct, p, s)
            if s == 0:
                clear_conditions_nb(st, p)
            shuffle_deck_nb(st, p)
            log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
            return PROG_DONE
        if b == 1:
            scoop_up_nb(st, ct, p, s)  # the Basic card to the hand, everything else discarded
        elif b == 2 or b == 3:  # s30-k7: its Pokémon cards to the hand, every attached card discarded (3, s31-k18: not Energy)
            pokemon_to_hand_nb(st, ct, p, s, b == 3)
        else:
            return_to_hand_nb(st, ct, p, s)
    elif op == OP_ATTACH_PLUSPOWER:
        if st.slot[p, 0, S_CARD] >= 0 and card >= 0:
            st.slot[p, 0, S_PP_K] = card
            st.slot[p, 0, S_PP_N] += 1
            st.slot[p, 0, S_PP_AMT] += a
            reg[REG_KEPT] = 1  # the card stays attached; the caller must not discard it
    elif op == OP_ATTACH_DEFENDER:
        q = defender_target_nb(st, ct, p)
        if q >= 0 and card >= 0:
            st.slot[p, q, S_DEFENDER_K] = card
            st.slot[p, q, S_DEFENDER_N] += 1
            st.slot[p, q, S_DEFENDER_AMT] += a
            st.slot[p, q, S_DEFENDER_UNTIL] = turn + 1
            reg[REG_KEPT] = 1
    elif op == OP_RETURN_DEF_TO_HAND:
        dk = st.slot[o, 0, S_CARD]
        if dk >= 0 and st.slot[o, 0, S_DMG] < slot_hp_nb(st, ct, o, 0) and not effects_prevented_nb(st, o):
            return_to_hand_nb(st, ct, o, 0)
            t = choose_own_bench_nb(st, ct, o, units)
            if t > 0:
                promote_nb(st, o, t)
    elif op == OP_RETURN_OWN_BASIC:
        t = choose_own_pokemon_nb(st, ct, p, b if b > 0 else ELIGIBLE_ANY, OWN_SCOOP) if (b & ELIG_NOT_ACTING_NAME) == 0 \
            else own_pick_other_name_nb(st, ct, p, s, b - ELIG_NOT_ACTING_NAME)  # s31-k17
        if t >= 0:
            if a == 0:
                scoop_up_nb(st, ct, p, t)
            else:
                # a=1: every card to the hand; a=2: the Pokémon cards (the stack) to the hand,
                # the rest discarded
                ns = st.slot[p, t, S_NSTACK]
                for i in range(slot_card_count_nb(st, p, t)):
                    card_to_zone_nb(st, p, slot_card_nb(st, ct, p, t, i), DEST_HAND if a == 1 or i < ns else DEST_DISCARD)
                log_nb(st, p, EV_RECOVER, st.slot[p, t, S_STACK0], TO_HAND, 1)
                clear_slot_nb(st, p, t)
                if t == 0:
                    clear_conditions_nb(st, p)
            if t == 0:
                q = choose_own_bench_nb(st, ct, p, units)
                if q > 0:
                    promote_nb(st, p, q)
    elif op == OP_BREED_STAGE2:
        k2, q = breed_pick_nb(st, ct, p)
        if k2 >= 0:
            take_from_hand_nb(st, p, k2)
            evolve_slot_nb(st, ct, p, q, k2)
    elif op == OP_DEVOLVE:
        devolve_arm_nb(st, ct, p, s, a, b)
    elif op == OP_DEVOLVE_PICKS:  # s31-k18
        reg[REG_N] = devolve_picks_nb(st, ct, p, a if a > 0 else reg[REG_H], b, c)
    elif op == OP_BENCHED_TO_DECK:
        t = choose_own_pokemon_nb(st, ct, p, ELIGIBLE_BENCHED, OWN_TO_DECK)
        if t > 0:
            slot_to_deck_nb(st, ct, p, t)
            shuffle_deck_nb(st, p)
            log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    elif op == OP_BENCH_AS_BASIC:  # s30-k8
        reg[REG_N] = bench_as_basic_nb(st, ct, p, a, b, c)
    elif op == OP_PLAY_AS_BASIC:
        if card >= 0 and free_bench_slot_nb(st, p) > 0:
            q = put_on_bench_nb(st, p, card)
            log_nb(st, p, EV_BENCH, card, q, 0)
            reg[REG_KEPT] = 1  # the card is in play now; the caller must not discard it
    elif op == OP_KO_DEF:
        reg[REG_N] = 0
        if st.slot[o, 0, S_CARD] >= 0 and not effects_prevented_nb(st, o):
            st.slot[o, 0, S_DMG] = max(st.slot[o, 0, S_DMG], slot_hp_nb(st, ct, o, 0))
            reg[REG_N] = 1
    elif op == OP_TURN_BOOST or op == OP_TURN_GUARD:
        add_turn_boost_nb(st, p, a, b, 1 if op == OP_TURN_GUARD else 0)
    elif op == OP_TURN_EXTRA_PRIZE:  # Briar-like: read by knockout.py this turn
        st.pl[p, PL_PRIZE_TURN] = turn
        st.pl[p, PL_PRIZE_ARG] = a * 64 + b + 1
    elif op == OP_KO_PRIZES:  # s29-k1: a PASSIVE_ON_KO section's prize change, read by knockout.ko_triggers_nb
        st.g[G_KO_PRIZE] = -1000 if b == 1 else st.g[G_KO_PRIZE] + a
    elif op == OP_OPP_ENERGY_TO:  # the opponent's Active's Energy to their hand / deck (a < 0: H cards; c=1: "you may")
        reg[REG_N] = opp_energy_to_nb(st, ct, p, reg[REG_H] if a < 0 else max(a, 1), b, c, j >= 0)
    elif op == OP_NO_ATTACK_TURN:  # Geeta-like: a=0 this turn, a=1 the player's next turn
        st.pl[p, PL_NO_ATTACK_UNTIL] = turn + 2 * a
    elif op == OP_END_TURN:
        st.g[G_ACTIONS] = 1 << 30  # past the turn's action cap: the turn loop ends the turn, no attack
    elif op == OP_DISCARD_TOOL:
        reg[REG_N] = 0
        if b == DEF_ACTIVE:  # the Defending Pokémon's: no choice
            if st.slot[o, 0, S_CARD] >= 0 and st.slot[o, 0, S_TOOL_K] >= 0 and not effects_prevented_nb(st, o):
                discard_attached_nb(st, o, 0, S_TOOL_K)
                reg[REG_N] = 1
            return GO
        for _ in range(a):
            t, q = choose_tool_discard_nb(st, ct, p, b, c)
            if t < 0:
                break
            if b == DT_OWN_TO_HAND:  # s31-k17
                tool_to_hand_nb(st, q, t)
            else:
                discard_attached_nb(st, q, t, S_TOOL_K)
            reg[REG_N] += 1
    return GO
