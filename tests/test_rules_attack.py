"""Attack rules (RULES.md §5) on the kernel as built: energy costs, the damage order,
Bench damage, Confusion."""

from __future__ import annotations

import pytest

from ptcgsim.cards.schema import TYPE_INDEX
from ptcgsim.kernel import layout as L

from .kernel_harness import A_ATTACK, A_TRAINER, CONFUSED, EV_CONFUSED_FAIL, PRESETS, Board

PIKACHU = "base1-58"  # Lightning, 40 HP, weak Fighting x2; Gnaw {C} 10, Thunder Jolt {L}{C} 30
MACHOP = "base1-52"  # Fighting; Low Kick {F} 20
HITMONCHAN = "base1-7"  # Fighting; Jab {F} 20, Special Punch {F}{F}{C} 40
ZAPDOS = "base1-16"  # 90 HP, resists Fighting 30
MAGNEMITE = "base1-53"  # Lightning; Selfdestruct {L}{C} 40, 10 to every Benched Pokémon, 40 to itself
ONIX = "base1-56"  # Fighting, 90 HP, weak Grass
SQUIRTLE = "base1-63"  # weak Lightning
DIGLETT = "base1-47"  # resists Lightning 30
DROWZEE = "base1-49"  # Psychic, weak Psychic; Pound {C} 10
LIGHTNING = "base1-100"
FIGHTING = "base1-97"
PSYCHIC = "base1-101"
DCE = "base1-96"
PLUSPOWER = "base1-84"


def attacks(b: Board, p: int = 0) -> list[int]:
    return [a[1] for a in b.legal_kinds(p, A_ATTACK)]


@pytest.mark.parametrize(
    "energy,want",
    [
        ((FIGHTING,), [0]),
        ((LIGHTNING,), [0]),
        ((FIGHTING, FIGHTING), [0]),
        ((LIGHTNING, FIGHTING), [0, 1]),
        ((DCE,), [0]),
        ((LIGHTNING, DCE), [0, 1]),
        ((), []),
    ],
)
def test_cost_typed_and_colorless_pikachu(energy, want):
    b = Board([PIKACHU, LIGHTNING, FIGHTING, DCE], [MACHOP])
    b.active(0, PIKACHU)
    b.attach(0, 0, *energy)
    b.active(1, MACHOP)
    assert attacks(b) == want


@pytest.mark.parametrize(
    "energy,want",
    [
        ((FIGHTING, DCE), [0]),
        ((FIGHTING, FIGHTING), [0]),
        ((FIGHTING, FIGHTING, DCE), [0, 1]),
        ((FIGHTING, FIGHTING, LIGHTNING), [0, 1]),
        ((LIGHTNING, DCE, DCE), []),
    ],
)
def test_cost_two_typed_plus_colorless(energy, want):
    b = Board([HITMONCHAN, LIGHTNING, FIGHTING, DCE], [MACHOP])
    b.active(0, HITMONCHAN)
    b.attach(0, 0, *energy)
    b.active(1, MACHOP)
    assert attacks(b) == want


def fight(rules, attacker, energy, defender, j, *, plus_power=False, patch=None):
    cards = [attacker, FIGHTING, LIGHTNING, PSYCHIC, DCE, PLUSPOWER]
    b = Board(cards, [defender, PIKACHU], rules)
    b.active(0, attacker)
    b.attach(0, 0, *energy)
    b.active(1, defender)
    if patch:
        patch(b)
    if plus_power:
        b.hand(0, PLUSPOWER)
        b.apply(0, A_TRAINER, b.k(0, PLUSPOWER))
        assert b.st.slot[0, 0, L.S_PP_AMT] == 10
        assert b.in_discard(0, PLUSPOWER) == 0  # it stays attached for the turn
    assert j in attacks(b)
    b.attack(0, j)
    return b


@pytest.mark.parametrize("rules", PRESETS)
def test_weakness_doubles(rules):
    b = fight(rules, MACHOP, (FIGHTING,), PIKACHU, 0)
    assert b.dmg(1) == 40


@pytest.mark.parametrize("rules", PRESETS)
def test_resistance_minus_thirty(rules):
    b = fight(rules, HITMONCHAN, (FIGHTING, FIGHTING, FIGHTING), ZAPDOS, 1)
    assert b.dmg(1) == 10


@pytest.mark.parametrize("rules", PRESETS)
def test_resistance_uses_printed_value(rules):
    def patch(b):
        b.ct.res_v[1, b.k(1, ZAPDOS)] = 20

    b = fight(rules, HITMONCHAN, (FIGHTING, FIGHTING, FIGHTING), ZAPDOS, 1, patch=patch)
    assert b.dmg(1) == 20


@pytest.mark.parametrize("rules", PRESETS)
def test_weakness_before_resistance(rules):
    # a defender weak AND resistant to Fighting (a patched Pikachu): 40 x2 = 80, -30 = 50
    # (Resistance first would give (40-30) x2 = 20)
    def patch(b):
        k = b.k(1, PIKACHU)
        b.ct.res_t[1, k] = TYPE_INDEX["Fighting"]
        b.ct.res_v[1, k] = 30
        b.ct.hp[1, k] = 200

    b = fight(rules, HITMONCHAN, (FIGHTING, FIGHTING, FIGHTING), PIKACHU, 1, patch=patch)
    assert b.dmg(1) == 50


PLUSPOWER_VS_WEAK = {"base": 50, "ex": 60, "modern": 60}


@pytest.mark.parametrize("rules", PRESETS)
def test_pluspower_order(rules):
    # Low Kick 20 + PlusPower vs Pikachu (Weakness x2):
    # base (000): after Weakness: 20x2 + 10 = 50; ex/modern (004): before: (20+10)x2 = 60
    b = fight(rules, MACHOP, (FIGHTING,), PIKACHU, 0, plus_power=True,
              patch=lambda b: b.ct.hp.__setitem__((1, b.k(1, PIKACHU)), 200))
    assert b.dmg(1) == PLUSPOWER_VS_WEAK[rules]


@pytest.mark.parametrize("rules", PRESETS)
def test_pluspower_without_weakness(rules):
    b = fight(rules, MACHOP, (FIGHTING,), ONIX, 0, plus_power=True)
    assert b.dmg(1) == 30


@pytest.mark.parametrize("rules", PRESETS)
def test_pluspower_adds_nothing_to_an_attack_that_resistance_stops(rules):
    # Low Kick 20 into Zapdos (Resistance Fighting -30): base: 20 - 30 = 0, and PlusPower's
    # text adds its 10 only to an attack that does damage after W/R; ex/modern: (20 + 10) - 30 = 0
    b = fight(rules, MACHOP, (FIGHTING,), ZAPDOS, 0, plus_power=True)
    assert b.dmg(1) == 0


@pytest.mark.parametrize("rules", PRESETS)
def test_bench_damage_ignores_weakness_and_resistance(rules):
    cards = [MAGNEMITE, PIKACHU, LIGHTNING, FIGHTING]
    b = Board(cards, [ONIX, SQUIRTLE, DIGLETT], rules)
    b.active(0, MAGNEMITE)
    b.attach(0, 0, LIGHTNING, FIGHTING)
    b.bench(0, 1, PIKACHU)
    b.active(1, ONIX)
    b.bench(1, 1, SQUIRTLE)  # weak to Lightning: still 10
    b.bench(1, 2, DIGLETT)  # resists Lightning: still 10
    assert 1 in attacks(b)
    b.attack(0, 1)
    assert b.dmg(1, 0) == 40
    assert (b.dmg(1, 1), b.dmg(1, 2)) == (10, 10)
    assert b.dmg(0, 1) == 10  # own Bench too
    assert b.dmg(0, 0) == 40  # Selfdestruct's self damage


CONFUSION_SELF = {"base": 40, "ex": 30, "modern": 30}  # base: 20 with its own Weakness (Psychic x2)


@pytest.mark.parametrize("rules", PRESETS)
def test_confused_tails_damages_itself_not_the_defender(rules):
    b = Board([DROWZEE, PSYCHIC], [PIKACHU], rules)
    b.active(0, DROWZEE)
    b.attach(0, 0, PSYCHIC)
    b.active(1, PIKACHU)
    b.cond(0, CONFUSED)
    b.coins("T")
    assert 0 in attacks(b)
    b.attack(0, 0)
    assert b.dmg(0) == CONFUSION_SELF[rules]
    assert b.dmg(1) == 0
    assert [r[3] for r in b.events(EV_CONFUSED_FAIL)] == [CONFUSION_SELF[rules]]


@pytest.mark.parametrize("rules", PRESETS)
def test_confused_tails_self_damage_without_weakness(rules):
    b = Board([PIKACHU, LIGHTNING], [MACHOP], rules)
    b.active(0, PIKACHU)
    b.attach(0, 0, LIGHTNING)
    b.active(1, MACHOP)
    b.cond(0, CONFUSED)
    b.coins("T")
    b.attack(0, 0)
    assert b.dmg(0) == {"base": 20, "ex": 30, "modern": 30}[rules]
    assert b.dmg(1) == 0


@pytest.mark.parametrize("rules", PRESETS)
def test_confused_heads_attacks_normally(rules):
    b = Board([DROWZEE, PSYCHIC], [PIKACHU], rules)
    b.active(0, DROWZEE)
    b.attach(0, 0, PSYCHIC)
    b.active(1, PIKACHU)
    b.cond(0, CONFUSED)
    b.coins("H")
    b.attack(0, 0)
    assert b.dmg(0) == 0 and b.dmg(1) == 10
    assert b.events(EV_CONFUSED_FAIL) == []
    assert b.pl(0, L.PL_STATUS) == CONFUSED


DIGLETT_MUD_SLAP = 1  # Diglett (Fighting): Mud Slap {F}{F} 30


PLUSPOWER_INTO_RESISTANCE = {"base": 0, "ex": 10, "modern": 10}


@pytest.mark.parametrize("rules", PRESETS)
def test_pluspower_adds_only_to_an_attack_that_does_damage_after_resistance(rules):
    # Mud Slap 30 + PlusPower vs Zapdos (Resistance Fighting 30): base: 30 - 30 = 0, and
    # base PlusPower's text adds its 10 only "if this Pokémon's attack does damage ... (after
    # applying Weakness and Resistance)": 0 (the card's text overrides 000's general order;
    # the Engine v2 issue); ex/modern: (30 + 10) - 30 = 10
    b = fight(rules, DIGLETT, (FIGHTING, FIGHTING), ZAPDOS, DIGLETT_MUD_SLAP, plus_power=True)
    assert b.dmg(1) == PLUSPOWER_INTO_RESISTANCE[rules]


MR_MIME = "base2-6"  # Psychic, 40 HP, weak Psychic x2; Invisible Wall; Meditate {P}{C}


def confused_mr_mime(power_works_while_confused: bool) -> Board:
    b = Board([MR_MIME, PSYCHIC], [PIKACHU], "base")
    b.active(0, MR_MIME)
    b.attach(0, 0, PSYCHIC, PSYCHIC)
    b.active(1, PIKACHU)
    if power_works_while_confused:  # a variant whose text does not stop it while Confused
        k = b.k(0, MR_MIME)
        b.ct.prog[b.ct.pw_prog[0, k, 0], 2] = 0
    b.cond(0, CONFUSED)
    b.coins("T")
    b.attack(0, 0)
    return b


def test_confusion_damage_goes_through_the_attack_damage_path():
    """base (000): 20 to itself with its own Weakness (x2 = 40).  Invisible Wall ("even your
    own") prevents damage of 30 or more from any attack, this one included: the issue's
    "a Confused Mr. Mime Knocks itself Out" holds for the printed card only because its
    text also stops the Power while Mr. Mime is Confused."""
    assert confused_mr_mime(power_works_while_confused=False).dmg(0) == 40
    assert confused_mr_mime(power_works_while_confused=True).dmg(0) == 0
