"""Kernel slice 31 k15: EX-era Poké-Bodies that act at the Checkup or after a power is used.

* ``PASSIVE_DEEP_SLEEP``: while such a Pokémon is an Active, the Checkup's Sleep flip is 2 coins, and an
  Asleep Pokémon wakes only on 2 heads (``sleep_wakes_nb``);
* ``PASSIVE_BEDHEAD``: an Active with it still Asleep after the Sleep flip puts damage on the opponent's
  Active (``bedhead_nb``);
* ``PASSIVE_DARK_EYES``: after a Pokémon uses an activated power, each such power of its opponent's puts
  damage on it (``dark_eyes_nb``);
* ``PASSIVE_ATTACH_HEAL``, ``PASSIVE_SPECIAL_ATTACH_COUNTERS``: an Energy card attached from the hand
  (``hand_attach_bodies_nb``); ``PASSIVE_BT_HEAL_KIND``: a heal at the Checkup (``bt_heal_kind_nb``).
"""

from __future__ import annotations

from .jit import kernel_inline_nb
from ..effects import ASLEEP, CNT_ARG, OP_REQ_COUNT, PASSIVE_BEDHEAD, PASSIVE_DARK_EYES, PASSIVE_DEEP_SLEEP
from ..effects import PASSIVE_ATTACH_HEAL, PASSIVE_BT_HEAL_KIND, PASSIVE_SPECIAL_ATTACH_COUNTERS
from .cardtable import CF_EX
from .effects import heal_nb
from .damage import place_damage_nb
from .events import COIN_SLEEP, EV_CHECKUP, EV_COIN, log_nb
from .layout import G_TURN, NSLOT, PL_STATUS, S_CARD, S_DMG, S_PWR_TURN
from .predicates import card_matches_kind_nb, mod_count_nb, passive_arg_nb, passive_nb, power_count_ok_nb
from .rng import coin_nb


@kernel_inline_nb
def sleep_wakes_nb(st, ct, p):
    """The Checkup's Sleep flip for p's Asleep Active: heads wakes it; with a working PASSIVE_DEEP_SLEEP on
    either Active, 2 coins, both heads to wake."""
    n = 2 if passive_nb(st, ct, 0, 0, PASSIVE_DEEP_SLEEP) or passive_nb(st, ct, 1, 0, PASSIVE_DEEP_SLEEP) else 1
    wake = True
    for _ in range(n):
        c = coin_nb(st.rng)
        log_nb(st, p, EV_COIN, c, COIN_SLEEP, 0)
        if c == 0:
            wake = False
    return wake


@kernel_inline_nb
def bedhead_nb(st, ct):
    """After the Sleep flips: each Active still Asleep with a working PASSIVE_BEDHEAD puts c damage on the
    opponent's Active."""
    for p in range(2):
        if st.slot[p, 0, S_CARD] >= 0 and st.pl[p, PL_STATUS] == ASLEEP and st.slot[1 - p, 0, S_CARD] >= 0 \
                and passive_nb(st, ct, p, 0, PASSIVE_BEDHEAD):
            amt = passive_arg_nb(st, ct, p, 0)
            log_nb(st, 1 - p, EV_CHECKUP, amt, 0, 0)
            place_damage_nb(st, 1 - p, 0, amt)


@kernel_inline_nb
def dark_eyes_nb(st, ct, p, s, k):
    """p's Pokémon (card k, used from slot s) just used an activated power: each working PASSIVE_DARK_EYES
    of p's opponent puts its c damage on it (found again by its card if the power moved it)."""
    t = s if st.slot[p, s, S_CARD] == k else -1
    if t < 0:
        for w in range(NSLOT):
            if st.slot[p, w, S_CARD] == k:
                t = w
                break
    if t < 0:
        return
    for w in range(NSLOT):
        if st.slot[1 - p, w, S_CARD] >= 0 and passive_nb(st, ct, 1 - p, w, PASSIVE_DARK_EYES):
            amt = passive_arg_nb(st, ct, 1 - p, w)
            log_nb(st, p, EV_CHECKUP, amt, 0, t)
            place_damage_nb(st, p, t, amt)


@kernel_inline_nb
def hand_attach_bodies_nb(st, ct, p, s, k):
    """p attached Energy card k from the hand to its slot s: that Pokémon's PASSIVE_ATTACH_HEAL of k's kind heals
    it; a Special Energy card: the first working PASSIVE_SPECIAL_ATTACH_COUNTERS of p's opponent, unless one was
    used this turn, puts its damage on it."""
    if passive_nb(st, ct, p, s, PASSIVE_ATTACH_HEAL):
        c = passive_arg_nb(st, ct, p, s)
        if card_matches_kind_nb(ct, p, k, c // CNT_ARG - 1):
            heal_nb(st, p, s, 0)
    if ct.basic_energy[p, k] == 1:
        return
    o = 1 - p
    turn = st.g[G_TURN]
    first = -1
    for w in range(NSLOT):
        if st.slot[o, w, S_CARD] >= 0 and passive_nb(st, ct, o, w, PASSIVE_SPECIAL_ATTACH_COUNTERS):
            if st.slot[o, w, S_PWR_TURN] == turn:
                return  # "more than 1 ... each turn": one was used
            if first < 0:
                first = w
    if first >= 0:
        st.slot[o, first, S_PWR_TURN] = turn
        amt = passive_arg_nb(st, ct, o, first)
        log_nb(st, p, EV_CHECKUP, amt, 0, s)
        place_damage_nb(st, p, s, amt)


@kernel_inline_nb
def bt_heal_kind_nb(st, ct):
    """At the Checkup: for each player, the first working PASSIVE_BT_HEAL_KIND whose REQ_COUNT row holds heals
    c from each of that player's Pokémon that is no Pokémon-ex and has an Energy card of the row's kind attached."""
    for q in range(2):
        for w in range(NSLOT):
            kw = st.slot[q, w, S_CARD]
            if kw < 0 or not passive_nb(st, ct, q, w, PASSIVE_BT_HEAL_KIND) or not power_count_ok_nb(st, ct, q, w, False):
                continue
            r = ct.pw_prog[q, kw, 0] + 1
            code = ct.prog[r, 1]
            amt = passive_arg_nb(st, ct, q, w)
            for t in range(NSLOT):
                kt = st.slot[q, t, S_CARD]
                if kt >= 0 and (ct.cflags[q, kt] & CF_EX) == 0 and st.slot[q, t, S_DMG] > 0 \
                        and ct.prog[r, 0] == OP_REQ_COUNT and mod_count_nb(st, ct, q, t, code % CNT_ARG, code // CNT_ARG - 1) > 0:
                    heal_nb(st, q, t, amt)
            break
