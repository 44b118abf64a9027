"""The rules' common questions: list the options, ask the seated player.

Each function lists what the rules allow into ``st.opt`` and asks
``player.seat.decide_nb``; it never knows which kind of player answers.
"""

from __future__ import annotations

from .jit import kernel_nb
from .layout import NSLOT, S_CARD, S_NEN
from .predicates import ELIGIBLE_ANY, ELIGIBLE_BENCHED, ELIGIBLE_DAMAGED, ELIGIBLE_EVOLVED, eligible_own_nb  # noqa: F401
from .player.seat import (
    Q_ENERGY_DISCARD,
    Q_HAND_DISCARD,
    Q_HOW_MANY,
    Q_OPP_BENCH,
    Q_OWN_BENCH_HIT,
    Q_OWN_POKEMON,
    Q_PROMOTE,
    Q_RETREAT_PAY,
    Q_SWITCH,
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


@kernel_nb
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
        if eligible_own_nb(st, p, s, which):
            n = set_option_nb(st, n, s, purpose, 0)
    i = decide_nb(st, ct, p, Q_OWN_POKEMON, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_nb
def choose_own_bench_hit_nb(st, ct, p, dmg):
    """Which of p's own Benched Pokémon an attack's dmg lands on (the attacker's choice); -1 none."""
    n = 0
    for s in range(1, NSLOT):
        if st.slot[p, s, S_CARD] >= 0:
            n = set_option_nb(st, n, s, dmg, 0)
    i = decide_nb(st, ct, p, Q_OWN_BENCH_HIT, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_nb
def choose_how_many_nb(st, ct, p, most, s, t):
    """How many (0..most) of an optional "any number" cost p pays (Energy of type t on slot s)."""
    n = 0
    for x in range(most + 1):
        n = set_option_nb(st, n, x, s, t)
    return st.opt[decide_nb(st, ct, p, Q_HOW_MANY, n), 0]


@kernel_nb
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


@kernel_nb
def choose_energy_nb(st, ct, chooser, owner, s, etype):
    """Index into en[owner, s] of an Energy card of type etype (-1 any) that chooser
    discards; -1 none."""
    n = 0
    for i in range(st.slot[owner, s, S_NEN]):
        if etype >= 0 and ct.provides[owner, st.en[owner, s, i], etype] == 0:
            continue
        n = set_option_nb(st, n, i, owner, s)
    i = decide_nb(st, ct, chooser, Q_ENERGY_DISCARD, n)
    return st.opt[i, 0] if i >= 0 else -1


@kernel_nb
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
            n = set_option_nb(st, n, i, o, s)
    i = decide_nb(st, ct, p, Q_ENERGY_DISCARD, n)
    if i < 0:
        return -1, -1
    return st.opt[i, 2], st.opt[i, 0]


@kernel_nb
def choose_hand_discard_nb(st, ct, p, avoid_k, kind_ok):
    """A card in p's hand to discard (one option per copy; never one copy of avoid_k,
    the card being played); -1 none."""
    n = 0
    for k in range(ct.n[p]):
        c = st.hand[p, k] - (1 if k == avoid_k else 0)
        if kind_ok[k] == 0:
            continue
        for _ in range(c):
            n = set_option_nb(st, n, k, 0, 0)
    i = decide_nb(st, ct, p, Q_HAND_DISCARD, n)
    return st.opt[i, 0] if i >= 0 else -1
