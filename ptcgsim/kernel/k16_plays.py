"""(s31-k16) PASSIVE_OPP_PLAY_COUNTERS: counters on the opponent's Pokémon when they attach an
Energy card from the hand to it, evolve it from the hand, or retreat it (kernel/k16_bodies.py
describes the slice; actions.apply_action_nb calls this after those actions)."""

from __future__ import annotations

from .jit import kernel_nb

from ..effects import PASSIVE_OPP_PLAY_COUNTERS
from .damage import place_damage_nb
from .events import EV_CHECKUP, log_nb
from .layout import G_TURN, NSLOT, S_CARD, S_PWR_TURN
from .predicates import passive_arg_nb, passive_nb


@kernel_nb
def opp_play_counters_nb(st, ct, p, s, trig, hp_before):
    """p did trig (OPC_*) to its slot s: the largest working PASSIVE_OPP_PLAY_COUNTERS body of
    p's opponent for trig puts its counters on that Pokémon (hp_before: its remaining HP
    before the action, for OPC_RETREAT)."""
    o = 1 - p
    turn = st.g[G_TURN]
    best = 0
    bw = -1
    for w in range(NSLOT):
        if st.slot[o, w, S_CARD] < 0 or not passive_nb(st, ct, o, w, PASSIVE_OPP_PLAY_COUNTERS):
            continue
        c = passive_arg_nb(st, ct, o, w)
        if (c // 1000) % 10 != trig or hp_before < (c // 100000):
            continue
        if (c // 10000) % 10 == 1 and st.slot[o, w, S_PWR_TURN] == turn:
            return  # once each turn: one of these bodies was used this turn
        if c % 1000 > best:
            best = c % 1000
            bw = w
    if bw < 0 or st.slot[p, s, S_CARD] < 0:
        return
    for w in range(NSLOT):  # the body's use this turn (every such body of the player: "more than 1 ... each turn")
        if st.slot[o, w, S_CARD] >= 0 and passive_nb(st, ct, o, w, PASSIVE_OPP_PLAY_COUNTERS):
            if (passive_arg_nb(st, ct, o, w) // 10000) % 10 == 1:
                st.slot[o, w, S_PWR_TURN] = turn
    log_nb(st, p, EV_CHECKUP, best, 0, s)
    place_damage_nb(st, p, s, best)
