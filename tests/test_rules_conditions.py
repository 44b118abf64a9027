"""Special Conditions and the Pokémon Checkup (RULES.md §7) on the kernel as built."""

from __future__ import annotations

import pytest

from ptcgsim.kernel import layout as L

from .kernel_harness import (
    A_ATTACK,
    A_RETREAT,
    A_TRAINER,
    ASLEEP,
    BURNED,
    CONFUSED,
    COIN_BURN,
    COIN_SLEEP,
    EV_CHECKUP,
    EV_COIN,
    EV_CURED,
    PARALYZED,
    POISONED,
    PRESETS,
    Board,
)

PIKACHU = "base1-58"  # weak Fighting: Poison/Burn ignore it anyway
MACHOP = "base1-52"
ABRA = "base1-43"  # retreat 0
LIGHTNING = "base1-100"
SWITCH = "base1-95"


def board(rules="base"):
    cards = [PIKACHU, MACHOP, ABRA, LIGHTNING, SWITCH]
    b = Board(cards, cards, rules)
    b.active(0, PIKACHU)
    b.bench(0, 1, ABRA)
    b.active(1, MACHOP)
    b.bench(1, 1, ABRA)
    return b


def status(b, p=0):
    return (b.pl(p, L.PL_STATUS), b.pl(p, L.PL_POISON), b.pl(p, L.PL_BURN))


def checkup_rows(b):
    """(player, kind, a, b) of the Checkup's own events."""
    return [(r[1], r[2], r[3], r[4]) for r in b.events() if r[2] in (EV_CHECKUP, EV_COIN, EV_CURED)]


@pytest.mark.parametrize("rules", PRESETS)
def test_asleep_confused_paralyzed_replace_each_other(rules):
    b = board(rules)
    b.cond(0, ASLEEP)
    assert status(b) == (ASLEEP, 0, 0)
    b.cond(0, CONFUSED)
    assert status(b) == (CONFUSED, 0, 0)
    b.cond(0, PARALYZED)
    assert status(b) == (PARALYZED, 0, 0)
    b.cond(0, ASLEEP)
    assert status(b) == (ASLEEP, 0, 0)


@pytest.mark.parametrize("rules", PRESETS)
def test_poison_and_burn_stack_with_them(rules):
    b = board(rules)
    b.cond(0, PARALYZED)
    b.cond(0, POISONED)
    b.cond(0, BURNED)
    assert status(b) == (PARALYZED, 10, 1)
    b.cond(0, CONFUSED)
    assert status(b) == (CONFUSED, 10, 1)


@pytest.mark.parametrize("rules", PRESETS)
def test_repoisoning_does_not_double(rules):
    b = board(rules)
    b.cond(0, POISONED)
    b.cond(0, POISONED)
    assert b.pl(0, L.PL_POISON) == 10
    b.checkup()
    assert b.dmg(0) == 10
    # a stronger poison (Toxic: 20) replaces, and a later normal one replaces it back
    b.cond(0, POISONED, 20)
    assert b.pl(0, L.PL_POISON) == 20
    b.cond(0, POISONED, 10)
    assert b.pl(0, L.PL_POISON) == 10


@pytest.mark.parametrize("rules", PRESETS)
def test_poison_counter_each_checkup_without_weakness(rules):
    b = board(rules)
    b.cond(1, POISONED)  # Machop: weak Psychic, irrelevant
    b.cond(0, POISONED)  # Pikachu
    b.checkup()
    b.turn(4, cur=1)
    b.checkup()
    assert (b.dmg(0), b.dmg(1)) == (20, 20)
    assert [r for r in checkup_rows(b) if r[1] == EV_CHECKUP] == [(0, EV_CHECKUP, 10, POISONED), (1, EV_CHECKUP, 10, POISONED)] * 2


@pytest.mark.parametrize("rules", ["ex", "modern"])
def test_checkup_order_poison_burn_sleep_paralysis(rules):
    b = board(rules)
    # player 0's Active: Paralyzed by player 1 on turn 4, Poisoned and Burned; player 1's Asleep
    b.turn(4, cur=1)
    b.cond(0, PARALYZED)
    b.cond(0, POISONED)
    b.cond(0, BURNED)
    b.cond(1, ASLEEP)
    b.turn(5, cur=0)
    b.clear_events()
    b.coins("TT")  # burn coin tails, sleep coin tails
    b.checkup()
    if rules == "modern":  # 20, then flip to cure
        burn = [(0, EV_CHECKUP, 20, BURNED), (0, EV_COIN, 0, COIN_BURN)]
    else:  # ex: flip, tails 20
        burn = [(0, EV_COIN, 0, COIN_BURN), (0, EV_CHECKUP, 20, BURNED)]
    assert checkup_rows(b) == [(0, EV_CHECKUP, 10, POISONED)] + burn + [
        (1, EV_COIN, 0, COIN_SLEEP),
        (0, EV_CURED, PARALYZED, 0),
    ]
    assert b.dmg(0) == 30
    assert status(b, 0) == (0, 10, 1)
    assert status(b, 1) == (ASLEEP, 0, 0)


@pytest.mark.parametrize("coin,awake", [("H", True), ("T", False)])
@pytest.mark.parametrize("rules", PRESETS)
def test_asleep_flip_at_each_checkup(rules, coin, awake):
    b = board(rules)
    b.cond(1, ASLEEP)  # the non-turn player's Active flips too
    b.coins(coin)
    b.checkup()
    assert b.pl(1, L.PL_STATUS) == (0 if awake else ASLEEP)
    assert [r for r in checkup_rows(b) if r[1] == EV_COIN] == [(1, EV_COIN, 1 if awake else 0, COIN_SLEEP)]


@pytest.mark.parametrize("cond", [ASLEEP, PARALYZED])
@pytest.mark.parametrize("rules", PRESETS)
def test_asleep_or_paralyzed_cannot_attack_confused_can(rules, cond):
    b = board(rules)
    b.attach(0, 0, LIGHTNING)
    assert b.legal_kinds(0, A_ATTACK) != []
    b.cond(0, cond)
    assert b.legal_kinds(0, A_ATTACK) == []
    b.cond(0, CONFUSED)
    assert [a[1] for a in b.legal_kinds(0, A_ATTACK)] == [0]


@pytest.mark.parametrize("rules", PRESETS)
def test_paralysis_from_opponent_lasts_through_owners_next_turn(rules):
    b = board(rules)
    b.attach(0, 0, LIGHTNING)
    b.turn(4, cur=1)  # player 1 paralyzes player 0's Active
    b.cond(0, PARALYZED)
    b.checkup()  # end of turn 4: still Paralyzed in every preset
    assert b.pl(0, L.PL_STATUS) == PARALYZED
    b.turn(5, cur=0)  # player 0's turn: cannot attack or retreat
    assert b.legal_kinds(0, A_ATTACK) == [] and b.legal_kinds(0, A_RETREAT) == []
    b.checkup()  # the Checkup after its owner's turn: cured
    assert b.pl(0, L.PL_STATUS) == 0


PARALYSIS_OWN_TURN_CURED = {"base": False, "ex": False, "modern": True}


@pytest.mark.parametrize("rules", PRESETS)
def test_paralysis_given_in_owners_own_turn(rules):
    # base/ex (000): lasts through its owner's *next* turn; modern (002): cured at the
    # Checkup after its owner's turn, i.e. this one
    b = board(rules)
    b.turn(5, cur=0)
    b.cond(0, PARALYZED)
    b.checkup()
    cured = PARALYSIS_OWN_TURN_CURED[rules]
    assert b.pl(0, L.PL_STATUS) == (0 if cured else PARALYZED)
    if not cured:
        b.turn(6, cur=1)
        b.checkup()
        assert b.pl(0, L.PL_STATUS) == PARALYZED
        b.turn(7, cur=0)
        assert b.legal_kinds(0, A_RETREAT) == []
        b.checkup()
        assert b.pl(0, L.PL_STATUS) == 0


BURN = {  # (coin, damage, still burned)
    ("base", "H"): (0, 1, []),
    ("base", "T"): (0, 1, []),
    ("ex", "H"): (0, 1, [1]),
    ("ex", "T"): (20, 1, [0]),
    ("modern", "H"): (20, 0, [1]),
    ("modern", "T"): (20, 1, [0]),
}


@pytest.mark.parametrize("coin", ["H", "T"])
@pytest.mark.parametrize("rules", PRESETS)
def test_burn_per_preset(rules, coin):
    # base: no Burn; ex: flip, tails 2 counters; modern: 2 counters, then flip, heads cures
    b = board(rules)
    b.cond(0, BURNED)
    b.coins(coin)
    b.checkup()
    dmg, burned, coins = BURN[(rules, coin)]
    assert b.dmg(0) == dmg
    assert b.pl(0, L.PL_BURN) == burned
    assert [r[2] for r in checkup_rows(b) if r[1] == EV_COIN] == coins


@pytest.mark.parametrize("rules", ["ex", "modern"])
def test_retreat_clears_conditions(rules):
    b = board(rules)
    b.cond(0, CONFUSED)
    b.cond(0, POISONED)
    b.cond(0, BURNED)
    b.attach(0, 0, LIGHTNING)
    b.apply(0, A_RETREAT, 0, 1)
    assert b.card(0, 0) == ABRA and b.card(0, 1) == PIKACHU
    assert status(b) == (0, 0, 0)


@pytest.mark.parametrize("rules", PRESETS)
def test_switch_clears_conditions(rules):
    b = board(rules)
    b.cond(0, ASLEEP)
    b.cond(0, POISONED, 20)
    b.hand(0, SWITCH)
    assert b.legal_kinds(0, A_TRAINER) == [(A_TRAINER, b.k(0, SWITCH), 0)]
    b.apply(0, A_TRAINER, b.k(0, SWITCH))
    assert b.card(0, 0) == ABRA and b.card(0, 1) == PIKACHU
    assert status(b) == (0, 0, 0)
    b.checkup()
    assert b.dmg(0, 0) == 0 and b.dmg(0, 1) == 0
