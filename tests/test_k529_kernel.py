"""Kernel slice 29k5 on scripted boards: a Bench-wide shield for δ Pokémon (PASSIVE_SHIELD with
SH_OWN_SCOPE), a damage counter moved between either player's Pokémon (MOVE_DAMAGE MD_EITHER),
and greedy's use of it.  Real cards of the bundled database by id (each test first checks the
program shape it relies on); no card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel.actions import A_ATTACK, A_POWER
from ptcgsim.kernel.layout import MAXATK
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.player.greedy import greedy_plan_nb, power_score_nb
from ptcgsim.kernel.knockout import energy_upkeep_nb
from ptcgsim.kernel.predicates import tool_fits_nb
from ptcgsim.kernel.steps import end_turn_cleanup_nb
from tests.kernel_harness import Board

CLOYSTER_D, TYPHLOSION_D, HITMONLEE, HITMONCHAN = "ex15-14", "ex15-12", "ex10-25", "base1-7"
FIGHT = "base1-97"
ALTARIA, SWABLU, CLAYDOL, BALTOY, METEOR = "ex8-1", "ex8-79", "ex8-5", "ex8-53", "ex8-89"
ORB, FLUFFY, DARK_TYRANITAR = "ex10-90", "ex10-85", "ex7-20"
PORYGON2, AQUA_TM = "ex11-25", "ex4-79"
CHARM = "ex4-74"  # Strength Charm, the EX Hidden Legends print (+10 after Weakness and Resistance)


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


class TestPlusAfterThenDiscard(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(load_db().get(CHARM).effects, [["TOOL", fx.TOOL_DMG_PLUS_AFTER, 10, 0],
                                                         ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_PLUS, 0]])

    def _board(self, attacker: str):
        b = Board([attacker, FIGHT, CHARM], [HITMONCHAN, TYPHLOSION_D], rules="ex")
        b.active(0, attacker)
        b.attach(0, 0, FIGHT)
        b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, CHARM)
        b.st.slot[0, 0, L.S_TOOL_K + L.ATT_N] = 1  # one card
        b.st.slot[0, 0, L.S_TOOL_TURN] = 3
        b.active(1, HITMONCHAN)
        b.bench(1, 1, TYPHLOSION_D)
        return b

    def test_damage_to_the_active_then_discarded(self):
        b = self._board(HITMONCHAN)
        end_turn_cleanup_nb(b.st, b.ct, 0)  # no attack yet: it stays
        self.assertGreaterEqual(int(b.st.slot[0, 0, L.S_TOOL_K]), 0)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 30)  # 20 + 10
        end_turn_cleanup_nb(b.st, b.ct, 0)
        self.assertLess(int(b.st.slot[0, 0, L.S_TOOL_K]), 0)
        self.assertEqual(b.in_discard(0, CHARM), 1)

    def test_an_attack_without_damage_to_the_active_keeps_it(self):
        b = self._board(HITMONLEE)  # its attack damages a Benched Pokémon only
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 10))  # no +10 to the Bench
        end_turn_cleanup_nb(b.st, b.ct, 0)
        self.assertGreaterEqual(int(b.st.slot[0, 0, L.S_TOOL_K]), 0)
        self.assertEqual(b.in_discard(0, CHARM), 0)


class TestStackAttacks(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(load_db().get(METEOR).effects,
                         [["STADIUM", fx.ST_STACK_ATTACKS, 1, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX]])
        self.assertEqual(load_db().get(SWABLU).attacks[0].cost, {"Colorless": 1})

    def _board(self, stadium: bool):
        b = Board([ALTARIA, SWABLU, CLAYDOL, BALTOY, FIGHT, METEOR], [HITMONCHAN, METEOR], rules="ex")
        b.active(0, ALTARIA, below=(SWABLU,))
        b.attach(0, 0, FIGHT)
        b.active(1, HITMONCHAN)
        if stadium:  # the opponent's: "each player's"
            b.st.g[L.G_STADIUM_K] = b.k(1, METEOR)
            b.st.g[L.G_STADIUM_P] = 1
        return b

    def test_the_basic_cards_attack_under_the_stadium_only(self):
        self.assertEqual(self._board(False).legal_kinds(0, A_ATTACK), [])  # its own cost Lightning / Water
        b = self._board(True)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_ATTACK)], [2 * MAXATK])  # Swablu's first attack
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_ATTACK, 2 * MAXATK))
        b.attack(0, 2 * MAXATK)
        self.assertEqual(b.dmg(1, 0), 10)

    def test_second_attack_of_the_basic_and_no_basic_active(self):
        b = self._board(True)
        b.active(0, CLAYDOL, below=(BALTOY,))
        b.attach(0, 0, FIGHT, FIGHT)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_ATTACK)], [0, 2 * MAXATK, 2 * MAXATK + 1])
        b.active(0, BALTOY)  # a Basic Active: no card below it
        b.attach(0, 0, FIGHT, FIGHT)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_ATTACK)], [0, 1])


class TestToolDiscardUnless(unittest.TestCase):
    def test_shapes(self):
        ev = fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX
        self.assertEqual(load_db().get(ORB).effects, [["TOOL", fx.TOOL_ATTACH_ONLY, 0, ev], ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, ev],
                                                      ["TOOL", fx.TOOL_NO_WEAKNESS, 1, 0]])
        nd = fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_DARK_OWNER
        self.assertEqual(load_db().get(FLUFFY).effects, [["TOOL", fx.TOOL_ATTACH_ONLY, 0, nd], ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, nd],
                                                         ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, 0]])

    def _board(self):
        b = Board([ALTARIA, SWABLU, DARK_TYRANITAR, HITMONCHAN, ORB, FLUFFY], [HITMONCHAN], rules="ex")
        b.active(0, ALTARIA, below=(SWABLU,))
        b.bench(0, 1, HITMONCHAN)
        b.bench(0, 2, DARK_TYRANITAR)
        b.active(1, HITMONCHAN)
        return b

    def _tool(self, b, s, card):
        b.st.slot[0, s, L.S_TOOL_K] = b.k(0, card)
        b.st.slot[0, s, L.S_TOOL_K + L.ATT_N] = 1

    def test_where_they_go(self):
        b = self._board()
        orb, fluffy = b.k(0, ORB), b.k(0, FLUFFY)
        self.assertEqual([tool_fits_nb(b.st, b.ct, 0, s, orb) for s in range(3)], [True, False, True])  # Evolved only
        self.assertEqual([tool_fits_nb(b.st, b.ct, 0, s, fluffy) for s in range(3)], [True, True, False])  # no Dark

    def test_discarded_once_the_holder_is_no_longer_one(self):
        b = self._board()
        self._tool(b, 0, ORB)
        self._tool(b, 1, FLUFFY)
        energy_upkeep_nb(b.st, b.ct, -1)
        self.assertEqual((b.in_discard(0, ORB), b.in_discard(0, FLUFFY)), (0, 0))
        b.st.slot[0, 0, L.S_CARD] = b.k(0, SWABLU)  # devolved: a Basic Pokémon now
        b.st.slot[0, 0, L.S_NSTACK] = 1
        b.st.slot[0, 1, L.S_CARD] = b.k(0, DARK_TYRANITAR)  # "Dark" in its name now
        energy_upkeep_nb(b.st, b.ct, -1)
        self.assertEqual((b.in_discard(0, ORB), b.in_discard(0, FLUFFY)), (1, 1))
        self.assertEqual((int(b.st.slot[0, 0, L.S_TOOL_K]), int(b.st.slot[0, 1, L.S_TOOL_K])), (-1, -1))


class TestSelfTm(unittest.TestCase):
    def test_shape(self):
        self.assertEqual(load_db().get(PORYGON2).attacks[0].effects[1], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_TM, 1, 2])

    def _attack(self, tool: str | None):
        b = Board([PORYGON2, FIGHT, AQUA_TM, CHARM], [HITMONCHAN], rules="ex")
        b.active(0, PORYGON2)
        b.attach(0, 0, FIGHT, FIGHT)
        if tool:
            b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, tool)
            b.st.slot[0, 0, L.S_TOOL_K + L.ATT_N] = 1
        b.active(1, HITMONCHAN)
        b.attack(0, 0)
        return b.pl(1, L.PL_STATUS), b.pl(1, L.PL_BURN) > 0

    def test_only_a_technical_machine(self):
        self.assertEqual(self._attack(AQUA_TM), (fx.ASLEEP, True))
        self.assertEqual(self._attack(CHARM), (0, False))  # a Pokémon Tool, no Technical Machine
        self.assertEqual(self._attack(None), (0, False))


if __name__ == "__main__":
    unittest.main()
