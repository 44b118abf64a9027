"""Helpers of the s30-k10 Trainer opcodes (SV Items and Supporters): each family module keeps
only its one-line arm (``tests/test_opcodes.py``) and calls the function here.

* ``SEARCH_ENERGY_SPLIT`` (Crispin-like): 2 basic Energy cards of different types from the
  deck, one attached to 1 of your Pokémon, the other into the hand;
* ``END_TURN_DISCARD_HAND`` (Amarys-like): the game field ``G_HAND_LIMIT_END`` that
  ``steps.end_turn_cleanup_nb`` reads (``hand_limit_end_nb``);
* ``HEAL_THEN_DISCARD_ENERGY`` (a modern Super Potion): heal 1 of your Pokémon, then discard
  Energy from that one;
* ``DISCARD_TOOL_AND_SPECIAL`` (Ruffian-like): a Tool and a Special Energy from the same
  Pokémon of the opponent's;
* ``CURE_ONE``: 1 Special Condition off the Active;
* Tools' ``TOOL_END_HEAL`` / ``TOOL_END_ATTACH`` rows at the end of their owner's turn
  (``tool_end_turn_nb``, called by ``steps.end_turn_cleanup_nb``);
* ``TRAINER_TO_DECK`` (Caretaker-like): the card played goes into the deck, not the discard pile;
* ``OPP_HAND_BASIC_TO_ACTIVE`` (Erika's Invitation-like): a Basic from the opponent's hand to
  their Bench, then into their Active Spot;
* ``TRADE_POKEMON_UP_TO`` (Perrin-like): up to N Pokémon from the hand into the deck, as many back;
* ``TOP_DISCARD_ANY`` (Raifort-like): any of the top N cards discarded, the rest back in any order;
* ``bench_caged_nb``: a Stadium's ``ST_BENCH_CAGE`` row (Battle Cage-like), read by PUT_COUNTERS;
* ``PREVENT_OWN_NEXT`` (Acerola's Mischief-like): PREVENT_DAMAGE_NEXT's marks on 1 of your
  Pokémon, the player's pick.
"""

from __future__ import annotations

from ...effects import ANY, ENERGY_SPECIAL, FROM_DECK, FROM_DISCARD, KIND_BASIC_ENERGY, KIND_BASIC_POKEMON, KIND_POKEMON, TO_HAND, TOOL_END_ATTACH, TOOL_END_HEAL, ST_BENCH_CAGE
from ..effects import (
    attach_from_source_nb, card_type_bits_nb, discard_energy_from_nb, heal_nb, pick_deck_card_nb, put_on_bench_nb, switch_active_nb,
    top_rearrange_nb,
)
from ..events import EV_BENCH, EV_CURED, EV_DISCARD, EV_SEARCH, EV_SHUFFLE, log_nb
from ..jit import kernel_inline_nb, kernel_nb
from ..layout import (
    G_HAND_LIMIT_END, G_STADIUM_K, G_TURN, NSLOT, PL_BURN, PL_DECK_N, PL_HAND_N, PL_POISON, PL_STATUS, S_CARD, S_DMG, S_NEN, S_TOOL_K,
    S_PREVENT_AMT, S_PREVENT_EFFECTS, S_PREVENT_FROM, S_PREVENT_UNTIL,
)
from ..predicates import stadium_amount_nb, tool_amount_nb
from ..player.questions import OWN_HEAL, Q_OWN_POKEMON, Q_PROMOTE, Q_REVIVE, Q_TOOL_DISCARD, Q_TRADE_GIVE, Q_TRIGGER
from ..player.seat import decide_nb, set_option_nb
from ..predicates import card_matches_kind_nb
from ..cardtable import SUPER_POKEMON
from ..player.value import card_want_nb
from ..zones import (
    add_to_hand_nb, detach_energy_nb, discard_attached_nb, discard_from_hand_nb, free_bench_slot_nb, remove_from_deck_nb,
    hand_to_deck_nb, shuffle_deck_nb, take_from_hand_nb,
)


@kernel_inline_nb  # one call site
def search_energy_split_nb(st, ct, p, s):
    """SEARCH_ENERGY_SPLIT: the player first picks the card to attach and its Pokémon (as
    ATTACH_ENERGY_ONE from the deck), then a basic Energy card of another type for the hand;
    shuffle.  Returns how many cards were found."""
    n = 0
    tmask = 0
    got = attach_from_source_nb(st, ct, p, s, 1, FROM_DECK, ANY, 2)
    if got != 0:
        n = 1
        for q in range(NSLOT):
            if (got >> q) & 1 == 1 and st.slot[p, q, S_NEN] > 0:
                tmask = card_type_bits_nb(ct, p, st.en[p, q, st.slot[p, q, S_NEN] - 1])
    i = pick_deck_card_nb(st, ct, p, KIND_BASIC_ENERGY, tmask)
    if i >= 0:
        k = remove_from_deck_nb(st, p, i)
        add_to_hand_nb(st, p, k)
        log_nb(st, p, EV_SEARCH, k, TO_HAND, 0)
        n += 1
    shuffle_deck_nb(st, p)
    return n


@kernel_inline_nb  # one call site
def set_hand_limit_end_nb(st, a):
    """END_TURN_DISCARD_HAND: remember this turn and the hand size a."""
    st.g[G_HAND_LIMIT_END] = st.g[G_TURN] * 16 + (a if a < 16 else 15)


@kernel_inline_nb  # one call site
def hand_limit_end_nb(st, ct, p):
    """At the end of p's turn: the hand is discarded when END_TURN_DISCARD_HAND was played
    this turn and it holds enough cards."""
    v = st.g[G_HAND_LIMIT_END]
    if v <= 0 or v // 16 != st.g[G_TURN]:
        return
    st.g[G_HAND_LIMIT_END] = 0
    if st.pl[p, PL_HAND_N] < v % 16:
        return
    for k in range(ct.n[p]):
        while st.hand[p, k] > 0:
            discard_from_hand_nb(st, p, k)
            log_nb(st, p, EV_DISCARD, k, 0, 0)


@kernel_inline_nb  # one call site
def heal_then_discard_energy_nb(st, ct, p, a, b, c):
    """HEAL_THEN_DISCARD_ENERGY: 1 if a Pokémon was healed (and then lost b Energy cards, 0
    all; c % 2 = 1: into the hand instead of the discard pile; c // 2 = cflags bit + 1 the
    Pokémon's card must have, 0 any)."""
    n = 0
    for q in range(NSLOT):
        kq = st.slot[p, q, S_CARD]
        if kq >= 0 and st.slot[p, q, S_DMG] > 0 and (c // 2 == 0 or (ct.cflags[p, kq] >> (c // 2 - 1)) & 1 == 1):
            n = set_option_nb(st, n, q, OWN_HEAL, 0)
    i = decide_nb(st, ct, p, Q_OWN_POKEMON, n)
    if i < 0:
        return 0
    t = st.opt[i, 0]
    heal_nb(st, p, t, a)
    if c % 2 == 0:
        discard_energy_from_nb(st, ct, p, p, t, b, ANY)
        return 1
    m = 0
    while st.slot[p, t, S_NEN] > 0 and (b == 0 or m < b):
        e = detach_energy_nb(st, p, t, st.slot[p, t, S_NEN] - 1)
        add_to_hand_nb(st, p, ct.real[p, e])
        m += 1
    return 1


@kernel_nb
def special_energy_count_nb(st, ct, q, s):
    n = 0
    for i in range(st.slot[q, s, S_NEN]):
        if ct.basic_energy[q, st.en[q, s, i]] == 0:
            n += 1
    return n


@kernel_inline_nb  # one call site
def discard_tool_and_special_nb(st, ct, p):
    """DISCARD_TOOL_AND_SPECIAL: the cards discarded (0 when no Pokémon of the opponent's
    has a Tool or a Special Energy card)."""
    o = 1 - p
    n = 0
    for q in range(NSLOT):
        if st.slot[o, q, S_CARD] >= 0 and (st.slot[o, q, S_TOOL_K] >= 0 or special_energy_count_nb(st, ct, o, q) > 0):
            n = set_option_nb(st, n, q, o, 0)  # as DISCARD_TOOL's question (greedy: the most useful Tool)
    i = decide_nb(st, ct, p, Q_TOOL_DISCARD, n)
    if i < 0:
        return 0
    t = st.opt[i, 0]
    if t < 0:
        return 0
    got = 0
    if st.slot[o, t, S_TOOL_K] >= 0:
        discard_attached_nb(st, o, t, S_TOOL_K)
        got += 1
    if special_energy_count_nb(st, ct, o, t) > 0:
        got += discard_energy_from_nb(st, ct, p, o, t, 1, ENERGY_SPECIAL)
    return got


@kernel_inline_nb  # one call site
def cure_one_nb(st, p):
    """CURE_ONE: Paralyzed, Asleep or Confused first, then Poisoned, then Burned."""
    if st.slot[p, 0, S_CARD] < 0:
        return
    if st.pl[p, PL_STATUS] != 0:
        st.pl[p, PL_STATUS] = 0
    elif st.pl[p, PL_POISON] != 0:
        st.pl[p, PL_POISON] = 0
    elif st.pl[p, PL_BURN] != 0:
        st.pl[p, PL_BURN] = 0
    else:
        return
    log_nb(st, p, EV_CURED, 0, 0, 0)


@kernel_inline_nb  # one call site
def prevent_own_next_nb(st, ct, p, a, b, c, turn):
    """PREVENT_OWN_NEXT: the marks PREVENT_DAMAGE_NEXT puts on the acting Pokémon, on 1 of p's
    Pokémon in play (asked as Q_PROMOTE: greedy protects the one it values most)."""
    n = 0
    for q in range(NSLOT):
        if st.slot[p, q, S_CARD] >= 0:
            n = set_option_nb(st, n, q, 0, 0)
    i = decide_nb(st, ct, p, Q_PROMOTE, n)
    if i < 0:
        return
    t = st.opt[i, 0]
    st.slot[p, t, S_PREVENT_UNTIL] = turn + 1
    st.slot[p, t, S_PREVENT_AMT] = -1 if b == 2 else a
    st.slot[p, t, S_PREVENT_EFFECTS] = 1 if b >= 1 else 0
    st.slot[p, t, S_PREVENT_FROM] = c


@kernel_inline_nb  # one call site
def tool_end_turn_nb(st, ct, p):
    """At the end of p's turn: the TOOL_END_HEAL and TOOL_END_ATTACH rows of the Tools on p's
    Pokémon whose conditions hold (Leftovers-, Powerglass-like)."""
    for s in range(NSLOT):
        if st.slot[p, s, S_CARD] < 0 or st.slot[p, s, S_TOOL_K] < 0:
            continue
        h = tool_amount_nb(st, ct, p, s, TOOL_END_HEAL)
        if h > 0:
            heal_nb(st, p, s, h)
        n = tool_amount_nb(st, ct, p, s, TOOL_END_ATTACH)
        if n > 0:
            attach_from_source_nb(st, ct, p, s, n, FROM_DISCARD, ANY, 0)


@kernel_inline_nb  # one call site
def trainer_to_deck_nb(st, p, card):
    """TRAINER_TO_DECK: the Trainer card being played (card; -1 none) into p's deck, shuffled;
    1 (REG_KEPT: not discarded) if it went there."""
    if card < 0:
        return 0
    n = st.pl[p, PL_DECK_N]
    st.deck[p, n] = card
    st.pl[p, PL_DECK_N] = n + 1
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    return 1



@kernel_inline_nb  # one call site
def opp_hand_basic_to_active_nb(st, ct, p):
    """OPP_HAND_BASIC_TO_ACTIVE: 1 if a Basic Pokémon of the opponent's hand went to their Bench
    and was switched in."""
    o = 1 - p
    if free_bench_slot_nb(st, o) < 0:
        return 0
    n = 0
    for k in range(ct.n[o]):
        if st.hand[o, k] > 0 and card_matches_kind_nb(ct, o, k, KIND_BASIC_POKEMON):
            n = set_option_nb(st, n, k, o, 0)  # (one option per card, as REVIVE's question)
    i = decide_nb(st, ct, p, Q_REVIVE, n)
    if i < 0:
        return 0
    k = st.opt[i, 0]
    take_from_hand_nb(st, o, k)
    t = put_on_bench_nb(st, o, k)
    log_nb(st, o, EV_BENCH, k, t, 0)
    if t > 0:
        switch_active_nb(st, o, t)
    return 1


@kernel_inline_nb  # one call site
def trade_pokemon_up_to_nb(st, ct, p, a):
    """TRADE_POKEMON_UP_TO: up to a Pokémon cards from p's hand into the deck (each: the least
    wanted, then p says whether it goes), then as many Pokémon cards from the deck to the hand;
    shuffle.  Returns how many went into the deck."""
    given = 0
    for _ in range(a):
        n = 0
        for k in range(ct.n[p]):
            if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON:
                n = set_option_nb(st, n, k, 0, 0)
        i = decide_nb(st, ct, p, Q_TRADE_GIVE, n)
        if i < 0:
            break
        give = st.opt[i, 0]
        verdict = 1 if card_want_nb(st, ct, p, give) < 400 else -1  # not an Evolution that fits a Pokémon in play
        n = set_option_nb(st, set_option_nb(st, 0, 0, 0, 0), 1, verdict, 0)
        if st.opt[decide_nb(st, ct, p, Q_TRIGGER, n), 0] != 1:
            break
        hand_to_deck_nb(st, p, give)
        given += 1
    for _ in range(given):
        i = pick_deck_card_nb(st, ct, p, KIND_POKEMON, 0)
        if i < 0:
            break
        k = remove_from_deck_nb(st, p, i)
        add_to_hand_nb(st, p, k)
        log_nb(st, p, EV_SEARCH, k, TO_HAND, 0)
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    return given


@kernel_inline_nb  # one call site
def top_discard_any_nb(st, ct, p, a):
    """TOP_DISCARD_ANY: p looks at its top a cards, discards any of them (one yes / no each, from
    the top), and puts the others back, the one it wants most on top.  Returns how many went."""
    dn = st.pl[p, PL_DECK_N]
    n = a if a < dn else dn
    gone = 0
    for i in range(dn - 1, dn - 1 - n, -1):
        k = st.deck[p, i]
        verdict = 1 if card_want_nb(st, ct, p, k) < 100 else -1  # an Evolution that fits nothing, an Energy not needed
        m = set_option_nb(st, set_option_nb(st, 0, 0, 0, 0), 1, verdict, 0)
        if st.opt[decide_nb(st, ct, p, Q_TRIGGER, m), 0] == 1:
            remove_from_deck_nb(st, p, i)
            st.disc[p, k] += 1
            log_nb(st, p, EV_DISCARD, k, 0, 0)
            gone += 1
    top_rearrange_nb(st, ct, p, p, n - gone)
    return gone


@kernel_nb
def bench_caged_nb(st, ct, o, card):
    """ST_BENCH_CAGE (Battle Cage-like): the Stadium in play keeps the counters of an attack's or
    an Ability's effect (not a Trainer's: card >= 0) off o's Benched Pokémon."""
    return card < 0 and st.g[G_STADIUM_K] >= 0 and st.slot[o, 0, S_CARD] >= 0 \
        and stadium_amount_nb(st, ct, o, 0, ST_BENCH_CAGE, -1, -1) > 0
