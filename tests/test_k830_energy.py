"""Kernel slice 30 k8: Energy provision.  PASSIVE_COLORLESS_AS_TYPE (Chlorophyll-like: Energy
that provides only Colorless on its owner's Pokémon of a type provides that type), on scripted
boards with real cards of the bundled database by id (the bundled database is rebuilt by the lead
after a merge: the tests set the programs they rely on).  No card text lives here.

Run with the kernel as plain Python: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k830_energy
"""

from __future__ import annotations

import unittest

import numpy as np

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cards.recognize_k830 import k8_passive_program
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACK, A_POWER
from ptcgsim.kernel.cardtable import CF_NAME_HOLON
from tests.kernel_harness import Board

VENUSAUR, BULBASAUR, WHISMUR, DCE, GRASS = "ex14-28", "ex14-45", "ex14-69", "base1-96", "ex1-104"
GOREBYSS, TENTACRUEL, AERODACTYL_EX = "ex12-17", "ex12-45", "ex2-94"
HOLON_WP, FIRE, PSYCHIC, RALTS, MAKUHITA, HITMONCHAN_EX = "ex15-86", "ex1-108", "ex1-107", "ex1-66", "ex1-57", "ex1-98"
HUNTAIL, REACT, WATER, FLAREON_D, HOLON_FF, FIGHTING = "ex12-18", "ex12-82", "ex1-106", "ex11-5", "ex11-104", "ex1-105"
GRASS_T = 0
CHLOROPHYLL = [["POWER_PASSIVE", fx.PASSIVE_COLORLESS_AS_TYPE, 0, GRASS_T]]
GENERATOR = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy"), -1],
             ["ATTACH_ENERGY", 1, fx.FROM_DECK, "React Energy"]]
HOLON_ENERGY = fx.ENERGY_KIND + fx.kind_flag(fx.KIND_ENERGY, CF_NAME_HOLON)
BOOSTER = [["POWER_PASSIVE", fx.PASSIVE_ENERGY_BOOST, "React Energy", "Huntail|Gorebyss"]]
SHIELD = [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_EX + fx.SH_DAMAGE * (
    fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS | fx.SH_OWN_SCOPE | fx.SH_SAME_NAME)],
    ["REQ_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy"), 1]]
NOT_EX = fx.TC_SHIFT * fx.TC_NOT_EX
FF_ROWS = [["ENERGY", fx.TOOL_NO_WEAKNESS, 1, fx.TC_BASIC_FIRE_CARD + NOT_EX],
           ["ENERGY", fx.ST_NO_RESISTANCE, 1, fx.TC_BASIC_FIGHTING_CARD + NOT_EX]]
WP_ROWS = [["ENERGY", fx.EN_NO_ATTACK_EFFECTS, 1, fx.TC_BASIC_WATER_CARD + NOT_EX],
           ["ENERGY", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_BASIC_PSYCHIC_CARD + NOT_EX]]
DELTA_SEARCH = [["ATTACH_ENERGY", 1, fx.FROM_DECK, HOLON_ENERGY]]


def setUpModule():
    c = load_db().get(VENUSAUR)
    c.powers[0].effects, c.powers[0].implemented = [list(r) for r in CHLOROPHYLL], True
    c = load_db().get(HUNTAIL)
    c.powers[0].effects, c.powers[0].implemented = [list(r) for r in GENERATOR], True
    for cid, rows in ((GOREBYSS, BOOSTER), (TENTACRUEL, SHIELD)):
        c = load_db().get(cid)
        c.powers[0].effects, c.powers[0].implemented = [list(r) for r in rows], True
    for cid, rows in ((HOLON_FF, FF_ROWS), (HOLON_WP, WP_ROWS)):
        c = load_db().get(cid)
        c.effects, c.implemented = [list(r) for r in rows], True
    c = load_db().get(FLAREON_D)
    j = [a.name for a in c.attacks].index("Delta Search")
    c.attacks[j].effects, c.attacks[j].implemented = [list(r) for r in DELTA_SEARCH], True


def units(b: Board, p: int, s: int) -> list[int]:
    from ptcgsim.kernel.predicates import energy_as_type_nb, slot_units_nb
    u = np.zeros(L.NT, np.int64)
    slot_units_nb(b.st, b.ct, p, s, -1, -1, u, True)
    energy_as_type_nb(b.st, b.ct, p, s, u)
    return [int(x) for x in u]


def attacks(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_ATTACK))


class TestChlorophyll(unittest.TestCase):
    def board(self, venusaur=True):
        b = Board([VENUSAUR, BULBASAUR, WHISMUR, DCE, GRASS], [WHISMUR], rules="ex")
        b.active(0, BULBASAUR)
        b.attach(0, 0, DCE)
        b.bench(0, 1, WHISMUR)
        b.attach(0, 1, DCE)
        if venusaur:
            b.bench(0, 2, VENUSAUR, below=(BULBASAUR,))
        b.active(1, WHISMUR)
        return b

    def test_colorless_units_on_a_grass_pokemon_are_grass(self):
        b = self.board()
        u = units(b, 0, 0)
        self.assertEqual((u[GRASS_T], u[L.COLORLESS]), (2, 0))
        self.assertIn(1, attacks(b))  # the Grass attack is paid for

    def test_not_on_a_pokemon_of_another_type(self):
        b = self.board()
        u = units(b, 0, 1)
        self.assertEqual((u[GRASS_T], u[L.COLORLESS]), (0, 2))

    def test_not_without_the_power_in_play(self):
        b = self.board(venusaur=False)
        u = units(b, 0, 0)
        self.assertEqual((u[GRASS_T], u[L.COLORLESS]), (0, 2))
        self.assertNotIn(1, attacks(b))

    def test_the_opponents_power_does_nothing_for_you(self):
        b = Board([BULBASAUR, DCE], [VENUSAUR, BULBASAUR], rules="ex")
        b.active(0, BULBASAUR)
        b.attach(0, 0, DCE)
        b.active(1, VENUSAUR, below=(BULBASAUR,))
        self.assertEqual(units(b, 0, 0)[GRASS_T], 0)


class TestSearchAttachNamed(unittest.TestCase):
    def test_the_power_attaches_a_react_energy_from_the_deck_once(self):
        b = Board([HUNTAIL, REACT, WATER], [WHISMUR], rules="ex")
        b.active(0, HUNTAIL)
        b.active(1, WHISMUR)
        b.deck(0, REACT, WATER, WATER)
        self.assertEqual(len(b.legal_kinds(0, A_POWER)), 1)
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.energy_ids(0, 0), [REACT])
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)
        self.assertEqual(b.legal_kinds(0, A_POWER), [])

    def test_not_while_it_has_a_react_energy(self):
        b = Board([HUNTAIL, REACT], [WHISMUR], rules="ex")
        b.active(0, HUNTAIL)
        b.attach(0, 0, REACT)
        b.active(1, WHISMUR)
        b.deck(0, REACT)
        self.assertEqual(b.legal_kinds(0, A_POWER), [])

    def test_a_holon_energy_card_from_the_deck(self):
        b = Board([FLAREON_D, HOLON_FF, FIGHTING], [WHISMUR], rules="ex")
        b.active(0, FLAREON_D)
        b.active(1, WHISMUR)
        b.deck(0, FIGHTING, HOLON_FF, FIGHTING)
        b.attack(0, [a.name for a in load_db().get(FLAREON_D).attacks].index("Delta Search"))
        self.assertEqual(b.energy_ids(0, 0), [HOLON_FF])
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)


class TestReactiveBooster(unittest.TestCase):
    def board(self, gorebyss=True):
        b = Board([HUNTAIL, GOREBYSS, TENTACRUEL, REACT], [WHISMUR], rules="ex")
        b.active(0, HUNTAIL)
        b.attach(0, 0, REACT)
        b.bench(0, 1, TENTACRUEL)
        b.attach(0, 1, REACT)
        if gorebyss:
            b.bench(0, 2, GOREBYSS)
            b.attach(0, 2, REACT)
        b.active(1, WHISMUR)
        return b

    def test_two_of_every_type_on_the_named_pokemon(self):
        from ptcgsim.kernel.predicates import energy_units_at_nb, slot_units_nb
        b = self.board()
        u = np.zeros(L.NT, np.int64)
        self.assertEqual(int(slot_units_nb(b.st, b.ct, 0, 0, -1, -1, u, False)), 2)  # 2 units, any type each
        self.assertEqual(int(energy_units_at_nb(b.st, b.ct, 0, 2, 0)), 2)
        self.assertEqual(units(b, 0, 1)[L.COLORLESS], 1)  # not on another name
        b.st.slot[0, 0, L.S_CARD], b.st.slot[0, 2, L.S_CARD] = b.st.slot[0, 2, L.S_CARD], b.st.slot[0, 0, L.S_CARD]
        self.assertIn(0, attacks(b))  # Gorebyss Active: its [W][C] attack is paid by one React Energy card

    def test_without_the_power_one_colorless(self):
        b = self.board(gorebyss=False)
        u = np.zeros(L.NT, np.int64)
        from ptcgsim.kernel.predicates import slot_units_nb
        self.assertEqual(int(slot_units_nb(b.st, b.ct, 0, 0, -1, -1, u, False)), 0)
        self.assertEqual(int(u[L.COLORLESS]), 1)


class TestReactiveShield(unittest.TestCase):
    def board(self, react=True, attacker=AERODACTYL_EX):
        b = Board([TENTACRUEL, REACT], [AERODACTYL_EX, GOREBYSS], rules="ex")
        b.turn(4, cur=1)
        b.active(0, TENTACRUEL)
        b.bench(0, 1, TENTACRUEL)
        if react:
            b.attach(0, 1, REACT)  # the Benched one has it: it shields the Active one too
        b.active(1, attacker)
        return b

    def test_an_ex_attack_does_nothing_to_any_of_them(self):
        b = self.board()
        b.attack(1, 0)  # 10 damage and Confused
        self.assertEqual(b.dmg(0, 0), 0)
        self.assertEqual(b.pl(0, L.PL_STATUS), 0)  # nor Confused

    def test_without_react_energy_it_hits(self):
        b = self.board(react=False)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0, 0), 10)
        self.assertEqual(b.pl(0, L.PL_STATUS), fx.CONFUSED)

    def test_another_name_is_not_shielded(self):
        b2 = Board([GOREBYSS, TENTACRUEL, REACT], [AERODACTYL_EX], rules="ex")
        b2.turn(4, cur=1)
        b2.active(0, GOREBYSS)
        b2.bench(0, 1, TENTACRUEL)
        b2.attach(0, 1, REACT)
        b2.active(1, AERODACTYL_EX)
        b2.attack(1, 0)
        self.assertEqual(b2.dmg(0, 0), 10)

    def test_not_against_a_pokemon_that_is_not_ex(self):
        b = self.board(attacker=GOREBYSS)
        b.attack(1, 0)
        self.assertGreater(b.dmg(0, 0), 0)


class TestHolonEnergy(unittest.TestCase):
    def hit(self, defender, *energy, attacker=RALTS, j=0, on_attacker=()):
        b = Board([attacker, RALTS, MAKUHITA, HOLON_FF, HOLON_WP, FIRE, FIGHTING, WATER, PSYCHIC],
                  [defender, BULBASAUR, HITMONCHAN_EX, HUNTAIL, AERODACTYL_EX, HOLON_FF, HOLON_WP, FIRE, WATER, PSYCHIC],
                  rules="ex")
        b.active(0, attacker)
        b.attach(0, 0, *on_attacker)
        b.active(1, defender)
        b.attach(1, 0, *energy)
        b.coins("H")
        b.attack(0, j)
        return b

    def test_ff_with_a_basic_fire_card_no_weakness(self):
        self.assertEqual(self.hit(BULBASAUR, HOLON_FF).dmg(1), 20)  # weak to Psychic: x2
        self.assertEqual(self.hit(BULBASAUR, HOLON_FF, FIRE).dmg(1), 10)
        self.assertEqual(self.hit(BULBASAUR, FIRE).dmg(1), 20)  # the Fire card alone does nothing
        self.assertEqual(self.hit(HITMONCHAN_EX, HOLON_FF, FIRE).dmg(1), 20)  # ignored on a Pokémon-ex

    def test_ff_with_a_basic_fighting_card_no_resistance(self):
        low_kick = 1
        self.assertEqual(self.hit(AERODACTYL_EX, attacker=MAKUHITA, j=low_kick, on_attacker=(HOLON_FF,)).dmg(1), 0)
        self.assertEqual(self.hit(AERODACTYL_EX, attacker=MAKUHITA, j=low_kick, on_attacker=(HOLON_FF, FIGHTING)).dmg(1), 30)

    def test_wp_with_a_basic_water_card_no_attack_effects(self):
        b = self.hit(HUNTAIL, HOLON_WP)
        self.assertEqual(b.pl(1, L.PL_STATUS), fx.CONFUSED)
        b = self.hit(HUNTAIL, HOLON_WP, WATER)
        self.assertEqual((b.dmg(1), b.pl(1, L.PL_STATUS)), (10, 0))  # damage is not an effect

    def test_wp_with_a_basic_psychic_card_no_retreat_cost(self):
        from ptcgsim.kernel.predicates import retreat_cost_nb
        b = Board([HUNTAIL, HOLON_WP, PSYCHIC, WATER], [WHISMUR], rules="ex")
        b.active(0, HUNTAIL)
        b.attach(0, 0, HOLON_WP, WATER)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 1)
        b.attach(0, 0, PSYCHIC)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)


ELECTRODE_EX = "ex6-107"
BOMB = [["POWER_ACTIVATED", 1, 1, fx.PW_SELF_KO], ["DISCARD_ENERGY", 0, fx.SELF, fx.ANY],
        ["ATTACH_ENERGY_ANY", 5, fx.FROM_DISCARD + fx.TO_FILTER * fx.TC_NOT_EX, fx.ENERGY_ANY_CARD], ["KO_SELF_AS_ENERGY", 0]]


class TestExtraEnergyBomb(unittest.TestCase):
    def test_knocked_out_then_five_energy_to_pokemon_not_ex(self):
        import os
        c = load_db().get(ELECTRODE_EX)
        c.powers[0].effects, c.powers[0].implemented = [list(r) for r in BOMB], True
        b = Board([ELECTRODE_EX, HUNTAIL, HITMONCHAN_EX, WATER, REACT, PSYCHIC], [WHISMUR], rules="ex")
        b.active(0, HUNTAIL)
        b.bench(0, 1, ELECTRODE_EX)
        b.attach(0, 1, WATER, REACT)
        b.bench(0, 2, HITMONCHAN_EX)
        b.active(1, WHISMUR)
        b.st.disc[0, b.k(0, WATER)] = 2
        b.st.disc[0, b.k(0, PSYCHIC)] = 2
        self.assertIn((A_POWER, 1, 0), [tuple(a) for a in b.legal_kinds(0, A_POWER)])
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.n_energy(0, 0), 5)  # 5 of the 6 Energy cards in the discard pile, its own among them
        self.assertEqual(b.n_energy(0, 2), 0)  # not to a Pokémon-ex
        if os.environ.get("NUMBA_DISABLE_JIT") == "1":
            from ptcgsim.kernel.knockout import resolve_knockouts_nb
            resolve_knockouts_nb(b.st, b.ct, b.R, b.recs.view(np.recarray)[0], int(b.st.g[L.G_TURN]), b.units)
        else:
            b.resolve_kos()
        self.assertIsNone(b.card(0, 1))  # Knocked Out: discarded
        self.assertEqual(b.in_discard(0, ELECTRODE_EX), 1)
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 4)  # a Pokémon-ex: 2 prizes


GARDEVOIR, METAGROSS, METAL_SPECIAL = "ex16-9", "ex8-11", "ex1-94"
PSY_SHADOW = [["POWER_ACTIVATED", 1, 1, 0], ["ATTACH_THEN", -20, fx.FROM_DECK, 4]]
CONNECTIVITY = [["POWER_ACTIVATED", 1, 1, 0], ["ATTACH_THEN", -10, fx.FROM_DISCARD + fx.TO_FILTER * fx.TC_ACTIVE,
                                                fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 4) + (1 << 7)]]


class TestAttachThenCounters(unittest.TestCase):
    def test_a_psychic_card_from_the_deck_then_2_counters(self):
        c = load_db().get(GARDEVOIR)
        c.powers[0].effects, c.powers[0].implemented = [list(r) for r in PSY_SHADOW], True
        b = Board([GARDEVOIR, HUNTAIL, PSYCHIC, WATER], [WHISMUR], rules="ex")
        b.active(0, HUNTAIL)
        b.bench(0, 1, GARDEVOIR)
        b.active(1, WHISMUR)
        b.deck(0, WATER, PSYCHIC, WATER)
        b.apply(0, A_POWER, 1)
        got = [s for s in (0, 1) if b.n_energy(0, s) == 1]
        self.assertEqual(len(got), 1)
        self.assertEqual(b.energy_ids(0, got[0]), [PSYCHIC])
        self.assertEqual(b.dmg(0, got[0]), 20)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_a_special_metal_card_from_the_discard_pile_to_the_active(self):
        c = load_db().get(METAGROSS)
        c.powers[0].effects, c.powers[0].implemented = [list(r) for r in CONNECTIVITY], True
        b = Board([METAGROSS, HUNTAIL, METAL_SPECIAL, WATER], [WHISMUR], rules="ex")
        b.active(0, HUNTAIL)
        b.bench(0, 1, METAGROSS)
        b.active(1, WHISMUR)
        b.st.disc[0, b.k(0, WATER)] = 1
        b.st.disc[0, b.k(0, METAL_SPECIAL)] = 1
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.energy_ids(0, 0), b.dmg(0, 0)), ([METAL_SPECIAL], 10))
        self.assertEqual((b.n_energy(0, 1), b.dmg(0, 1)), (0, 0))


CRYSTAL_BEACH = "ex14-75"


class TestCrystalBeach(unittest.TestCase):
    def board(self):
        c = load_db().get(CRYSTAL_BEACH)
        c.effects, c.implemented = [["STADIUM", fx.ST_SPECIAL_ONE, 1, 0]], True
        b = Board([BULBASAUR, DCE, GRASS, HUNTAIL, GOREBYSS, REACT, CRYSTAL_BEACH], [WHISMUR], rules="ex")
        b.active(0, BULBASAUR)
        b.attach(0, 0, DCE, GRASS)
        b.bench(0, 1, HUNTAIL)
        b.attach(0, 1, REACT)
        b.bench(0, 2, GOREBYSS)
        b.active(1, WHISMUR)
        return b

    def test_two_unit_special_energy_provides_one_colorless(self):
        b = self.board()
        self.assertEqual(sum(units(b, 0, 0)), 3)
        self.assertEqual(sum(units(b, 0, 1)), 2)  # React Energy boosted: 2
        b.st.g[L.G_STADIUM_K] = b.k(0, CRYSTAL_BEACH)
        b.st.g[L.G_STADIUM_P] = 0
        u = units(b, 0, 0)
        self.assertEqual((sum(u), u[L.COLORLESS], u[GRASS_T]), (2, 1, 1))  # the basic card is unchanged
        u = units(b, 0, 1)
        self.assertEqual((sum(u), u[L.COLORLESS]), (1, 1))  # over the power's boost too


class TestRecogniser(unittest.TestCase):
    def test_colorless_as_type(self):
        said = "all energy cards that provide only colorless energy " + "attached to your {} pokémon provide {} energy instead."
        self.assertEqual(k8_passive_program(said.format("water", "water")),
                         [["POWER_PASSIVE", fx.PASSIVE_COLORLESS_AS_TYPE, 0, 2]])
        self.assertIsNone(k8_passive_program(said.format("water", "fire")))

    def test_attach_then_counters(self):
        from ptcgsim.cards.recognize_power import recognize_power
        body = "Once during your turn " + "(before your attack), you may " + "search your {} for a {} Energy card and attach it to "
        tail = ". This power can't be used " + "if Seel is affected by a Special Condition."
        rows = recognize_power({"type": "Poké-Power", "text": body.format("deck", "Water") + "1 of your Pokémon. "
                                + "Put 3 damage counters on that Pokémon. " + "Shuffle your deck afterward" + tail}, "Seel")
        self.assertEqual(rows[-1:], [["ATTACH_THEN", -30, fx.FROM_DECK, 2]])  # (after k10's REQ_DECK for a deck search)
        rows = recognize_power({"type": "Poké-Power", "text": body.format("discard pile", "Fire or Darkness")
                                + "your Active Pokémon. Then, put 1 damage counter " + "on that Pokémon" + tail}, "Seel")
        self.assertEqual(rows[1:], [["ATTACH_THEN", -10, fx.FROM_DISCARD + fx.TO_FILTER * fx.TC_ACTIVE,
                                     fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 1) + (1 << 6)]])

    def test_holon_like_energy(self):
        from ptcgsim.cards.recognize_energy import recognize_energy
        also = "If the Pokémon that Holon Energy XY is attached to " + "also has a basic {} Energy card attached to it, "
        text = ("Holon Energy XY provides Colorless Energy. " + also.format("Psychic") + "that Pokémon's Retreat Cost is 0. "
                + also.format("Fire") + "that Pokémon has no Weakness. " + "Ignore these effects if Holon Energy XY "
                + "is attached to Pokémon-ex.")
        self.assertEqual(recognize_energy([text], "Holon Energy XY"),
                         ({"Colorless": 1}, [WP_ROWS[1], FF_ROWS[0]]))
        self.assertIsNone(recognize_energy([text.replace("Fire", "Metal")], "Holon Energy XY"))  # (s31-k20: Grass is read now)

    def test_booster_shield_and_generator(self):
        from ptcgsim.cards.recognize_power import recognize_power
        boost = {"type": "Poké-Body", "text": "Each React Energy card attached to all of your Seel and Dewgong provides 2 "
                 + "Energy of every type but has no effect " + "other than providing Energy."}
        self.assertEqual(recognize_power(boost, "Dewgong"),
                         [["POWER_PASSIVE", fx.PASSIVE_ENERGY_BOOST, "React Energy", "Seel|Dewgong"]])
        self.assertIsNone(recognize_power(boost, "Pikachu"))  # it must name its own card
        shield = {"type": "Poké-Body", "text": "As long as Starmie has any React Energy cards attached to it, prevent all "
                  + "effects, including damage, done to any of your Starmie in play " + "by attacks from your opponent's "
                  + "Pokémon-ex."}
        self.assertEqual(recognize_power(shield, "Starmie"), SHIELD)
        gen = {"type": "Poké-Power", "text": "Once during your turn (before your attack), if Seel has no React Energy "
               + "cards attached to it, you may search your deck " + "for a React Energy card and attach it to Seel. "
               + "This power can't be used if Seel is affected by a Special Condition."}
        self.assertEqual(recognize_power(gen, "Seel"), GENERATOR)


if __name__ == "__main__":
    unittest.main()
