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

from ..jit import kernel_nb

from ...effects import ASLEEP, PARALYZED
from ..estimates import best_expected_nb, damage_potential_nb
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
from ..trainer_value import useful_in_hand_nb
from ..zones import energy_total_nb, hand_has_energy_nb
from .choices import deficit_nb

#: (name, what the term measures); the order is the index into ct.w[p].  The weights
#: themselves are data (ptcgsim/players.py): changing one needs no recompile.
EVAL_TERMS = (
    ("prize_lead", "prizes p is ahead (opponent's prizes left - p's)"),
    ("ko_next", "prizes p's Active takes next turn if its best expected damage Knocks Out the Defender"),
    ("pressure", "fraction of the Defender's remaining HP p's Active can deal next turn (0..1)"),
    ("threat_ko", "prizes the opponent's Active takes next turn if it can Knock Out p's Active"),
    ("threat", "fraction of p's Active's remaining HP the opponent's Active can deal next turn"),
    ("bench_out", "p has one Pokémon in play and the opponent can Knock It Out next turn"),
    ("hp", "p's Pokémon in play: remaining HP / 100"),
    ("opp_hp", "the opponent's Pokémon in play: remaining HP / 100"),
    ("in_play", "p's Pokémon in play (up to 4)"),
    ("opp_in_play", "the opponent's Pokémon in play (up to 4)"),
    ("energy", "Energy units on p's Pokémon that their attacks can use"),
    ("opp_energy", "Energy units on the opponent's Pokémon that their attacks can use"),
    ("ready", "p's Pokémon in play that can pay for an attack"),
    ("stage", "evolution stages of p's Pokémon in play"),
    ("hand", "cards in p's hand (up to 7)"),
    ("useful_hand", "cards in p's hand it could still use: playable Trainers, Energy its Pokémon need, fitting Pokémon"),
    ("hand_energy", "p holds an Energy card for next turn's attachment"),
    ("deck_low", "cards p's deck is short of the draws its remaining turns need (the deck-out clock)"),
    ("deck", "cards in p's deck (up to 30): every card drawn now is one turn fewer before a deck-out"),
    ("opp_status", "the Defender is Asleep or Paralyzed (+1), Poisoned (+1)"),
    ("status", "p's Active is Asleep or Paralyzed (+1), Poisoned (+1)"),
    # not terms: the lookahead's margins over greedy's own plan, by the kind of action that
    # would replace it (lookahead.py)
    ("margin_attack", "how much more than greedy's plan attacking now or ending the turn must score"),
    ("margin_trainer", "how much more than greedy's plan playing a Trainer must score"),
    ("margin_attach", "how much more than greedy's plan attaching an Energy must score"),
    ("margin_other", "how much more than greedy's plan benching, evolving, retreating or a Power must score"),
    ("trainer_samples", "resamples a Trainer option (and greedy's plan beside it) is scored on (an integer >= 1)"),
)
NW = len(EVAL_TERMS)
W = {name: i for i, (name, _) in enumerate(EVAL_TERMS)}
(W_PRIZE_LEAD, W_KO_NEXT, W_PRESSURE, W_THREAT_KO, W_THREAT, W_BENCH_OUT, W_HP, W_OPP_HP, W_IN_PLAY,
 W_OPP_IN_PLAY, W_ENERGY, W_OPP_ENERGY, W_READY, W_STAGE, W_HAND, W_USEFUL_HAND, W_HAND_ENERGY, W_DECK_LOW,
 W_DECK, W_OPP_STATUS, W_STATUS, W_MARGIN_ATTACK, W_MARGIN_TRAINER, W_MARGIN_ATTACH, W_MARGIN_OTHER,
 W_TRAINER_SAMPLES) = range(NW)
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
    if one_more and deficit_nb(st, ct, p, 0, -1, -1, units) == 1:
        pot = float(damage_potential_nb(st, ct, R, p, 0))
        if pot > d:
            d = pot
    return d


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
    if n_mine == 1 and ka >= 0:
        theirs = next_turn_damage_nb(st, ct, R, o, units, True)
        if theirs >= ct.hp[p, ka] - st.slot[p, 0, S_DMG]:
            v += w[W_BENCH_OUT]
    # resources and the clock
    v += w[W_HAND] * min(st.pl[p, PL_HAND_N], 7)
    v += w[W_USEFUL_HAND] * min(useful_in_hand_nb(st, ct, R, p, -1), 7)
    if hand_has_energy_nb(st, ct, p):
        v += w[W_HAND_ENERGY]
    # own turns still to play, at about two turns per prize the opponent still holds
    short = 2 * st.pl[o, PL_PRIZES_LEFT] + 2 - st.pl[p, PL_DECK_N]
    if short > 0:
        v += w[W_DECK_LOW] * short
    v += w[W_DECK] * min(st.pl[p, PL_DECK_N], 30)
    v += w[W_OPP_STATUS] * status_count_nb(st, o) + w[W_STATUS] * status_count_nb(st, p)
    return v
