"""Slice k2 (stop 29): attack-cost changes and first-turn permissions on scripted boards.

Cost rows of PASSIVE_MODS powers (TOOL_COST_LESS per count / while Active on the opponent's Active /
on each player's Evolved Pokémon, TOOL_COST_IGNORE under REQ_* conditions), a Stadium's cost row, a
Tool's "1 Energy less of any type" (TOOL_COST_ANY_LESS, TC_TERA); PASSIVE_EVOLVE_EARLY (evolving
during the first turn / the turn it was played), PASSIVE_FIRST_TURN_ATTACK, CNT_SECOND_FIRST_TURN.

Boards come from tests/kernel_harness.py (real cards of the database by id; each test first checks
the program shape it relies on, so a stale card DB fails loudly).  No card text lives here.
Run fast with ``NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k229_costs``.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACK, A_EVOLVE
from ptcgsim.kernel.predicates import attack_energy_ok_nb, board_count_nb, can_evolve_nb
from tests.kernel_harness import Board

GRASS, FIRE, WATER, LIGHTNING, PSY, FIGHT, DARK, METAL = ("sve-1", "sve-2", "sve-3", "sve-4", "sve-5", "sve-6",
                                                          "sve-7", "sve-8")
CRABOMINABLE, KOFU = "sv7-42", "sv7-138"  # Food Prep: less per named card in the discard pile
INCINEROAR = "sv5-34"  # Hustle Play: less per opponent's Benched Pokémon
SEISMITOAD = "sv3-52"  # Quaking Zone: while Active, the opponent's Active pays more
SIMISAGE, SIMISEAR, SIMIPOUR = "sv4-5", "sv4-21", "sv4-42"  # Monkey Trio: ignore Colorless with the other two
NIDOKING, NIDOQUEEN = "sv3pt5-34", "sv3pt5-31"  # Enthusiastic King: ignore all Energy with Nidoqueen
DECIDUEYE = "me3-12"  # Sniper's Eye: opponent's hand of exactly 4
NOIVERN = "sv9-128"  # Tuning Echo: hands of the same size
PLHQ = "sv3-192"  # a Stadium: Basic Pokémon's attacks cost more
CRYSTAL, LAPRAS = "sv7-142", "sv7-32"  # a Tool for Tera Pokémon; a Tera Pokémon (W P M attack)
SCATTERBUG, SPEWPA = "sv1-8", "sv1-9"
SPEAROW, FEAROW = "sv3pt5-21", "sv3pt5-22"
EEVEE, VAPOREON = "sv8-143", "sv8pt5-22"
SHELMET, ACCELGOR, KARRABLAST = "rsv10pt5-8", "rsv10pt5-9", "zsv10pt5-9"
MELOETTA = "zsv10pt5-44"
CLAYDOL, JIRACHI = "ex5-2", "ex14-94"
CRYOGONAL, PARASOL = "sv3-55", "sv4-169"
MUK = "sv3pt5-89"  # Sticky Jail: the Defending Pokémon's attacks and Retreat Cost cost 1 more


def power(card_id: str) -> list:
    return load_db().get(card_id).powers[0].effects


def ok(b: Board, p: int, s: int, j: int) -> bool:
    return bool(attack_energy_ok_nb(b.st, b.ct, p, s, j, b.units))


def attacks(b: Board, p: int = 0) -> list[int]:
    return sorted(a[1] for a in b.legal_kinds(p, A_ATTACK))


class TestPrograms(unittest.TestCase):
    def test_shapes(self):
        self.assertEqual(power(CRABOMINABLE)[1][0], "REQ_COUNT")
        self.assertEqual(power(CRABOMINABLE)[2][:3], ["TOOL", fx.TOOL_COST_LESS, 1])
        self.assertEqual(power(SIMISAGE)[-1][:3], ["TOOL", fx.TOOL_COST_IGNORE, 1])
        self.assertEqual(power(NIDOKING)[-1][:3], ["TOOL", fx.TOOL_COST_IGNORE, 2])
        self.assertEqual(power(SEISMITOAD)[1][:3], ["TOOL", fx.TOOL_COST_LESS, -1])
        self.assertEqual(power(SCATTERBUG), [["POWER_PASSIVE", fx.PASSIVE_EVOLVE_EARLY, 0, 0]])
        self.assertEqual(power(SPEAROW), [["POWER_PASSIVE", fx.PASSIVE_EVOLVE_EARLY, 0, fx.EE_FIRST_TURN_ONLY],
                                          ["REQ_COUNT", fx.CNT_SECOND_FIRST_TURN, 1]])
        self.assertEqual(power(MELOETTA), [["POWER_PASSIVE", fx.PASSIVE_FIRST_TURN_ATTACK, 0, 0]])
        self.assertEqual(load_db().get(CRYSTAL).effects, [["TOOL", fx.TOOL_COST_ANY_LESS, 1, fx.TC_TERA]])
        self.assertEqual(load_db().get(PLHQ).effects, [["STADIUM", fx.TOOL_COST_LESS, -1, fx.TC_BASIC]])


class TestCostPerCount(unittest.TestCase):
    def test_food_prep_counts_named_cards_in_the_discard_pile(self):
        b = Board([CRABOMINABLE, KOFU, WATER], [CRABOMINABLE], rules="modern")
        b.active(0, CRABOMINABLE)
        b.active(1, CRABOMINABLE)
        b.attach(0, 0, WATER, WATER)  # W C C C C: 3 short
        self.assertFalse(ok(b, 0, 0, 0))
        b.st.disc[0, b.k(0, KOFU)] = 2
        self.assertFalse(ok(b, 0, 0, 0))
        b.st.disc[0, b.k(0, KOFU)] = 3
        self.assertTrue(ok(b, 0, 0, 0))
        self.assertEqual(attacks(b), [0])

    def test_hustle_play_counts_the_opponents_bench_and_a_typed_symbol_stays(self):
        b = Board([INCINEROAR, FIRE, WATER], [SEISMITOAD, CRABOMINABLE], rules="modern")
        b.active(0, INCINEROAR)
        b.active(1, CRABOMINABLE)
        for s in (1, 2, 3, 4):
            b.bench(1, s, CRABOMINABLE)
        b.attach(0, 0, WATER)
        self.assertFalse(ok(b, 0, 0, 0))  # the Fire symbol is never paid by "Colorless less"
        b.st.slot[0, 0, L.S_NEN] = 0
        b.attach(0, 0, FIRE)
        self.assertTrue(ok(b, 0, 0, 0))
        b.put(1, 4, CRABOMINABLE)
        L.clear_slot_nb(b.st, 1, 4)
        self.assertFalse(ok(b, 0, 0, 0))


class TestCostMore(unittest.TestCase):
    def board(self):
        b = Board([CRABOMINABLE, SCATTERBUG, GRASS, WATER], [SEISMITOAD, WATER], rules="modern")
        b.active(0, SCATTERBUG)
        b.bench(0, 1, SCATTERBUG)
        b.active(1, SEISMITOAD)
        b.attach(0, 0, GRASS, GRASS)  # G C: exactly paid
        b.attach(0, 1, GRASS, GRASS)
        return b

    def test_quaking_zone_while_active_on_the_opponents_active_only(self):
        b = self.board()
        self.assertFalse(ok(b, 0, 0, 0))
        self.assertTrue(ok(b, 0, 1, 0))  # a Benched Pokémon is not the Active
        b.attach(0, 0, GRASS)
        self.assertTrue(ok(b, 0, 0, 0))

    def test_quaking_zone_on_the_bench_does_nothing(self):
        b = self.board()
        b.bench(1, 1, SEISMITOAD)
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = b.k(1, SEISMITOAD)
        self.assertFalse(ok(b, 0, 0, 0))
        b.put(1, 0, SEISMITOAD)
        # the Active one moved away: only a Benched Seismitoad is left
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1
        self.assertTrue(ok(b, 0, 0, 0))

    def test_stadium_basic_pokemon_pay_more(self):
        b = Board([SCATTERBUG, SPEWPA, PLHQ, GRASS], [SEISMITOAD], rules="modern")
        b.active(0, SCATTERBUG)
        b.bench(0, 1, SPEWPA, below=(SCATTERBUG,))
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1  # no Quaking Zone here
        b.attach(0, 0, GRASS, GRASS)
        b.attach(0, 1, GRASS, GRASS)
        self.assertTrue(ok(b, 0, 0, 0))
        b.st.g[L.G_STADIUM_K] = b.k(0, PLHQ)
        b.st.g[L.G_STADIUM_P] = 0
        self.assertFalse(ok(b, 0, 0, 0))  # Basic: G C C now
        self.assertTrue(ok(b, 0, 1, 0))  # Stage 1: G C as printed


class TestIgnore(unittest.TestCase):
    def test_monkey_trio_needs_both_other_names(self):
        b = Board([SIMISAGE, SIMISEAR, SIMIPOUR, GRASS], [SEISMITOAD], rules="modern")
        b.active(0, SIMISAGE)
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1
        b.attach(0, 0, GRASS)  # G C C
        b.bench(0, 1, SIMISEAR)
        self.assertFalse(ok(b, 0, 0, 0))
        b.bench(0, 2, SIMIPOUR)
        self.assertTrue(ok(b, 0, 0, 0))
        b.st.slot[0, 0, L.S_NEN] = 0
        self.assertFalse(ok(b, 0, 0, 0))  # the Grass symbol stays

    def test_enthusiastic_king_ignores_every_symbol(self):
        b = Board([NIDOKING, NIDOQUEEN], [SEISMITOAD], rules="modern")
        b.active(0, NIDOKING)
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1
        self.assertFalse(ok(b, 0, 0, 0))
        b.bench(0, 1, NIDOQUEEN)
        self.assertTrue(ok(b, 0, 0, 0))
        b.active(1, SEISMITOAD)  # Quaking Zone: one Colorless more still asks for a unit
        self.assertFalse(ok(b, 0, 0, 0))

    def test_snipers_eye_exactly_four_cards(self):
        b = Board([DECIDUEYE, GRASS], [SEISMITOAD, WATER], rules="modern")
        b.active(0, DECIDUEYE)
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1
        b.attach(0, 0, GRASS)
        for n, want in ((3, False), (4, True), (5, False)):
            b.st.pl[1, L.PL_HAND_N] = n
            self.assertEqual(ok(b, 0, 0, 0), want, n)

    def test_tuning_echo_same_hand_size(self):
        b = Board([NOIVERN], [SEISMITOAD], rules="modern")
        b.active(0, NOIVERN)
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1
        b.st.pl[0, L.PL_HAND_N] = 3
        b.st.pl[1, L.PL_HAND_N] = 4
        self.assertFalse(ok(b, 0, 0, 0))
        b.st.pl[1, L.PL_HAND_N] = 3
        self.assertTrue(ok(b, 0, 0, 0))


class TestAnyTypeLess(unittest.TestCase):
    def test_sparkling_crystal_pays_one_typed_symbol_for_a_tera_holder(self):
        b = Board([LAPRAS, CRYSTAL, WATER, PSY, SCATTERBUG, GRASS], [SEISMITOAD], rules="modern")
        b.active(0, LAPRAS)
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1
        b.attach(0, 0, WATER, PSY)  # W P M
        self.assertFalse(ok(b, 0, 0, 1))
        b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, CRYSTAL)
        b.st.slot[0, 0, L.S_TOOL_N] = 1
        self.assertTrue(ok(b, 0, 0, 1))
        b.st.slot[0, 0, L.S_NEN] = 0
        b.attach(0, 0, WATER, WATER)  # two typed symbols short: one less is not enough
        self.assertFalse(ok(b, 0, 0, 1))
        b.bench(0, 1, SCATTERBUG)  # not a Tera Pokémon: no change
        b.attach(0, 1, GRASS)
        b.st.slot[0, 1, L.S_TOOL_K] = b.k(0, CRYSTAL)
        b.st.slot[0, 1, L.S_TOOL_N] = 1
        self.assertFalse(ok(b, 0, 1, 0))


class TestGreedyValuesTheTool(unittest.TestCase):
    def test_crystal_is_worth_more_on_a_tera_pokemon(self):
        from ptcgsim.kernel.player.value import tool_value_nb

        b = Board([LAPRAS, CRYSTAL, WATER, PSY, SCATTERBUG, GRASS], [SEISMITOAD], rules="modern")
        b.active(0, LAPRAS)
        b.bench(0, 1, SCATTERBUG)
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1
        b.attach(0, 0, WATER, PSY)
        b.attach(0, 1, GRASS)
        on_tera = tool_value_nb(b.st, b.ct, 0, 0, b.k(0, CRYSTAL), b.units)
        on_other = tool_value_nb(b.st, b.ct, 0, 1, b.k(0, CRYSTAL), b.units)
        self.assertGreater(on_tera, on_other)
        self.assertEqual(on_other, 0.0)


class TestEvolveEarly(unittest.TestCase):
    def test_adaptive_evolution_the_turn_it_was_played_and_the_first_turn(self):
        b = Board([SCATTERBUG, SPEWPA, SPEAROW, FEAROW], [SEISMITOAD], rules="modern")
        b.active(0, SCATTERBUG, played_turn=3)
        b.bench(0, 1, SPEAROW, played_turn=3)
        b.hand(0, SPEWPA, FEAROW)
        self.assertTrue(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, SPEWPA), 0))
        self.assertFalse(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, FEAROW), 1))  # played this turn
        b.turn(2, cur=0, first=1)
        b.own_turns(0, 1)
        b.bench(0, 1, SPEAROW, played_turn=0)
        self.assertTrue(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, FEAROW), 1))  # going second, first turn
        b.turn(1, cur=0, first=0)
        self.assertFalse(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, FEAROW), 1))  # going first: no
        self.assertTrue(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, SPEWPA), 0))
        self.assertIn((A_EVOLVE, b.k(0, SPEWPA), 0), b.legal(0))

    def test_conditions(self):
        b = Board([EEVEE, VAPOREON, SHELMET, ACCELGOR, KARRABLAST], [SEISMITOAD], rules="modern")
        b.active(0, SHELMET, played_turn=3)
        b.bench(0, 1, EEVEE, played_turn=3)
        b.hand(0, VAPOREON, ACCELGOR)
        self.assertFalse(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, ACCELGOR), 0))  # no Karrablast
        self.assertFalse(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, VAPOREON), 1))  # Eevee on the Bench
        b.bench(0, 2, KARRABLAST)
        self.assertTrue(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, ACCELGOR), 0))
        b.active(0, EEVEE, played_turn=3)
        self.assertTrue(can_evolve_nb(b.st, b.ct, b.R, 0, b.k(0, VAPOREON), 0))


class TestFirstTurn(unittest.TestCase):
    def test_debut_performance(self):
        b = Board([MELOETTA, PSY, SCATTERBUG, GRASS], [SEISMITOAD], rules="modern")
        b.turn(1, cur=0, first=0)
        b.own_turns(0, 1)
        b.active(0, SCATTERBUG)
        b.attach(0, 0, GRASS, GRASS)
        b.active(1, SEISMITOAD)
        b.st.slot[1, 0, L.S_CARD] = -1
        self.assertEqual(attacks(b), [])
        b.active(0, MELOETTA)
        b.attach(0, 0, PSY)
        self.assertEqual(attacks(b), [0])

    def test_second_players_first_turn_count(self):
        b = Board([CRYOGONAL], [SEISMITOAD], rules="modern")
        b.turn(2, cur=1, first=0)
        b.own_turns(1, 1)
        self.assertEqual(board_count_nb(b.st, b.ct, 1, 0, fx.CNT_SECOND_FIRST_TURN, -1), 1)
        self.assertEqual(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_SECOND_FIRST_TURN, -1), 0)
        b.own_turns(1, 2)
        self.assertEqual(board_count_nb(b.st, b.ct, 1, 0, fx.CNT_SECOND_FIRST_TURN, -1), 0)


class TestDefendingCostsMore(unittest.TestCase):
    def test_sticky_jail_through_the_opponents_next_turn(self):
        from ptcgsim.kernel.predicates import retreat_cost_nb

        b = Board([MUK, DARK], [SCATTERBUG, GRASS], rules="modern")
        self.assertEqual(b.ct.prog[b.ct.atk_prog[0, b.k(0, MUK), 0, 0] + 1][:3].tolist(),
                         [fx.OP["DEF_COST_MORE_NEXT"], 1, 1])
        b.active(0, MUK)
        b.attach(0, 0, DARK)
        b.active(1, SCATTERBUG)
        b.bench(1, 1, SCATTERBUG)
        b.attach(1, 0, GRASS, GRASS)
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 1), 1)
        b.attack(0, 0)
        b.turn(4, cur=1)
        self.assertFalse(ok(b, 1, 0, 0))  # G C: now G C C
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 1), 2)
        b.turn(5, cur=0)
        self.assertTrue(ok(b, 1, 0, 0))
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 1), 1)

    def test_ends_on_the_bench(self):
        from ptcgsim.kernel.effects import clear_attack_effects_nb

        b = Board([MUK, DARK], [SCATTERBUG, GRASS], rules="modern")
        b.active(0, MUK)
        b.attach(0, 0, DARK)
        b.active(1, SCATTERBUG)
        b.attach(1, 0, GRASS, GRASS)
        b.attack(0, 0)
        b.turn(4, cur=1)
        self.assertFalse(ok(b, 1, 0, 0))
        clear_attack_effects_nb(b.st, 1, 0)
        self.assertTrue(ok(b, 1, 0, 0))


class TestEx(unittest.TestCase):
    def test_primal_pull_each_players_evolved_pokemon(self):
        b = Board([CLAYDOL, JIRACHI, PSY], [CLAYDOL, JIRACHI, PSY], rules="ex")
        self.assertEqual([r[:3] for r in power(CLAYDOL)[1:]], [["TOOL", fx.TOOL_COST_LESS, -1]] * 2)
        b.active(0, CLAYDOL)
        b.active(1, CLAYDOL)
        b.bench(1, 1, JIRACHI)
        b.attach(1, 0, PSY)
        b.attach(1, 1, PSY, PSY)
        self.assertFalse(ok(b, 1, 0, 0))  # P: now P C
        self.assertTrue(ok(b, 1, 1, 0))  # a Basic Pokémon pays as printed

    def test_star_light(self):
        b = Board([JIRACHI, PSY], [JIRACHI, CLAYDOL], rules="ex")
        b.active(0, JIRACHI)
        b.attach(0, 0, PSY)
        b.active(1, CLAYDOL)
        b.st.slot[1, 0, L.S_CARD] = -1
        b.bench(1, 1, CLAYDOL)
        self.assertFalse(ok(b, 0, 0, 0))
        b.bench(1, 2, JIRACHI)  # a Pokémon-ex
        self.assertTrue(ok(b, 0, 0, 0))


if __name__ == "__main__":
    unittest.main()
