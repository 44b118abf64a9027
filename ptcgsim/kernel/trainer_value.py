"""Greedy's valuation of playing a Trainer now (issue: plays Trainers for value).

``trainer_score_nb`` reads the Trainer's effect program and values each row
against the board as the player sees it; <= 0 means keep the card.  Kept apart
from players.py so Trainer heuristics can grow without touching the turn plan.
"""

from __future__ import annotations

from .jit import kernel_nb
from ..effects import (
    OP_ATTACH_DEFENDER,
    OP_ATTACH_ENERGY,
    OP_ATTACH_ENERGY_ANY,
    OP_ATTACH_PLUSPOWER,
    OP_CURE,
    OP_DISCARD_ENERGY,
    OP_DISCARD_HAND,
    OP_DRAW,
    OP_GUST,
    OP_HEAL,
    OP_HEAL_ANY_OWN,
    OP_OPP_DISCARD_HAND_RANDOM,
    OP_RECOVER,
    OP_SEARCH_DECK,
    OP_SHUFFLE_HAND_DRAW,
    OP_SWITCH_SELF,
    SELF,
    TO_BENCH,
)
from .choices import best_payable_damage_nb
from .layout import NSLOT, PL_BURN, PL_HAND_N, PL_POISON, PL_STATUS, S_CARD, S_DMG, S_NEN
from .predicates import may_attack_now_nb
from .zones import bench_count_nb
from .estimates import active_can_attack_nb, best_expected_nb, expected_damage_nb


@kernel_nb
def trainer_score_nb(st, ct, R, p, k, units):
    """Value of playing Trainer k now; <= 0 means keep it."""
    o = 1 - p
    start = ct.tr_prog[p, k, 0]
    end = ct.tr_prog[p, k, 1]
    hand_after = st.pl[p, PL_HAND_N] - 1
    v = 0.0
    cost = 0.0
    discards_hand = False
    for r in range(start, end):
        op = ct.prog[r, 0]
        a = ct.prog[r, 1]
        b = ct.prog[r, 2]
        c = ct.prog[r, 3]
        if op == OP_DISCARD_HAND:
            if a == 0:
                discards_hand = True
            else:
                cost += 25.0 * a
        elif op == OP_DRAW:
            if discards_hand:
                if hand_after <= 3:
                    v += 200.0 + 10 * (a - hand_after)
            elif hand_after <= 6:
                v += 150.0 + 10 * a
        elif op == OP_SHUFFLE_HAND_DRAW:
            if hand_after < a - 1:
                v += 180.0
        elif op == OP_SEARCH_DECK:
            if c == TO_BENCH and bench_count_nb(st, p) >= NSLOT - 1:
                continue
            v += 160.0
        elif op == OP_HEAL or op == OP_HEAL_ANY_OWN:
            best = 0
            for s in range(NSLOT):
                if st.slot[p, s, S_CARD] >= 0 and st.slot[p, s, S_DMG] > best:
                    best = st.slot[p, s, S_DMG]
            if best >= 20:
                v += 150.0 + best
        elif op == OP_CURE:
            if st.pl[p, PL_STATUS] != 0 or st.pl[p, PL_POISON] > 0 or st.pl[p, PL_BURN] > 0:
                v += 220.0
        elif op == OP_SWITCH_SELF:
            mine = best_expected_nb(st, ct, R, p, 0, units) if may_attack_now_nb(st, R, p) else -1.0
            for s in range(1, NSLOT):
                if st.slot[p, s, S_CARD] >= 0:
                    theirs = best_expected_nb(st, ct, R, p, s, units)
                    if theirs > 0 and theirs > mine and (mine <= 0 or theirs >= 2 * mine):
                        v += 260.0
                        break
        elif op == OP_GUST:
            if a == SELF and active_can_attack_nb(st, ct, R, p, units):
                dmg = best_payable_damage_nb(st, ct, p, 0, units)
                for s in range(1, NSLOT):
                    q = st.slot[o, s, S_CARD]
                    if q >= 0 and ct.hp[o, q] - st.slot[o, s, S_DMG] <= dmg:
                        v += 280.0
                        break
        elif op == OP_DISCARD_ENERGY:
            if b != SELF and st.slot[o, 0, S_NEN] > 0:
                v += 200.0 + 20 * st.slot[o, 0, S_NEN]
            elif b == SELF:
                cost += 40.0 * (a if a > 0 else 2)
        elif op == OP_ATTACH_PLUSPOWER:
            if active_can_attack_nb(st, ct, R, p, units):
                dk = st.slot[o, 0, S_CARD]
                left = ct.hp[o, dk] - st.slot[o, 0, S_DMG]
                best = 0.0
                ak = st.slot[p, 0, S_CARD]
                for j in range(ct.n_atk[p, ak]):
                    e = expected_damage_nb(st, ct, R, p, j)
                    if e > best:
                        best = e
                if best < left <= best + a:
                    v += 270.0
        elif op == OP_ATTACH_DEFENDER:
            ak = st.slot[p, 0, S_CARD]
            if ak >= 0 and ct.hp[p, ak] - st.slot[p, 0, S_DMG] <= 50 and st.slot[o, 0, S_CARD] >= 0 \
                    and best_payable_damage_nb(st, ct, o, 0, units) > 0:
                v += 120.0
        elif op == OP_RECOVER:
            v += 120.0
        elif op == OP_ATTACH_ENERGY or op == OP_ATTACH_ENERGY_ANY:
            v += 200.0
        elif op == OP_OPP_DISCARD_HAND_RANDOM:
            if st.pl[o, PL_HAND_N] > 0:
                v += 120.0
    if v <= 0:
        return 0.0
    return v - cost
