"""Greedy's values: how much a player wants each option of a question.

Pure valuations over what the player sees (both boards, its own hand, both
discard piles, counts; a deck only while the player is searching it).  They
never read which kind of player is seated and never change the state;
``seat.decide_nb`` asks ``option_value_nb`` for a greedy seat's answer, and
the turn plan and Trainer valuations reuse the same functions, so a pick and
its valuation cannot drift apart.
"""

from __future__ import annotations

from ...effects import OPP, OP_DISCARD_STADIUM, OP_DISCARD_TOOL, OP_PREVENT_DAMAGE_NEXT, FROM_DECK, OP_OPP_ENERGY_TO, OP_ATTACH_ENERGY_ANY, OP_DEVOLVE, OP_EVOLVE_FROM_DECK, EN_HIT_BACK, OP_DRAW, OP_RECOVER, OP_SHUFFLE_HAND_DRAW, TOOL_BETWEEN_CURE, TOOL_BETWEEN_HEAL, TOOL_COST_LESS, TOOL_COST_ANY_LESS, TOOL_ON_KO, TOOL_ON_DAMAGED, TOOL_DMG_PLUS, TOOL_DMG_PLUS_AFTER, TOOL_ENERGY_SAVE, TOOL_NO_WEAKNESS, TOOL_REDUCE, TOOL_RETREAT_LESS
from ..cardtable import SUPER_ENERGY, SUPER_POKEMON, SUPER_TRAINER
from ..jit import kernel_inline_nb, kernel_nb
from ..layout import PL_PRIZES_LEFT, G_STADIUM_K, G_STADIUM_P, G_TURN, MAXATK, PL_ATTACKED, PL_BURN, PL_DECK_N, PL_POISON, PL_STATUS, S_NSTACK, S_PLAYED_TURN, COLORLESS, NSLOT, NT, PL_ENERGY_DONE, S_CARD, S_DMG, S_NEN, S_TOOL_K, TMP_TARGET
from ..predicates import attack_energy_ok_nb, cost_payable_nb, eligible_own_nb, energy_units_at_nb, retreat_cost_nb, slot_hp_nb, tool_amount_nb
from ..zones import bench_count_nb, energy_total_nb, hand_has_energy_nb
from ..k20 import tool_k20_value_nb  # s31-k20
from .choices import (
    as_energy_value_nb,
    damage_move_value_nb,
    def_weak_type_nb,
    energy_move_value_nb,
    new_type_value_nb,
    type_attach_gain_nb,
)
from .questions import (
    Q_COPY_ATTACK,
    Q_DECK_PICK,
    Q_DECK_TOP,
    Q_DISABLE_ATTACK,
    Q_DISCARD_PICK,
    Q_ENERGY_DISCARD,
    Q_ENERGY_TARGET,
    Q_EXTRA_DRAW,
    Q_HAND_DISCARD,
    Q_AS_ENERGY,
    Q_TRIGGER,
    Q_FORM_PICK,
    Q_CHOOSE_ONE,
    Q_DAMAGE_MOVE,
    Q_ENERGY_MOVE,
    Q_DISCARD_FOR_DAMAGE,
    Q_MAY_MORE,
    Q_CHOOSE_COND,
    Q_WHOSE_DECK,
    Q_RECOVER_WAY,
    Q_HOW_MANY,
    Q_NEW_TYPE,
    Q_SHIFT_TYPE,
    Q_TYPE_ATTACH,
    Q_OPP_BENCH,
    Q_OWN_BENCH_HIT,
    Q_OWN_POKEMON,
    Q_PROMOTE,
    Q_RETREAT_PAY,
    Q_REVIVE,
    Q_SETUP_ACTIVE,
    Q_SETUP_BENCH,
    Q_SWITCH,
    Q_TRADE_GIVE,
    Q_TOOL_DISCARD,
    Q_TOOL_TARGET,
    OWN_HEAL,
)

@kernel_inline_nb
def basic_score_nb(ct, p, k):
    """Which Basic to make Active: sturdy, with a cheap attack (greedy)."""
    best_cost = 99
    for j in range(ct.n_atk[p, k]):
        c = 0
        for t in range(ct.atk_cost.shape[3]):
            c += ct.atk_cost[p, k, j, t]
        if ct.atk_dmg[p, k, j] > 0 and c < best_cost:
            best_cost = c
    return ct.hp[p, k] - 15 * best_cost


@kernel_nb
def best_payable_damage_nb(st, ct, p, s, units):
    """Highest printed damage among the attacks slot s can pay for now (-1: none)."""
    k = st.slot[p, s, S_CARD]
    best = -1
    for j in range(ct.n_atk[p, k]):
        if attack_energy_ok_nb(st, ct, p, s, j, units) and ct.atk_dmg[p, k, j] > best:
            best = ct.atk_dmg[p, k, j]
    return best


@kernel_nb
def tm_attack_value_nb(st, ct, p, t):
    """Greedy's value of what Technical Machine card t's attack would do for p now (0: nothing
    it knows): Benched Pokémon evolved from the deck, basic Energy from the deck onto the
    Bench, the opponent's Evolution cards back to their hand."""
    v = 0.0
    if t < 0 or ct.n_atk[p, t] == 0:
        return v
    o = 1 - p
    gone = 0
    safe = 0
    for r in range(ct.atk_prog[p, t, 0, 0], ct.atk_prog[p, t, 0, 1]):
        op = ct.prog[r, 0]
        if op == OP_EVOLVE_FROM_DECK:
            v += 60.0  # each row evolves one Benched Pokémon, when the deck has its evolution
        elif op == OP_ATTACH_ENERGY_ANY and ct.prog[r, 2] % 8 == FROM_DECK:
            basic = 0
            for i in range(st.pl[p, PL_DECK_N]):
                basic += ct.basic_energy[p, st.deck[p, i]]
            bench = 0
            for q in range(1, NSLOT):
                if st.slot[p, q, S_CARD] >= 0:
                    bench = 1
            v += 40.0 * min(ct.prog[r, 1], basic) * bench
        elif op == OP_DISCARD_TOOL and ct.prog[r, 2] == OPP:  # s31-k20: the opponent's Tools (Ancient TM [Ice]-like)
            for q in range(NSLOT):
                if st.slot[o, q, S_CARD] >= 0 and st.slot[o, q, S_TOOL_K] >= 0 and gone < ct.prog[r, 1]:
                    v += 30.0
                    gone += 1
        elif op == OP_DISCARD_STADIUM and st.g[G_STADIUM_K] >= 0 and st.g[G_STADIUM_P] == o:
            v += 20.0  # s31-k20: the opponent's Stadium
            gone += 1
        elif op == OP_PREVENT_DAMAGE_NEXT and gone > 0 and safe == 0:
            v += 60.0  # s31-k20: "if you do", safe through the opponent's next turn
            safe = 1
        elif op == OP_OPP_ENERGY_TO and st.slot[o, 0, S_CARD] >= 0 and st.slot[o, 0, S_NEN] > 0:
            v += 40.0 + ct.atk_dmg[p, t, 0]  # s31-k20: an Energy of the Defending Pokémon's away, and the damage
        elif op == OP_DEVOLVE and ct.prog[r, 2] == 1:
            for q in range(NSLOT):
                if st.slot[o, q, S_CARD] >= 0 and st.slot[o, q, S_NSTACK] > 1:
                    v += 50.0
    if v > 0:
        for r in range(ct.atk_prog[p, t, 0, 0], ct.atk_prog[p, t, 0, 1]):
            if ct.prog[r, 0] == OP_EVOLVE_FROM_DECK:  # only as many as can evolve now
                n = 0
                for q in range(1, NSLOT):
                    kq = st.slot[p, q, S_CARD]
                    if kq < 0 or st.slot[p, q, S_PLAYED_TURN] >= st.g[G_TURN]:
                        continue
                    for i in range(st.pl[p, PL_DECK_N]):
                        if ct.sup[p, st.deck[p, i]] == SUPER_POKEMON and ct.evo_from[p, st.deck[p, i]] == ct.name[p, kq]:
                            n += 1
                            break
                rows = 0
                for r2 in range(ct.atk_prog[p, t, 0, 0], ct.atk_prog[p, t, 0, 1]):
                    rows += 1 if ct.prog[r2, 0] == OP_EVOLVE_FROM_DECK else 0
                v -= 60.0 * max(0, rows - n)
                break
    return v


@kernel_nb
def slot_value_nb(st, ct, p, s, units):
    """How much p wants slot s's Pokémon Active: can it attack, how hard, how healthy."""
    k = st.slot[p, s, S_CARD]
    hp_left = ct.hp[p, k] - st.slot[p, s, S_DMG]
    dmg = best_payable_damage_nb(st, ct, p, s, units)
    v = hp_left
    if dmg >= 0:
        v += 1000 + 10 * dmg
    return v


@kernel_nb
def form_value_nb(st, ct, p, s, k, units):
    """Greedy's value of card k in the place of slot s's Pokémon (a Form Change): as
    slot_value_nb (its HP left, its best attack the slot's Energy pays for) with k on top,
    three times over for the Active, plus 500 when that attack Knocks Out the Defending
    Pokémon; a card whose HP the damage already on the slot reaches is never wanted."""
    k0 = st.slot[p, s, S_CARD]
    st.slot[p, s, S_CARD] = k  # scratch: read k in the slot, then put k0 back
    v = float(slot_value_nb(st, ct, p, s, units))
    dmg = best_payable_damage_nb(st, ct, p, s, units)
    st.slot[p, s, S_CARD] = k0
    if ct.hp[p, k] <= st.slot[p, s, S_DMG]:
        return -1e6
    if s == 0:
        v *= 3.0
        o = 1 - p
        dk = st.slot[o, 0, S_CARD]
        if dk >= 0 and dmg > 0 and dmg >= slot_hp_nb(st, ct, o, 0) - st.slot[o, 0, S_DMG]:
            v += 500.0
    return v


@kernel_nb
def tool_value_nb(st, ct, p, s, k, units):
    """Greedy's value of Tool card k on p's slot s (no Tool there yet): what its TOOL rows
    give that Pokémon now (their conditions read with the card put on for the estimate,
    then taken off).  More damage counts on a Pokémon that can attack, most on the Active;
    less damage taken and more HP most on the Active (the one attacked next); less
    Retreat Cost most on an Active that cannot attack and cannot pay its retreat now."""
    st.slot[p, s, S_TOOL_K] = k
    plus = tool_amount_nb(st, ct, p, s, TOOL_DMG_PLUS) + tool_amount_nb(st, ct, p, s, TOOL_DMG_PLUS_AFTER)
    guard = tool_amount_nb(st, ct, p, s, TOOL_REDUCE) + slot_hp_nb(st, ct, p, s)
    less = tool_amount_nb(st, ct, p, s, TOOL_RETREAT_LESS)
    no_weak = tool_amount_nb(st, ct, p, s, TOOL_NO_WEAKNESS)
    hit_back = tool_amount_nb(st, ct, p, s, EN_HIT_BACK)
    cheaper = tool_amount_nb(st, ct, p, s, TOOL_COST_LESS) + tool_amount_nb(st, ct, p, s, TOOL_COST_ANY_LESS)  # s29-k2: any type
    berry = tool_amount_nb(st, ct, p, s, TOOL_BETWEEN_HEAL) + tool_amount_nb(st, ct, p, s, TOOL_BETWEEN_CURE)
    saver = tool_amount_nb(st, ct, p, s, TOOL_ENERGY_SAVE)
    on_ko = tool_amount_nb(st, ct, p, s, TOOL_ON_KO)  # s29-k1: a Knock Out answer (a search, a discard, a prize change)
    on_ko += tool_amount_nb(st, ct, p, s, TOOL_ON_DAMAGED)  # s30-k6: an answer to an attack's damage, valued alike
    cost_with = retreat_cost_nb(st, ct, p) if s == 0 else 0
    tm = 0.0  # a Technical Machine on the Active: its attack now, when the holder can pay for it
    if s == 0 and ct.n_atk[p, k] > 0 and st.pl[p, PL_ATTACKED] == 0 and attack_energy_ok_nb(st, ct, p, 0, MAXATK, units):
        tm = tm_attack_value_nb(st, ct, p, k)
    st.slot[p, s, S_TOOL_K] = -1
    pk = st.slot[p, s, S_CARD]
    guard -= slot_hp_nb(st, ct, p, s)
    dmg = best_payable_damage_nb(st, ct, p, s, units)
    v = 0.0
    if plus > 0:
        v += plus * (4.0 if s == 0 and dmg >= 0 else (2.0 if dmg >= 0 else 0.5))
    if guard > 0:
        v += min(guard, 200) * (3.0 if s == 0 else 0.5)  # (s31-k20: a Mysterious Shard-like "all damage" counts 200)
    if less > 0 and ct.retreat[p, pk] > 0:
        saved = min(less, ct.retreat[p, pk])
        v += 5.0 * saved
        if s == 0:
            cost_now = retreat_cost_nb(st, ct, p)
            e = energy_total_nb(st, ct, p, 0)
            if dmg < 0 and e < cost_now and e >= cost_with:
                v += 200.0  # a stuck Active can retreat with it
            elif dmg < 0:
                v += 20.0 * saved
    if no_weak > 0 and ct.weak_t[p, pk] >= 0:
        v += 90.0 if s == 0 else 30.0
    if hit_back > 0:
        v += hit_back * (2.0 if s == 0 else 0.5)  # counters on the attacker of the Active
    if on_ko > 0:
        v += 20.0 if s == 0 else 5.0  # most on the Active, the one Knocked Out next
    if saver > 0 and s > 0:
        v += 30.0  # an Energy kept when the Active is Knocked Out
    if cheaper > 0 and ct.n_atk[p, pk] > 0:
        v += 40.0 * cheaper * (2.0 if s == 0 else 1.0)
    if tm > dmg:
        v += tm  # worth more than the holder's own best attack now
    v += tool_k20_value_nb(st, ct, p, s, k, units, dmg)  # s31-k20: a Tool that stops powers, lends attacks, changes the type
    if berry > 0:  # Oran / Lum Berry-like: most on the Active, the one attacked (and conditioned)
        v += 40.0 if s == 0 else 10.0
        if st.slot[p, s, S_DMG] > 0 or (s == 0 and (st.pl[p, PL_STATUS] != 0 or st.pl[p, PL_POISON] > 0 or st.pl[p, PL_BURN] > 0)):
            v += 40.0
    return v


@kernel_nb
def tool_loss_value_nb(st, ct, q, s, units):
    """What the Tool on q's slot s is worth to q (tool_value_nb with it taken off for the
    estimate, then put back), 30 at least: a Tool does something."""
    k = st.slot[q, s, S_TOOL_K]
    if k < 0:
        return 0.0
    st.slot[q, s, S_TOOL_K] = -1
    v = tool_value_nb(st, ct, q, s, k, units)
    st.slot[q, s, S_TOOL_K] = k
    return 30.0 + v


@kernel_nb
def best_tool_value_nb(st, ct, p, k, units):
    """Greedy's value of playing Tool card k now: its best Pokémon's (tool_value_nb)."""
    best = 0.0
    for s in range(NSLOT):
        if st.slot[p, s, S_CARD] >= 0 and st.slot[p, s, S_TOOL_K] < 0:
            v = tool_value_nb(st, ct, p, s, k, units)
            if v > best:
                best = v
    return best


@kernel_nb
def fits_in_play_nb(st, ct, p, k):
    """Evolution card k evolves one of p's Pokémon in play."""
    if ct.sup[p, k] != SUPER_POKEMON or ct.stage[p, k] <= 0:
        return False
    return name_in_play_nb(st, ct, p, ct.evo_from[p, k])


@kernel_nb
def name_in_play_nb(st, ct, p, name):
    """A Pokémon of this name is in p's play."""
    for s in range(NSLOT):
        b = st.slot[p, s, S_CARD]
        if b >= 0 and ct.name[p, b] == name:
            return True
    return False


@kernel_nb
def evolution_in_hand_nb(st, ct, p, name):
    """p's hand holds an Evolution card that evolves from a Pokémon of this name."""
    for q in range(ct.n[p]):
        if st.hand[p, q] > 0 and ct.sup[p, q] == SUPER_POKEMON and ct.stage[p, q] > 0 \
                and ct.evo_from[p, q] == name:
            return True
    return False


@kernel_nb
def dead_pokemon_nb(st, ct, p, q):
    """Pokémon card q in hand can't be used soon: a Basic with the Bench full, or an
    evolution whose pre-evolution is neither in play nor in hand."""
    if ct.sup[p, q] != SUPER_POKEMON:
        return False
    if ct.stage[p, q] == 0:
        return bench_count_nb(st, p) >= NSLOT - 1
    if fits_in_play_nb(st, ct, p, q):
        return False
    for r in range(ct.n[p]):
        if st.hand[p, r] > 0 and ct.sup[p, r] == SUPER_POKEMON and ct.name[p, r] == ct.evo_from[p, q]:
            if ct.stage[p, r] == 0 or fits_in_play_nb(st, ct, p, r):
                return False
            for b in range(ct.n[p]):  # a Stage 1 in hand: is its Basic in hand?
                if st.hand[p, b] > 0 and ct.sup[p, b] == SUPER_POKEMON and ct.stage[p, b] == 0 \
                        and ct.name[p, b] == ct.evo_from[p, r]:
                    return False
    return True


@kernel_nb
def hand_card_value_nb(st, ct, p, k):
    """How much p wants to keep card k (for costs that discard from hand; a multiple of 10,
    trainer_value.discard_cost_nb walks them so).  A Pokémon it can never use (a Basic with
    the Bench full, an Evolution no card of whose line is left: ``line_reachable_nb``) goes
    first, then a spare basic Energy; an Evolution that fits a
    Pokémon in play, or a Basic whose Evolution the hand holds, is kept longest (stop 33:
    Computer Search threw away Pokémon Center and kept an Alakazam with no Abra in sight)."""
    if ct.sup[p, k] == SUPER_POKEMON:
        if ct.stage[p, k] == 0 and dead_pokemon_nb(st, ct, p, k) or ct.stage[p, k] > 0 and not line_reachable_nb(st, ct, p, k):
            return 10
        v = 30 + 10 * ct.stage[p, k]
        if fits_in_play_nb(st, ct, p, k):
            v += 30
        elif ct.stage[p, k] == 0 and evolution_in_hand_nb(st, ct, p, ct.name[p, k]):
            v += 20
        return v
    if ct.sup[p, k] == SUPER_TRAINER:
        return 20
    if ct.sup[p, k] == SUPER_ENERGY:
        if ct.basic_energy[p, k] == 0:
            return 40  # a Special Energy (Double Colorless: two units) is no spare
        # energy is the most replaceable card in a classic deck when the hand has several
        c = 0
        for q in range(ct.n[p]):
            if ct.sup[p, q] == SUPER_ENERGY:
                c += st.hand[p, q]
        return 10 if c > 1 else 40
    return 0


@kernel_nb
def unseen_or_held_nb(st, ct, p, q):
    """Copies of card q p holds or has not seen yet (hand, deck, prizes)."""
    n = st.hand[p, q]
    for i in range(st.pl[p, PL_DECK_N]):
        if st.deck[p, i] == q:
            n += 1
    for i in range(st.pl[p, PL_PRIZES_LEFT]):
        if st.prize[p, i] == q:
            n += 1
    return n


@kernel_nb
def line_reachable_nb(st, ct, p, k):
    """Evolution card k could still be played: a Pokémon it evolves from is in play, or a
    card of the line below it (down to a Basic) is in the hand, the deck or the prizes."""
    name = ct.evo_from[p, k]
    for _ in range(3):
        if name_in_play_nb(st, ct, p, name):
            return True
        nxt = -1
        for q in range(ct.n[p]):
            if ct.sup[p, q] == SUPER_POKEMON and ct.name[p, q] == name and unseen_or_held_nb(st, ct, p, q) > 0:
                if ct.stage[p, q] == 0:
                    return True
                nxt = ct.evo_from[p, q]
        if nxt < 0:
            return False
        name = nxt
    return False


@kernel_nb
def energy_need_nb(st, ct, p, t):
    """How many more units of type t p's Pokémon in play need for their attacks."""
    need = 0
    for s in range(NSLOT):
        k = st.slot[p, s, S_CARD]
        if k < 0:
            continue
        have = 0
        for i in range(st.slot[p, s, S_NEN]):
            have += ct.provides[p, st.en[p, s, i], t]
        top = 0
        for j in range(ct.n_atk[p, k]):
            c = ct.atk_cost[p, k, j, t] if t != COLORLESS else 0
            if c > top:
                top = c
        if top > have:
            need += top - have
    return need


@kernel_nb
def units_short_nb(st, ct, p):
    """Energy units (of any type: Colorless costs included) p's Pokémon in play lack for
    their most expensive attacks.  ``energy_need_nb`` counts typed costs only, so a deck of
    Colorless attackers (Wigglytuff, Kangaskhan, Scyther) never "needed" an Energy: its
    searches and Energy Retrieval sat in the hand while its Active could not attack."""
    short = 0
    for s in range(NSLOT):
        k = st.slot[p, s, S_CARD]
        if k < 0:
            continue
        top = 0
        for j in range(ct.n_atk[p, k]):
            c = 0
            for t in range(NT):
                c += ct.atk_cost[p, k, j, t]
            if c > top:
                top = c
        have = energy_total_nb(st, ct, p, s)
        if top > have:
            short += top - have
    return short


@kernel_nb
def search_rank_nb(st, ct, p, k):
    """How much p wants card k from a deck search (the pick and greedy's valuation of the
    search share it): an Evolution that fits something in play; then an Energy its
    Pokémon need when the hand holds none and the turn's attachment is unused (a board
    that can't attack needs it more than another Pokémon); then a Basic the hand holds an
    Evolution for (none of its name in play); then Pokémon by HP, other Energy by need,
    Trainers."""
    v = 0
    if ct.sup[p, k] == SUPER_POKEMON:
        v = ct.hp[p, k]
        for s in range(NSLOT):
            b = st.slot[p, s, S_CARD]
            if b >= 0 and ct.stage[p, k] > 0 and ct.evo_from[p, k] == ct.name[p, b]:
                v += 1000
        if ct.stage[p, k] == 0 and evolution_in_hand_nb(st, ct, p, ct.name[p, k]) and not name_in_play_nb(st, ct, p, ct.name[p, k]):
            v += 300  # the Basic the hand's Evolution waits for (Abra with Kadabra held, not Chansey by HP)
    elif ct.sup[p, k] == SUPER_ENERGY:
        for t in range(NT - 1):
            if ct.provides[p, k, t] > 0:
                v += energy_need_nb(st, ct, p, t) * 10
        v += ct.provides[p, k, NT - 1]
        if units_short_nb(st, ct, p) > 0:
            v += 1  # any Energy pays a Colorless cost
        if v > 0 and st.pl[p, PL_ENERGY_DONE] == 0 and not hand_has_energy_nb(st, ct, p):
            v += 500
    else:
        v = 50
    return v


@kernel_nb
def card_want_nb(st, ct, p, k):
    """How much p wants to draw card k next (Pokédex-like effects): an Evolution that fits
    something in play, Energy its Pokémon still need, then Basics, then the rest."""
    v = 0
    if ct.sup[p, k] == SUPER_POKEMON:
        v = 100 + ct.hp[p, k] // 10
        if ct.stage[p, k] > 0:
            v = 20
            for s in range(NSLOT):
                b = st.slot[p, s, S_CARD]
                if b >= 0 and ct.sup[p, b] == SUPER_POKEMON and ct.evo_from[p, k] == ct.name[p, b]:
                    v = 400 + ct.hp[p, k] // 10
    elif ct.sup[p, k] == SUPER_ENERGY:
        need = 0
        for t in range(NT - 1):
            if ct.provides[p, k, t] > 0:
                need += energy_need_nb(st, ct, p, t)
        v = 300 + 10 * need if need > 0 else 60 + ct.provides[p, k, NT - 1]
    else:
        v = 150
    return v


@kernel_inline_nb
def opp_bench_value_nb(st, ct, p, s, dmg):
    """p targets the opponent's Benched slot s: one that dmg Knocks Out, else the most damaged."""
    o = 1 - p
    k = st.slot[o, s, S_CARD]
    left = ct.hp[o, k] - st.slot[o, s, S_DMG]
    v = -left
    if dmg > 0 and left <= dmg:
        v = 100000 + ct.hp[o, k]
    return v + 5 * st.slot[o, s, S_NEN]


@kernel_nb
def energy_loss_value_nb(st, ct, owner, s, i, own_loss):
    """Value of discarding attached card i of owner's slot s: taking it from the opponent,
    the most valuable (most units, special first); losing one's own, the least useful (a
    type none of the Pokémon's attacks needs)."""
    e = st.en[owner, s, i]
    units = 0
    for t in range(NT):
        units += ct.provides[owner, e, t]
    v = units * 10 + (1 - ct.basic_energy[owner, e]) * 5
    if own_loss:
        v = -v
        k = st.slot[owner, s, S_CARD]
        need = 0
        for j in range(ct.n_atk[owner, k]):
            for t in range(NT - 1):
                if ct.provides[owner, e, t] > 0 and ct.atk_cost[owner, k, j, t] > 0:
                    need = 1
        v -= need * 100
    return v


@kernel_nb
def greedy_energy_index_nb(st, ct, owner, s, etype, own_loss):
    """The attached card greedy would discard (index into en[owner, s]; -1 none): the
    valuation of Energy Removal-like Trainers uses the same pick as the discard itself."""
    best = -1
    best_v = -1 << 40
    for i in range(st.slot[owner, s, S_NEN]):
        if etype >= 0 and ct.provides[owner, st.en[owner, s, i], etype] == 0:
            continue
        v = energy_loss_value_nb(st, ct, owner, s, i, own_loss)
        if v > best_v:
            best_v = v
            best = i
    return best


@kernel_inline_nb
def energy_target_value_nb(st, ct, p, s, e):
    """How much p's slot s wants Energy card e: an attack it makes payable (by damage),
    else any attack still short; the Active on ties."""
    k = st.slot[p, s, S_CARD]
    units = st.tmp[TMP_TARGET : TMP_TARGET + NT]
    for t in range(NT):
        units[t] = 0
    for i in range(st.slot[p, s, S_NEN]):
        for t in range(NT):
            units[t] += ct.provides[p, st.en[p, s, i], t]
    v = 0
    for j in range(ct.n_atk[p, k]):
        if not cost_payable_nb(units, ct.atk_cost[p, k, j]):
            for t in range(NT):
                units[t] += ct.provides[p, e, t]
            if cost_payable_nb(units, ct.atk_cost[p, k, j]):
                v = max(v, 100 + ct.atk_dmg[p, k, j])
            else:
                v = max(v, 10)
            for t in range(NT):
                units[t] -= ct.provides[p, e, t]
    if s == 0:
        v += 1
    return v


@kernel_nb
def draws_cards_nb(ct, p, k):
    """Trainer k draws cards (Bill, Professor Oak) or takes cards back (Item Finder): not
    worth taking back from the discard pile (measured: Item Finder for Professor Oak
    chained two Oaks a turn, thinning the deck into deck-out and discarding the hand's
    Trainers)."""
    for r in range(ct.tr_prog[p, k, 0], ct.tr_prog[p, k, 1]):
        op = ct.prog[r, 0]
        if op == OP_DRAW or op == OP_SHUFFLE_HAND_DRAW or op == OP_RECOVER:
            return True
    return False


#: what taking back a card just paid as the program's cost costs in the pick's value (an
#: Item Finder that discards two Pokémon Center to take one back has thrown away a card)
PAID_BACK = 150.0


@kernel_nb
def recover_value_nb(st, ct, p, k):
    """How much p wants card k back from its discard pile.  The pick and greedy's
    valuation of a recovery (trainer_value.recover_value_nb) rank alike: Energy its
    Pokémon in play need; a Trainer that does more than draw or take back cards; a
    Pokémon; then the rest.  A card the hand already holds a copy of ranks lower."""
    v = 0.0
    if ct.sup[p, k] == SUPER_ENERGY:
        need = 0
        for t in range(NT - 1):
            if ct.provides[p, k, t] > 0:
                need += energy_need_nb(st, ct, p, t)
        v = 300.0 + 10 * need if need > 0 else 20.0 + ct.provides[p, k, NT - 1]
    elif ct.sup[p, k] == SUPER_TRAINER:
        v = 40.0 if draws_cards_nb(ct, p, k) else 200.0
    else:
        v = 100.0 + ct.hp[p, k] / 10.0
    if st.hand[p, k] > 0:
        v -= 50.0
    return v


@kernel_nb
def option_value_nb(st, ct, p, q, i, units):
    """Greedy's value of option row i of question q (seat.Q_*) for player p."""
    x = st.opt[i, 0]
    y = st.opt[i, 1]
    z = st.opt[i, 2]
    o = 1 - p
    if q == Q_SETUP_ACTIVE:
        return float(basic_score_nb(ct, p, x))
    if q == Q_SETUP_BENCH or q == Q_EXTRA_DRAW:  # yes; all of them
        return float(x)
    if q == Q_PROMOTE:
        return float(slot_value_nb(st, ct, p, x, units))
    if q == Q_OPP_BENCH:  # x < 0: "no more" (damage to up to n of them); greedy always hits
        if z > 0:  # the asker ranked it (a Gust's target: estimates.gust_rank_nb)
            return float(z)
        return float(opp_bench_value_nb(st, ct, p, x, y)) if x >= 0 else -1e18
    if q == Q_ENERGY_DISCARD:  # from the opponent: greedy takes it off the Defending Pokémon
        return float(energy_loss_value_nb(st, ct, y, z, x, y == p) + (1000 if y != p and z == 0 else 0))
    if q == Q_HAND_DISCARD and z == 1:  # the opponent's revealed hand: what they want most
        return float(hand_card_value_nb(st, ct, o, x))
    if q == Q_HAND_DISCARD:  # keep what is worth most
        return float(-hand_card_value_nb(st, ct, p, x))
    if q == Q_DECK_PICK:  # x < 0: find nothing (ranks are >= 0, so greedy always takes a card)
        return float(search_rank_nb(st, ct, p, y)) if x >= 0 else -1.0
    if q == Q_ENERGY_TARGET:
        return float(energy_target_value_nb(st, ct, p, x, y))
    if q == Q_DISCARD_PICK:  # y = 1: a card the program just paid as its cost, taken back last
        return recover_value_nb(st, ct, p, x) - (PAID_BACK if y == 1 else 0.0)
    if q == Q_REVIVE:  # the sturdiest for oneself, the frailest for the opponent
        return float(ct.hp[y, x] if y == p else -ct.hp[y, x])
    if q == Q_DISABLE_ATTACK:  # the strongest attack it can pay for now
        dk = st.slot[o, 0, S_CARD]
        v = ct.atk_dmg[o, dk, x]
        if attack_energy_ok_nb(st, ct, o, 0, x, units):
            v += 10000
        return float(v)
    if q == Q_COPY_ATTACK:  # the most printed damage (x: the attack of y's slot z's Pokémon; s31-k19: z < 0, card row -1 - z)
        return float(ct.atk_dmg[y, st.slot[y, z, S_CARD] if z >= 0 else -1 - z, x])
    if q == Q_DECK_TOP:  # what p wants most on its own deck, least on the opponent's
        w = card_want_nb(st, ct, y, st.deck[y, x])
        return float(w if y == p else -w)
    if q == Q_TRADE_GIVE:  # the least wanted Pokémon
        return float(-card_want_nb(st, ct, p, x))
    if q == Q_OWN_POKEMON:
        return float(own_target_value_nb(st, ct, p, x, y))
    if q == Q_OWN_BENCH_HIT:  # never a Knock Out if it can help it; then the Pokémon it needs least
        k = st.slot[p, x, S_CARD]
        v = -slot_value_nb(st, ct, p, x, units)
        if ct.hp[p, k] - st.slot[p, x, S_DMG] <= y:
            v -= 100000
        return float(v)
    if q == Q_DISCARD_FOR_DAMAGE:  # the fewest cards that Knock Out the Defending Pokémon, else the most damage
        return 1e6 - x if y == 1 else float(x)
    if q == Q_WHOSE_DECK:  # its own deck: the card it wants most goes on top
        return 1.0 if x == p else 0.0
    if q == Q_CHOOSE_COND:  # Paralyzed, then Asleep; a poison or a burn it already has adds nothing
        if (x == 4 and st.pl[o, PL_POISON] > 0) or (x == 5 and st.pl[o, PL_BURN] > 0):
            return 0.0
        return 50.0 if x == 3 else 40.0 if x == 1 else 30.0 if x == 4 else 25.0 if x == 5 else 20.0
    if q == Q_RECOVER_WAY:  # a card to the hand; the cards into the deck only when the deck runs short
        short = st.pl[p, PL_DECK_N] <= 6
        return float(x if short else -x)
    if q == Q_MAY_MORE:  # only for a Knock Out that the attacker survives
        return (1.0 if y == 1 and z == 0 else -1.0) if x == 1 else 0.0
    if q == Q_HOW_MANY:  # discard what the slot's attacks do not need
        return float(-abs(x - energy_surplus_nb(st, ct, p, y, z)))
    if q == Q_RETREAT_PAY:  # no waste; else the biggest card that still fits what is owed
        u = energy_units_at_nb(st, ct, p, 0, x)
        waste = u - y
        return float(-waste * 10 if waste > 0 else u)
    if q == Q_SWITCH:
        return float(slot_value_nb(st, ct, p, x, units))
    if q == Q_TOOL_TARGET:
        return tool_value_nb(st, ct, p, x, y, units)
    if q == Q_TOOL_DISCARD:  # x < 0: stop ("up to"); the opponent's most useful Tool, never its own
        return tool_loss_value_nb(st, ct, y, x, units) * (1.0 if y != p else -1.0) if x >= 0 else 0.0
    if q == Q_NEW_TYPE:
        return float(new_type_value_nb(st, ct, p, y, z, x))
    if q == Q_SHIFT_TYPE:  # the Defending Pokémon's Weakness, else the first candidate
        return 1.0 if x == def_weak_type_nb(st, ct, o, 0) else 0.0
    if q == Q_ENERGY_MOVE:  # a move worth making (ties as greedy's pick: by target, then source)
        if x < 0:
            return 1e-6  # no more moves ("any amount"): above a move worth nothing
        v = energy_move_value_nb(st, ct, p, x, y, z, units)
        return float(v) - 1e-3 * (z * NSLOT + x) if v > 0 else 0.0
    if q == Q_TYPE_ATTACH:
        return float(type_attach_gain_nb(st, ct, p, x, y, units) * 10 + (1 if x == 0 else 0))
    if q == Q_DAMAGE_MOVE:
        return float(damage_move_value_nb(st, ct, p, z, x, y))
    if q == Q_AS_ENERGY:
        return float(as_energy_value_nb(st, ct, p, z, x, y, units))
    if q == Q_TRIGGER:  # the asker valued the power's rows (trainer_value.program_score_nb)
        return float(y) if x == 1 else 0.0
    if q == Q_CHOOSE_ONE:  # the asker valued each option's rows (trainer_value.choose_one_nb)
        return float(y)
    if q == Q_FORM_PICK:  # the card that serves the slot best; x < 0: keep the one in play (y)
        return form_value_nb(st, ct, p, z, y, units) + (1e-3 if x < 0 else 0.0)
    return 0.0


@kernel_nb
def own_target_value_nb(st, ct, p, s, purpose):
    """Which own Pokémon a Trainer acts on: a heal, the most damaged; Scoop Up, devolve or
    back into the deck, the most damaged relative to its HP (the Active on ties)."""
    k = st.slot[p, s, S_CARD]
    if purpose == OWN_HEAL:
        return st.slot[p, s, S_DMG]
    hp = ct.hp[p, k] if ct.hp[p, k] > 0 else 10
    v = (1000 * st.slot[p, s, S_DMG]) // hp
    if s == 0:
        v += 1
    return v


@kernel_nb
def greedy_own_pokemon_nb(st, ct, p, which, purpose):
    """The own Pokémon greedy picks for a Trainer (targets.choose_own_pokemon_nb's greedy
    answer; the Trainer valuations ask it so that pick and value agree); -1 none."""
    best = -1
    best_v = -1 << 40
    for s in range(NSLOT):
        if eligible_own_nb(st, ct, p, s, which):
            v = own_target_value_nb(st, ct, p, s, purpose)
            if v > best_v:
                best_v = v
                best = s
    return best


@kernel_inline_nb
def energy_surplus_nb(st, ct, p, s, t):
    """Energy cards of type t on slot s beyond what its attacks' costs ask of that type."""
    k = st.slot[p, s, S_CARD]
    have = 0
    for i in range(st.slot[p, s, S_NEN]):
        if ct.provides[p, st.en[p, s, i], t] > 0:
            have += 1
    need = 0
    for j in range(ct.n_atk[p, k]):
        if ct.atk_cost[p, k, j, t] > need:
            need = ct.atk_cost[p, k, j, t]
    return have - need if have > need else 0
