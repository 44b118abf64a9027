"""Cards: draws, searches, shuffles, the discard pile, the top of a deck, hands.

One family of the effect interpreter (``kernel/interpreter.py`` runs the loop and the
control flow); which opcodes are here is the ``family`` column of ``ptcgsim/effects.py``'s
opcode table, and ``tests/test_opcodes.py`` checks that each has its arm.
"""

from __future__ import annotations

from ..k17_move import OP_OPP_TOP_MAY_SHUFFLE, opp_top_may_shuffle_nb  # s31-k17

from ...effects import (
    CNT_ARG, OP_DISCARD_HAND, OP_HEAL_PER_HAND_DISCARD, OP_DRAW, OP_HAND_BOTTOM_DRAW, OP_HAND_TO_DECK, OP_LOOK_TOP,
    OP_MILL_OPP, OP_OPP_DISCARD_HAND_RANDOM, OP_OPP_SHUFFLE_HAND_DRAW, OP_RECOVER, OP_REVIVE, OP_SEARCH_DECK,
    OP_SEARCH_ENERGY_SPLIT, OP_END_TURN_DISCARD_HAND, OP_TRAINER_TO_DECK, OP_TRADE_POKEMON_UP_TO, OP_TOP_DISCARD_ANY,
    OP_SHUFFLE_DECK, OP_SEARCH_ATTACH_TOOLS, OP_SEARCH_PLAY_STADIUM, OP_OPP_SUPPORTER_TO_DECK, OP_PRIZE_SWAP_TOP,
    OP_SHUFFLE_HAND_DRAW, OP_SHUFFLE_KIND_TO_DECK, OP_TOP_REARRANGE, OP_TRADE_POKEMON, OPP, OPP_REVEALED, DH_BOTTOM,
    SELF, TO_BENCH, BOTH_PLAYERS, TO_DECK_TOP, TO_HAND, PASSIVE_NO_RECOVER_HAND, RC_FLAGS, RC_NOT_DISCARDED, SD_FLAGS,
    SD_DIFF_TYPES, SD_OR_ONE, KIND_EITHER, KIND_EVOLUTION, TO_HAND_OR_DECK,
)
from ..effects import (
    board_count_nb, hand_bottom_draw_nb, look_top_nb, card_type_bits_nb, pick_deck_card_nb, put_on_bench_nb,
    recover_either_nb, recover_nb, revive_nb, top_rearrange_nb, trade_pokemon_nb,
)
from ..events import (
    EV_DISCARD, EV_SEARCH, EV_SHUFFLE, log_nb,
)
from ..jit import kernel_inline_nb, kernel_nb
from ..hand_heal import heal_per_hand_discard_nb
from ...effects import OP_RANDOM_HAND_CARD_IF, OP_SEARCH_BY_HAND_ENERGY, OP_SEARCH_TOOLS_ATTACH  # s31-k18
from ..tools_k1831 import random_hand_card_if_nb, search_by_hand_energy_nb, search_tools_attach_nb  # s31-k18
from .attack_k19 import deck_trainers_nb, k19_hand_prize_nb  # s31-k19
from .trainer_k10 import (
    search_energy_split_nb, set_hand_limit_end_nb, top_discard_any_nb, trade_pokemon_up_to_nb, trainer_to_deck_nb,
)
from ..layout import (
    PL_DECK_N, PL_HAND_N,
)
from ..predicates import (
    card_matches_kind_nb, passive_in_play_side_nb,
)
from ..player.seat import Q_TRIGGER, Q_WHOSE_DECK, decide_nb, set_option_nb
from ..registers import GO, REG_H, REG_KEPT, REG_LAST_DISCARD, REG_N, REG_PREV_DISCARD
from ..rng import STREAM_CHOICE0, randint_nb
from ..targets import (
    choose_hand_discard_nb,
)
from ..zones import (
    add_to_hand_nb, deck_to_bottom_nb, discard_from_hand_nb, draw_n_nb, free_bench_slot_nb, hand_to_deck_nb,
    remove_from_deck_nb, shuffle_deck_nb, take_from_hand_nb,
)


@kernel_nb  # compiled on its own: inlined, the five families made run_program_nb one 3,224-line function (docs/design.md)
def card_ops_nb(st, ct, R, p, s, op, a, b, c, j, card, start, reg, units, kind_ok):
    """Run one row of the cards family for player p acting with slot s; GO to go on, or the
    program's return code (PROG_DONE: the acting Pokémon left play)."""
    o = 1 - p
    if op == OP_DRAW:
        if b == 1 or b == 2:  # "draw cards until you have a cards (as many as your opponent) in your hand"
            want = a if b == 1 else st.pl[o, PL_HAND_N]
            if st.pl[p, PL_HAND_N] < want:
                draw_n_nb(st, p, want - st.pl[p, PL_HAND_N])
        elif b == 3:  # as many as H (COUNT_TO_H)
            draw_n_nb(st, p, reg[REG_H])
        elif b == 4:  # a for each card the last counting row counted (N)
            draw_n_nb(st, p, a * reg[REG_N])
        elif b == 5:  # a plus a board count (Steven's Advice-like: one per opposing Pokémon)
            draw_n_nb(st, p, a + board_count_nb(st, ct, p, s, c % CNT_ARG, c // CNT_ARG - 1))
        elif b == 6:  # the opponent draws
            draw_n_nb(st, o, a)
        elif b == 8:  # the opponent may draw (asked as a trigger; greedy: yes while its deck holds more)
            n = set_option_nb(st, set_option_nb(st, 0, 0, 0, 0), 1, 1 if st.pl[o, PL_DECK_N] > a else -1, 0)
            if st.opt[decide_nb(st, ct, o, Q_TRIGGER, n), 0] == 1:
                draw_n_nb(st, o, a)
        else:
            draw_n_nb(st, p, a * reg[REG_H] if b == 7 else a)  # b=7: a per heads
    elif op == OP_SEARCH_DECK:
        top0 = -1  # TO_DECK_TOP: the cards found, on top once the deck is shuffled (top0 uppermost)
        top1 = -1
        dest = c % SD_FLAGS
        kind = b
        tmask = 0  # SD_DIFF_TYPES: the types of the cards found so far
        if (c & SD_OR_ONE) != 0 and b < KIND_EITHER:  # the first pick may be 1 Evolution Pokémon instead
            kind = KIND_EITHER + b + (KIND_EVOLUTION << 25)
        reg[REG_N] = 0
        for _ in range(a if a > 0 else (1 if a < 0 else reg[REG_H])):  # a=0: up to the number of heads
            i = -1
            if a < 0:  # reveal cards from the top until one of kind b comes: no choice
                for x in range(st.pl[p, PL_DECK_N] - 1, -1, -1):
                    if card_matches_kind_nb(ct, p, st.deck[p, x], b):
                        i = x
                        break
            else:
                i = pick_deck_card_nb(st, ct, p, kind, tmask)
            if i < 0:
                break
            if dest == TO_BENCH and free_bench_slot_nb(st, p) < 0:
                break
            k = remove_from_deck_nb(st, p, i)
            if (c & SD_DIFF_TYPES) != 0:
                tmask |= card_type_bits_nb(ct, p, k)
            if dest == TO_BENCH:
                put_on_bench_nb(st, p, k)
            elif dest == TO_DECK_TOP:
                if top0 < 0:
                    top0 = k
                else:
                    top1 = k
            else:
                add_to_hand_nb(st, p, k)
            log_nb(st, p, EV_SEARCH, k, dest, 0)
            reg[REG_N] += 1
            if kind != b:
                if not card_matches_kind_nb(ct, p, k, b):
                    break  # the 1 Evolution Pokémon: the search ends
                kind = b  # a card of kind b: the rest are of kind b too
        shuffle_deck_nb(st, p)
        if top1 >= 0:
            st.deck[p, st.pl[p, PL_DECK_N]] = top1
            st.pl[p, PL_DECK_N] += 1
        if top0 >= 0:
            st.deck[p, st.pl[p, PL_DECK_N]] = top0
            st.pl[p, PL_DECK_N] += 1
    elif op == OP_HEAL_PER_HAND_DISCARD:  # s30-k9
        reg[REG_N] = heal_per_hand_discard_nb(st, ct, p, s, a)
    elif op == OP_SEARCH_ENERGY_SPLIT:
        reg[REG_N] = search_energy_split_nb(st, ct, p, s)
    elif op == OP_END_TURN_DISCARD_HAND:
        set_hand_limit_end_nb(st, a)
    elif op == OP_TRADE_POKEMON_UP_TO:
        reg[REG_N] = trade_pokemon_up_to_nb(st, ct, p, a)
    elif op == OP_OPP_TOP_MAY_SHUFFLE:  # s31-k17
        reg[REG_N] = opp_top_may_shuffle_nb(st, ct, p)
    elif op == OP_TOP_DISCARD_ANY:
        reg[REG_N] = top_discard_any_nb(st, ct, p, a)
    elif op == OP_TRAINER_TO_DECK:
        reg[REG_KEPT] = trainer_to_deck_nb(st, p, card)
    elif op == OP_OPP_SUPPORTER_TO_DECK or op == OP_PRIZE_SWAP_TOP:  # s31-k19
        reg[REG_N] = k19_hand_prize_nb(st, ct, p, op == OP_PRIZE_SWAP_TOP)
    elif op == OP_SEARCH_PLAY_STADIUM or op == OP_SEARCH_ATTACH_TOOLS:  # s31-k19
        reg[REG_N] = deck_trainers_nb(st, ct, p, op == OP_SEARCH_PLAY_STADIUM, a)
    elif op == OP_SHUFFLE_DECK:
        shuffle_deck_nb(st, p if a == 0 else 1 - p)  # s31-k19: a=1 the opponent's deck
        log_nb(st, p if a == 0 else 1 - p, EV_SHUFFLE, 0, 0, 0)
    elif op == OP_RECOVER and c == TO_HAND_OR_DECK:
        recover_either_nb(st, ct, p, a, b)
    elif op == OP_RECOVER:
        dest = c % RC_FLAGS
        if not (j < 0 and dest == TO_HAND and passive_in_play_side_nb(st, ct, o, PASSIVE_NO_RECOVER_HAND)):
            # (a Slime Mold Colony-like lock: none to the hand).  RC_NOT_DISCARDED: the cards
            # this program's DISCARD_HAND rows discarded are set aside while the player picks
            # (else they stay candidates, marked as paid: stop 34's replays had Item Finder pay
            # with both Pokémon Center and take one back)
            d0 = reg[REG_LAST_DISCARD] - 1
            d1 = reg[REG_PREV_DISCARD] - 1
            aside = (c & RC_NOT_DISCARDED) != 0
            if aside and d0 >= 0:
                st.disc[p, d0] -= 1
            if aside and d1 >= 0:
                st.disc[p, d1] -= 1
            recover_nb(st, ct, p, a if a > 0 else reg[REG_H], b, dest, d0, d1)
            if aside and d0 >= 0:
                st.disc[p, d0] += 1
            if aside and d1 >= 0:
                st.disc[p, d1] += 1
    elif op == OP_DISCARD_HAND:
        # OPP: the opponent discards from their hand, choosing; OPP_REVEALED: from their
        # revealed hand, the acting player choosing
        bottom = c == OPP_REVEALED + DH_BOTTOM  # Grabber-like: onto the bottom of their deck
        if bottom:
            c = OPP_REVEALED
        q = o if c == OPP or c == OPP_REVEALED else p
        reg[REG_N] = 0
        for k in range(kind_ok.shape[0]):
            kind_ok[k] = 1 if (k < ct.n[q] and card_matches_kind_nb(ct, q, k, b)) else 0
        n = a if a > 0 else st.pl[q, PL_HAND_N]
        if a < 0:  # "until they have -a cards in their hand"
            n = st.pl[q, PL_HAND_N] + a
        for _ in range(n):
            k = choose_hand_discard_nb(st, ct, p if c == OPP_REVEALED else q, -1, kind_ok, q)
            if k < 0:
                break
            reg[REG_N] += 1
            if bottom:
                take_from_hand_nb(st, q, k)
                deck_to_bottom_nb(st, q, k)
                continue
            discard_from_hand_nb(st, q, k)
            log_nb(st, q, EV_DISCARD, k, 0, 0)
            reg[REG_PREV_DISCARD] = reg[REG_LAST_DISCARD]
            reg[REG_LAST_DISCARD] = k + 1
    elif op == OP_SHUFFLE_HAND_DRAW or op == OP_OPP_SHUFFLE_HAND_DRAW:
        q = p if op == OP_SHUFFLE_HAND_DRAW else o
        for k in range(ct.n[q]):
            while st.hand[q, k] > 0:
                hand_to_deck_nb(st, q, k)
        shuffle_deck_nb(st, q)
        draw_n_nb(st, q, a)
    elif op == OP_OPP_DISCARD_HAND_RANDOM:
        for _ in range(a):
            n = st.pl[o, PL_HAND_N]
            if n == 0:
                break
            x = randint_nb(st.rng, STREAM_CHOICE0 + p, n)  # chance, not a choice
            for k in range(ct.n[o]):
                if x < st.hand[o, k]:
                    if b == 1:  # shuffled into their deck
                        hand_to_deck_nb(st, o, k)
                        shuffle_deck_nb(st, o)
                    else:
                        discard_from_hand_nb(st, o, k)
                        log_nb(st, o, EV_DISCARD, k, 0, 0)
                    break
                x -= st.hand[o, k]
    elif op == OP_MILL_OPP:
        n = a if a > 0 else reg[REG_N]
        q = p if b == 1 else o
        for _ in range(n):
            dn = st.pl[q, PL_DECK_N]
            if dn == 0:
                break
            k = st.deck[q, dn - 1]
            st.pl[q, PL_DECK_N] = dn - 1
            st.disc[q, k] += 1
            log_nb(st, q, EV_DISCARD, k, 1, 0)
    elif op == OP_TOP_REARRANGE:
        w = p if b == SELF else o
        if b == BOTH_PLAYERS:  # either player's deck: the player's choice
            n = set_option_nb(st, 0, p, 0, 0)
            n = set_option_nb(st, n, o, 0, 0)
            w = st.opt[decide_nb(st, ct, p, Q_WHOSE_DECK, n), 0]
        top_rearrange_nb(st, ct, p, w, a)
    elif op == OP_SHUFFLE_KIND_TO_DECK:
        for w in range(2):
            q = p if w == 0 else o
            if (w == 0 and b == OPP) or (w == 1 and b == SELF):
                continue
            for k in range(ct.n[q]):
                if card_matches_kind_nb(ct, q, k, a):
                    while st.hand[q, k] > 0:
                        hand_to_deck_nb(st, q, k)
            shuffle_deck_nb(st, q)
            log_nb(st, q, EV_SHUFFLE, 0, 0, 0)
    elif op == OP_TRADE_POKEMON:
        trade_pokemon_nb(st, ct, p, kind_ok)
    elif op == OP_REVIVE:
        revive_nb(st, ct, p, p if a == SELF else o, b)
    elif op == OP_HAND_TO_DECK:
        for k in range(kind_ok.shape[0]):
            kind_ok[k] = 1 if k < ct.n[p] else 0
        moved = 0
        for _ in range(a):
            k = choose_hand_discard_nb(st, ct, p, -1, kind_ok, p)
            if k < 0:
                break
            if b == 1:  # on the bottom of the deck, in the order chosen
                st.hand[p, k] -= 1
                st.pl[p, PL_HAND_N] -= 1
                deck_to_bottom_nb(st, p, k)
            elif b == 2:  # on top of the deck
                st.hand[p, k] -= 1
                st.pl[p, PL_HAND_N] -= 1
                st.deck[p, st.pl[p, PL_DECK_N]] = k
                st.pl[p, PL_DECK_N] += 1
            else:
                hand_to_deck_nb(st, p, k)
            moved += 1
        reg[REG_N] = moved
        if b == 0:
            shuffle_deck_nb(st, p)
            log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    elif op == OP_LOOK_TOP:
        reg[REG_N] = look_top_nb(st, ct, p, a if a > 0 else reg[REG_H], b, c)  # a=0: as many as H
    elif op == OP_HAND_BOTTOM_DRAW:
        hand_bottom_draw_nb(st, ct, p, a, b, c)
    elif op == OP_SEARCH_TOOLS_ATTACH:  # s31-k18
        reg[REG_N] = search_tools_attach_nb(st, ct, p, a, b)
    elif op == OP_RANDOM_HAND_CARD_IF:  # s31-k18
        reg[REG_N] = random_hand_card_if_nb(st, ct, p, b)
    elif op == OP_SEARCH_BY_HAND_ENERGY:  # s31-k18
        reg[REG_N] = search_by_hand_energy_nb(st, ct, p)
    return GO
