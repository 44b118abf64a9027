"""Greedy's estimates: expected attack damage against the Defending Pokémon as it
stands (Weakness, Resistance, protections), damage potential, self-Knock Out.

Shared by the turn plan (players.py) and the Trainer valuation (trainer_value.py).
"""

from __future__ import annotations

from .jit import kernel_inline_nb, kernel_nb


from ..effects import (
    OP_COPY_DEF_ATTACK,
    OP_PUT_COUNTERS,
    OP_COUNTERS_TO_HP,  # s30-k7
    OP_MOVE_ALL_COUNTERS,  # s30-k7
    BENCH_DEF,  # s30-k7
    OP_SKIP_UNLESS_NAMED,
    NAMED_IN_PLAY,
    OPP,
    CNT_ARG,
    DEF_ACTIVE,
    DS_BENCH,
    DS_HAND,
    DS_SELF,
    ENERGY_BASIC,
    OP_DAMAGE,
    OP_DISCARD_CHOSEN,
    OP_DISCARD_ENERGY,
    OP_DISCARD_STADIUM,
    OP_DISCARD_TOOL,
    OP_DMG_ADD_PER_N,
    OP_CHOOSE_MORE,
    OP_KO_DEF,
    CNT_OPP_HAND_KIND,
    OP_DMG_ADD,
    OP_DMG_ADD_PER_BENCH,
    OP_DMG_ADD_PER_COUNT,
    OP_DMG_ADD_PER_NAMED,
    OP_FLIP_PER_ENERGY,
    OP_FLIP_PER_COUNT,
    OP_SKIP_UNLESS_N,
    OP_DMG_ADD_PER_DAMAGE,
    OP_DMG_ADD_PER_ENERGY,
    OP_DMG_ADD_PER_ENERGY_CARD,
    OP_DMG_ADD_PER_EXTRA_ENERGY,
    OP_DMG_ADD_PER_HEADS,
    OP_DMG_HALF_HP,
    OP_DMG_SET,
    OP_DMG_SUB_PER_DAMAGE,
    OP_DMG_TIMES_HEADS,
    OP_FLIP,
    OP_SELF_DAMAGE,
    OP_SKIP,
    OP_SKIP_UNLESS_COUNT,
    OP_SKIP_UNLESS_HEADS,
    OP_SKIP_UNLESS_TAILS,
    OP_STOP,
    SELF,
)
from .player.value import best_payable_damage_nb
from .damage import attack_damage_nb, defender_effects_nb, weakness_resistance_nb
from .effects import swap_slots_nb, named_on_bench_nb, board_count_nb, energy_cards_of_type_nb, energy_of_type_nb, extra_energy_nb, named_in_play_nb
from .cardtable import SUPER_ENERGY
from ..effects import DE_CHOSEN_TYPE, DE_OPP_ACTIVE_ATTACK, ENERGY_KIND, OP_RANDOM_HAND_CARD_IF, OP_COUNTERS_ONE, OP_COUNTERS_SPILL, OP_DAMAGE_EACH, OP_SWAP_COUNTERS  # s31-k18
from .damage_k1831 import counters_one_estimate_nb, damage_each_target_nb, energy_types_mask_nb  # s31-k18
from .counters_k7_base import counters_to_hp_amount_nb, move_all_estimate_nb
from .attack_k19_base import k19_selected_nb, slot_retreat_nb  # s31-k19
from ..effects import DS_HAND_KIND, K19_SCOPE_OPP_ALL, OP_BENCH_DAMAGE_IF, OP_HIT_ONE_PER_RETREAT  # s31-k19
from .predicates import card_matches_kind_nb  # s31-k19
from .layout import G_STADIUM_K, G_STADIUM_P, G_TURN, NSLOT, PL_HAND_N, S_BOOST2, S_BOOST_ATK, S_BOOST_DMG, S_BOOST_UNTIL, S_CARD, S_DMG, S_NEN, S_TOOL_K
from .zones import bench_count_nb, energy_total_nb
from .predicates import (
    atk_src_nb,
    attack_energy_ok_nb,
    may_attack_now_nb,
)


@kernel_inline_nb
def expected_damage_nb(st, ct, R, p, j):
    """Expected damage of the Active's attack j to the Defending Pokémon (heuristic)."""
    return expected_damage_slot_nb(st, ct, R, p, 0, j)


@kernel_nb
def expected_damage_slot_nb(st, ct, R, p, s, j):
    """Expected damage of slot s's attack j if it were Active against the Defending Pokémon."""
    k = st.slot[p, s, S_CARD]
    qa, ka, ja = atk_src_nb(st, ct, p, s, j)  # j >= MAXATK: the Technical Machine's attack; s30-k9: another card's
    if ka < 0:
        return 0.0
    o = 1 - p
    start = ct.atk_prog[qa, ka, ja, 0]
    end = ct.atk_prog[qa, ka, ja, 1]
    d = float(ct.atk_dmg[qa, ka, ja])
    if st.slot[p, s, S_BOOST_UNTIL] >= st.g[G_TURN] and st.slot[p, s, S_BOOST_ATK] == j:
        d = float(st.slot[p, s, S_BOOST_DMG])  # Swords Dance-like: this turn's base damage
    elif st.slot[p, s, S_BOOST_UNTIL] >= st.g[G_TURN] and st.slot[p, s, S_BOOST2] % 16 == j + 1:
        d = float(st.slot[p, s, S_BOOST2] // 16)
    eh = 0.0
    cover = 0  # rows still inside a coin-conditional block
    weight_all = 1.0
    skip = 0  # rows a false board condition skips (SKIP_UNLESS_COUNT: known now)
    nest = 0.0  # the count N of the last counting row (a discard), as greedy expects it
    for r in range(start, end):
        op = ct.prog[r, 0]
        a = ct.prog[r, 1]
        b = ct.prog[r, 2]
        c = ct.prog[r, 3]
        if skip > 0:
            skip -= 1
            continue
        w = 0.5 if cover > 0 else 1.0
        if cover > 0:
            cover -= 1
        if op == OP_FLIP:
            eh = 1.0 if a == 0 else a * 0.5
        elif op == OP_SKIP_UNLESS_HEADS or op == OP_SKIP_UNLESS_TAILS or op == OP_SKIP_UNLESS_N:
            cover = b
        elif op == OP_SKIP:
            cover = 0
        elif op == OP_STOP:
            if w == 1.0:
                weight_all = 0.0  # reached for certain (a board condition held): the attack does nothing
                break
            weight_all *= w
        elif op == OP_SKIP_UNLESS_NAMED:
            who = o if a % NAMED_IN_PLAY == OPP else p
            if not (named_on_bench_nb(st, ct, who, c) or (a >= NAMED_IN_PLAY and named_in_play_nb(st, ct, who, c) > 0)):
                skip = b
        elif op == OP_PUT_COUNTERS and c > 0:  # counters per board count on the Defending Pokémon (a known count)
            d += a * w * board_count_nb(st, ct, p, s, (c - 1) % CNT_ARG, (c - 1) // CNT_ARG - 1)
        elif op == OP_COUNTERS_TO_HP and b == BENCH_DEF and st.slot[o, 0, S_CARD] >= 0:  # s30-k7
            d += w * 0.5 * counters_to_hp_amount_nb(st, ct, o, 0, a)  # (half: never a Knock Out, and Weakness doubles d)
        elif op == OP_DAMAGE_EACH and st.slot[o, 0, S_CARD] >= 0 and damage_each_target_nb(
                st, ct, p, o, 0, b, c + 16 * energy_types_mask_nb(st, ct, p, s) if c == DE_CHOSEN_TYPE else c):  # s31-k18
            d += w * (1.0 if (b & DE_OPP_ACTIVE_ATTACK) != 0 else 0.5) * a  # (half: no Weakness, which the estimate applies to d)
        elif op == OP_COUNTERS_ONE:  # s31-k18: counters the attacker may put on the Defending Pokémon
            d += w * 0.5 * counters_one_estimate_nb(st, ct, p, s, a, b, c)
        elif op == OP_COUNTERS_SPILL:  # s31-k18: counters, up to a Knock Out (half: Weakness would double d)
            d += w * 0.5 * a
        elif op == OP_SWAP_COUNTERS and st.slot[o, 0, S_CARD] >= 0:  # s31-k18: the counters the Defending Pokémon gains
            d += w * 0.5 * max(0, st.slot[p, s, S_DMG] - st.slot[o, 0, S_DMG])
        elif op == OP_BENCH_DAMAGE_IF and b == K19_SCOPE_OPP_ALL and st.slot[o, 0, S_CARD] >= 0:  # s31-k19
            if k19_selected_nb(st, ct, p, o, 0, c):
                d += a * w
        elif op == OP_HIT_ONE_PER_RETREAT and st.slot[o, 0, S_CARD] >= 0:  # s31-k19: the Active picked
            d += a * w * slot_retreat_nb(st, ct, o, 0)
        elif op == OP_MOVE_ALL_COUNTERS and b == 0:  # s30-k7: the most it may move onto the Defending Pokémon
            d += w * move_all_estimate_nb(st, ct, p, c)
        elif op == OP_SKIP_UNLESS_COUNT:
            n = board_count_nb(st, ct, p, s, a % CNT_ARG, a // CNT_ARG - 1)
            if (b > 0 and n < b) or (b <= 0 and n >= -b):
                skip = c
        elif op == OP_DMG_ADD_PER_N:
            d += a * w * nest
        elif op == OP_RANDOM_HAND_CARD_IF:  # s31-k18: the opponent's hand is hidden: a guess
            nest = 0.4 if st.pl[o, PL_HAND_N] > 0 else 0.0
        elif op == OP_DISCARD_STADIUM:
            nest = 1.0 if st.g[G_STADIUM_K] >= 0 and not (a == 1 and st.g[G_STADIUM_P] == p) else 0.0
        elif op == OP_DISCARD_TOOL:
            nest = 1.0 if b == DEF_ACTIVE and st.slot[o, 0, S_CARD] >= 0 and st.slot[o, 0, S_TOOL_K] >= 0 else 0.0
        elif op == OP_DISCARD_ENERGY:
            nest = 0.0
            if b == SELF:
                nest = float(energy_cards_of_type_nb(st, ct, p, s, c if c < ENERGY_KIND else -1))  # s31-k18: a kind
                if a > 0 and nest > a:
                    nest = float(a)
        elif op == OP_DISCARD_CHOSEN:
            # greedy discards the fewest cards that Knock Out, else all it may: at most this many
            m = 0
            if b == DS_HAND:
                for kk in range(ct.n[p]):
                    if st.hand[p, kk] > 0 and ct.sup[p, kk] == SUPER_ENERGY \
                            and not ((c == ENERGY_BASIC or c >= 0) and ct.basic_energy[p, kk] == 0) \
                            and not (c >= 0 and ct.provides[p, kk, c] == 0):
                        m += st.hand[p, kk]
            elif b == DS_HAND_KIND:  # s31-k19: cards of kind c in the hand
                for kk in range(ct.n[p]):
                    if st.hand[p, kk] > 0 and card_matches_kind_nb(ct, p, kk, c):
                        m += st.hand[p, kk]
            else:
                lo = s if b == DS_SELF else (1 if b == DS_BENCH else 0)
                hi = s + 1 if b == DS_SELF else NSLOT
                for q in range(lo, hi):
                    if st.slot[p, q, S_CARD] >= 0:
                        for i in range(st.slot[p, q, S_NEN]):
                            e = st.en[p, q, i]
                            if not ((c >= 0 and ct.provides[p, e, c] == 0) or (c == ENERGY_BASIC and ct.basic_energy[p, e] == 0)):
                                m += 1
            if a > 0 and m > a:
                m = a
            nest = float(m)
        elif op == OP_DMG_ADD_PER_COUNT:
            if b == CNT_OPP_HAND_KIND:  # the opponent's hand is hidden: a guess from its size
                d += a * w * 0.4 * st.pl[o, PL_HAND_N]
            else:
                d += a * w * board_count_nb(st, ct, p, s, b, c)
        elif op == OP_COPY_DEF_ATTACK and b > 0:  # a Benched Pokémon's attack: the most printed damage
            for q in range(1, NSLOT):
                kq = st.slot[p, q, S_CARD]
                if kq >= 0 and (ct.cflags[p, kq] >> (b - 1)) & 1 == 1:
                    for jq in range(ct.n_atk[p, kq]):
                        d = max(d, float(ct.atk_dmg[p, kq, jq]))
        elif op == OP_KO_DEF:  # an effect, not damage: enough to Knock Out (unless effects are prevented)
            dk = st.slot[o, 0, S_CARD]
            if dk >= 0:
                d += w * (ct.hp[o, dk] + 100)
        elif op == OP_CHOOSE_MORE:
            dk = st.slot[o, 0, S_CARD]
            if s == 0 and dk >= 0:
                left = ct.hp[o, dk] - st.slot[o, 0, S_DMG]
                for kk in range(1, (c if c > 0 else 1) + 1):  # the fewest repeats that Knock Out
                    if attack_damage_nb(st, ct, R, p, int(d + a * kk + 0.5), 0) >= left > attack_damage_nb(st, ct, R, p, int(d + 0.5), 0):
                        d += a * kk
                        break
        elif op == OP_DMG_SET:
            d = a
        elif op == OP_DMG_TIMES_HEADS:
            d = a * eh
        elif op == OP_DMG_ADD:
            d += a * w
        elif op == OP_DMG_ADD_PER_HEADS:
            d += a * eh
        elif op == OP_FLIP_PER_ENERGY:
            if c > 0:  # only the units of type c - 1
                eh = 0.5 * (energy_of_type_nb(st, ct, p, s, c - 1) if a == SELF else energy_of_type_nb(st, ct, o, 0, c - 1))
            else:
                eh = 0.5 * (energy_total_nb(st, ct, p, s) if a == SELF else energy_total_nb(st, ct, o, 0))
        elif op == OP_FLIP_PER_COUNT:
            eh = 0.5 * board_count_nb(st, ct, p, s, a % CNT_ARG, a // CNT_ARG - 1)
        elif op == OP_DMG_ADD_PER_BENCH:
            d += a * w * bench_count_nb(st, p if b == SELF else o)
        elif op == OP_DMG_ADD_PER_NAMED:
            d += a * w * named_in_play_nb(st, ct, p if b == SELF else o, c)
        elif op == OP_DMG_ADD_PER_ENERGY:
            d += a * energy_of_type_nb(st, ct, p if b == SELF else o, s if b == SELF else 0, c)
        elif op == OP_DMG_ADD_PER_ENERGY_CARD:
            d += a * energy_cards_of_type_nb(st, ct, p if b == SELF else o, s if b == SELF else 0, c)
        elif op == OP_DMG_ADD_PER_EXTRA_ENERGY:
            x = extra_energy_nb(st, ct, p, s, j, b)
            if c > 0 and x > c:
                x = c
            if c < 0:
                x = 1 if x >= -c else 0
            d += a * x
        elif op == OP_DMG_ADD_PER_DAMAGE:
            d += a * (st.slot[p if b == SELF else o, s if b == SELF else 0, S_DMG] // 10)
        elif op == OP_DMG_SUB_PER_DAMAGE:
            d -= a * (st.slot[p if b == SELF else o, s if b == SELF else 0, S_DMG] // 10)
        elif op == OP_DMG_HALF_HP:
            dk = st.slot[o, 0, S_CARD]
            d = ((ct.hp[o, dk] - st.slot[o, 0, S_DMG] + 1) // 2 + 9) // 10 * 10
        elif op == OP_SELF_DAMAGE:
            d -= 0.25 * a
        elif op == OP_DAMAGE:
            break
    if d <= 0:
        return 0.0
    # Weakness, Resistance and protections as the defender stands now
    dk = st.slot[o, 0, S_CARD]
    if dk < 0:
        return d * weight_all
    if s == 0:
        full = attack_damage_nb(st, ct, R, p, int(d + 0.5), 0)
    else:
        full = defender_effects_nb(st, ct, o, 0, weakness_resistance_nb(ct, R, p, k, o, dk, int(d + 0.5)))
    return full * weight_all


@kernel_nb
def best_expected_nb(st, ct, R, p, s, units):
    """Best expected damage among the attacks slot s can pay for now (-1: none payable)."""
    k = st.slot[p, s, S_CARD]
    best = -1.0
    for j in range(ct.n_atk[p, k]):
        if attack_energy_ok_nb(st, ct, p, s, j, units):
            e = expected_damage_slot_nb(st, ct, R, p, s, j)
            if e > best:
                best = e
    return best


@kernel_nb
def damage_potential_nb(st, ct, R, p, s):
    """Best printed damage of slot s's attacks after Weakness/Resistance vs the Defender,
    payable or not: where an energy attachment does some good.  An attack that prints no
    damage counts what its rows are expected to do (a "does 100 damage to 1 of your
    opponent's Pokémon", a damage-per-card attack)."""
    k = st.slot[p, s, S_CARD]
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    best = 0
    for j in range(ct.n_atk[p, k]):
        d = ct.atk_dmg[p, k, j]
        if dk >= 0 and d > 0:
            d = weakness_resistance_nb(ct, R, p, k, o, dk, d)
        elif d == 0 and dk >= 0:
            d = int(expected_damage_slot_nb(st, ct, R, p, s, j))
        if d > best:
            best = d
    return best


@kernel_nb
def active_can_attack_nb(st, ct, R, p, units):
    return may_attack_now_nb(st, R, p) and best_payable_damage_nb(st, ct, p, 0, units) >= 0


@kernel_nb
def self_knock_out_nb(st, ct, p, j):
    """Attack j's own damage to the attacker (SELF_DAMAGE rows) would Knock it Out."""
    k = st.slot[p, 0, S_CARD]
    qa, ka, ja = atk_src_nb(st, ct, p, 0, j)
    if ka < 0:
        return False
    total = 0
    for r in range(ct.atk_prog[qa, ka, ja, 0], ct.atk_prog[qa, ka, ja, 1]):
        if ct.prog[r, 0] == OP_SELF_DAMAGE:
            total += ct.prog[r, 1]
    return total > 0 and st.slot[p, 0, S_DMG] + total >= ct.hp[p, k]


# --- which of the opponent's Benched Pokémon to bring up (Gust of Wind-like) ----------

#: gust_rank_nb's bands: a Knock Out this turn (+ the target's HP), then damage (+ 1000 a
#: point of expected damage), then neither (less the HP left)
GUST_KO = 1_000_000
GUST_HIT = 10_000


@kernel_nb  # two callers: greedy's Gust valuation (trainer_value.gust_target_nb) and its pick (targets.choose_gust_target_nb)
def gust_rank_nb(st, ct, R, p, s, units):
    """How much p wants the opponent's Benched slot s as the Defending Pokémon, in bands:
    one p's Active Knocks Out this turn (its best payable attack's expected damage, Weakness
    and Resistance included) from GUST_KO, the most HP first; else one it damages from
    GUST_HIT, by the expected damage, then the least HP left; else the least HP left.
    Always >= 1.  The valuation of a Gust and the pick of its target share it, so greedy
    brings up the Pokémon it played the card for (stop 34's replays: Alakazam and Mr. Mime
    attacked a Psychic-resistant Eevee for nothing for nine turns with Gust of Wind in hand)."""
    o = 1 - p
    q = st.slot[o, s, S_CARD]
    left = ct.hp[o, q] - st.slot[o, s, S_DMG]
    tail = 999 - min(max(left, 0), 999)
    e = -1.0
    if st.slot[p, 0, S_CARD] >= 0 and may_attack_now_nb(st, R, p):
        swap_slots_nb(st, o, 0, s)  # (calling it again undoes it)
        e = best_expected_nb(st, ct, R, p, 0, units)
        swap_slots_nb(st, o, 0, s)
    if e > 0 and e >= left:
        return GUST_KO + ct.hp[o, q]
    if e > 0:
        return GUST_HIT + 1000 * int(e + 0.5) + tail
    return 1 + tail
