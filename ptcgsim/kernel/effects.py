"""The effect interpreter: runs a card's program rows (ptcgsim/effects.py).

One loop over rows with a few registers (D damage, H/T heads/tails).  No
branch here knows a card's name; a new card is new rows, at most a new
opcode handled below.
"""

from __future__ import annotations

from .jit import kernel_nb


from ..effects import (
    BENCH_BOTH_ALL,
    BENCH_OPP_ALL,
    BENCH_OPP_ONE,
    BENCH_OWN_ALL,
    BENCH_OWN_ONE,
    BENCH_SAME_TYPE_AS_DEF,
    BURNED,
    FROM_DECK,
    FROM_DISCARD,
    FROM_HAND,
    KIND_BASIC_POKEMON,
    KIND_POKEMON,
    OPP,
    OP_ATTACH_DEFENDER,
    OP_KO_SELF_AS_ENERGY,
    OP_BENCH_DAMAGE_UP_TO,
    OP_BENCH_FLIP_EACH,
    OP_BENCHED_TO_DECK,
    OP_BREED_STAGE2,
    OP_COPY_DEF_ATTACK,
    OP_DEF_ATTACK_DISABLED_NEXT,
    OP_DESTINY_BOND,
    OP_DEVOLVE,
    OP_FLIP_PER_ENERGY,
    OP_HAND_TO_DECK,
    OP_HEAL_ALL_DISCARD_ENERGY,
    OP_HEAL_DAMAGE_DONE,
    OP_MARK_ATTACK_USED,
    OP_MILL_OPP,
    OP_MIRROR_LAST_ATTACK,
    OP_NEXT_TURN_BASE_DAMAGE,
    OP_OPP_NO_TRAINERS_NEXT,
    OP_OPP_SHUFFLE_HAND_DRAW,
    OP_PLAY_AS_BASIC,
    OP_ATTACH_HAND_TO_TYPE,
    OP_MOVE_DAMAGE,
    OP_SWITCH_WITH_ACTIVE,
    OP_DISCARD_FROM_PLAY,
    OP_DMG_ADD_PER_NAMED,
    OP_SET_RESISTANCE,
    OP_SET_WEAKNESS,
    OP_SHIFT_TYPE,
    PASSIVE_NO_CONDITIONS,
    PASSIVE_TRANSPARENCY,
    ASLEEP,
    CONFUSED,
    PARALYZED,
    OP_RETURN_DEF_TO_HAND,
    OP_RETURN_OWN_BASIC,
    OP_REVIVE,
    OP_SHUFFLE_KIND_TO_DECK,
    OP_TOP_REARRANGE,
    OP_TRADE_POKEMON,
    OP_ATTACH_ENERGY,
    OP_ATTACH_ENERGY_ANY,
    OP_ATTACH_PLUSPOWER,
    OP_BENCH_DAMAGE,
    OP_COND,
    OP_CURE,
    OP_DAMAGE,
    OP_DEF_CANT_ATTACK_NEXT,
    OP_DEF_CANT_RETREAT_NEXT,
    OP_DEF_DAMAGE_MINUS_NEXT,
    OP_DEF_SMOKESCREEN_NEXT,
    OP_DISCARD_ENERGY,
    OP_DISCARD_HAND,
    OP_DMG_ADD,
    OP_DMG_ADD_PER_BENCH,
    OP_DMG_ADD_PER_DAMAGE,
    OP_DMG_ADD_PER_ENERGY,
    OP_DMG_ADD_PER_EXTRA_ENERGY,
    OP_DMG_ADD_PER_HEADS,
    OP_DMG_HALF_HP,
    OP_DMG_SET,
    OP_DMG_SUB_PER_DAMAGE,
    OP_DMG_TIMES_HEADS,
    OP_DRAW,
    OP_FLIP,
    OP_GUST,
    OP_HEAL,
    OP_HEAL_ANY_OWN,
    OP_MOVE_ENERGY,
    OP_NO_WEAKNESS_RESISTANCE,
    OP_OPP_DISCARD_HAND_RANDOM,
    OP_PREVENT_DAMAGE_NEXT,
    OP_RECOVER,
    OP_REDUCE_DAMAGE_NEXT,
    OP_RETURN_TO_HAND,
    OP_SEARCH_DECK,
    OP_SELF_DAMAGE,
    OP_SHUFFLE_DECK,
    OP_SHUFFLE_HAND_DRAW,
    OP_SKIP,
    OP_SKIP_UNLESS_HEADS,
    OP_SKIP_UNLESS_TAILS,
    OP_STOP,
    OP_SWITCH_SELF,
    POISONED,
    SELF,
    TO_BENCH,
    TO_DECK,
    TO_DECK_TOP,
    TO_HAND,
)
from .cardtable import CF_NO_CONDITIONS, SUPER_POKEMON
from .targets import choose_energy_nb, choose_hand_discard_nb, choose_opp_bench_nb, choose_opp_energy_nb, choose_own_bench_nb
from .player.seat import (
    Q_COPY_ATTACK,
    Q_DECK_PICK,
    Q_DECK_TOP,
    Q_DISABLE_ATTACK,
    Q_DISCARD_PICK,
    Q_ENERGY_TARGET,
    Q_REVIVE,
    Q_TRADE_GIVE,
    decide_nb,
    set_option_nb,
)
from .player.choices import (
    pick_damage_move_nb,
    pick_energy_move_nb,
    pick_type_attach_nb,
    pick_new_type_nb,
    pick_shift_type_nb,
    pick_as_energy_nb,
)
from .damage import attack_damage_nb, bench_hit_nb, defender_effects_nb, place_damage_nb, strikes_back_nb
from .events import (
    COIN_EFFECT,
    EV_ATTACH_FROM,
    EV_BENCH,
    EV_COIN,
    EV_COND,
    EV_CURED,
    EV_DISCARD,
    EV_DISCARD_ENERGY,
    EV_DAMAGE,
    EV_EVOLVE,
    EV_HEAL,
    EV_PROMOTE,
    EV_RECOVER,
    EV_SEARCH,
    EV_SHUFFLE,
    EV_SWITCH,
    log_nb,
)
from .layout import (
    COLORLESS,
    G_TURN,
    PL_NO_TRAINERS_UNTIL,
    S_AMNESIA_ATK,
    S_AMNESIA_UNTIL,
    S_BOOST_ATK,
    S_BOOST_DMG,
    S_BOOST_UNTIL,
    S_DESTINY_UNTIL,
    S_USED_PROG,
    S_AS_ENERGY_ROW,
    S_AS_ENERGY_TO,
    S_HIT_COND,
    S_HIT_DMG,
    S_HIT_POISON,
    S_HIT_TURN,
    S_RES_OVER,
    S_TYPE_OVER,
    S_TYPE_UNTIL,
    S_WEAK_OVER,
    MAXK,
    NSLOT,
    TMP_EXTRA,
    TMP_KIND,
    TMP_TARGET,
    TMP_UNITS,
    NT,
    PL_BURN,
    PL_DECK_N,
    PL_HAND_N,
    PL_POISON,
    PL_STATUS,
    PL_STATUS_TURN,
    S_ATKMINUS_AMT,
    S_ATKMINUS_UNTIL,
    S_CANT_ATTACK_UNTIL,
    S_CANT_RETREAT_UNTIL,
    S_CARD,
    S_DEFENDER_AMT,
    S_DEFENDER_K,
    S_DEFENDER_N,
    S_DEFENDER_UNTIL,
    S_DMG,
    S_EFFECTS_FIRST,
    S_EFFECTS_LAST,
    S_NEN,
    S_NSTACK,
    S_PLAYED_TURN,
    S_PP_AMT,
    S_PP_K,
    S_PP_N,
    S_PREVENT_AMT,
    S_PREVENT_EFFECTS,
    S_PREVENT_UNTIL,
    S_REDUCE_AMT,
    S_REDUCE_UNTIL,
    S_SMOKE_UNTIL,
    S_STACK0,
    NS,
    printed_top_nb,
)
from .predicates import (
    breed_pick_nb,
    card_matches_kind_nb,
    move_energy_source_nb,
    passive_nb,
)
from .rng import STREAM_CHOICE0, coin_nb, randint_nb
from .zones import (
    add_to_hand_nb,
    attach_energy_nb,
    bench_count_nb,
    clear_slot_nb,
    detach_energy_nb,
    discard_from_hand_nb,
    draw_n_nb,
    energy_total_nb,
    free_bench_slot_nb,
    hand_to_deck_nb,
    remove_from_deck_nb,
    shuffle_deck_nb,
    discard_slot_nb,
    take_from_hand_nb,
)


# --- Special Conditions and switching ---------------------------------------------


@kernel_nb
def clear_conditions_nb(st, p):
    st.pl[p, PL_STATUS] = 0
    st.pl[p, PL_POISON] = 0
    st.pl[p, PL_BURN] = 0


@kernel_nb
def clear_attack_effects_nb(st, p, s):
    """Going to the Bench or evolving ends the effects of attacks (RULES.md §4)."""
    for f in range(S_EFFECTS_FIRST, S_EFFECTS_LAST + 1):
        if f != S_DEFENDER_UNTIL and f != S_DEFENDER_AMT and f != S_DEFENDER_K and f != S_DEFENDER_N \
                and f != S_PP_K and f != S_PP_N and f != S_PP_AMT:
            st.slot[p, s, f] = 0
    st.slot[p, s, S_WEAK_OVER] = 0
    st.slot[p, s, S_RES_OVER] = 0
    st.slot[p, s, S_TYPE_OVER] = 0
    st.slot[p, s, S_TYPE_UNTIL] = 0


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


@kernel_nb
def condition_immune_nb(st, ct, p, cond):
    """p's Active can't get this Special Condition: a Trainer played as a Pokémon (Clefairy
    Doll-like rules) or a Thick Skinned-like passive (Asleep, Confused, Paralyzed, Poisoned)."""
    k = st.slot[p, 0, S_CARD]
    if k < 0:
        return False
    if cond != ASLEEP and cond != CONFUSED and cond != PARALYZED and cond != POISONED:
        return False
    if (ct.cflags[p, k] & CF_NO_CONDITIONS) != 0:
        return True
    return passive_nb(st, ct, p, 0, PASSIVE_NO_CONDITIONS)


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
    clear_conditions_nb(st, p)
    clear_attack_effects_nb(st, p, s)
    log_nb(st, p, EV_SWITCH, s, p, 0)


@kernel_nb
def promote_nb(st, p, s):
    """Move Benched slot s into the empty Active spot."""
    swap_slots_nb(st, p, 0, s)
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
def energy_of_type_nb(st, ct, p, s, t):
    u = 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        if t < 0:
            for q in range(NT):
                u += ct.provides[p, e, q]
        else:
            u += ct.provides[p, e, t]
    return u


@kernel_nb
def extra_energy_nb(st, ct, p, s, j, t):
    """Units of type t on slot s not needed to pay attack j's cost (Water Gun, Hydro Pump)."""
    k = st.slot[p, s, S_CARD]
    units = st.tmp[TMP_EXTRA : TMP_EXTRA + NT]
    units[:] = 0
    for i in range(st.slot[p, s, S_NEN]):
        e = st.en[p, s, i]
        for q in range(NT):
            units[q] += ct.provides[p, e, q]
    have = units[t]
    # units of t used for the cost: the typed t symbols, plus Colorless that other types cannot cover
    typed = ct.atk_cost[p, k, j, t]
    other = 0
    for q in range(NT):
        if q != t:
            other += units[q] - (ct.atk_cost[p, k, j, q] if q < NT - 1 else 0)
    colorless = ct.atk_cost[p, k, j, NT - 1]
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
def named_in_play_nb(st, ct, who, name):
    """How many of who's Pokémon in play have this name id."""
    n = 0
    for q in range(NSLOT):
        kq = st.slot[who, q, S_CARD]
        if kq >= 0 and ct.sup[who, kq] == SUPER_POKEMON and ct.name[who, kq] == name:
            n += 1
    return n


@kernel_nb
def pick_deck_card_nb(st, ct, p, kind):
    """Index in p's deck of a card of the kind p takes (p is searching: it may look); -1 none."""
    n = 0
    for i in range(st.pl[p, PL_DECK_N]):
        k = st.deck[p, i]
        if card_matches_kind_nb(ct, p, k, kind):
            n = set_option_nb(st, n, i, k, 0)
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
def choose_energy_target_nb(st, ct, p, e):
    """Which of p's Pokémon gets Energy card e."""
    n = 0
    for s in range(NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            n = set_option_nb(st, n, s, e, 0)
    i = decide_nb(st, ct, p, Q_ENERGY_TARGET, n)
    return st.opt[i, 0] if i >= 0 else 0


# --- the interpreter --------------------------------------------------------------

#: run_program_nb's return codes
PROG_DONE = 0
PROG_STOPPED = 1  #: a STOP row ended it (e.g. "if tails, this attack does nothing")


@kernel_nb
def run_program_nb(st, ct, R, p, s, start, end, dmg, j, card):
    """Run rows [start, end) for player p acting with slot s.

    dmg: the printed damage (attacks) or 0; j: the attack index (-1 otherwise);
    card: the Trainer being played (-1 otherwise; it is not in the hand any more).
    """
    o = 1 - p
    turn = st.g[G_TURN]
    D = dmg
    if j >= 0 and st.slot[p, s, S_BOOST_UNTIL] >= turn and st.slot[p, s, S_BOOST_ATK] == j:
        D = st.slot[p, s, S_BOOST_DMG]  # "next turn, this attack's base damage is ..."
    H = 0
    T = 0
    X = 0  # damage the DAMAGE row did (after Weakness, Resistance and protections)
    N = 0  # a count from the last counting row (energy discarded)
    copying = False  # running a copied attack's rows (COPY_DEF_ATTACK)
    seen_damage = False
    ignore_wr = False
    units = st.tmp[TMP_UNITS : TMP_UNITS + NT]
    kind_ok = st.tmp[TMP_KIND : TMP_KIND + MAXK]
    if j >= 0 and st.slot[o, 0, S_CARD] >= 0 and passive_nb(st, ct, o, 0, PASSIVE_TRANSPARENCY):
        # Transparency-like: the Defending Pokémon flips when the attack comes; heads
        # prevents all of this attack's effects on it, damage included (this turn only)
        cflip = coin_nb(st.rng)
        log_nb(st, o, EV_COIN, cflip, COIN_EFFECT, 0)
        if cflip == 1:
            st.slot[o, 0, S_PREVENT_UNTIL] = turn
            st.slot[o, 0, S_PREVENT_AMT] = 0
            st.slot[o, 0, S_PREVENT_EFFECTS] = 1
    r = start
    while r < end:
        op = ct.prog[r, 0]
        a = ct.prog[r, 1]
        b = ct.prog[r, 2]
        c = ct.prog[r, 3]
        r += 1
        if op == OP_FLIP:
            H, T = flip_nb(st, p, a)
        elif op == OP_SKIP_UNLESS_HEADS:
            if H < a:
                r += b
        elif op == OP_SKIP_UNLESS_TAILS:
            if T < a:
                r += b
        elif op == OP_SKIP:
            r += a
        elif op == OP_STOP:
            return PROG_STOPPED
        elif op == OP_DAMAGE:
            seen_damage = True
            dk = st.slot[o, 0, S_CARD]
            if dk >= 0:
                X = attack_damage_nb(st, ct, R, p, D, ignore_wr)
                place_damage_nb(st, o, 0, X)
                strikes_back_nb(st, ct, o, 0, X)
                note_hit_nb(st, o, turn)
                st.slot[o, 0, S_HIT_DMG] = X
                if X > 0 and st.slot[o, 0, S_DESTINY_UNTIL] >= turn and st.slot[o, 0, S_DMG] >= ct.hp[o, dk]:
                    # Destiny Bond: the attack Knocked it Out, so the attacker is Knocked Out too
                    left = ct.hp[p, st.slot[p, s, S_CARD]] - st.slot[p, s, S_DMG]
                    if left > 0:
                        place_damage_nb(st, p, s, left)
        elif op == OP_DMG_SET:
            D = a
        elif op == OP_DMG_TIMES_HEADS:
            D = a * H
        elif op == OP_DMG_ADD:
            D += a
        elif op == OP_DMG_ADD_PER_HEADS:
            D += a * H
        elif op == OP_DMG_ADD_PER_ENERGY:
            who = p if b == SELF else o
            D += a * energy_of_type_nb(st, ct, who, s if b == SELF else 0, c)
        elif op == OP_DMG_ADD_PER_EXTRA_ENERGY:
            x = extra_energy_nb(st, ct, p, s, j, b) if j >= 0 else 0
            if c > 0 and x > c:
                x = c
            D += a * x
        elif op == OP_DMG_ADD_PER_DAMAGE:
            who = p if b == SELF else o
            D += a * (st.slot[who, s if b == SELF else 0, S_DMG] // 10)
        elif op == OP_DMG_SUB_PER_DAMAGE:
            who = p if b == SELF else o
            D -= a * (st.slot[who, s if b == SELF else 0, S_DMG] // 10)
            if D < 0:
                D = 0
        elif op == OP_DMG_HALF_HP:
            dk = st.slot[o, 0, S_CARD]
            left = ct.hp[o, dk] - st.slot[o, 0, S_DMG]
            D = ((left + 1) // 2 + 9) // 10 * 10
        elif op == OP_DMG_ADD_PER_BENCH:
            D += a * bench_count_nb(st, p if b == SELF else o)
        elif op == OP_NO_WEAKNESS_RESISTANCE:
            ignore_wr = True
        elif op == OP_SELF_DAMAGE:
            place_damage_nb(st, p, s, a * T if b == 1 else a)
        elif op == OP_BENCH_DAMAGE:
            if b == BENCH_OPP_ONE:
                t = choose_opp_bench_nb(st, ct, p, a)
                if t > 0:
                    bench_hit_nb(st, ct, o, t, a)
            elif b == BENCH_OWN_ONE:
                t = choose_own_bench_nb(st, ct, p, units)
                if t > 0:
                    bench_hit_nb(st, ct, p, t, a)
            elif b == BENCH_SAME_TYPE_AS_DEF:
                dk = st.slot[o, 0, S_CARD]
                ty = ct.ptype[o, dk] if dk >= 0 else -1
                if ty >= 0 and ty != COLORLESS:
                    for q in range(1, NSLOT):
                        for w in range(2):
                            pw = o if w == 0 else p
                            kq = st.slot[pw, q, S_CARD]
                            if kq >= 0 and ct.sup[pw, kq] == SUPER_POKEMON and ct.ptype[pw, kq] == ty:
                                bench_hit_nb(st, ct, pw, q, a)
            else:
                for q in range(1, NSLOT):
                    if (b == BENCH_OPP_ALL or b == BENCH_BOTH_ALL) and st.slot[o, q, S_CARD] >= 0:
                        bench_hit_nb(st, ct, o, q, a)
                    if (b == BENCH_OWN_ALL or b == BENCH_BOTH_ALL) and st.slot[p, q, S_CARD] >= 0:
                        bench_hit_nb(st, ct, p, q, a)
        elif op == OP_COND:
            if b == SELF:
                if not condition_immune_nb(st, ct, p, a):
                    give_condition_nb(st, p, a, c)
            elif condition_immune_nb(st, ct, o, a):
                pass
            else:
                give_condition_nb(st, o, a, c)
                if j >= 0 and st.slot[o, 0, S_CARD] >= 0:
                    note_hit_nb(st, o, turn)
                    st.slot[o, 0, S_HIT_COND] |= 1 << a
                    if a == POISONED:
                        st.slot[o, 0, S_HIT_POISON] = c if c > 0 else 10
        elif op == OP_CURE:
            who = p if a == SELF else o
            clear_conditions_nb(st, who)
            log_nb(st, who, EV_CURED, 0, 0, 0)
        elif op == OP_DISCARD_ENERGY:
            if b == SELF and copying and not seen_damage:
                pass  # a copied attack's Energy-discard cost is not paid
            elif b == SELF:
                N = discard_energy_from_nb(st, ct, p, p, s, a, c)
            elif card >= 0:
                # a Trainer (Energy Removal-like): "attached to 1 of your opponent's Pokémon",
                # any of them; further cards (up to a) come from the same Pokémon
                ts, ti = choose_opp_energy_nb(st, ct, p, c)
                if ts >= 0:
                    e = detach_energy_nb(st, o, ts, ti)
                    st.disc[o, ct.real[o, e]] += 1
                    log_nb(st, p, EV_DISCARD_ENERGY, e, o, ts)
                    N = 1 + (discard_energy_from_nb(st, ct, p, o, ts, a - 1 if a > 0 else 0, c) if a != 1 else 0)
            elif st.slot[o, 0, S_CARD] >= 0:
                N = discard_energy_from_nb(st, ct, p, o, 0, a, c)
        elif op == OP_ATTACH_ENERGY or op == OP_ATTACH_ENERGY_ANY:
            attach_from_source_nb(st, ct, p, s, a, b, c, op == OP_ATTACH_ENERGY_ANY)
        elif op == OP_MOVE_ENERGY:
            fr, fi, to = pick_energy_move_nb(st, ct, p, c, units)
            if fr < 0:  # no move helps: the first possible one (the player chose to use it)
                for q1 in range(NSLOT):
                    i1 = move_energy_source_nb(st, ct, p, q1, c)
                    if i1 >= 0 and fr < 0:
                        for q2 in range(NSLOT):
                            if q2 != q1 and st.slot[p, q2, S_CARD] >= 0 and fr < 0:
                                fr, fi, to = q1, i1, q2
            if fr >= 0 and to >= 0 and fi >= 0:
                e = detach_energy_nb(st, p, fr, fi)
                attach_energy_nb(st, p, to, e)
                log_nb(st, p, EV_ATTACH_FROM, e, to, 10 + fr)  # c >= 10: moved from slot c - 10
                N = 1
        elif op == OP_ATTACH_HAND_TO_TYPE:
            e, q, _g = pick_type_attach_nb(st, ct, p, a, b, units)
            if e >= 0 and q >= 0:
                take_from_hand_nb(st, p, e)
                attach_energy_nb(st, p, q, e)
                log_nb(st, p, EV_ATTACH_FROM, e, q, FROM_HAND)
                N = 1
        elif op == OP_MOVE_DAMAGE:
            q = o if b == OPP else p
            fa, fb = pick_damage_move_nb(st, ct, p, q, c, s)
            if fa >= 0:
                st.slot[q, fa, S_DMG] -= 10
                st.slot[q, fb, S_DMG] += 10
                log_nb(st, q, EV_HEAL, 10, fa, 0)
                log_nb(st, q, EV_DAMAGE, 10, q, fb)
                N = 1
        elif op == OP_DMG_ADD_PER_NAMED:
            D += a * named_in_play_nb(st, ct, p if b == SELF else o, c)
        elif op == OP_SET_WEAKNESS or op == OP_SET_RESISTANCE:
            who = p if a == SELF else o
            ws = s if a == SELF else 0
            kw = st.slot[who, ws, S_CARD]
            if kw >= 0 and not (who == o and effects_prevented_nb(st, o)):
                if op == OP_SET_WEAKNESS:
                    if ct.weak_t[who, kw] >= 0:
                        st.slot[who, ws, S_WEAK_OVER] = pick_new_type_nb(st, ct, p, who, 0) + 1
                else:
                    st.slot[who, ws, S_RES_OVER] = pick_new_type_nb(st, ct, p, who, 1) + 1
        elif op == OP_SHIFT_TYPE:
            t = pick_shift_type_nb(st, ct, p, s)
            if t >= 0:
                st.slot[p, s, S_TYPE_OVER] = t + 1
                st.slot[p, s, S_TYPE_UNTIL] = turn
        elif op == OP_SWITCH_WITH_ACTIVE:
            if s > 0 and st.slot[p, s, S_CARD] >= 0:
                switch_active_nb(st, p, s)
        elif op == OP_KO_SELF_AS_ENERGY:
            # Buzzap-like: marked here, done by the Knock Out check that follows every
            # action (knockout.py): prizes, replacement and win checks stay in one place
            q, t, _gain, _left = pick_as_energy_nb(st, ct, p, s, units)
            kb = printed_top_nb(st, p, s)
            if q >= 0 and t >= 0 and ct.vrow[p, kb, t] >= 0:
                st.slot[p, s, S_AS_ENERGY_TO] = q + 1
                st.slot[p, s, S_AS_ENERGY_ROW] = ct.vrow[p, kb, t]
                st.slot[p, s, S_DMG] = max(st.slot[p, s, S_DMG], ct.hp[p, st.slot[p, s, S_CARD]])
            return PROG_DONE
        elif op == OP_DISCARD_FROM_PLAY:
            if st.slot[p, s, S_CARD] >= 0:
                discard_slot_nb(st, ct, p, s)
                if s == 0:
                    clear_conditions_nb(st, p)
                return PROG_DONE  # the acting Pokémon is gone
        elif op == OP_HEAL:
            heal_nb(st, p if b == SELF else o, s if b == SELF else 0, a)
        elif op == OP_HEAL_ANY_OWN:
            best = -1
            for q in range(NSLOT):
                if st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_DMG] > 0:
                    if best < 0 or st.slot[p, q, S_DMG] > st.slot[p, best, S_DMG]:
                        best = q
            if best >= 0:
                heal_nb(st, p, best, a)
        elif op == OP_PREVENT_DAMAGE_NEXT:
            st.slot[p, s, S_PREVENT_UNTIL] = turn + 1
            st.slot[p, s, S_PREVENT_AMT] = a
            st.slot[p, s, S_PREVENT_EFFECTS] = b
        elif op == OP_REDUCE_DAMAGE_NEXT:
            st.slot[p, s, S_REDUCE_UNTIL] = turn + 1
            st.slot[p, s, S_REDUCE_AMT] = a
        elif op == OP_DEF_CANT_ATTACK_NEXT:
            st.slot[o, 0, S_CANT_ATTACK_UNTIL] = turn + 1
        elif op == OP_DEF_CANT_RETREAT_NEXT:
            st.slot[o, 0, S_CANT_RETREAT_UNTIL] = turn + 1
        elif op == OP_DEF_SMOKESCREEN_NEXT:
            st.slot[o, 0, S_SMOKE_UNTIL] = turn + 1
        elif op == OP_DEF_DAMAGE_MINUS_NEXT:
            st.slot[o, 0, S_ATKMINUS_UNTIL] = turn + 1
            st.slot[o, 0, S_ATKMINUS_AMT] = a
        elif op == OP_DRAW:
            draw_n_nb(st, p, a)
        elif op == OP_SEARCH_DECK:
            for _ in range(a):
                i = pick_deck_card_nb(st, ct, p, b)
                if i < 0:
                    break
                if c == TO_BENCH and free_bench_slot_nb(st, p) < 0:
                    break
                k = remove_from_deck_nb(st, p, i)
                if c == TO_BENCH:
                    put_on_bench_nb(st, p, k)
                else:
                    add_to_hand_nb(st, p, k)
                log_nb(st, p, EV_SEARCH, k, c, 0)
            shuffle_deck_nb(st, p)
        elif op == OP_SHUFFLE_DECK:
            shuffle_deck_nb(st, p)
            log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
        elif op == OP_RECOVER:
            recover_nb(st, ct, p, a, b, c)
        elif op == OP_DISCARD_HAND:
            for k in range(kind_ok.shape[0]):
                kind_ok[k] = 1 if (k < ct.n[p] and card_matches_kind_nb(ct, p, k, b)) else 0
            n = a if a > 0 else st.pl[p, PL_HAND_N]
            for _ in range(n):
                k = choose_hand_discard_nb(st, ct, p, -1, kind_ok)
                if k < 0:
                    break
                discard_from_hand_nb(st, p, k)
                log_nb(st, p, EV_DISCARD, k, 0, 0)
        elif op == OP_SHUFFLE_HAND_DRAW:
            for k in range(ct.n[p]):
                while st.hand[p, k] > 0:
                    hand_to_deck_nb(st, p, k)
            shuffle_deck_nb(st, p)
            draw_n_nb(st, p, a)
        elif op == OP_OPP_DISCARD_HAND_RANDOM:
            for _ in range(a):
                n = st.pl[o, PL_HAND_N]
                if n == 0:
                    break
                x = randint_nb(st.rng, STREAM_CHOICE0 + p, n)  # chance, not a choice
                for k in range(ct.n[o]):
                    if x < st.hand[o, k]:
                        discard_from_hand_nb(st, o, k)
                        log_nb(st, o, EV_DISCARD, k, 0, 0)
                        break
                    x -= st.hand[o, k]
        elif op == OP_SWITCH_SELF:
            t = choose_own_bench_nb(st, ct, p, units)
            if t > 0:
                switch_active_nb(st, p, t)
        elif op == OP_GUST:
            if a == SELF:
                t = choose_opp_bench_nb(st, ct, p, 0)
            else:
                t = choose_own_bench_nb(st, ct, o, units)
            if t > 0:
                switch_active_nb(st, o, t)
        elif op == OP_RETURN_TO_HAND:
            if b == 1:
                scoop_up_nb(st, ct, p, s)  # the Basic card to the hand, everything else discarded
            else:
                return_to_hand_nb(st, ct, p, s)
        elif op == OP_ATTACH_PLUSPOWER:
            if st.slot[p, 0, S_CARD] >= 0 and card >= 0:
                st.slot[p, 0, S_PP_K] = card
                st.slot[p, 0, S_PP_N] += 1
                st.slot[p, 0, S_PP_AMT] += a
                st.tmp[0] = 1  # the card stays attached; the caller must not discard it
        elif op == OP_ATTACH_DEFENDER:
            q = defender_target_nb(st, ct, p)
            if q >= 0 and card >= 0:
                st.slot[p, q, S_DEFENDER_K] = card
                st.slot[p, q, S_DEFENDER_N] += 1
                st.slot[p, q, S_DEFENDER_AMT] += a
                st.slot[p, q, S_DEFENDER_UNTIL] = turn + 1
                st.tmp[0] = 1
        elif op == OP_HEAL_DAMAGE_DONE:
            if b > 0:
                if X > 0:
                    heal_nb(st, p, s, b)
            else:
                h = X if a <= 1 else ((X + a - 1) // a + 9) // 10 * 10
                if h > 0:
                    heal_nb(st, p, s, h)
        elif op == OP_MARK_ATTACK_USED:
            if not copying:
                st.slot[p, s, S_USED_PROG] = start
        elif op == OP_MIRROR_LAST_ATTACK:
            if st.slot[p, s, S_HIT_TURN] == turn - 1 and st.slot[o, 0, S_CARD] >= 0:
                x = defender_effects_nb(st, o, 0, st.slot[p, s, S_HIT_DMG])
                place_damage_nb(st, o, 0, x)
                for cnd in range(1, 6):
                    if st.slot[p, s, S_HIT_COND] & (1 << cnd) and not condition_immune_nb(st, ct, o, cnd):
                        give_condition_nb(st, o, cnd, st.slot[p, s, S_HIT_POISON] if cnd == POISONED else 0)
        elif op == OP_COPY_DEF_ATTACK:
            dk = st.slot[o, 0, S_CARD]
            if not copying and dk >= 0 and ct.n_atk[o, dk] > 0:
                jj = choose_copy_attack_nb(st, ct, p)
                copying = True
                D = ct.atk_dmg[o, dk, jj]
                j = -1
                r = ct.atk_prog[o, dk, jj, 0]
                end = ct.atk_prog[o, dk, jj, 1]
        elif op == OP_DESTINY_BOND:
            st.slot[p, s, S_DESTINY_UNTIL] = turn + 1
        elif op == OP_DEF_ATTACK_DISABLED_NEXT:
            if st.slot[o, 0, S_CARD] >= 0 and not effects_prevented_nb(st, o):
                jj = choose_amnesia_nb(st, ct, p, units)
                if jj >= 0:
                    st.slot[o, 0, S_AMNESIA_UNTIL] = turn + 1
                    st.slot[o, 0, S_AMNESIA_ATK] = jj
        elif op == OP_NEXT_TURN_BASE_DAMAGE:
            st.slot[p, s, S_BOOST_UNTIL] = turn + 2
            st.slot[p, s, S_BOOST_ATK] = a
            st.slot[p, s, S_BOOST_DMG] = b
        elif op == OP_RETURN_DEF_TO_HAND:
            dk = st.slot[o, 0, S_CARD]
            if dk >= 0 and st.slot[o, 0, S_DMG] < ct.hp[o, dk] and not effects_prevented_nb(st, o):
                return_to_hand_nb(st, ct, o, 0)
                t = choose_own_bench_nb(st, ct, o, units)
                if t > 0:
                    promote_nb(st, o, t)
        elif op == OP_FLIP_PER_ENERGY:
            n = energy_total_nb(st, ct, p, s) if a == SELF else energy_total_nb(st, ct, o, 0)
            H = 0
            T = 0
            if n > 0:
                H, T = flip_nb(st, p, n)
        elif op == OP_MILL_OPP:
            n = a if a > 0 else N
            for _ in range(n):
                dn = st.pl[o, PL_DECK_N]
                if dn == 0:
                    break
                k = st.deck[o, dn - 1]
                st.pl[o, PL_DECK_N] = dn - 1
                st.disc[o, k] += 1
                log_nb(st, o, EV_DISCARD, k, 1, 0)
        elif op == OP_BENCH_DAMAGE_UP_TO:
            bench_damage_up_to_nb(st, ct, p, a, b)
        elif op == OP_BENCH_FLIP_EACH:
            H = 0
            T = 0
            for q in range(1, NSLOT):
                if st.slot[o, q, S_CARD] >= 0:
                    cn = coin_nb(st.rng)
                    log_nb(st, p, EV_COIN, cn, COIN_EFFECT, 0)
                    if cn == 1:
                        H += 1
                        bench_hit_nb(st, ct, o, q, a)
                    else:
                        T += 1
        elif op == OP_OPP_NO_TRAINERS_NEXT:
            st.pl[o, PL_NO_TRAINERS_UNTIL] = turn + 1
        elif op == OP_TOP_REARRANGE:
            top_rearrange_nb(st, ct, p, p if b == SELF else o, a)
        elif op == OP_SHUFFLE_KIND_TO_DECK:
            for w in range(2):
                q = p if w == 0 else o
                if (w == 0 and b == OPP) or (w == 1 and b == SELF):
                    continue
                for k in range(ct.n[q]):
                    if card_matches_kind_nb(ct, q, k, a):
                        while st.hand[q, k] > 0:
                            hand_to_deck_nb(st, q, k)
                shuffle_deck_nb(st, q)
                log_nb(st, q, EV_SHUFFLE, 0, 0, 0)
        elif op == OP_OPP_SHUFFLE_HAND_DRAW:
            for k in range(ct.n[o]):
                while st.hand[o, k] > 0:
                    hand_to_deck_nb(st, o, k)
            shuffle_deck_nb(st, o)
            draw_n_nb(st, o, a)
        elif op == OP_RETURN_OWN_BASIC:
            t = most_damaged_own_nb(st, ct, p, 0)
            if t >= 0:
                scoop_up_nb(st, ct, p, t)
                if t == 0:
                    q = choose_own_bench_nb(st, ct, p, units)
                    if q > 0:
                        promote_nb(st, p, q)
        elif op == OP_BREED_STAGE2:
            k2, q = breed_pick_nb(st, ct, p)
            if k2 >= 0:
                breed_nb(st, p, k2, q)
        elif op == OP_TRADE_POKEMON:
            trade_pokemon_nb(st, ct, p, kind_ok)
        elif op == OP_HEAL_ALL_DISCARD_ENERGY:
            for q in range(NSLOT):
                if st.slot[p, q, S_CARD] >= 0 and st.slot[p, q, S_DMG] > 0:
                    heal_nb(st, p, q, 0)
                    while st.slot[p, q, S_NEN] > 0:
                        e = detach_energy_nb(st, p, q, st.slot[p, q, S_NEN] - 1)
                        st.disc[p, ct.real[p, e]] += 1
                        log_nb(st, p, EV_DISCARD_ENERGY, e, p, q)
        elif op == OP_REVIVE:
            revive_nb(st, ct, p, p if a == SELF else o, b)
        elif op == OP_HAND_TO_DECK:
            for k in range(kind_ok.shape[0]):
                kind_ok[k] = 1 if k < ct.n[p] else 0
            for _ in range(a):
                k = choose_hand_discard_nb(st, ct, p, -1, kind_ok)
                if k < 0:
                    break
                hand_to_deck_nb(st, p, k)
            shuffle_deck_nb(st, p)
            log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
        elif op == OP_DEVOLVE:
            t = most_damaged_own_nb(st, ct, p, 1)
            if t >= 0:
                devolve_nb(st, p, t, a)
        elif op == OP_BENCHED_TO_DECK:
            t = most_damaged_own_nb(st, ct, p, 2)
            if t > 0:
                slot_to_deck_nb(st, ct, p, t)
                shuffle_deck_nb(st, p)
                log_nb(st, p, EV_SHUFFLE, 0, 0, 0)
        elif op == OP_PLAY_AS_BASIC:
            if card >= 0 and free_bench_slot_nb(st, p) > 0:
                q = put_on_bench_nb(st, p, card)
                log_nb(st, p, EV_BENCH, card, q, 0)
                st.tmp[0] = 1  # the card is in play now; the caller must not discard it
        # REQ_* rows were checked when the action was listed; NOP does nothing
    return PROG_DONE


@kernel_nb
def heal_nb(st, p, s, amount):
    d = st.slot[p, s, S_DMG]
    h = d if amount == 0 or amount > d else amount
    st.slot[p, s, S_DMG] = d - h
    if h > 0:
        log_nb(st, p, EV_HEAL, h, s, 0)


@kernel_nb
def defender_target_nb(st, ct, p):
    """Defender goes on the Active (the Pokémon that will be attacked)."""
    if st.slot[p, 0, S_CARD] >= 0:
        return 0
    return -1


@kernel_nb
def attach_from_source_nb(st, ct, p, s, count, source, etype, any_target):
    for _ in range(count):
        found = -1
        if source == FROM_DECK:
            n = st.pl[p, PL_DECK_N]
            for i in range(n):
                e = st.deck[p, i]
                if ct.basic_energy[p, e] == 1 and (etype < 0 or ct.provides[p, e, etype] > 0):
                    found = i
                    break
            if found < 0:
                break
            e = remove_from_deck_nb(st, p, found)
        elif source == FROM_DISCARD:
            e = -1
            for k in range(ct.n[p]):
                if st.disc[p, k] > 0 and ct.basic_energy[p, k] == 1 and (etype < 0 or ct.provides[p, k, etype] > 0):
                    e = k
                    break
            if e < 0:
                break
            st.disc[p, e] -= 1
        else:  # FROM_HAND
            e = -1
            for k in range(ct.n[p]):
                if st.hand[p, k] > 0 and ct.basic_energy[p, k] == 1 and (etype < 0 or ct.provides[p, k, etype] > 0):
                    e = k
                    break
            if e < 0:
                break
            st.hand[p, e] -= 1
            st.pl[p, PL_HAND_N] -= 1
        q = choose_energy_target_nb(st, ct, p, e) if any_target else s
        if not attach_energy_nb(st, p, q, e):
            st.disc[p, e] += 1
        log_nb(st, p, EV_ATTACH_FROM, e, q, source)
    if source == FROM_DECK:
        shuffle_deck_nb(st, p)


@kernel_nb
def recover_nb(st, ct, p, count, kind, dest):
    for _ in range(count):
        n = 0
        for k in range(ct.n[p]):
            if card_matches_kind_nb(ct, p, k, kind):
                for _c in range(st.disc[p, k]):
                    n = set_option_nb(st, n, k, 0, 0)
        i = decide_nb(st, ct, p, Q_DISCARD_PICK, n)
        if i < 0:
            break
        best = st.opt[i, 0]
        st.disc[p, best] -= 1
        if dest == TO_DECK or dest == TO_DECK_TOP:
            n = st.pl[p, PL_DECK_N]
            st.deck[p, n] = best
            st.pl[p, PL_DECK_N] = n + 1
        else:
            add_to_hand_nb(st, p, best)
        log_nb(st, p, EV_RECOVER, best, dest, 0)
    if dest == TO_DECK:
        shuffle_deck_nb(st, p)  # TO_DECK_TOP: the card stays on top


@kernel_nb
def return_to_hand_nb(st, ct, p, s):
    """The Pokémon in slot s and everything attached go back to p's hand."""
    for i in range(st.slot[p, s, S_NSTACK]):
        add_to_hand_nb(st, p, st.slot[p, s, S_STACK0 + i])
    for i in range(st.slot[p, s, S_NEN]):
        add_to_hand_nb(st, p, ct.real[p, st.en[p, s, i]])
    if st.slot[p, s, S_DEFENDER_K] >= 0:
        for _ in range(st.slot[p, s, S_DEFENDER_N]):
            add_to_hand_nb(st, p, st.slot[p, s, S_DEFENDER_K])
    if st.slot[p, s, S_PP_K] >= 0:
        for _ in range(st.slot[p, s, S_PP_N]):
            add_to_hand_nb(st, p, st.slot[p, s, S_PP_K])
    clear_slot_nb(st, p, s)
    if s == 0:
        clear_conditions_nb(st, p)


# --- helpers of the classic-set opcodes ---------------------------------------------


@kernel_nb
def effects_prevented_nb(st, p):
    """p's Active is protected from the effects of attacks this turn."""
    return st.slot[p, 0, S_PREVENT_UNTIL] >= st.g[G_TURN] and st.slot[p, 0, S_PREVENT_EFFECTS] == 1


@kernel_nb
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
def bench_damage_up_to_nb(st, ct, p, amount, count):
    """amount to each of up to count of the opponent's Benched Pokémon: all when they are
    few enough, else those with the least HP left (the likeliest Knock Outs)."""
    o = 1 - p
    hit = 0
    done = st.tmp[TMP_TARGET : TMP_TARGET + NSLOT]
    for q in range(NSLOT):
        done[q] = 0
    while hit < count:
        best = -1
        best_v = 1 << 40
        for q in range(1, NSLOT):
            k = st.slot[o, q, S_CARD]
            if k >= 0 and done[q] == 0:
                v = ct.hp[o, k] - st.slot[o, q, S_DMG]
                if v < best_v:
                    best_v = v
                    best = q
        if best < 0:
            break
        done[best] = 1
        hit += 1
    for q in range(1, NSLOT):
        if done[q] == 1:
            bench_hit_nb(st, ct, o, q, amount)


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
def most_damaged_own_nb(st, ct, p, mode):
    """One of p's Pokémon for Scoop Up-like Trainers, the most damaged (relative to HP;
    the Active on ties). mode 0: any; 1: evolved only; 2: Benched only. -1: none."""
    best = -1
    best_v = -1 << 40
    for s in range(NSLOT):
        k = st.slot[p, s, S_CARD]
        if k < 0 or (mode == 2 and s == 0) or (mode == 1 and st.slot[p, s, S_NSTACK] < 2):
            continue
        hp = ct.hp[p, k] if ct.hp[p, k] > 0 else 10
        v = (1000 * st.slot[p, s, S_DMG]) // hp
        if s == 0:
            v += 1
        if v > best_v:
            best_v = v
            best = s
    return best


@kernel_nb
def scoop_up_nb(st, ct, p, s):
    """Slot s's Basic card to p's hand; every other card on it to the discard pile."""
    add_to_hand_nb(st, p, st.slot[p, s, S_STACK0])
    for i in range(1, st.slot[p, s, S_NSTACK]):
        st.disc[p, st.slot[p, s, S_STACK0 + i]] += 1
    for i in range(st.slot[p, s, S_NEN]):
        st.disc[p, ct.real[p, st.en[p, s, i]]] += 1
    if st.slot[p, s, S_DEFENDER_K] >= 0:
        st.disc[p, st.slot[p, s, S_DEFENDER_K]] += st.slot[p, s, S_DEFENDER_N]
    if st.slot[p, s, S_PP_K] >= 0:
        st.disc[p, st.slot[p, s, S_PP_K]] += st.slot[p, s, S_PP_N]
    basic = st.slot[p, s, S_STACK0]
    clear_slot_nb(st, p, s)
    if s == 0:
        clear_conditions_nb(st, p)
    log_nb(st, p, EV_RECOVER, basic, TO_HAND, 1)  # c=1: from play, not from the discard pile


@kernel_nb
def slot_to_deck_nb(st, ct, p, s):
    """Slot s's Pokémon and every card attached into p's deck (not shuffled here)."""
    for i in range(st.slot[p, s, S_NSTACK]):
        n = st.pl[p, PL_DECK_N]
        st.deck[p, n] = st.slot[p, s, S_STACK0 + i]
        st.pl[p, PL_DECK_N] = n + 1
    for i in range(st.slot[p, s, S_NEN]):
        n = st.pl[p, PL_DECK_N]
        st.deck[p, n] = ct.real[p, st.en[p, s, i]]
        st.pl[p, PL_DECK_N] = n + 1
    if st.slot[p, s, S_DEFENDER_K] >= 0:
        for _ in range(st.slot[p, s, S_DEFENDER_N]):
            n = st.pl[p, PL_DECK_N]
            st.deck[p, n] = st.slot[p, s, S_DEFENDER_K]
            st.pl[p, PL_DECK_N] = n + 1
    if st.slot[p, s, S_PP_K] >= 0:
        for _ in range(st.slot[p, s, S_PP_N]):
            n = st.pl[p, PL_DECK_N]
            st.deck[p, n] = st.slot[p, s, S_PP_K]
            st.pl[p, PL_DECK_N] = n + 1
    clear_slot_nb(st, p, s)
    if s == 0:
        clear_conditions_nb(st, p)


@kernel_nb
def breed_nb(st, p, k2, s):
    """Stage 2 card k2 from hand onto the Basic in slot s (Pokémon Breeder): as evolving."""
    st.hand[p, k2] -= 1
    st.pl[p, PL_HAND_N] -= 1
    frm = st.slot[p, s, S_CARD]
    n = st.slot[p, s, S_NSTACK]
    st.slot[p, s, S_STACK0 + n] = k2
    st.slot[p, s, S_NSTACK] = n + 1
    st.slot[p, s, S_CARD] = k2
    st.slot[p, s, S_PLAYED_TURN] = st.g[G_TURN]
    clear_attack_effects_nb(st, p, s)
    if s == 0:
        clear_conditions_nb(st, p)
    log_nb(st, p, EV_EVOLVE, k2, s, frm)


@kernel_nb
def devolve_nb(st, p, s, n):
    """Discard the top n Evolution cards of slot s (n=0: down to the Basic)."""
    removed = 0
    while st.slot[p, s, S_NSTACK] > 1 and (n == 0 or removed < n):
        top = st.slot[p, s, S_NSTACK] - 1
        st.disc[p, st.slot[p, s, S_STACK0 + top]] += 1
        st.slot[p, s, S_STACK0 + top] = 0
        st.slot[p, s, S_NSTACK] = top
        st.slot[p, s, S_CARD] = st.slot[p, s, S_STACK0 + top - 1]
        removed += 1
    clear_attack_effects_nb(st, p, s)
    if s == 0:
        clear_conditions_nb(st, p)


@kernel_nb
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
    i = pick_deck_card_nb(st, ct, p, KIND_POKEMON)
    if i >= 0:
        k = remove_from_deck_nb(st, p, i)
        hand_to_deck_nb(st, p, give)
        add_to_hand_nb(st, p, k)
        log_nb(st, p, EV_SEARCH, k, TO_HAND, 0)
    shuffle_deck_nb(st, p)
    log_nb(st, p, EV_SHUFFLE, 0, 0, 0)


@kernel_nb
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


@kernel_nb
def choose_copy_attack_nb(st, ct, p):
    """Which of the Defending Pokémon's attacks p copies."""
    o = 1 - p
    dk = st.slot[o, 0, S_CARD]
    n = 0
    for jj in range(ct.n_atk[o, dk]):
        n = set_option_nb(st, n, jj, 0, 0)
    i = decide_nb(st, ct, p, Q_COPY_ATTACK, n)
    return st.opt[i, 0] if i >= 0 else 0


@kernel_nb
def note_hit_nb(st, p, turn):
    """p's Active is being attacked this turn: start a fresh record (Mirror Move-like)."""
    if st.slot[p, 0, S_HIT_TURN] != turn:
        st.slot[p, 0, S_HIT_TURN] = turn
        st.slot[p, 0, S_HIT_DMG] = 0
        st.slot[p, 0, S_HIT_COND] = 0
        st.slot[p, 0, S_HIT_POISON] = 0
