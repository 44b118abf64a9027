"""Moving cards between zones: deck, hand, discard pile, prizes, play."""

from __future__ import annotations

from .cardtable import SUPER_ENERGY
from .events import EV_DRAW, log_nb
from .jit import kernel_inline_nb, kernel_nb
from .layout import (
    G_STADIUM_P,
    ATT_AMT,
    ATT_N,
    MAXEN,
    NSLOT,
    NT,
    PL_DECK_N,
    PL_HAND_N,
    PL_BENCH_CAP,
    PL_PRIZES_LEFT,
    S_CARD,
    S_DEFENDER_K,
    S_DEFENDER_N,
    S_NEN,
    S_NSTACK,
    S_PP_K,
    S_PP_N,
    S_STACK0,
    S_TOOL_K,
    S_TOOL_N,
    clear_slot_nb,
)
from .rng import STREAM_DECK0, shuffle_nb


@kernel_nb
def draw_nb(st, p):
    """Draw the top card; returns it, or -1 if the deck is empty."""
    n = st.pl[p, PL_DECK_N]
    if n == 0:
        return -1
    k = st.deck[p, n - 1]
    st.pl[p, PL_DECK_N] = n - 1
    st.hand[p, k] += 1
    st.pl[p, PL_HAND_N] += 1
    log_nb(st, p, EV_DRAW, k, 0, 0)
    return k


@kernel_nb
def draw_n_nb(st, p, n):
    """Draw up to n cards (a card that says "draw" on an empty deck is no loss; 000)."""
    drawn = 0
    for _ in range(n):
        if draw_nb(st, p) < 0:
            break
        drawn += 1
    return drawn


@kernel_nb
def shuffle_deck_nb(st, p):
    shuffle_nb(st.rng, STREAM_DECK0 + p, st.deck[p], st.pl[p, PL_DECK_N])


@kernel_nb
def hand_to_deck_nb(st, p, k):
    st.hand[p, k] -= 1
    st.pl[p, PL_HAND_N] -= 1
    n = st.pl[p, PL_DECK_N]
    st.deck[p, n] = k
    st.pl[p, PL_DECK_N] = n + 1


@kernel_nb
def deck_to_bottom_nb(st, p, k):
    """Card k (out of its zone) goes under p's deck (index 0 is the bottom)."""
    n = st.pl[p, PL_DECK_N]
    for i in range(n, 0, -1):
        st.deck[p, i] = st.deck[p, i - 1]
    st.deck[p, 0] = k
    st.pl[p, PL_DECK_N] = n + 1


@kernel_nb
def remove_from_deck_nb(st, p, idx):
    """Take deck[p, idx] out of the deck (order of the rest kept); returns the card."""
    n = st.pl[p, PL_DECK_N]
    k = st.deck[p, idx]
    for i in range(idx, n - 1):
        st.deck[p, i] = st.deck[p, i + 1]
    st.pl[p, PL_DECK_N] = n - 1
    return k


@kernel_nb
def discard_from_hand_nb(st, p, k):
    st.hand[p, k] -= 1
    st.pl[p, PL_HAND_N] -= 1
    st.disc[p, k] += 1


@kernel_nb
def take_from_hand_nb(st, p, k):
    st.hand[p, k] -= 1
    st.pl[p, PL_HAND_N] -= 1


@kernel_nb
def add_to_hand_nb(st, p, k):
    st.hand[p, k] += 1
    st.pl[p, PL_HAND_N] += 1


@kernel_nb
def attach_energy_nb(st, p, s, k):
    n = st.slot[p, s, S_NEN]
    if n >= MAXEN:
        return False
    st.en[p, s, n] = k
    st.slot[p, s, S_NEN] = n + 1
    return True


@kernel_nb
def detach_energy_nb(st, p, s, i):
    """Remove the i-th energy card of slot s; returns the card (not yet placed anywhere)."""
    n = st.slot[p, s, S_NEN]
    k = st.en[p, s, i]
    st.en[p, s, i] = st.en[p, s, n - 1]
    st.slot[p, s, S_NEN] = n - 1
    return k


@kernel_nb
def energy_total_nb(st, ct, p, s):
    tot = 0
    for i in range(st.slot[p, s, S_NEN]):
        k = st.en[p, s, i]
        for t in range(NT):
            tot += ct.provides[p, k, t]
    return tot


# --- the cards on a slot: one owner ----------------------------------------------
# Every path that takes a Pokémon out of play (Knock Out, discard, Scoop Up, back to the
# hand, shuffled into the deck), pops an Evolution card (devolve) or drops an attached
# Trainer (end-of-turn cleanup) goes through these.  A slot holds, in this order: its
# evolution stack from the Basic up, its Energy cards (printed cards: ``ct.real`` maps
# a Pokémon turned Energy back to its card), then its attached Trainer cards (Defender-
# like, PlusPower-like, the Pokémon Tool).

DEST_DISCARD = 0  #: the owner's discard pile
DEST_HAND = 1  #: the owner's hand
DEST_DECK = 2  #: the owner's deck, on top (the caller shuffles when the rule says so)


@kernel_nb
def card_to_zone_nb(st, p, k, dest):
    """One of p's cards (a printed card row) into one of p's zones."""
    if dest == DEST_DISCARD:
        st.disc[p, k] += 1
    elif dest == DEST_HAND:
        add_to_hand_nb(st, p, k)
    else:
        n = st.pl[p, PL_DECK_N]
        st.deck[p, n] = k
        st.pl[p, PL_DECK_N] = n + 1


@kernel_nb
def slot_card_count_nb(st, p, s):
    """How many cards are on slot s (0 when it is empty)."""
    if st.slot[p, s, S_CARD] < 0:
        return 0
    n = st.slot[p, s, S_NSTACK] + st.slot[p, s, S_NEN]
    if st.slot[p, s, S_DEFENDER_K] >= 0:
        n += st.slot[p, s, S_DEFENDER_N]
    if st.slot[p, s, S_PP_K] >= 0:
        n += st.slot[p, s, S_PP_N]
    if st.slot[p, s, S_TOOL_K] >= 0:
        n += st.slot[p, s, S_TOOL_N]
    return n


@kernel_nb
def slot_card_nb(st, ct, p, s, i):
    """Card i (0 <= i < slot_card_count_nb) on slot s: the stack from the Basic up, then
    the Energy cards as printed cards, then the attached Trainer cards (Defender-like,
    PlusPower-like, the Pokémon Tool)."""
    ns = st.slot[p, s, S_NSTACK]
    if i < ns:
        return st.slot[p, s, S_STACK0 + i]
    i -= ns
    ne = st.slot[p, s, S_NEN]
    if i < ne:
        return ct.real[p, st.en[p, s, i]]
    i -= ne
    if st.slot[p, s, S_DEFENDER_K] >= 0:
        if i < st.slot[p, s, S_DEFENDER_N]:
            return st.slot[p, s, S_DEFENDER_K]
        i -= st.slot[p, s, S_DEFENDER_N]
    if st.slot[p, s, S_PP_K] >= 0:
        if i < st.slot[p, s, S_PP_N]:
            return st.slot[p, s, S_PP_K]
        i -= st.slot[p, s, S_PP_N]
    return st.slot[p, s, S_TOOL_K]


@kernel_nb
def move_slot_nb(st, ct, p, s, basic_dest, rest_dest):
    """The Pokémon on slot s leaves play: its Basic card to basic_dest, every other card on
    the slot to rest_dest (DEST_*), in slot order; the slot is cleared."""
    for i in range(slot_card_count_nb(st, p, s)):
        card_to_zone_nb(st, p, slot_card_nb(st, ct, p, s, i), basic_dest if i == 0 else rest_dest)
    clear_slot_nb(st, p, s)


@kernel_nb
def discard_slot_nb(st, ct, p, s):
    """A Pokémon leaves play: it and everything attached go to the discard pile (RULES.md §6)."""
    move_slot_nb(st, ct, p, s, DEST_DISCARD, DEST_DISCARD)


@kernel_nb
def pop_top_card_nb(st, p, s, dest):
    """The top card of slot s's stack leaves it for zone dest (DEST_*; -1: the caller puts
    it somewhere, e.g. as an Energy card).  The card below becomes the Pokémon; popping the
    Basic only happens to a Pokémon leaving play.  Returns the card, -1 for an empty stack."""
    top = st.slot[p, s, S_NSTACK] - 1
    if top < 0:
        return -1
    k = st.slot[p, s, S_STACK0 + top]
    st.slot[p, s, S_STACK0 + top] = 0
    st.slot[p, s, S_NSTACK] = top
    if top >= 1:
        st.slot[p, s, S_CARD] = st.slot[p, s, S_STACK0 + top - 1]
    if dest >= 0:
        card_to_zone_nb(st, p, k, dest)
    return k


@kernel_nb
def discard_attached_nb(st, p, s, group):
    """The attached Trainer cards of one group (S_PP_K, S_DEFENDER_K or S_TOOL_K: card,
    count, amount follow it) go to the discard pile."""
    k = st.slot[p, s, group]
    if k >= 0:
        st.disc[p, k] += st.slot[p, s, group + ATT_N]
    st.slot[p, s, group] = -1
    st.slot[p, s, group + ATT_N] = 0
    st.slot[p, s, group + ATT_AMT] = 0


@kernel_nb
def bench_count_nb(st, p):
    c = 0
    for s in range(1, NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            c += 1
    return c


@kernel_nb
def in_play_count_nb(st, p):
    c = 0
    for s in range(NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            c += 1
    return c


@kernel_nb
def bench_room_nb(st, p):
    """(s30-k9) How many more Pokémon p's Bench takes (a Giant Stump-like Stadium's cap, PL_BENCH_CAP)."""
    cap = st.pl[p, PL_BENCH_CAP] if st.pl[p, PL_BENCH_CAP] > 0 else NSLOT - 1
    return cap - bench_count_nb(st, p)


@kernel_nb
def free_bench_slot_nb(st, p):
    if st.pl[p, PL_BENCH_CAP] > 0 and bench_count_nb(st, p) >= st.pl[p, PL_BENCH_CAP]:
        return -1  # s30-k9: a Giant Stump-like Stadium's cap
    for s in range(1, NSLOT):
        if st.slot[p, s, S_CARD] < 0:
            return s
    return -1


@kernel_nb
def hand_has_energy_nb(st, ct, p):
    for k in range(ct.n[p]):
        if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_ENERGY:
            return True
    return False


@kernel_inline_nb
def count_cards_nb(st, p):
    """Every card of player p, in every zone (the invariant: equals the deck size)."""
    c = st.pl[p, PL_DECK_N] + st.pl[p, PL_HAND_N]
    for k in range(st.hand.shape[1]):
        c += st.disc[p, k]
    for s in range(NSLOT):
        c += slot_card_count_nb(st, p, s)
    if st.g[G_STADIUM_P] == p:
        c += 1  # the Stadium in play
    return c + st.pl[p, PL_PRIZES_LEFT]
