"""Kernel slice 29k5 on scripted boards: a Bench-wide shield for δ Pokémon (PASSIVE_SHIELD with
SH_OWN_SCOPE), a damage counter moved between either player's Pokémon (MOVE_DAMAGE MD_EITHER),
and greedy's use of it.  Real cards of the bundled database by id (each test first checks the
program shape it relies on); no card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel.actions import A_POWER
from ptcgsim.kernel.player.greedy import power_score_nb
from tests.kernel_harness import Board

CLOYSTER_D, TYPHLOSION_D, HITMONLEE, HITMONCHAN = "ex15-14", "ex15-12", "ex10-25", "base1-7"
FIGHT = "base1-97"


def power_rows(card_id: str) -> list:
    return load_db().get(card_id).powers[0].effects


def power_score(b: Board, p: int, s: int) -> float:
    return float(power_score_nb(b.st, b.ct, b.R, p, s, b.units))


class TestBenchShield(unittest.TestCase):
    def test_shape(self):
        c = power_rows(CLOYSTER_D)[0][3]
        self.assertEqual(power_rows(CLOYSTER_D)[0][1], fx.PASSIVE_SHIELD)
        self.assertEqual(c % fx.TC_SHIFT, fx.TC_BENCHED)
        self.assertEqual(c // fx.TC_SHIFT % fx.TC_SHIFT, fx.TC_DELTA)
        self.assertTrue(c // fx.SH_DAMAGE & fx.SH_OWN_SCOPE)
        self.assertEqual(load_db().get(HITMONLEE).attacks[0].effects, [["BENCH_DAMAGE", 10, 0]])

    def _board(self, active: str, benched: str):
        b = Board([HITMONLEE, FIGHT], [CLOYSTER_D, TYPHLOSION_D, HITMONCHAN], rules="ex")
        b.active(0, HITMONLEE)
        b.attach(0, 0, FIGHT)
        b.active(1, active)
        b.bench(1, 1, benched)
        return b

    def test_benched_delta_is_shielded_by_the_active_cloyster(self):
        b = self._board(CLOYSTER_D, TYPHLOSION_D)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 1), 0)

    def test_benched_cloyster_shields_itself(self):
        b = self._board(HITMONCHAN, CLOYSTER_D)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 1), 0)

    def test_without_cloyster_or_for_a_non_delta_the_damage_lands(self):
        b = self._board(HITMONCHAN, TYPHLOSION_D)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 1), 10)
        b = self._board(CLOYSTER_D, HITMONCHAN)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 1), 10)

    def test_the_active_delta_is_not_shielded(self):
        b = Board([HITMONCHAN, FIGHT], [CLOYSTER_D, TYPHLOSION_D], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT)
        b.active(1, TYPHLOSION_D)
        b.bench(1, 1, CLOYSTER_D)
        b.attack(0, 0)
        self.assertGreater(b.dmg(1, 0), 0)


class TestEitherCounter(unittest.TestCase):
    def test_shape(self):
        rows = power_rows(TYPHLOSION_D)
        self.assertEqual(rows[0][0], "POWER_ACTIVATED")
        self.assertTrue(rows[0][3] & fx.PW_ACTIVE_ONLY)
        self.assertEqual(rows[2], ["MOVE_DAMAGE", 1, fx.SELF, fx.MD_EITHER])

    def _board(self):
        b = Board([TYPHLOSION_D, HITMONCHAN], [HITMONCHAN, HITMONLEE], rules="ex")
        b.active(0, TYPHLOSION_D)
        b.bench(0, 1, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, HITMONLEE)
        return b

    def test_needs_a_counter_in_play_and_the_active_spot(self):
        b = self._board()
        self.assertEqual(b.legal_kinds(0, A_POWER), [])  # no damage counter anywhere
        b.damage(1, 1, 10)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_POWER)], [0])
        b.put(0, 0, HITMONCHAN)
        b.bench(0, 2, TYPHLOSION_D)
        self.assertEqual(b.legal_kinds(0, A_POWER), [])  # only while Active

    def test_any_source_to_any_other_target(self):
        b = self._board()
        b.damage(1, 1, 10)  # on the opponent's Benched Pokémon
        b.script(0, 0)
        b.apply(0, A_POWER, 0)
        # options: from (1, 1) to each other Pokémon in play, both players': own Active first
        self.assertEqual((b.dmg(1, 1), b.dmg(0, 0)), (0, 10))
        b = self._board()
        b.damage(0, 1, 20)  # own Bench to the opponent's Active (own Active, then theirs, then their Bench)
        b.script(0, 1)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.dmg(0, 1), b.dmg(1, 0)), (10, 10))

    def test_a_knock_out_is_fine_and_greedy_takes_it(self):
        b = self._board()
        hp = load_db().get(HITMONLEE).hp
        b.damage(1, 1, hp - 10)
        b.damage(0, 1, 10)
        self.assertEqual(power_score(b, 0, 0), 900.0)
        b.apply(0, A_POWER, 0)  # greedy: the counter onto the Pokémon it Knocks Out
        self.assertEqual(b.dmg(1, 1), hp)
        self.assertEqual(b.dmg(0, 1), 0)  # off its own Pokémon

    def test_greedy_never_moves_onto_its_own(self):
        b = self._board()
        b.damage(1, 0, 10)  # only the opponent's Active is damaged
        self.assertEqual(power_score(b, 0, 0), 0.0)
        b.damage(0, 1, 10)
        self.assertEqual(power_score(b, 0, 0), 260.0)  # off ours onto theirs
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.dmg(0, 1), b.dmg(1, 0)), (0, 20))


if __name__ == "__main__":
    unittest.main()
