"""(s30-k8) Pokémon cards put onto the Bench as Basic Pokémon (``BENCH_AS_BASIC``).

Influence-like attacks, Strange Cave-like Stadiums and Maxie-like Supporters put a card of a
kind (a name tag, "Team Magma" in its name) from the deck, the hand or the discard pile onto the
Bench, "treated as a Basic Pokémon": an Evolution card too.  The slot remembers it
(``layout.S_AS_BASIC``); ``predicates.slot_stage_nb`` reads it while no card is on top.
"""

from __future__ import annotations

from ..effects import BB_DECK, BB_DISCARD, BB_DMG, BB_HAND, BB_OR_BASIC, KIND_BASIC_POKEMON
from .effects import put_on_bench_nb
from .events import EV_BENCH, log_nb
from .jit import kernel_inline_nb
from .cardtable import SUPER_POKEMON
from .layout import MAXDECK, PL_DECK_N, S_AS_BASIC, S_DMG
from .player.seat import Q_DECK_PICK, decide_nb, set_option_nb
from .predicates import card_matches_kind_nb
from .zones import free_bench_slot_nb, remove_from_deck_nb, shuffle_deck_nb, take_from_hand_nb


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def bench_as_basic_nb(st, ct, p, count, kind, c):
    """Up to count (0: any number) Pokémon cards of kind (BB_OR_BASIC: or Basic) from the zones c % BB_OR_BASIC onto p's
    Bench, each treated as a Basic Pokémon; c // BB_DMG damage on each Stage 2 card.  Each pick
    is a Q_DECK_PICK question (x: MAXDECK * zone + deck index or card, -1 none; y: the card).
    Returns how many were put there."""
    src = c % BB_OR_BASIC
    dmg = c // BB_DMG
    either = (c & BB_OR_BASIC) != 0  # or any Basic Pokémon
    put = 0
    limit = count if count > 0 else 6
    for _ in range(limit):
        if free_bench_slot_nb(st, p) < 0:
            break
        n = 0
        if (src & BB_DECK) != 0:
            for i in range(st.pl[p, PL_DECK_N]):
                k = st.deck[p, i]
                if ct.sup[p, k] == SUPER_POKEMON and (card_matches_kind_nb(ct, p, k, kind)
                                                      or (either and card_matches_kind_nb(ct, p, k, KIND_BASIC_POKEMON))):
                    n = set_option_nb(st, n, i, k, 0)
        for k in range(ct.n[p]):
            if ct.sup[p, k] != SUPER_POKEMON or not (card_matches_kind_nb(ct, p, k, kind)
                                                     or (either and card_matches_kind_nb(ct, p, k, KIND_BASIC_POKEMON))):
                continue
            if (src & BB_HAND) != 0 and st.hand[p, k] > 0:
                n = set_option_nb(st, n, MAXDECK + k, k, 0)
            if (src & BB_DISCARD) != 0 and st.disc[p, k] > 0:
                n = set_option_nb(st, n, 2 * MAXDECK + k, k, 0)
        if n == 0:
            break
        if (src & BB_DECK) != 0 or put > 0:
            n = set_option_nb(st, n, -1, -1, 0)  # a hidden deck may hide them; after the first, "up to"
        i = decide_nb(st, ct, p, Q_DECK_PICK, n)
        x = st.opt[i, 0] if i >= 0 else -1
        if x < 0:
            break
        k = st.opt[i, 1]
        if x < MAXDECK:
            remove_from_deck_nb(st, p, x)
        elif x < 2 * MAXDECK:
            take_from_hand_nb(st, p, k)
        else:
            st.disc[p, k] -= 1
        t = put_on_bench_nb(st, p, k)
        st.slot[p, t, S_AS_BASIC] = 1
        if ct.stage[p, k] == 2 and dmg > 0:
            st.slot[p, t, S_DMG] += dmg
        log_nb(st, p, EV_BENCH, k, t, 0)
        put += 1
    if (src & BB_DECK) != 0:
        shuffle_deck_nb(st, p)
    return put
