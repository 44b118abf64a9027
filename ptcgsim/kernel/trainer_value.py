"""Greedy's valuation of playing a Trainer now (issue: plays Trainers for value;
issue 4 §4: the greedy player uses the classic Trainers sensibly).

``trainer_score_nb`` reads the Trainer's effect program and values each row
against the board as the player sees it; <= 0 means keep the card.  Kept apart
from players.py so Trainer heuristics can grow without touching the turn plan.

The player sees its own hand, both boards, both discard piles and counts; never
the order of a deck, the prizes or the opponent's hand.  What it may still find
in its deck is the *unseen pool*: deck and prizes together (its deck list minus
every card it can see).

Scale (greedy_plan_nb picks the highest value): benching 500, evolving 600,
attaching energy ~150-460, retreating 250 + damage.  Trainers that win a
Knock Out or save one score 240-330; card draw and searches 100-250; small
edges below 100, so they come after the energy attachment.

Some values are measured by trying the change on the state and undoing it
(an energy card taken off, PlusPower added, two Pokémon swapped): kernel code
never allocates, and every such change is restored before the function returns.
"""

from __future__ import annotations

from ..effects import (
    SD_FLAGS,
    OP_SWITCH_WITH_ACTIVE,
    ST_BENCH_COUNTERS,
    ST_BETWEEN_COUNTERS,
    ST_STACK_ATTACKS,
    TOOL_DMG_PLUS,
    TOOL_HP,
    TOOL_NO_WEAKNESS,
    TOOL_REDUCE,
    TOOL_RETREAT_LESS,
    BENCH_DEF,
    BENCH_OPP_ALL,
    BENCH_OPP_EVERY,
    BENCH_OPP_EVERY_DAMAGED,
    BENCH_OPP_ONE,
    BENCH_OPP_PICK,
    BENCH_OPP_SPREAD,
    OP_PUT_COUNTERS,
    EACH_OWN,
    FROM_DECK,
    ANY,
    KIND_BASIC_ENERGY,
    FROM_DISCARD,
    FROM_HAND,
    KIND_ANY,
    KIND_TRAINER,
    LT_DEST,
    OP_DISCARD_TOOL,
    OP_HAND_BOTTOM_DRAW,
    OP_LOOK_TOP,
    OPP,
    OP_ATTACH_DEFENDER,
    OP_ATTACH_ENERGY,
    OP_ATTACH_ENERGY_ANY,
    OP_ATTACH_ENERGY_ONE,
    OP_ATTACH_ENERGY_EACH,
    OP_ATTACH_THEN,
    DH_BOTTOM,
    OP_NO_ATTACK_TURN,
    HEAL_UP_TO,
    OP_OPP_ENERGY_TO,
    HEAL_EVERY,
    TO_FILTER,
    TO_ACTIVE_TOO,
    TC_SHIFT,
    OP_ATTACH_PLUSPOWER,
    OP_MOVE_ENERGY,
    OP_END_TURN,
    OP_TURN_BOOST,
    OP_TURN_GUARD,
    OP_BENCHED_TO_DECK,
    OP_BREED_STAGE2,
    OP_CURE,
    OP_CURE_ONE,
    OP_TOP_DISCARD_ANY,
    OP_TRADE_POKEMON_UP_TO,
    OP_OPP_HAND_BASIC_TO_ACTIVE,
    OP_PREVENT_OWN_NEXT,
    OP_HEAL_THEN_DISCARD_ENERGY,
    OP_SEARCH_ENERGY_SPLIT,
    OP_DISCARD_TOOL_AND_SPECIAL,
    OP_DEVOLVE,
    OP_COND,
    POISONED,
    BURNED,
    OP_EVOLVE_FROM_DECK,
    OP_PLAY_AS_BASIC,
    OP_BENCH_AS_BASIC,
    BB_DMG,
    OP_DISCARD_ENERGY,
    OP_DISCARD_HAND,
    OPP_REVEALED,
    OP_DRAW,
    OP_GUST,
    OP_HAND_TO_DECK,
    OP_HEAL,
    OP_HEAL_ALL_DISCARD_ENERGY,
    OP_HEAL_ANY_OWN,
    OP_TURN_EXTRA_PRIZE,
    OP_OPP_DISCARD_HAND_RANDOM,
    OP_OPP_SHUFFLE_HAND_DRAW,
    OP_RECOVER,
    OP_RETURN_OWN_BASIC,
    OP_REVIVE,
    OP_SEARCH_DECK,
    OP_SHUFFLE_HAND_DRAW,
    OP_SHUFFLE_KIND_TO_DECK,
    OP_SWITCH_SELF,
    OP_TOP_REARRANGE,
    OP_TRADE_POKEMON,
    OP_FORM_SWAP,
    OP_COUNT_TO_H,
    OP_CHOOSE_ONE,
    SELF,
    TO_BENCH,
    TO_BENCH_ONLY,
    TO_DECK,
    TO_DECK_TOP,
    TO_HAND_OR_DECK,
    CNT_ARG,
)
from .cardtable import CF_EX, CF_HAS_POWER, SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER, TK_STADIUM, TK_TOOL
from ..effects import ASLEEP, CONFUSED, OP_SELF_DAMAGE, PARALYZED
from .player.choices import deficit_nb
from .player.choices import pick_energy_move_nb
from .player.weights import W_GUST_HIT, W_DRAW_RESERVE_CLOCK, W_DECK_RACE_ARMED, W_DECK_RACE_BELOW, W_DECK_RACE_SLACK, W_DRAW_RESERVE_BASE, W_DRAW_RESERVE_PRIZE
from .player.value import (
    best_tool_value_nb,
    draws_cards_nb,
    best_payable_damage_nb,
    dead_pokemon_nb,
    fits_in_play_nb,
    form_value_nb,
    energy_need_nb,
    evolution_in_hand_nb,
    greedy_energy_index_nb,
    greedy_own_pokemon_nb,
    hand_card_value_nb,
    search_rank_nb,
    tool_loss_value_nb,
    units_short_nb,
)
from .damage import weakness_resistance_nb
from .player.questions import OWN_HEAL, OWN_SCOOP, OWN_TO_DECK, Q_CHOOSE_ONE
from .player.seat import decide_nb, set_option_nb
from .predicates import ELIGIBLE_ANY, ELIGIBLE_BENCHED, ELIGIBLE_BENCHED_DAMAGED, ELIGIBLE_DAMAGED, add_turn_boost_nb, eligible_own_nb, switch_in_ok_nb, tool_cond_nb
from .estimates import GUST_HIT, GUST_KO, active_can_attack_nb, best_expected_nb, expected_damage_slot_nb, gust_rank_nb
from .jit import kernel_inline_nb, kernel_nb
from ..rules import R_PRIZES
from .ops.trainer_k10 import special_energy_count_nb
from .k17 import form_kin_nb  # s31-k17
from ..effects import DT_OWN_TO_HAND  # s31-k17
from ..effects import BENCH_BOTH_ACTIVES, ELIG_NOT_ACTING, ELIG_NOT_ACTING_NAME, MD_PAIR_KO_OK, OP_MOVE_DAMAGE  # s31-k17
from .k17_move import refit_unseen_nb  # s31-k17
from .k17_move import OP_ENERGY_SWAP_DISCARD, energy_swap_discard_value_nb, heal_pick_loss_nb  # s31-k17
from .k17_move import OP_MOVE_ENERGY_SELF, OP_OPP_BENCHED_TO_HAND, OP_OPP_TOP_MAY_SHUFFLE, opp_benched_to_hand_value_nb, discard_form_ok_nb, pair_counters_value_nb, self_move_value_nb  # s31-k17
from .k20 import stadium_power_value_nb, stadium_provide_value_nb, stadium_void_value_nb, stadium_voids_nb  # s31-k20
from .predicates import attack_energy_ok_nb  # s31-k20
from ..effects import EN_ON_ATTACH, OP_PUT_COUNTERS_OWN, ST_CARD_ATTACKS  # s31-k20
from .layout import (
    G_TURN,
    G_STADIUM_K,
    G_STADIUM_P,
    COLORLESS,
    NSLOT,
    NT,
    PL_BOOST,
    PL_BURN,
    PL_DECK_N,
    PL_ENERGY_DONE,
    PL_HAND_N,
    PL_POISON,
    PL_PRIZES_LEFT,
    PL_STATUS,
    S_CARD,
    S_DMG,
    S_NEN,
    S_NSTACK,
    S_PP_AMT,
    S_TOOL_K,
    TMP_TARGET,
)
from .predicates import (
    can_play_trainer_nb,
    energy_card_ok_nb,
    card_matches_kind_nb,
    may_attack_now_nb,
    requirements_ok_nb,
    stadium_action_row_nb,
    stadium_amount_nb,
    slot_hp_nb,
)
from .zones import bench_count_nb, energy_total_nb, hand_has_energy_nb
from .predicates import board_count_nb

# --- what the player can see --------------------------------------------------------


@kernel_nb
def unseen_count_nb(st, p, k):
    """Copies of card k that p cannot see: in its deck or among its prizes."""
    n = 0
    for i in range(st.pl[p, PL_DECK_N]):
        if st.deck[p, i] == k:
            n += 1
    for i in range(st.pl[p, PL_PRIZES_LEFT]):
        if st.prize[p, i] == k:
            n += 1
    return n


@kernel_nb
def hand_basic_count_nb(st, ct, p):
    n = 0
    for q in range(ct.n[p]):
        if ct.sup[p, q] == SUPER_POKEMON and ct.stage[p, q] == 0:
            n += st.hand[p, q]
    return n


@kernel_nb
def energy_needed_nb(st, ct, p, e):
    """Energy card e provides a type p's Pokémon in play still need, and the hand has no
    other card providing that type; or their Colorless costs are short and the hand holds
    no Energy at all."""
    for t in range(NT - 1):
        if ct.provides[p, e, t] > 0 and energy_need_nb(st, ct, p, t) > 0:
            held = 0
            for q in range(ct.n[p]):
                if st.hand[p, q] > 0 and ct.sup[p, q] == SUPER_ENERGY and ct.provides[p, q, t] > 0:
                    held += st.hand[p, q]
            if held == 0:
                return True
    # a Colorless cost: any Energy pays it, when the hand holds none
    units = 0
    for t in range(NT):
        units += ct.provides[p, e, t]
    return units > 0 and not hand_has_energy_nb(st, ct, p) and units_short_nb(st, ct, p) > 0


@kernel_nb
def dead_cards_nb(st, ct, p):
    """Cards in p's hand that do nothing for it now: dead Pokémon, Energy no Pokémon in
    play needs (beyond one kept for next turn)."""
    n = 0
    spare_energy = 0
    for q in range(ct.n[p]):
        c = st.hand[p, q]
        if c == 0:
            continue
        if ct.sup[p, q] == SUPER_POKEMON:
            if dead_pokemon_nb(st, ct, p, q):
                n += c
        elif ct.sup[p, q] == SUPER_ENERGY:
            need = 0
            for t in range(NT - 1):
                if ct.provides[p, q, t] > 0:
                    need += energy_need_nb(st, ct, p, t)
            if need == 0:
                spare_energy += c
    if spare_energy > 1:
        n += spare_energy - 1
    return n


@kernel_nb
def useful_in_hand_nb(st, ct, R, p, k):
    """Cards in p's hand (besides one copy of Trainer k) it could still use: Trainers it may
    play, Energy its Pokémon need, evolutions that fit a Pokémon in play, Basics with room."""
    n = 0
    for q in range(ct.n[p]):
        c = st.hand[p, q] - (1 if q == k else 0)
        if c <= 0:
            continue
        if ct.sup[p, q] == SUPER_TRAINER:
            if can_play_trainer_nb(st, ct, R, p, q):
                n += c
        elif ct.sup[p, q] == SUPER_ENERGY:
            for t in range(NT):
                if ct.provides[p, q, t] > 0 and (t == COLORLESS or energy_need_nb(st, ct, p, t) > 0):
                    n += c
                    break
        elif not dead_pokemon_nb(st, ct, p, q):
            n += c
    return n


@kernel_nb
def discard_cost_nb(st, ct, p, k, a):
    """What discarding a cards from p's hand (the least wanted, never Trainer k) costs:
    a card each plus how much it wanted them."""
    total = 0.0
    for i in range(a):
        # the i-th cheapest card: walk values upward, counting copies
        seen = 0
        found = 0.0
        for v in range(0, 200, 10):
            for q in range(ct.n[p]):
                c = st.hand[p, q] - (1 if q == k else 0)
                if c > 0 and hand_card_value_nb(st, ct, p, q) == v:
                    seen += c
            if seen > i:
                found = float(v)
                break
        total += 30.0 + 1.5 * found
    return total


# --- trying a change and undoing it ---------------------------------------------------


@kernel_nb
def take_energy_nb(st, p, s, i):
    """Take energy i off slot s (swap with the last); returns the card. Undo: put_back_energy_nb."""
    n = st.slot[p, s, S_NEN]
    e = st.en[p, s, i]
    st.en[p, s, i] = st.en[p, s, n - 1]
    st.en[p, s, n - 1] = e
    st.slot[p, s, S_NEN] = n - 1
    return e


@kernel_nb
def put_back_energy_nb(st, p, s, i):
    n = st.slot[p, s, S_NEN] + 1
    st.slot[p, s, S_NEN] = n
    e = st.en[p, s, n - 1]
    st.en[p, s, n - 1] = st.en[p, s, i]
    st.en[p, s, i] = e


@kernel_nb
def best_payable_expected_nb(st, ct, R, p, units):
    """Best expected damage of the Active's payable attacks against the Defender (-1: none
    payable, or p may not attack now)."""
    if st.slot[p, 0, S_CARD] < 0 or st.slot[1 - p, 0, S_CARD] < 0 or not may_attack_now_nb(st, R, p):
        return -1.0
    return best_expected_nb(st, ct, R, p, 0, units)


@kernel_nb
def active_ko_now_nb(st, ct, R, p, units):
    """p's Active can Knock Out the Defending Pokémon this turn (expected damage)."""
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    if dk < 0:
        return False
    e = best_payable_expected_nb(st, ct, R, p, units)
    return e > 0 and e >= ct.hp[o, dk] - st.slot[o, 0, S_DMG]


@kernel_nb
def threat_to_nb(st, ct, R, p, s, units):
    """Damage the opponent's Active's best payable attack would do to p's slot s if it were
    the Defending Pokémon (Weakness/Resistance from the opponent's side)."""
    o = 1 - p
    ok = st.slot[o, 0, S_CARD]
    k = st.slot[p, s, S_CARD]
    if ok < 0 or k < 0:
        return 0
    d = best_payable_damage_nb(st, ct, o, 0, units)
    if d <= 0:
        return 0
    return weakness_resistance_nb(ct, R, o, ok, p, k, d)


@kernel_nb
def about_to_be_ko_nb(st, ct, R, p, s, units):
    k = st.slot[p, s, S_CARD]
    if k < 0:
        return False
    t = threat_to_nb(st, ct, R, p, s, units)
    return t > 0 and t >= ct.hp[p, k] - st.slot[p, s, S_DMG]


@kernel_nb
def bench_can_take_over_nb(st, ct, R, p, units, skip):
    """A Benched Pokémon (not slot skip) that would survive the opponent's best payable
    attack, or could attack itself."""
    for s in range(1, NSLOT):
        if s == skip or st.slot[p, s, S_CARD] < 0:
            continue
        if not about_to_be_ko_nb(st, ct, R, p, s, units) or best_payable_damage_nb(st, ct, p, s, units) > 0:
            return True
    return False


@kernel_inline_nb
def own_energy_loss_nb(st, ct, R, p, n, units):
    """What losing n energy cards from p's Active costs (p chooses the least useful): 40 a
    card, and its attack this turn if that stops it attacking."""
    if st.slot[p, 0, S_NEN] == 0:
        return 0.0
    before = best_payable_expected_nb(st, ct, R, p, units)
    i1 = greedy_energy_index_nb(st, ct, p, 0, -1, True)
    if i1 < 0:
        return 0.0
    take_energy_nb(st, p, 0, i1)
    i2 = -1
    if n > 1 and st.slot[p, 0, S_NEN] > 0:
        i2 = greedy_energy_index_nb(st, ct, p, 0, -1, True)
        if i2 >= 0:
            take_energy_nb(st, p, 0, i2)
    after = best_payable_expected_nb(st, ct, R, p, units)
    if i2 >= 0:
        put_back_energy_nb(st, p, 0, i2)
    put_back_energy_nb(st, p, 0, i1)
    cost = 40.0 * (2 if i2 >= 0 else 1)
    if before > 0 and after <= 0:
        cost += 200.0 + before
    elif before > after:
        cost += before - after
    return cost


@kernel_nb
def opp_energy_gain_nb(st, ct, R, p, n, units):
    """What removing n energy cards from the Defending Pokémon wins (p picks the most
    valuable): 60 a card, more when it breaks or weakens its attack."""
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or st.slot[o, 0, S_NEN] == 0:
        return 0.0
    before = best_payable_damage_nb(st, ct, o, 0, units)
    t_before = threat_to_nb(st, ct, R, p, 0, units)
    ko_before = about_to_be_ko_nb(st, ct, R, p, 0, units)
    i1 = greedy_energy_index_nb(st, ct, o, 0, -1, False)
    if i1 < 0:
        return 0.0
    take_energy_nb(st, o, 0, i1)
    i2 = -1
    if n > 1 and st.slot[o, 0, S_NEN] > 0:
        i2 = greedy_energy_index_nb(st, ct, o, 0, -1, False)
        if i2 >= 0:
            take_energy_nb(st, o, 0, i2)
    after = best_payable_damage_nb(st, ct, o, 0, units)
    t_after = threat_to_nb(st, ct, R, p, 0, units)
    ko_after = about_to_be_ko_nb(st, ct, R, p, 0, units)
    missing = deficit_nb(st, ct, o, 0, -1, -1, units)
    if i2 >= 0:
        put_back_energy_nb(st, o, 0, i2)
    put_back_energy_nb(st, o, 0, i1)
    gain = 60.0 * (2 if i2 >= 0 else 1)
    if before >= 0 and after < 0 and missing <= 1 and st.pl[o, PL_HAND_N] > 0:
        # one Energy short: the opponent's next attachment most likely pays it again, so
        # this only costs them the attachment (measured: valuing it as a broken attack made
        # Energy Removal trades on one-Energy attackers stall Haymaker games into deck-out)
        gain += 40.0
    elif before >= 0 and after < 0:
        gain += 150.0 + t_before  # its attack no longer payable
    elif t_before > t_after:
        gain += t_before - t_after
    if ko_before and not ko_after:
        gain += 100.0
    return gain


@kernel_nb
def plus_damage_ko_nb(st, ct, R, p, amt, units):
    """Adding amt to the Active's attacks this turn turns a hit into a Knock Out."""
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    if dk < 0 or not active_can_attack_nb(st, ct, R, p, units):
        return False
    left = ct.hp[o, dk] - st.slot[o, 0, S_DMG]
    before = best_payable_expected_nb(st, ct, R, p, units)
    if before <= 0 or before >= left:
        return False
    st.slot[p, 0, S_PP_AMT] += amt
    after = best_payable_expected_nb(st, ct, R, p, units)
    st.slot[p, 0, S_PP_AMT] -= amt
    return after >= left


@kernel_nb
def boost_ko_nb(st, ct, R, p, amt, cond, units):
    """A TURN_BOOST of amt under cond turns the Active's hit into a Knock Out this turn (tried
    on the state, then undone)."""
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    if dk < 0 or not active_can_attack_nb(st, ct, R, p, units):
        return False
    left = ct.hp[o, dk] - st.slot[o, 0, S_DMG]
    before = best_payable_expected_nb(st, ct, R, p, units)
    if before <= 0 or before >= left:
        return False
    saved = st.pl[p, PL_BOOST]
    add_turn_boost_nb(st, p, amt, cond, 0)
    after = best_payable_expected_nb(st, ct, R, p, units)
    st.pl[p, PL_BOOST] = saved
    return after >= left


@kernel_nb
def gust_target_nb(st, ct, R, p, units, filt):
    """The opponent's Benched Pokémon (filt > 0: one for which TC_* conditions filt hold)
    greedy brings up, by ``estimates.gust_rank_nb`` (its pick's ranking too), and its rank;
    (-1, 0) when there is none or p's Active may not attack this turn."""
    o = 1 - p
    if not may_attack_now_nb(st, R, p) or st.slot[p, 0, S_CARD] < 0:
        return -1, 0
    best = -1
    best_r = 0
    for s in range(1, NSLOT):
        q = st.slot[o, s, S_CARD]
        if q < 0 or (filt > 0 and not (tool_cond_nb(st, ct, o, s, filt % TC_SHIFT) and tool_cond_nb(st, ct, o, s, filt // TC_SHIFT))):
            continue
        r = gust_rank_nb(st, ct, R, p, s, units)
        if r > best_r:
            best_r = r
            best = s
    return best, best_r


@kernel_nb
def heal_value_nb(st, ct, R, p, s, amount, units):
    """Removing up to amount damage (0: all) from p's slot s: the damage healed, more for an
    attacker (energy attached or an attack payable) and when it lifts a Knock Out threat."""
    d = st.slot[p, s, S_DMG]
    if d <= 0:
        return 0.0
    healed = d if amount == 0 or amount > d else amount
    v = float(healed)
    attacker = st.slot[p, s, S_NEN] > 0 or best_payable_damage_nb(st, ct, p, s, units) > 0
    if attacker:
        v += 60.0
    if s == 0 and about_to_be_ko_nb(st, ct, R, p, 0, units):
        st.slot[p, s, S_DMG] = d - healed
        saved = not about_to_be_ko_nb(st, ct, R, p, 0, units)
        st.slot[p, s, S_DMG] = d
        if saved:
            v += 150.0
    return v


@kernel_inline_nb  # one call site
def evolves_unseen_nb(st, ct, p, kt):
    """(greedy) An unseen card of p's deck that prints no power evolves from card kt."""
    for q in range(ct.n[p]):
        if ct.sup[p, q] == SUPER_POKEMON and ct.evo_from[p, q] == ct.name[p, kt] and (ct.cflags[p, q] & CF_HAS_POWER) == 0 \
                and unseen_count_nb(st, p, q) > 0:
            return True
    return False


@kernel_nb
def search_value_nb(st, ct, p, kind):
    """What a deck search for one card of kind brings p: the card its search picks (the
    kernel's pick_deck_card_nb ranking over the unseen pool) valued by what p lacks."""
    best = -1
    best_v = -1 << 40
    for k in range(ct.n[p]):
        if not card_matches_kind_nb(ct, p, k, kind) or unseen_count_nb(st, p, k) == 0:
            continue
        v = search_rank_nb(st, ct, p, k)
        if v > best_v:
            best_v = v
            best = k
    if best < 0:
        return 0.0
    k = best
    if ct.sup[p, k] == SUPER_POKEMON:
        if ct.stage[p, k] > 0:
            if fits_in_play_nb(st, ct, p, k) and not evolution_in_hand_nb(st, ct, p, ct.evo_from[p, k]):
                return 250.0
            return 20.0
        if bench_count_nb(st, p) <= 1 and hand_basic_count_nb(st, ct, p) == 0:
            return 200.0
        if bench_count_nb(st, p) < NSLOT - 1 and hand_basic_count_nb(st, ct, p) == 0:
            return 60.0
        return 10.0
    if ct.sup[p, k] == SUPER_ENERGY:
        return 180.0 if energy_needed_nb(st, ct, p, k) else 20.0
    return 40.0


@kernel_nb
def look_hit_nb(st, ct, p, n, kind):
    """Chance that n cards off p's deck hold a card of kind, the deck drawn from the unseen
    pool (deck and prizes: p does not know which of them are prizes)."""
    u = st.pl[p, PL_DECK_N] + st.pl[p, PL_PRIZES_LEFT]
    m = 0
    for k in range(ct.n[p]):
        if card_matches_kind_nb(ct, p, k, kind):
            m += unseen_count_nb(st, p, k)
    if m == 0 or u == 0:
        return 0.0
    miss = 1.0
    for i in range(min(n, u)):
        miss *= max(0.0, (u - m - i) / (u - i))
    return 1.0 - miss


@kernel_nb
def recover_value_nb(st, ct, R, p, k, a, kind):
    """Up to a cards of kind from the discard pile to the hand."""
    n = 0
    needed = 0
    for q in range(ct.n[p]):
        if st.disc[p, q] > 0 and card_matches_kind_nb(ct, p, q, kind):
            n += st.disc[p, q]
            if ct.sup[p, q] == SUPER_ENERGY and energy_needed_nb(st, ct, p, q) \
                    or ct.sup[p, q] == SUPER_TRAINER and not draws_cards_nb(ct, p, q) \
                    or ct.sup[p, q] == SUPER_POKEMON and not dead_pokemon_nb(st, ct, p, q):
                needed += st.disc[p, q]
    if n == 0:
        return 0.0
    got = min(n, a)
    useful = min(got, needed)
    if kind == KIND_TRAINER:
        return 130.0 * useful
    return 110.0 * useful + 20.0 * (got - useful)


# --- the valuation ---------------------------------------------------------------------


@kernel_nb
def source_energy_nb(st, ct, p, source, etype):
    """A basic Energy card of etype (ANY: any) that ATTACH_ENERGY's source could give p:
    in the hand or the discard pile, or among the unseen cards for the deck (the deck's
    order and the prizes stay hidden: deck and prizes count as one pool)."""
    src = source % TO_ACTIVE_TOO  # without TO_ACTIVE_TOO, TO_BENCH_ONLY and a receiver filter (TO_FILTER)
    for k in range(ct.n[p]):
        if not energy_card_ok_nb(ct, p, k, etype):
            continue
        if src == FROM_HAND and st.hand[p, k] > 0 or src == FROM_DISCARD and st.disc[p, k] > 0 \
                or src == FROM_DECK and unseen_count_nb(st, p, k) > 0:
            return True
    return False


@kernel_nb
def receiver_ok_nb(st, ct, p, source, bench):
    """One of p's Pokémon may get the Energy of an ATTACH_ENERGY_* source (TO_BENCH_ONLY or
    bench: a Benched one; TO_FILTER: one for which its TC_* condition holds)."""
    filt = source // TO_FILTER
    first = 1 if (bench and source % TO_BENCH_ONLY < TO_ACTIVE_TOO) or source % TO_FILTER >= TO_BENCH_ONLY else 0
    for s in range(first, NSLOT):
        if st.slot[p, s, S_CARD] >= 0 and tool_cond_nb(st, ct, p, s, filt % TC_SHIFT) and tool_cond_nb(st, ct, p, s, filt // TC_SHIFT):
            return True
    return False


@kernel_inline_nb
def center_in_hand_nb(st, ct, R, p):
    """p holds a Pokémon Center-like Trainer (heal all, discard the healed Pokémon's
    Energy) it may play now."""
    for k in range(ct.n[p]):
        if st.hand[p, k] > 0 and ct.sup[p, k] == SUPER_TRAINER:
            for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
                if ct.prog[r, 0] == OP_HEAL_ALL_DISCARD_ENERGY:
                    if can_play_trainer_nb(st, ct, R, p, k):
                        return True
                    break
    return False


@kernel_nb
def draw_reserve_nb(st, ct, R, p):
    """Cards p's deck should keep rather than draw: the turns the game may still last, one
    draw each.  ``draw_reserve_base`` + ``draw_reserve_prize`` per prize p still has to
    take; with ``draw_reserve_clock`` > 0, no fewer than ``draw_reserve_base`` + that many per
    turn of the prize clock (the fewer of both players' turns to take their remaining prizes,
    each at its own rate so far, two turns a prize as the prior: a slow deck's game lasts
    longer than two turns a prize); and, with ``deck_race_slack`` below 60, once the
    opponent's deck holds at most ``deck_race_below`` cards, no fewer than the opponent's deck
    less that slack (the player with the thinner deck loses a game that stalls), for whom
    ``deck_race_armed`` says (``race_holds_nb``): a player whose Energy is gone may need to
    draw to find more, or it never attacks again (stop 32's replays: Wigglytuff against
    Blackout, its Energy removed, held its Computer Search for 17 turns)."""
    w = ct.w[p]
    r = w[W_DRAW_RESERVE_BASE] + w[W_DRAW_RESERVE_PRIZE] * st.pl[p, PL_PRIZES_LEFT]
    clock = w[W_DRAW_RESERVE_CLOCK]
    if clock > 0.0:
        # each player's own turns to take its remaining prizes at its rate so far: the turns
        # played over the prizes taken, with two prizes in four turns as the prior
        turns = 1e9
        for q in range(2):
            left = st.pl[q, PL_PRIZES_LEFT]
            t = left * (0.5 * st.g[G_TURN] + 4.0) / (R[R_PRIZES] - left + 2.0)
            if t < turns:
                turns = t
        c = w[W_DRAW_RESERVE_BASE] + clock * turns
        if c > r:
            r = c
    slack = w[W_DECK_RACE_SLACK]
    od = st.pl[1 - p, PL_DECK_N]
    if slack < 60.0 and od <= w[W_DECK_RACE_BELOW] and race_holds_nb(st, ct, p, w[W_DECK_RACE_ARMED]):
        race = od - slack
        if race > r:
            r = race
    return r


@kernel_inline_nb  # one call site (draw_reserve_nb)
def race_holds_nb(st, ct, p, mode):
    """Whether the deck race holds player p back, by ``deck_race_armed``: 0 every player;
    1 only a player that can attack; 2 every player but one that cannot attack facing one
    that can (the stall it would keep is one-sided: it only loses prizes)."""
    if mode < 0.5:
        return True
    if armed_nb(st, ct, p):
        return True
    if mode < 1.5:
        return False
    return not armed_nb(st, ct, 1 - p)


@kernel_nb  # two call sites (race_holds_nb)
def armed_nb(st, ct, p):
    """Some Pokémon p has in play holds as many Energy units as its cheapest attack costs
    (of any type: a count the deck race reads, not a payment check)."""
    for s in range(NSLOT):
        k = st.slot[p, s, S_CARD]
        if k < 0:
            continue
        have = energy_total_nb(st, ct, p, s)
        for j in range(ct.n_atk[p, k]):
            c = 0
            for u in range(ct.atk_cost.shape[3]):
                c += ct.atk_cost[p, k, j, u]
            if c <= have:
                return True
    return False


@kernel_inline_nb  # one call site: inlined there, no library of its own (jit.py)
def trainer_score_nb(st, ct, R, p, k, units):
    """Value of playing Trainer k now; <= 0 means keep it."""
    if ct.tkind[p, k] == TK_TOOL:
        return best_tool_value_nb(st, ct, p, k, units)
    if ct.tkind[p, k] == TK_STADIUM:
        return stadium_score_nb(st, ct, R, p, k, units)
    return program_score_nb(st, ct, R, p, 0, k, ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1], st.pl[p, PL_HAND_N] - 1, units)


@kernel_nb
def program_score_nb(st, ct, R, p, s, k, start, end, hand_after, units):
    """Value of running rows [start, end) now with slot s acting (0 for a Trainer; the
    Pokémon with the power for a power) and card k leaving the hand to pay for it (-1: a
    power, no card leaves); <= 0 means don't.  Trainers and the Trainer-like bodies of
    Poké-Powers and Abilities (draw, search, heal, attach) share this one valuation."""
    o = 1 - p
    deck_n = st.pl[p, PL_DECK_N]
    v = 0.0
    cost = 0.0
    discards_hand = False
    hand_cost_k = 0  # cards a DISCARD_HAND cost row takes
    puts_back = False  # a HAND_TO_DECK row came first (Maintenance-like: its draw is the refund)
    put_bottom = 0  # cards a HAND_TO_DECK row puts on the bottom of the deck (Dendra-like: then a draw)
    shuffled_n = -1  # a hand shuffled into the deck, then its fewest cards drawn (Lillie's Determination-like)
    h_count = 0  # COUNT_TO_H's count, for LOOK_TOP a=0
    c1_end = -1  # CHOOSE_ONE: the SKIP row that closes its first option
    c2_end = -1  # the row after its second option
    v_base = 0.0  # v and cost when the choice came
    cost_base = 0.0
    net1 = 0.0  # the first option's value
    for r in range(start, end):
        if r == c1_end:  # the first option valued; the second starts from the same base
            net1 = (v - v_base) - (cost - cost_base)
            v = v_base
            cost = cost_base
            continue
        if r == c2_end:  # "choose 1": the better option counts
            v = v_base + max(net1, (v - v_base) - (cost - cost_base))
            cost = cost_base
            c2_end = -1
        op = ct.prog[r, 0]
        a = ct.prog[r, 1]
        b = ct.prog[r, 2]
        c = ct.prog[r, 3]
        if op == OP_CHOOSE_ONE:
            v_base = v
            cost_base = cost
            c1_end = r + a
            c2_end = r + a + 1 + b
            continue
        if op == OP_FORM_SWAP:
            v += form_gain_nb(st, ct, p, s, units, a, b)
            continue
        if op == OP_COUNT_TO_H:  # (LOOK_TOP a=0 reads it)
            h_count = board_count_nb(st, ct, p, s, a % CNT_ARG, a // CNT_ARG - 1)
            continue
        if op == OP_LOOK_TOP and a == 0:
            a = h_count
        if op == OP_DISCARD_HAND and (c == OPP or c == OPP_REVEALED or c == OPP_REVEALED + DH_BOTTOM):
            # disruption: the cards the opponent loses (their hand's size is public; its kinds are not)
            ho = st.pl[o, PL_HAND_N]
            n = max(0, ho + a) if a < 0 else min(a, ho)
            v += 30.0 * n * (1.0 if b == KIND_ANY else 0.3)
        elif op == OP_DISCARD_HAND:
            if a == 0:
                discards_hand = True
            else:
                hand_cost_k += a
                cost += discard_cost_nb(st, ct, p, k, a)
        elif op == OP_DRAW and (b == 6 or b == 8):
            cost += 20.0 * a  # Fieldworker-like: the opponent draws too
        elif op == OP_DRAW and put_bottom > 0:
            n = a - (hand_after - put_bottom) if b == 1 else a
            if n > 0 and deck_n - n >= draw_reserve_nb(st, ct, R, p):
                v += 40.0 * n
        elif op == OP_DRAW:
            if b == 5:  # a plus a board count (Steven's Advice-like)
                a = a + board_count_nb(st, ct, p, s, c % CNT_ARG, c // CNT_ARG - 1)
            # keep a reserve (draw_reserve_nb): drawing towards an empty deck loses at a
            # turn's draw (measured: chained Oak/Bill made deck-out end 70% of Haymaker
            # games before the reserve)
            # (a hand shuffled into the deck comes back to it before the draw)
            if deck_n - a + (hand_after if shuffled_n >= 0 else 0) < draw_reserve_nb(st, ct, R, p) or puts_back:
                continue
            if discards_hand:
                # Professor Oak-like: only a poor hand (3 or fewer other cards, or
                # nothing it could still use); below an energy attachment's 150
                if hand_after <= 3 or useful_in_hand_nb(st, ct, R, p, k) == 0:
                    v += 100.0 + 5 * (a - hand_after)
                elif shuffled_n >= 2 + hand_after and (st.pl[p, PL_ENERGY_DONE] == 1 or not hand_has_energy_nb(st, ct, p)):
                    # the hand goes back into the deck, not to the discard pile: a fresh hand
                    # two or more cards bigger than the one kept is worth it (its fewest draw
                    # when a condition decides: Lillie's Determination's 6, not its 8), once
                    # this turn's Energy is attached (the shuffle would take it back).
                    # Measured: N's Zoroark ex, its 4 Lillie's kept in a hand of useless cards,
                    # lost its round robin by ending turn after turn with no Energy to attack
                    v += 100.0 + 10 * (shuffled_n - hand_after)
                    shuffled_n = 0  # once, not for each of its DRAW rows
            elif hand_cost_k == 0 and hand_after <= 4:
                v += 150.0 + 10 * a
            elif k < 0 and hand_cost_k > 0 and a > hand_cost_k:
                # an Ability that discards to draw more (Trade-like): usable every turn and no
                # card played for it, so a card drawn is worth more than a Trainer's draw
                v += 40.0 * a
            else:
                v += 30.0 * a
        elif op == OP_SHUFFLE_HAND_DRAW:
            discards_hand = True  # the hand is gone as with Professor Oak; DRAW rows may follow
            shuffled_n = a
            if a == 0:
                shuffled_n = 1 << 20
                for q in range(r + 1, end):
                    if ct.prog[q, 0] == OP_DRAW and ct.prog[q, 2] != 5 and ct.prog[q, 2] != 6 and ct.prog[q, 1] < shuffled_n:
                        shuffled_n = ct.prog[q, 1]
                if shuffled_n == 1 << 20:
                    shuffled_n = 0
            if a > 0 and (hand_after < a - 1 or useful_in_hand_nb(st, ct, R, p, k) == 0):
                v += 140.0
        elif op == OP_SEARCH_DECK:
            if c % SD_FLAGS == TO_BENCH and bench_count_nb(st, p) >= NSLOT - 1:
                continue
            if hand_cost_k > 0:
                # Computer Search-like: worth its discards only for what the player lacks
                v += search_value_nb(st, ct, p, b)
            elif c % SD_FLAGS != TO_DECK_TOP and deck_n - (a if a > 0 else 1) < draw_reserve_nb(st, ct, R, p):
                # a search thins the deck as a draw does: below the draw reserve, only for what
                # the player lacks (measured: Gholdengo's mirror lost 9% of its games to random
                # by deck-outs, its searches chained every turn with the deck under 10 cards)
                v += search_value_nb(st, ct, p, b)
            else:
                sv = search_value_nb(st, ct, p, b)
                v += max(sv, 120.0)
        elif op == OP_HEAL and (b == EACH_OWN or b == HEAL_EVERY):
            # each of your (eligible) Pokémon: what the damage healed is worth, when it is some
            # (HEAL_EVERY: less what healing the opponent's is worth to them)
            hv = 0.0
            for t in range(NSLOT):
                if st.slot[p, t, S_CARD] >= 0 and st.slot[p, t, S_DMG] >= 20 and (c == 0 or eligible_own_nb(st, ct, p, t, c)):
                    hv += heal_value_nb(st, ct, R, p, t, a, units) + (40.0 if t == 0 else 20.0)
                if b == HEAL_EVERY and st.slot[o, t, S_CARD] >= 0 and st.slot[o, t, S_DMG] > 0 and (c == 0 or eligible_own_nb(st, ct, o, t, c)):
                    hv -= float(st.slot[o, t, S_DMG]) + (60.0 if st.slot[o, t, S_NEN] > 0 else 20.0)
            if hv > 0:
                v += 50.0 + hv
        elif op == OP_HEAL and b != HEAL_EVERY:
            # the acting slot (a Trainer's SELF is the Active); Super Potion-like when an
            # energy discard precedes
            if b == SELF and st.slot[p, s, S_DMG] > 0 and (c == 0 or eligible_own_nb(st, ct, p, s, c)):
                d = st.slot[p, s, S_DMG]
                healed = d if a == 0 or a > d else a
                if healed >= 20 and not (a >= 40 and healed < 30):
                    v += 90.0 + heal_value_nb(st, ct, R, p, s, a, units)
        elif op == OP_HEAL and b == HEAL_EVERY:
            # each Pokémon in play, both players': worth what it heals of p's minus the opponent's
            net = 0
            for q in range(NSLOT):
                net += min(a, st.slot[p, q, S_DMG]) - min(a, st.slot[o, q, S_DMG])
            if net >= 30:
                v += 2.0 * net
        elif op == OP_HEAL_ANY_OWN and b >= HEAL_UP_TO:
            # Saguaro-like: each of up to b - HEAL_UP_TO damaged Pokémon, the best first
            done = (1 << s) if s >= 0 and (c & ELIG_NOT_ACTING) != 0 else 0  # s31-k17: not the acting one
            pre = done
            for _ in range(b - HEAL_UP_TO):
                best = 0.0
                bt = -1
                for t in range(NSLOT):
                    if (done >> t) & 1 == 0 and st.slot[p, t, S_CARD] >= 0 and st.slot[p, t, S_DMG] >= 20 \
                            and (c == 0 or eligible_own_nb(st, ct, p, t, c)):
                        hv = heal_value_nb(st, ct, R, p, t, a, units)
                        if hv > best:
                            best = hv
                            bt = t
                if bt < 0:
                    break
                done |= 1 << bt
                v += best + (90.0 if done == (1 << bt) | pre else 0.0)
        elif op == OP_HEAL_ANY_OWN:
            t = greedy_own_pokemon_nb(st, ct, p, c if c > 0 else (ELIGIBLE_BENCHED_DAMAGED if b == 1 else ELIGIBLE_DAMAGED), OWN_HEAL)
            if t >= 0 and st.slot[p, t, S_DMG] >= 20:
                v += 90.0 + heal_value_nb(st, ct, R, p, t, a, units)
            if b == 2 and (st.pl[p, PL_STATUS] != 0 or st.pl[p, PL_POISON] > 0 or st.pl[p, PL_BURN] > 0) \
                    and eligible_own_nb(st, ct, p, 0, c) and (t <= 0 or st.slot[p, t, S_DMG] == st.slot[p, 0, S_DMG]):
                v += 200.0  # Life Herb-like: the conditioned Active (the one it picks) is cured
        elif op == OP_HEAL_ALL_DISCARD_ENERGY:
            # Pokémon Center-like: the damage healed minus the value of the energy lost
            # (c > 0: only the Pokémon for which its TC_* conditions hold)
            healed = 0.0
            lost = 0.0
            for t in range(NSLOT):
                if st.slot[p, t, S_CARD] >= 0 and st.slot[p, t, S_DMG] > 0 \
                        and tool_cond_nb(st, ct, p, t, c % TC_SHIFT) and tool_cond_nb(st, ct, p, t, c // TC_SHIFT) \
                        and (a != 1 or st.slot[p, t, S_DMG] > heal_pick_loss_nb(st, p, t)):  # s31-k17: a = 1, greedy's picks
                    healed += heal_value_nb(st, ct, R, p, t, 0, units)
                    lost += 45.0 * st.slot[p, t, S_NEN]
                    if t == 0 and st.slot[p, 0, S_NEN] > 0 and active_can_attack_nb(st, ct, R, p, units):
                        lost += 150.0
            if healed - lost > 0:
                v += healed - lost
        elif op == OP_PUT_COUNTERS_OWN:  # s31-k20: on 1 of p's own Pokémon: what the cheapest pick costs
            least = -1e9
            for q in range(NSLOT):
                kq = st.slot[p, q, S_CARD]
                if kq >= 0:
                    x = -150.0 * ct.prize[p, kq] if a >= slot_hp_nb(st, ct, p, q) - st.slot[p, q, S_DMG] else -3.0 * (a // 10)
                    least = max(least, x)
            if least > -1e9:
                v += least
        elif op == OP_PUT_COUNTERS:
            # damage counters on the opponent's Pokémon: a Knock Out they make is worth most,
            # else a little per counter (one target: the best; each target: all of them)
            best = 0.0
            for q in range(NSLOT):
                kq = st.slot[o, q, S_CARD]
                if kq < 0 or (q == 0 and (b == BENCH_OPP_ONE or b == BENCH_OPP_ALL or b == BENCH_OPP_SPREAD or b >= BENCH_OPP_PICK)):
                    continue
                if q > 0 and (b == BENCH_DEF or b == BENCH_BOTH_ACTIVES):
                    continue
                left = slot_hp_nb(st, ct, o, q) - st.slot[o, q, S_DMG]
                x = 150.0 * ct.prize[o, kq] if a >= left else 3.0 * (a // 10)
                if b == BENCH_OPP_ALL or b == BENCH_OPP_EVERY or b == BENCH_OPP_EVERY_DAMAGED or b >= BENCH_OPP_PICK:
                    if b != BENCH_OPP_EVERY_DAMAGED or st.slot[o, q, S_DMG] > 0:
                        v += x
                elif x > best:
                    best = x
            v += best
            ka = st.slot[p, 0, S_CARD]
            if b == BENCH_BOTH_ACTIVES and ka >= 0:  # s31-k17: the counters on the player's own Active cost
                v -= 150.0 * ct.prize[p, ka] if a >= slot_hp_nb(st, ct, p, 0) - st.slot[p, 0, S_DMG] else 3.0 * (a // 10)
        elif op == OP_CURE:
            if st.pl[p, PL_STATUS] != 0 or st.pl[p, PL_POISON] > 0 or st.pl[p, PL_BURN] > 0:
                v += 220.0
        elif op == OP_PREVENT_OWN_NEXT:  # (s30-k10) worth a turn's protection when the attackers it names are there
            for t in range(NSLOT):
                kt = st.slot[o, t, S_CARD]
                if kt >= 0 and (c != 3 or (ct.cflags[o, kt] & CF_EX) != 0):
                    v += 120.0
                    break
        elif op == OP_OPP_HAND_BASIC_TO_ACTIVE:  # (s30-k10) a new, fresh Active for the opponent: a guess (their hand is hidden)
            if bench_count_nb(st, o) < NSLOT - 1 and st.pl[o, PL_HAND_N] >= 3:
                v += 60.0
        elif op == OP_CURE_ONE:  # (s30-k10) one condition: the worst goes first
            if st.pl[p, PL_STATUS] != 0 or st.pl[p, PL_POISON] > 0 or st.pl[p, PL_BURN] > 0:
                v += 200.0
        elif op == OP_HEAL_THEN_DISCARD_ENERGY:  # (s30-k10) a heal (HEAL_ANY_OWN's value) less the Energy cards lost
            best = 0.0
            for t in range(NSLOT):
                kt = st.slot[p, t, S_CARD]
                if kt >= 0 and st.slot[p, t, S_DMG] >= 20 and (c // 2 == 0 or (ct.cflags[p, kt] >> (c // 2 - 1)) & 1 == 1):
                    ne = st.slot[p, t, S_NEN] if b == 0 else min(b, st.slot[p, t, S_NEN])
                    hv = 90.0 + heal_value_nb(st, ct, R, p, t, a, units) - (20.0 if c % 2 == 1 else 45.0) * ne
                    if t == 0 and ne > 0 and active_can_attack_nb(st, ct, R, p, units):
                        hv -= 150.0
                    if hv > best:
                        best = hv
            v += best
        elif op == OP_SEARCH_ENERGY_SPLIT:  # (s30-k10) an attachment from the deck (ATTACH_ENERGY_ONE's) and a search
            if source_energy_nb(st, ct, p, FROM_DECK, ANY) and receiver_ok_nb(st, ct, p, FROM_DECK, False):
                v += 200.0 + search_value_nb(st, ct, p, KIND_BASIC_ENERGY)
        elif op == OP_DISCARD_TOOL_AND_SPECIAL:  # (s30-k10) DISCARD_TOOL's value, and DISCARD_ENERGY's for a Special Energy
            best = 0.0
            for t in range(NSLOT):
                if st.slot[o, t, S_CARD] >= 0 and st.slot[o, t, S_TOOL_K] >= 0:
                    tv = 40.0 + tool_loss_value_nb(st, ct, o, t, units)
                    if tv > best:
                        best = tv
            if best > 0:
                v += best
            for t in range(NSLOT):
                if st.slot[o, t, S_CARD] >= 0 and special_energy_count_nb(st, ct, o, t) > 0:
                    v += 60.0
                    break
        elif op == OP_SWITCH_SELF:
            mine = best_payable_expected_nb(st, ct, R, p, units)
            for t in range(1, NSLOT):
                if st.slot[p, t, S_CARD] >= 0 and (a != 2 or (s >= 0 and eligible_own_nb(st, ct, p, t, c) and switch_in_ok_nb(st, ct, p, s, t))) \
                        and (a != 3 or (tool_cond_nb(st, ct, p, t, c % TC_SHIFT) and tool_cond_nb(st, ct, p, t, c // TC_SHIFT))):
                    theirs = best_expected_nb(st, ct, R, p, t, units)
                    if theirs > 0 and theirs > mine and (mine <= 0 or theirs >= 2 * mine):
                        v += 260.0
                        break
            if v <= 0 and about_to_be_ko_nb(st, ct, R, p, 0, units) \
                    and not active_ko_now_nb(st, ct, R, p, units) and bench_can_take_over_nb(st, ct, R, p, units, 0):
                ak = st.slot[p, 0, S_CARD]
                v += 240.0 + 20.0 * st.slot[p, 0, S_NEN] + 40.0 * (ct.prize[p, ak] - 1)
        elif op == OP_RETURN_OWN_BASIC:
            # Scoop Up-like: save the Active from a Knock Out (the effect takes the most damaged)
            # (a=1: every card back to the hand, a=2: the Pokémon cards, the rest discarded)
            t = greedy_own_pokemon_nb(st, ct, p, (b if b > 0 else ELIGIBLE_ANY) % ELIG_NOT_ACTING_NAME, OWN_SCOOP)
            if t >= 0 and b >= ELIG_NOT_ACTING_NAME and s >= 0 and ct.name[p, st.slot[p, t, S_CARD]] == ct.name[p, st.slot[p, s, S_CARD]]:
                t = -1  # s31-k17: not one of the acting Pokémon's name
            if t == 0 and about_to_be_ko_nb(st, ct, R, p, 0, units) \
                    and not active_ko_now_nb(st, ct, R, p, units) and bench_can_take_over_nb(st, ct, R, p, units, 0):
                ak = st.slot[p, 0, S_CARD]
                v += 240.0 + 60.0 * (ct.prize[p, ak] - 1)
                if a != 1:
                    cost += 25.0 * st.slot[p, 0, S_NEN]
                if a == 0:
                    cost += 40.0 * (st.slot[p, 0, S_NSTACK] - 1)
        elif op == OP_GUST:
            if a == SELF and not active_ko_now_nb(st, ct, R, p, units):
                t, r = gust_target_nb(st, ct, R, p, units, c)
                if t > 0 and r >= GUST_KO:
                    v += 280.0 + 20.0 * (ct.prize[o, st.slot[o, t, S_CARD]] - 1)
                elif t > 0 and r >= GUST_HIT and ct.w[p, W_GUST_HIT] > 0 and best_payable_expected_nb(st, ct, R, p, units) <= 0:
                    # the Active damages nothing where it stands: bring up one it does damage
                    v += ct.w[p, W_GUST_HIT] + (r - GUST_HIT) // 1000
            elif a == OPP and bench_count_nb(st, o) > 0 and about_to_be_ko_nb(st, ct, R, p, 0, units) \
                    and not active_ko_now_nb(st, ct, R, p, units):
                v += 90.0  # Fan Action-like (the opponent picks): away with the Active about to Knock ours Out
        elif op == OP_COND and b != SELF:
            # a Froth-like power's (or a Trainer's) Special Condition on the Defending Pokémon
            if st.slot[o, 0, S_CARD] >= 0:
                if a == PARALYZED or a == ASLEEP:
                    if st.pl[o, PL_STATUS] != PARALYZED and st.pl[o, PL_STATUS] != ASLEEP:
                        v += 160.0 if a == PARALYZED else 90.0
                elif a == CONFUSED:
                    if st.pl[o, PL_STATUS] == 0:
                        v += 60.0
                elif a == POISONED:
                    if st.pl[o, PL_POISON] == 0:
                        v += 50.0
                elif st.pl[o, PL_BURN] == 0:
                    v += 40.0
        elif op == OP_SELF_DAMAGE and b == 0:
            # a power's cost of counters on the Pokémon using it (Power Circulation-like)
            ks = st.slot[p, s, S_CARD]
            if ks >= 0:
                if ct.hp[p, ks] - st.slot[p, s, S_DMG] <= a:
                    cost += 10000.0  # it would Knock itself Out
                else:
                    cost += 1.5 * a + (40.0 if s == 0 and about_to_be_ko_nb(st, ct, R, p, 0, units) else 0.0)
        elif op == OP_DISCARD_ENERGY:
            if b != SELF:
                g = opp_energy_gain_nb(st, ct, R, p, a if a > 0 else 2, units)
                if g > 0:
                    v += 40.0 + g
            else:
                cost += own_energy_loss_nb(st, ct, R, p, a if a > 0 else 2, units)
        elif op == OP_ATTACH_PLUSPOWER:
            if plus_damage_ko_nb(st, ct, R, p, a, units):
                v += 270.0
        elif op == OP_TURN_BOOST:
            if boost_ko_nb(st, ct, R, p, a, b, units):
                v += 270.0
        elif op == OP_TURN_EXTRA_PRIZE:
            # Briar-like: worth it when the Active (of the flag) can Knock Out the Defending Pokémon now
            ak = st.slot[p, 0, S_CARD]
            dk = st.slot[o, 0, S_CARD]
            if ak >= 0 and dk >= 0 and (b < 0 or (ct.cflags[p, ak] >> b) & 1 == 1) and active_can_attack_nb(st, ct, R, p, units) \
                    and best_payable_expected_nb(st, ct, R, p, units) >= ct.hp[o, dk] - st.slot[o, 0, S_DMG]:
                v += 300.0 * a
        elif op == OP_TURN_GUARD:
            # Jasmine's Gaze-like: most when it keeps the Active from a Knock Out next turn
            if st.slot[o, 0, S_CARD] >= 0 and st.slot[p, 0, S_CARD] >= 0 and tool_cond_nb(st, ct, p, 0, b % 64) \
                    and tool_cond_nb(st, ct, p, 0, b // 64) and best_payable_damage_nb(st, ct, o, 0, units) > 0:
                v += 150.0 if about_to_be_ko_nb(st, ct, R, p, 0, units) else 40.0
        elif op == OP_END_TURN or (op == OP_NO_ATTACK_TURN and a == 0) or (op == OP_COND and b == SELF and k < 0 and a != POISONED and a != BURNED):
            # the turn ends: no attack, nothing more this turn (a power that puts its own Active
            # to sleep, Wishing Star-like: no attack this turn either)
            cost += 400.0 if active_can_attack_nb(st, ct, R, p, units) else 60.0
        elif op == OP_SWITCH_WITH_ACTIVE and s > 0 and k < 0:
            # a power's "switch it with your Active Pokémon" (Rapid Vernier-like); with an "any
            # amount" MOVE_ENERGY row next, every Energy card of the others may follow it: worth
            # it when it then hits harder than the Active can (its cost counted in cards)
            follow = r + 1 < end and ct.prog[r + 1, 0] == OP_MOVE_ENERGY and ct.prog[r + 1, 1] > 0
            mine = best_expected_nb(st, ct, R, p, 0, units) if may_attack_now_nb(st, R, p) else -1.0
            theirs = best_expected_nb(st, ct, R, p, s, units)
            if follow:
                have = 0
                for q in range(NSLOT):
                    if st.slot[p, q, S_CARD] >= 0:
                        have += st.slot[p, q, S_NEN]
                ks = st.slot[p, s, S_CARD]
                for jj in range(ct.n_atk[p, ks]):
                    need = 0
                    for t in range(NT):
                        need += ct.atk_cost[p, ks, jj, t]
                    if need <= have:
                        theirs = max(theirs, expected_damage_slot_nb(st, ct, R, p, s, jj))
            if theirs > 0 and theirs > mine and (mine <= 0 or theirs >= 2 * mine):
                v += 255.0 + theirs
            else:
                cost += 1000.0
            if follow:
                break  # the Energy moves are valued above, on the board before the switch
        elif op == OP_MOVE_DAMAGE and c == MD_PAIR_KO_OK and b == OPP:  # s31-k17: counters among the opponent's Pokémon
            v += pair_counters_value_nb(st, ct, o, a)
        elif op == OP_ENERGY_SWAP_DISCARD:  # s31-k17: a basic Energy card swapped for one of the discard pile
            v += energy_swap_discard_value_nb(st, ct, p, units)
        elif op == OP_OPP_BENCHED_TO_HAND:  # s31-k17: one of the opponent's Benched Pokémon back to their hand
            v += opp_benched_to_hand_value_nb(st, ct, o)
        elif op == OP_OPP_TOP_MAY_SHUFFLE:  # s31-k17: a look at the opponent's top card (TOP_REARRANGE's)
            if st.pl[o, PL_DECK_N] >= 2:
                v += 40.0
        elif op == OP_MOVE_ENERGY_SELF:  # s31-k17: as MOVE_ENERGY's, onto (or past) the acting Pokémon
            if s >= 0 and self_move_value_nb(st, ct, p, s, b, c, units) > 0:
                v += 200.0
        elif op == OP_MOVE_ENERGY and b != OPP:
            fr, _i, to = pick_energy_move_nb(st, ct, p, c, units)
            if fr >= 0 and to >= 0:
                v += 200.0 + (60.0 if to == 0 else 0.0)
        elif op == OP_ATTACH_DEFENDER:
            ak = st.slot[p, 0, S_CARD]
            if ak >= 0 and ct.hp[p, ak] - st.slot[p, 0, S_DMG] <= 50 and st.slot[o, 0, S_CARD] >= 0 \
                    and best_payable_damage_nb(st, ct, o, 0, units) > 0:
                v += 120.0
        elif op == OP_RECOVER:
            if c == TO_HAND_OR_DECK:  # 1 to the hand (or, the deck short, a into the deck)
                v += recover_value_nb(st, ct, R, p, k, 1, b)
                if deck_n <= 6:
                    v += 30.0
            elif c == TO_DECK_TOP or c == TO_DECK:
                v += 30.0
            else:
                v += recover_value_nb(st, ct, R, p, k, a, b)
        elif op == OP_ATTACH_ENERGY or op == OP_ATTACH_ENERGY_ANY or op == OP_ATTACH_ENERGY_ONE or op == OP_ATTACH_ENERGY_EACH:
            if source_energy_nb(st, ct, p, b, c) and (op == OP_ATTACH_ENERGY or receiver_ok_nb(st, ct, p, b, op == OP_ATTACH_ENERGY_EACH)):
                v += 200.0
        elif op == OP_ATTACH_THEN:
            # an attachment (as ATTACH_ENERGY_ONE's), then a heal on the most damaged Pokémon
            # that may get the card, or counters on one (the player picks the one they hurt least)
            if source_energy_nb(st, ct, p, b, c) and receiver_ok_nb(st, ct, p, b, False):
                v += 200.0
                filt = b // TO_FILTER
                best = 0.0
                for t in range(1 if b % TO_FILTER >= TO_BENCH_ONLY else 0, NSLOT):
                    if st.slot[p, t, S_CARD] >= 0 and tool_cond_nb(st, ct, p, t, filt % TC_SHIFT) \
                            and tool_cond_nb(st, ct, p, t, filt // TC_SHIFT):
                        if a > 0 and st.slot[p, t, S_DMG] >= 20:
                            best = max(best, heal_value_nb(st, ct, R, p, t, a, units))
                if a < 0:
                    cost += 1.5 * (-a)
                v += best
        elif op == OP_OPP_ENERGY_TO:
            # as an Energy discarded from the Defending Pokémon; into the hand it may come back
            g = opp_energy_gain_nb(st, ct, R, p, a if a > 0 else 1, units)
            if g > 0:
                v += (40.0 + g) * (0.6 if b == 0 else 0.8)
        elif op == OP_OPP_DISCARD_HAND_RANDOM:
            if st.pl[o, PL_HAND_N] > 0:
                v += 120.0
        elif op == OP_BREED_STAGE2:
            v += 350.0  # legal only when a Stage 2 fits (REQ_BREED)
        elif op == OP_REVIVE:
            if a == SELF and bench_count_nb(st, p) < NSLOT - 1:
                v += 140.0 if bench_count_nb(st, p) <= 2 else 70.0
        elif op == OP_TRADE_POKEMON or op == OP_TRADE_POKEMON_UP_TO:  # (s30-k10: up to a, as one)
            dead = False
            for q in range(ct.n[p]):
                if st.hand[p, q] > 0 and dead_pokemon_nb(st, ct, p, q):
                    dead = True
                    break
            if dead:
                v += 120.0
        elif op == OP_TOP_REARRANGE or op == OP_TOP_DISCARD_ANY:  # (s30-k10: TOP_DISCARD_ANY as a look at the own top)
            if (b == SELF or op == OP_TOP_DISCARD_ANY) and deck_n >= 2:
                v += 80.0
            elif b != SELF and st.pl[o, PL_DECK_N] >= 2:
                v += 40.0
        elif op == OP_SHUFFLE_KIND_TO_DECK:
            # Lass-like: hurts a big hand of the opponent; our own matching cards are the cost
            own = 0
            for q in range(ct.n[p]):
                cq = st.hand[p, q] - (1 if q == k else 0)
                if cq > 0 and card_matches_kind_nb(ct, p, q, a):
                    own += cq
            if b != SELF:
                g = 20.0 * (st.pl[o, PL_HAND_N] - 4)
                if b == SELF or b > 1:  # both players
                    g -= 60.0 * own
                if g > 0:
                    v += g
        elif op == OP_OPP_SHUFFLE_HAND_DRAW:
            oh = st.pl[o, PL_HAND_N]
            od = st.pl[o, PL_DECK_N]
            if od + oh - a <= 0:
                v += 500.0  # they draw their deck empty: they lose at their turn's draw
            elif od + oh - a <= 2:
                v += 150.0
            elif oh > a:
                v += 100.0
        elif op == OP_HAND_TO_DECK and b == 1:
            put_bottom += a
            cost += discard_cost_nb(st, ct, p, k, a)
        elif op == OP_LOOK_TOP and (c // LT_DEST) % 4 >= 2:
            # Electric Generator-like: Energy attached from the top cards (a turn's attachment or more)
            v += look_hit_nb(st, ct, p, a, b) * 260.0
        elif op == OP_LOOK_TOP:
            take = c % 16
            if (c // LT_DEST) % 4 == TO_BENCH and bench_count_nb(st, p) >= NSLOT - 1:
                continue
            if b == KIND_ANY:  # card selection: as good as drawing the cards taken, a bit better
                n = take if take > 0 else min(a, 3)
                if deck_n - n >= draw_reserve_nb(st, ct, R, p):
                    v += (150.0 + 15.0 * n) if hand_after <= 4 else 40.0 * n
            else:
                sv = search_value_nb(st, ct, p, b)
                v += look_hit_nb(st, ct, p, a, b) * max(sv, 120.0)
        elif op == OP_HAND_BOTTOM_DRAW:
            # Iono-like: the hand for a fresh one of (prizes left) cards; the opponent's too
            mine = a if a > 0 else (st.pl[p, PL_PRIZES_LEFT] if a == 0 else hand_after)
            theirs = a if a > 0 else (st.pl[o, PL_PRIZES_LEFT] if a == 0 else st.pl[o, PL_HAND_N])
            if c > 0:
                mine = (a + c) // 2
                theirs = mine
            g = 0.0
            if b != OPP:
                if deck_n + hand_after - mine < draw_reserve_nb(st, ct, R, p):
                    continue
                g += 40.0 * (mine - hand_after)
                if useful_in_hand_nb(st, ct, R, p, k) == 0:
                    g += 60.0
            if b != SELF:
                g += 25.0 * (st.pl[o, PL_HAND_N] - theirs)
            if g > 0:
                v += g
        elif op == OP_DISCARD_TOOL and b != DT_OWN_TO_HAND:  # s31-k17: an own Tool back to the hand is worth nothing here
            best = 0.0
            n = 0
            for t in range(NSLOT):
                if st.slot[o, t, S_CARD] >= 0 and st.slot[o, t, S_TOOL_K] >= 0:
                    n += 1
                    tv = tool_loss_value_nb(st, ct, o, t, units)
                    if tv > best:
                        best = tv
            if n > 0:
                v += 40.0 + best * min(a, n)
        elif op == OP_HAND_TO_DECK and b == 0:
            puts_back = True
            if dead_cards_nb(st, ct, p) >= 2 and deck_n >= 3:
                v += 60.0
        elif op == OP_BENCHED_TO_DECK:
            t = greedy_own_pokemon_nb(st, ct, p, ELIGIBLE_BENCHED, OWN_TO_DECK)
            if t > 0:
                bk = st.slot[p, t, S_CARD]
                if 2 * st.slot[p, t, S_DMG] >= ct.hp[p, bk]:
                    v += 100.0
        elif op == OP_EVOLVE_FROM_DECK and a == 0:
            # Wally's Training-like: the Active evolves from the deck, when an unseen card fits it
            ks = st.slot[p, s, S_CARD]
            for q in range(ct.n[p]):
                if ks >= 0 and ct.sup[p, q] == SUPER_POKEMON and ct.evo_from[p, q] == ct.name[p, ks] \
                        and unseen_count_nb(st, p, q) > 0:
                    v += 250.0
                    break
        elif op == OP_EVOLVE_FROM_DECK and a == 3:
            # (s30-k10) Salvatore-like: any of p's Pokémon evolves from the deck into a card with no power
            for t in range(NSLOT):
                kt = st.slot[p, t, S_CARD]
                if kt >= 0 and st.slot[p, t, S_NSTACK] < 3 and evolves_unseen_nb(st, ct, p, kt):
                    v += 250.0
                    break
        elif op == OP_DEVOLVE:
            if b == 4 and s >= 0 and st.slot[p, s, S_NSTACK] >= 2 and not refit_unseen_nb(st, ct, p, s):
                v -= 300.0  # s31-k17: the acting Pokémon's top card lost, no card of the deck to put back on
            if b == 2:  # the opponent's Benched Evolved Pokémon: a step back for them
                for t in range(1, NSLOT):
                    if st.slot[o, t, S_CARD] >= 0 and st.slot[o, t, S_NSTACK] >= 2:
                        v += 80.0
                        break
        elif op == OP_BENCH_AS_BASIC:
            # s30-k8: an Evolution card (or a Basic) onto the Bench at once: worth a search for it
            # when there is room and (a deck aside: hidden) a card of the kind in the zones named
            if bench_count_nb(st, p) < NSLOT - 1:
                v += bench_basic_value_nb(st, ct, p, b, c % BB_DMG)  # (BB_OR_BASIC: valued by kind b alone)
        elif op == OP_PLAY_AS_BASIC:
            # Clefairy Doll / Mysterious Fossil: a prize-free Bench body, worth it when
            # the Bench is thin (a Knock Out of the Active could otherwise end the game)
            if bench_count_nb(st, p) <= 1:
                v += 90.0
    if c2_end >= 0:  # the second option ran to the program's end
        v = v_base + max(net1, (v - v_base) - (cost - cost_base))
        cost = cost_base
    if v <= 0:
        return 0.0
    return v - cost


@kernel_inline_nb
def bench_basic_value_nb(st, ct, p, kind, src):
    """(s30-k8) What BENCH_AS_BASIC's pick from zones src (BB_* bits) is worth: a search's value
    for the best card of kind seen in the hand or discard pile (the deck: unseen copies)."""
    best = 0.0
    for k in range(ct.n[p]):
        if ct.sup[p, k] != SUPER_POKEMON or not card_matches_kind_nb(ct, p, k, kind):
            continue
        have = ((src & 1) != 0 and st.hand[p, k] > 0) or ((src & 2) != 0 and st.disc[p, k] > 0) \
            or ((src & 4) != 0 and unseen_count_nb(st, p, k) > 0)
        if have:
            best = max(best, 120.0 + 40.0 * ct.stage[p, k])
    return best


@kernel_nb
def form_gain_nb(st, ct, p, s, units, tag, src):
    """What a Form Change (FORM_SWAP) could gain for slot s: the best form_value_nb of a card of
    its name p has not seen (its deck or prizes hold a copy) over the card in play, capped below
    an Energy attachment's value (the Energy first, then the form it pays for); 0: none better."""
    k0 = st.slot[p, s, S_CARD]
    if k0 < 0:
        return 0.0
    base = form_value_nb(st, ct, p, s, k0, units)
    best = 0.0
    for k in range(ct.n[p]):
        if k != k0 and ct.sup[p, k] == SUPER_POKEMON and ((src == 0 and form_kin_nb(ct, p, k, ct.name[p, k0], tag) and unseen_count_nb(st, p, k) > 0)
                                                   or (src == 1 and discard_form_ok_nb(st, ct, p, k, ct.name[p, k0]))):  # s31-k17
            g = form_value_nb(st, ct, p, s, k, units) - base
            if g > best:
                best = g
    return min(best, 140.0)


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def choose_one_nb(st, ct, R, p, s, r, a, b):
    """CHOOSE_ONE at row r - 1: p picks its first option (rows [r, r + a - 1), the closing SKIP
    left out: 0) or its second (rows [r + a, r + a + b): 1); greedy's value of each is
    program_score_nb of its rows, as a power's (no card leaves the hand)."""
    units = st.tmp[TMP_TARGET : TMP_TARGET + NT]
    hand = st.pl[p, PL_HAND_N]
    v0 = program_score_nb(st, ct, R, p, s, -1, r, r + a - 1, hand, units)
    v1 = program_score_nb(st, ct, R, p, s, -1, r + a, r + a + b, hand, units)
    n = set_option_nb(st, 0, 0, int(v0), 0)
    n = set_option_nb(st, n, 1, int(v1), 0)
    return st.opt[decide_nb(st, ct, p, Q_CHOOSE_ONE, n), 0]


# --- Stadiums ------------------------------------------------------------------------------


@kernel_nb
def stadium_board_value_nb(st, ct, p, sp, sk):
    """What Stadium sk of player sp, in play, is worth to p on the board as it stands: its
    effects on p's Pokémon minus its effects on the opponent's (HP, a Knock Out its less HP
    would cause, less damage taken, and for the Actives the Retreat Cost, more damage and
    Weakness).  A Stadium works for both players alike: only the boards make it lean."""
    v = 0.0
    for q in range(2):
        sign = 1.0 if q == p else -1.0
        for s in range(NSLOT):
            k = st.slot[q, s, S_CARD]
            if k < 0:
                continue
            x = 0.0
            hp = stadium_amount_nb(st, ct, q, s, TOOL_HP, sp, sk)
            if hp != 0:
                x += hp
                if hp < 0 and st.slot[q, s, S_DMG] >= ct.hp[q, k] + hp:
                    x -= 150.0 * ct.prize[q, k]  # it would be Knocked Out
            red = stadium_amount_nb(st, ct, q, s, TOOL_REDUCE, sp, sk)
            x += red if s == 0 else 0.5 * red
            if s == 0:
                less = stadium_amount_nb(st, ct, q, s, TOOL_RETREAT_LESS, sp, sk)
                if less > ct.retreat[q, k]:
                    less = ct.retreat[q, k]
                x += 10.0 * less + 2.0 * stadium_amount_nb(st, ct, q, s, TOOL_DMG_PLUS, sp, sk)
                if ct.weak_t[q, k] >= 0 and stadium_amount_nb(st, ct, q, s, TOOL_NO_WEAKNESS, sp, sk) > 0:
                    x += 20.0
                if st.slot[q, s, S_NSTACK] >= 2 and stadium_amount_nb(st, ct, q, s, ST_STACK_ATTACKS, sp, sk) > 0:
                    x += 5.0 * (st.slot[q, s, S_NSTACK] - 1)  # Meteor Falls-like: more attacks to choose from
            # counters: every turn between turns (Desert Ruins-like), on the next Benched ones (a proxy)
            x -= 3.0 * stadium_amount_nb(st, ct, q, s, ST_BETWEEN_COUNTERS, sp, sk)
            x -= 1.0 * stadium_amount_nb(st, ct, q, s, ST_BENCH_COUNTERS, sp, sk)
            x += stadium_power_value_nb(st, ct, q, s, sp, sk)  # s31-k20: a Stadium that stops powers
            if s == 0 and ct.n_atk[sp, sk] > 0 and stadium_amount_nb(st, ct, q, s, ST_CARD_ATTACKS, sp, sk) > 0:
                x += 10.0  # s31-k20: the Active may use the Stadium's attacks (Holon Lake / Rocket's Tricky Gym-like)
            if s == 0 and st.pl[q, PL_STATUS] + st.pl[q, PL_POISON] + st.pl[q, PL_BURN] > 0 \
                    and stadium_amount_nb(st, ct, q, s, EN_ON_ATTACH, sp, sk) > 0:
                x += 20.0  # s31-k20: an Island Cave-like cure when an Energy card is attached to it
            v += sign * x
    return v


@kernel_inline_nb
def stadium_score_nb(st, ct, R, p, k, units):
    """Greedy's value of playing Stadium k now: what it does for p's board more than for
    the opponent's, less what the Stadium it replaces did (an opponent's that hurts p is
    worth removing; p's own is not given up for nothing), plus half the value of its action
    taken at once (the opponent gets it too from their next turn)."""
    v = stadium_board_value_nb(st, ct, p, p, k) + stadium_provide_value_nb(st, ct, p, k, units)  # (s31-k20: the second)
    if stadium_voids_nb(ct, p, k):  # s31-k20: a Holon Circle-like Stadium: the opponent's next attack voided
        their = 0.0
        ok = st.slot[1 - p, 0, S_CARD]
        if ok >= 0:
            for j in range(ct.n_atk[1 - p, ok]):
                if attack_energy_ok_nb(st, ct, 1 - p, 0, j, units):
                    their = max(their, expected_damage_slot_nb(st, ct, R, 1 - p, 0, j))
        v += stadium_void_value_nb(st, ct, p, active_can_attack_nb(st, ct, R, p, units), their)
    sk = st.g[G_STADIUM_K]
    if sk >= 0:
        v -= stadium_board_value_nb(st, ct, p, st.g[G_STADIUM_P], sk)
        if st.g[G_STADIUM_P] == p:
            v -= 30.0
    r = stadium_action_row_nb(ct, p, k)
    if r >= 0:
        end = r + 1 + ct.prog[r, 2]
        if requirements_ok_nb(st, ct, p, 0, r + 1, end):
            a = program_score_nb(st, ct, R, p, 0, k, r + 1, end, st.pl[p, PL_HAND_N] - 1, units)
            if a > 0:
                v += 0.5 * a
    return v
