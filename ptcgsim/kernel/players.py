"""Players: each picks one of the legal actions listed in ``st.acts``.

* ``greedy`` — the default heuristic: benches Basics, evolves, attaches energy
  where it soonest enables the best attack, plays Trainers for value, retreats
  an Active that cannot attack when a Benched Pokémon can, then attacks with
  the highest expected damage, preferring a Knock Out.
* ``random`` — uniform over the legal actions (its own random stream).
* ``passive`` — does nothing (ends every turn): the opponent of a goldfish run.

Players read only what a player sees: both boards, their own hand, discard
piles and counts; never a deck's order, the prizes or the opponent's hand.
"""

from __future__ import annotations

from .jit import kernel_nb


from .actions import A_ATTACH, A_ATTACK, A_BENCH, A_END, A_EVOLVE, A_RETREAT, A_TRAINER
from .cardtable import SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER
from .choices import PLAYER_PASSIVE, PLAYER_RANDOM, pick_random_nb
from .layout import NSLOT, NT, PL_ENERGY_DONE, PL_KIND, S_CARD, S_DMG, S_NEN
from .predicates import (
    attack_legal_nb,
    can_attach_nb,
    can_bench_nb,
    can_evolve_nb,
    can_play_trainer_nb,
    can_retreat_nb,
    cost_payable_nb,
    may_attack_now_nb,
)
from .zones import bench_count_nb
from .estimates import (
    best_expected_nb,
    damage_potential_nb,
    expected_damage_nb,
    self_knock_out_nb,
)
from .trainer_value import trainer_score_nb


@kernel_nb
def energy_deficit_nb(st, ct, p, s, extra_e, units):
    """Smallest number of missing units over s's attacks, counting energy card extra_e (-1 none)."""
    k = st.slot[p, s, S_CARD]
    for t in range(NT):
        units[t] = 0
    for i in range(st.slot[p, s, S_NEN]):
        for t in range(NT):
            units[t] += ct.provides[p, st.en[p, s, i], t]
    if extra_e >= 0:
        for t in range(NT):
            units[t] += ct.provides[p, extra_e, t]
    best = 99
    for j in range(ct.n_atk[p, k]):
        cost = ct.atk_cost[p, k, j]
        if cost_payable_nb(units, cost):
            return 0
        miss = 0
        surplus = units[NT - 1]
        for t in range(NT - 1):
            if units[t] < cost[t]:
                miss += cost[t] - units[t]
            else:
                surplus += units[t] - cost[t]
        if cost[NT - 1] > surplus:
            miss += cost[NT - 1] - surplus
        if miss < best:
            best = miss
    return best


@kernel_nb
def attach_score_nb(st, ct, R, p, e, s, units):
    before = energy_deficit_nb(st, ct, p, s, -1, units)
    after = energy_deficit_nb(st, ct, p, s, e, units)
    gain = before - after
    v = 150.0
    if gain > 0:
        v = 300.0 + 20 * gain
        if after == 0:
            v += 100.0 if s == 0 else 40.0
        # energy for a Pokémon that cannot hurt the Defender is worth less
        if damage_potential_nb(st, ct, R, p, s) == 0:
            v -= 160.0
    if s == 0:
        v += 5.0
    k = st.slot[p, s, S_CARD]
    v += 0.01 * (ct.hp[p, k] - st.slot[p, s, S_DMG])
    return v


@kernel_nb
def greedy_choice_nb(st, ct, R, p, n, units):
    best = 0
    best_v = 0.0
    atk = -1
    atk_v = -1.0
    o = 1 - p
    for i in range(1, n):
        kind = st.acts[i, 0]
        x = st.acts[i, 1]
        y = st.acts[i, 2]
        v = 0.0
        if kind == A_BENCH:
            v = 500.0
        elif kind == A_EVOLVE:
            v = 600.0 + (20.0 if y == 0 else 0.0)
        elif kind == A_ATTACH:
            v = attach_score_nb(st, ct, R, p, x, y, units)
        elif kind == A_TRAINER:
            v = trainer_score_nb(st, ct, R, p, x, units)
        elif kind == A_RETREAT:
            mine = best_expected_nb(st, ct, R, p, 0, units) if may_attack_now_nb(st, R, p) else -1.0
            theirs = best_expected_nb(st, ct, R, p, y, units)
            if theirs > 0 and theirs > mine and (mine <= 0 or theirs >= 2 * mine):
                v = 250.0 + theirs
        elif kind == A_ATTACK:
            e = expected_damage_nb(st, ct, R, p, x)
            dk = st.slot[o, 0, S_CARD]
            left = ct.hp[o, dk] - st.slot[o, 0, S_DMG]
            av = e + 1.0
            if e >= left:
                av += 1000.0
            if self_knock_out_nb(st, ct, p, x) and bench_count_nb(st, p) == 0:
                av -= 5000.0  # it would Knock Out our last Pokémon: a loss unless nothing else
            if av > atk_v:
                atk_v = av
                atk = i
            continue
        if v > best_v:
            best_v = v
            best = i
    if best_v > 0:
        return best
    if atk >= 0:
        return atk
    return 0


@kernel_nb
def choose_action_nb(st, ct, R, p, n, units):
    kind = st.pl[p, PL_KIND]
    if kind == PLAYER_PASSIVE:
        return 0
    if kind == PLAYER_RANDOM:
        return pick_random_nb(st, p, n)
    return greedy_choice_nb(st, ct, R, p, n, units)


@kernel_nb
def greedy_plan_nb(st, ct, R, p, units):
    """Greedy's next action straight from the rules' predicates, without listing every
    legal action first (the same choice greedy_choice_nb makes from the list, cheaper):
    evolve, then bench Basics, then the best-valued Trainer / attachment / retreat, then
    the attack of highest expected damage.  Writes (kind, x, y) into st.acts[0]."""
    n = ct.n[p]
    for s in range(NSLOT):  # 1. evolve (the Active first)
        for k in range(n):
            if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] > 0:
                if can_evolve_nb(st, ct, R, p, k, s):
                    return _set_action(st, A_EVOLVE, k, s)
    for k in range(n):  # 2. bench every Basic
        if can_bench_nb(st, ct, p, k):
            return _set_action(st, A_BENCH, k, 0)
    best_v = 0.0
    bk = A_END
    bx = 0
    by = 0
    for k in range(n):  # 3. Trainers and the energy attachment, by value
        if st.hand[p, k] == 0:
            continue
        if ct.sup[p, k] == SUPER_TRAINER:
            if can_play_trainer_nb(st, ct, R, p, k):
                v = trainer_score_nb(st, ct, R, p, k, units)
                if v > best_v:
                    best_v, bk, bx, by = v, A_TRAINER, k, 0
        elif ct.sup[p, k] == SUPER_ENERGY and st.pl[p, PL_ENERGY_DONE] == 0:
            dup = False
            for q in range(k):  # cards that provide the same energy score alike
                if st.hand[p, q] > 0 and ct.sup[p, q] == SUPER_ENERGY and same_energy_nb(ct, p, q, k):
                    dup = True
                    break
            if dup:
                continue
            for s in range(NSLOT):
                if can_attach_nb(st, ct, p, k, s):
                    v = attach_score_nb(st, ct, R, p, k, s, units)
                    if v > best_v:
                        best_v, bk, bx, by = v, A_ATTACH, k, s
    if can_retreat_nb(st, ct, R, p):
        mine = best_expected_nb(st, ct, R, p, 0, units) if may_attack_now_nb(st, R, p) else -1.0
        for s in range(1, NSLOT):
            if st.slot[p, s, S_CARD] >= 0:
                theirs = best_expected_nb(st, ct, R, p, s, units)
                if theirs > 0 and theirs > mine and (mine <= 0 or theirs >= 2 * mine):
                    v = 250.0 + theirs
                    if v > best_v:
                        best_v, bk, bx, by = v, A_RETREAT, 0, s
    if best_v > 0:
        return _set_action(st, bk, bx, by)
    a = st.slot[p, 0, S_CARD]  # 4. attack
    o = 1 - p
    atk = -1
    atk_v = -1.0
    if a >= 0:
        for j in range(ct.n_atk[p, a]):
            if attack_legal_nb(st, ct, R, p, j, units):
                e = expected_damage_nb(st, ct, R, p, j)
                dk = st.slot[o, 0, S_CARD]
                left = ct.hp[o, dk] - st.slot[o, 0, S_DMG]
                av = e + 1.0
                if e >= left:
                    av += 1000.0
                if self_knock_out_nb(st, ct, p, j) and bench_count_nb(st, p) == 0:
                    av -= 5000.0
                if av > atk_v:
                    atk_v = av
                    atk = j
    if atk >= 0:
        return _set_action(st, A_ATTACK, atk, 0)
    return _set_action(st, A_END, 0, 0)


@kernel_nb
def _set_action(st, kind, x, y):
    st.acts[0, 0] = kind
    st.acts[0, 1] = x
    st.acts[0, 2] = y
    return 1


@kernel_nb
def same_energy_nb(ct, p, a, b):
    for t in range(NT):
        if ct.provides[p, a, t] != ct.provides[p, b, t]:
            return False
    return ct.basic_energy[p, a] == ct.basic_energy[p, b]
