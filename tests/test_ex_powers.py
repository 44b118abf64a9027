"""EX-era Poké-Bodies and Poké-Powers of the H4 slice on scripted boards: between-turns
bodies, Knock Out answers, locks, dual types, conditional modifiers, and greedy's use of the
activated ones.  Real cards of the bundled database by id (the test first checks the program
shape it relies on); no card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACK, A_POWER, A_RETREAT, A_TRAINER
from ptcgsim.kernel.effects import condition_immune_nb
from ptcgsim.kernel.predicates import holder_is_type_nb
from ptcgsim.kernel.trainer_value import program_score_nb
from tests.kernel_harness import A_EVOLVE, Board

TYPHLOSION, MEGANIUM, GRANBULL, MAGCARGO = "ex10-17", "ex10-9", "ex10-39", "ex10-41"
DARK_WEEZING, DARK_TYRANITAR, WEEZING, SHEDINJA = "ex7-42", "ex7-20", "ex11-33", "ex8-14"
DODRIO, ARMALDO, PINSIR, SPINDA, FLYGON = "ex5-33", "ex2-1", "ex12-24", "ex12-26", "ex3-15"
NATU, KOFFING, GENGAR, BLAZIKEN, SHELGON = "ex8-66", "ex7-61", "ex12-5", "ex9-1", "ex3-41"
SCEPTILE, METAGROSS, PELIPPER, FEAROW = "ex9-10", "ex5-11", "ex14-26", "ex14-18"
MARILL, AZUMARILL, SEALEO, SHIFTRY = "ex7-68", "ex7-1", "ex12-43", "ex8-25"
CHANSEY_EX, BIRCH, HOUNDOUR = "ex1-96", "ex1-89", "ex10-60"
HITMONCHAN, BLASTOISE, PIKACHU = "base1-7", "base1-2", "base1-58"
FIGHT, FIRE, GRASS, PSY, WATER, METAL = "base1-97", "base1-98", "base1-99", "base1-101", "base1-102", "sve-8"


def header(card_id: str) -> list:
    return load_db().get(card_id).powers[0].effects[0]


def powers(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_POWER))


def power_score(b: Board, p: int, s: int) -> float:
    k = int(b.st.slot[p, s, L.S_CARD])
    r0, r1 = int(b.ct.pw_prog[p, k, 0]), int(b.ct.pw_prog[p, k, 1])
    return program_score_nb(b.st, b.ct, b.R, p, s, -1, r0 + 1, r1, b.pl(p, L.PL_HAND_N), b.units)


class TestShapes(unittest.TestCase):
    def test_headers(self):
        bt = fx.PASSIVE_BETWEEN_TURNS
        self.assertEqual(header(TYPHLOSION), ["POWER_PASSIVE", bt, 0, 10 + 1000 * fx.BT_ACTIVES])
        self.assertEqual(header(MEGANIUM), ["POWER_PASSIVE", bt, 0, 10 + 1000 * fx.BT_HEAL_NON_EX])
        self.assertEqual(header(DARK_WEEZING), ["POWER_PASSIVE", bt, 0, 10 + 1000 * fx.BT_POISONED])
        self.assertEqual(header(DARK_TYRANITAR), ["POWER_PASSIVE", bt, 0, 10 + 1000 * fx.BT_OPP_BENCH_BASIC])
        self.assertEqual(header(WEEZING), ["POWER_PASSIVE", bt, 0, 10 + 1000 * fx.BT_OPP_BODIES])
        self.assertEqual(header(SHEDINJA)[1], fx.PASSIVE_NO_PRIZE)
        self.assertEqual(header(DODRIO)[1], fx.PASSIVE_RETREAT_ANY_STATUS)
        self.assertEqual(header(ARMALDO)[1], fx.PASSIVE_NO_SUPPORTERS)
        self.assertEqual(header(PINSIR)[1], fx.PASSIVE_NO_BASIC_ATTACKS)
        self.assertEqual(header(SPINDA)[1], fx.PASSIVE_BASIC_ATTACK_FLIP)
        self.assertEqual(header(MAGCARGO), ["POWER_PASSIVE", fx.PASSIVE_DUAL_TYPE, 0, 5 + 16 * 6])
        self.assertEqual(header(FLYGON), ["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, 20])
        self.assertEqual(header(NATU)[1], fx.PASSIVE_MIRROR_COND)
        self.assertEqual(header(KOFFING)[1:], [fx.PASSIVE_KO_HIT_BACK, 0, 1000 * ((1 << fx.CONFUSED) | (1 << fx.POISONED))])
        self.assertEqual(header(GENGAR)[1:], [fx.PASSIVE_KO_HIT_BACK, 0, 30 + 1000 * fx.KO_ANY_OPP])
        self.assertEqual(header(AZUMARILL), ["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE | fx.PW_ACTIVE_ONLY])


class TestBetweenTurns(unittest.TestCase):
    def test_counters_on_each_active(self):
        b = Board([TYPHLOSION], [HITMONCHAN], rules="ex")
        b.active(0, TYPHLOSION)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, HITMONCHAN)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0), b.dmg(1, 1)), (10, 10, 0))

    def test_only_while_active(self):
        b = Board([HITMONCHAN, TYPHLOSION], [HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.bench(0, 1, TYPHLOSION)
        b.active(1, HITMONCHAN)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0)), (0, 0))

    def test_heal_everyone_but_pokemon_ex(self):
        b = Board([MEGANIUM, CHANSEY_EX], [HITMONCHAN], rules="ex")
        b.active(0, MEGANIUM, damage=20)
        b.bench(0, 1, CHANSEY_EX, damage=20)
        b.active(1, HITMONCHAN, damage=30)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(1, 0)), (10, 20, 20))

    def test_more_on_a_poisoned_pokemon(self):
        b = Board([DARK_WEEZING], [HITMONCHAN], rules="ex")
        b.active(0, DARK_WEEZING)
        b.active(1, HITMONCHAN)
        b.cond(1, fx.POISONED)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0)), (0, 20))

    def test_opponents_benched_basics(self):
        b = Board([DARK_TYRANITAR], [HITMONCHAN, BLASTOISE], rules="ex")
        b.active(0, DARK_TYRANITAR)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, HITMONCHAN)
        b.bench(1, 2, BLASTOISE)
        b.checkup()
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)), (0, 10, 0))

    def test_opponents_pokemon_with_a_poke_body(self):
        b = Board([WEEZING], [HITMONCHAN, GRANBULL], rules="ex")
        b.active(0, WEEZING)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, GRANBULL)
        b.checkup()
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 10))


class TestKnockOuts(unittest.TestCase):
    def test_no_prize_for_it(self):
        for card, left in ((SHEDINJA, 6), (HITMONCHAN, 5)):
            b = Board([HITMONCHAN], [SHEDINJA, HITMONCHAN], rules="ex")
            b.active(0, HITMONCHAN)
            b.active(1, card, damage=100)
            b.bench(1, 1, HITMONCHAN)
            b.turn(3, cur=1)
            b.resolve_kos()
            self.assertEqual(b.pl(0, L.PL_PRIZES_LEFT), left, card)

    def test_knocked_out_active_confuses_and_poisons_the_attacker(self):
        b = Board([HITMONCHAN, FIGHT], [KOFFING], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT)
        b.active(1, KOFFING, damage=40)
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_STATUS), fx.CONFUSED)
        self.assertGreater(b.pl(0, L.PL_POISON), 0)

    def test_not_when_it_survives(self):
        b = Board([HITMONCHAN, FIGHT], [KOFFING], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT)
        b.active(1, KOFFING)
        b.attack(0, 0)
        self.assertEqual((b.pl(0, L.PL_STATUS), b.pl(0, L.PL_POISON)), (0, 0))

    def test_counters_on_a_pokemon_they_knock_out(self):
        b = Board([HITMONCHAN, PIKACHU, FIGHT], [GENGAR], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT, FIGHT, FIGHT)
        b.bench(0, 1, PIKACHU, damage=20)
        b.bench(0, 2, PIKACHU)
        b.active(1, GENGAR, damage=90)
        b.attack(0, 1)  # 40, less 30 Resistance
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2)), (0, 50, 0))

    def test_else_on_the_attacker(self):
        b = Board([HITMONCHAN, PIKACHU, FIGHT], [GENGAR], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT, FIGHT, FIGHT)
        b.bench(0, 1, PIKACHU)
        b.active(1, GENGAR, damage=90)
        b.attack(0, 1)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (30, 0))


class TestLocks(unittest.TestCase):
    def test_retreat_while_asleep(self):
        for card, ok in ((DODRIO, True), (HITMONCHAN, False)):
            b = Board([card, HITMONCHAN, FIGHT], [HITMONCHAN], rules="ex")
            b.active(0, card)
            b.attach(0, 0, FIGHT, FIGHT)
            b.bench(0, 1, HITMONCHAN)
            b.active(1, HITMONCHAN)
            b.cond(0, fx.ASLEEP)
            self.assertEqual(bool(b.legal_kinds(0, A_RETREAT)), ok, card)

    def test_no_supporters_while_it_is_active(self):
        b = Board([HITMONCHAN, BIRCH], [ARMALDO, HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.hand(0, BIRCH)
        b.deck(0, *[HITMONCHAN] * 10)
        b.active(1, ARMALDO)
        b.bench(1, 1, HITMONCHAN)
        self.assertEqual(b.legal_kinds(0, A_TRAINER), [])
        b.active(1, HITMONCHAN)
        b.bench(1, 1, ARMALDO)
        self.assertNotEqual(b.legal_kinds(0, A_TRAINER), [])

    def test_basic_pokemon_cant_attack_a_lone_active(self):
        b = Board([HITMONCHAN, FIGHT], [PINSIR, HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT)
        b.active(1, PINSIR)
        self.assertEqual(b.legal_kinds(0, A_ATTACK), [])
        b.bench(1, 1, HITMONCHAN)
        self.assertNotEqual(b.legal_kinds(0, A_ATTACK), [])

    def test_basic_attacker_flips(self):
        for coin, dmg in (("T", 0), ("H", 40)):  # Spinda: Weakness to Fighting
            b = Board([HITMONCHAN, FIGHT], [SPINDA], rules="ex")
            b.active(0, HITMONCHAN)
            b.attach(0, 0, FIGHT)
            b.active(1, SPINDA)
            b.coins(coin)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1, 0), dmg, coin)


class TestTypesAndModifiers(unittest.TestCase):
    def test_dual_type_with_its_energy(self):
        for energy, dmg in ((FIGHT, 60), (FIRE, 30)):  # Pikachu: Weakness to Fighting
            b = Board([MAGCARGO, FIRE, FIGHT], [PIKACHU], rules="ex")
            b.active(0, MAGCARGO)
            b.attach(0, 0, FIRE, energy)
            b.active(1, PIKACHU)
            self.assertEqual(bool(holder_is_type_nb(b.st, b.ct, 0, 0, 5)), energy == FIGHT)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1, 0), dmg, energy)

    def test_sand_guard_flip(self):
        for coin, dmg in (("H", 20), ("T", 40)):
            b = Board([HITMONCHAN, FIGHT], [FLYGON], rules="ex")
            b.active(0, HITMONCHAN)
            b.attach(0, 0, FIGHT, FIGHT, FIGHT)
            b.active(1, FLYGON)
            b.coins(coin)
            b.attack(0, 1)
            self.assertEqual(b.dmg(1, 0), dmg, coin)

    def test_mirror_coat(self):
        b = Board([HOUNDOUR, FIRE], [NATU], rules="ex")
        b.active(0, HOUNDOUR)
        b.attach(0, 0, FIRE)
        b.active(1, NATU)
        b.attack(0, 0)
        self.assertGreater(b.pl(1, L.PL_POISON), 0)
        self.assertGreater(b.pl(0, L.PL_POISON), 0)

    def test_more_damage_at_low_hp(self):
        for dmg_on, done in ((70, 50), (60, 10)):  # 110 HP: 40 left, then 50 left
            b = Board([BLAZIKEN, FIRE], [HITMONCHAN], rules="ex")
            b.active(0, BLAZIKEN, damage=dmg_on)
            b.attach(0, 0, FIRE)
            b.active(1, HITMONCHAN)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1, 0), done, dmg_on)

    def test_less_damage_with_a_basic_energy(self):
        for energy, dmg in ((True, 10), (False, 20)):
            b = Board([HITMONCHAN, FIGHT], [SHELGON, FIRE], rules="ex")
            b.active(0, HITMONCHAN)
            b.attach(0, 0, FIGHT)
            b.active(1, SHELGON)
            if energy:
                b.attach(1, 0, FIRE)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1, 0), dmg, energy)

    def test_your_pokemon_take_less_while_it_is_active(self):
        b = Board([HITMONCHAN, FIGHT], [GRANBULL], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT)
        b.active(1, GRANBULL)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 30)  # 20, x2 Weakness, then 10 less

    def test_no_special_conditions_for_an_active_with_grass_energy(self):
        b = Board([HITMONCHAN, SCEPTILE, GRASS], [HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.bench(0, 1, SCEPTILE)
        b.active(1, HITMONCHAN)
        self.assertFalse(condition_immune_nb(b.st, b.ct, 0, fx.PARALYZED))
        b.attach(0, 0, GRASS)
        self.assertTrue(condition_immune_nb(b.st, b.ct, 0, fx.PARALYZED))
        self.assertTrue(condition_immune_nb(b.st, b.ct, 0, fx.BURNED))


class TestActivatedPowers(unittest.TestCase):
    def test_metal_energy_from_the_bench_to_the_active(self):
        b = Board([HITMONCHAN, METAGROSS, METAL], [HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.bench(0, 1, METAGROSS)
        b.active(1, HITMONCHAN)
        b.attach(0, 0, METAL)
        self.assertEqual(powers(b), [])  # only on the Active: nothing to move
        b.attach(0, 1, METAL)
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (2, 0))
        self.assertEqual(powers(b), [])

    def test_switch_only_a_delta_active(self):
        b = Board([HITMONCHAN, FEAROW, PELIPPER], [HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.bench(0, 1, PELIPPER)
        b.active(1, HITMONCHAN)
        self.assertEqual(powers(b), [])
        b.active(0, FEAROW)
        self.assertEqual(powers(b), [1])

    def test_froth_paralyzes_when_it_evolves_the_active(self):
        b = Board([MARILL, AZUMARILL], [HITMONCHAN], rules="ex")
        b.active(0, MARILL)
        b.active(1, HITMONCHAN)
        b.hand(0, AZUMARILL)
        b.apply(0, A_EVOLVE, b.k(0, AZUMARILL), 0)
        self.assertEqual(b.card(0, 0), AZUMARILL)
        self.assertEqual(b.pl(1, L.PL_STATUS), fx.PARALYZED)

    def test_froth_not_for_a_benched_pokemon(self):
        b = Board([HITMONCHAN, MARILL, AZUMARILL], [HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.bench(0, 1, MARILL)
        b.active(1, HITMONCHAN)
        b.hand(0, AZUMARILL)
        b.apply(0, A_EVOLVE, b.k(0, AZUMARILL), 1)
        self.assertEqual(b.pl(1, L.PL_STATUS), 0)

    def test_power_circulation_greedy_avoids_knocking_itself_out(self):
        b = Board([HITMONCHAN, SEALEO, WATER], [HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.bench(0, 1, SEALEO)
        b.active(1, HITMONCHAN)
        b.st.disc[0, b.k(0, WATER)] = 1
        self.assertEqual(powers(b), [1])
        self.assertGreater(power_score(b, 0, 1), 0)
        b.damage(0, 1, 60)  # 70 HP: the counter would Knock it Out
        self.assertLessEqual(power_score(b, 0, 1), 0)
        b.apply(0, A_POWER, 1)  # when used: the card on top, a counter on it
        self.assertEqual(b.in_discard(0, WATER), 0)
        self.assertEqual(b.dmg(0, 1), 70)

    def test_fan_action_when_the_active_is_about_to_be_knocked_out(self):
        b = Board([PIKACHU, SHIFTRY], [HITMONCHAN, FIGHT], rules="ex")
        b.active(0, PIKACHU)
        b.bench(0, 1, SHIFTRY)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, HITMONCHAN)
        self.assertLessEqual(power_score(b, 0, 1), 0)  # their Active can't attack: no need
        b.attach(1, 0, FIGHT, FIGHT, FIGHT)
        self.assertGreater(power_score(b, 0, 1), 0)


if __name__ == "__main__":
    unittest.main()
