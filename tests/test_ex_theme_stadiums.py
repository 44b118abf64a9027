"""EX-era Stadiums of the bundled EX decks on scripted boards: counters between turns on the
Pokémon-ex the Stadium names (ST_BETWEEN_COUNTERS, TC_EX_HP100), more Retreat Cost and counters on
a new Benched Pokémon for those without a team's name (TOOL_RETREAT_LESS < 0, ST_BENCH_COUNTERS,
TC_NOT_AQUA / TC_NOT_MAGMA), a basic Energy card back from the discard pile unless a Special Energy
card is there (ST_ACTION, KIND_SPECIAL_ENERGY); and the Active evolving from the deck by a
Supporter (EVOLVE_FROM_DECK, CNT_SELF_MAY_EVOLVE); greedy's valuation of each.

Real cards of the bundled database by id; the shapes test first checks that each program is the
one the boards rely on.  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_BENCH, A_STADIUM
from ptcgsim.kernel.predicates import retreat_cost_nb
from tests.kernel_harness import trainer_score as score, A_TRAINER, Board

CHANSEY_EX = "ex1-96"  # Basic Pokémon-ex, 120 HP
ELECTABUZZ_EX = "ex1-97"  # Basic Pokémon-ex, 90 HP
GROUDON_M = "ex4-9"  # Team Magma's Groudon, Basic, 100 HP, Retreat 3
SPHEAL_A = "ex4-57"  # Team Aqua's Spheal, Basic
MAKUHITA = "ex1-58"  # Basic Fighting, 50 HP
FIGHTING = "base1-97"
METAL_SPECIAL = "ex1-94"  # a Special Energy (EX Metal Energy)
DESERT_RUINS = "ex5-88"
AQUA_HIDEOUT = "ex4-78"
MAGMA_HIDEOUT = "ex4-83"
POWER_TREE = "ex12-76"
SLAKOTH, VIGOROTH = "ex1-45", "ex1-47"  # Basic 40 HP, its Stage 1
WALLY = "ex2-89"

POOL = [CHANSEY_EX, ELECTABUZZ_EX, GROUDON_M, SPHEAL_A, MAKUHITA, FIGHTING, METAL_SPECIAL, DESERT_RUINS, AQUA_HIDEOUT,
        MAGMA_HIDEOUT, POWER_TREE, SLAKOTH, VIGOROTH, WALLY]


def program(card_id: str) -> list:
    return load_db().get(card_id).effects


def board(a=MAKUHITA, b=MAKUHITA) -> Board:
    bd = Board(POOL, POOL, "ex")
    bd.active(0, a)
    bd.active(1, b)
    return bd


def stadium(b: Board, p: int, card: str):
    b.st.g[L.G_STADIUM_P] = p
    b.st.g[L.G_STADIUM_K] = b.k(p, card)




class TestShapes(unittest.TestCase):
    def test_programs(self):
        self.assertEqual(program(DESERT_RUINS), [["STADIUM", fx.ST_BETWEEN_COUNTERS, 10, fx.TC_EX_HP100]])
        self.assertEqual(program(AQUA_HIDEOUT), [["STADIUM", fx.TOOL_RETREAT_LESS, -1, fx.TC_NOT_AQUA]])
        self.assertEqual(program(MAGMA_HIDEOUT), [["STADIUM", fx.ST_BENCH_COUNTERS, 10, fx.TC_NOT_MAGMA]])
        self.assertEqual(program(POWER_TREE), [
            ["STADIUM", fx.ST_ACTION, 3, 0], ["REQ_COUNT", fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_SPECIAL_ENERGY), -1],
            ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["RECOVER", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]])
        self.assertEqual(program(WALLY), [["REQ_COUNT", fx.CNT_SELF_MAY_EVOLVE, 1], ["EVOLVE_FROM_DECK", 0]])


class TestStadiums(unittest.TestCase):
    def test_desert_ruins_counters_on_big_pokemon_ex_only(self):
        b = board(CHANSEY_EX, ELECTABUZZ_EX)
        b.bench(0, 1, MAKUHITA)
        stadium(b, 0, DESERT_RUINS)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 10)  # 120 HP Pokémon-ex
        self.assertEqual(b.dmg(1, 0), 0)  # 90 HP: under 100
        self.assertEqual(b.dmg(0, 1), 0)  # not a Pokémon-ex

    def test_greedy_plays_desert_ruins_against_big_pokemon_ex(self):
        b = board(MAKUHITA, CHANSEY_EX)
        self.assertGreater(score(b, 0, DESERT_RUINS), 0)
        b2 = board(CHANSEY_EX, MAKUHITA)
        self.assertLessEqual(score(b2, 0, DESERT_RUINS), 0)

    def test_aqua_hideout_raises_the_retreat_of_the_others(self):
        b = board(GROUDON_M, SPHEAL_A)
        before = retreat_cost_nb(b.st, b.ct, 0), retreat_cost_nb(b.st, b.ct, 1)
        stadium(b, 0, AQUA_HIDEOUT)
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 0), before[0] + 1)
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 1), before[1])

    def test_magma_hideout_counters_on_a_new_benched_pokemon(self):
        b = board()
        stadium(b, 1, MAGMA_HIDEOUT)
        b.hand(0, MAKUHITA, GROUDON_M)
        b.apply(0, A_BENCH, b.k(0, MAKUHITA), 0)
        b.apply(0, A_BENCH, b.k(0, GROUDON_M), 0)
        self.assertEqual(b.dmg(0, 1), 10)
        self.assertEqual(b.dmg(0, 2), 0)

    def test_power_tree_gives_a_basic_energy_back_unless_a_special_one_is_there(self):
        b = board()
        stadium(b, 1, POWER_TREE)
        b.st.disc[0, b.k(0, FIGHTING)] += 1
        self.assertIn(A_STADIUM, [a[0] for a in b.legal(0)])
        b.apply(0, A_STADIUM, 0, 0)
        self.assertEqual(b.in_hand(0, FIGHTING), 1)
        b2 = board()
        stadium(b2, 1, POWER_TREE)
        b2.st.disc[0, b2.k(0, FIGHTING)] += 1
        b2.st.disc[0, b2.k(0, METAL_SPECIAL)] += 1
        self.assertNotIn(A_STADIUM, [a[0] for a in b2.legal(0)])


class TestWallysTraining(unittest.TestCase):
    def test_the_active_evolves_from_the_deck(self):
        b = board(SLAKOTH)
        b.deck(0, FIGHTING, VIGOROTH, FIGHTING)
        self.assertGreater(score(b, 0, WALLY), 0)
        b.hand(0, WALLY)
        b.apply(0, A_TRAINER, b.k(0, WALLY), 0)
        self.assertEqual(b.card(0, 0), VIGOROTH)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_not_on_a_pokemon_put_into_play_this_turn(self):
        b = Board(POOL, POOL, "ex")
        b.active(0, SLAKOTH, played_turn=3)
        b.active(1, MAKUHITA)
        b.deck(0, VIGOROTH)
        b.hand(0, WALLY)
        self.assertNotIn(b.k(0, WALLY), [a[1] for a in b.legal_kinds(0, A_TRAINER)])


if __name__ == "__main__":
    unittest.main()


def test_games_with_the_ex_decks_keep_every_invariant():
    # the decks that play these Trainers, Tools and Stadiums most (Steven's Advice, Rocket's Admin.,
    # Pokémon Retriever, Life Herb, Desert Ruins, the Schemers, the Berries, Wally's Training)
    import numpy as np

    from ptcgsim.kernel.invariants import V_NAMES
    from ptcgsim.sim import Prepared
    for decks in (("decklists/ex_dark_tyranitar.txt", "decklists/ex_queendom.txt"),
                  ("decklists/theme_ex4_team_magma.txt", "decklists/theme_ex9_hydrobloom.txt"),
                  ("decklists/theme_ex1_ruby.txt", "decklists/theme_ex7_jessie.txt")):
        for players, n in ((("random", "random"), 300), (("greedy", "greedy"), 60)):
            prep = Prepared(*decks, "ex", players, "standard", True, 200)
            _rec, bad = prep.run_checked(seed=11, first_game=0, n=n)
            broken = {V_NAMES[c]: int((bad == c).sum()) for c in np.unique(bad) if c}
            assert not broken, (decks, players, broken)
