"""Kernel slice 31 k19: EX-era attacks, part B, on scripted boards.

Boards use real cards of the bundled database by id; the programs under test are set on the
attacking card here, so the tests do not wait for the lead's database rebuild; the recogniser
tests (tests/test_k19_recognize.py) check that the printed wordings give these rows.
No card text lives here.  Run fast with:
NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k19_kernel -v
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cardtags import tag_bit, tag_kind, tagged_count
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.cardtable import CF_EX, CF_HAS_BODY, CF_HAS_PPOWER
from ptcgsim.kernel.effects import board_count_nb
from ptcgsim.kernel.estimates import expected_damage_slot_nb
from tests.kernel_harness import A_ATTACK, Board

ELECTABUZZ_EX = "ex1-97"  # the attacker (Lightning, no power)
CHANSEY_EX, LAPRAS_EX = "ex1-96", "ex1-99"  # Pokémon-ex, no power (Colorless, Retreat 3; Water, Retreat 3)
MIGHTYENA = "ex1-10"  # a Poké-Body (Darkness, Retreat 1)
SHARPEDO = "ex1-22"  # a Poké-Body (Water, weak to Lightning)
DELCATTY = "ex1-5"  # a Poké-Power (Colorless, Retreat 1)
SWAMPERT_P = "ex1-13"  # a Poké-Power (Water, weak to Lightning, Retreat 3)
SEVIPER, SEVIPER2, ZANGOOSE = "ex2-11", "ex9-20", "ex2-14"  # no power; two Seviper cards (one name)
REGISTEEL_EX = "ex5-99"
PSY, WATER = "sve-5", "sve-3"


def set_attack(tc: unittest.TestCase, card_id: str, rows: list, j: int = 0, damage: int = 0) -> None:
    """Give the loaded card's attack j these rows and printed damage for the test (put back
    after it): the damage of an attack with no printed number is all its rows'."""
    a = load_db().get(card_id).attacks[j]
    for field in ("effects", "implemented", "damage"):
        tc.addCleanup(setattr, a, field, getattr(a, field))
    a.effects = [list(r) for r in rows]
    a.implemented = True
    a.damage = damage


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


class TestBenchDamageIf(unittest.TestCase):
    def board(self, rows, opp, own_bench=()):
        set_attack(self, ELECTABUZZ_EX, rows)
        b = Board([ELECTABUZZ_EX, PSY, *own_bench], list(opp) + [WATER], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        for i, cid in enumerate(own_bench):
            b.bench(0, 1 + i, cid)
        b.active(1, opp[0])
        for i, cid in enumerate(opp[1:]):
            b.bench(1, 1 + i, cid)
        return b

    def test_each_opponent_pokemon_with_a_body_no_weakness(self):
        rows = [["NO_WEAKNESS_RESISTANCE"], ["BENCH_DAMAGE_IF", 20, fx.K19_SCOPE_OPP_ALL, fx.K19_FLAG + _bit(CF_HAS_BODY)]]
        b = self.board(rows, [SHARPEDO, MIGHTYENA, DELCATTY, CHANSEY_EX])
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, s) for s in range(4)], [20, 20, 0, 0])  # weak to Lightning: still 20

    def test_each_opponent_pokemon_with_a_power(self):
        rows = [["NO_WEAKNESS_RESISTANCE"], ["BENCH_DAMAGE_IF", 20, fx.K19_SCOPE_OPP_ALL, fx.K19_FLAG + _bit(CF_HAS_PPOWER)]]
        b = self.board(rows, [SWAMPERT_P, MIGHTYENA, DELCATTY])
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, s) for s in range(3)], [20, 0, 20])

    def test_each_pokemon_ex_the_active_with_weakness(self):
        rows = [["BENCH_DAMAGE_IF", 100, fx.K19_SCOPE_OPP_ALL, fx.K19_FLAG + _bit(CF_EX)]]
        b = self.board(rows, [LAPRAS_EX, CHANSEY_EX, MIGHTYENA])
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 200)  # the Active: the attack's damage, Weakness applied (Lapras ex: Lightning x2)
        self.assertEqual((b.dmg(1, 1), b.dmg(1, 2)), (100, 0))  # Benched: no Weakness; not an ex: none

    def test_same_name_and_same_type_as_the_defending_pokemon(self):
        rows = [["BENCH_DAMAGE_IF", 60, fx.K19_SCOPE_OPP_BENCH, fx.K19_SAME_NAME]]
        b = self.board(rows, [SEVIPER, SEVIPER2, ZANGOOSE, SEVIPER])
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, s) for s in range(4)], [0, 60, 0, 60])  # the Active itself is not hit
        rows = [["BENCH_DAMAGE_IF", 20, fx.K19_SCOPE_OPP_BENCH, fx.K19_SAME_TYPE]]
        b = self.board(rows, [SHARPEDO, LAPRAS_EX, MIGHTYENA, SWAMPERT_P])
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, s) for s in range(4)], [0, 20, 0, 20])  # the Water ones

    def test_both_benches_with_energy_attached(self):
        rows = [["BENCH_DAMAGE_IF", 10, fx.K19_SCOPE_BOTH_BENCHES, fx.TC_ANY_ENERGY]]
        b = self.board(rows, [SHARPEDO, MIGHTYENA, DELCATTY], own_bench=(CHANSEY_EX, LAPRAS_EX))
        b.attach(1, 1, WATER)
        b.attach(0, 2, PSY)
        b.attach(1, 0, WATER)
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, s) for s in range(3)], [0, 10, 0])  # not the Active
        self.assertEqual((b.dmg(0, 1), b.dmg(0, 2)), (0, 10))  # your own Bench too


class TestHitPerRetreat(unittest.TestCase):
    def board(self):
        set_attack(self, ELECTABUZZ_EX, [["HIT_ONE_PER_RETREAT", 10]])
        b = Board([ELECTABUZZ_EX], [SWAMPERT_P, MIGHTYENA, CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, SWAMPERT_P)  # Retreat 3, weak to Lightning
        b.bench(1, 1, MIGHTYENA)  # Retreat 1
        b.bench(1, 2, CHANSEY_EX)  # Retreat 3
        return b

    def test_a_benched_pick_no_weakness(self):
        b = self.board()
        b.script(0, 2)  # the options: Active, slot 1, slot 2
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, s) for s in range(3)], [0, 0, 30])

    def test_the_active_pick_after_effects_and_weakness(self):
        b = self.board()
        b.st.slot[1, 0, L.S_COST_MORE] = 16  # DEF_COST_MORE_NEXT's Retreat Cost 1 more this turn
        b.st.slot[1, 0, L.S_COST_MORE_UNTIL] = int(b.st.g[L.G_TURN])
        b.script(0, 0)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 80)  # 4 Colorless x 10, x2 Weakness
        self.assertEqual(int(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_DEF_RETREAT_NOW, -1)), 4)
        self.assertEqual(int(board_count_nb(b.st, b.ct, 0, 0, fx.CNT_DEF_RETREAT, -1)), 3)  # the printed cost


class TestOpponentDiscardsDefEnergy(unittest.TestCase):
    def board(self, rows):
        set_attack(self, ELECTABUZZ_EX, rows)
        b = Board([ELECTABUZZ_EX, PSY], [CHANSEY_EX, WATER, PSY], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.attach(1, 0, WATER, WATER, PSY)
        return b

    def test_one_card(self):
        b = self.board([["DEF_ENERGY_OPP_DISCARDS", 1, 0, fx.ANY]])
        b.attack(0, 0)
        self.assertEqual(b.n_energy(1, 0), 2)
        self.assertEqual(b.in_discard(1, WATER) + b.in_discard(1, PSY), 1)

    def test_as_many_as_heads(self):
        b = self.board([["FLIP", 0], ["DEF_ENERGY_OPP_DISCARDS", -1, 0, fx.ANY]])
        b.coins("HHT")
        b.attack(0, 0)
        self.assertEqual(b.n_energy(1, 0), 1)
        b = self.board([["FLIP", 0], ["DEF_ENERGY_OPP_DISCARDS", -1, 0, fx.ANY]])
        b.coins("T")
        b.attack(0, 0)
        self.assertEqual(b.n_energy(1, 0), 3)  # no heads: none (not "all")

    def test_after_your_own_discard_only(self):
        rows = [["DISCARD_CHOSEN", 1, fx.DS_SELF, 4], ["SKIP_UNLESS_N", 1, 1], ["DEF_ENERGY_OPP_DISCARDS", 1, 0, fx.ANY]]
        b = self.board(rows)
        b.attack(0, 0)  # nothing attached to the attacker: nothing to discard, so nothing for the opponent
        self.assertEqual(b.n_energy(1, 0), 3)


class TestMoreOnExisting(unittest.TestCase):
    def test_a_poke_power_pick_takes_more(self):
        alt = 1000 * (fx.ALT_FLAG + _bit(CF_HAS_PPOWER)) + 50
        set_attack(self, ELECTABUZZ_EX, [["BENCH_DAMAGE", 30, fx.BENCH_OPP_ANY_ONE, alt]])
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, DELCATTY, MIGHTYENA], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.bench(1, 1, DELCATTY)
        b.bench(1, 2, MIGHTYENA)
        b.script(0, 1)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 1), 50)
        b.script(0, 2)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 2), 30)  # a Poké-Body is not a Poké-Power

    def test_shuffle_the_opponents_deck(self):
        set_attack(self, ELECTABUZZ_EX, [["SHUFFLE_DECK", 1]])
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, WATER, PSY, DELCATTY, MIGHTYENA], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.deck(1, WATER, PSY, DELCATTY, MIGHTYENA)
        b.attack(0, 0)
        shuffles = [e for e in b.events() if e[2] == 37]  # EV_SHUFFLE
        self.assertEqual([e[1] for e in shuffles], [1])
        self.assertEqual(b.pl(1, L.PL_DECK_N), 4)

    def test_tagged_conditions(self):
        # "if <name> is in play" (either player's) and "if the Defending Pokémon is <name>": card tags
        rows = [["SKIP_UNLESS_COUNT", tagged_count(fx.CNT_ALL_FLAG_IN_PLAY, tag_bit("name:Registeel ex")), 1, 1],
                ["DMG_ADD", 20],
                ["SKIP_UNLESS_COUNT", tagged_count(fx.CNT_DEF_FLAG, tag_bit("name:Seviper")), 1, 1], ["DMG_ADD", 30],
                ["DAMAGE"]]
        for opp, extra, want in ((CHANSEY_EX, None, 0), (SEVIPER, None, 30), (CHANSEY_EX, REGISTEEL_EX, 20),
                                 (SEVIPER, REGISTEEL_EX, 50)):
            set_attack(self, ZANGOOSE, [["DMG_SET", 0]] + rows)
            b = Board([ZANGOOSE], [opp, REGISTEEL_EX], rules="ex")
            b.active(0, ZANGOOSE)
            b.active(1, opp)
            if extra:
                b.bench(1, 1, extra)  # the opponent's: "in play" is either player's
            b.attack(0, 0)
            self.assertEqual(b.dmg(1, 0), want, (opp, extra))


EEVEE, FLAREON, JOLTEON, VAPOREON_D, ESPEON_EX = "ex2-63", "ex2-5", "ex2-6", "ex11-18", "ex10-102"


class TestHealAndSearch(unittest.TestCase):
    def test_heal_each_with_energy_of_a_type(self):
        set_attack(self, ELECTABUZZ_EX, [["HEAL_EACH_IF", 40, 0, fx.TC_ENERGY_OF + 4]])  # 4: Psychic
        b = Board([ELECTABUZZ_EX, CHANSEY_EX, MIGHTYENA, PSY, WATER], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX, damage=30)
        b.bench(0, 1, CHANSEY_EX, damage=60)
        b.bench(0, 2, MIGHTYENA, damage=60)
        b.attach(0, 0, PSY)
        b.attach(0, 1, PSY)
        b.attach(0, 2, WATER)
        b.active(1, CHANSEY_EX, damage=60)
        b.attack(0, 0)
        self.assertEqual([b.dmg(0, s) for s in range(3)], [0, 20, 60])  # all of 30; 40 of 60; no Psychic: none
        self.assertEqual(b.dmg(1, 0), 60)  # yours only

    def test_search_cards_that_evolve_from_it(self):
        rows = [["SEARCH_DECK", 3, tag_kind(fx.KIND_POKEMON, "evolves:Eevee"), fx.TO_HAND]]
        set_attack(self, EEVEE, rows)
        b = Board([EEVEE, FLAREON, JOLTEON, VAPOREON_D, ESPEON_EX, MIGHTYENA], [CHANSEY_EX], rules="ex")
        b.active(0, EEVEE)
        b.active(1, CHANSEY_EX)
        b.deck(0, MIGHTYENA, FLAREON, JOLTEON, VAPOREON_D, ESPEON_EX, MIGHTYENA)
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 3)
        self.assertEqual(b.in_hand(0, MIGHTYENA), 0)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 3)


MAGMA_ZANGOOSE = "ex4-23"


class TestMayGustATeam(unittest.TestCase):
    def board(self):
        set_attack(self, ELECTABUZZ_EX, [["GUST", fx.SELF, 1, fx.TC_MAGMA], ["DAMAGE"]], damage=20)
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, MIGHTYENA, MAGMA_ZANGOOSE], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.bench(1, 1, MIGHTYENA)
        b.bench(1, 2, MAGMA_ZANGOOSE)
        return b

    def test_switch_in_the_team_pokemon_before_the_damage(self):
        b = self.board()
        b.script(0, 0)  # the options: the Team Magma one (slot 2), then the Active (no switch)
        b.attack(0, 0)
        self.assertEqual((b.card(1, 0), b.dmg(1, 0)), (MAGMA_ZANGOOSE, 20))
        self.assertEqual(b.dmg(1, 2), 0)

    def test_may_decline(self):
        b = self.board()
        b.script(0, 1)
        b.attack(0, 0)
        self.assertEqual((b.card(1, 0), b.dmg(1, 0)), (CHANSEY_EX, 20))


class TestHitBenchMayMove(unittest.TestCase):
    def board(self):
        set_attack(self, ELECTABUZZ_EX, [["HIT_BENCH_MAY_MOVE", 10]])
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, MIGHTYENA, DELCATTY, WATER], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.bench(1, 1, MIGHTYENA)
        b.bench(1, 2, DELCATTY)
        b.attach(1, 1, WATER, WATER)
        return b

    def test_hit_then_move_a_card_to_another(self):
        b = self.board()
        b.script(0, 0, 1, 0, 1)  # Mightyena; yes; its first card; to Delcatty (the options skip Mightyena)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)), (0, 10, 0))
        self.assertEqual((b.n_energy(1, 1), b.n_energy(1, 2)), (1, 1))

    def test_may_decline_the_move(self):
        b = self.board()
        b.script(0, 0, 0)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 1), b.n_energy(1, 1), b.n_energy(1, 2)), (10, 2, 0))


class TestMillAttachAndEnergyTrail(unittest.TestCase):
    def board(self, top):
        set_attack(self, ELECTABUZZ_EX, [["MILL_SELF_ATTACH_BASIC"]])
        b = Board([ELECTABUZZ_EX, PSY, MIGHTYENA], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.deck(0, MIGHTYENA, top)
        return b

    def test_a_basic_energy_on_top_is_attached(self):
        b = self.board(PSY)
        b.attack(0, 0)
        self.assertEqual((b.energy_ids(0, 0), b.in_discard(0, PSY), b.pl(0, L.PL_DECK_N)), ([PSY], 0, 1))

    def test_another_card_is_discarded(self):
        b = self.board(MIGHTYENA)
        b.attack(0, 0)
        self.assertEqual((b.n_energy(0, 0), b.in_discard(0, MIGHTYENA), b.pl(0, L.PL_DECK_N)), (0, 1, 1))

    def test_energy_trail(self):
        rows = [["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_ALL_TRAIL, 1, 1], ["DMG_ADD", 30], ["DAMAGE"]]
        set_attack(self, ELECTABUZZ_EX, rows, damage=20)
        for own, opp, want in ((1, 2, 50), (2, 2, 20), (2, 1, 20)):
            b = Board([ELECTABUZZ_EX, MIGHTYENA, PSY], [CHANSEY_EX, MIGHTYENA, WATER], rules="ex")
            b.active(0, ELECTABUZZ_EX)
            b.bench(0, 1, MIGHTYENA)
            b.attach(0, 1, *([PSY] * own))
            b.active(1, CHANSEY_EX)
            b.bench(1, 1, MIGHTYENA)
            b.attach(1, 1, *([WATER] * opp))
            b.attack(0, 0)
            self.assertEqual(b.dmg(1, 0), want, (own, opp))


LUM_BERRY, ORAN_BERRY, AQUA_TM = "ex1-84", "ex1-85", "ex4-79"


class TestDiscardHandKindForDamage(unittest.TestCase):
    def test_tools_and_technical_machines_times(self):
        rows = [["DMG_SET", 0], ["DISCARD_CHOSEN", 0, fx.DS_HAND_KIND, fx.KIND_TOOL], ["DMG_ADD_PER_N", 30], ["DAMAGE"]]
        set_attack(self, ELECTABUZZ_EX, rows, damage=30)
        b = Board([ELECTABUZZ_EX, LUM_BERRY, ORAN_BERRY, AQUA_TM, PSY], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.hand(0, LUM_BERRY, AQUA_TM, PSY)
        b.script(0, 2, 0, 0)  # how many: 2 (the options 0, 1, 2: the Energy card is not one); then which
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 60)
        self.assertEqual((b.in_hand(0, LUM_BERRY), b.in_hand(0, AQUA_TM), b.in_hand(0, PSY)), (0, 0, 1))

    def test_greedy_sees_the_cards_it_may_discard(self):
        rows = [["DISCARD_CHOSEN", 2, fx.DS_HAND_KIND, fx.KIND_TOOL], ["DMG_ADD_PER_N", 30], ["DAMAGE"]]
        set_attack(self, ELECTABUZZ_EX, rows, damage=20)
        b = Board([ELECTABUZZ_EX, LUM_BERRY, ORAN_BERRY, AQUA_TM, PSY], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.hand(0, LUM_BERRY, ORAN_BERRY, AQUA_TM, PSY)
        self.assertEqual(float(expected_damage_slot_nb(b.st, b.ct, b.R, 0, 0, 0)), 80.0)  # at most 2 of the 3


PHOEBES_STADIUM, BATTLE_FRONTIER = "ex16-79", "ex16-71"


class TestDeckTrainersIntoPlay(unittest.TestCase):
    def stadium_board(self, in_play):
        set_attack(self, ELECTABUZZ_EX, [["SEARCH_PLAY_STADIUM"]])
        b = Board([ELECTABUZZ_EX, PHOEBES_STADIUM, MIGHTYENA], [CHANSEY_EX, in_play], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.deck(0, PHOEBES_STADIUM, MIGHTYENA)
        b.st.g[L.G_STADIUM_K] = b.k(1, in_play)
        b.st.g[L.G_STADIUM_P] = 1
        return b

    def test_a_stadium_from_the_deck_into_play(self):
        b = self.stadium_board(BATTLE_FRONTIER)
        b.script(0, 0)
        b.attack(0, 0)
        self.assertEqual((int(b.st.g[L.G_STADIUM_P]), int(b.st.g[L.G_STADIUM_K])), (0, b.k(0, PHOEBES_STADIUM)))
        self.assertEqual((b.in_discard(1, BATTLE_FRONTIER), b.pl(0, L.PL_DECK_N), b.pl(0, L.PL_STADIUMS)), (1, 1, 0))

    def test_not_one_of_the_name_in_play(self):
        b = self.stadium_board(PHOEBES_STADIUM)
        b.attack(0, 0)
        self.assertEqual((int(b.st.g[L.G_STADIUM_P]), b.pl(0, L.PL_DECK_N)), (1, 2))

    def test_tools_onto_pokemon_with_none(self):
        set_attack(self, ELECTABUZZ_EX, [["SEARCH_ATTACH_TOOLS", 2]])
        b = Board([ELECTABUZZ_EX, MIGHTYENA, CHANSEY_EX, LUM_BERRY, ORAN_BERRY, AQUA_TM], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.bench(0, 1, MIGHTYENA)
        b.bench(0, 2, CHANSEY_EX)
        b.st.slot[0, 1, L.S_TOOL_K] = b.k(0, LUM_BERRY)  # it has one already
        b.st.slot[0, 1, L.S_TOOL_N] = 1
        b.active(1, CHANSEY_EX)
        b.deck(0, AQUA_TM, LUM_BERRY, ORAN_BERRY)
        b.attack(0, 0)
        tools = [int(b.st.slot[0, q, L.S_TOOL_K]) for q in range(3)]
        self.assertEqual(sorted(tools), sorted([b.k(0, LUM_BERRY)] * 2 + [b.k(0, ORAN_BERRY)]))
        self.assertEqual(tools[1], b.k(0, LUM_BERRY))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)  # the Technical Machine stays


class TestCopyAttacks(unittest.TestCase):
    def test_an_opponents_benched_pokemons_attack(self):
        set_attack(self, ELECTABUZZ_EX, [["COPY_DEF_ATTACK", 1, fx.K19_COPY_OPP_BENCH]])
        set_attack(self, MIGHTYENA, [["DAMAGE"]], damage=40)
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, MIGHTYENA], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.bench(1, 1, MIGHTYENA)
        b.script(0, 0)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (40, 0))

    def test_a_card_under_it(self):
        set_attack(self, EEVEE, [["DAMAGE"]], damage=30)
        set_attack(self, FLAREON, [["COPY_DEF_ATTACK", 1, fx.K19_COPY_STACK]])
        b = Board([FLAREON, EEVEE], [CHANSEY_EX], rules="ex")
        b.active(0, FLAREON, below=(EEVEE,))
        b.active(1, CHANSEY_EX)
        b.script(0, 0)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 30)

    def test_a_pokemon_card_in_the_opponents_hand(self):
        set_attack(self, ELECTABUZZ_EX, [["COPY_DEF_ATTACK", 1, fx.K19_COPY_OPP_HAND]])
        set_attack(self, MIGHTYENA, [["DAMAGE"]], damage=40)
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, MIGHTYENA, WATER], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.hand(1, WATER)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 0)  # no Pokémon card there: nothing
        b.hand(1, MIGHTYENA)
        b.script(0, 0)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 40)


class TestCountersAndEnergyThen(unittest.TestCase):
    def test_swap_damage_with_the_defending_pokemon(self):
        set_attack(self, ELECTABUZZ_EX, [["SWAP_DAMAGE_DEF", 1]])
        b = Board([ELECTABUZZ_EX, PSY], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX, damage=70)
        b.attach(0, 0, PSY, PSY)
        b.active(1, CHANSEY_EX, damage=10)
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0), b.n_energy(0, 0)), (10, 70, 1))

    def test_nothing_when_the_defending_pokemon_is_protected_from_effects(self):
        set_attack(self, ELECTABUZZ_EX, [["SWAP_DAMAGE_DEF", 1]])
        b = Board([ELECTABUZZ_EX, PSY], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX, damage=70)
        b.attach(0, 0, PSY)
        b.active(1, CHANSEY_EX)
        b.st.slot[1, 0, L.S_PREVENT_UNTIL] = int(b.st.g[L.G_TURN])
        b.st.slot[1, 0, L.S_PREVENT_EFFECTS] = 1
        b.attack(0, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0), b.n_energy(0, 0)), (70, 0, 1))

    def test_move_one_then_heal_that_pokemon(self):
        set_attack(self, ELECTABUZZ_EX, [["MOVE_ONE_HEAL", 40]])
        b = Board([ELECTABUZZ_EX, MIGHTYENA, CHANSEY_EX, PSY], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX, damage=50)
        b.bench(0, 1, MIGHTYENA, damage=30)
        b.bench(0, 2, CHANSEY_EX, damage=60)
        b.attach(0, 0, PSY)
        b.active(1, CHANSEY_EX)
        b.script(0, 1)  # the options: (card 0 to slot 1), (card 0 to slot 2)
        b.attack(0, 0)
        self.assertEqual([b.n_energy(0, q) for q in range(3)], [0, 0, 1])
        self.assertEqual([b.dmg(0, q) for q in range(3)], [50, 30, 20])

    def test_attach_from_the_discard_pile_then_counters(self):
        set_attack(self, ELECTABUZZ_EX, [["ATTACH_THEN_COUNTERS", 2, 10]])
        b = Board([ELECTABUZZ_EX, MIGHTYENA, PSY, WATER], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.bench(0, 1, MIGHTYENA)
        b.active(1, CHANSEY_EX)
        b.st.disc[0, b.k(0, PSY)] = 1
        b.st.disc[0, b.k(0, WATER)] = 2
        b.attack(0, 0)
        got = [(b.n_energy(0, q), b.dmg(0, q)) for q in range(2)]
        self.assertIn(got, ([(2, 20), (0, 0)], [(0, 0), (2, 20)]))  # both cards to one Pokémon, 1 counter each


class TestHandDownTo(unittest.TestCase):
    def board(self, n):
        rows = [["DISCARD_HAND", -5, fx.KIND_ANY, fx.OPP_REVEALED + fx.DH_BOTTOM], ["SKIP_UNLESS_N", 1, 1], ["SHUFFLE_DECK", 1]]
        set_attack(self, ELECTABUZZ_EX, rows)
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, WATER, PSY, MIGHTYENA], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.hand(1, *([WATER] * n))
        b.deck(1, PSY, MIGHTYENA)
        return b

    def test_down_to_five_into_the_deck_shuffled(self):
        b = self.board(8)
        b.attack(0, 0)
        self.assertEqual((b.pl(1, L.PL_HAND_N), b.pl(1, L.PL_DECK_N)), (5, 5))
        self.assertEqual([e[1] for e in b.events() if e[2] == 37], [1])  # the opponent's deck shuffled

    def test_five_or_fewer_nothing(self):
        b = self.board(5)
        b.attack(0, 0)
        self.assertEqual((b.pl(1, L.PL_HAND_N), b.pl(1, L.PL_DECK_N)), (5, 2))
        self.assertEqual([e for e in b.events() if e[2] == 37], [])


BIRCH = "ex1-89"  # a Supporter: draw until you have 6 cards in hand


class TestUseSupporter(unittest.TestCase):
    def board(self, where):
        set_attack(self, ELECTABUZZ_EX, [["USE_SUPPORTER", where]])
        b = Board([ELECTABUZZ_EX, PSY, BIRCH], [CHANSEY_EX, BIRCH, WATER], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.deck(0, *([PSY] * 8))
        b.hand(0, PSY)
        return b

    def test_from_the_opponents_discard_pile(self):
        b = self.board(fx.K19_SUP_OPP_DISCARD)
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)  # none there: nothing
        b.st.disc[1, b.k(1, BIRCH)] = 1
        b.attack(0, 0)
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.in_discard(1, BIRCH)), (6, 1))

    def test_from_the_opponents_hand_you_may(self):
        b = self.board(fx.K19_SUP_OPP_HAND)
        b.hand(1, BIRCH, WATER)
        b.script(0, 1)  # the options: Birch, none
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)
        b.script(0, 0)
        b.attack(0, 0)
        self.assertEqual((b.pl(0, L.PL_HAND_N), b.in_hand(1, BIRCH)), (6, 1))

    def test_the_supporter_you_played_this_turn(self):
        b = self.board(fx.K19_SUP_IN_PLAY)
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)  # none played this turn
        b.st.pl[0, L.PL_SUPPORTERS] = 1
        b.st.pl[0, L.PL_SUPPORTER_K] = b.k(0, BIRCH) + 1
        b.attack(0, 0)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 6)


class TestHandAndPrize(unittest.TestCase):
    def test_a_supporter_from_the_opponents_hand_into_the_deck(self):
        set_attack(self, ELECTABUZZ_EX, [["OPP_SUPPORTER_TO_DECK"]])
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, BIRCH, WATER], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.hand(1, BIRCH, WATER)
        b.deck(1, WATER, WATER)
        b.script(0, 1)  # the options: Birch, none
        b.attack(0, 0)
        self.assertEqual((b.in_hand(1, BIRCH), b.pl(1, L.PL_DECK_N)), (1, 2))
        b.script(0, 0)
        b.attack(0, 0)
        self.assertEqual((b.pl(1, L.PL_HAND_N), b.pl(1, L.PL_DECK_N)), (2, 2))  # 1 into the deck, 1 drawn
        self.assertEqual(int(b.st.deck[1, :2].tolist().count(b.k(1, BIRCH))) + b.in_hand(1, BIRCH), 1)

    def test_a_prize_switched_with_the_top_card(self):
        set_attack(self, ELECTABUZZ_EX, [["PRIZE_SWAP_TOP"]])
        b = Board([ELECTABUZZ_EX, PSY, MIGHTYENA], [CHANSEY_EX], rules="ex", prizes=None)
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.set_prizes(0, 3, PSY)
        b.st.prize[0, 1] = b.k(0, MIGHTYENA)
        b.deck(0, PSY, PSY)
        b.script(0, 1)
        b.attack(0, 0)
        self.assertEqual(b.tables.cards[0][int(b.st.deck[0, 1])].id, MIGHTYENA)  # now the top card
        self.assertEqual(sorted(int(x) for x in b.st.prize[0, :3]), [b.k(0, PSY)] * 3)
        b = Board([ELECTABUZZ_EX, PSY], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        before = b.st.prize[0].copy()
        b.attack(0, 0)  # no deck: nothing
        self.assertEqual(b.st.prize[0].tolist(), before.tolist())


GRASS = "sve-1"


class TestSwitchThenMove(unittest.TestCase):
    def board(self):
        set_attack(self, ELECTABUZZ_EX, [["SWITCH_THEN_MOVE", 0, 0, 0]])  # 0: Grass
        b = Board([ELECTABUZZ_EX, MIGHTYENA, GRASS, PSY], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.attach(0, 0, GRASS, GRASS, PSY)
        b.bench(0, 1, MIGHTYENA)
        b.active(1, CHANSEY_EX)
        return b

    def test_switch_and_move_some_of_a_type(self):
        b = self.board()
        b.script(0, 0, 0, 1)  # switch to slot 1; move a Grass card; then stop (the options: the other Grass, stop)
        b.attack(0, 0)
        self.assertEqual((b.card(0, 0), b.card(0, 1)), (MIGHTYENA, ELECTABUZZ_EX))
        self.assertEqual((b.energy_ids(0, 0), b.energy_ids(0, 1)), ([GRASS], [GRASS, PSY]))

    def test_may_stay(self):
        b = self.board()
        b.script(0, 1)
        b.attack(0, 0)
        self.assertEqual((b.card(0, 0), b.n_energy(0, 0)), (ELECTABUZZ_EX, 3))


LIGHTNING = "sve-4"


class TestAsleepOk(unittest.TestCase):
    def board(self):
        set_attack(self, ELECTABUZZ_EX, [["ASLEEP_OK"], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_COND + fx.ASLEEP, 1, 1],
                                         ["DMG_ADD", 30], ["DAMAGE"]], damage=30)
        b = Board([ELECTABUZZ_EX, LIGHTNING], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.attach(0, 0, *([LIGHTNING] * 4))
        b.active(1, CHANSEY_EX)
        return b

    def test_legal_while_asleep_the_other_attack_not(self):
        b = self.board()
        both = sorted(a[1] for a in b.legal_kinds(0, A_ATTACK))
        self.assertIn(0, both)
        b.cond(0, fx.ASLEEP)
        self.assertEqual(sorted(a[1] for a in b.legal_kinds(0, A_ATTACK)), [0])
        b.cond(0, fx.PARALYZED)
        self.assertEqual(b.legal_kinds(0, A_ATTACK), [])

    def test_more_damage_while_asleep(self):
        b = self.board()
        b.cond(0, fx.ASLEEP)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 60)


HITMONCHAN_EX = "ex1-98"  # Fighting: Electabuzz ex is weak to it


class TestVulnerableNext(unittest.TestCase):
    def test_this_pokemon_during_the_opponents_next_turn_before_weakness(self):
        set_attack(self, ELECTABUZZ_EX, [["VULNERABLE_NEXT", 10, fx.SELF, 0]])
        set_attack(self, HITMONCHAN_EX, [["DAMAGE"]], damage=20)
        b = Board([ELECTABUZZ_EX], [HITMONCHAN_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, HITMONCHAN_EX)
        t = int(b.st.g[L.G_TURN])
        b.attack(0, 0)
        b.turn(t + 1, cur=1)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0, 0), 60)  # (20 + 10) x2
        b.turn(t + 3, cur=1)
        b.attack(1, 0)
        self.assertEqual(b.dmg(0, 0), 100)  # over: 20 x2

    def test_the_defending_pokemon_during_your_next_turn_after_weakness(self):
        set_attack(self, ELECTABUZZ_EX, [["VULNERABLE_NEXT", 30, fx.OPP, 1]])
        set_attack(self, ELECTABUZZ_EX, [["DAMAGE"]], j=1, damage=20)
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        t = int(b.st.g[L.G_TURN])
        b.attack(0, 0)
        b.turn(t + 2, cur=0)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1, 0), 50)
        b.turn(t + 4, cur=0)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1, 0), 70)  # over

    def test_ends_when_it_leaves_the_active_spot(self):
        set_attack(self, ELECTABUZZ_EX, [["VULNERABLE_NEXT", 30, fx.OPP, 1]])
        set_attack(self, ELECTABUZZ_EX, [["DAMAGE"]], j=1, damage=20)
        b = Board([ELECTABUZZ_EX], [CHANSEY_EX, MIGHTYENA], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, CHANSEY_EX)
        b.bench(1, 1, MIGHTYENA)
        t = int(b.st.g[L.G_TURN])
        b.attack(0, 0)
        from ptcgsim.kernel.effects import switch_active_nb
        switch_active_nb(b.st, 1, 1)
        switch_active_nb(b.st, 1, 1)  # back again: a new stay in the Active Spot
        b.turn(t + 2, cur=0)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1, 0), 20)


class TestGreedyEstimates(unittest.TestCase):
    def estimate(self, rows, opp):
        set_attack(self, ELECTABUZZ_EX, rows)
        b = Board([ELECTABUZZ_EX], [opp], rules="ex")
        b.active(0, ELECTABUZZ_EX)
        b.active(1, opp)
        return float(expected_damage_slot_nb(b.st, b.ct, b.R, 0, 0, 0))

    def test_the_defending_pokemon_is_seen(self):
        ex_only = [["BENCH_DAMAGE_IF", 100, fx.K19_SCOPE_OPP_ALL, fx.K19_FLAG + _bit(CF_EX)]]
        self.assertEqual(self.estimate(ex_only, LAPRAS_EX), 200.0)  # Weakness on the Active
        self.assertEqual(self.estimate(ex_only, MIGHTYENA), 0.0)
        self.assertEqual(self.estimate([["HIT_ONE_PER_RETREAT", 10]], SWAMPERT_P), 60.0)  # 3 Colorless, Weakness
        per_retreat = [["DMG_SET", 40], ["DMG_ADD_PER_COUNT", 10, fx.CNT_DEF_RETREAT_NOW, fx.ANY], ["DAMAGE"]]
        self.assertEqual(self.estimate(per_retreat, CHANSEY_EX), 70.0)


if __name__ == "__main__":
    unittest.main()
