"""Pokémon Powers of the classic sets (issue 4): each power on a scripted board, the
rules of Trainers played as Pokémon, greedy's use of powers, and random games with
every invariant checked.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id);
coins are forced with seeds found at run time.  No card text lives here.
"""

from __future__ import annotations

import unittest

import numpy as np

from ptcgsim.cards import load_db
from ptcgsim.effects import ASLEEP, CONFUSED, PARALYZED, POISONED
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_POWER
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from tests.kernel_harness import A_ATTACK, A_EVOLVE, A_RETREAT, A_TRAINER, Board

FIRE, GRASS, LIGHT, PSY, WATER, FIGHT, DCE = ("base1-98", "base1-99", "base1-100", "base1-101",
                                              "base1-102", "base1-97", "base1-96")
ALAKAZAM, BLASTOISE, CHARIZARD, MACHAMP, VENUSAUR = "base1-1", "base1-2", "base1-4", "base1-8", "base1-15"
HITMONCHAN, PIKACHU, SQUIRTLE, WARTORTLE, BULBASAUR, IVYSAUR, CHANSEY = (
    "base1-7", "base1-58", "base1-63", "base1-42", "base1-44", "base1-30", "base1-3")
MR_MIME, SNORLAX, VILEPLUME, DODRIO = "base2-6", "base2-11", "base2-15", "base2-34"
AERODACTYL, DRAGONITE, GENGAR, HAUNTER, MUK, SLOWBRO, KABUTO, TENTACOOL = (
    "base3-1", "base3-4", "base3-5", "base3-6", "base3-13", "base3-43", "base3-50", "base3-56")
DOLL, FOSSIL = "base1-70", "base3-62"


def powers(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_POWER))


def plan(b: Board, p: int = 0) -> tuple[int, int, int]:
    greedy_plan_nb(b.st, b.ct, b.R, p, b.units)
    return tuple(int(x) for x in b.st.acts[0])


class TestPowerData(unittest.TestCase):
    def test_base_powers_implemented_except_the_documented_ones(self):
        db = load_db()
        left = set()
        for cid in (ALAKAZAM, BLASTOISE, CHARIZARD, MACHAMP, VENUSAUR, MR_MIME, SNORLAX, VILEPLUME, DODRIO,
                    AERODACTYL, DRAGONITE, GENGAR, HAUNTER, MUK, SLOWBRO, KABUTO, TENTACOOL, "base2-55", "base3-52"):
            for pw in db.get(cid).powers:
                self.assertTrue(pw.implemented, (cid, pw.name))
                self.assertIn(pw.effects[0][0], ("POWER_ACTIVATED", "POWER_PASSIVE"))
        for cid in ("base1-21", "base4-25", "base3-3", "base3-18"):  # Buzzap, Transform (all printings)
            for pw in db.get(cid).powers:
                self.assertTrue(pw.implemented, (cid, pw.name))
        for cid in (DOLL, FOSSIL):
            self.assertTrue(db.get(cid).implemented)


class TestRainDance(unittest.TestCase):
    def board(self):
        b = Board([BLASTOISE, SQUIRTLE, WATER, FIGHT, HITMONCHAN], [HITMONCHAN])
        b.active(0, SQUIRTLE)
        b.bench(0, 1, BLASTOISE)
        b.bench(0, 2, HITMONCHAN)
        b.active(1, HITMONCHAN)
        return b

    def test_attach_as_often_as_you_like_without_the_turns_attachment(self):
        b = self.board()
        b.hand(0, WATER, WATER, FIGHT)
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        b.apply(0, A_POWER, 1)
        total = b.n_energy(0, 0) + b.n_energy(0, 1)
        self.assertEqual(total, 2)
        self.assertEqual(b.n_energy(0, 2), 0)  # never on a non-Water Pokémon
        self.assertEqual(b.in_hand(0, WATER), 0)
        self.assertEqual(b.pl(0, L.PL_ENERGY_DONE), 0)
        self.assertEqual(powers(b), [])  # no Water left in hand

    def test_needs_water_in_hand(self):
        b = self.board()
        b.hand(0, FIGHT)
        self.assertEqual(powers(b), [])

    def test_blocked_when_asleep_confused_paralyzed_active(self):
        for cond in (ASLEEP, CONFUSED, PARALYZED):
            b = Board([BLASTOISE, WATER], [HITMONCHAN])
            b.active(0, BLASTOISE)
            b.active(1, HITMONCHAN)
            b.hand(0, WATER)
            self.assertEqual(powers(b), [0])
            b.cond(0, cond)
            self.assertEqual(powers(b), [], cond)

    def test_toxic_gas_switches_it_off(self):
        b = Board([BLASTOISE, WATER], [MUK])
        b.active(0, BLASTOISE)
        b.hand(0, WATER)
        b.active(1, MUK)
        self.assertEqual(powers(b), [])
        b.cond(1, ASLEEP)  # Toxic Gas stops while Muk is Asleep
        self.assertEqual(powers(b), [0])

    def test_greedy_attaches_to_the_pokemon_that_needs_water(self):
        b = Board([BLASTOISE, WARTORTLE, WATER, HITMONCHAN], [HITMONCHAN])
        b.active(0, WARTORTLE)  # no energy yet: Withdraw W + C, Bite W + CC
        b.bench(0, 1, BLASTOISE)
        b.attach(0, 1, WATER, WATER, WATER)  # Hydro Pump paid already
        b.active(1, HITMONCHAN)
        b.hand(0, WATER)
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        self.assertEqual(plan(b), (A_POWER, 1, 0))
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.n_energy(0, 0), 1)
        self.assertEqual(b.n_energy(0, 1), 3)


class TestEnergyTrans(unittest.TestCase):
    def board(self):
        b = Board([VENUSAUR, IVYSAUR, GRASS], [HITMONCHAN])
        b.active(0, IVYSAUR)  # Vine Whip G + CC
        b.attach(0, 0, GRASS, GRASS)
        b.bench(0, 1, VENUSAUR)
        b.attach(0, 1, GRASS)
        b.active(1, HITMONCHAN)
        return b

    def test_moves_a_grass_energy(self):
        b = self.board()
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.n_energy(0, 0) + b.n_energy(0, 1), 3)
        self.assertEqual(powers(b), [1])  # as often as you like

    def test_greedy_moves_toward_the_attacker_and_stops(self):
        b = self.board()
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        self.assertEqual(plan(b), (A_POWER, 1, 0))
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.n_energy(0, 0), 3)
        self.assertEqual(b.n_energy(0, 1), 0)
        self.assertEqual(plan(b)[0], A_ATTACK)  # the attack is paid now: no more moves

    def test_needs_grass_energy_and_two_pokemon(self):
        b = Board([VENUSAUR, FIRE], [HITMONCHAN])
        b.active(0, VENUSAUR)
        b.attach(0, 0, FIRE)
        b.active(1, HITMONCHAN)
        self.assertEqual(powers(b), [])


class TestDamageSwap(unittest.TestCase):
    def board(self):
        b = Board([ALAKAZAM, CHANSEY, FIGHT], [HITMONCHAN, FIGHT])
        b.active(0, ALAKAZAM, damage=60)  # 80 HP, 20 left
        b.bench(0, 1, CHANSEY)  # 120 HP
        b.active(1, HITMONCHAN)
        b.attach(1, 0, FIGHT, FIGHT, FIGHT)  # Special Punch 40 next turn
        return b

    def test_moves_one_counter_never_knocking_out(self):
        b = self.board()
        self.assertEqual(powers(b), [0])
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.dmg(0, 0) + b.dmg(0, 1), 60)
        self.assertEqual(b.dmg(0, 1) % 10, 0)
        b2 = Board([ALAKAZAM, PIKACHU], [HITMONCHAN])
        b2.active(0, ALAKAZAM, damage=10)
        b2.bench(0, 1, PIKACHU, damage=30)  # 40 HP: one more counter would Knock it Out
        b2.active(1, HITMONCHAN)
        b2.st.pl[0, L.PL_KIND] = 1  # random chooser: still only legal moves
        for _ in range(5):
            if powers(b2):
                b2.apply(0, A_POWER, 0)
        self.assertLess(b2.dmg(0, 1), 40)

    def test_greedy_saves_the_active_from_a_knock_out(self):
        b = self.board()
        moves = 0
        while plan(b) == (A_POWER, 0, 0):
            b.apply(0, A_POWER, 0)
            moves += 1
            self.assertLess(moves, 10)
        self.assertEqual(moves, 3)  # 20 left -> 50 left survives 40
        self.assertEqual(b.dmg(0, 0), 30)
        self.assertEqual(b.dmg(0, 1), 30)

    def test_greedy_leaves_a_safe_active_alone(self):
        b = self.board()
        b.damage(0, 0, 10)
        self.assertNotEqual(plan(b)[0], A_POWER)


class TestStrangeBehavior(unittest.TestCase):
    def test_moves_counters_onto_slowbro_only(self):
        b = Board([SLOWBRO, CHANSEY], [HITMONCHAN])
        b.active(0, CHANSEY, damage=40)
        b.bench(0, 1, SLOWBRO, damage=40)  # 60 HP: room for one counter
        b.active(1, HITMONCHAN)
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (30, 50))
        self.assertEqual(powers(b), [])  # one more would Knock Slowbro Out


class TestHeal(unittest.TestCase):
    def board(self, coins):
        b = Board([VILEPLUME, CHANSEY], [HITMONCHAN])
        b.active(0, CHANSEY, damage=30)
        b.bench(0, 1, VILEPLUME)
        b.active(1, HITMONCHAN)
        b.coins(coins)
        return b

    def test_heads_heals_once_per_turn(self):
        b = self.board("H")
        self.assertEqual(plan(b), (A_POWER, 1, 0))
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.dmg(0, 0), 20)
        self.assertEqual(powers(b), [])
        b.turn(5)
        self.assertEqual(powers(b), [1])

    def test_tails_nothing(self):
        b = self.board("T")
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.dmg(0, 0), 30)
        self.assertEqual(powers(b), [])

    def test_needs_damage(self):
        b = self.board("H")
        b.damage(0, 0, 0)
        self.assertEqual(powers(b), [])


class TestCurse(unittest.TestCase):
    def test_moves_an_opponent_counter_and_greedy_knocks_out(self):
        b = Board([GENGAR], [PIKACHU, CHANSEY])
        b.active(0, GENGAR)
        b.active(1, CHANSEY, damage=20)
        b.bench(1, 1, PIKACHU, damage=30)
        self.assertEqual(plan(b), (A_POWER, 0, 0))
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.dmg(1, 1), 40)  # onto Pikachu: Knocked Out
        self.assertEqual(b.dmg(1, 0), 10)
        self.assertEqual(powers(b), [])  # once per turn


class TestStepInCowardice(unittest.TestCase):
    def test_step_in_from_the_bench_only(self):
        b = Board([DRAGONITE, PIKACHU], [HITMONCHAN])
        b.active(0, PIKACHU)
        b.bench(0, 1, DRAGONITE)
        b.active(1, HITMONCHAN)
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.card(0, 0), DRAGONITE)
        self.assertEqual(powers(b), [])

    def test_cowardice_returns_to_hand_not_the_turn_it_was_played(self):
        b = Board([TENTACOOL, PIKACHU, WATER], [HITMONCHAN])
        b.active(0, PIKACHU)
        b.bench(0, 1, TENTACOOL, played_turn=3)
        b.attach(0, 1, WATER)
        b.active(1, HITMONCHAN)
        self.assertEqual(powers(b), [])
        b.st.slot[0, 1, L.S_PLAYED_TURN] = 1
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        self.assertIsNone(b.card(0, 1))
        self.assertEqual(b.in_hand(0, TENTACOOL), 1)
        self.assertEqual(b.in_discard(0, WATER), 1)


class TestPassives(unittest.TestCase):
    def hitmonchan_vs(self, card, **kw):
        b = Board([HITMONCHAN, FIGHT], [card, MUK, FIGHT], **kw)
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT, FIGHT, FIGHT)
        b.active(1, card)
        return b

    def test_invisible_wall(self):
        b = self.hitmonchan_vs(MR_MIME)
        b.attack(0, 1)  # Special Punch 40: prevented
        self.assertEqual(b.dmg(1), 0)
        b.attack(0, 0)  # Jab 20
        self.assertEqual(b.dmg(1), 20)

    def test_toxic_gas_stops_invisible_wall(self):
        b = self.hitmonchan_vs(MR_MIME)
        b.bench(1, 1, MUK)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 40)

    def test_kabuto_armor_halves(self):
        b = self.hitmonchan_vs(KABUTO)
        b.st.pl[1, L.PL_PRIZES_LEFT] = 6
        b.attack(0, 0)  # Jab 20 -> 10
        self.assertEqual(b.dmg(1), 10)

    def test_strikes_back(self):
        b = self.hitmonchan_vs(MACHAMP)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 20)
        self.assertEqual(b.dmg(0), 10)
        b2 = self.hitmonchan_vs(MACHAMP)
        b2.cond(1, ASLEEP)
        b2.attack(0, 0)
        self.assertEqual(b2.dmg(0), 0)

    def test_thick_skinned(self):
        b = Board([SNORLAX], [HITMONCHAN])
        b.active(0, SNORLAX)
        b.active(1, HITMONCHAN)
        from ptcgsim.kernel.effects import condition_immune_nb
        for cond in (ASLEEP, CONFUSED, PARALYZED, POISONED):
            self.assertTrue(condition_immune_nb(b.st, b.ct, 0, cond))

    def test_thick_skinned_against_an_attack(self):
        # Nidoran-like poison attack: use Ivysaur's Poisonpowder (GGG)
        b = Board([IVYSAUR, GRASS], [SNORLAX])
        b.active(0, IVYSAUR)
        b.attach(0, 0, GRASS, GRASS, GRASS)
        b.active(1, SNORLAX)
        b.attack(0, 1)
        self.assertEqual(b.pl(1, L.PL_POISON), 0)

    def test_transparency_both_coins(self):
        b = self.hitmonchan_vs(HAUNTER)
        b.coins("H")
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 0)
        b = self.hitmonchan_vs(HAUNTER)
        b.coins("T")
        b.attack(0, 1)  # 40 - 30 Resistance
        self.assertEqual(b.dmg(1), 10)

    def test_energy_burn(self):
        b = Board([CHARIZARD, WATER], [HITMONCHAN])
        b.active(0, CHARIZARD)
        b.attach(0, 0, WATER, WATER, WATER, WATER)
        b.active(1, HITMONCHAN)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_ATTACK)], [0])
        b.cond(0, CONFUSED)  # the power can't be used while Confused
        self.assertEqual(b.legal_kinds(0, A_ATTACK), [])

    def test_retreat_aid(self):
        b = Board([HITMONCHAN, DODRIO, FIGHT], [PIKACHU])
        b.active(0, HITMONCHAN)  # retreat 2
        b.attach(0, 0, FIGHT)
        b.bench(0, 1, DODRIO)
        b.active(1, PIKACHU)
        self.assertEqual(len(b.legal_kinds(0, A_RETREAT)), 1)
        b.retreat(0, 1)
        self.assertEqual(b.in_discard(0, FIGHT), 1)

    def test_prehistoric_power(self):
        b = Board([AERODACTYL, BULBASAUR, IVYSAUR], [HITMONCHAN])
        b.active(0, BULBASAUR)
        b.hand(0, IVYSAUR)
        b.active(1, HITMONCHAN)
        self.assertEqual(len(b.legal_kinds(0, A_EVOLVE)), 1)
        b.bench(0, 1, AERODACTYL)
        self.assertEqual(b.legal_kinds(0, A_EVOLVE), [])


class TestTrainersAsPokemon(unittest.TestCase):
    def test_clefairy_doll(self):
        b = Board([DOLL, PIKACHU], [HITMONCHAN, FIGHT])
        b.active(0, PIKACHU)
        b.active(1, HITMONCHAN)
        b.hand(0, DOLL)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_TRAINER)], [b.k(0, DOLL)])
        b.apply(0, A_TRAINER, b.k(0, DOLL))
        self.assertEqual(b.card(0, 1), DOLL)
        self.assertEqual(b.in_discard(0, DOLL), 0)
        self.assertEqual(int(b.ct.hp[0, b.k(0, DOLL)]), 10)
        # it can be discarded from play (an action), Toxic Gas or not
        self.assertEqual(powers(b), [1])
        # Active: no retreat, no Special Conditions, no prize when Knocked Out
        from ptcgsim.kernel.effects import switch_active_nb
        switch_active_nb(b.st, 0, 1)
        self.assertEqual(b.legal_kinds(0, A_RETREAT), [])
        b.attach(1, 0, FIGHT)
        b.turn(4, cur=1)
        b.attack(1, 0)
        self.assertEqual(b.resolve_kos(), 0)
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 6)
        self.assertEqual(b.in_discard(0, DOLL), 1)

    def test_doll_discard_from_play(self):
        b = Board([DOLL, PIKACHU], [HITMONCHAN])
        b.active(0, PIKACHU)
        b.bench(0, 1, DOLL)
        b.active(1, HITMONCHAN)
        b.apply(0, A_POWER, 1)
        self.assertIsNone(b.card(0, 1))
        self.assertEqual(b.in_discard(0, DOLL), 1)

    def test_mysterious_fossil_evolves(self):
        b = Board([FOSSIL, KABUTO, PIKACHU], [HITMONCHAN])
        b.active(0, PIKACHU)
        b.active(1, HITMONCHAN)
        b.hand(0, FOSSIL, KABUTO)
        b.apply(0, A_TRAINER, b.k(0, FOSSIL))
        self.assertEqual(b.card(0, 1), FOSSIL)
        self.assertEqual(b.legal_kinds(0, A_EVOLVE), [])  # played this turn
        b.turn(5)
        self.assertEqual(b.legal_kinds(0, A_EVOLVE), [(A_EVOLVE, b.k(0, KABUTO), 1)])
        b.apply(0, A_EVOLVE, b.k(0, KABUTO), 1)
        self.assertEqual(b.card(0, 1), KABUTO)


VENOMOTH, PORYGON, NIDOQUEEN, NIDOKING, CHARMANDER = "base2-13", "base1-39", "base2-7", "base1-11", "base1-46"


class TestTypeChanges(unittest.TestCase):
    def test_shift_takes_the_defenders_weakness_through_the_turn(self):
        from ptcgsim.kernel.predicates import slot_type_nb
        b = Board([VENOMOTH, CHARMANDER, GRASS], [BULBASAUR])
        b.active(0, VENOMOTH)
        b.attach(0, 0, GRASS, GRASS)
        b.bench(0, 1, CHARMANDER)
        b.active(1, BULBASAUR)  # weak to Fire
        self.assertEqual(plan(b), (A_POWER, 0, 0))
        b.apply(0, A_POWER, 0)
        self.assertEqual(slot_type_nb(b.st, b.ct, 0, 0), 1)  # Fire
        self.assertEqual(powers(b), [])  # once per turn
        b.coins("T")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 20)  # 10 x2 Weakness
        b.turn(4)
        self.assertEqual(slot_type_nb(b.st, b.ct, 0, 0), 0)  # Grass again

    def test_shift_needs_another_type_in_play(self):
        b = Board([VENOMOTH], [BULBASAUR])
        b.active(0, VENOMOTH)
        b.active(1, BULBASAUR)  # Grass too
        self.assertEqual(powers(b), [])

    def test_conversion_1_changes_the_defenders_weakness(self):
        from ptcgsim.kernel.effects import switch_active_nb
        b = Board([PORYGON, CHARMANDER, DCE], [HITMONCHAN])
        b.active(0, PORYGON)
        b.attach(0, 0, DCE)
        b.bench(0, 1, CHARMANDER)
        b.active(1, HITMONCHAN)  # weak to Psychic
        b.attack(0, 0)
        self.assertEqual(int(b.st.slot[1, 0, L.S_WEAK_OVER]), 2)  # Fire + 1
        switch_active_nb(b.st, 0, 1)
        b.attack(0, 0)  # Scratch 10, now x2
        self.assertEqual(b.dmg(1), 20)

    def test_conversion_2_changes_its_resistance(self):
        b = Board([PORYGON, DCE], [HITMONCHAN, FIGHT])
        b.active(0, PORYGON)
        b.attach(0, 0, DCE)
        b.active(1, HITMONCHAN)
        b.attach(1, 0, FIGHT)
        b.attack(0, 1)
        self.assertEqual(int(b.st.slot[0, 0, L.S_RES_OVER]), 6)  # Fighting + 1
        b.turn(4, cur=1)
        b.attack(1, 0)  # Jab 20 x2 Weakness -30 Resistance
        self.assertEqual(b.dmg(0), 10)


class TestBoyfriends(unittest.TestCase):
    def test_twenty_more_per_named_pokemon(self):
        for n, want in ((0, 20), (1, 40), (2, 60)):
            b = Board([NIDOQUEEN, NIDOKING, GRASS], [CHANSEY])
            b.active(0, NIDOQUEEN)
            b.attach(0, 0, GRASS, GRASS)
            for i in range(n):
                b.bench(0, 1 + i, NIDOKING)
            b.active(1, CHANSEY)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), want, n)


ELECTRODE, VOLTORB, DITTO, MAGNEMITE = "base1-21", "base1-67", "base3-18", "base1-53"
ENERGY_REMOVAL = "base1-92"


def refresh(b: Board):
    from ptcgsim.kernel.predicates import refresh_copies_nb
    refresh_copies_nb(b.st, b.ct)


def provided(b: Board, p: int, s: int) -> dict[str, int]:
    """Energy units attached to slot s, by type name (from the card table's rows)."""
    from ptcgsim.cards.schema import ENERGY_TYPES
    out: dict[str, int] = {}
    for i in range(b.n_energy(p, s)):
        e = int(b.st.en[p, s, i])
        for t, name in enumerate(ENERGY_TYPES):
            if b.ct.provides[p, e, t]:
                out[name] = out.get(name, 0) + int(b.ct.provides[p, e, t])
    return out


class TestBuzzap(unittest.TestCase):
    def board(self):
        b = Board([ELECTRODE, VOLTORB, PIKACHU, HITMONCHAN, LIGHT, FIGHT], [HITMONCHAN, FIGHT])
        b.active(0, PIKACHU)
        b.bench(0, 1, ELECTRODE, below=(VOLTORB,))
        b.attach(0, 1, LIGHT)
        b.active(1, HITMONCHAN)
        return b

    def test_knocked_out_it_becomes_two_energy_on_another_pokemon(self):
        b = self.board()
        self.assertEqual(powers(b), [1])
        b.apply(0, A_POWER, 1)
        b.resolve_kos()
        self.assertIsNone(b.card(0, 1))
        # Pikachu's Thunder Jolt wants Lightning: the new Energy card provides 2 of it
        self.assertEqual(provided(b, 0, 0), {"Lightning": 2})
        self.assertEqual(b.in_discard(0, VOLTORB), 1)
        self.assertEqual(b.in_discard(0, LIGHT), 1)
        self.assertEqual(b.in_discard(0, ELECTRODE), 0)
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 5)  # a Knock Out: the opponent takes a prize
        self.assertEqual(len(b.legal_kinds(0, A_ATTACK)), 2)  # Gnaw and Thunder Jolt now

    def test_the_energy_is_electrode_again_when_it_leaves_play(self):
        b = self.board()
        b.apply(0, A_POWER, 1)
        b.resolve_kos()
        b.damage(0, 0, 40)  # Pikachu Knocked Out: everything attached to the discard pile
        b.bench(0, 2, HITMONCHAN)
        b.resolve_kos()
        self.assertEqual(b.in_discard(0, ELECTRODE), 1)
        from ptcgsim.kernel.invariants import virtual_outside_play_nb
        self.assertFalse(virtual_outside_play_nb(b.st, b.ct, 0))

    def test_energy_removal_discards_electrode(self):
        b = Board([HITMONCHAN, FIGHT], [ELECTRODE, VOLTORB, PIKACHU, LIGHT, ENERGY_REMOVAL])
        b.turn(4, cur=1)
        b.active(1, PIKACHU)
        b.bench(1, 1, ELECTRODE, below=(VOLTORB,))
        b.active(0, HITMONCHAN)
        b.apply(1, A_POWER, 1)
        b.resolve_kos()
        self.assertEqual(provided(b, 1, 0), {"Lightning": 2})
        b.turn(5, cur=0)
        b.hand(0, FIGHT)
        from ptcgsim.kernel.effects import discard_energy_from_nb
        discard_energy_from_nb(b.st, b.ct, 0, 1, 0, 1, -1)
        self.assertEqual(b.n_energy(1, 0), 0)
        self.assertEqual(b.in_discard(1, ELECTRODE), 1)

    def test_blocked_when_asleep_and_without_another_pokemon(self):
        b = Board([ELECTRODE, VOLTORB, PIKACHU], [HITMONCHAN])
        b.active(0, ELECTRODE, below=(VOLTORB,))
        b.active(1, HITMONCHAN)
        self.assertEqual(powers(b), [])  # no other Pokémon to attach it to
        b.bench(0, 1, PIKACHU)
        self.assertEqual(powers(b), [0])
        b.cond(0, ASLEEP)
        self.assertEqual(powers(b), [])

    def test_greedy_uses_it_when_it_makes_the_actives_attack(self):
        b = self.board()
        b.st.pl[0, L.PL_ENERGY_DONE] = 1  # the turn's attachment is spent
        self.assertEqual(plan(b)[:2], (A_POWER, 1))

    def test_greedy_keeps_it_when_the_prize_would_lose_the_game(self):
        b = self.board()
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        b.set_prizes(1, 1)
        self.assertNotEqual(plan(b)[:2], (A_POWER, 1))

    def test_greedy_turns_a_doomed_active_into_energy(self):
        b = Board([ELECTRODE, VOLTORB, HITMONCHAN, FIGHT], [HITMONCHAN, FIGHT])
        b.active(0, ELECTRODE, below=(VOLTORB,), damage=70)  # 80 HP: Jab finishes it
        b.bench(0, 1, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.attach(1, 0, FIGHT, FIGHT, FIGHT)
        self.assertEqual(plan(b)[:2], (A_POWER, 0))
        b.apply(0, A_POWER, 0)
        b.resolve_kos()
        self.assertEqual(b.card(0, 0), HITMONCHAN)  # promoted
        self.assertEqual(provided(b, 0, 0), {"Fighting": 2})


class TestTransform(unittest.TestCase):
    def board(self, defending=HITMONCHAN, **kw):
        b = Board([DITTO, PIKACHU, LIGHT], [HITMONCHAN, PIKACHU, MUK, FIGHT], **kw)
        b.active(0, DITTO)
        b.bench(0, 1, PIKACHU)
        b.active(1, defending)
        refresh(b)
        return b

    def row(self, b, p=0, s=0):
        return int(b.st.slot[p, s, L.S_CARD])

    def test_the_active_ditto_is_the_defending_pokemon(self):
        b = self.board()
        k = self.row(b)
        self.assertEqual(b.card(0, 0), HITMONCHAN)
        ct = b.ct
        self.assertEqual(int(ct.hp[0, k]), 70)
        self.assertEqual(int(ct.n_atk[0, k]), 2)
        self.assertEqual(int(ct.retreat[0, k]), int(ct.retreat[1, b.k(1, HITMONCHAN)]))
        self.assertEqual(int(ct.weak_t[0, k]), int(ct.weak_t[1, b.k(1, HITMONCHAN)]))
        self.assertEqual(int(ct.real[0, k]), b.k(0, DITTO))

    def test_its_energy_counts_as_any_type(self):
        b = self.board()
        b.attach(0, 0, LIGHT)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_ATTACK)], [0])  # Jab (one Fighting)
        b.attach(0, 0, LIGHT, LIGHT)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_ATTACK)], [0, 1])  # Special Punch too
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 40)

    def test_itself_on_the_bench_asleep_or_under_toxic_gas(self):
        b = self.board()
        b.st.slot[0, [0, 1]] = b.st.slot[0, [1, 0]]  # Ditto to the Bench
        refresh(b)
        self.assertEqual(b.card(0, 1), DITTO)
        b.st.slot[0, [0, 1]] = b.st.slot[0, [1, 0]]
        refresh(b)
        self.assertEqual(b.card(0, 0), HITMONCHAN)
        b.cond(0, ASLEEP)
        refresh(b)
        self.assertEqual(b.card(0, 0), DITTO)
        b.st.pl[0, L.PL_STATUS] = 0
        b.bench(1, 1, MUK)
        refresh(b)
        self.assertEqual(b.card(0, 0), DITTO)

    def test_follows_a_new_defending_pokemon_and_can_be_knocked_out_by_it(self):
        b = self.board()
        b.damage(0, 0, 50)  # alive at 70 HP
        self.assertEqual(b.resolve_kos(), 0)
        self.assertEqual(b.card(0, 0), HITMONCHAN)
        b.active(1, PIKACHU)  # 40 HP: the copy has more damage than HP
        b.resolve_kos()
        self.assertEqual(b.card(0, 0), PIKACHU)  # Ditto Knocked Out, the Benched Pikachu promoted
        self.assertEqual(b.in_discard(0, DITTO), 1)
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 5)
        from ptcgsim.kernel.invariants import virtual_outside_play_nb
        self.assertFalse(virtual_outside_play_nb(b.st, b.ct, 0))

    def test_a_basic_copy_with_the_copys_weakness_not_its_own(self):
        b = self.board(defending=PIKACHU)
        self.assertEqual(b.card(0, 0), PIKACHU)
        self.assertEqual(int(b.ct.hp[0, self.row(b)]), 40)
        self.assertEqual(int(b.ct.stage[0, self.row(b)]), 0)
        # Ditto is weak to Fighting, a copy of Hitmonchan is not: Jab does 20, not 40
        b2 = Board([HITMONCHAN, FIGHT], [DITTO, PIKACHU, LIGHT])
        b2.active(0, HITMONCHAN)
        b2.attach(0, 0, FIGHT)
        b2.active(1, DITTO)
        refresh(b2)
        self.assertEqual(b2.card(1, 0), HITMONCHAN)
        b2.attack(0, 0)
        self.assertEqual(b2.dmg(1), 20)


class TestRandomGamesWithPowers(unittest.TestCase):
    def test_invariants_buzzap_and_transform(self):
        from ptcgsim.kernel.invariants import V_NAMES
        from ptcgsim.sim import Prepared
        deck = "tests/data/buzzap_transform.txt"
        for opp, players in (("decklists/theme_base1_blackout.txt", ("random", "random")),
                             ("decklists/theme_base3_lockdown.txt", ("greedy", "random")),
                             (deck, ("greedy", "greedy"))):
            prep = Prepared(deck, opp, "base", players, "standard", True, 200)
            rec, bad = prep.run_checked(seed=78, first_game=0, n=2_000)
            broken = {V_NAMES[c]: int((bad == c).sum()) for c in np.unique(bad) if c}
            self.assertFalse(broken, (opp, players, broken))
            self.assertTrue((rec["turns"] >= 1).all())


    def test_invariants_rain_dance_and_damage_swap(self):
        from ptcgsim.kernel.invariants import V_NAMES
        from ptcgsim.sim import Prepared
        for decks, players in ((("decklists/base_rain_dance.txt", "decklists/base_damage_swap.txt"), ("random", "random")),
                               (("decklists/base_damage_swap.txt", "decklists/base_rain_dance.txt"), ("greedy", "random")),
                               (("decklists/theme_base3_lockdown.txt", "decklists/base_rain_dance.txt"), ("random", "greedy"))):
            prep = Prepared(*decks, "base", players, "standard", True, 200)
            rec, bad = prep.run_checked(seed=77, first_game=0, n=2_000)
            broken = {V_NAMES[c]: int((bad == c).sum()) for c in np.unique(bad) if c}
            self.assertFalse(broken, (decks, players, broken))
            self.assertTrue((rec["turns"] >= 1).all())


if __name__ == "__main__":
    unittest.main()


class TestExpectedDamage(unittest.TestCase):
    """Greedy's damage estimate follows the damage rows the interpreter runs."""

    WIGGLYTUFF, JIGGLYPUFF, SCYTHER = "base2-16", "base2-54", "base2-10"

    def expected(self, b: Board, j: int) -> float:
        from ptcgsim.kernel.estimates import expected_damage_nb
        return float(expected_damage_nb(b.st, b.ct, b.R, 0, j))

    def test_do_the_wave_counts_the_bench(self):
        b = Board([self.WIGGLYTUFF, self.JIGGLYPUFF, DCE], [HITMONCHAN])
        b.active(0, self.WIGGLYTUFF)
        b.active(1, HITMONCHAN)
        j = [a.name for a in b.tables.cards[0][b.k(0, self.WIGGLYTUFF)].attacks].index("Do the Wave")
        self.assertEqual(self.expected(b, j), 10.0)
        for s in (1, 2, 3):
            b.bench(0, s, self.JIGGLYPUFF)
        self.assertEqual(self.expected(b, j), 40.0)
        b.attach(0, 0, DCE, DCE)
        b.attack(0, j)
        self.assertEqual(b.dmg(1), 40)  # the estimate is what the attack does

    def test_swords_dance_boost_is_expected(self):
        b = Board([self.SCYTHER, GRASS], [HITMONCHAN])
        b.active(0, self.SCYTHER)
        b.active(1, HITMONCHAN)
        names = [a.name for a in b.tables.cards[0][b.k(0, self.SCYTHER)].attacks]
        slash = names.index("Slash")
        self.assertEqual(self.expected(b, slash), 30.0)
        b.attach(0, 0, GRASS)
        b.attack(0, names.index("Swords Dance"))
        b.turn(5, cur=0)
        self.assertEqual(self.expected(b, slash), 60.0)
