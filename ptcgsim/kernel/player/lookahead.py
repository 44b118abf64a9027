"""The ``lookahead`` player: try every legal action on a scratch copy, keep the best.

At each turn-level decision the seat lists its legal actions and, for each one:

1. copies the game into the worker's scratch state ``sc`` (preallocated with the
   real one: nothing is allocated here);
2. *resamples what it cannot see* in the copy: its own deck and prizes are one
   pool, the opponent's hand, deck and prizes another; each pool is put in card
   order and shuffled with a seed the seat draws from its own stream, and the
   copy's coin streams are reseeded from the same seed — so the copy knows the
   counts of every zone and nothing of any order, hand or future coin;
3. applies the action and lets the turn go on greedily to its end (the attack,
   Knock Outs, the Checkup);
4. scores the end of the turn with ``evaluate.evaluate_nb``.

Every option of one decision uses the same resample (common random numbers), so
the options are compared on the same hidden cards and coins; the best wins, the
first listed on a tie (``legal_actions_nb`` lists in card order, never in
decklist order).  All sub-decisions inside the copy are greedy's.
"""

from __future__ import annotations

from ..jit import kernel_inline_nb, kernel_nb

import numpy as np

from ..layout import (
    G_CHECK,
    G_LOG,
    NSLOT,
    NS,
    MAXEN,
    PL_KIND,
    PL_RETREATS,
)
from ..actions import A_ATTACH, A_ATTACK, A_END, A_RETREAT, A_TRAINER, legal_actions_nb
from ..hidden import resample_hidden_nb
from ..rng import STREAM_CHOICE0, next_u64_nb, seed_streams_nb
from ..steps import TURN_GOES_ON, finish_turn_nb, settle_nb, take_action_nb
from .evaluate import evaluate_nb
from .weights import W_MARGIN_ATTACH, W_MARGIN_ATTACK, W_MARGIN_OTHER, W_MARGIN_TRAINER, W_TRAINER_SAMPLES
from .greedy import greedy_plan_nb

#: the greedy seat code (seat.PLAYER_GREEDY; imported there from here would be a cycle)
_GREEDY = 0
MAX_ROLLOUT_ACTIONS = 60  #: a rollout's turn ends after this many actions


@kernel_nb
def copy_state_nb(dst, src):
    """Copy the game part of src into dst (not the event log, the script, the action
    and option rows)."""
    for i in range(src.g.shape[0]):
        dst.g[i] = src.g[i]
    for p in range(2):
        for i in range(src.pl.shape[1]):
            dst.pl[p, i] = src.pl[p, i]
        for i in range(src.deck.shape[1]):
            dst.deck[p, i] = src.deck[p, i]
        for i in range(src.hand.shape[1]):
            dst.hand[p, i] = src.hand[p, i]
            dst.disc[p, i] = src.disc[p, i]
        for i in range(src.prize.shape[1]):
            dst.prize[p, i] = src.prize[p, i]
        for s in range(NSLOT):
            for f in range(NS):
                dst.slot[p, s, f] = src.slot[p, s, f]
            for i in range(MAXEN):
                dst.en[p, s, i] = src.en[p, s, i]
    for i in range(src.tmp.shape[0]):
        dst.tmp[i] = src.tmp[i]
    for i in range(src.rng.shape[0]):
        dst.rng[i] = src.rng[i]


@kernel_inline_nb
def scratch_copy_nb(sc, st, p, seed):
    """sc := what player p knows of st, with the unseen cards and coins resampled from seed."""
    copy_state_nb(sc, st)
    seed_streams_nb(sc.rng, seed, 0)
    resample_hidden_nb(sc, p, False)
    resample_hidden_nb(sc, 1 - p, True)
    sc.pl[0, PL_KIND] = _GREEDY
    sc.pl[1, PL_KIND] = _GREEDY
    sc.g[G_LOG] = 0
    sc.g[G_CHECK] = 0


@kernel_inline_nb
def lookahead_seed_nb(st, p):
    """The seat's resample seed for this decision (its own stream: never the game's)."""
    return next_u64_nb(st.rng, STREAM_CHOICE0 + p)


@kernel_inline_nb
def rollout_nb(sc, ct, R, srec, p, kind, x, y, units):
    """Take action (kind, x, y) in sc, let p's turn go on greedily to its end, score it."""
    r = take_action_nb(sc, ct, R, srec, p, kind, x, y, units)
    steps = 0
    while r == TURN_GOES_ON:
        if settle_nb(sc, ct, R, srec, units) != 0:
            return evaluate_nb(sc, ct, R, p, units)  # the action ended the game
        steps += 1
        if steps > MAX_ROLLOUT_ACTIONS:
            break
        greedy_plan_nb(sc, ct, R, p, units)
        r = take_action_nb(sc, ct, R, srec, p, sc.acts[0, 0], sc.acts[0, 1], sc.acts[0, 2], units)
    finish_turn_nb(sc, ct, R, srec, p, units)
    return evaluate_nb(sc, ct, R, p, units)


@kernel_inline_nb
def lookahead_pick_nb(st, ct, R, p, sc, srec, units):
    """(n, i): the legal actions are the n rows of st.acts; i is the pick.

    Greedy's own plan is the baseline: another action replaces it only when its rollout
    scores more than the baseline's by the margin weight of its kind (an estimate's
    noise must not buy a worse move).  A second retreat in a turn is never tried: with unlimited
    retreats (base) two rollouts could otherwise send the Pokémon back and forth.
    sc: the scratch state (the worker's, allocated once)."""
    greedy_plan_nb(st, ct, R, p, units)
    gk = st.acts[0, 0]
    gx = st.acts[0, 1]
    gy = st.acts[0, 2]
    n = legal_actions_nb(st, ct, R, p, units)
    if n == 1:
        return 1, 0
    gi = 0
    for i in range(n):
        if st.acts[i, 0] == gk and st.acts[i, 1] == gx and st.acts[i, 2] == gy:
            gi = i
            break
    seed = lookahead_seed_nb(st, p)
    k_tr = int(ct.w[p, W_TRAINER_SAMPLES])
    if k_tr < 1:
        k_tr = 1
    base = sampled_value_nb(st, ct, R, p, sc, srec, units, gk, gx, gy, seed, 1)
    base_tr = -1e300  # greedy's plan over the Trainer samples (only when a Trainer is tried)
    best = gi
    best_gain = 0.0
    for i in range(n):
        kind = st.acts[i, 0]
        if i == gi or (kind == A_RETREAT and st.pl[p, PL_RETREATS] > 0) or margin_nb(ct, p, kind) >= MARGIN_NEVER:
            continue
        if kind == A_TRAINER:
            if base_tr == -1e300:
                base_tr = sampled_value_nb(st, ct, R, p, sc, srec, units, gk, gx, gy, seed, k_tr)
            v = sampled_value_nb(st, ct, R, p, sc, srec, units, kind, st.acts[i, 1], st.acts[i, 2], seed, k_tr)
            gain = v - base_tr - margin_nb(ct, p, kind)
        else:
            v = sampled_value_nb(st, ct, R, p, sc, srec, units, kind, st.acts[i, 1], st.acts[i, 2], seed, 1)
            gain = v - base - margin_nb(ct, p, kind)
        if gain > best_gain:
            best_gain = gain
            best = i
    return n, best


MARGIN_NEVER = 5.0  #: a margin this large means "never replace greedy's plan by this kind": not even tried


@kernel_nb
def sampled_value_nb(st, ct, R, p, sc, srec, units, kind, x, y, seed, k):
    """The mean rollout score of (kind, x, y) over k resamples (seed, seed + 1, ...).  A
    Trainer that draws or searches is judged on several: one lucky sample would make the
    lookahead believe it always finds the PlusPower (measured: single-sample Trainer
    choices lost to greedy's)."""
    total = 0.0
    for j in range(k):
        scratch_copy_nb(sc, st, p, seed + np.uint64(j))
        total += rollout_nb(sc, ct, R, srec, p, kind, x, y, units)
    return total / k


@kernel_nb
def margin_nb(ct, p, kind):
    """How much more than greedy's plan an action of this kind must score (evaluate.py)."""
    if kind == A_ATTACK or kind == A_END:
        return ct.w[p, W_MARGIN_ATTACK]
    if kind == A_TRAINER:
        return ct.w[p, W_MARGIN_TRAINER]
    if kind == A_ATTACH:
        return ct.w[p, W_MARGIN_ATTACH]
    return ct.w[p, W_MARGIN_OTHER]
