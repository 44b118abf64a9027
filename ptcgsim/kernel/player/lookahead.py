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
from .weights import W_MARGIN_ATTACH, W_MARGIN_ATTACK, W_MARGIN_END, W_MARGIN_OTHER, W_MARGIN_TRAINER, W_TRAINER_SAMPLES
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
    retreats (base) two rollouts could otherwise send the Pokémon back and forth.  Ending
    the turn is tried in place of greedy's attack (``margin_attack``); in place of anything
    else only when ``margin_end`` is below 5 (tried at every decision, it stopped the
    lookahead's development: the evaluator scored many an idle turn above greedy's).
    sc: the scratch state (the worker's, allocated once).

    One call of ``sampled_value_nb`` serves the baselines and the options (it is inlined:
    one call site), so the loop below computes greedy's baseline on one sample when the
    first non-Trainer option needs it and on the Trainer samples when the first Trainer
    does; the rollouts touch only the scratch, so the order changes no value."""
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
    base = 0.0
    base_tr = 0.0  # greedy's plan over the Trainer samples
    have_base = False
    have_tr = False
    best = gi
    best_gain = 0.0
    i = 0
    while i < n:
        kind = st.acts[i, 0]
        margin = margin_nb(ct, p, kind, gk)
        if i == gi or (kind == A_RETREAT and st.pl[p, PL_RETREATS] > 0) or margin >= MARGIN_NEVER:
            i += 1
            continue
        tr = kind == A_TRAINER
        k = k_tr if tr else 1
        baseline = (tr and not have_tr) or (not tr and not have_base)
        if baseline:
            ak, ax, ay = gk, gx, gy
        else:
            ak, ax, ay = kind, st.acts[i, 1], st.acts[i, 2]
        v = sampled_value_nb(st, ct, R, p, sc, srec, units, ak, ax, ay, seed, k)
        if baseline:
            if tr:
                base_tr = v
                have_tr = True
            else:
                base = v
                have_base = True
            continue  # option i next
        gain = v - (base_tr if tr else base) - margin
        if gain > best_gain:
            best_gain = gain
            best = i
        i += 1
    return n, best


MARGIN_NEVER = 5.0  #: a margin this large means "never replace greedy's plan by this kind": not even tried


@kernel_inline_nb  # one call site (the loop above): inlined, no library of its own
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


@kernel_inline_nb  # one call site
def margin_nb(ct, p, kind, gk):
    """How much more than greedy's plan (of kind gk) an action of this kind must score
    (evaluate.py)."""
    if kind == A_ATTACK or (kind == A_END and gk == A_ATTACK):
        return ct.w[p, W_MARGIN_ATTACK]
    if kind == A_END:
        return ct.w[p, W_MARGIN_END]
    if kind == A_TRAINER:
        return ct.w[p, W_MARGIN_TRAINER]
    if kind == A_ATTACH:
        return ct.w[p, W_MARGIN_ATTACH]
    return ct.w[p, W_MARGIN_OTHER]
