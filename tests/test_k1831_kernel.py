"""Slice s31 k18: EX-era attacks on scripted boards (real cards of the bundled database by id).

Each board first gives the attack the program the recogniser makes of its text
(tests/test_k1831_recognize.py checks those on synthetic sentences), so the tests do not depend
on the bundled database being rebuilt.  No card text lives here.

Run with the kernel as plain Python: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k1831_kernel
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cardtags import tag_kind, tagged_count
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.cardtable import CF_TYPES
from ptcgsim.kernel.estimates import expected_damage_nb
from tests.kernel_harness import Board

KIRLIA, BELLOSSOM, SUICUNE_STAR, METAGROSS_STAR = "ex1-35", "ex10-3", "ex10-115", "ex11-113"
WAILORD, ARMALDO_EX, SHARPEDO, RAICHU = "ex12-14", "ex12-84", "ex13-53", "ex13-15"
UNOWN_Z, UNOWN_L, MANECTRIC, METAGROSS_EX = "ex10-Z", "ex10-L", "ex14-8", "ex16-95"
LUM_BERRY = "ex1-84"
SUDOWOODO, MEW_STAR, TOGETIC = "ex10-15", "ex15-101", "ex15-11"
FIGHT = "sve-6"
FLYGON_EX, REACT, OMASTAR, UNOWN_E = "ex12-87", "ex12-82", "ex13-13", "ex10-E"
KABUTO, KABUTOPS_EX, OMANYTE = "ex12-36", "ex2-97", "ex12-60"
UNOWN_J, UNOWN_O = "ex10-J", "ex10-O"
MEW_EX, CRADILY, UNOWN_D, RALTS = "ex13-100", "ex12-3", "ex10-D", "ex16-59"
MAROWAK, VAPOREON = "ex11-10", "ex11-18"
MIGHTYENA = "ex11-24"
ARCANINE_EX, FIRE = "ex12-83", "sve-2"
UNOWN_H, MAWILE, ORAN_BERRY = "ex10-H", "ex14-9", "ex1-85"
DRAGONITE_EX = "ex15-91"
LUNATONE, BIRCH = "ex12-20", "ex1-89"
GOLDUCK = "ex13-43"
WURMPLE, SILCOON, BEAUTIFLY, CASCOON = "ex1-78", "ex1-43", "ex1-2", "ex1-26"
AZURILL = "ex11-20"
BLAZIKEN_EX = "ex14-90"
ALAKAZAM_STAR = "ex14-99"
UNOWN_BANG, PERSIAN, CELEBI_STAR, MEW = "ex10-!", "ex13-48", "ex14-100", "ex13-111"
METAL, WATER, PSY = "sve-8", "sve-3", "sve-5"
SPECIAL_METAL = "ex16-88"

GANG = fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_TYPES << 6), fx.kind_flag(fx.KIND_POKEMON, CF_TYPES << 7))
SPIKES = tag_kind(fx.KIND_POKEMON, "name:kabuto|omanyte|omastar")

PROGRAMS = {
    (KIRLIA, 1): [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COUNTERS_TO_HP", 10, fx.BENCH_DEF]],
    (BELLOSSOM, 1): [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Bellossom"), 3, 1], ["DMG_ADD", 50],
                     ["DAMAGE"]],
    (WAILORD, 1): [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_BENCH_STAGE, 1], ["DAMAGE"]],
    (ARMALDO_EX, 1): [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_RESIST_TYPE, fx.ANY), 1, 1], ["DMG_SET", 100], ["DAMAGE"]],
    (SUICUNE_STAR, 1): [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_PRIZE_LEAD, 0, 1], ["DISCARD_ENERGY", 0, fx.EACH_OWN, fx.ANY]],
    (METAGROSS_STAR, 0): [["DAMAGE"], ["COUNT_TO_H", fx.CNT_OPP_PRIZES_TAKEN],
                          ["ATTACH_ENERGY", 0, fx.FROM_DISCARD, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 7)]],
    (RAICHU, 0): [["DAMAGE_EACH", 20, fx.DE_ALL, fx.DE_POWER]],
    (UNOWN_Z, 0): [["DAMAGE_EACH", 20, fx.DE_ALL, fx.DE_POWER]],
    (MANECTRIC, 1): [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_TOOL, 1, 1], ["DAMAGE_EACH", 20, fx.DE_OPP_BENCH, fx.DE_EX]],
    (METAGROSS_EX, 0): [["DAMAGE"], ["DAMAGE_EACH", 70, fx.DE_OPP_BENCH, fx.DE_DEF_NAME]],
    (UNOWN_BANG, 0): [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["PUT_COUNTERS", 20, fx.BENCH_OPP_ANY_ONE],
                      ["SKIP_UNLESS_TAILS", 1, 1], ["COUNTERS_ONE", 20, fx.CO_OWN, fx.CO_FIXED]],
    (PERSIAN, 1): [["COUNTERS_ONE", 40, fx.CO_OPP_PICKS, fx.CO_FIXED]],
    (CELEBI_STAR, 0): [["COUNTERS_ONE", 10, fx.CO_OPP, fx.CO_PER_SELF_ENERGY]],
    (MEW, 0): [["COUNTERS_ONE", 10, fx.CO_OPP, fx.CO_PER_ENERGY_THERE]],
    (SUDOWOODO, 0): [["COPY_DEF_ATTACK", 1, 0, fx.CP_NEED_ENERGY]],
    (MEW_STAR, 0): [["COPY_DEF_ATTACK", 1, 0, fx.CP_NEED_ENERGY + fx.CP_OPP_ALL]],
    (MEW_STAR, 1): [["DAMAGE_EACH", 20, fx.DE_OPP_BENCH + fx.DE_OPP_ACTIVE_ATTACK, fx.DE_CHOSEN_TYPE]],
    (TOGETIC, 0): [["COPY_DEF_ATTACK", 1, 13, fx.CP_OPP_ALL]],  # 13: cardtable.CF_DELTA's bit + 1
    (SHARPEDO, 1): [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_RESIST_TYPE, 5), 1, 1], ["DMG_ADD", 30], ["DAMAGE"]],
    (FLYGON_EX, 0): [["DISCARD_ENERGY_CHOSEN", 0, 0, "React Energy"], ["DMG_ADD_PER_N", 30], ["DAMAGE"]],
    (OMASTAR, 1): [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_DISCARD_KIND, SPIKES],
                   ["SKIP_UNLESS_COUNT", tagged_count(fx.CNT_OWN_DISCARD_KIND, SPIKES), 7, 2],
                   ["DMG_ADD_PER_COUNT", -10, fx.CNT_OWN_DISCARD_KIND, SPIKES], ["DMG_ADD", 60], ["DAMAGE"]],
    (UNOWN_E, 0): [["OPP_HAND_BASIC_TO_ACTIVE"]],
    (UNOWN_J, 0): [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["SWAP_COUNTERS"]],
    (UNOWN_O, 0): [["DAMAGE"], ["RETURN_TO_HAND", 0, 3]],
    (MEW_EX, 1): [["DAMAGE"], ["DISCARD_CHOSEN", 2, fx.DS_SELF, fx.ANY], ["SKIP_UNLESS_N", 2, 1],
                  ["DEVOLVE_PICKS", 1, fx.DP_DEF, fx.DP_TO_DECK]],
    (CRADILY, 0): [["COUNT_TO_H", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy")],
                   ["DEVOLVE_PICKS", 0, fx.DP_OPP, fx.DP_TO_DECK]],
    (UNOWN_D, 0): [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DEVOLVE_PICKS", 1, fx.DP_EITHER, fx.DP_TO_HAND]],
    (MAROWAK, 0): [["COUNT_TO_H", fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY)], ["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_THREE, -1]],
    (VAPOREON, 1): [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF + fx.DS_TO_HAND, fx.ANY], ["SKIP_UNLESS_N", 1, 1],
                    ["OPP_ENERGY_TO", 1, 0, 0]],
    (MIGHTYENA, 1): [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_KIND_IN_PLAY, GANG]],
    (ARCANINE_EX, 1): [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy"), 1, 5],
                       ["CHOOSE_ONE", 2, 1], ["DISCARD_ENERGY", 2, fx.SELF, 1], ["SKIP", 1],
                       ["DISCARD_ENERGY", 1, fx.SELF, "React Energy"], ["SKIP", 1], ["DISCARD_ENERGY", 2, fx.SELF, 1]],
    (UNOWN_H, 0): [["SEARCH_TOOLS_ATTACH", 2, 0]],
    (MAWILE, 0): [["SEARCH_TOOLS_ATTACH", 1, 1]],
    (DRAGONITE_EX, 1): [["COUNTERS_SPILL", 80]],
    (LUNATONE, 0): [["SEARCH_DECK", 1, fx.KIND_TRAINER_NOT_SUPPORTER, fx.TO_HAND]],
    (GOLDUCK, 0): [["RANDOM_HAND_CARD_IF", 0, fx.KIND_TRAINER], ["DMG_ADD_PER_N", 30], ["DAMAGE"]],
    (WURMPLE, 0): [["CHOOSE_ONE", 3, 2], ["SEARCH_DECK", 1, "Silcoon", fx.TO_HAND], ["SEARCH_DECK", 1, "Beautifly", fx.TO_HAND],
                   ["SKIP", 2], ["SEARCH_DECK", 1, "Cascoon", fx.TO_HAND], ["SEARCH_DECK", 1, "Dustox", fx.TO_HAND]],
    (AZURILL, 0): [["SEARCH_BY_HAND_ENERGY"]],
    (BLAZIKEN_EX, 1): [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS | fx.IGNORE_RESISTANCE | fx.IGNORE_DEF_EFFECTS], ["DAMAGE"],
                       ["DEF_OVERFLOW_TO_N"], ["SELF_DAMAGE", 10, 2]],
    (ALAKAZAM_STAR, 1): [["COPY_DEF_ATTACK", 1, 0, fx.CP_HAND + fx.CP_NEED_ENERGY]],
}
_SAVED = {}


def setUpModule():
    db = load_db()
    for (cid, j), rows in PROGRAMS.items():
        atk = db.get(cid).attacks[j]
        _SAVED[(cid, j)] = (atk.effects, atk.implemented)
        atk.effects = [list(r) for r in rows]
        atk.implemented = True


def tearDownModule():
    db = load_db()
    for (cid, j), (effects, implemented) in _SAVED.items():
        atk = db.get(cid).attacks[j]
        atk.effects, atk.implemented = effects, implemented


def board(a: list[str], b: list[str]) -> Board:
    bd = Board(list(a), list(b), rules="ex")
    bd.turn(5, cur=0, first=0)
    return bd


class TestCountersToHpAway(unittest.TestCase):
    def test_heads_leaves_ten_hp(self):
        for coins, dmg in (("H", 80), ("T", 0)):
            b = board([KIRLIA], [BELLOSSOM])
            b.active(0, KIRLIA)
            b.active(1, BELLOSSOM)  # 90 HP
            b.coins(coins)
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), dmg, coins)


class TestCountsAndConditions(unittest.TestCase):
    def test_at_least_three_of_its_name_in_play(self):
        for n, dmg in ((3, 100), (2, 50)):
            b = board([BELLOSSOM], [WAILORD])
            b.active(0, BELLOSSOM)
            for s in range(1, n):
                b.bench(0, s, BELLOSSOM)
            b.active(1, WAILORD)
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), dmg, n)

    def test_per_benched_stage1(self):
        b = board([WAILORD, KIRLIA, SHARPEDO, RAICHU, SUICUNE_STAR], [METAGROSS_EX])
        b.active(0, WAILORD)
        b.bench(0, 1, KIRLIA)
        b.bench(0, 2, SHARPEDO)
        b.bench(0, 3, SUICUNE_STAR)  # a Basic: not counted
        b.active(1, METAGROSS_EX)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 60)

    def test_any_resistance(self):
        for defender, dmg in ((BELLOSSOM, 100), (WAILORD, 70)):  # Bellossom prints a Resistance, Wailord none
            b = board([ARMALDO_EX], [defender])
            b.active(0, ARMALDO_EX)
            b.active(1, defender)
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), dmg, defender)

    def test_prize_trail_discards_energy_from_all_own_pokemon(self):
        for left, kept in ((3, 0), (6, 3)):
            b = board([SUICUNE_STAR, KIRLIA, WATER], [WAILORD, WATER])
            b.active(0, SUICUNE_STAR)
            b.attach(0, 0, WATER, WATER)
            b.bench(0, 1, KIRLIA)
            b.attach(0, 1, WATER)
            b.set_prizes(0, left)
            b.set_prizes(1, 5)
            b.active(1, WAILORD)
            b.attach(1, 0, WATER)
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), 70)
            self.assertEqual(b.n_energy(0, 0) + b.n_energy(0, 1), kept, left)
            self.assertEqual(b.n_energy(1, 0), 1)  # the opponent's stay

    def test_metal_energy_per_prize_taken(self):
        b = board([METAGROSS_STAR, METAL, SPECIAL_METAL], [WAILORD])
        b.active(0, METAGROSS_STAR)
        b.attach(0, 0, METAL)
        b.active(1, WAILORD)
        b.st.disc[0, b.k(0, METAL)] = 1
        b.st.disc[0, b.k(0, SPECIAL_METAL)] = 2
        b.st.pl[1, L.PL_PRIZES_TAKEN] = 2
        b.attack(0, 0)
        self.assertEqual(b.n_energy(0, 0), 3)  # 1 + 2 (the Special Metal Energy counts too)


class TestDamageEach(unittest.TestCase):
    def test_each_pokemon_with_a_power_both_sides_no_weakness(self):
        b = board([UNOWN_Z, UNOWN_L, KIRLIA], [UNOWN_L, BELLOSSOM, METAGROSS_EX])
        b.active(0, UNOWN_Z)  # a Poké-Power: hits itself too
        b.bench(0, 1, UNOWN_L)
        b.bench(0, 2, KIRLIA)  # no power
        b.active(1, UNOWN_L)  # Psychic Weakness: not applied
        b.bench(1, 1, BELLOSSOM)
        b.bench(1, 2, METAGROSS_EX)
        self.assertGreater(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 0.0)
        b.attack(0, 0)
        self.assertEqual([b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2)], [20, 20, 0])
        self.assertEqual([b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)], [20, 0, 20])

    def test_each_benched_ex_only_with_a_tool(self):
        for tool, hit in ((True, 20), (False, 0)):
            b = board([MANECTRIC, LUM_BERRY], [WAILORD, ARMALDO_EX, BELLOSSOM])
            b.active(0, MANECTRIC)
            if tool:
                b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, LUM_BERRY)
                b.st.slot[0, 0, L.S_TOOL_N] = 1
            b.active(1, WAILORD)
            b.bench(1, 1, ARMALDO_EX)
            b.bench(1, 2, BELLOSSOM)
            b.attack(0, 1)
            self.assertEqual([b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)], [100, hit, 0], tool)  # Wailord: Lightning Weakness (the Active only)

    def test_each_benched_of_the_defending_name(self):
        b = board([METAGROSS_EX], [UNOWN_Z, UNOWN_L, KIRLIA])
        b.active(0, METAGROSS_EX)
        b.active(1, UNOWN_Z)
        b.bench(1, 1, UNOWN_L)  # "Unown" too
        b.bench(1, 2, KIRLIA)
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)], [70, 70, 0])


class TestCountersOne(unittest.TestCase):
    def test_tails_counters_on_one_of_your_own(self):
        b = board([UNOWN_BANG, KIRLIA], [WAILORD])
        b.active(0, UNOWN_BANG)
        b.bench(0, 1, KIRLIA)
        b.active(1, WAILORD)
        b.coins("T")
        b.script(0, 1)  # the Benched Kirlia
        b.attack(0, 0)
        self.assertEqual([b.dmg(0, 0), b.dmg(0, 1), b.dmg(1, 0)], [0, 20, 0])

    def test_the_opponent_picks_its_pokemon(self):
        b = board([PERSIAN], [WAILORD, KIRLIA])
        b.active(0, PERSIAN)
        b.active(1, WAILORD)
        b.bench(1, 1, KIRLIA)
        b.script(1, 1)  # the opponent answers: its Benched Kirlia
        b.attack(0, 1)
        self.assertEqual([b.dmg(1, 0), b.dmg(1, 1)], [0, 40])
        self.assertEqual(b.answers_used(1), 1)

    def test_per_energy_on_the_attacker(self):
        b = board([CELEBI_STAR, PSY], [WAILORD, KIRLIA])
        b.active(0, CELEBI_STAR)
        b.attach(0, 0, PSY, PSY, PSY)
        b.active(1, WAILORD)
        b.bench(1, 1, KIRLIA)
        b.script(0, 1)
        b.attack(0, 0)
        self.assertEqual([b.dmg(1, 0), b.dmg(1, 1)], [0, 30])

    def test_per_energy_on_the_picked_pokemon(self):
        b = board([MEW], [WAILORD, KIRLIA, WATER])
        b.active(0, MEW)
        b.active(1, WAILORD)
        b.attach(1, 0, WATER)
        b.bench(1, 1, KIRLIA)
        b.attach(1, 1, WATER, WATER)
        b.attack(0, 0)  # greedy: the most counters
        self.assertEqual([b.dmg(1, 0), b.dmg(1, 1)], [0, 20])


class TestCopy(unittest.TestCase):
    def test_only_attacks_its_energy_pays_for(self):
        for energy, dmg in ((3, 70), (2, 40), (1, 0)):
            b = board([SUDOWOODO, FIGHT], [ARMALDO_EX])
            b.active(0, SUDOWOODO)
            b.attach(0, 0, *[FIGHT] * energy)
            b.active(1, ARMALDO_EX)  # Spiral Drain 40 (2 Energy), Vortex Chop 70 (3 Energy)
            b.attack(0, 0)  # greedy: the most damage it may pay for
            self.assertEqual(b.dmg(1), dmg, energy)

    def test_any_of_the_opponents_pokemon_in_play(self):
        b = board([MEW_STAR, WATER], [KIRLIA, WAILORD])
        b.active(0, MEW_STAR)
        b.attach(0, 0, WATER, WATER, WATER)
        b.active(1, KIRLIA)
        b.bench(1, 1, WAILORD)  # its 40-damage attack: the most
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 40)

    def test_delta_pokemon_only_and_no_energy_cost(self):
        b = board([TOGETIC, WATER], [WAILORD, SHARPEDO, KIRLIA])
        b.active(0, TOGETIC)
        b.attach(0, 0, WATER, WATER)  # no Fighting Energy: Swift Turn's cost is not asked
        b.active(1, WAILORD)
        b.bench(1, 1, SHARPEDO)  # δ
        b.bench(1, 2, KIRLIA)  # not δ
        b.script(0, 1)  # the second option: Swift Turn (options: Sharpedo's two attacks only)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 50)
        b = board([TOGETIC, WATER], [WAILORD, KIRLIA])
        b.active(0, TOGETIC)
        b.attach(0, 0, WATER, WATER)
        b.active(1, WAILORD)
        b.bench(1, 1, KIRLIA)
        b.attack(0, 0)  # no δ Pokémon: nothing to copy
        self.assertEqual(b.dmg(1), 0)


class TestNamedEnergyAndNames(unittest.TestCase):
    def test_discards_react_energy_for_more_damage(self):
        b = board([FLYGON_EX, REACT, PSY], [METAGROSS_EX])
        b.active(0, FLYGON_EX)
        b.attach(0, 0, REACT, PSY, REACT)
        b.active(1, METAGROSS_EX)
        b.script(0, 2)  # discard 2 (the options: 0, 1, 2 React Energy cards)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 100)
        self.assertEqual(b.energy_ids(0, 0), [PSY])
        self.assertEqual(b.in_discard(0, REACT), 2)

    def test_per_named_pokemon_in_the_discard_pile_capped(self):
        for kabutos, dmg in ((2, 60), (3, 70), (9, 90)):
            b = board([OMASTAR, KABUTO, KABUTOPS_EX, OMANYTE, RAICHU], [METAGROSS_EX])
            b.active(0, OMASTAR)
            b.active(1, METAGROSS_EX)
            b.st.disc[0, b.k(0, KABUTO)] = kabutos
            b.st.disc[0, b.k(0, KABUTOPS_EX)] = 0
            b.st.disc[0, b.k(0, OMANYTE)] = 1
            b.st.disc[0, b.k(0, RAICHU)] = 3  # another name: not counted
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), dmg, kabutos)
        b = board([OMASTAR, KABUTOPS_EX], [METAGROSS_EX])
        b.active(0, OMASTAR)
        b.active(1, METAGROSS_EX)
        b.st.disc[0, b.k(0, KABUTOPS_EX)] = 1  # "Kabutops ex" has "kabuto" in it
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 40)

    def test_a_basic_from_the_opponents_hand_switched_in(self):
        b = board([UNOWN_E], [WAILORD, KIRLIA, SUICUNE_STAR])
        b.active(0, UNOWN_E)
        b.active(1, WAILORD)
        b.hand(1, KIRLIA, SUICUNE_STAR)  # Kirlia is a Stage 1: only Suicune Star may go
        b.attack(0, 0)
        self.assertEqual(b.card(1, 0), SUICUNE_STAR)
        self.assertIn(WAILORD, [b.card(1, q) for q in range(1, 6)])
        self.assertEqual(b.in_hand(1, SUICUNE_STAR), 0)


class TestSwapAndReturn(unittest.TestCase):
    def test_heads_switches_the_counters(self):
        for coins, mine, theirs in (("H", 10, 30), ("T", 30, 10)):
            b = board([UNOWN_J], [WAILORD])
            b.active(0, UNOWN_J, damage=30)
            b.active(1, WAILORD, damage=10)
            b.coins(coins)
            b.attack(0, 0)
            self.assertEqual((b.dmg(0), b.dmg(1)), (mine, theirs), coins)

    def test_protected_from_effects_nothing_switches(self):
        b = board([UNOWN_J], [WAILORD])
        b.active(0, UNOWN_J, damage=30)
        b.active(1, WAILORD, damage=10)
        b.st.slot[1, 0, L.S_PREVENT_UNTIL] = b.st.g[L.G_TURN]
        b.st.slot[1, 0, L.S_PREVENT_EFFECTS] = 1
        b.coins("H")
        b.attack(0, 0)
        self.assertEqual((b.dmg(0), b.dmg(1)), (30, 10))

    def test_returns_with_its_energy_the_tool_discarded(self):
        b = board([UNOWN_O, PSY, LUM_BERRY, KIRLIA], [WAILORD])
        b.active(0, UNOWN_O)
        b.attach(0, 0, PSY, PSY)
        b.st.slot[0, 0, L.S_TOOL_K] = b.k(0, LUM_BERRY)
        b.st.slot[0, 0, L.S_TOOL_N] = 1
        b.bench(0, 1, KIRLIA)
        b.active(1, WAILORD)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 20)
        self.assertEqual((b.in_hand(0, UNOWN_O), b.in_hand(0, PSY), b.in_hand(0, LUM_BERRY)), (1, 2, 0))
        self.assertEqual(b.in_discard(0, LUM_BERRY), 1)


class TestDevolvePicks(unittest.TestCase):
    def test_two_energy_discarded_devolve_the_defending(self):
        for energy, stack in ((2, 1), (1, 2)):
            b = board([MEW_EX, PSY], [KIRLIA, RALTS])
            b.active(0, MEW_EX)
            b.attach(0, 0, *[PSY] * energy)
            b.active(1, KIRLIA, below=(RALTS,))
            if energy == 2:
                b.script(0, 2)  # discard 2 (greedy would not: the damage Knocks Kirlia Out)
            b.attack(0, 1)
            self.assertEqual(int(b.st.slot[1, 0, L.S_NSTACK]), stack, energy)
            self.assertEqual(b.card(1), RALTS if stack == 1 else KIRLIA)
            if stack == 1:
                self.assertEqual(b.pl(1, L.PL_DECK_N), 1)  # Kirlia shuffled into the deck

    def test_up_to_the_react_energy_count(self):
        for reacts, left in ((1, 1), (2, 0)):
            b = board([CRADILY, REACT], [KIRLIA, RALTS])
            b.active(0, CRADILY)
            b.attach(0, 0, *[REACT] * reacts)
            b.active(1, KIRLIA, below=(RALTS,))
            b.bench(1, 1, KIRLIA, below=(RALTS,))
            b.attack(0, 0)
            self.assertEqual(sum(int(b.st.slot[1, q, L.S_NSTACK]) == 2 for q in range(2)), left, reacts)

    def test_either_players_evolved_to_the_hand(self):
        b = board([UNOWN_D, KIRLIA, RALTS], [WAILORD, KIRLIA, RALTS])
        b.active(0, UNOWN_D)
        b.bench(0, 1, KIRLIA, below=(RALTS,))
        b.active(1, WAILORD)
        b.bench(1, 1, KIRLIA, below=(RALTS,))
        b.coins("H")
        b.attack(0, 0)  # greedy: the opponent's
        self.assertEqual((b.card(0, 1), b.card(1, 1), b.in_hand(1, KIRLIA)), (KIRLIA, RALTS, 1))
        b = board([UNOWN_D, KIRLIA, RALTS], [WAILORD])
        b.active(0, UNOWN_D)
        b.bench(0, 1, KIRLIA, below=(RALTS,))
        b.active(1, WAILORD)  # a Stage 1 put as a Basic here: not evolved (one card)
        b.coins("H")
        b.attack(0, 0)  # only its own: it must pick it
        self.assertEqual((b.card(0, 1), b.in_hand(0, KIRLIA)), (RALTS, 1))


class TestPicksAndReturns(unittest.TestCase):
    def test_as_many_picks_as_energy(self):
        for energy, hit in ((2, 2), (4, 4)):
            b = board([MAROWAK, FIGHT], [WAILORD, KIRLIA, SHARPEDO, RAICHU, BELLOSSOM])
            b.active(0, MAROWAK)
            b.attach(0, 0, *[FIGHT] * energy)
            b.active(1, WAILORD)
            for q, cid in enumerate((KIRLIA, SHARPEDO, RAICHU, BELLOSSOM), start=1):
                b.bench(1, q, cid)
            b.attack(0, 0)
            self.assertEqual(sum(b.dmg(1, q) > 0 for q in range(5)), hit, energy)

    def test_return_one_then_one_of_theirs(self):
        b = board([VAPOREON, WATER, METAL], [METAGROSS_EX, PSY])
        b.active(0, VAPOREON)
        b.attach(0, 0, WATER, METAL, WATER)
        b.active(1, METAGROSS_EX)
        b.attach(1, 0, PSY, PSY)
        b.attack(0, 1)  # greedy returns one (50 does not Knock Out)
        self.assertEqual(b.dmg(1), 50)
        self.assertEqual((b.n_energy(0), b.n_energy(1)), (2, 1))
        self.assertEqual(b.in_hand(1, PSY), 1)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 1)


class TestTwoTypes(unittest.TestCase):
    def test_each_pokemon_of_either_type_once(self):
        b = board([MIGHTYENA, PERSIAN, RAICHU, KIRLIA], [WAILORD])
        b.active(0, MIGHTYENA)  # Darkness and Metal: once
        b.bench(0, 1, PERSIAN)  # Darkness and Metal: once
        b.bench(0, 2, RAICHU)  # Metal
        b.bench(0, 3, KIRLIA)  # Psychic: not counted
        b.active(1, WAILORD)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 30)


class TestTypedOrNamedDiscard(unittest.TestCase):
    def test_two_fire_or_one_react(self):
        for react, left in ((False, [WATER]), (True, [FIRE, FIRE, WATER])):
            b = board([ARCANINE_EX, FIRE, REACT, WATER], [METAGROSS_EX])
            b.active(0, ARCANINE_EX)
            b.attach(0, 0, FIRE, FIRE, WATER, *([REACT] if react else []))
            b.active(1, METAGROSS_EX)
            if react:
                b.script(0, 1)  # the second option: 1 React Energy card
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), 200)  # Metagross ex: Fire Weakness
            self.assertEqual(b.energy_ids(0), sorted(left), react)
            self.assertEqual(b.answers_used(0), 1 if react else 0)  # no choice without a React Energy card


class TestToolsFromTheDeck(unittest.TestCase):
    def test_up_to_two_onto_pokemon_without_one(self):
        b = board([UNOWN_H, KIRLIA, RAICHU, LUM_BERRY, ORAN_BERRY, WATER], [WAILORD])
        b.active(0, UNOWN_H)
        b.bench(0, 1, KIRLIA)
        b.bench(0, 2, RAICHU)
        b.st.slot[0, 2, L.S_TOOL_K] = b.k(0, ORAN_BERRY)  # has one: takes none
        b.st.slot[0, 2, L.S_TOOL_N] = 1
        b.deck(0, LUM_BERRY, ORAN_BERRY, LUM_BERRY, WATER)
        b.active(1, WAILORD)
        b.attack(0, 0)
        self.assertTrue(b.st.slot[0, 0, L.S_TOOL_K] >= 0 and b.st.slot[0, 1, L.S_TOOL_K] >= 0)
        self.assertEqual(b.st.slot[0, 2, L.S_TOOL_K], b.k(0, ORAN_BERRY))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)
        self.assertEqual(b.pl(0, L.PL_HAND_N), 0)

    def test_a_trainer_a_tool_attached_or_kept(self):
        for decline in (False, True):
            b = board([MAWILE, LUM_BERRY, WATER], [WAILORD])
            b.active(0, MAWILE)
            b.deck(0, WATER, LUM_BERRY)
            b.active(1, WAILORD)
            if decline:
                b.script(0, 0, 0)  # the Lum Berry, then "no" to attaching it
            b.attack(0, 0)
            self.assertEqual(b.st.slot[0, 0, L.S_TOOL_K] >= 0, not decline)
            self.assertEqual(b.in_hand(0, LUM_BERRY), 1 if decline else 0)
            self.assertEqual(b.pl(0, L.PL_DECK_N), 1)


class TestCountersSpill(unittest.TestCase):
    def test_the_rest_past_a_knock_out_on_the_bench(self):
        for before, on_def, spilled in ((30, 40, 40), (0, 70, 10), (0, 0, 0)):
            b = board([DRAGONITE_EX], [KIRLIA if on_def else WAILORD, SHARPEDO, RAICHU])
            b.active(0, DRAGONITE_EX)
            b.active(1, KIRLIA if on_def else WAILORD, damage=before)
            b.bench(1, 1, SHARPEDO)
            b.bench(1, 2, RAICHU)
            b.attack(0, 1)
            if on_def:
                self.assertEqual(b.dmg(1), before + on_def)
            else:
                self.assertEqual(b.dmg(1), 80)  # Wailord (120 HP): all 8 on it
            self.assertEqual(b.dmg(1, 1) + b.dmg(1, 2), spilled, before)


class TestTrainerNotSupporter(unittest.TestCase):
    def test_never_a_supporter(self):
        for deck, found in (((BIRCH, WATER, BIRCH), None), ((BIRCH, LUM_BERRY, WATER), LUM_BERRY)):
            b = board([LUNATONE, BIRCH, WATER, LUM_BERRY], [WAILORD])
            b.active(0, LUNATONE)
            b.deck(0, *deck)
            b.active(1, WAILORD)
            b.attack(0, 0)
            self.assertEqual(b.in_hand(0, BIRCH), 0)
            self.assertEqual(b.pl(0, L.PL_HAND_N), 1 if found else 0)
            if found:
                self.assertEqual(b.in_hand(0, found), 1)


class TestChosenEnergyType(unittest.TestCase):
    def test_each_of_the_opponents_pokemon_of_the_chosen_type(self):
        # options: the types of its basic Energy cards, in type order (Fire 1, Metal 7)
        for pick, arcanine, persian in ((0, 40, 0), (1, 0, 20)):
            b = board([MEW_STAR, FIRE, METAL], [ARCANINE_EX, PERSIAN, KIRLIA])
            b.active(0, MEW_STAR)  # Water: Arcanine ex's Weakness, applied to the Active only
            b.attach(0, 0, FIRE, METAL)
            b.active(1, ARCANINE_EX)
            b.bench(1, 1, PERSIAN)  # Darkness and Metal
            b.bench(1, 2, KIRLIA)
            b.script(0, pick)
            b.attack(0, 1)
            self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)), (arcanine, persian, 0), pick)


class TestRandomHandCard(unittest.TestCase):
    def test_a_trainer_is_discarded_for_more_damage(self):
        for hand, dmg, left in (((BIRCH, BIRCH), 60, 1), ((WATER, WATER), 30, 2)):
            b = board([GOLDUCK], [METAGROSS_EX, BIRCH, WATER])
            b.active(0, GOLDUCK)
            b.active(1, METAGROSS_EX)
            b.hand(1, *hand)
            b.attack(0, 0)
            self.assertEqual(b.dmg(1), dmg, hand)
            self.assertEqual(b.pl(1, L.PL_HAND_N), left, hand)


class TestSearchAPair(unittest.TestCase):
    def test_one_pair_only(self):
        for pick, got in ((0, (1, 1, 0)), (1, (0, 0, 1))):
            b = board([WURMPLE, SILCOON, BEAUTIFLY, CASCOON, WATER], [WAILORD])
            b.active(0, WURMPLE)
            b.deck(0, SILCOON, SILCOON, BEAUTIFLY, CASCOON, WATER)
            b.active(1, WAILORD)
            b.script(0, pick)  # the pair; the searches after it: greedy
            b.attack(0, 0)
            self.assertEqual((b.in_hand(0, SILCOON), b.in_hand(0, BEAUTIFLY), b.in_hand(0, CASCOON)), got, pick)


class TestSearchByHandEnergy(unittest.TestCase):
    def test_a_pokemon_of_the_shown_energys_type(self):
        b = board([AZURILL, METAL, WATER, PERSIAN, KIRLIA, SUICUNE_STAR], [WAILORD])
        b.active(0, AZURILL)
        b.hand(0, METAL, WATER)
        b.deck(0, KIRLIA, SUICUNE_STAR, PERSIAN)
        b.active(1, WAILORD)
        b.script(0, 1)  # the options: Water (2), Metal (7): Metal
        b.attack(0, 0)
        self.assertEqual((b.in_hand(0, PERSIAN), b.in_hand(0, SUICUNE_STAR), b.in_hand(0, KIRLIA)), (1, 0, 0))
        b = board([AZURILL, PSY, KIRLIA], [WAILORD])
        b.active(0, AZURILL)
        b.deck(0, KIRLIA)
        b.active(1, WAILORD)
        b.attack(0, 0)  # no basic Energy card in the hand: nothing
        self.assertEqual(b.pl(0, L.PL_HAND_N), 0)


class TestOverflowToSelf(unittest.TestCase):
    def test_the_damage_past_the_remaining_hp_back_on_itself(self):
        for before, own in ((0, 30), (60, 90), (0, 0)):
            defender = KIRLIA if own else WAILORD
            b = board([BLAZIKEN_EX], [defender])
            b.active(0, BLAZIKEN_EX)
            b.active(1, defender, damage=before)  # Kirlia 70 HP; Wailord 120 HP: not Knocked Out
            b.attack(0, 1)
            self.assertEqual(b.dmg(1), before + 100)
            self.assertEqual(b.dmg(0), own, before)


class TestCopyFromHand(unittest.TestCase):
    def test_a_hand_cards_attack_it_may_pay_for(self):
        b = board([ALAKAZAM_STAR, FIGHT, ARMALDO_EX, WAILORD], [WAILORD])
        b.active(0, ALAKAZAM_STAR)
        b.attach(0, 0, FIGHT, FIGHT, FIGHT)
        b.hand(0, ARMALDO_EX, WAILORD)  # Wailord's attacks need Water: not options
        b.active(1, WAILORD)
        b.attack(0, 1)  # greedy: Vortex Chop (70), the most damage
        self.assertEqual(b.dmg(1), 70)
        self.assertEqual((b.in_hand(0, ARMALDO_EX), b.in_discard(0, ARMALDO_EX), b.in_hand(0, WAILORD)), (0, 1, 1))


if __name__ == "__main__":
    unittest.main()
