"""The rules' common questions: list the options, ask the seated player.

Each function lists what the rules allow into ``st.opt`` and asks
``player.seat.decide_nb``; it never knows which kind of player answers.
"""

from __future__ import annotations

from .damage import attack_damage_nb
from .jit import kernel_inline_nb, kernel_nb
from .layout import NSLOT, NT, S_CARD, S_DMG, S_NEN, S_NSTACK, S_TOOL_K, printed_top_nb
from ..effects import ENERGY_KIND  # s31-k18
from ..effects import ALT_DAMAGED, ALT_FLAG, ALT_STAGE2, MD_EITHER, MD_OWN_TO_OPP
from .player.choices import N_NEW_TYPES
from .predicates import (
    damage_move_ok_nb,
    tool_fits_nb,
    type_energy_source_nb,
    type_target_cost_ok_nb,
    move_energy_ok_nb,
    move_bench_to_active_nb,
    other_type_ok_nb,
    slot_hp_nb,
    switch_in_ok_nb,
    slot_type_nb,
)
from .predicates import card_matches_kind_nb  # s31-k18
from .predicates import ELIGIBLE_ANY, ELIGIBLE_BENCHED, ELIGIBLE_BENCHED_DAMAGED, ELIGIBLE_DAMAGED, ELIGIBLE_EVOLVED, eligible_own_nb  # noqa: F401
from .player.seat import (
    Q_AS_ENERGY,
    Q_DAMAGE_MOVE,
    Q_ENERGY_DISCARD,
    Q_ENERGY_MOVE,
    Q_NEW_TYPE,
    Q_SHIFT_TYPE,
    Q_TYPE_ATTACH,
    Q_HAND_DISCARD,
    Q_HOW_MANY,
    Q_MAY_MORE,
    Q_CHOOSE_COND,
    Q_OPP_BENCH,
    Q_OWN_BENCH_HIT,
    Q_OWN_POKEMON,
    Q_PROMOTE,
    Q_RETREAT_PAY,
    Q_SWITCH,
    Q_TOOL_DISCARD,
    Q_TOOL_TARGET,
    decide_nb,
    set_option_nb,
)

@kernel_nb
def choose_own_bench_nb(st, ct, p, units):
    """A Benched Pokémon of p to become Active (switch, retreat, replacement); -1 none."""
    n = 0
    for s in range(1, NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            n = set_option_nb(st, n, s, 0, 0)
    i = decide_nb(st, ct, p, Q_PROMOTE, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb
def choose_own_bench_filtered_nb(st, ct, p, s, which):
    """SWITCH_SELF a=2: a Benched Pokémon of p that ELIG_* filter which admits, not of the
    name of the acting slot s, to become Active (the promotion question); -1 none."""
    n = 0
    for q in range(1, NSLOT):
        if eligible_own_nb(st, ct, p, q, which) and switch_in_ok_nb(st, ct, p, s, q):
            n = set_option_nb(st, n, q, 0, 0)
    i = decide_nb(st, ct, p, Q_PROMOTE, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site (jit.py)
def choose_switch_nb(st, ct, p):
    """An optional switch ("you may switch"): a Benched slot, or 0 to stay."""
    n = set_option_nb(st, 0, 0, 0, 0)
    for s in range(1, NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            n = set_option_nb(st, n, s, 0, 0)
    return st.opt[decide_nb(st, ct, p, Q_SWITCH, n), 0]


@kernel_nb
def choose_own_pokemon_nb(st, ct, p, which, purpose):
    """One of p's own Pokémon a Trainer acts on (heal, Scoop Up, devolve, to the deck):
    which = ELIGIBLE_*, purpose = OWN_*; -1 none."""
    n = 0
    for s in range(NSLOT):
        if eligible_own_nb(st, ct, p, s, which):
            n = set_option_nb(st, n, s, purpose, 0)
    i = decide_nb(st, ct, p, Q_OWN_POKEMON, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site (jit.py)
def choose_tool_target_nb(st, ct, p, k):
    """Which of p's Pokémon with no Tool attached gets Tool card k; -1 none."""
    n = 0
    for s in range(NSLOT):
        if tool_fits_nb(st, ct, p, s, k):
            n = set_option_nb(st, n, s, k, 0)
    i = decide_nb(st, ct, p, Q_TOOL_TARGET, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site (jit.py)
def choose_tool_discard_nb(st, ct, p, who, optional):
    """Whose Pokémon's Tool p discards (who: OPP the opponent's, else anyone's): (slot, owner),
    slot -1 when none is left or p stops ("up to")."""
    n = 0
    for w in range(2):
        q = p if w == 0 else 1 - p
        if (w == 0 and who == 1) or (w == 1 and who == 4):  # OPP (effects.OPP); s31-k17: DT_OWN_TO_HAND, own only
            continue
        for s in range(NSLOT):
            if st.slot[q, s, S_CARD] >= 0 and st.slot[q, s, S_TOOL_K] >= 0:
                n = set_option_nb(st, n, s, q, 0)
    if n > 0 and optional == 1:
        n = set_option_nb(st, n, -1, p, 0)
    i = decide_nb(st, ct, p, Q_TOOL_DISCARD, n)
    if i < 0:
        return -1, p
    return st.opt[i, 0], st.opt[i, 1]


@kernel_inline_nb  # one call site (jit.py)
def choose_own_bench_hit_nb(st, ct, p, dmg):
    """Which of p's own Benched Pokémon an attack's dmg lands on (the attacker's choice); -1 none."""
    n = 0
    for s in range(1, NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            n = set_option_nb(st, n, s, dmg, 0)
    i = decide_nb(st, ct, p, Q_OWN_BENCH_HIT, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site (jit.py)
def choose_how_many_nb(st, ct, p, most, s, t):
    """How many (0..most) of an optional "any number" cost p pays (Energy of type t on slot s)."""
    n = 0
    for x in range(most + 1):
        n = set_option_nb(st, n, x, s, t)
    return st.opt[decide_nb(st, ct, p, Q_HOW_MANY, n), 0]


@kernel_inline_nb  # one call site (jit.py)
def choose_retreat_energy_nb(st, ct, p, owed):
    """Index into en[p, 0] of the next Energy card that pays a retreat (owed units left)."""
    n = 0
    for i in range(st.slot[p, 0, S_NEN]):
        n = set_option_nb(st, n, i, owed, 0)
    return st.opt[decide_nb(st, ct, p, Q_RETREAT_PAY, n), 0]


@kernel_nb
def choose_opp_bench_nb(st, ct, p, dmg):
    """p picks one of the opponent's Benched Pokémon (dmg: what it will take, 0 none); -1 none."""
    o = 1 - p
    n = 0
    for s in range(1, NSLOT):
        if st.slot[o, s, S_CARD] >= 0:
            n = set_option_nb(st, n, s, dmg, 0)
    i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def choose_opp_bench_damaged_nb(st, ct, p, dmg):
    """p picks one of the opponent's Benched Pokémon that has damage counters; -1 none."""
    o = 1 - p
    n = 0
    for s in range(1, NSLOT):
        if st.slot[o, s, S_CARD] >= 0 and st.slot[o, s, S_DMG] > 0:
            n = set_option_nb(st, n, s, dmg, 0)
    i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site, in a separately compiled opcode family (stop 33)
def choose_opp_evolved_nb(st, ct, p):
    """p picks one of the opponent's evolved Pokémon (Time Spiral-like; greedy: the one with
    the least HP left); -1 none."""
    o = 1 - p
    n = 0
    for s in range(NSLOT):
        if st.slot[o, s, S_CARD] >= 0 and st.slot[o, s, S_NSTACK] > 1:
            n = set_option_nb(st, n, s, 0, 0)
    i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_nb
def alt_target_nb(st, ct, o, s, alt):
    """BENCH_DAMAGE's / PUT_COUNTERS' c (alt > 0): o's slot s is a target that takes alt % 1000
    instead (effects.ALT_*: it has damage counters; it has a cflags bit)."""
    code = alt // 1000
    if code == ALT_DAMAGED:
        return st.slot[o, s, S_DMG] > 0
    if code == ALT_STAGE2:  # s30-k9
        return ct.stage[o, st.slot[o, s, S_CARD]] == 2
    return (ct.cflags[o, st.slot[o, s, S_CARD]] >> (code - ALT_FLAG)) & 1 == 1


@kernel_nb
def choose_opp_any_nb(st, ct, p, dmg, skip, alt):
    """p picks one of the opponent's Pokémon, the Active (slot 0) included ("1 of your
    opponent's Pokémon"; dmg: what it will take before Weakness/Resistance; alt > 0: alt % 1000
    for a target alt_target_nb names), other than slot skip (-1: none left out); -1 none."""
    o = 1 - p
    n = 0
    for s in range(NSLOT):
        if st.slot[o, s, S_CARD] >= 0 and s != skip:
            n = set_option_nb(st, n, s, alt % 1000 if alt > 0 and alt_target_nb(st, ct, o, s, alt) else dmg, 0)
    i = decide_nb(st, ct, p, Q_OPP_BENCH, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_nb  # two call sites (discarding, moving Energy)
def choose_energy_nb(st, ct, chooser, owner, s, etype):
    """Index into en[owner, s] of an Energy card of type etype (-1 any) that chooser
    discards; -1 none."""
    n = 0
    for i in range(st.slot[owner, s, S_NEN]):
        if etype >= ENERGY_KIND:  # s31-k18: an Energy card of a kind (a name: "React Energy")
            if not card_matches_kind_nb(ct, owner, st.en[owner, s, i], etype - ENERGY_KIND):
                continue
        elif etype >= 0 and ct.provides[owner, st.en[owner, s, i], etype] == 0:
            continue
        if etype == -2 and ct.basic_energy[owner, st.en[owner, s, i]] == 1:
            continue  # effects.ENERGY_SPECIAL: Special Energy cards only
        if etype == -3 and ct.basic_energy[owner, st.en[owner, s, i]] == 0:
            continue  # effects.ENERGY_BASIC: basic Energy cards only
        n = set_option_nb(st, n, i, owner, s)
    i = decide_nb(st, ct, chooser, Q_ENERGY_DISCARD, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site (jit.py)
def choose_opp_energy_nb(st, ct, p, etype):
    """(slot, index) of an Energy card of type etype (-1 any) on any of the opponent's
    Pokémon that p discards (Energy Removal-like Trainers: "1 of your opponent's
    Pokémon"); (-1, -1) none."""
    o = 1 - p
    n = 0
    for s in range(NSLOT):
        if st.slot[o, s, S_CARD] < 0:
            continue
        for i in range(st.slot[o, s, S_NEN]):
            if etype >= 0 and ct.provides[o, st.en[o, s, i], etype] == 0:
                continue
            if etype == -2 and ct.basic_energy[o, st.en[o, s, i]] == 1:
                continue  # effects.ENERGY_SPECIAL: Special Energy cards only
            n = set_option_nb(st, n, i, o, s)
    i = decide_nb(st, ct, p, Q_ENERGY_DISCARD, n)
    if i < 0:
        return -1, -1
    return st.opt[i, 2], st.opt[i, 0]


@kernel_nb
def choose_hand_discard_nb(st, ct, p, avoid_k, kind_ok, owner):
    """A card in owner's hand that p discards (one option per copy; never one copy of avoid_k,
    the card being played; owner != p: the opponent's revealed hand, z = 1); -1 none."""
    n = 0
    for k in range(ct.n[owner]):
        c = st.hand[owner, k] - (1 if k == avoid_k else 0)
        if kind_ok[k] == 0:
            continue
        for _ in range(c):
            n = set_option_nb(st, n, k, 0, 1 if owner != p else 0)
    i = decide_nb(st, ct, p, Q_HAND_DISCARD, n)
    return st.opt[i, 0] if i >= 0 else -1


# --- the joint choices of Pokémon Powers and attacks: one option per (source, target) ---


@kernel_nb
def choose_new_type_nb(st, ct, p, who, mode):
    """Conversion-like: the type (not Colorless) p gives to a Weakness (mode 0) or a
    Resistance (mode 1) of player who's Pokémon."""
    n = 0
    for t in range(N_NEW_TYPES):
        n = set_option_nb(st, n, t, who, mode)
    return st.opt[decide_nb(st, ct, p, Q_NEW_TYPE, n), 0]


@kernel_inline_nb  # one call site (jit.py)
def choose_condition_nb(st, ct, p):
    """Miracle Powder-like: the Special Condition (ASLEEP .. BURNED) p gives the Defending Pokémon."""
    n = 0
    for cond in range(1, 6):
        n = set_option_nb(st, n, cond, 0, 0)
    return st.opt[decide_nb(st, ct, p, Q_CHOOSE_COND, n), 0]


@kernel_inline_nb  # one call site (jit.py)
def choose_shift_type_nb(st, ct, p, s):
    """Shift-like: the type of another Pokémon in play (not Colorless, not its own) that
    p's slot s takes; -1 none."""
    n = 0
    for q in range(2):
        for t in range(NSLOT):
            if other_type_ok_nb(st, ct, p, s, q, t):
                n = set_option_nb(st, n, slot_type_nb(st, ct, q, t), q, t)
    i = decide_nb(st, ct, p, Q_SHIFT_TYPE, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_inline_nb  # one call site (jit.py)
def choose_energy_move_nb(st, ct, p, etype, may_stop):
    """Energy Trans-like: (from slot, energy index, to slot) for a basic Energy card of
    etype moved between p's Pokémon; (-1, -1, -1) none (may_stop: the player may move none,
    an option (-1, -1, -1) of its own)."""
    n = 0
    for src in range(NSLOT):
        if st.slot[p, src, S_CARD] < 0:
            continue
        for i in range(st.slot[p, src, S_NEN]):
            if not move_energy_ok_nb(st, ct, p, src, st.en[p, src, i], etype):
                continue
            seen = False  # one option per card kind on a Pokémon: copies are the same move
            for j in range(i):
                if st.en[p, src, j] == st.en[p, src, i]:
                    seen = True
                    break
            if seen:
                continue
            for dst in range(NSLOT):
                if move_bench_to_active_nb(etype) and (src == 0 or dst != 0):
                    continue  # Metal Juncture-like: from a Benched Pokémon to the Active
                if dst != src and st.slot[p, dst, S_CARD] >= 0 and st.slot[p, dst, S_NEN] < st.en.shape[2]:
                    n = set_option_nb(st, n, src, i, dst)
    if may_stop and n > 0:
        n = set_option_nb(st, n, -1, -1, -1)
    k = decide_nb(st, ct, p, Q_ENERGY_MOVE, n)
    if k < 0:
        return -1, -1, -1
    return st.opt[k, 0], st.opt[k, 1], st.opt[k, 2]


@kernel_inline_nb  # one call site (jit.py)
def choose_type_attach_nb(st, ct, p, etype, ptype, cost):
    """Rain Dance-like: (hand card, slot) — a basic Energy of etype from the hand (cost > 0:
    the discard pile) to one of p's Pokémon of ptype (that the cost's counters don't Knock
    Out); (-1, -1) none."""
    e = type_energy_source_nb(st, ct, p, etype, cost)
    if e < 0:
        return -1, -1
    n = 0
    for q in range(NSLOT):
        if type_target_cost_ok_nb(st, ct, p, q, ptype, cost):
            n = set_option_nb(st, n, q, e, 0)
    i = decide_nb(st, ct, p, Q_TYPE_ATTACH, n)
    return (e, st.opt[i, 0]) if i >= 0 else (-1, -1)


@kernel_inline_nb  # one call site (jit.py)
def choose_damage_move_nb(st, ct, p, q, mode, s, count):
    """MOVE_DAMAGE: (from, to) slots of player q for one damage counter, chosen by p;
    (-1, -1) none.  MD_OWN_TO_OPP: from p's slot to the opponent's, up to count counters
    (the option's z is 2 + count: whose is then p's, then the opponent's).  MD_EITHER: x and y
    are player * NSLOT + slot, either player's (z = -1)."""
    n = 0
    m = 2 * NSLOT if mode == MD_EITHER else NSLOT
    for a in range(m):
        for b in range(m):
            if damage_move_ok_nb(st, ct, q, a, b, mode, s):
                n = set_option_nb(st, n, a, b, 2 + count if mode == MD_OWN_TO_OPP else (-1 if mode == MD_EITHER else q))
    i = decide_nb(st, ct, p, Q_DAMAGE_MOVE, n)
    return (st.opt[i, 0], st.opt[i, 1]) if i >= 0 else (-1, -1)


@kernel_inline_nb  # one call site (jit.py)
def choose_as_energy_nb(st, ct, p, s):
    """Buzzap-like: (slot, type) for slot s's top card turned into an Energy card on
    another of p's Pokémon; (-1, -1) none."""
    kb = printed_top_nb(st, p, s)
    n = 0
    for q in range(NSLOT):
        if q == s or st.slot[p, q, S_CARD] < 0:
            continue
        for t in range(NT):
            if ct.vrow[p, kb, t] >= 0:
                n = set_option_nb(st, n, q, t, s)
    i = decide_nb(st, ct, p, Q_AS_ENERGY, n)
    return (st.opt[i, 0], st.opt[i, 1]) if i >= 0 else (-1, -1)


@kernel_inline_nb  # one call site (damage_ops)
def choose_more_nb(st, ct, R, p, s, d, more, self_dmg, ignore, times):
    """CHOOSE_MORE: how many times (0 or 1; times > 0: up to times) p does the extra damage
    (and the damage to itself).  With times > 0 p is offered 1, 2, ... times in turn and takes
    the first it says yes to (greedy: the fewest that Knock Out, if it survives them)."""
    o = 1 - p
    for kk in range(1, (times if times > 0 else 1) + 1):
        ko0 = 0
        ko1 = 0
        if s == 0 and st.slot[o, 0, S_CARD] >= 0:
            left = slot_hp_nb(st, ct, o, 0) - st.slot[o, 0, S_DMG]
            ko0 = 1 if attack_damage_nb(st, ct, R, p, d, ignore) >= left else 0
            ko1 = 1 if attack_damage_nb(st, ct, R, p, d + more * kk, ignore) >= left else 0
        self_ko = 1 if self_dmg * kk >= slot_hp_nb(st, ct, p, s) - st.slot[p, s, S_DMG] else 0
        n = set_option_nb(st, 0, 0, 0, self_ko)
        n = set_option_nb(st, n, 1, 1 if ko1 == 1 and ko0 == 0 else 0, self_ko)
        if st.opt[decide_nb(st, ct, p, Q_MAY_MORE, n), 0] == 1:
            return kk
    return 0
