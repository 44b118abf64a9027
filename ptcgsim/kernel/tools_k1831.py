"""(s31-k18) SEARCH_BY_HAND_ENERGY, RANDOM_HAND_CARD_IF, and SEARCH_TOOLS_ATTACH: Pokémon Tool cards from the deck straight onto your Pokémon that have
no Tool (b=0: up to a of them), or (b=1) a Trainer card to the hand, a Pokémon Tool card found that
way attached to 1 of your Pokémon instead when one may take it.  Then the deck is shuffled."""

from __future__ import annotations

from ..effects import KIND_FLAG, KIND_POKEMON, KIND_TOOL, KIND_TRAINER, TO_HAND
from .cardtable import CF_TYPES, SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER, TK_TOOL
from .effects import pick_deck_card_nb
from .events import EV_DISCARD, EV_SEARCH, EV_SHUFFLE, log_nb
from .jit import kernel_inline_nb
from .layout import G_TURN, NSLOT, NT, PL_DECK_N, PL_HAND_N, S_TOOL_FIRED, S_TOOL_K, S_TOOL_N, S_TOOL_TURN
from .player.seat import Q_CHOOSE_ONE, Q_TOOL_TARGET, Q_TRIGGER, decide_nb, set_option_nb
from .predicates import card_matches_kind_nb, tool_fits_nb
from .rng import STREAM_CHOICE0, randint_nb
from .zones import add_to_hand_nb, discard_from_hand_nb, remove_from_deck_nb, shuffle_deck_nb

CF_TYPES_BIT = CF_TYPES.bit_length() - 1  # the cflags bit of type 0 (a Pokémon's printed types)


@kernel_inline_nb  # one call site (card_ops)
def search_tools_attach_nb(st, ct, p, count, trainer):
    got = 0
    for _ in range(count):
        i = pick_deck_card_nb(st, ct, p, KIND_TRAINER if trainer == 1 else KIND_TOOL, 0)
        if i < 0:
            break
        k = st.deck[p, i]
        n = 0
        if ct.sup[p, k] == SUPER_TRAINER and ct.tkind[p, k] == TK_TOOL:
            for s in range(NSLOT):
                if tool_fits_nb(st, ct, p, s, k):
                    n = set_option_nb(st, n, s, k, 0)
        if n == 0 and trainer == 0:
            break  # a Tool no Pokémon may take stays in the deck
        if n > 0 and trainer == 1:  # "you may attach it instead" (Q_TRIGGER; greedy attaches)
            yes = st.opt[decide_nb(st, ct, p, Q_TRIGGER, set_option_nb(st, set_option_nb(st, 0, 0, 0, 0), 1, 1, 0)), 0] == 1
            n = 0  # (the question wrote st.opt: the targets are listed again)
            if yes:
                for s in range(NSLOT):
                    if tool_fits_nb(st, ct, p, s, k):
                        n = set_option_nb(st, n, s, k, 0)
        k = remove_from_deck_nb(st, p, i)
        got += 1
        if n == 0:
            add_to_hand_nb(st, p, k)
            log_nb(st, p, EV_SEARCH, k, TO_HAND, 0)
            continue
        s = st.opt[decide_nb(st, ct, p, Q_TOOL_TARGET, n), 0]
        st.slot[p, s, S_TOOL_K] = k
        st.slot[p, s, S_TOOL_N] = 1
        st.slot[p, s, S_TOOL_TURN] = st.g[G_TURN]
        st.slot[p, s, S_TOOL_FIRED] = 0
        log_nb(st, p, EV_SEARCH, k, -1, s)
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    return got


@kernel_inline_nb  # one call site (card_ops)
def random_hand_card_if_nb(st, ct, p, kind):
    """RANDOM_HAND_CARD_IF: 1 card of the opponent's hand at random; discarded (1) if of kind, else kept (0)."""
    o = 1 - p
    n = st.pl[o, PL_HAND_N]
    if n == 0:
        return 0
    x = randint_nb(st.rng, STREAM_CHOICE0 + p, n)  # chance, not a choice
    for k in range(ct.n[o]):
        if x < st.hand[o, k]:
            if not card_matches_kind_nb(ct, o, k, kind):
                return 0
            discard_from_hand_nb(st, o, k)
            log_nb(st, o, EV_DISCARD, k, 0, 0)
            return 1
        x -= st.hand[o, k]
    return 0


@kernel_inline_nb  # one call site (card_ops)
def search_by_hand_energy_nb(st, ct, p):
    """SEARCH_BY_HAND_ENERGY: a basic Energy type of p's hand (its pick), then a Pokémon card of that type
    from the deck to the hand; 1 if one was found."""
    n = 0
    for t in range(NT):
        have = False
        for k in range(ct.n[p]):
            if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_ENERGY and ct.basic_energy[p, k] == 1 and ct.provides[p, k, t] > 0:
                have = True
        if have:  # greedy: the type with the most Pokémon cards left in the deck (its list is known)
            m = 0
            for i in range(st.pl[p, PL_DECK_N]):
                if ct.sup[p, st.deck[p, i]] == SUPER_POKEMON and (ct.cflags[p, st.deck[p, i]] >> (CF_TYPES_BIT + t)) & 1 == 1:
                    m += 1
            n = set_option_nb(st, n, t, m, 0)
    i = decide_nb(st, ct, p, Q_CHOOSE_ONE, n)
    if i < 0:
        return 0
    t = st.opt[i, 0]
    got = 0
    j = pick_deck_card_nb(st, ct, p, KIND_FLAG + KIND_POKEMON + 100 * (CF_TYPES_BIT + t), 0)
    if j >= 0:
        k = remove_from_deck_nb(st, p, j)
        add_to_hand_nb(st, p, k)
        log_nb(st, p, EV_SEARCH, k, TO_HAND, 0)
        got = 1
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    return got
