"""Greedy's turn plan (the seat dispatch is in ``turn.py``).

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

from ..jit import kernel_inline_nb, kernel_nb


from ...effects import (
    EN_CANT_RETREAT,
    EN_DISCARD_END_TURN,
    EN_DISCARD_UNLESS,
    EN_DMG_MINUS,
    EN_DMG_MINUS_AFTER,
    EN_HIT_BACK,
    EN_NO_STATUS,
    TOOL_NO_CONDITIONS,
    ST_STACK_ATTACKS,
    EN_ON_ATTACH,
    OP_CURE,
    OP_DRAW,
    OP_ENERGY,
    OP_HEAL,
    OP_SELF_DAMAGE,
    OP_SWITCH_SELF,
    TOOL_DMG_PLUS,
    TOOL_HP,
    TOOL_REDUCE,
    BURNED,
    MD_ANY_NO_KO,
    MD_TO_SELF_NO_KO,
    MD_OWN_TO_OPP,
    MD_EITHER,
    OP_PUT_COUNTERS,
    OP_RETURN_TO_HAND,
    OP_ATTACH_HAND_TO_TYPE,
    OP_DISCARD_FROM_PLAY,
    OP_EVOLVE_FROM_HAND,
    OP_HEAL_ANY_OWN,
    OP_KO_SELF_AS_ENERGY,
    OP_MOVE_DAMAGE,
    OP_MOVE_ENERGY,
    OP_SHIFT_TYPE,
    OP_SWITCH_WITH_ACTIVE,
    OPP,
    PASSIVE_HIT_BACK,
    PASSIVE_HIT_BACK_COND,
    POISONED,
)
from ..actions import A_ATTACH, A_ATTACK, A_BENCH, A_END, A_EVOLVE, A_POWER, A_RETREAT, A_STADIUM, A_TRAINER
from ..cardtable import CF_COPY, CF_RULE_DISCARD, SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER
from ..damage import weakness_resistance_nb
from .weights import W_ATTACH_TOWARD_BEST, W_CENTER_SPREAD, W_STRANDED_ATTACH
from .choices import (
    attack_miss_nb,
    deficit_nb,
    pick_as_energy_nb,
    pick_damage_move_nb,
    damage_move_value_nb,
    pick_energy_move_nb,
    def_weak_type_nb,
    pick_shift_type_nb,
    pick_type_attach_nb,
    stranded_short_nb,
)
from ..knockout import prize_value_nb
from .value import tm_attack_value_nb
from ..layout import G_STADIUM_K, G_STADIUM_P, MAXEN, NSLOT, NT, PL_ENERGY_DONE, PL_HAND_N, PL_PRIZES_LEFT, S_CARD, S_DMG, S_NEN
from ..layout import MAXATK, S_NSTACK, S_TOOL_K
from ..layout import J_END, J_STADIUM_ATK  # s30-k9
from ..predicates import borrows_attacks_nb, stadium_attacks_nb  # s30-k9
from ..predicates import slot_type_nb  # s31-k17
from ..predicates import (
    tm_attacks_nb,
    attack_legal_nb,
    can_attach_nb,
    can_bench_nb,
    can_evolve_nb,
    can_play_trainer_nb,
    can_retreat_nb,
    retreat_cost_nb,
    can_use_power_nb,
    can_use_stadium_nb,
    stadium_action_row_nb,
    card_energy_amount_nb,
    energy_amount_nb,
    tool_amount_nb,
    energy_row_holds_nb,
    may_attack_now_nb,
    passive_arg_nb,
    passive_nb,
    damage_move_ok_nb,
    slot_hp_nb,
)
from ..zones import bench_count_nb, hand_has_energy_nb
from ..estimates import (
    best_expected_nb,
    damage_potential_nb,
    expected_damage_nb,
    self_knock_out_nb,
)
from ..trainer_value import center_in_hand_nb, program_score_nb, trainer_score_nb


@kernel_nb
def energy_deficit_nb(st, ct, p, s, extra_e, units):
    """Smallest number of missing units over s's attacks, counting energy card extra_e (-1 none)."""
    return deficit_nb(st, ct, p, s, extra_e, -1, units)


@kernel_nb
def damage_with_energy_nb(st, ct, R, p, e, s, units):
    """Slot s's best expected damage from its payable attacks (-1 none), and the same
    with energy card e attached too (put on for the estimate, then taken off)."""
    before = best_expected_nb(st, ct, R, p, s, units)
    n = st.slot[p, s, S_NEN]
    if n >= MAXEN:
        return before, before
    st.en[p, s, n] = e
    st.slot[p, s, S_NEN] = n + 1
    after = best_expected_nb(st, ct, R, p, s, units)
    st.slot[p, s, S_NEN] = n
    return before, after


@kernel_inline_nb
def attach_score_nb(st, ct, R, p, e, s, units):
    """Greedy's value of attaching energy card e to slot s: by the damage it unlocks this
    turn on the Active (most of all a Knock Out), else by how much nearer it brings s
    to paying for an attack."""
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
    if s == 0 and may_attack_now_nb(st, R, p):
        d0, d1 = damage_with_energy_nb(st, ct, R, p, e, s, units)
        if d1 > 0 and d1 > d0:
            o = 1 - p
            dk = st.slot[o, 0, S_CARD]
            now = 300.0 + 4.0 * (d1 - max(d0, 0.0))
            if dk >= 0 and d1 >= ct.hp[o, dk] - st.slot[o, 0, S_DMG] > d0:
                now += 600.0  # it makes this turn's Knock Out
            if now > v:
                v = now
    if gain == 0 and ct.w[p, W_ATTACH_TOWARD_BEST] > 0:
        # s already pays for an attack: the Energy may still bring its hardest-hitting one
        # nearer (a Chansey with Scrunch paid for, two units from Double-edge): worth more
        # than a first unit on the Bench when s is the Active, which attacks next turn
        b0 = best_attack_missing_nb(st, ct, R, p, s, -1, units)
        b1 = best_attack_missing_nb(st, ct, R, p, s, e, units)
        if b1 < b0:
            tv = ct.w[p, W_ATTACH_TOWARD_BEST] * (300.0 + 20 * (b0 - b1) + (60.0 if s == 0 else 0.0))
            if b1 == 0:
                tv += 100.0 if s == 0 else 40.0
            if tv > v:
                v = tv
    if s == 0 and after > 0 and bench_count_nb(st, p) > 0:
        # a stranded Active (no attack this Energy pays for, no retreat without it): the card
        # that pays its retreat lets a Benched Pokémon that hits harder come in (measured: the
        # mirrors' greedy losses to random were deck-outs behind a stranded Shaymin or
        # Fezandipiti ex while the Energy went to Benched attackers that could never come in):
        # above any attachment that readies a Benched attacker (300 + 20 a unit + 40)
        nen = st.slot[p, 0, S_NEN]
        rc = retreat_cost_nb(st, ct, p)
        if nen < rc <= nen + 1:
            mine = damage_potential_nb(st, ct, R, p, 0)
            for q in range(1, NSLOT):
                if st.slot[p, q, S_CARD] >= 0 and damage_potential_nb(st, ct, R, p, q) > mine:
                    v = max(v, 400.0)
                    break
    if s == 0 and ct.w[p, W_STRANDED_ATTACH] > 0:
        v = stranded_attach_value_nb(st, ct, R, p, e, v, units)
    if s == 0:
        v += 5.0
    k = st.slot[p, s, S_CARD]
    v += 0.01 * (ct.hp[p, k] - st.slot[p, s, S_DMG])
    if ct.tr_prog[p, e, 1] > ct.tr_prog[p, e, 0]:
        v = special_energy_attach_value_nb(st, ct, R, p, e, s, v, units)
    return v


@kernel_nb
def stranded_attach_value_nb(st, ct, R, p, e, v, units):
    """Greedy's attach value v of energy card e on p's Active, raised when the Active is
    stranded (it can pay for no attack and cannot pay its retreat, with a Bench to retreat
    to) and e brings it nearer either, unless the opponent's Active is expected to Knock it
    Out next turn (then the Energy is better kept on the Bench).  Replays (stop 34): an
    Alakazam, retreat 3, Active with no Energy for eight turns while the Energy readied
    Benched Kadabra and Mr. Mime that could not come in.  Above readying a Benched
    attacker (300 + 20 a unit + 40)."""
    b0 = stranded_short_nb(st, ct, p, -1, units)
    if b0 == 0:
        return v
    b1 = stranded_short_nb(st, ct, p, e, units)
    if b1 >= b0:
        return v
    ak = st.slot[p, 0, S_CARD]
    if active_threat_nb(st, ct, R, p, units) >= ct.hp[p, ak] - st.slot[p, 0, S_DMG]:
        return v
    sv = ct.w[p, W_STRANDED_ATTACH] * (370.0 + 20 * (b0 - b1))
    return sv if sv > v else v


@kernel_nb
def special_energy_attach_value_nb(st, ct, R, p, e, s, v, units):
    """Greedy's attach value v of Special Energy e on p's slot s, after its ENERGY rows: one
    that leaves at the end of this turn is worth only a stronger attack now from the Active;
    one that would leave at once, or whose damage counters would Knock its Pokémon Out, none;
    an on-attach switch only onto a Pokémon that hits harder; healing, drawing, more damage,
    less damage taken and more HP add their worth."""
    hp_left = ct.hp[p, st.slot[p, s, S_CARD]] - st.slot[p, s, S_DMG]
    if card_energy_amount_nb(st, ct, p, s, e, -1, EN_DISCARD_END_TURN) > 0:
        if s != 0 or not may_attack_now_nb(st, R, p):
            return 0.0
        d0, d1 = damage_with_energy_nb(st, ct, R, p, e, s, units)
        if d1 <= 0 or d1 <= d0:
            return 0.0
    r = ct.tr_prog[p, e, 0]
    end = ct.tr_prog[p, e, 1]
    while r < end:
        code = ct.prog[r, 1]
        n = 0
        if ct.prog[r, 0] == OP_ENERGY and code == EN_DISCARD_UNLESS and not energy_row_holds_nb(st, ct, p, s, r, -1):
            return 0.0
        if ct.prog[r, 0] == OP_ENERGY and code == EN_ON_ATTACH:
            n = ct.prog[r, 2]
            if energy_row_holds_nb(st, ct, p, s, r, -1):
                for q in range(r + 1, r + 1 + n):
                    op = ct.prog[q, 0]
                    a = ct.prog[q, 1]
                    if op == OP_SELF_DAMAGE:
                        if a >= hp_left:
                            return 0.0
                        v -= 0.5 * a
                    elif op == OP_HEAL:
                        v += min(a, st.slot[p, s, S_DMG])
                    elif op == OP_CURE:
                        v += 5.0
                    elif op == OP_DRAW:
                        v += 10.0 * a
                    elif op == OP_SWITCH_WITH_ACTIVE or op == OP_SWITCH_SELF:
                        mine = best_expected_nb(st, ct, R, p, 0, units)
                        theirs = 0.0
                        for b in range(1, NSLOT):
                            if (b == s or op == OP_SWITCH_SELF) and st.slot[p, b, S_CARD] >= 0:
                                theirs = max(theirs, best_expected_nb(st, ct, R, p, b, units))
                        if theirs <= mine:
                            return 0.0
                        v += 50.0
        r += 1 + n
    plus = card_energy_amount_nb(st, ct, p, s, e, -1, TOOL_DMG_PLUS)
    minus = card_energy_amount_nb(st, ct, p, s, e, -1, EN_DMG_MINUS) + card_energy_amount_nb(st, ct, p, s, e, -1, EN_DMG_MINUS_AFTER)
    v += 2.0 * (plus - minus) + 0.5 * card_energy_amount_nb(st, ct, p, s, e, -1, TOOL_HP)
    if s == 0:
        v += card_energy_amount_nb(st, ct, p, s, e, -1, TOOL_REDUCE) + 0.5 * card_energy_amount_nb(st, ct, p, s, e, -1, EN_HIT_BACK)
        v += 5.0 * card_energy_amount_nb(st, ct, p, s, e, -1, EN_NO_STATUS)
        v += 5.0 * card_energy_amount_nb(st, ct, p, s, e, -1, TOOL_NO_CONDITIONS)  # s31-k20: Holon Energy GL-like
        if card_energy_amount_nb(st, ct, p, s, e, -1, EN_CANT_RETREAT) > 0:
            v -= 10.0
    return v if v > 0 else 0.0


@kernel_nb
def best_attack_missing_nb(st, ct, R, p, s, add_e, units):
    """Energy units slot s misses (counting energy card add_e, -1 none) for its attack of
    highest printed damage after Weakness and Resistance (0: no damaging attack)."""
    k = st.slot[p, s, S_CARD]
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    deficit_nb(st, ct, p, s, add_e, -1, units)  # fills units with what s would have
    copy = (ct.cflags[p, k] & CF_COPY) != 0
    best_d = 0
    miss = 0
    for j in range(ct.n_atk[p, k]):
        d = ct.atk_dmg[p, k, j]
        if dk >= 0 and d > 0:
            d = weakness_resistance_nb(ct, R, p, k, o, dk, d)
        if d > best_d:
            best_d = d
            miss = attack_miss_nb(units, ct.atk_cost[p, k, j], copy)
    return miss


@kernel_nb  # two callers: the turn (turn.py) and the lookahead rollout
def greedy_plan_nb(st, ct, R, p, units):
    """Greedy's next action straight from the rules' predicates, without listing every
    legal action first:
    evolve, then bench Basics, then the best-valued Trainer / attachment / retreat, then
    the attack of highest expected damage.  Writes (kind, x, y) into st.acts[0]."""
    n = ct.n[p]
    for s in range(NSLOT):  # 1. evolve (the Active first)
        for k in range(n):
            if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] > 0:
                if can_evolve_nb(st, ct, R, p, k, s):
                    return _set_action(st, A_EVOLVE, k, s)
    for k in range(n):  # 2. bench every Basic (but the one a Baby Evolution-like power will evolve into)
        if can_bench_nb(st, ct, p, k) and not baby_wants_nb(st, ct, R, p, k):
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
    for s in range(NSLOT):  # activated Pokémon Powers, by value
        if can_use_power_nb(st, ct, R, p, s):
            v = power_score_nb(st, ct, R, p, s, units)
            if v > best_v:
                best_v, bk, bx, by = v, A_POWER, s, 0
    if st.g[G_STADIUM_K] >= 0 and can_use_stadium_nb(st, ct, p):  # the Stadium's action, valued as a Trainer's rows
        r = stadium_action_row_nb(ct, st.g[G_STADIUM_P], st.g[G_STADIUM_K])
        v = program_score_nb(st, ct, R, p, 0, -1, r + 1, r + 1 + ct.prog[r, 2], st.pl[p, PL_HAND_N], units)
        if v > best_v:
            best_v, bk, bx, by = v, A_STADIUM, 0, 0
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
        ntm = tm_attacks_nb(st, ct, p, 0)
        nst = 2 * MAXATK if st.slot[p, 0, S_NSTACK] >= 2 and (st.g[G_STADIUM_K] >= 0 or (st.slot[p, 0, S_TOOL_K] >= 0 and tool_amount_nb(
            st, ct, p, 0, ST_STACK_ATTACKS) > 0)) else 0  # Meteor Falls-like (s31-k20: or a Memory Berry-like Tool)
        nbo = J_END - J_STADIUM_ATK if stadium_attacks_nb(st, ct, p, 0) > 0 or borrows_attacks_nb(st, ct, p, 0) > 0 else 0
        for jx in range(ct.n_atk[p, a] + ntm + nst + nbo):
            j = jx if jx < ct.n_atk[p, a] else MAXATK + jx - ct.n_atk[p, a]  # then a Technical Machine's
            if jx >= ct.n_atk[p, a] + ntm:
                j = 2 * MAXATK + jx - ct.n_atk[p, a] - ntm  # then the cards' below it in its stack
            if jx >= ct.n_atk[p, a] + ntm + nst:
                j = J_STADIUM_ATK + jx - ct.n_atk[p, a] - ntm - nst  # s30-k9: then other cards' (a Stadium's, other Pokémon's)
            if attack_legal_nb(st, ct, R, p, j, units):
                e = expected_damage_nb(st, ct, R, p, j)
                dk = st.slot[o, 0, S_CARD]
                left = ct.hp[o, dk] - st.slot[o, 0, S_DMG]
                av = e + 1.0
                if e >= left:
                    av += 1000.0
                if self_knock_out_nb(st, ct, p, j):
                    if bench_count_nb(st, p) == 0:
                        av -= 5000.0
                    elif e < left:
                        av -= 1000.0  # Selfdestruct-like: a prize for them and no Knock Out in return
                if e > 0 and e < left:
                    av -= hit_back_cost_nb(st, ct, p)
                if j >= MAXATK and j < 2 * MAXATK and e <= 0:
                    av += tm_attack_value_nb(st, ct, p, st.slot[p, 0, S_TOOL_K])  # what the TM's effect does for the board
                if av > atk_v:
                    atk_v = av
                    atk = j
    if atk >= 0:
        return _set_action(st, A_ATTACK, atk, 0)
    return _set_action(st, A_END, 0, 0)


@kernel_nb
def baby_wants_nb(st, ct, R, p, k):
    """Card k is the card a usable Baby Evolution-like power of p's (EVOLVE_FROM_HAND) would
    put onto its Pokémon: greedy keeps it in the hand for that rather than benching it."""
    for s in range(NSLOT):
        ks = st.slot[p, s, S_CARD]
        if ks < 0:
            continue
        op, a, _b, _c = power_main_op_nb(ct, p, ks)
        if op == OP_EVOLVE_FROM_HAND and a == ct.name[p, k] and can_use_power_nb(st, ct, R, p, s):
            return True
    return False


@kernel_nb
def hit_back_cost_nb(st, ct, p):
    """What damaging the opponent's Active costs p's attacker through its hit-back Body or
    Ability (PASSIVE_HIT_BACK / _COND), in HP: the counters, or the Special Condition's
    expected toll (Burned and Poisoned hurt at every Checkup, two a round, until cured: about
    40; Asleep, Paralyzed or Confused about a turn's tempo, 20); 5000 when the counters would
    Knock the attacker Out.  Greedy attacks only when the damage it deals (short of a Knock
    Out) is worth more than this."""
    o = 1 - p
    a = st.slot[p, 0, S_CARD]
    cost = 0.0
    if passive_nb(st, ct, o, 0, PASSIVE_HIT_BACK):
        c = passive_arg_nb(st, ct, o, 0)
        if c >= ct.hp[p, a] - st.slot[p, 0, S_DMG]:
            return 5000.0
        cost += c
    if st.slot[o, 0, S_NEN] > 0 or st.slot[o, 0, S_TOOL_K] >= 0:  # a Spiky Energy-like card or Rocky Helmet-like Tool
        c = energy_amount_nb(st, ct, o, 0, EN_HIT_BACK) + tool_amount_nb(st, ct, o, 0, EN_HIT_BACK)
        if c > 0 and c >= ct.hp[p, a] - st.slot[p, 0, S_DMG]:
            return 5000.0
        cost += c
    if passive_nb(st, ct, o, 0, PASSIVE_HIT_BACK_COND):
        cond = passive_arg_nb(st, ct, o, 0)
        if cond == BURNED or cond == POISONED:
            cost += 40.0
        else:
            cost += 20.0
    return cost


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
    if ct.tr_prog[p, a, 1] > ct.tr_prog[p, a, 0] or ct.tr_prog[p, b, 1] > ct.tr_prog[p, b, 0]:
        return a == b  # a Special Energy with ENERGY rows is like no other card
    return ct.basic_energy[p, a] == ct.basic_energy[p, b]


@kernel_nb
def power_main_op_nb(ct, p, k):
    """The first row of card k's power that greedy knows how to value (0: none)."""
    for r in range(ct.pw_prog[p, k, 0] + 1, ct.pw_prog[p, k, 1]):
        op = ct.prog[r, 0]
        if op == OP_ATTACH_HAND_TO_TYPE or op == OP_MOVE_ENERGY or op == OP_MOVE_DAMAGE or op == OP_HEAL_ANY_OWN \
                or op == OP_SWITCH_WITH_ACTIVE or op == OP_DISCARD_FROM_PLAY or op == OP_SHIFT_TYPE \
                or op == OP_KO_SELF_AS_ENERGY or op == OP_EVOLVE_FROM_HAND:
            return op, ct.prog[r, 1], ct.prog[r, 2], ct.prog[r, 3]
    return 0, 0, 0, 0


@kernel_nb
def active_threat_nb(st, ct, R, p, units):
    """Damage the opponent's Active is expected to do to p's Active next turn (0 none)."""
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or st.slot[p, 0, S_CARD] < 0:
        return 0.0
    e = best_expected_nb(st, ct, R, o, 0, units)
    return e if e > 0 else 0.0


@kernel_inline_nb
def as_energy_score_nb(st, ct, R, p, s, units):
    """Buzzap-like: Knocking the Pokémon Out hands the opponent a prize, so only when it
    pays: never for their last prize; an Active the opponent would Knock Out next turn
    anyway becomes Energy for the Pokémon it helps most; a Benched one only when it lets
    the Active attack this turn."""
    q, _t, gain, left = pick_as_energy_nb(st, ct, p, s, units)
    if q < 0 or gain <= 0:
        return 0.0
    k = st.slot[p, s, S_CARD]
    if st.pl[1 - p, PL_PRIZES_LEFT] <= prize_value_nb(ct, R, p, k):
        return 0.0
    if s == 0:
        threat = active_threat_nb(st, ct, R, p, units)
        if threat > 0 and threat >= ct.hp[p, k] - st.slot[p, 0, S_DMG]:
            return 500.0 + 20 * gain
        return 0.0
    if q == 0 and left == 0 and may_attack_now_nb(st, R, p) \
            and (st.pl[p, PL_ENERGY_DONE] == 1 or not hand_has_energy_nb(st, ct, p)):
        return 600.0 + 20 * gain  # the turn's attachment is spent: this is what makes the attack
    return 0.0


@kernel_nb
def own_to_opp_score_nb(st, ct, R, p, s, count, units):
    """Adrena-Brain-like (MD_OWN_TO_OPP): counters off one of p's Pokémon onto one of the
    opponent's — always some good (damage off, damage on); most when they Knock Out (by
    the prizes), or leave the Defending Pokémon within reach of p's Active's attack."""
    o = 1 - p
    best_a = -1
    best_b = -1
    best_v = -(1 << 40)
    for a in range(NSLOT):
        for b in range(NSLOT):
            if damage_move_ok_nb(st, ct, p, a, b, MD_OWN_TO_OPP, s):
                v = damage_move_value_nb(st, ct, p, 2 + count, a, b)
                if v > best_v:
                    best_v = v
                    best_a = a
                    best_b = b
    if best_a < 0:
        return 0.0
    m = min(count, st.slot[p, best_a, S_DMG] // 10) * 10
    kb = st.slot[o, best_b, S_CARD]
    left = slot_hp_nb(st, ct, o, best_b) - st.slot[o, best_b, S_DMG]
    if m >= left:
        return 900.0 + 100.0 * prize_value_nb(ct, R, o, kb)
    if best_b == 0 and may_attack_now_nb(st, R, p) and best_expected_nb(st, ct, R, p, 0, units) + m >= left:
        return 850.0
    return 250.0 + m


@kernel_nb
def self_ko_counters_score_nb(st, ct, R, p, s, k, units):
    """Cursed Blast-like (counters on 1 of the opponent's Pokémon, then this Pokémon is
    Knocked Out, a prize for the opponent): only when the counters Knock Out a Pokémon
    worth at least the prizes it gives away (or p's last prizes), or leave the Defending
    Pokémon within reach of p's Active's attack this turn; never the opponent's last prize."""
    o = 1 - p
    amount = 0
    for r in range(ct.pw_prog[p, k, 0] + 1, ct.pw_prog[p, k, 1]):
        if ct.prog[r, 0] == OP_PUT_COUNTERS:
            amount = ct.prog[r, 1]
    mine = prize_value_nb(ct, R, p, k)
    if amount <= 0 or st.pl[o, PL_PRIZES_LEFT] <= mine:
        return 0.0
    best = 0.0
    reach = -1.0
    if s != 0 and may_attack_now_nb(st, R, p):
        reach = best_expected_nb(st, ct, R, p, 0, units)
    for t in range(NSLOT):
        kt = st.slot[o, t, S_CARD]
        if kt < 0:
            continue
        gain = prize_value_nb(ct, R, o, kt)
        left = slot_hp_nb(st, ct, o, t) - st.slot[o, t, S_DMG]
        if gain < mine and st.pl[p, PL_PRIZES_LEFT] > gain:
            continue
        if amount >= left:
            v = 900.0 + 100.0 * gain
        elif t == 0 and reach > 0 and reach < left and reach + amount >= left:
            v = 800.0 + 100.0 * gain
        else:
            continue
        if v > best:
            best = v
    return best


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def power_score_nb(st, ct, R, p, s, units):
    """Greedy's value of using slot s's activated power now (0: not worth it).

    Rain Dance-like attachments and Energy Trans-like moves when they bring an attack
    closer; Damage Swap / Strange Behavior-like moves off an Active the opponent would
    Knock Out next turn, when enough counters can move to save it; Heal-like powers on
    a damaged board; Curse-like moves that Knock Out (or load the Defending Pokémon);
    Step In-like switches toward a stronger attacker; discarding a Trainer played as a
    Pokémon that is stuck Active."""
    k = st.slot[p, s, S_CARD]
    o = 1 - p
    op, a, b, c = power_main_op_nb(ct, p, k)
    if (ct.cflags[p, k] & CF_RULE_DISCARD) != 0:
        op = OP_DISCARD_FROM_PLAY  # a Trainer played as a Pokémon: its A_POWER is leaving play
    if op == 0:
        for r in range(ct.pw_prog[p, k, 0] + 1, ct.pw_prog[p, k, 1]):
            if ct.prog[r, 0] == OP_RETURN_TO_HAND and ct.prog[r, 1] >= 2 and (s == 0 or st.slot[p, s, S_NEN] > 0):  # s31-k17: a=3 too
                # Run Away Draw-like: not the Active, nor a Pokémon with Energy, into the deck;
                # except an Active stranded in front of an attacker (no attack it can pay for,
                # its retreat unpaid): leaving play is then its way out (measured: Alakazam /
                # Dudunsparce lost its mirror to random by deck-outs behind a gusted Dudunsparce)
                if s == 0 and best_expected_nb(st, ct, R, p, 0, units) <= 0 \
                        and st.slot[p, 0, S_NEN] < retreat_cost_nb(st, ct, p):
                    for q in range(1, NSLOT):
                        if st.slot[p, q, S_CARD] >= 0 and best_expected_nb(st, ct, R, p, q, units) > 0:
                            return 450.0
                return 0.0
        # the later eras' Trainer-like bodies (draw, search, heal, attach): valued as a
        # Trainer's rows would be, with this Pokémon acting and no card leaving the hand
        return program_score_nb(st, ct, R, p, s, -1, ct.pw_prog[p, k, 0] + 1, ct.pw_prog[p, k, 1], st.pl[p, PL_HAND_N], units)
    if op == OP_ATTACH_HAND_TO_TYPE:
        _e, q, gain = pick_type_attach_nb(st, ct, p, a, b, units, c)
        if q >= 0 and gain > 0:
            return 700.0 + 20 * gain + (10.0 if q == 0 else 0.0)
        return 0.0
    if op == OP_MOVE_ENERGY:
        fr, _i, to = pick_energy_move_nb(st, ct, p, c, units)
        if fr >= 0 and to >= 0:
            return 650.0 + (10.0 if to == 0 else 0.0)
        return 0.0
    if op == OP_MOVE_DAMAGE and c == MD_OWN_TO_OPP:
        return own_to_opp_score_nb(st, ct, R, p, s, a, units)
    if op == OP_MOVE_DAMAGE and c == MD_EITHER:  # a counter onto the opponent's Pokémon only
        fa, fb = pick_damage_move_nb(st, ct, p, p, c, s)
        if fa < 0 or fb // NSLOT == p:
            return 0.0
        kb = st.slot[o, fb % NSLOT, S_CARD]
        if ct.hp[o, kb] - st.slot[o, fb % NSLOT, S_DMG] <= 10:
            return 900.0  # it Knocks that Pokémon Out
        if fa // NSLOT == p or (fb % NSLOT == 0 and fa % NSLOT != 0):
            return 260.0  # off ours onto theirs, or off their Bench onto their Active
        return 0.0
    if op == OP_MOVE_DAMAGE:
        if b == OPP:
            fa, fb = pick_damage_move_nb(st, ct, p, o, c, s)
            if fa < 0:
                return 0.0
            left = ct.hp[o, st.slot[o, fb, S_CARD]] - st.slot[o, fb, S_DMG]
            if left <= 10:
                return 900.0  # it Knocks that Pokémon Out
            if fb == 0 and fa != 0:
                return 260.0
            return 0.0
        if c != MD_ANY_NO_KO and c != MD_TO_SELF_NO_KO:
            return 0.0
        if c == MD_ANY_NO_KO and ct.w[p, W_CENTER_SPREAD] > 0 and center_in_hand_nb(st, ct, R, p):
            # Damage Swap, then Pokémon Center: damage on a Pokémon with Energy costs that
            # Energy at the Center; moved onto one without, the Center heals it for free
            fa, fb = pick_damage_move_nb(st, ct, p, p, c, s)
            if fa >= 0 and fb > 0 and st.slot[p, fa, S_NEN] > 0 and st.slot[p, fb, S_NEN] == 0:
                return 700.0 * ct.w[p, W_CENTER_SPREAD]
        threat = active_threat_nb(st, ct, R, p, units)
        ak = st.slot[p, 0, S_CARD]
        left = ct.hp[p, ak] - st.slot[p, 0, S_DMG]
        if threat <= 0 or threat < left or st.slot[p, 0, S_DMG] < 10:
            return 0.0  # the Active is not in danger (or has nothing to move)
        need = (int(threat) - left) // 10 + 1  # counters to move so it survives
        if need * 10 > st.slot[p, 0, S_DMG]:
            return 0.0
        room = 0
        for q in range(1, NSLOT):
            kq = st.slot[p, q, S_CARD]
            if kq >= 0 and (c == MD_ANY_NO_KO or q == s):
                r = (ct.hp[p, kq] - st.slot[p, q, S_DMG] - 10) // 10
                if r > 0:
                    room += r
        if room < need:
            return 0.0  # cannot be saved this way
        fa, fb = pick_damage_move_nb(st, ct, p, p, c, s)
        if fa == 0 and fb > 0:
            return 800.0
        return 0.0
    if op == OP_HEAL_ANY_OWN:
        return 200.0
    if op == OP_EVOLVE_FROM_HAND:
        return 300.0 + st.slot[p, s, S_DMG]  # a free evolution (its legality is the power's), and a heal
    if op == OP_KO_SELF_AS_ENERGY and a == 0:
        return self_ko_counters_score_nb(st, ct, R, p, s, k, units)
    if op == OP_KO_SELF_AS_ENERGY:
        return as_energy_score_nb(st, ct, R, p, s, units)
    if op == OP_SHIFT_TYPE:
        # take the Defending Pokémon's Weakness type before attacking with it
        if s == 0 and may_attack_now_nb(st, R, p) and best_expected_nb(st, ct, R, p, 0, units) > 0:
            t = a - 1 if a > 0 else (pick_shift_type_nb(st, ct, p, s) if b == 0 else slot_type_nb(st, ct, 1 - p, 0))  # s31-k17
            if t >= 0 and t == def_weak_type_nb(st, ct, o, 0) and t != slot_type_nb(st, ct, p, s):
                return 300.0
        return 0.0  # its requirement says some Pokémon of ours is damaged
    if op == OP_SWITCH_WITH_ACTIVE:
        mine = best_expected_nb(st, ct, R, p, 0, units) if may_attack_now_nb(st, R, p) else -1.0
        theirs = best_expected_nb(st, ct, R, p, s, units)
        if theirs > 0 and theirs > mine and (mine <= 0 or theirs >= 2 * mine):
            return 255.0 + theirs
        return 0.0
    if op == OP_DISCARD_FROM_PLAY:
        if s == 0 and bench_count_nb(st, p) > 0:
            for q in range(1, NSLOT):
                if st.slot[p, q, S_CARD] >= 0 and best_expected_nb(st, ct, R, p, q, units) > 0:
                    return 240.0
        return 0.0
    return 0.0
