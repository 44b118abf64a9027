"""The state evaluator: one number for how well a position stands for player p.

Read only what p knows: both boards, both discard piles, p's own hand, the
counts of every zone.  Never a deck's order, the prizes, the opponent's hand
or a future coin (the lookahead player resamples those before it calls this).

The score is a weighted sum of named terms (``EVAL_TERMS``); the weights live in
the card table (``ct.w[p]``, each seat its own, filled from ``ptcgsim/data/player_weights.json`` or the
caller's) so a tuning run changes them without a recompile.  A finished game
scores ``±WIN_SCORE`` (0 for a draw).  Every term is "more is better for p":
the weight of a term that hurts p is negative.
"""

from __future__ import annotations

from ..jit import kernel_inline_nb, kernel_nb

from ...effects import ASLEEP, PARALYZED
from ..cardtable import CF_COPY
from ..estimates import best_expected_nb, expected_damage_slot_nb
from ..knockout import prize_value_nb
from ..layout import (
    G_OVER,
    G_WINNER,
    NSLOT,
    PL_DECK_N,
    PL_HAND_N,
    PL_POISON,
    PL_PRIZES_LEFT,
    PL_STATUS,
    S_CARD,
    S_DMG,
)
from ..trainer_value import draw_reserve_nb, useful_in_hand_nb
from ..zones import energy_total_nb, hand_has_energy_nb
from .choices import attack_miss_nb, deficit_nb, stranded_short_nb
from .weights import (  # noqa: F401  (EVAL_TERMS, NW, W: re-exported)
    EVAL_TERMS,
    NW,
    W,
    W_BENCH_OUT,
    W_DECK,
    W_DECK_LOW,
    W_ENERGY,
    W_HAND,
    W_HAND_ENERGY,
    W_HP,
    W_IN_PLAY,
    W_KO_NEXT,
    W_OPP_ENERGY,
    W_OPP_HP,
    W_OPP_IN_PLAY,
    W_OPP_STATUS,
    W_PRESSURE,
    W_PRIZE_LEAD,
    W_READY,
    W_STAGE,
    W_STATUS,
    W_STRANDED,
    W_THREAT,
    W_THREAT_KO,
    W_USEFUL_HAND,
)

WIN_SCORE = 1000.0


@kernel_nb
def next_turn_damage_nb(st, ct, R, p, units, one_more):
    """Expected damage p's Active can deal next turn: its best payable attack, or, with
    one_more, its best attack when a single Energy is missing (one attachment away)."""
    if st.slot[p, 0, S_CARD] < 0 or st.slot[1 - p, 0, S_CARD] < 0:
        return 0.0
    d = best_expected_nb(st, ct, R, p, 0, units)
    if d < 0:
        d = 0.0
    if one_more:
        pot = one_away_expected_nb(st, ct, R, p, 0, units)
        if pot > d:
            d = pot
    return d


@kernel_inline_nb
def one_away_expected_nb(st, ct, R, p, s, units):
    """Best expected damage among slot s's attacks that one more Energy unit would pay for
    (0 when none).  Only those: an attack three units away is no threat next turn (before,
    any attack counted once the cheapest was one unit away: a bare Hitmonchan facing
    Electabuzz read as a Knock Out by Special Punch, and the lookahead kept Electabuzz
    on the Bench)."""
    k = st.slot[p, s, S_CARD]
    deficit_nb(st, ct, p, s, -1, -1, units)  # fills units with what slot s has
    copy = (ct.cflags[p, k] & CF_COPY) != 0
    best = 0.0
    for j in range(ct.n_atk[p, k]):
        if attack_miss_nb(units, ct.atk_cost[p, k, j], copy) <= 1:
            e = expected_damage_slot_nb(st, ct, R, p, s, j)
            if e > best:
                best = e
    return best


@kernel_nb
def usable_energy_nb(st, ct, p, s):
    """Energy units on slot s, capped at its most expensive attack's cost."""
    k = st.slot[p, s, S_CARD]
    most = 0
    for j in range(ct.n_atk[p, k]):
        c = 0
        for t in range(ct.atk_cost.shape[3]):
            c += ct.atk_cost[p, k, j, t]
        if c > most:
            most = c
    e = energy_total_nb(st, ct, p, s)
    return e if e < most else most


@kernel_nb
def status_count_nb(st, p):
    s = st.pl[p, PL_STATUS]
    n = 1 if (s == ASLEEP or s == PARALYZED) else 0
    if st.pl[p, PL_POISON] > 0:
        n += 1
    return n


@kernel_nb
def evaluate_nb(st, ct, R, p, units):
    """The position's score for player p (the weighted terms of EVAL_TERMS)."""
    w = ct.w[p]
    o = 1 - p
    if st.g[G_OVER] != 0:
        win = st.g[G_WINNER]
        return WIN_SCORE if win == p else (-WIN_SCORE if win == o else 0.0)
    v = w[W_PRIZE_LEAD] * (st.pl[o, PL_PRIZES_LEFT] - st.pl[p, PL_PRIZES_LEFT])
    # the race next turn, both ways
    ka = st.slot[p, 0, S_CARD]
    kd = st.slot[o, 0, S_CARD]
    if ka >= 0 and kd >= 0:
        mine = next_turn_damage_nb(st, ct, R, p, units, hand_has_energy_nb(st, ct, p))
        left = ct.hp[o, kd] - st.slot[o, 0, S_DMG]
        if left > 0:
            if mine >= left:
                v += w[W_KO_NEXT] * prize_value_nb(ct, R, o, kd)
                v += w[W_PRESSURE]
            else:
                v += w[W_PRESSURE] * mine / left
        theirs = next_turn_damage_nb(st, ct, R, o, units, True)  # they may well attach one
        left = ct.hp[p, ka] - st.slot[p, 0, S_DMG]
        if left > 0:
            if theirs >= left:
                v += w[W_THREAT_KO] * prize_value_nb(ct, R, p, ka)
                v += w[W_THREAT]
            else:
                v += w[W_THREAT] * theirs / left
    # the boards
    n_mine = 0
    n_theirs = 0
    for s in range(NSLOT):
        k = st.slot[p, s, S_CARD]
        if k >= 0:
            n_mine += 1
            v += w[W_HP] * (ct.hp[p, k] - st.slot[p, s, S_DMG]) / 100.0
            v += w[W_ENERGY] * usable_energy_nb(st, ct, p, s)
            v += w[W_STAGE] * ct.stage[p, k]
            if deficit_nb(st, ct, p, s, -1, -1, units) == 0:
                v += w[W_READY]
        k = st.slot[o, s, S_CARD]
        if k >= 0:
            n_theirs += 1
            v += w[W_OPP_HP] * (ct.hp[o, k] - st.slot[o, s, S_DMG]) / 100.0
            v += w[W_OPP_ENERGY] * usable_energy_nb(st, ct, o, s)
    v += w[W_IN_PLAY] * min(n_mine, 4) + w[W_OPP_IN_PLAY] * min(n_theirs, 4)
    if ka >= 0 and w[W_STRANDED] != 0:
        # an Active that can neither attack nor retreat: the turns of Energy it needs first
        v += w[W_STRANDED] * min(stranded_short_nb(st, ct, p, -1, units), 4)
    if n_mine == 1 and ka >= 0:
        theirs = next_turn_damage_nb(st, ct, R, o, units, True)
        if theirs >= ct.hp[p, ka] - st.slot[p, 0, S_DMG]:
            v += w[W_BENCH_OUT]
    # resources and the clock
    v += w[W_HAND] * min(st.pl[p, PL_HAND_N], 7)
    v += w[W_USEFUL_HAND] * min(useful_in_hand_nb(st, ct, R, p, -1), 7)
    if hand_has_energy_nb(st, ct, p):
        v += w[W_HAND_ENERGY]
    # the deck-out clock: cards short of the draw reserve greedy keeps
    short = draw_reserve_nb(st, ct, R, p) - st.pl[p, PL_DECK_N]
    if short > 0:
        v += w[W_DECK_LOW] * short
    v += w[W_DECK] * min(st.pl[p, PL_DECK_N], 30)
    v += w[W_OPP_STATUS] * status_count_nb(st, o) + w[W_STATUS] * status_count_nb(st, p)
    return v
