"""coverage-3 opcodes on small scripted boards: board conditions and counts
(SKIP_UNLESS_COUNT, DMG_ADD_PER_COUNT), locks on the attacker (SELF_LOCK_NEXT), what an
attack's damage ignores (NO_WEAKNESS_RESISTANCE's mask), damage to any 1 of the opponent's
Pokémon (BENCH_OPP_ANY_ONE), healing each of one's Pokémon, discarding the Stadium, the
Item lock, drawing up to a hand size, milling one's own deck and searches that find only
what they name.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id, their
programs as the recogniser writes them).  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim.kernel import layout as L
from ptcgsim.kernel.effects import switch_active_nb
from tests.kernel_harness import A_ATTACK, A_RETREAT, A_TRAINER, Board

GRASS, FIRE, WATER, LIGHT, PSY, FIGHT, DARK, METAL = (f"sve-{i}" for i in range(1, 9))


def attacks(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_ATTACK))


class BoardCounts(unittest.TestCase):
    """board_count_nb, code by code, on one board (player 0 acting with its Active)."""

    def test_counts(self):
        from ptcgsim import effects as fx
        from ptcgsim.kernel.effects import board_count_nb

        b = Board(["sv1-109", "ex10-65", FIRE, "base1-96", "ex11-94"], ["ex1-100", "ex1-21", "ex10-65", WATER, FIRE], "ex")
        b.active(0, "sv1-109", damage=30)
        b.attach(0, 0, FIRE, FIRE, "base1-96")
        b.bench(0, 1, "ex10-65", damage=10)
        b.bench(0, 2, "ex10-65")
        b.active(1, "ex1-100", damage=20)
        b.attach(1, 0, WATER, FIRE)
        b.bench(1, 1, "ex1-21")
        b.attach(1, 1, WATER)
        b.cond(1, fx.ASLEEP)
        b.cond(1, fx.POISONED)
        b.set_prizes(0, 4)
        b.set_prizes(1, 5)
        b.st.pl[1, L.PL_PRIZES_TAKEN] = 1
        b.hand(1, WATER, WATER)
        b.deck(0, FIRE, FIRE, FIRE)
        b.st.g[L.G_STADIUM_P] = 0
        b.st.g[L.G_STADIUM_K] = b.k(0, "ex11-94")
        fire, water = 1, 2

        def n(code, arg=-1):
            return int(board_count_nb(b.st, b.ct, 0, 0, code, arg))

        self.assertEqual(n(fx.CNT_OPP_PRIZES_TAKEN), 1)
        self.assertEqual(n(fx.CNT_OPP_HAND), 2)
        self.assertEqual(n(fx.CNT_DEF_DAMAGE), 2)
        self.assertEqual(n(fx.CNT_SELF_DAMAGE), 3)
        self.assertEqual(n(fx.CNT_DEF_PRIZE), 2)  # a Pokémon-ex
        self.assertEqual(n(fx.CNT_DEF_STAGE), 0)
        self.assertEqual(n(fx.CNT_DEF_CONDS), 2)
        self.assertEqual((n(fx.CNT_DEF_COND + fx.ASLEEP), n(fx.CNT_DEF_COND + fx.CONFUSED),
                          n(fx.CNT_DEF_COND + fx.POISONED)), (1, 0, 1))
        self.assertEqual((n(fx.CNT_STADIUM), n(fx.CNT_OWN_STADIUM)), (1, 1))
        self.assertEqual((n(fx.CNT_OPP_ENERGY_ALL), n(fx.CNT_OPP_ENERGY_ALL, water), n(fx.CNT_OPP_ENERGY_ALL, fire)), (3, 2, 1))
        self.assertEqual(n(fx.CNT_OWN_ENERGY_ALL, fire), 2)
        self.assertEqual(n(fx.CNT_DEF_RETREAT), 2)
        self.assertEqual(n(fx.CNT_OWN_BENCH_DAMAGED), 1)
        self.assertEqual((n(fx.CNT_OPP_PRIZES_LEFT), n(fx.CNT_PRIZE_LEAD)), (5, -1))
        self.assertEqual((n(fx.CNT_DEF_ENERGY), n(fx.CNT_SELF_SPECIAL_ENERGY), n(fx.CNT_SELF_ENERGY, fire)), (2, 1, 2))
        self.assertEqual((n(fx.CNT_OWN_BENCH), n(fx.CNT_OPP_BENCH), n(fx.CNT_OWN_DECK)), (2, 1, 3))
        self.assertEqual((n(fx.CNT_DEF_TYPE, fire), n(fx.CNT_DEF_TYPE, water)), (1, 0))
        b.st.g[L.G_STADIUM_P] = 1
        self.assertEqual((n(fx.CNT_STADIUM), n(fx.CNT_OWN_STADIUM)), (1, 0))


class BoardConditions(unittest.TestCase):
    def test_more_damage_only_when_the_defender_is_damaged(self):
        # Rend: 20, plus 20 if the Defending Pokémon already has damage counters
        for dmg, expected in ((0, 20), (10, 50)):
            with self.subTest(damage=dmg):
                b = Board(["ex1-17", FIGHT], ["ex1-21"], "ex")
                b.active(0, "ex1-17")
                b.attach(0, 0, FIGHT, FIGHT)
                b.active(1, "ex1-21", damage=dmg)
                b.attack(0, 0)
                self.assertEqual(b.dmg(1), expected)

    def test_damage_per_prize_the_opponent_took(self):
        for taken, expected in ((0, 0), (2, 140)):
            with self.subTest(taken=taken):
                b = Board(["sv1-109", FIGHT], ["ex1-21"], "modern")
                b.active(0, "sv1-109")
                b.attach(0, 0, FIGHT)
                b.active(1, "ex1-21")
                b.st.pl[1, L.PL_PRIZES_TAKEN] = taken
                b.attack(0, 0)
                self.assertEqual(b.dmg(1), expected)


class LocksOnTheAttacker(unittest.TestCase):
    def test_cant_attack_during_the_next_turn(self):
        b = Board(["ex2-80", GRASS], ["ex1-21"], "ex")
        b.active(0, "ex2-80")
        b.attach(0, 0, GRASS)
        b.active(1, "ex1-21")
        b.bench(0, 1, "ex2-80")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 10)
        b.turn(5, cur=0)
        self.assertEqual(attacks(b), [])
        b.turn(7, cur=0)
        self.assertEqual(attacks(b), [0])
        # the Bench ends the effect
        b.turn(3, cur=0)
        b.attack(0, 0)
        b.turn(5, cur=0)
        switch_active_nb(b.st, 0, 1)
        switch_active_nb(b.st, 0, 1)
        self.assertEqual(attacks(b), [0])

    def test_cant_use_this_attack_during_the_next_turn(self):
        b = Board(["ex14-89", METAL], ["sv1-109"], "ex")
        b.active(0, "ex14-89")
        b.attach(0, 0, METAL, METAL, METAL, METAL)
        b.active(1, "sv1-109")
        self.assertIn(1, attacks(b))
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 100)
        b.turn(5, cur=0)
        self.assertNotIn(1, attacks(b))
        b.turn(7, cur=0)
        self.assertIn(1, attacks(b))

    def test_cant_use_this_attack_until_it_leaves_the_active_spot(self):
        b = Board(["sv5-38", FIRE], ["sv1-109"], "modern")
        b.active(0, "sv5-38")
        b.attach(0, 0, FIRE, FIRE, FIRE)
        b.active(1, "sv1-109")
        b.bench(0, 1, "sv5-38")
        self.assertIn(1, attacks(b))
        b.attack(0, 1)
        for turn in (5, 7, 9):
            b.turn(turn, cur=0)
            self.assertNotIn(1, attacks(b))
        switch_active_nb(b.st, 0, 1)
        switch_active_nb(b.st, 0, 1)
        self.assertIn(1, attacks(b))


class WhatTheDamageIgnores(unittest.TestCase):
    def test_resistance_only(self):
        # Aqua Sonic (Water, 20) into Water Resistance 30: Resistance ignored, so 20
        b = Board(["ex1-41", WATER], ["ex1-31"], "ex")
        b.active(0, "ex1-41")
        b.attach(0, 0, WATER, WATER)
        b.active(1, "ex1-31")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 20)

    def test_weakness_still_applies_when_only_resistance_is_ignored(self):
        b = Board(["ex1-41", WATER], ["ex1-100"], "ex")
        b.active(0, "ex1-41")
        b.attach(0, 0, WATER, WATER)
        b.active(1, "ex1-100")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 40)

    def test_effects_on_the_defending_pokemon_are_ignored(self):
        # Swift ignores a protection on the Defending Pokémon; Aqua Sonic (Resistance only) does not
        for attacker, energy, j, expected in (("ex1-31", GRASS, 1, 30), ("ex1-41", WATER, 0, 0)):
            with self.subTest(attacker=attacker):
                b = Board([attacker, energy], ["ex1-21"], "ex")
                b.active(0, attacker)
                b.attach(0, 0, energy, energy, energy)
                b.active(1, "ex1-21")
                b.st.slot[1, 0, L.S_PREVENT_UNTIL] = 3
                b.st.slot[1, 0, L.S_PREVENT_AMT] = 0
                b.attack(0, j)
                self.assertEqual(b.dmg(1), expected)


class DamageToAnyOpponentPokemon(unittest.TestCase):
    def board(self, answer: int) -> Board:
        b = Board(["ex1-21", WATER], ["ex1-100", "ex10-65"], "ex")
        b.active(0, "ex1-21")
        b.attach(0, 0, WATER)
        b.active(1, "ex1-100")
        b.bench(1, 1, "ex10-65")
        b.script(0, answer)
        b.attack(0, 0)
        return b

    def test_the_active_takes_it_as_attack_damage(self):
        b = self.board(0)  # options: the Active, then the Bench
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (40, 0))  # Weakness x2

    def test_a_benched_one_takes_it_without_weakness(self):
        b = self.board(1)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 20))


class HealEachStadiumLockDrawMill(unittest.TestCase):
    def test_heal_each_of_your_pokemon(self):
        b = Board(["ex3-7", "ex2-80", LIGHT], ["ex1-21"], "ex")
        b.active(0, "ex3-7", damage=20)
        b.bench(0, 1, "ex2-80", damage=10)
        b.bench(0, 2, "ex2-80")
        b.attach(0, 0, LIGHT)
        b.active(1, "ex1-21", damage=20)
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2), b.dmg(1, 0)), (10, 0, 0, 20))

    def _stadium_board(self, card: str, owner: int) -> Board:
        b = Board([card, "ex11-94", FIGHT, DARK, PSY], ["ex1-21", "ex11-94"], "ex")
        b.active(0, card)
        b.attach(0, 0, FIGHT, DARK, PSY)
        b.active(1, "ex1-21")
        b.st.g[L.G_STADIUM_P] = owner
        b.st.g[L.G_STADIUM_K] = b.k(owner, "ex11-94")
        return b

    def test_discard_the_stadium(self):
        b = self._stadium_board("ex10-111", 0)  # "discard": even one's own
        b.attack(0, 0)
        self.assertEqual(int(b.st.g[L.G_STADIUM_K]), -1)
        self.assertEqual(b.in_discard(0, "ex11-94"), 1)

    def test_you_may_discard_keeps_your_own(self):
        b = self._stadium_board("ex10-K", 0)
        b.attack(0, 0)
        self.assertEqual(int(b.st.g[L.G_STADIUM_P]), 0)
        b = self._stadium_board("ex10-K", 1)
        b.attack(0, 0)
        self.assertEqual(int(b.st.g[L.G_STADIUM_K]), -1)
        self.assertEqual(b.in_discard(1, "ex11-94"), 1)

    def test_item_lock_leaves_supporters(self):
        b = Board(["sv1-88", PSY], ["ex1-21", "sv1-181", "sv1-189", GRASS], "modern")
        b.active(0, "sv1-88")
        b.attach(0, 0, PSY)
        b.active(1, "ex1-21")
        b.deck(1, GRASS, "ex1-21", GRASS)
        b.hand(1, "sv1-181", "sv1-189")
        b.attack(0, 0)
        b.turn(4, cur=1)
        playable = {a[1] for a in b.legal_kinds(1, A_TRAINER)}
        self.assertIn(b.k(1, "sv1-189"), playable)
        self.assertNotIn(b.k(1, "sv1-181"), playable)
        b.turn(6, cur=1)
        self.assertIn(b.k(1, "sv1-181"), {a[1] for a in b.legal_kinds(1, A_TRAINER)})

    def test_draw_until_six_cards(self):
        for in_hand, expected in ((2, 6), (7, 7)):
            with self.subTest(hand=in_hand):
                b = Board(["me1-90", DARK], ["ex1-21"], "modern")
                b.active(0, "me1-90")
                b.attach(0, 0, DARK)
                b.active(1, "ex1-21")
                b.deck(0, *([DARK] * 10))
                b.hand(0, *([DARK] * in_hand))
                b.attack(0, 0)
                self.assertEqual(b.pl(0, L.PL_HAND_N), expected)

    def test_discard_the_top_cards_of_your_own_deck(self):
        b = Board(["sv2-135", DARK], ["ex1-21", GRASS], "modern")
        b.active(0, "sv2-135")
        b.attach(0, 0, DARK, DARK)
        b.active(1, "ex1-21")
        b.deck(0, *([DARK] * 6))
        b.deck(1, *([GRASS] * 6))
        b.attack(0, 1)
        self.assertEqual((b.pl(0, L.PL_DECK_N), b.pl(1, L.PL_DECK_N)), (2, 6))
        self.assertEqual(b.in_discard(0, DARK), 4)


class CountersEnergyMovesFirstTurn(unittest.TestCase):
    def test_counters_ignore_damage_protection_not_effect_protection(self):
        # Ghost Eye: 7 counters on the Active; a damage reduction does not stop counters,
        # a protection from the effects of attacks does
        for effects_too, expected in ((0, 70), (1, 0)):
            with self.subTest(effects_too=effects_too):
                b = Board(["sv2-97", PSY], ["sv1-109"], "modern")
                b.active(0, "sv2-97")
                b.attach(0, 0, PSY, PSY)
                b.active(1, "sv1-109")
                b.st.slot[1, 0, L.S_REDUCE_UNTIL] = 3
                b.st.slot[1, 0, L.S_REDUCE_AMT] = 60
                if effects_too:
                    b.st.slot[1, 0, L.S_PREVENT_UNTIL] = 3
                    b.st.slot[1, 0, L.S_PREVENT_EFFECTS] = 1
                b.attack(0, 0)
                self.assertEqual(b.dmg(1), expected)

    def test_feint_attack_on_the_bench_ignores_protections_there(self):
        b = Board(["ex2-2", GRASS], ["ex1-21", "ex10-65"], "ex")
        b.active(0, "ex2-2")
        b.attach(0, 0, GRASS, GRASS, GRASS)
        b.active(1, "ex1-21")
        b.bench(1, 1, "ex10-65")
        b.st.slot[1, 1, L.S_PREVENT_UNTIL] = 3  # (a protection on a Benched Pokémon)
        b.script(0, 1)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 40))

    def test_move_all_energy_to_one_benched_pokemon(self):
        b = Board(["sv1-145", "sv2-118", GRASS, FIGHT], ["sv1-109"], "modern")
        b.active(0, "sv1-145")
        b.attach(0, 0, GRASS, GRASS, FIGHT)
        b.bench(0, 1, "sv2-118")
        b.active(1, "sv1-109")
        b.attack(0, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (0, 3))

    def test_move_one_energy(self):
        b = Board(["sv2-118", "sv1-145", FIGHT], ["sv1-109"], "modern")
        b.active(0, "sv2-118")
        b.attach(0, 0, FIGHT, FIGHT)
        b.bench(0, 2, "sv1-145")
        b.active(1, "sv1-109")
        b.attack(0, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 2)), (1, 1))

    def test_not_on_the_second_players_first_turn(self):
        b = Board(["sv7-128", GRASS], ["sv1-109"], "modern")
        b.active(0, "sv7-128")
        b.attach(0, 0, GRASS, GRASS)
        b.active(1, "sv1-109")
        b.turn(2, cur=0, first=1)
        self.assertNotIn(0, attacks(b))
        b.turn(4, cur=0, first=1)
        self.assertIn(0, attacks(b))


class EnergyToHandOpponentDiscardsEvolveFromDeck(unittest.TestCase):
    def test_an_energy_back_to_the_hand(self):
        b = Board(["me3-41", FIGHT, GRASS], ["sv1-109"], "modern")
        b.active(0, "me3-41")
        b.attach(0, 0, FIGHT, FIGHT, GRASS)
        b.active(1, "sv1-109")
        b.attack(0, 1)
        self.assertEqual(b.n_energy(0), 2)
        self.assertEqual(b.in_hand(0, FIGHT) + b.in_hand(0, GRASS), 1)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)

    def test_the_opponent_discards_two_of_their_choice(self):
        b = Board(["sv3pt5-24", DARK], ["sv1-109", GRASS, FIRE], "modern")
        b.active(0, "sv3pt5-24")
        b.attach(0, 0, DARK, DARK, DARK)
        b.active(1, "sv1-109")
        b.hand(1, GRASS, GRASS, FIRE)
        b.script(1, 2, 0)  # the opponent answers: its Fire first (options: Grass, Grass, Fire)
        b.attack(0, 1)
        self.assertEqual(b.pl(1, L.PL_HAND_N), 1)
        self.assertEqual((b.in_discard(1, FIRE), b.in_discard(1, GRASS)), (1, 1))
        self.assertEqual(b.answers_used(1), 2)

    def test_evolve_this_pokemon_from_the_deck(self):
        b = Board(["ex12-54", "ex12-11", "sv1-109", GRASS], ["ex1-21"], "ex")
        b.active(0, "ex12-54")
        b.attach(0, 0, GRASS)
        b.active(1, "ex1-21")
        b.deck(0, "sv1-109", "ex12-11", "sv1-109")
        b.attack(0, 0)
        self.assertEqual(b.card(0, 0), "ex12-11")
        self.assertEqual(int(b.st.slot[0, 0, L.S_NSTACK]), 2)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_evolve_one_of_your_pokemon_from_the_deck(self):
        b = Board(["sv1-153", "zsv10pt5-38", "zsv10pt5-39", GRASS], ["ex1-21"], "modern")
        b.active(0, "sv1-153")
        b.attach(0, 0, GRASS)
        b.bench(0, 1, "zsv10pt5-38")
        b.active(1, "ex1-21")
        b.deck(0, "zsv10pt5-39")
        b.attack(0, 0)
        self.assertEqual((b.card(0, 0), b.card(0, 1)), ("sv1-153", "zsv10pt5-39"))


class PreventionFromSomeAttackers(unittest.TestCase):
    def hit(self, defender: str, j: int, attacker: str, aj: int, energy: list[str]) -> int:
        b = Board([defender, LIGHT, GRASS, WATER], [attacker, *set(energy)], "modern")
        b.active(0, defender)
        b.attach(0, 0, LIGHT, LIGHT, GRASS, WATER)
        b.active(1, attacker)
        b.attach(1, 0, *energy)
        b.attack(0, j)
        b.turn(4, cur=1)
        before = b.dmg(0)
        b.attack(1, aj)
        return b.dmg(0) - before

    def test_from_basic_pokemon(self):
        # Mega Manectric ex's Flash Ray: Basic attackers do nothing next turn, a Stage 1 does
        self.assertEqual(self.hit("me1-50", 0, "ex2-80", 0, [GRASS]), 0)
        self.assertEqual(self.hit("me1-50", 0, "ex1-17", 0, [FIGHT, FIGHT]), 40)  # Weakness x2

    def test_from_basic_non_colorless_pokemon(self):
        # Terapagos ex's Crown Opal: a Basic Fire Pokémon does nothing, a Basic Colorless one does
        self.assertEqual(self.hit("sv7-128", 1, "sv1-33", 1, [FIRE, FIRE]), 0)
        self.assertEqual(self.hit("sv7-128", 1, "ex2-80", 0, [GRASS]), 10)


class SpreadRetaliateMovedUpBenchAttach(unittest.TestCase):
    def test_counters_in_any_way_on_the_bench_never_past_a_knock_out(self):
        # Hollow Dive: 3 counters on the Bench; greedy Knocks Out the Seaking (1 counter
        # left) and puts the rest on the Onix, not on the Knocked Out one
        b = Board(["sv3pt5-94", PSY], ["ex1-100", "ex1-21", "ex10-65"], "modern")
        b.active(0, "sv3pt5-94")
        b.attach(0, 0, PSY, PSY)
        b.active(1, "ex1-100")
        b.bench(1, 1, "ex1-21", damage=60)
        b.bench(1, 2, "ex10-65")
        b.attack(0, 1)
        self.assertEqual((b.dmg(1, 1), b.dmg(1, 2)), (70, 20))

    def test_counters_in_any_way_skip_an_active_protected_from_effects(self):
        b = Board(["ex14-56", FIGHT], ["ex1-100", "ex10-65"], "ex")
        b.active(0, "ex14-56")
        b.attach(0, 0, FIGHT, FIGHT)
        b.active(1, "ex1-100")
        b.bench(1, 1, "ex10-65")
        b.st.slot[1, 0, L.S_PREVENT_UNTIL] = 3
        b.st.slot[1, 0, L.S_PREVENT_EFFECTS] = 1
        b.attack(0, 1)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 20))

    def _retaliation(self, card: str, j: int, energy: list[str]) -> Board:
        b = Board([card, *set(energy)], ["sv1-109", FIGHT], "modern")
        b.active(0, card)
        b.attach(0, 0, *energy)
        b.active(1, "sv1-109")
        b.attach(1, 0, FIGHT, FIGHT)
        b.attack(0, j)
        b.turn(4, cur=1)
        before = b.dmg(1)
        b.attack(1, 1)  # Dynamite Punch: 170, and 50 to itself
        b.last = b.dmg(1) - before - 50
        return b

    def test_counters_back_on_the_attacker(self):
        b = self._retaliation("sv2-117", 1, [FIGHT, FIGHT, FIGHT])
        self.assertEqual(b.last, 100)

    def test_as_many_counters_as_the_damage_done(self):
        b = self._retaliation("sv10-146", 0, [METAL, METAL, METAL])
        self.assertEqual(b.last, 170)

    def test_more_damage_after_moving_up_this_turn(self):
        # moved up this turn; put there directly; moved up two turns ago
        for moved, later, expected in ((True, False, 230), (False, False, 60), (True, True, 60)):
            with self.subTest(moved=moved, later=later):
                b = Board(["me2-84", "ex2-80", GRASS], ["sv1-109"], "modern")
                b.active(1, "sv1-109")
                if moved:
                    b.active(0, "ex2-80")
                    b.bench(0, 1, "me2-84")
                    switch_active_nb(b.st, 0, 1)
                else:
                    b.active(0, "me2-84")
                if later:
                    b.turn(5, cur=0)
                b.attach(0, 0, GRASS)
                b.attack(0, 0)
                self.assertEqual(b.dmg(1), expected)

    def test_energy_from_the_discard_pile_to_benched_pokemon_only(self):
        b = Board(["me1-77", "ex10-65", FIGHT], ["ex1-100"], "modern")
        b.active(0, "me1-77")
        b.attach(0, 0, FIGHT)
        b.bench(0, 1, "ex10-65")
        b.active(1, "ex1-100")
        b.st.disc[0, b.k(0, FIGHT)] = 4
        b.attack(0, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1), b.in_discard(0, FIGHT)), (1, 3, 1))


class SpecialEnergyAndKnockOutsLastTurn(unittest.TestCase):
    def test_discard_a_special_energy_only(self):
        b = Board(["ex10-111", DARK], ["sv1-109", FIGHT, "base1-96"], "ex")
        b.active(0, "ex10-111")
        b.attach(0, 0, DARK, DARK)
        b.active(1, "sv1-109")
        b.attach(1, 0, FIGHT, "base1-96", FIGHT)
        b.attack(0, 1)
        self.assertEqual(b.energy_ids(1), [FIGHT, FIGHT])
        self.assertEqual(b.in_discard(1, "base1-96"), 1)

    def test_more_damage_after_an_attack_knocked_out_one_of_yours_last_turn(self):
        # turn 2: the opponent's attack Knocks Out our Active; turn 3: Retaliate does 50 + 80
        b = Board(["rsv10pt5-54", "ex2-80", FIGHT], ["sv1-109", FIGHT], "modern")
        b.active(0, "ex2-80")
        b.bench(0, 1, "rsv10pt5-54")
        b.active(1, "sv1-109")
        b.attach(1, 0, FIGHT, FIGHT)
        b.turn(2, cur=1, first=0)
        b.attack(1, 1)  # Dynamite Punch: 170 Knocks Out the Slakoth
        self.assertEqual(b.pl(0, L.PL_KO_BY_ATTACK_TURN), 2)
        b.turn(3, cur=0, first=0)
        switch_active_nb(b.st, 0, 1)
        b.attach(0, 0, FIGHT, FIGHT)
        before = b.dmg(1)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1) - before, 130)
        b.turn(5, cur=0, first=0)  # two turns later: no bonus
        before = b.dmg(1)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1) - before, 50)


class FirstTurnRetreatLockDiscardCounts(unittest.TestCase):
    def test_an_attack_the_first_player_may_use_on_the_first_turn(self):
        b = Board(["me1-105", GRASS], ["ex1-21"], "modern")
        b.active(0, "me1-105")
        b.attach(0, 0, GRASS, GRASS)
        b.active(1, "ex1-21")
        b.turn(1, cur=0, first=0)
        self.assertEqual(attacks(b), [0])  # Quick Gift, not Gentle Slap
        b.turn(3, cur=0, first=0)
        self.assertEqual(attacks(b), [0, 1])

    def test_cant_retreat_during_the_next_turn(self):
        b = Board(["sv10-141", "ex2-80", METAL], ["ex1-21"], "modern")
        b.active(0, "sv10-141", damage=30)
        b.attach(0, 0, METAL, METAL)
        b.bench(0, 1, "ex2-80")
        b.active(1, "ex1-21")
        b.attack(0, 0)
        self.assertEqual(b.dmg(0), 0)
        b.turn(5, cur=0)
        self.assertEqual(b.legal_kinds(0, A_RETREAT), [])
        b.turn(7, cur=0)
        self.assertNotEqual(b.legal_kinds(0, A_RETREAT), [])

    def test_discard_pile_and_typed_counts(self):
        from ptcgsim import effects as fx
        from ptcgsim.kernel.effects import board_count_nb

        b = Board(["sv1-109", "ex1-21", "ex10-65", FIGHT, WATER], ["ex1-100", "ex1-21", WATER], "modern")
        b.active(0, "sv1-109")
        b.bench(0, 1, "ex10-65")
        b.bench(0, 2, "ex1-21")
        b.active(1, "ex1-100")
        for card, n in (("ex10-65", 2), ("ex1-21", 1), (FIGHT, 3), (WATER, 1)):
            b.st.disc[0, b.k(0, card)] = n
        b.st.disc[1, b.k(1, WATER)] = 2
        fight, water = 5, 2

        def n(code, arg):
            return int(board_count_nb(b.st, b.ct, 0, 0, code, arg))

        self.assertEqual(n(fx.CNT_OWN_DISCARD_KIND, fx.KIND_POKEMON_OF_TYPE + fight), 2)
        self.assertEqual(n(fx.CNT_OWN_DISCARD_KIND, fx.KIND_POKEMON), 3)
        self.assertEqual(n(fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + fight), 3)
        self.assertEqual(n(fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY), 4)
        self.assertEqual(n(fx.CNT_OPP_DISCARD_KIND, fx.KIND_BASIC_ENERGY), 2)
        self.assertEqual((n(fx.CNT_OWN_TYPE_IN_PLAY, fight), n(fx.CNT_OWN_TYPE_IN_PLAY, fx.ANY)), (2, 3))
        self.assertEqual((n(fx.CNT_OWN_BENCH_TYPE, fight), n(fx.CNT_OWN_BENCH_TYPE, water)), (1, 1))


class TwoTargetsAndRandomCardToDeck(unittest.TestCase):
    def test_damage_to_two_different_pokemon(self):
        b = Board(["sv10-212", LIGHT], ["ex1-21", "ex10-65"], "modern")
        b.active(0, "sv10-212")
        b.attach(0, 0, LIGHT, LIGHT, LIGHT)
        b.active(1, "ex1-21")
        b.bench(1, 1, "ex10-65")
        b.bench(1, 2, "ex10-65")
        b.script(0, 0, 1)  # the Active first, then (the Active left out) the second Benched one
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)), (100, 0, 50))  # Seaking: Lightning x2

    def test_a_random_card_from_the_opponents_hand_into_their_deck(self):
        b = Board(["me2pt5-161", PSY], ["ex1-21", GRASS], "modern")
        b.active(0, "me2pt5-161")
        b.attach(0, 0, PSY, PSY, PSY)
        b.active(1, "ex1-21")
        b.hand(1, GRASS, GRASS)
        b.deck(1, GRASS)
        j = next(i for i, a in enumerate(b.tables.cards[0][b.k(0, "me2pt5-161")].attacks)
                 if a.effects and a.effects[-1] == ["OPP_DISCARD_HAND_RANDOM", 1, 1])
        b.attack(0, j)
        self.assertEqual((b.pl(1, L.PL_HAND_N), b.pl(1, L.PL_DECK_N), b.in_discard(1, GRASS)), (1, 2, 0))


class HandsSupportersOwnConditionsAndEstimates(unittest.TestCase):
    def test_counts(self):
        from ptcgsim import effects as fx
        from ptcgsim.kernel.effects import board_count_nb

        b = Board(["sv1-109", "ex10-65", GRASS], ["ex1-21", GRASS], "modern")
        b.active(0, "sv1-109")
        b.bench(0, 1, "ex10-65")
        b.active(1, "ex1-21")
        b.hand(0, GRASS, GRASS, GRASS)
        b.hand(1, GRASS)
        b.st.pl[0, L.PL_SUPPORTERS] = 1
        b.cond(0, fx.POISONED)

        def n(code, s=0):
            return int(board_count_nb(b.st, b.ct, 0, s, code, -1))

        self.assertEqual(n(fx.CNT_OWN_SUPPORTERS_TURN), 1)
        self.assertEqual((n(fx.CNT_HAND_LEAD), n(fx.CNT_HAND_TRAIL)), (2, -2))
        self.assertEqual((n(fx.CNT_SELF_CONDS), n(fx.CNT_SELF_COND + fx.POISONED), n(fx.CNT_SELF_COND + fx.ASLEEP)), (1, 1, 0))
        self.assertEqual(n(fx.CNT_SELF_CONDS, 1), 0)  # a Benched Pokémon has none

    def test_draw_until_as_many_as_the_opponent(self):
        b = Board(["sv3-144", METAL], ["ex1-21", GRASS], "modern")
        b.active(0, "sv3-144")
        b.attach(0, 0, METAL)
        b.active(1, "ex1-21")
        b.deck(0, *([METAL] * 8))
        b.hand(0, METAL)
        b.hand(1, *([GRASS] * 5))
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 5)

    def test_estimate_of_an_attack_a_board_condition_stops(self):
        from ptcgsim.kernel.estimates import expected_damage_nb

        b = Board(["me2pt5-171", GRASS, "ex11-94"], ["ex1-21"], "modern")
        b.active(0, "me2pt5-171")
        b.attach(0, 0, GRASS)
        b.active(1, "ex1-21")
        self.assertEqual(float(expected_damage_nb(b.st, b.ct, b.R, 0, 0)), 0.0)  # no Stadium: nothing
        b.st.g[L.G_STADIUM_P] = 0
        b.st.g[L.G_STADIUM_K] = b.k(0, "ex11-94")
        self.assertGreater(float(expected_damage_nb(b.st, b.ct, b.R, 0, 0)), 0.0)


class DamagedTargetsAndBenchedHeal(unittest.TestCase):
    def test_one_benched_pokemon_that_has_damage_counters(self):
        # Multishot Lightning: 120 to the Active, 90 to a damaged Benched one (the undamaged one can't be picked)
        b = Board(["sv3pt5-145", LIGHT], ["sv1-109", "ex10-65", "ex1-21"], "modern")
        b.active(0, "sv3pt5-145")
        b.attach(0, 0, LIGHT, LIGHT, LIGHT)
        b.active(1, "sv1-109")
        b.bench(1, 1, "ex10-65")
        b.bench(1, 2, "ex1-21", damage=10)
        b.script(0, 0)  # the only option
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 1), b.dmg(1, 2)), (0, 100))

    def test_counters_on_each_damaged_pokemon(self):
        b = Board(["ex10-P", PSY], ["sv1-109", "ex10-65", "ex1-21"], "ex")
        b.active(0, "ex10-P")
        b.attach(0, 0, PSY, PSY)
        b.active(1, "sv1-109", damage=20)
        b.bench(1, 1, "ex10-65")
        b.bench(1, 2, "ex1-21", damage=10)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)), (30, 0, 20))

    def test_heal_one_of_your_benched_pokemon(self):
        b = Board(["sv1-7", "ex10-65", GRASS], ["ex1-21"], "modern")
        b.active(0, "sv1-7", damage=50)
        b.attach(0, 0, GRASS)
        b.bench(0, 1, "ex10-65", damage=70)
        b.active(1, "ex1-21")
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (50, 10))


class SearchesFindOnlyWhatTheyName(unittest.TestCase):
    def test_a_basic_pokemon_of_either_of_two_names(self):
        b = Board(["base2-57", "base2-49", "base1-55", GRASS], ["ex1-21"], "base")
        b.active(0, "base2-57")
        b.attach(0, 0, GRASS, GRASS)
        b.active(1, "ex1-21")
        b.deck(0, "base2-49", "base1-55", "base2-49")
        b.attack(0, 1)
        self.assertEqual((b.card(0, 1), b.card(0, 2)), ("base1-55", None))

    def test_a_basic_pokemon_named_x(self):
        b = Board(["base2-49", "base2-58", GRASS], ["ex1-21"], "base")
        b.active(0, "base2-49")
        b.attach(0, 0, GRASS)
        b.active(1, "ex1-21")
        b.deck(0, "base2-58", "base2-49", "base2-58")
        b.attack(0, 1)
        self.assertEqual(b.card(0, 1), "base2-49")
        self.assertIsNone(b.card(0, 2))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_basic_pokemon_of_a_type(self):
        b = Board(["ex6-86", "ex6-57", "ex6-53", GRASS], ["ex1-21"], "ex")
        b.active(0, "ex6-86")
        b.attach(0, 0, GRASS)
        b.active(1, "ex1-21")
        b.deck(0, "ex6-57", "ex6-53", "ex6-57")
        b.attack(0, 0)
        benched = sorted(c for c in (b.card(0, s) for s in range(1, 6)) if c)
        self.assertEqual(benched, ["ex6-53"])  # the Grass one; no Fire Charmander

    def test_supporter_cards(self):
        b = Board(["ex10-A", "sv1-181", "sv1-189", PSY], ["ex1-21"], "ex")
        b.active(0, "ex10-A")
        b.attach(0, 0, PSY, PSY)
        b.active(1, "ex1-21")
        b.deck(0, "sv1-181", "sv1-189", "sv1-181")
        b.attack(0, 0)
        self.assertEqual((b.in_hand(0, "sv1-189"), b.in_hand(0, "sv1-181")), (1, 0))


if __name__ == "__main__":
    unittest.main()
