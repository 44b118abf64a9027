"""Turn rules (RULES.md §4) on the kernel as built: draw, first-turn limits, Bench,
evolution, energy attachment, retreat."""

from __future__ import annotations

import pytest

from ptcgsim.kernel import layout as L
from ptcgsim.kernel.player.seat import PLAYER_PASSIVE
from ptcgsim.records import WIN_DECK_OUT

from .kernel_harness import (
    A_ATTACH,
    A_ATTACK,
    A_BENCH,
    A_EVOLVE,
    A_RETREAT,
    A_TRAINER,
    ASLEEP,
    CONFUSED,
    EV_COIN,
    EV_DECK_OUT,
    EV_DRAW,
    EV_RETREAT,
    PARALYZED,
    POISONED,
    PRESETS,
    Board,
)

PIKACHU = "base1-58"  # Basic, retreat 1
MACHOP = "base1-52"  # Basic, retreat 1, Low Kick {F} 20
HITMONCHAN = "base1-7"  # Basic, retreat 2
MEWTWO = "base1-10"  # Basic, retreat 3
ABRA = "base1-43"  # Basic, retreat 0
DIGLETT = "base1-47"  # Basic, retreat 0
SQUIRTLE = "base1-63"
CHARMANDER = "base1-46"
CHARMELEON = "base1-24"
CHARIZARD = "base1-4"
LIGHTNING = "base1-100"
FIGHTING = "base1-97"
FIRE = "base1-98"
DCE = "base1-96"
NEMONA = "sv1-180"  # a modern Supporter: draw 3
SWITCH = "base1-95"


def passive(b: Board):
    for p in range(2):
        b.st.pl[p, L.PL_KIND] = PLAYER_PASSIVE


def two_actives(b: Board, a=PIKACHU, d=MACHOP):
    b.active(0, a)
    b.active(1, d)


# --- the draw -------------------------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS)
def test_draw_at_start_of_turn(rules):
    cards = [PIKACHU, MACHOP, LIGHTNING, FIGHTING]
    b = Board(cards, cards, rules)
    passive(b)
    two_actives(b)
    b.deck(0, FIGHTING, LIGHTNING)  # Lightning on top
    assert b.play_turn() == 0
    assert b.in_hand(0, LIGHTNING) == 1 and b.in_hand(0, FIGHTING) == 0
    assert b.pl(0, L.PL_HAND_N) == 1 and b.pl(0, L.PL_DECK_N) == 1
    assert [(r[1], r[3]) for r in b.events(EV_DRAW)] == [(0, b.k(0, LIGHTNING))]
    assert b.pl(0, L.PL_OWN_TURNS) == 3


@pytest.mark.parametrize("rules", PRESETS)
def test_empty_deck_at_draw_loses(rules):
    cards = [PIKACHU, MACHOP]
    b = Board(cards, cards, rules)
    passive(b)
    two_actives(b)
    b.deck(1, MACHOP)
    assert b.play_turn() == 1
    assert b.over and b.winner == 1 and b.reason == WIN_DECK_OUT
    assert len(b.events(EV_DECK_OUT)) == 1


@pytest.mark.parametrize("rules", PRESETS)
def test_first_player_turn_one_draw(rules):
    # ex (004): the player going first skips the draw of turn 1; base and modern draw
    cards = [PIKACHU, MACHOP, LIGHTNING]
    b = Board(cards, cards, rules)
    passive(b)
    two_actives(b)
    b.turn(1, cur=0, first=0)
    b.own_turns(0, 0)
    b.own_turns(1, 0)
    b.deck(0, LIGHTNING, LIGHTNING)
    assert b.play_turn() == 0
    drew = 0 if rules == "ex" else 1
    assert b.pl(0, L.PL_HAND_N) == drew
    assert b.pl(0, L.PL_DECK_N) == 2 - drew
    # the second player draws on its first turn in every preset
    b.deck(1, LIGHTNING)
    b.turn(2, cur=1)
    assert b.play_turn() == 0
    assert b.pl(1, L.PL_HAND_N) == 1 and b.pl(1, L.PL_DECK_N) == 0


def test_ex_first_player_empty_deck_on_turn_one_is_no_loss():
    cards = [PIKACHU, MACHOP]
    b = Board(cards, cards, "ex")
    passive(b)
    two_actives(b)
    b.turn(1, cur=0, first=0)
    b.own_turns(0, 0)
    assert b.play_turn() == 0
    assert not b.over


# --- first-turn limits (modern) ---------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS)
def test_first_player_may_not_attack_turn_one_in_modern(rules):
    cards = [PIKACHU, MACHOP, LIGHTNING]
    b = Board(cards, cards, rules)
    two_actives(b, PIKACHU, PIKACHU)
    b.attach(0, 0, LIGHTNING)
    b.attach(1, 0, LIGHTNING)
    b.turn(1, cur=0, first=0)
    b.own_turns(0, 1)
    b.own_turns(1, 0)
    attacks = b.legal_kinds(0, A_ATTACK)
    assert attacks == ([] if rules == "modern" else [(A_ATTACK, 0, 0)])
    # the second player's first turn: attacking is allowed in every preset
    b.turn(2, cur=1)
    b.own_turns(1, 1)
    assert b.legal_kinds(1, A_ATTACK) == [(A_ATTACK, 0, 0)]


@pytest.mark.parametrize("rules", PRESETS)
def test_first_player_supporter_turn_one(rules):
    cards = [PIKACHU, NEMONA, LIGHTNING]
    b = Board(cards, cards, rules)
    two_actives(b, PIKACHU, PIKACHU)
    b.hand(0, NEMONA)
    b.hand(1, NEMONA)
    b.turn(1, cur=0, first=0)
    b.own_turns(0, 1)
    want = [] if rules == "modern" else [(A_TRAINER, b.k(0, NEMONA), 0)]
    assert b.legal_kinds(0, A_TRAINER) == want
    b.turn(2, cur=1)
    b.own_turns(1, 1)
    assert b.legal_kinds(1, A_TRAINER) == [(A_TRAINER, b.k(1, NEMONA), 0)]


@pytest.mark.parametrize("rules", PRESETS)
def test_one_supporter_per_turn_from_ex_on(rules):
    cards = [PIKACHU, NEMONA, LIGHTNING]
    b = Board(cards, cards, rules)
    two_actives(b, PIKACHU, PIKACHU)
    b.hand(0, NEMONA, NEMONA)
    b.deck(0, *[LIGHTNING] * 10)
    b.apply(0, A_TRAINER, b.k(0, NEMONA))
    assert b.pl(0, L.PL_SUPPORTERS) == 1 and b.in_hand(0, NEMONA) == 1
    want = [(A_TRAINER, b.k(0, NEMONA), 0)] if rules == "base" else []
    assert b.legal_kinds(0, A_TRAINER) == want


# --- Bench ----------------------------------------------------------------------------------


def test_bench_limit_five():
    cards = [PIKACHU, MACHOP]
    b = Board(cards, cards)
    two_actives(b)
    b.hand(0, MACHOP)
    for s in range(1, 5):
        b.bench(0, s, PIKACHU)
    assert b.legal_kinds(0, A_BENCH) == [(A_BENCH, b.k(0, MACHOP), 0)]
    b.apply(0, A_BENCH, b.k(0, MACHOP))
    assert b.card(0, 5) == MACHOP and b.st.slot[0, 5, L.S_PLAYED_TURN] == 3
    b.hand(0, MACHOP)
    assert b.legal_kinds(0, A_BENCH) == []


# --- evolution ---------------------------------------------------------------------------------

EVO = [CHARMANDER, CHARMELEON, CHARIZARD, FIRE, PIKACHU]


def test_no_evolution_on_a_pokemon_played_this_turn():
    b = Board(EVO, EVO)
    b.active(0, CHARMANDER, played_turn=2)
    b.bench(0, 1, CHARMANDER, played_turn=3)  # put into play this turn (turn 3)
    b.active(1, PIKACHU)
    b.hand(0, CHARMELEON)
    assert b.legal_kinds(0, A_EVOLVE) == [(A_EVOLVE, b.k(0, CHARMELEON), 0)]
    # and not twice in one turn: the evolved Pokémon counts as put into play now
    b.evolve(0, CHARMELEON, 0)
    b.hand(0, CHARIZARD)
    assert b.legal_kinds(0, A_EVOLVE) == []


@pytest.mark.parametrize("rules", PRESETS)
def test_no_evolution_on_first_turn(rules):
    b = Board(EVO, EVO, rules)
    b.active(0, PIKACHU)
    b.active(1, CHARMANDER)
    b.hand(1, CHARMELEON)
    # the second player's own first turn (game turn 2)
    b.turn(2, cur=1, first=0)
    b.own_turns(1, 1)
    # base/modern: nobody evolves on their own first turn; ex (004): only the game's first turn is barred
    want = [(A_EVOLVE, b.k(1, CHARMELEON), 0)] if rules == "ex" else []
    assert b.legal_kinds(1, A_EVOLVE) == want
    # game turn 1 (the first player's first turn): barred in every preset
    b.active(0, CHARMANDER)
    b.active(1, PIKACHU)
    b.hand(0, CHARMELEON)
    b.turn(1, cur=0, first=0)
    b.own_turns(0, 1)
    assert b.legal_kinds(0, A_EVOLVE) == []
    # the player's second turn: allowed in every preset
    b.turn(3, cur=0)
    b.own_turns(0, 2)
    assert b.legal_kinds(0, A_EVOLVE) == [(A_EVOLVE, b.k(0, CHARMELEON), 0)]


def test_stage2_only_onto_stage1():
    b = Board(EVO, EVO)
    b.active(0, CHARMANDER)
    b.bench(0, 1, CHARMELEON, below=(CHARMANDER,))
    b.active(1, PIKACHU)
    b.hand(0, CHARIZARD)
    assert b.legal_kinds(0, A_EVOLVE) == [(A_EVOLVE, b.k(0, CHARIZARD), 1)]
    b.hand(0, CHARMELEON)
    assert sorted(b.legal_kinds(0, A_EVOLVE)) == sorted(
        [(A_EVOLVE, b.k(0, CHARIZARD), 1), (A_EVOLVE, b.k(0, CHARMELEON), 0)])


def test_evolving_clears_conditions_keeps_damage_and_energy():
    b = Board(EVO, EVO)
    b.active(0, CHARMANDER, damage=30)
    b.attach(0, 0, FIRE, FIRE)
    b.active(1, PIKACHU)
    b.cond(0, ASLEEP)
    b.cond(0, POISONED)
    st = b.st
    st.slot[0, 0, L.S_CANT_RETREAT_UNTIL] = 4  # an effect of an earlier attack
    st.slot[0, 0, L.S_CANT_ATTACK_UNTIL] = 4
    b.hand(0, CHARMELEON)
    b.apply(0, A_EVOLVE, b.k(0, CHARMELEON), 0)
    assert st.slot[0, 0, L.S_CANT_RETREAT_UNTIL] == 0 and st.slot[0, 0, L.S_CANT_ATTACK_UNTIL] == 0
    assert st.slot[0, 0, L.S_PLAYED_TURN] == 3
    assert b.card(0, 0) == CHARMELEON
    assert b.dmg(0, 0) == 30 and b.energy_ids(0, 0) == [FIRE, FIRE]
    assert st.slot[0, 0, L.S_NSTACK] == 2
    assert [int(st.slot[0, 0, L.S_STACK0 + i]) for i in range(2)] == [b.k(0, CHARMANDER), b.k(0, CHARMELEON)]
    assert b.pl(0, L.PL_STATUS) == 0 and b.pl(0, L.PL_POISON) == 0
    assert b.in_hand(0, CHARMELEON) == 0 and b.pl(0, L.PL_HAND_N) == 0


# --- energy ------------------------------------------------------------------------------------


def test_one_energy_attachment_per_turn():
    b = Board([PIKACHU, LIGHTNING], [MACHOP])
    b.active(0, PIKACHU)
    b.bench(0, 1, PIKACHU)
    b.active(1, MACHOP)
    b.hand(0, LIGHTNING, LIGHTNING)
    kl = b.k(0, LIGHTNING)
    assert b.legal_kinds(0, A_ATTACH) == [(A_ATTACH, kl, 0), (A_ATTACH, kl, 1)]
    b.apply(0, A_ATTACH, kl, 1)
    assert b.energy_ids(0, 1) == [LIGHTNING] and b.in_hand(0, LIGHTNING) == 1
    assert b.legal_kinds(0, A_ATTACH) == []


# --- retreat ---------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS)
def test_retreat_pays_cost_and_swaps(rules):
    cards = [MACHOP, HITMONCHAN, FIGHTING]
    b = Board(cards, cards, rules)
    b.active(0, MACHOP, damage=10)
    b.attach(0, 0, FIGHTING, FIGHTING)
    b.bench(0, 1, HITMONCHAN)
    b.active(1, MACHOP)
    assert b.legal_kinds(0, A_RETREAT) == [(A_RETREAT, 0, 1)]
    b.apply(0, A_RETREAT, 0, 1)
    assert b.card(0, 0) == HITMONCHAN and b.card(0, 1) == MACHOP
    assert b.n_energy(0, 1) == 1 and b.in_discard(0, FIGHTING) == 1
    assert b.dmg(0, 1) == 10
    assert [r[3:] for r in b.events(EV_RETREAT)] == [(1, 1, 0)]


def test_retreat_needs_enough_energy():
    b = Board([HITMONCHAN, MACHOP, FIGHTING], [MACHOP])
    b.active(0, HITMONCHAN)
    b.attach(0, 0, FIGHTING)
    b.bench(0, 1, MACHOP)
    b.active(1, MACHOP)
    assert b.legal_kinds(0, A_RETREAT) == []
    b.attach(0, 0, FIGHTING)
    assert b.legal_kinds(0, A_RETREAT) == [(A_RETREAT, 0, 1)]


@pytest.mark.parametrize("cond", [ASLEEP, PARALYZED])
@pytest.mark.parametrize("rules", PRESETS)
def test_cannot_retreat_asleep_or_paralyzed(rules, cond):
    b = Board([ABRA, DIGLETT], [MACHOP], rules)
    b.active(0, ABRA)
    b.bench(0, 1, DIGLETT)
    b.active(1, MACHOP)
    assert b.legal_kinds(0, A_RETREAT) == [(A_RETREAT, 0, 1)]
    b.cond(0, cond)
    assert b.legal_kinds(0, A_RETREAT) == []


@pytest.mark.parametrize("rules", PRESETS)
def test_retreats_per_turn(rules):
    # ex/modern: once per turn; base: as often as the cost can be paid
    b = Board([ABRA, DIGLETT], [MACHOP], rules)
    b.active(0, ABRA)
    b.bench(0, 1, DIGLETT)
    b.active(1, MACHOP)
    b.retreat(0, 1)
    assert b.card(0, 0) == DIGLETT and b.card(0, 1) == ABRA
    assert b.pl(0, L.PL_RETREATS) == 1
    want = [(A_RETREAT, 0, 1)] if rules == "base" else []
    assert b.legal_kinds(0, A_RETREAT) == want


def test_base_confused_retreat_tails_pays_and_fails():
    b = Board([MACHOP, HITMONCHAN, FIGHTING], [MACHOP], "base")
    b.active(0, MACHOP)
    b.attach(0, 0, FIGHTING, FIGHTING)
    b.bench(0, 1, HITMONCHAN)
    b.active(1, MACHOP)
    b.cond(0, CONFUSED)
    b.coins("T")
    b.apply(0, A_RETREAT, 0, 1)
    # the energy is paid, the Pokémon stays Active and Confused, and no more tries this turn
    assert b.card(0, 0) == MACHOP and b.card(0, 1) == HITMONCHAN
    assert b.n_energy(0, 0) == 1 and b.in_discard(0, FIGHTING) == 1
    assert b.pl(0, L.PL_STATUS) == CONFUSED
    assert b.pl(0, L.PL_RETREAT_BLOCKED) == 1
    assert b.legal_kinds(0, A_RETREAT) == []
    assert [r[3:5] for r in b.events(EV_COIN)] == [(0, 4)]  # tails, COIN_RETREAT
    assert [r[3:] for r in b.events(EV_RETREAT)] == [(1, 1, 1)]


def test_base_confused_retreat_heads_switches_and_cures():
    b = Board([MACHOP, HITMONCHAN, FIGHTING], [MACHOP], "base")
    b.active(0, MACHOP)
    b.attach(0, 0, FIGHTING)
    b.bench(0, 1, HITMONCHAN)
    b.active(1, MACHOP)
    b.cond(0, CONFUSED)
    b.coins("H")
    b.retreat(0, 1)
    assert b.card(0, 0) == HITMONCHAN and b.card(0, 1) == MACHOP
    assert b.in_discard(0, FIGHTING) == 1
    assert b.pl(0, L.PL_STATUS) == 0
    assert len(b.events(EV_COIN)) == 1


@pytest.mark.parametrize("rules", ["ex", "modern"])
def test_confused_retreat_needs_no_flip_after_base(rules):
    b = Board([MACHOP, HITMONCHAN, FIGHTING], [MACHOP], rules)
    b.active(0, MACHOP)
    b.attach(0, 0, FIGHTING)
    b.bench(0, 1, HITMONCHAN)
    b.active(1, MACHOP)
    b.cond(0, CONFUSED)
    b.coins("T")
    assert b.legal_kinds(0, A_RETREAT) == [(A_RETREAT, 0, 1)]
    b.retreat(0, 1)
    assert b.card(0, 0) == HITMONCHAN
    assert b.events(EV_COIN) == []
    assert b.pl(0, L.PL_STATUS) == 0


def test_double_colorless_pays_two_retreat_units():
    # Hitmonchan, retreat 2: one Double Colorless pays it all; the Fighting stays
    b = Board([HITMONCHAN, MACHOP, FIGHTING, DCE], [MACHOP])
    b.active(0, HITMONCHAN)
    b.attach(0, 0, FIGHTING, DCE)
    b.bench(0, 1, MACHOP)
    b.active(1, MACHOP)
    b.retreat(0, 1)
    assert b.card(0, 0) == MACHOP and b.card(0, 1) == HITMONCHAN
    assert b.energy_ids(0, 1) == [FIGHTING]
    assert b.in_discard(0, DCE) == 1 and b.in_discard(0, FIGHTING) == 0


def test_retreat_never_discards_more_than_needed():
    # Machop, retreat 1, with Double Colorless + Fighting: one Fighting pays it exactly
    b = Board([MACHOP, HITMONCHAN, FIGHTING, DCE], [MACHOP])
    b.active(0, MACHOP)
    b.attach(0, 0, DCE, FIGHTING)
    b.bench(0, 1, HITMONCHAN)
    b.active(1, MACHOP)
    b.retreat(0, 1)
    assert b.energy_ids(0, 1) == [DCE]
    assert b.in_discard(0, FIGHTING) == 1 and b.in_discard(0, DCE) == 0


def test_retreat_three_with_dce_dce_fighting_discards_two_cards():
    b = Board([MEWTWO, MACHOP, FIGHTING, DCE], [MACHOP])
    b.active(0, MEWTWO)
    b.attach(0, 0, DCE, DCE, FIGHTING)
    b.bench(0, 1, MACHOP)
    b.active(1, MACHOP)
    b.retreat(0, 1)
    assert b.card(0, 0) == MACHOP
    assert b.n_energy(0, 1) == 1
    assert b.in_discard(0, DCE) + b.in_discard(0, FIGHTING) == 2
    assert [r[4] for r in b.events(EV_RETREAT)] == [2]


def test_retreat_cost_one_with_only_dce_discards_it():
    # the last card may overpay (000): retreat 1 with one Double Colorless
    b = Board([MACHOP, HITMONCHAN, DCE], [MACHOP])
    b.active(0, MACHOP)
    b.attach(0, 0, DCE)
    b.bench(0, 1, HITMONCHAN)
    b.active(1, MACHOP)
    b.retreat(0, 1)
    assert b.card(0, 0) == HITMONCHAN and b.in_discard(0, DCE) == 1 and b.n_energy(0, 1) == 0


BILL = "base1-91"  # draw 2


@pytest.mark.parametrize("rules", PRESETS)
def test_card_draw_from_short_deck_is_no_loss(rules):
    # 000: unable to draw because a card says so is not a loss; draw what is there
    b = Board([PIKACHU, BILL, LIGHTNING], [MACHOP], rules)
    two_actives(b)
    b.hand(0, BILL)
    b.deck(0, LIGHTNING)
    b.apply(0, A_TRAINER, b.k(0, BILL))
    assert b.in_hand(0, LIGHTNING) == 1 and b.pl(0, L.PL_DECK_N) == 0
    assert b.in_discard(0, BILL) == 1
    assert not b.over
