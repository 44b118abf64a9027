"""What card effects do to the game, shared by the interpreter's families
(``interpreter.py``, ``ops/``) and the rules: Special Conditions, switching,
flips, Energy counts and moves, the picks effects ask for, healing, Pokémon
leaving play.
"""

from __future__ import annotations

from ..effects import PASSIVE_SHIELD, SH_DAMAGE, SH_NO_BURN  # s30-k6
from ..effects import ST_BURN_STAYS  # s30-k9
from ..effects import (
    ENERGY_BASIC,
    ENERGY_MASK,
    EN_HIT_BACK,
    EN_NO_STATUS,
    TOOL_NO_CONDITIONS,
    ASLEEP,
    BURNED,
    CONFUSED,
    FROM_DECK,
    FROM_DISCARD,
    FROM_HAND,
    KIND_ANY,
    KIND_BASIC_POKEMON,
    KIND_EITHER,
    LT_BOTTOM,
    LT_BOTTOM_SHUFFLED,
    LT_DEST,
    LT_DISCARD,
    LT_EACH,
    LT_MAY,
    LT_REST,
    LT_SHUFFLE,
    OPP,
    SELF,
    KIND_POKEMON,
    PARALYZED,
    PASSIVE_HIT_BACK,
    PASSIVE_HIT_BACK_COND,
    PASSIVE_KO_HIT_BACK,
    PASSIVE_NO_CONDITIONS,
    PASSIVE_MIRROR_COND,
    KO_ANY_OPP,
    POISONED,
    TO_BENCH,
    TO_DECK,
    TO_DECK_TOP,
    TO_BENCH_ONLY,
    TO_FILTER,
    TO_ACTIVE_TOO,
    TC_SHIFT,
    TO_HAND,
)
from .cardtable import CF_HAS_POWER, CF_NO_CONDITIONS, SUPER_POKEMON
from .damage import bench_effects_prevented_nb, bench_hit_nb, place_damage_nb
from .events import (
    COIN_EFFECT,
    EV_ATTACH_FROM,
    EV_COIN,
    EV_COND,
    EV_DAMAGE,
    EV_DISCARD,
    EV_DISCARD_ENERGY,
    EV_EVOLVE,
    EV_FORM,
    EV_HEAL,
    EV_PROMOTE,
    EV_RECOVER,
    EV_SEARCH,
    EV_SHUFFLE,
    EV_SWITCH,
    log_nb,
)
from .jit import kernel_inline_nb, kernel_nb
from .k17 import form_kin_nb  # s31-k17
from ..effects import LT_ONE_TARGET  # s31-k17
from .layout import (
    S_HEALED_TURN,
    G_STADIUM_K,
    MAXOPT,
    S_TOOL_K,
    G_TURN,
    NS,
    S_NO_POWERS_UNTIL,
    NSLOT,
    NT,
    PL_BURN,
    PL_DECK_N,
    PL_HAND_N,
    PL_PRIZES_LEFT,
    PL_POISON,
    PL_STATUS,
    PL_STATUS_TURN,
    S_ACTIVE_TURN,
    S_ATTACK_EFFECTS_END,
    S_DELAY_UNTIL,
    S_ATTACK_EFFECTS_FIRST,
    S_NOWEAK_UNTIL,
    S_VULN_UNTIL, S_COST_MORE_UNTIL,  # s29-k2
    S_BOOST2,
    S_CARD,
    S_DMG,
    S_HIT_COND,
    S_HIT_DMG,
    S_HIT_POISON,
    S_HIT_TURN,
    S_NEN,
    S_NSTACK,
    S_PLAYED_TURN,
    S_PREVENT_EFFECTS,
    S_PREVENT_UNTIL,
    S_PWR_N,
    S_STACK0,
    TMP_EXTRA,
    TMP_TARGET,
)
from .player.seat import (
    Q_COPY_ATTACK,
    Q_DECK_PICK,
    Q_DECK_TOP,
    Q_DISABLE_ATTACK,
    Q_FORM_PICK,
    Q_DISCARD_PICK,
    Q_ENERGY_TARGET,
    Q_RECOVER_WAY,
    Q_OPP_BENCH,
    Q_REVIVE,
    Q_TRADE_GIVE,
    Q_TRIGGER,
    Q_ENERGY_DISCARD,
    decide_nb,
    set_option_nb,
)
from .predicates import atk_src_nb  # s30-k9
from .predicates import (  # board_count_nb, energy_of_type_nb: re-exported (they moved there)
    power_mod_nb,
    energy_card_ok_nb,
    holder_is_type_nb,
    tool_cond_nb,
    board_count_nb,  # noqa: F401
    energy_of_type_nb,  # noqa: F401
    slot_energy_total_nb,
    energy_amount_nb,
    tool_amount_nb,
    slot_hp_nb,
    card_matches_kind_nb,
    passive_arg_nb,
    passive_nb,
    stadium_amount_nb,
)
from .rng import STREAM_DECK0, coin_nb, shuffle_nb
from .targets import (
    choose_energy_nb,
)
from .zones import (
    DEST_DECK,
    DEST_DISCARD,
    DEST_HAND,
    add_to_hand_nb,
    attach_energy_nb,
    bench_count_nb,
    bench_room_nb,
    clear_slot_nb,
    detach_energy_nb,
    free_bench_slot_nb,
    hand_to_deck_nb,
    move_slot_nb,
    pop_top_card_nb,
    deck_to_bottom_nb,
    draw_n_nb,
    remove_from_deck_nb,
    shuffle_deck_nb,
)

# --- Special Conditions and switching ---------------------------------------------


@kernel_nb
def clear_conditions_nb(st, p):
    st.pl[p, PL_STATUS] = 0
    st.pl[p, PL_POISON] = 0
    st.pl[p, PL_BURN] = 0


@kernel_nb
def clear_conditions_keep_burn_nb(st, ct, p):
    """(s30-k9) Evolving / devolving p's Active: its Special Conditions go, except Burned under a
    Full Flame-like Stadium (ST_BURN_STAYS)."""
    burn = st.pl[p, PL_BURN]
    clear_conditions_nb(st, p)
    if burn > 0 and st.g[G_STADIUM_K] >= 0 and stadium_amount_nb(st, ct, p, 0, ST_BURN_STAYS, -1, -1) > 0:
        st.pl[p, PL_BURN] = burn


@kernel_nb
def clear_attack_effects_nb(st, p, s):
    """Going to the Bench or evolving ends the effects of attacks (RULES.md §4): the
    slot's attack-effect group (layout.py)."""
    for f in range(S_ATTACK_EFFECTS_FIRST, S_ATTACK_EFFECTS_END):
        st.slot[p, s, f] = 0
    st.slot[p, s, S_DELAY_UNTIL] = 0  # DELAYED_NEXT (outside the group: its fields came later)
    st.slot[p, s, S_NO_POWERS_UNTIL] = 0  # DEF_NO_POWERS_NEXT (likewise)
    st.slot[p, s, S_NOWEAK_UNTIL] = 0  # NO_WEAKNESS_NEXT
    st.slot[p, s, S_BOOST2] = 0  # NEXT_TURN_BASE_DAMAGE's second attack
    st.slot[p, s, S_COST_MORE_UNTIL] = 0  # s29-k2: DEF_COST_MORE_NEXT
    st.slot[p, s, S_VULN_UNTIL] = 0  # s31-k19: VULNERABLE_NEXT


@kernel_nb
def give_condition_nb(st, p, cond, amount):
    """Special Condition on p's Active (RULES.md §7): Asleep/Confused/Paralyzed replace
    each other; Poisoned and Burned stack with them; re-poisoning replaces."""
    if st.slot[p, 0, S_CARD] < 0:
        return
    if st.slot[p, 0, S_PREVENT_UNTIL] >= st.g[G_TURN] and st.slot[p, 0, S_PREVENT_EFFECTS] == 1:
        return
    if cond == POISONED:
        st.pl[p, PL_POISON] = amount if amount > 0 else 10
    elif cond == BURNED:
        st.pl[p, PL_BURN] = 1
    else:
        st.pl[p, PL_STATUS] = cond
        st.pl[p, PL_STATUS_TURN] = st.g[G_TURN]
    log_nb(st, p, EV_COND, cond, p, 0)


@kernel_inline_nb
def hit_back_nb(st, ct, o, p):
    """p's attack damaged o's Active (even a Knock Out): its Bodies / Abilities that answer
    while Active put damage on, or give a Special Condition to, p's attacking Pokémon."""
    if passive_nb(st, ct, o, 0, PASSIVE_HIT_BACK):
        place_damage_nb(st, p, 0, passive_arg_nb(st, ct, o, 0))
    if st.slot[o, 0, S_NEN] > 0:
        place_damage_nb(st, p, 0, energy_amount_nb(st, ct, o, 0, EN_HIT_BACK))  # a Spiky Energy-like card
    if passive_nb(st, ct, o, 0, PASSIVE_KO_HIT_BACK) and st.slot[o, 0, S_DMG] >= slot_hp_nb(st, ct, o, 0):
        ko_hit_back_nb(st, ct, o, p, passive_arg_nb(st, ct, o, 0))  # only when it is Knocked Out
    if st.slot[o, 0, S_TOOL_K] >= 0:
        place_damage_nb(st, p, 0, tool_amount_nb(st, ct, o, 0, EN_HIT_BACK))  # a Rocky Helmet-like Tool
    if passive_nb(st, ct, o, 0, PASSIVE_HIT_BACK_COND):
        cond = passive_arg_nb(st, ct, o, 0)
        if not condition_immune_nb(st, ct, p, cond):
            give_condition_nb(st, p, cond, 0)


@kernel_inline_nb
def ko_hit_back_nb(st, ct, o, p, c):
    """o's Active, Knocked Out by p's attack, answers (PASSIVE_KO_HIT_BACK's c): c % 1000 damage on
    p's Active, or (KO_ANY_OPP) on the Pokémon of p's that o's player picks: one those counters
    Knock Out (the most prizes), else the Active; then the Special Conditions of mask
    (c // 1000) % 64 on p's Active."""
    amt = c % 1000
    if amt > 0:
        t = 0
        if (c // 1000) & KO_ANY_OPP:
            best = -1
            for w in range(NSLOT):
                kw = st.slot[p, w, S_CARD]
                if kw >= 0 and slot_hp_nb(st, ct, p, w) - st.slot[p, w, S_DMG] <= amt and ct.prize[p, kw] > best:
                    best = ct.prize[p, kw]
                    t = w
        place_damage_nb(st, p, t, amt)
    m = (c // 1000) % 64
    for cond in range(6):
        if (m >> cond) & 1 and not condition_immune_nb(st, ct, p, cond):
            give_condition_nb(st, p, cond, 0)


@kernel_nb
def mirror_cond_nb(st, ct, o, p, cond, amount):
    """Mirror Coat-like (PASSIVE_MIRROR_COND): p's attack made o's Active Burned or Poisoned; p's
    attacking Pokémon gets the same."""
    if (cond == BURNED or cond == POISONED) and passive_nb(st, ct, o, 0, PASSIVE_MIRROR_COND) \
            and not condition_immune_nb(st, ct, p, cond):
        give_condition_nb(st, p, cond, amount)


@kernel_nb
def condition_immune_nb(st, ct, p, cond):
    """p's Active can't get this Special Condition: a Trainer played as a Pokémon (Clefairy
    Doll-like rules) or a Thick Skinned-like passive (Asleep, Confused, Paralyzed, Poisoned;
    Burned too where its argument is 1: the later eras' "any Special Condition")."""
    k = st.slot[p, 0, S_CARD]
    if k < 0:
        return False
    if power_mod_nb(st, ct, p, 0, EN_NO_STATUS) > 0:
        return True  # Green Essence-like: a power's "can't be affected by any Special Conditions"
    if st.slot[p, 0, S_TOOL_K] >= 0 and tool_amount_nb(st, ct, p, 0, TOOL_NO_CONDITIONS) > 0:
        return True  # s30-k10: a Tool's (any Special Condition)
    if st.slot[p, 0, S_NEN] > 0 and energy_amount_nb(st, ct, p, 0, TOOL_NO_CONDITIONS) > 0:
        return True  # s31-k20: a Special Energy's (Holon Energy GL-like: any Special Condition)
    if st.g[G_STADIUM_K] >= 0:  # a Stadium: not Asleep, Confused or Paralyzed (2: no Special Condition)
        x = stadium_amount_nb(st, ct, p, 0, EN_NO_STATUS, -1, -1)
        if x == 2 or (x == 1 and cond != POISONED and cond != BURNED):
            return True
    if cond == BURNED:  # (a Trainer played as a Pokémon: "any Special Conditions" in the EX era)
        if (ct.cflags[p, k] & CF_NO_CONDITIONS) != 0:
            return True
        if passive_nb(st, ct, p, 0, PASSIVE_SHIELD) and ((passive_arg_nb(st, ct, p, 0) // SH_DAMAGE) & SH_NO_BURN) != 0:
            return True  # s30-k6: a shield that says it can't be Burned too
        if not passive_nb(st, ct, p, 0, PASSIVE_NO_CONDITIONS):
            return False
        m = passive_arg_nb(st, ct, p, 0)
        return m == 1 or (m >= 2 and ((m >> BURNED) & 1) != 0)
    if cond != ASLEEP and cond != CONFUSED and cond != PARALYZED and cond != POISONED:
        return False
    if (ct.cflags[p, k] & CF_NO_CONDITIONS) != 0:
        return True
    if cond != POISONED and st.slot[p, 0, S_NEN] > 0 and energy_amount_nb(st, ct, p, 0, EN_NO_STATUS) > 0:
        return True  # a Special Energy: can't be Asleep, Confused or Paralyzed
    if not passive_nb(st, ct, p, 0, PASSIVE_NO_CONDITIONS):
        return False
    m = passive_arg_nb(st, ct, p, 0)
    return m < 2 or ((m >> cond) & 1) != 0  # 2 or more: the mask of the conditions it can't have


@kernel_nb
def swap_slots_nb(st, p, a, b):
    for f in range(NS):
        t = st.slot[p, a, f]
        st.slot[p, a, f] = st.slot[p, b, f]
        st.slot[p, b, f] = t
    for i in range(st.en.shape[2]):
        t = st.en[p, a, i]
        st.en[p, a, i] = st.en[p, b, i]
        st.en[p, b, i] = t


@kernel_nb
def switch_active_nb(st, p, s):
    """Swap p's Active with Benched slot s; the one benched loses conditions and attack effects."""
    swap_slots_nb(st, p, 0, s)
    st.slot[p, 0, S_ACTIVE_TURN] = st.g[G_TURN]
    clear_conditions_nb(st, p)
    clear_attack_effects_nb(st, p, s)
    log_nb(st, p, EV_SWITCH, s, p, 0)


@kernel_nb
def promote_nb(st, p, s):
    """Move Benched slot s into the empty Active spot."""
    swap_slots_nb(st, p, 0, s)
    st.slot[p, 0, S_ACTIVE_TURN] = st.g[G_TURN]
    clear_conditions_nb(st, p)
    log_nb(st, p, EV_PROMOTE, s, st.slot[p, 0, S_CARD], 0)


# --- helpers used by several opcodes -----------------------------------------


@kernel_nb
def flip_nb(st, p, n):
    """Flip n coins (n=0: until tails). Returns heads, tails."""
    h = 0
    t = 0
    if n == 0:
        while True:
            c = coin_nb(st.rng)
            log_nb(st, p, EV_COIN, c, COIN_EFFECT, 0)
            if c == 1:
                h += 1
            else:
                t = 1
                break
    else:
        for _ in range(n):
            c = coin_nb(st.rng)
            log_nb(st, p, EV_COIN, c, COIN_EFFECT, 0)
            h += c
        t = n - h
    return h, t


@kernel_nb
def energy_cards_of_type_nb(st, ct, p, s, t):
    """Energy cards on slot s providing type t (t < 0: every Energy card): "for each
    Energy card" counts cards, not units (a Double Colorless Energy is one card)."""
    n = 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        if t < 0:
            n += 1
        elif ct.provides[p, e, t] > 0:
            n += 1
    return n


@kernel_nb
def extra_energy_nb(st, ct, p, s, j, t):
    """Units of type t on slot s not needed to pay attack j's cost (Water Gun, Hydro Pump)."""
    qa, k, ja = atk_src_nb(st, ct, p, s, j)  # s30-k9: a Technical Machine's, a Stadium's, another card's attack
    if k < 0:
        return 0
    units = st.tmp[TMP_EXTRA : TMP_EXTRA + NT]
    units[:] = 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        for q in range(NT):
            units[q] += ct.provides[p, e, q]
    if t < 0:  # any type: every unit the cost leaves over
        extra = slot_energy_total_nb(st, ct, p, s)
        for q in range(NT):
            extra -= ct.atk_cost[qa, k, ja, q]
        if t == ENERGY_BASIC:  # basic Energy cards the cost leaves over (Special Energy pays first)
            basic = 0
            for i in range(st.slot[p, s, S_NEN]):
                basic += ct.basic_energy[p, st.en[p, s, i]]
            extra = basic if basic < extra else extra
        return extra if extra > 0 else 0
    have = units[t]
    # units of t used for the cost: the typed t symbols, plus Colorless that other types cannot cover
    typed = ct.atk_cost[qa, k, ja, t]
    other = 0
    for q in range(NT):
        if q != t:
            other += units[q] - (ct.atk_cost[qa, k, ja, q] if q < NT - 1 else 0)
    colorless = ct.atk_cost[qa, k, ja, NT - 1]
    used_for_colorless = colorless - other
    if used_for_colorless < 0:
        used_for_colorless = 0
    extra = have - typed - used_for_colorless
    return extra if extra > 0 else 0


@kernel_nb
def discard_energy_from_nb(st, ct, chooser, owner, s, count, etype):
    """Discard count energy cards (0 = all) of type etype from owner's slot s."""
    done = 0
    while st.slot[owner, s, S_NEN] > 0 and (count == 0 or done < count):
        i = choose_energy_nb(st, ct, chooser, owner, s, etype)
        if i < 0:
            break
        e = detach_energy_nb(st, owner, s, i)
        st.disc[owner, ct.real[owner, e]] += 1
        log_nb(st, chooser, EV_DISCARD_ENERGY, e, owner, s)
        done += 1
    return done


@kernel_nb
def named_on_bench_nb(st, ct, who, name):
    """who has a Benched Pokémon with this name id."""
    for q in range(1, NSLOT):
        kq = st.slot[who, q, S_CARD]
        if kq >= 0 and ct.sup[who, kq] == SUPER_POKEMON and ct.name[who, kq] == name:
            return True
    return False


@kernel_nb
def named_in_play_nb(st, ct, who, name):
    """How many of who's Pokémon in play have this name id."""
    n = 0
    for q in range(NSLOT):
        kq = st.slot[who, q, S_CARD]
        if kq >= 0 and ct.sup[who, kq] == SUPER_POKEMON and ct.name[who, kq] == name:
            n += 1
    return n


@kernel_nb
def card_type_bits_nb(ct, p, k):
    """Card k's types as bits (1 << type): what an Energy card provides, a Pokémon's printed
    type; 0 for a Trainer ("of different types" searches)."""
    bits = 0
    if ct.sup[p, k] == SUPER_POKEMON:
        if ct.ptype[p, k] >= 0:
            bits = 1 << ct.ptype[p, k]
    else:
        for t in range(NT):
            if ct.provides[p, k, t] > 0:
                bits |= 1 << t
    return bits


@kernel_nb
def pick_deck_card_nb(st, ct, p, kind, tmask):
    """Index in p's deck of a card of the kind p takes (p is searching: it may look); -1 none
    (a search for a kind of card, not for any card, may come back empty by choice).  tmask:
    types (card_type_bits_nb) the card must not have (0: any)."""
    n = 0
    for i in range(st.pl[p, PL_DECK_N]):
        k = st.deck[p, i]
        if card_matches_kind_nb(ct, p, k, kind) and (tmask == 0 or (card_type_bits_nb(ct, p, k) & tmask) == 0):
            n = set_option_nb(st, n, i, k, 0)
    if n > 0 and kind != KIND_ANY:
        n = set_option_nb(st, n, -1, -1, 0)  # a search for a kind of card may find nothing
    i = decide_nb(st, ct, p, Q_DECK_PICK, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_nb
def put_on_bench_nb(st, p, k):
    """Card k (already out of its zone) onto a free Bench slot; returns the slot or -1."""
    s = free_bench_slot_nb(st, p)
    if s < 0:
        return -1
    clear_slot_nb(st, p, s)
    st.slot[p, s, S_CARD] = k
    st.slot[p, s, S_NSTACK] = 1
    st.slot[p, s, S_STACK0] = k
    st.slot[p, s, S_PLAYED_TURN] = st.g[G_TURN]
    return s


@kernel_nb
def choose_energy_target_nb(st, ct, p, e, bench_only, ptype, filt):
    """Which of p's Pokémon (bench_only: Benched Pokémon; ptype >= 0: of that type; filt > 0:
    one for which TC_* conditions filt = c1 + TC_SHIFT * c2 hold) gets Energy card e; -1 none."""
    n = 0
    for s in range(1 if bench_only else 0, NSLOT):
        if st.slot[p, s, S_CARD] >= 0 and (ptype < 0 or holder_is_type_nb(st, ct, p, s, ptype)) \
                and (filt == 0 or (tool_cond_nb(st, ct, p, s, filt % TC_SHIFT) and tool_cond_nb(st, ct, p, s, filt // TC_SHIFT))):
            n = set_option_nb(st, n, s, e, 0)
    i = decide_nb(st, ct, p, Q_ENERGY_TARGET, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def move_own_energy_nb(st, ct, p, s, count, etype, to_hand):
    """Move count Energy cards (0: all) of type etype (-1 any) from p's slot s to one of p's
    Benched Pokémon (or p's hand); p picks the cards (as if losing them) and the Pokémon.
    Returns how many."""
    moved = 0
    q = -1
    n = count if count > 0 else st.slot[p, s, S_NEN]
    for _ in range(n):
        if count > 0:
            i = choose_energy_nb(st, ct, p, p, s, etype)
        else:
            i = 0 if st.slot[p, s, S_NEN] > 0 else -1
        if i < 0:
            break
        e = st.en[p, s, i]
        if q < 0 and not to_hand:
            m = 0
            for w in range(1, NSLOT):
                if w != s and st.slot[p, w, S_CARD] >= 0:
                    m = set_option_nb(st, m, w, e, 0)
            j = decide_nb(st, ct, p, Q_ENERGY_TARGET, m)
            q = st.opt[j, 0] if j >= 0 else -1
            if q < 0:
                break
        e = detach_energy_nb(st, p, s, i)
        if to_hand:
            add_to_hand_nb(st, p, ct.real[p, e])  # a Pokémon turned Energy (a virtual row) is its printed card
            log_nb(st, p, EV_RECOVER, ct.real[p, e], 0, 0)
        else:
            if not attach_energy_nb(st, p, q, e):
                st.disc[p, ct.real[p, e]] += 1
            log_nb(st, p, EV_ATTACH_FROM, e, q, 10 + s)  # c >= 10: moved from slot c - 10
        moved += 1
    return moved


@kernel_nb
def evolve_from_deck_nb(st, ct, p, s, mode, e):
    """A card from p's deck that evolves from p's slot s (mode 1: from any of p's Pokémon,
    p picks; 2: from one of p's Benched Pokémon that did not come into play or evolve this
    turn; 3: as 1, a card that prints no power) goes onto that Pokémon; the deck is shuffled.  e >= 0: only a card of a type
    Energy card e provides (Energy Evolution-like: the card just attached)."""
    m = 0
    for w in range(NSLOT):
        if (w != s and mode == 0) or st.slot[p, w, S_CARD] < 0 or st.slot[p, w, S_NSTACK] >= 3:
            continue
        if mode == 2 and (w == 0 or st.slot[p, w, S_PLAYED_TURN] >= st.g[G_TURN]):
            continue
        nm = ct.name[p, st.slot[p, w, S_CARD]]
        for i in range(st.pl[p, PL_DECK_N]):
            k = st.deck[p, i]
            if ct.sup[p, k] == SUPER_POKEMON and ct.evo_from[p, k] == nm and (e < 0 or (ct.ptype[p, k] >= 0 and ct.provides[p, e, ct.ptype[p, k]] > 0)) \
                    and (mode != 3 or (ct.cflags[p, k] & CF_HAS_POWER) == 0):  # s30-k10: mode 3, a card with no power
                m = set_option_nb(st, m, i, k, w)
    if m > 0:
        m = set_option_nb(st, m, -1, -1, 0)  # a search for a kind of card may find nothing
    j = decide_nb(st, ct, p, Q_DECK_PICK, m)
    done = 0
    if j >= 0 and st.opt[j, 0] >= 0:
        w = st.opt[j, 2]
        k = remove_from_deck_nb(st, p, st.opt[j, 0])
        evolve_slot_nb(st, ct, p, w, k)
        done = 1
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    return done


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def form_swap_nb(st, ct, p, s, tag):
    """Form Change-like: another card of slot s's Pokémon's name from p's deck (p's pick, one
    option per card; or none) takes the place of its top card; what is attached, its damage,
    Special Conditions and effects (its power's use this turn included) stay; the old card goes
    into the deck, which is shuffled.  1 if a card was switched in.  (s31-k17) tag > 0: a card of
    another name that carries cflags bit tag (a card tag; -1 unresolved: none) instead."""
    k0 = st.slot[p, s, S_CARD]
    if k0 < 0:
        return 0
    nm = ct.name[p, k0]
    m = 0
    for i in range(st.pl[p, PL_DECK_N]):
        k = st.deck[p, i]
        if ct.sup[p, k] == SUPER_POKEMON and form_kin_nb(ct, p, k, nm, tag):
            dup = False
            for x in range(m):
                dup = dup or st.opt[x, 1] == k
            if not dup:
                m = set_option_nb(st, m, i, k, s)
    if m > 0:
        m = set_option_nb(st, m, -1, k0, s)  # the search may find nothing
    j = decide_nb(st, ct, p, Q_FORM_PICK, m)
    done = 0
    if j >= 0 and st.opt[j, 0] >= 0:
        k = remove_from_deck_nb(st, p, st.opt[j, 0])
        st.slot[p, s, S_STACK0 + st.slot[p, s, S_NSTACK] - 1] = k
        st.slot[p, s, S_CARD] = k
        n = st.pl[p, PL_DECK_N]
        st.deck[p, n] = k0
        st.pl[p, PL_DECK_N] = n + 1
        log_nb(st, p, EV_FORM, k, s, k0)
        done = 1
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    return done


@kernel_nb
def spread_counters_nb(st, ct, p, n, any_opp, veil):
    """n damage counters, one at a time, on the opponent's Benched Pokémon (any_opp: the
    Active too, unless it is protected from the effects of attacks): the attacker's picks,
    never one already at its HP."""
    o = 1 - p
    for _ in range(n):
        m = 0
        for q in range(0 if any_opp else 1, 1 if veil else NSLOT):  # veil: none on the Bench (Stellar Veil-like)
            kq = st.slot[o, q, S_CARD]
            if kq < 0 or st.slot[o, q, S_DMG] >= slot_hp_nb(st, ct, o, q) or (q == 0 and effects_prevented_nb(st, o)) \
                    or bench_effects_prevented_nb(st, ct, o, q):
                continue
            m = set_option_nb(st, m, q, 10, 0)
        i = decide_nb(st, ct, p, Q_OPP_BENCH, m)
        if i < 0:
            return
        q = st.opt[i, 0]
        st.slot[o, q, S_DMG] += 10
        log_nb(st, o, EV_DAMAGE, 10, o, q)


#: run_program_nb's return codes (interpreter.py)
PROG_DONE = 0
PROG_STOPPED = 1  #: a STOP row ended it (e.g. "if tails, this attack does nothing")
PROG_KEPT = 2  #: a Trainer's program put the card in play (PlusPower, Defender, Clefairy Doll): not discarded


@kernel_nb
def heal_nb(st, p, s, amount):
    d = st.slot[p, s, S_DMG]
    h = d if amount == 0 or amount > d else amount
    st.slot[p, s, S_DMG] = d - h
    if h > 0:
        st.slot[p, s, S_HEALED_TURN] = st.g[G_TURN]  # s30-k7: CNT_SELF_HEALED_TURN
        log_nb(st, p, EV_HEAL, h, s, 0)


@kernel_nb
def defender_target_nb(st, ct, p):
    """Defender goes on the Active (the Pokémon that will be attacked)."""
    if st.slot[p, 0, S_CARD] >= 0:
        return 0
    return -1


@kernel_nb
def attach_from_source_nb(st, ct, p, s, count, source, etype, mode):
    """Attach up to count basic Energy cards of type etype (-1 any) from source (FROM_*, +
    TO_BENCH_ONLY) to the acting slot s (mode 0), to the player's picks (1), all to 1 Pokémon
    of its pick (2), or 1 to each of up to count of its Benched Pokémon (3; + TO_ACTIVE_TOO: the
    Active may be picked too).  A typed card is the first one found; with any type the player
    picks the card and the Pokémon together.  Returns the slots that got a card (bit mask)."""
    filt = source // TO_FILTER  # TC_* conditions every receiver meets (c1 + TC_SHIFT * c2; 0 none)
    source = source % TO_FILTER
    bench_only = source >= TO_BENCH_ONLY  # only Benched Pokémon get the cards
    if bench_only:
        source -= TO_BENCH_ONLY
        if mode == 0:
            mode = 1
    active_too = source >= TO_ACTIVE_TOO  # ATTACH_ENERGY_EACH: the Active may get one too
    if active_too:
        source -= TO_ACTIVE_TOO
    if mode == 3:
        bench_only = not active_too
        if count <= 0:
            count = NSLOT
    if bench_only and bench_count_nb(st, p) == 0:
        return 0
    fixed = -1  # mode 2: the Pokémon the first card went to
    used = 0  # mode 3: the slots that got one (bit mask)
    got = 0  # the slots that got a card (bit mask)
    for _ in range(count):
        e = -1
        q = -1
        if etype < 0 or etype >= ENERGY_MASK or mode == 3:
            # one option per (Pokémon, card kind) the source holds (the player looks at it)
            n = 0
            for k in range(ct.n[p]):
                if not energy_card_ok_nb(ct, p, k, etype):
                    continue
                have = st.disc[p, k] if source == FROM_DISCARD else (st.hand[p, k] if source == FROM_HAND else 0)
                if source == FROM_DECK:
                    for i in range(st.pl[p, PL_DECK_N]):
                        if st.deck[p, i] == k:
                            have = 1
                            break
                if have <= 0:
                    continue
                for t in range(1 if bench_only else 0, NSLOT):
                    if st.slot[p, t, S_CARD] < 0 or n >= MAXOPT:
                        continue
                    if (mode == 0 and t != s) or (mode == 2 and fixed >= 0 and t != fixed) or (mode == 3 and (used >> t) & 1 == 1):
                        continue
                    if filt > 0 and not (tool_cond_nb(st, ct, p, t, filt % TC_SHIFT) and tool_cond_nb(st, ct, p, t, filt // TC_SHIFT)):
                        continue
                    n = set_option_nb(st, n, t, k, 0)
            i = decide_nb(st, ct, p, Q_ENERGY_TARGET, n)
            if i < 0:
                break
            q = st.opt[i, 0]
            e = st.opt[i, 1]
            if source == FROM_DECK:
                for i in range(st.pl[p, PL_DECK_N]):
                    if st.deck[p, i] == e:
                        remove_from_deck_nb(st, p, i)
                        break
            elif source == FROM_DISCARD:
                st.disc[p, e] -= 1
            else:
                st.hand[p, e] -= 1
                st.pl[p, PL_HAND_N] -= 1
            used |= 1 << q
        else:
            found = -1
            if source == FROM_DECK:
                n = st.pl[p, PL_DECK_N]
                for i in range(n):
                    k = st.deck[p, i]
                    if ct.basic_energy[p, k] == 1 and ct.provides[p, k, etype] > 0:
                        found = i
                        break
                if found < 0:
                    break
                e = remove_from_deck_nb(st, p, found)
            elif source == FROM_DISCARD:
                for k in range(ct.n[p]):
                    if st.disc[p, k] > 0 and ct.basic_energy[p, k] == 1 and ct.provides[p, k, etype] > 0:
                        e = k
                        break
                if e < 0:
                    break
                st.disc[p, e] -= 1
            else:  # FROM_HAND
                for k in range(ct.n[p]):
                    if st.hand[p, k] > 0 and ct.basic_energy[p, k] == 1 and ct.provides[p, k, etype] > 0:
                        e = k
                        break
                if e < 0:
                    break
                st.hand[p, e] -= 1
                st.pl[p, PL_HAND_N] -= 1
            if mode == 0:
                q = s
            elif mode == 2 and fixed >= 0:
                q = fixed
            else:
                q = choose_energy_target_nb(st, ct, p, e, bench_only, -1, filt)
        fixed = q
        if q < 0 or not attach_energy_nb(st, p, q, e):
            st.disc[p, e] += 1
        else:
            got |= 1 << q
        log_nb(st, p, EV_ATTACH_FROM, e, q, source)
    if source == FROM_DECK:
        shuffle_deck_nb(st, p)
    return got


@kernel_nb
def recover_nb(st, ct, p, count, kind, dest, paid0, paid1):
    """count cards of kind from p's discard pile to dest, one pick each (Q_DISCARD_PICK; a copy
    of paid0 / paid1, the cards this program just discarded from the hand as its cost, is
    marked y = 1: greedy takes back another card first)."""
    for _ in range(count):
        if dest == TO_BENCH and bench_room_nb(st, p) <= 0:  # s30-k9: a Giant Stump-like cap too
            break  # onto the Bench: while it has room
        n = 0
        for k in range(ct.n[p]):
            if card_matches_kind_nb(ct, p, k, kind) and (dest != TO_BENCH or (ct.sup[p, k] == SUPER_POKEMON and ct.stage[p, k] == 0)):
                for _c in range(st.disc[p, k]):
                    n = set_option_nb(st, n, k, 1 if k == paid0 or k == paid1 else 0, 0)
        i = decide_nb(st, ct, p, Q_DISCARD_PICK, n)
        if i < 0:
            break
        best = st.opt[i, 0]
        st.disc[p, best] -= 1
        if dest == TO_DECK or dest == TO_DECK_TOP:
            n = st.pl[p, PL_DECK_N]
            st.deck[p, n] = best
            st.pl[p, PL_DECK_N] = n + 1
        elif dest == TO_BENCH:
            put_on_bench_nb(st, p, best)
        else:
            add_to_hand_nb(st, p, best)
        log_nb(st, p, EV_RECOVER, best, dest, 0)
    if dest == TO_DECK:
        shuffle_deck_nb(st, p)  # TO_DECK_TOP: the card stays on top


@kernel_inline_nb
def recover_either_nb(st, ct, p, count, kind):
    """RECOVER to TO_HAND_OR_DECK: 1 card of kind to the hand, or (with count such cards in
    the discard pile) count of them shuffled into the deck: the player's choice."""
    n = 0
    for k in range(ct.n[p]):
        if st.disc[p, k] > 0 and card_matches_kind_nb(ct, p, k, kind):
            n += st.disc[p, k]
    if n == 0:
        return
    m = set_option_nb(st, 0, 0, n, 0)
    if n >= count:
        m = set_option_nb(st, m, 1, n, 0)
    i = decide_nb(st, ct, p, Q_RECOVER_WAY, m)
    if i >= 0 and st.opt[i, 0] == 1:
        recover_nb(st, ct, p, count, kind, TO_DECK, -1, -1)
    else:
        recover_nb(st, ct, p, 1, kind, TO_HAND, -1, -1)


@kernel_nb
def return_to_hand_nb(st, ct, p, s):
    """The Pokémon in slot s and everything attached go back to p's hand."""
    move_slot_nb(st, ct, p, s, DEST_HAND, DEST_HAND)
    if s == 0:
        clear_conditions_nb(st, p)


# --- helpers of the classic-set opcodes ---------------------------------------------


@kernel_nb
def effects_prevented_nb(st, p):
    """p's Active is protected from the effects of attacks this turn."""
    return st.slot[p, 0, S_PREVENT_UNTIL] >= st.g[G_TURN] and st.slot[p, 0, S_PREVENT_EFFECTS] == 1


@kernel_inline_nb  # one call site (board_ops' OPP_ENERGY_TO arm)
def opp_energy_to_nb(st, ct, p, n, dest, how, attack):
    """OPP_ENERGY_TO: up to n Energy cards of the opponent's Active (how=2: of any of the
    opponent's Pokémon), the acting player's picks, to their hand (dest 0), the top of their deck
    (1), shuffled into it (2) or its bottom (3, s31-k20); how=1: "you may" (the acting player is asked first, Q_TRIGGER);
    attack: an attack's effect (what prevents the effects of attacks on the Defending Pokémon stops
    it).  Returns how many moved."""
    o = 1 - p
    if st.slot[o, 0, S_CARD] < 0 or (attack and effects_prevented_nb(st, o)):
        return 0
    if how == 1 and st.opt[decide_nb(st, ct, p, Q_TRIGGER, set_option_nb(st, set_option_nb(st, 0, 0, 0, 0), 1, 1, 0)), 0] == 0:
        return 0
    moved = 0
    for _ in range(n):
        m = 0
        for t in range(NSLOT if how == 2 else 1):
            if st.slot[o, t, S_CARD] >= 0:
                for x in range(st.slot[o, t, S_NEN]):
                    m = set_option_nb(st, m, x, o, t)
        k = decide_nb(st, ct, p, Q_ENERGY_DISCARD, m)
        if k < 0:
            break
        e = ct.real[o, detach_energy_nb(st, o, st.opt[k, 2], st.opt[k, 0])]
        if dest == 0:
            add_to_hand_nb(st, o, e)
        elif dest == 3:  # s31-k20: the bottom of their deck (the first deck entry)
            for i in range(st.pl[o, PL_DECK_N], 0, -1):
                st.deck[o, i] = st.deck[o, i - 1]
            st.deck[o, 0] = e
            st.pl[o, PL_DECK_N] += 1
        else:
            st.deck[o, st.pl[o, PL_DECK_N]] = e  # the last deck entry is the top (RECOVER's TO_DECK_TOP)
            st.pl[o, PL_DECK_N] += 1
        log_nb(st, o, EV_RECOVER, e, TO_HAND if dest == 0 else TO_DECK_TOP, 1)
        moved += 1
    if dest == 2 and moved > 0:
        shuffle_deck_nb(st, o)
    return moved


@kernel_inline_nb  # one call site (jit.py)
def choose_amnesia_nb(st, ct, p, units):
    """Which of the Defending Pokémon's attacks p disables (-1: it has none)."""
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    n = 0
    for jj in range(ct.n_atk[o, dk]):
        n = set_option_nb(st, n, jj, 0, 0)
    i = decide_nb(st, ct, p, Q_DISABLE_ATTACK, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_nb
def bench_damage_up_to_nb(st, ct, p, amount, count, counters):
    """amount to each of up to count of the opponent's Benched Pokémon, the attacker's
    choice: one target at a time, with "no more" as the last option (counters: damage
    counters on each of count of them, no "no more", no protection applies)."""
    o = 1 - p
    done = st.tmp[TMP_TARGET : TMP_TARGET + NSLOT]
    for q in range(NSLOT):
        done[q] = 0
    for _ in range(count):
        n = 0
        for q in range(1, NSLOT):
            if st.slot[o, q, S_CARD] >= 0 and done[q] == 0:
                n = set_option_nb(st, n, q, amount, 0)
        if n == 0:
            break
        if not counters:
            n = set_option_nb(st, n, -1, amount, 0)
        t = st.opt[decide_nb(st, ct, p, Q_OPP_BENCH, n), 0]
        if t < 0:
            break
        done[t] = 1
    for q in range(1, NSLOT):
        if done[q] == 1 and counters and bench_effects_prevented_nb(st, ct, o, q):
            continue  # s30-k10: a PREVENT_OWN_NEXT mark (effects of attacks) on it
        if done[q] == 1 and counters:
            st.slot[o, q, S_DMG] += amount
            log_nb(st, o, EV_DAMAGE, amount, o, q)
        elif done[q] == 1:
            bench_hit_nb(st, ct, o, q, amount)


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def look_top_nb(st, ct, p, n, kind, how):
    """LOOK_TOP: p looks at the top n cards of its deck (the bottom n with LT_BOTTOM) and takes
    cards of kind among them, one question each (Q_DECK_PICK: p sees these cards, never the
    rest of the deck); the cards left over go where ``how`` says.  Returns how many it took."""
    take = how % 16
    dest = (how // LT_DEST) % 4
    rest = (how // LT_REST) % 4
    dn = st.pl[p, PL_DECK_N]
    if n > dn:
        n = dn
    if n <= 0:
        return 0
    if (how & LT_BOTTOM) != 0:  # the bottom n cards move to the top, in order: the same window
        for _ in range(n):
            k = st.deck[p, 0]
            remove_from_deck_nb(st, p, 0)
            st.deck[p, dn - 1] = k
            st.pl[p, PL_DECK_N] = dn
    base = dn - n  # the cards looked at are deck[base:top], top shrinking as cards are taken
    got = 0
    fixed = -1  # s31-k17: LT_ONE_TARGET, the Pokémon the first card went to
    parts = 2 if (how & LT_EACH) != 0 else 1
    for part in range(parts):
        kk = kind
        lim = take if take > 0 else n
        if parts == 2:
            v = kind - KIND_EITHER
            kk = v & ((1 << 25) - 1) if part == 0 else v >> 25
            lim = 1
        for _ in range(lim):
            m = 0
            for i in range(base, st.pl[p, PL_DECK_N]):
                if card_matches_kind_nb(ct, p, st.deck[p, i], kk):
                    m = set_option_nb(st, m, i, st.deck[p, i], 0)
            if m == 0 or (dest == TO_BENCH and free_bench_slot_nb(st, p) < 0):
                break
            if kk != KIND_ANY or (how & LT_MAY) != 0:
                m = set_option_nb(st, m, -1, -1, 0)  # "you may": none (more)
            j = decide_nb(st, ct, p, Q_DECK_PICK, m)
            i = st.opt[j, 0] if j >= 0 else -1
            if i < 0:
                break
            q = -1
            if dest >= 2:  # an Energy card attached (LT_TO_BENCH_SAME_TYPE, LT_TO_ANY_OWN): its Pokémon first
                t = -1
                if dest == 2:
                    for tt in range(NT):
                        if ct.provides[p, st.deck[p, i], tt] > 0:
                            t = tt
                            break
                q = fixed if fixed >= 0 else choose_energy_target_nb(st, ct, p, st.deck[p, i], dest == 2, t, 0)
                if q < 0:
                    break
                if (how & LT_ONE_TARGET) != 0:
                    fixed = q
            k = remove_from_deck_nb(st, p, i)
            if dest >= 2:
                if not attach_energy_nb(st, p, q, k):
                    st.disc[p, k] += 1
                log_nb(st, p, EV_ATTACH_FROM, k, q, FROM_DECK)
            elif dest == TO_BENCH:
                put_on_bench_nb(st, p, k)
            else:
                add_to_hand_nb(st, p, k)
            log_nb(st, p, EV_SEARCH, k, dest, 0)
            got += 1
    top = st.pl[p, PL_DECK_N]
    left = top - base
    if rest == LT_SHUFFLE:
        shuffle_deck_nb(st, p)
        log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
    elif rest == LT_BOTTOM_SHUFFLED:
        shuffle_nb(st.rng, STREAM_DECK0 + p, st.deck[p, base:top], left)
        for _ in range(left):  # each one from the top of the window under the deck
            k = st.deck[p, st.pl[p, PL_DECK_N] - 1]
            st.pl[p, PL_DECK_N] -= 1
            deck_to_bottom_nb(st, p, k)
    elif rest == LT_DISCARD:
        for _ in range(left):
            k = st.deck[p, st.pl[p, PL_DECK_N] - 1]
            st.pl[p, PL_DECK_N] -= 1
            st.disc[p, k] += 1
            log_nb(st, p, EV_DISCARD, k, 1, 0)
    else:  # LT_BACK_ON_TOP: "in any order": the card p wants most goes on top
        top_rearrange_nb(st, ct, p, p, left)
    return got


@kernel_nb
def hand_bottom_draw_nb(st, ct, p, count, who, tails):
    """HAND_BOTTOM_DRAW: who's hands go under their decks (in a random order); if any card
    went there, each of them draws count (0: one per prize card left; -1: as many as it put
    there; tails > 0: a coin each, tails draws that many instead)."""
    o = 1 - p
    moved = 1 if tails < 0 else 0  # c=-1: shuffled in, and the draws come anyway
    put = st.tmp[TMP_TARGET : TMP_TARGET + 2]
    for w in range(2):
        q = p if w == 0 else o
        put[w] = 0
        if (w == 0 and who == OPP) or (w == 1 and who == SELF):
            continue
        h = st.pl[q, PL_HAND_N]
        n = st.pl[q, PL_DECK_N]
        if tails < 0:  # Rocket's Admin.-like: the hand is shuffled into the deck
            for k in range(ct.n[q]):
                while st.hand[q, k] > 0:
                    hand_to_deck_nb(st, q, k)
            shuffle_deck_nb(st, q)
            put[w] = h
            continue
        for i in range(n - 1, -1, -1):  # make room under the deck
            st.deck[q, i + h] = st.deck[q, i]
        i = 0
        for k in range(ct.n[q]):
            while st.hand[q, k] > 0:
                st.hand[q, k] -= 1
                st.deck[q, i] = k
                i += 1
        st.pl[q, PL_HAND_N] = 0
        st.pl[q, PL_DECK_N] = n + h
        shuffle_nb(st.rng, STREAM_DECK0 + q, st.deck[q], h)  # the hand's order under the deck
        put[w] = h
        moved += h
    if moved == 0:
        return
    for w in range(2):
        q = p if w == 0 else o
        if (w == 0 and who == OPP) or (w == 1 and who == SELF):
            continue
        n = count if count > 0 else (st.pl[q, PL_PRIZES_LEFT] if count == 0 else put[w])
        if tails > 0:
            h, _t = flip_nb(st, q, 1)
            if h == 0:
                n = tails
        draw_n_nb(st, q, n)


@kernel_nb
def top_rearrange_nb(st, ct, p, q, n):
    """p looks at the top n cards of q's deck and chooses the one that goes on top (the
    order of the other cards is kept)."""
    dn = st.pl[q, PL_DECK_N]
    if n > dn:
        n = dn
    if n <= 1:
        return
    m = set_option_nb(st, 0, dn - 1, q, 0)  # the top card first: it stays on ties
    for i in range(dn - n, dn - 1):
        m = set_option_nb(st, m, i, q, 0)
    best = st.opt[decide_nb(st, ct, p, Q_DECK_TOP, m), 0]
    t = st.deck[q, best]
    st.deck[q, best] = st.deck[q, dn - 1]
    st.deck[q, dn - 1] = t


@kernel_nb
def scoop_up_nb(st, ct, p, s):
    """Slot s's Basic card to p's hand; every other card on it to the discard pile."""
    basic = st.slot[p, s, S_STACK0]
    move_slot_nb(st, ct, p, s, DEST_HAND, DEST_DISCARD)
    if s == 0:
        clear_conditions_nb(st, p)
    log_nb(st, p, EV_RECOVER, basic, TO_HAND, 1)  # c=1: from play, not from the discard pile


@kernel_nb
def slot_to_deck_nb(st, ct, p, s):
    """Slot s's Pokémon and every card attached into p's deck (not shuffled here)."""
    move_slot_nb(st, ct, p, s, DEST_DECK, DEST_DECK)
    if s == 0:
        clear_conditions_nb(st, p)


@kernel_nb
def evolve_slot_nb(st, ct, p, s, k):
    """Card k (already out of its zone: the hand, or a deck) goes on top of slot s's stack:
    Energy, damage and attached cards stay; Special Conditions and the effects of attacks
    go (RULES.md §4), and the new card's Pokémon Power is unused.  Every evolution (from
    the hand, Pokémon Breeder's skip of a Stage) goes through here."""
    frm = st.slot[p, s, S_CARD]
    n = st.slot[p, s, S_NSTACK]
    st.slot[p, s, S_STACK0 + n] = k
    st.slot[p, s, S_NSTACK] = n + 1
    st.slot[p, s, S_CARD] = k
    st.slot[p, s, S_PLAYED_TURN] = st.g[G_TURN]
    st.slot[p, s, S_PWR_N] = 0
    clear_attack_effects_nb(st, p, s)
    if s == 0:
        clear_conditions_keep_burn_nb(st, ct, p)
    log_nb(st, p, EV_EVOLVE, k, s, frm)


@kernel_nb
def devolve_nb(st, ct, p, s, n, dest):
    """The top n Evolution cards of slot s (n=0: down to the Basic) go to zone dest (DEST_*:
    DEST_DISCARD, DEST_HAND, or DEST_DECK: into p's deck, which is then shuffled)."""
    removed = 0
    while st.slot[p, s, S_NSTACK] > 1 and (n == 0 or removed < n):
        pop_top_card_nb(st, p, s, dest)
        removed += 1
    if dest == DEST_DECK and removed > 0:
        shuffle_deck_nb(st, p)
    clear_attack_effects_nb(st, p, s)
    if s == 0:
        clear_conditions_keep_burn_nb(st, ct, p)


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def trade_pokemon_nb(st, ct, p, kind_ok):
    """Pokémon Trader: the least wanted Pokémon card in hand goes into the deck, the most
    wanted Pokémon card of the deck comes to the hand; shuffle."""
    n = 0
    for k in range(ct.n[p]):
        if ct.sup[p, k] == SUPER_POKEMON:
            for _c in range(st.hand[p, k]):
                n = set_option_nb(st, n, k, 0, 0)
    i = decide_nb(st, ct, p, Q_TRADE_GIVE, n)
    if i < 0:
        return
    give = st.opt[i, 0]
    i = pick_deck_card_nb(st, ct, p, KIND_POKEMON, 0)
    if i >= 0:
        k = remove_from_deck_nb(st, p, i)
        hand_to_deck_nb(st, p, give)
        add_to_hand_nb(st, p, k)
        log_nb(st, p, EV_SEARCH, k, TO_HAND, 0)
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def revive_nb(st, ct, p, q, half):
    """A Basic Pokémon from q's discard pile onto q's Bench (q = p: the one with the most
    HP; the opponent's: the least); half=1: damage half its HP rounded down to 10."""
    if free_bench_slot_nb(st, q) < 0:
        return
    n = 0
    for k in range(ct.n[q]):
        if card_matches_kind_nb(ct, q, k, KIND_BASIC_POKEMON):
            for _c in range(st.disc[q, k]):
                n = set_option_nb(st, n, k, q, 0)
    i = decide_nb(st, ct, p, Q_REVIVE, n)
    if i < 0:
        return
    best = st.opt[i, 0]
    st.disc[q, best] -= 1
    s = put_on_bench_nb(st, q, best)
    if half == 1:
        st.slot[q, s, S_DMG] = (ct.hp[q, best] // 2) // 10 * 10
    log_nb(st, q, EV_RECOVER, best, TO_BENCH, 0)


@kernel_inline_nb  # one call site (jit.py)
def choose_copy_attack_nb(st, ct, p, bit):
    """Which attack p copies: bit < 0, one of the Defending Pokémon's; else one of p's Benched
    Pokémon's whose card has cflags bit number ``bit``.  Returns (owner, card row, attack);
    card row -1: none to copy."""
    o = 1 - p
    n = 0
    for q in range(NSLOT):
        w = o if bit < 0 else p
        k = st.slot[w, q, S_CARD]
        if k < 0 or (bit < 0 and q > 0) or (bit >= 0 and (q == 0 or (ct.cflags[w, k] >> bit) & 1 == 0)):
            continue
        for jj in range(ct.n_atk[w, k]):
            n = set_option_nb(st, n, jj, w, q)
    i = decide_nb(st, ct, p, Q_COPY_ATTACK, n)
    if i < 0:
        return p, -1, 0
    w = st.opt[i, 1]
    return w, st.slot[w, st.opt[i, 2], S_CARD], st.opt[i, 0]


@kernel_nb
def note_hit_nb(st, p, turn):
    """p's Active is being attacked this turn: start a fresh record (Mirror Move-like)."""
    if st.slot[p, 0, S_HIT_TURN] != turn:
        st.slot[p, 0, S_HIT_TURN] = turn
        st.slot[p, 0, S_HIT_DMG] = 0
        st.slot[p, 0, S_HIT_COND] = 0
        st.slot[p, 0, S_HIT_POISON] = 0
