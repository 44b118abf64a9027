"""Two kernel readings the coverage helpers of stop 27 found wrong (issue 14):

* MOVE_ENERGY's MOVE_FROM forms move from any Pokémon their source condition admits to any
  other of the player's Pokémon; only TC_BENCHED (the form every card printing it moves to the
  Active) stays Bench to Active.  Before the fix every MOVE_FROM form was read as Bench to
  Active: a Flame Ball-like attack (Energy from the Active to the Bench) could never move, and a
  Magma Switch-like power could not move off an Active or onto a Benched Pokémon.
* "an Evolved Pokémon" (TC_EVOLVED) holds for an EX-era Basic played on its Baby Pokémon (a
  stack of two cards), not only for a printed Stage 1 or 2.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id).  No card
text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel.actions import A_POWER
from ptcgsim.kernel.predicates import move_bench_to_active_nb, retreat_cost_nb, slot_hp_nb
from tests.kernel_harness import Board

CAMERUPT, NUMEL = "ex4-19", "ex4-64"  # Team Magma's: Flame Ball moves a Fire Energy to the Bench
CLAYDOL, BALTOY = "ex4-8", "ex4-32"  # Team Magma's: Magma Switch
HOUNDOUR = "ex4-35"  # another Team Magma's Pokémon
TYROGUE, HITMONCHAN, WYNAUT, WOBBUFFET = "ex10-33", "ex10-24", "ex12-71", "ex12-28"
PIKACHU = "base1-58"
FIRE, PSY = "base1-98", "base1-101"


class TestShapes(unittest.TestCase):
    def test_programs(self):
        db = load_db()
        self.assertEqual(db.get(CAMERUPT).attacks[0].effects[-1], ["MOVE_ENERGY", 1, 0, fx.MOVE_FROM * fx.TC_ACTIVE + 2])
        self.assertEqual(db.get(CLAYDOL).powers[0].effects[-1], ["MOVE_ENERGY", 0, 0, fx.MOVE_FROM * fx.TC_MAGMA])

    def test_which_forms_are_bench_to_active(self):
        self.assertTrue(move_bench_to_active_nb(fx.MOVE_FROM * fx.TC_BENCHED))
        self.assertTrue(move_bench_to_active_nb(fx.MOVE_FROM * fx.TC_BENCHED + 3))
        self.assertTrue(move_bench_to_active_nb(2 + fx.ME_BENCH_TO_ACTIVE))
        self.assertFalse(move_bench_to_active_nb(fx.MOVE_FROM * fx.TC_ACTIVE + 2))
        self.assertFalse(move_bench_to_active_nb(fx.MOVE_FROM * fx.TC_MAGMA))
        self.assertFalse(move_bench_to_active_nb(2 + fx.ME_SPECIAL_TOO))
        self.assertFalse(move_bench_to_active_nb(-1))


class TestFlameBall(unittest.TestCase):
    def test_the_fire_energy_moves_from_the_active_to_the_bench(self):
        b = Board([CAMERUPT, NUMEL, HOUNDOUR, FIRE], [PIKACHU], rules="ex")
        b.active(0, CAMERUPT, below=(NUMEL,))
        b.attach(0, 0, FIRE, FIRE, FIRE)
        b.bench(0, 1, HOUNDOUR)
        b.active(1, PIKACHU)
        b.script(0, 0)  # the first option: a Fire Energy from the Active to Houndour
        b.attack(0, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (2, 1))


class TestMagmaSwitch(unittest.TestCase):
    def board(self):
        b = Board([CLAYDOL, BALTOY, HOUNDOUR, PIKACHU, PSY, FIRE], [PIKACHU], rules="ex")
        b.active(0, HOUNDOUR)
        b.bench(0, 1, CLAYDOL, below=(BALTOY,))
        b.bench(0, 2, PIKACHU)
        b.active(1, PIKACHU)
        return b

    def test_from_the_active_team_magma_pokemon_to_the_bench(self):
        b = self.board()
        b.attach(0, 0, FIRE)
        b.script(0, 0)  # Houndour's Fire Energy to the first other Pokémon: Claydol
        b.apply(0, A_POWER, 1, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (0, 1))

    def test_from_a_benched_team_magma_pokemon_to_another_benched_one(self):
        b = self.board()
        b.attach(0, 1, PSY)
        b.script(0, 1)  # options: Claydol's Energy to the Active, then to Pikachu
        b.apply(0, A_POWER, 1, 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1), b.n_energy(0, 2)), (0, 0, 1))


class TestEvolvedOnItsBaby(unittest.TestCase):
    def board(self, below: tuple[str, ...]):
        b = Board([TYROGUE, HITMONCHAN], [PIKACHU], rules="ex")
        b.active(0, HITMONCHAN, below=below)
        b.active(1, PIKACHU)
        return b

    def test_a_basic_on_its_baby_pokemon_gets_the_evolved_bonus(self):
        b = self.board((TYROGUE,))
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 0, 0)), load_db().get(HITMONCHAN).hp + 30)

    def test_a_basic_played_alone_does_not(self):
        b = self.board(())
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 0, 0)), load_db().get(HITMONCHAN).hp)


class TestEvolvedRetreatBody(unittest.TestCase):
    def test_the_opponents_retreat_costs_more_only_while_wobbuffet_is_evolved(self):
        costs = []
        for below in ((), (WYNAUT,)):  # played alone, then on its Baby Pokémon
            b = Board([WYNAUT, WOBBUFFET], [PIKACHU], rules="ex")
            b.active(0, WOBBUFFET, below=below)
            b.active(1, PIKACHU)
            costs.append(int(retreat_cost_nb(b.st, b.ct, 1)))
        self.assertEqual(costs[1], costs[0] + 1)


if __name__ == "__main__":
    unittest.main()
