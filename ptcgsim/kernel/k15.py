"""Kernel slice 31 k15: EX-era Poké-Bodies that act at the Checkup or after a power is used.

* ``PASSIVE_DEEP_SLEEP``: while such a Pokémon is an Active, the Checkup's Sleep flip is 2 coins, and an
  Asleep Pokémon wakes only on 2 heads (``sleep_wakes_nb``);
* ``PASSIVE_BEDHEAD``: an Active with it still Asleep after the Sleep flip puts damage on the opponent's
  Active (``bedhead_nb``);
* ``PASSIVE_DARK_EYES``: after a Pokémon uses an activated power, each such power of its opponent's puts
  damage on it (``dark_eyes_nb``).
"""

from __future__ import annotations

from .jit import kernel_inline_nb
from ..effects import ASLEEP, PASSIVE_BEDHEAD, PASSIVE_DARK_EYES, PASSIVE_DEEP_SLEEP
from .damage import place_damage_nb
from .events import COIN_SLEEP, EV_CHECKUP, EV_COIN, log_nb
from .layout import NSLOT, PL_STATUS, S_CARD
from .predicates import passive_arg_nb, passive_nb
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
