"""Setup (RULES.md §3): shuffle, draw 7, mulligans, Active and Bench, prizes, who goes first."""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb


from ..rules import R_EXTRA_AFTER_PRIZES, R_EXTRA_NET, R_EXTRA_PER_MULLIGAN
from .cardtable import SUPER_POKEMON
from .player.seat import Q_EXTRA_DRAW, Q_SETUP_ACTIVE, Q_SETUP_BENCH, decide_nb, set_option_nb
from .events import (
    COIN_FIRST,
    EV_ACTIVE,
    EV_BENCH,
    EV_BOTH_MULLIGAN,
    EV_COIN,
    EV_EXTRA_DRAW,
    EV_FIRST,
    EV_MULLIGAN,
    EV_PRIZES,
    EV_SHUFFLE_DRAW,
    log_nb,
)
from .layout import (
    G_FIRST,
    G_PRIZES,
    PL_DECK_N,
    PL_EXTRA,
    PL_FREE_MULLIGANS,
    PL_HAND_N,
    PL_MULLIGANS,
    PL_PRIZES_LEFT,
    S_CARD,
    S_NSTACK,
    S_PLAYED_TURN,
    S_STACK0,
)
from .rng import coin_nb
from .zones import draw_n_nb, free_bench_slot_nb, hand_to_deck_nb, shuffle_deck_nb

HAND_SIZE = 7


@kernel_nb
def hand_has_basic_nb(st, ct, p):
    for k in range(ct.n[p]):
        if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == 0:
            return True
    return False


@kernel_inline_nb
def return_hand_nb(st, ct, p):
    for k in range(ct.n[p]):
        while st.hand[p, k] > 0:
            hand_to_deck_nb(st, p, k)


@kernel_nb
def fresh_hand_nb(st, ct, p):
    return_hand_nb(st, ct, p)
    shuffle_deck_nb(st, p)
    draw_n_nb(st, p, HAND_SIZE)
    log_nb(st, p, EV_SHUFFLE_DRAW, st.pl[p, PL_HAND_N], 0, 0)


@kernel_nb
def place_from_hand_nb(st, p, s, k):
    st.hand[p, k] -= 1
    st.pl[p, PL_HAND_N] -= 1
    st.slot[p, s, S_CARD] = k
    st.slot[p, s, S_NSTACK] = 1
    st.slot[p, s, S_STACK0] = k
    st.slot[p, s, S_PLAYED_TURN] = 0


@kernel_inline_nb
def place_active_nb(st, ct, p):
    """p puts one Basic from the hand face down as the Active Pokémon (a choice)."""
    n = 0
    for k in range(ct.n[p]):
        if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == 0:
            n = set_option_nb(st, n, k, 0, 0)
    best = st.opt[decide_nb(st, ct, p, Q_SETUP_ACTIVE, n), 0]
    place_from_hand_nb(st, p, 0, best)
    log_nb(st, p, EV_ACTIVE, best, 0, 0)


@kernel_nb
def bench_basics_nb(st, ct, p):
    """p may put Basics from the hand onto the Bench: one yes/no question per Basic
    (greedy benches all of them)."""
    for k in range(ct.n[p]):
        while st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == 0:
            s = free_bench_slot_nb(st, p)
            if s < 0:
                return
            set_option_nb(st, 0, 0, k, 0)
            set_option_nb(st, 1, 1, k, 0)
            if st.opt[decide_nb(st, ct, p, Q_SETUP_BENCH, 2), 0] == 0:
                break
            place_from_hand_nb(st, p, s, k)
            log_nb(st, p, EV_BENCH, k, s, 0)


@kernel_inline_nb
def extra_cards_owed_nb(st, R, p):
    """Extra cards p may draw for the opponent's mulligans (RULES.md §3)."""
    o = 1 - p
    per = R[R_EXTRA_PER_MULLIGAN]
    if R[R_EXTRA_NET] == 1:  # modern (002): opponent's mulligans - mine
        n = st.pl[o, PL_MULLIGANS] - st.pl[p, PL_MULLIGANS]
        return n * per if n > 0 else 0
    return st.pl[o, PL_MULLIGANS] * per


@kernel_nb
def draw_extras_nb(st, ct, R, p):
    owed = extra_cards_owed_nb(st, R, p)
    n = 0
    for x in range(owed + 1):  # "may draw up to": how many is the player's choice
        n = set_option_nb(st, n, x, 0, 0)
    take = st.opt[decide_nb(st, ct, p, Q_EXTRA_DRAW, n), 0]
    got = draw_n_nb(st, p, take)
    st.pl[p, PL_EXTRA] = got
    if got > 0:
        log_nb(st, p, EV_EXTRA_DRAW, got, 0, 0)


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def setup_nb(st, ct, R, deck_n):
    """Both players' setup; leaves G_FIRST set. Decks must already hold their cards."""
    for p in range(2):
        st.pl[p, PL_DECK_N] = deck_n[p]
        st.pl[p, PL_HAND_N] = 0
        st.pl[p, PL_MULLIGANS] = 0
        st.pl[p, PL_EXTRA] = 0
        st.pl[p, PL_FREE_MULLIGANS] = 0
    # ex (004): the coin for who goes first is flipped before setup; base/modern after.
    # The coin stream gives the same answer either way, so one flip serves all presets.
    first_coin = coin_nb(st.rng)
    fresh_hand_nb(st, ct, 0)
    fresh_hand_nb(st, ct, 1)
    while True:
        ok0 = hand_has_basic_nb(st, ct, 0)
        ok1 = hand_has_basic_nb(st, ct, 1)
        if ok0 and ok1:
            break
        if not ok0 and not ok1:
            # neither has a Basic: both redraw and no extra cards are owed (000, 003)
            log_nb(st, 0, EV_BOTH_MULLIGAN, 0, 0, 0)
            st.pl[0, PL_FREE_MULLIGANS] += 1
            st.pl[1, PL_FREE_MULLIGANS] += 1
            fresh_hand_nb(st, ct, 0)
            fresh_hand_nb(st, ct, 1)
            continue
        p = 0 if not ok0 else 1
        st.pl[p, PL_MULLIGANS] += 1
        log_nb(st, p, EV_MULLIGAN, st.pl[p, PL_MULLIGANS], 0, 0)
        fresh_hand_nb(st, ct, p)
    after_prizes = R[R_EXTRA_AFTER_PRIZES] == 1
    if not after_prizes:  # base (000): extras are drawn at once, before the Active is placed
        for p in range(2):
            draw_extras_nb(st, ct, R, p)
    for p in range(2):
        place_active_nb(st, ct, p)
        bench_basics_nb(st, ct, p)
    nprize = st.g[G_PRIZES]
    for p in range(2):
        for i in range(nprize):
            n = st.pl[p, PL_DECK_N]
            st.prize[p, i] = st.deck[p, n - 1]
            st.pl[p, PL_DECK_N] = n - 1
        st.pl[p, PL_PRIZES_LEFT] = nprize
        log_nb(st, p, EV_PRIZES, nprize, 0, 0)
    if after_prizes:  # modern (002): after prizes; Basics drawn may go to the Bench
        for p in range(2):
            draw_extras_nb(st, ct, R, p)
            bench_basics_nb(st, ct, p)
    log_nb(st, 0, EV_COIN, first_coin, COIN_FIRST, 0)
    # the flip's winner goes first (modern: chooses; our players always choose to go first)
    st.g[G_FIRST] = 0 if first_coin == 1 else 1
    log_nb(st, st.g[G_FIRST], EV_FIRST, 0, 0, 0)
