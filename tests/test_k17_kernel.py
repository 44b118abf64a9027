"""Kernel slice 31 k17: EX-era Poké-Powers on scripted boards.

Boards use real cards of the bundled database by id; the programs under test are set on the
cards here so the tests do not wait for the lead's database rebuild; the recogniser tests
(tests/test_k17_recognize.py) check that the printed wordings give these rows.  No card text
lives here.  Run fast with:
NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k17_kernel -v
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cardtags import tag_bit, tagged_count
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_ATTACH, A_BENCH, A_EVOLVE, A_POWER
from ptcgsim.kernel.player.greedy import greedy_plan_nb
from ptcgsim.kernel.predicates import slot_type_nb
from tests.kernel_harness import ASLEEP, EV_SHUFFLE, PARALYZED, POISONED, Board
from tests.test_k930_kernel import set_power

RAIN, SNOW, SUNNY, CASTFORM = "ex5-23", "ex5-25", "ex5-26", "ex5-30"
SALAMENCE_EX, LUNATONE, SOLROCK, MEW = "ex15-98", "ex2-8", "ex2-13", "ex12-10"
BLASTOISE_EX, SABLEYE, SHIFTRY, WIGGLYTUFF = "ex6-104", "ex14-10", "ex2-12", "ex6-52"
SHROOMISH, RALTS = "ex1-69", "ex16-59"
WATER, FIRE, GRASS = "sve-3", "sve-2", "sve-1"
T_FIRE, T_WATER, T_GRASS, T_DARK = 1, 2, 0, 6

# the programs the recogniser writes (tests/test_k17_recognize.py)
TYPE_SHIFT_FIRE = [["POWER_ACTIVATED", 1, 0, 0], ["SHIFT_TYPE", T_FIRE + 1, 0]]
TYPE_CHANGE = [["POWER_ACTIVATED", 1, 1, 0], ["SHIFT_TYPE", 0, 1]]
ECLIPSE_DARK = [["POWER_ACTIVATED", 1, 1, 0],
                ["REQ_COUNT", tagged_count(fx.CNT_ALL_FLAG_IN_PLAY, tag_bit("name:solrock")), 1],
                ["SHIFT_TYPE", T_DARK + 1, 0]]


def weather(names: str) -> list:
    return [["POWER_ACTIVATED", 1, 0, fx.PW_ONE_PER_NAME], ["FORM_SWAP", tag_bit("name:" + names)]]


ENERGY_RAIN = [["POWER_ACTIVATED", 0, 1, 0], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + T_WATER],
               ["ATTACH_THEN", -10, fx.FROM_HAND, T_WATER]]
EXCAVATE = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_DECK"], ["TOP_DISCARD_ANY", 1]]
FAN_AWAY = [["POWER_ACTIVATED", 1, 1, 0], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["OPP_ENERGY_TO", 1, 0]]
ASSISTANCE = [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY], ["CURE_ONE"]]


class TestTypeShift(unittest.TestCase):
    def board(self):
        set_power(self, SALAMENCE_EX, TYPE_SHIFT_FIRE)
        b = Board([SALAMENCE_EX, WATER], [SHROOMISH], rules="ex")
        b.active(0, SALAMENCE_EX)
        b.active(1, SHROOMISH)
        return b

    def test_the_type_is_the_printed_one_through_this_turn(self):
        b = self.board()
        self.assertEqual(slot_type_nb(b.st, b.ct, 0, 0), T_WATER)
        b.apply(0, A_POWER, 0)
        self.assertEqual(slot_type_nb(b.st, b.ct, 0, 0), T_FIRE)
        self.assertFalse(b.legal_kinds(0, A_POWER))  # once during the turn
        b.turn(4, cur=1)
        self.assertEqual(slot_type_nb(b.st, b.ct, 0, 0), T_WATER)

    def test_greedy_shifts_to_the_defenders_weakness_before_attacking(self):
        b = self.board()
        b.attach(0, 0, WATER, WATER, WATER, WATER)
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 0))

    def test_greedy_leaves_it_when_it_gains_nothing(self):
        set_power(self, SALAMENCE_EX, TYPE_SHIFT_FIRE)
        b = Board([SALAMENCE_EX, WATER], [RALTS], rules="ex")  # Ralts: not weak to Fire
        b.active(0, SALAMENCE_EX)
        b.active(1, RALTS)
        b.attach(0, 0, WATER, WATER, WATER, WATER)
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertNotEqual(int(b.st.acts[0, 0]), A_POWER)


class TestTypeChangeAndEclipse(unittest.TestCase):
    def test_the_defending_pokemons_type(self):
        set_power(self, MEW, TYPE_CHANGE)
        b = Board([MEW], [SHROOMISH], rules="ex")
        b.active(0, MEW)
        b.active(1, SHROOMISH)
        b.apply(0, A_POWER, 0)
        self.assertEqual(slot_type_nb(b.st, b.ct, 0, 0), T_GRASS)

    def test_only_while_the_named_pokemon_is_in_play_either_side(self):
        set_power(self, LUNATONE, ECLIPSE_DARK)
        b = Board([LUNATONE], [SHROOMISH, SOLROCK], rules="ex")
        b.active(0, LUNATONE)
        b.active(1, SHROOMISH)
        self.assertFalse(b.legal_kinds(0, A_POWER))
        b.bench(1, 1, SOLROCK)  # the opponent's Solrock counts
        self.assertTrue(b.legal_kinds(0, A_POWER))
        b.cond(0, ASLEEP)
        self.assertFalse(b.legal_kinds(0, A_POWER))  # a Special Condition blocks it


class TestTemperamentalWeather(unittest.TestCase):
    def board(self):
        set_power(self, RAIN, weather("castform"))
        set_power(self, SUNNY, weather("castform"))
        set_power(self, SNOW, weather("castform"))
        b = Board([RAIN, RAIN, SUNNY, SUNNY, SNOW, WATER], [SHROOMISH], rules="ex")
        b.active(0, RAIN, damage=30)
        b.attach(0, 0, WATER)
        b.bench(0, 1, SUNNY)
        b.active(1, SHROOMISH)
        b.deck(0, RAIN, SNOW, SUNNY)  # another Rain Castform is not a candidate
        return b

    def test_another_form_takes_its_place(self):
        b = self.board()
        b.script(0, 1)  # the options: Snow-cloud, Sunny (deck order), none
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(0, 0), SUNNY)
        self.assertEqual((b.dmg(0, 0), b.energy_ids(0, 0)), (30, [WATER]))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 3)
        ids = sorted(b.tables.cards[0][int(b.st.deck[0, i])].id for i in range(3))
        self.assertEqual(ids, sorted([RAIN, RAIN, SNOW]))
        self.assertEqual(b.answers_used(0), 1)

    def test_one_temperamental_weather_a_turn_whatever_the_form(self):
        b = self.board()
        self.assertEqual(sorted(a[1] for a in b.legal_kinds(0, A_POWER)), [0, 1])
        b.script(0, 0)  # Snow-cloud
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(0, 0), SNOW)
        self.assertFalse(b.legal_kinds(0, A_POWER))  # the Benched Sunny Castform may not use its own

    def test_only_other_forms(self):
        set_power(self, RAIN, weather("castform"))
        b = Board([RAIN, RAIN, WATER], [SHROOMISH], rules="ex")
        b.active(0, RAIN)
        b.active(1, SHROOMISH)
        b.deck(0, RAIN)
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(0, 0), RAIN)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)


class TestEnergyRain(unittest.TestCase):
    def board(self):
        set_power(self, BLASTOISE_EX, ENERGY_RAIN)
        b = Board([BLASTOISE_EX, SHROOMISH, WATER, FIRE], [SHROOMISH], rules="ex")
        b.active(0, BLASTOISE_EX)
        b.bench(0, 1, SHROOMISH)
        b.active(1, SHROOMISH)
        b.hand(0, WATER, WATER, FIRE)
        return b

    def test_as_often_as_the_hand_has_water(self):
        b = self.board()
        b.script(0, 0, 0)
        b.apply(0, A_POWER, 0)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.n_energy(0, 0), b.dmg(0, 0)), (2, 20))
        self.assertEqual((b.in_hand(0, WATER), b.in_hand(0, FIRE)), (0, 1))
        self.assertFalse(b.legal_kinds(0, A_POWER))  # no Water Energy card left in the hand

    def test_greedy_uses_it_after_the_attachment_for_the_turn(self):
        b = self.board()
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 0))


class TestExcavate(unittest.TestCase):
    def board(self):
        set_power(self, SABLEYE, EXCAVATE)
        b = Board([SABLEYE, WATER, FIRE], [SHROOMISH], rules="ex")
        b.active(0, SABLEYE)
        b.active(1, SHROOMISH)
        b.deck(0, WATER, FIRE)  # Fire on top
        return b

    def test_the_top_card_discarded(self):
        b = self.board()
        b.script(0, 1)  # Q_TRIGGER: 1 yes, discard it
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.in_discard(0, FIRE), b.pl(0, L.PL_DECK_N)), (1, 1))

    def test_the_top_card_kept(self):
        b = self.board()
        b.script(0, 0)  # Q_TRIGGER: 0 no
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.in_discard(0, FIRE), b.pl(0, L.PL_DECK_N)), (0, 2))
        self.assertEqual(b.tables.cards[0][int(b.st.deck[0, 1])].id, FIRE)

    def test_needs_a_deck(self):
        b = self.board()
        b.st.pl[0, L.PL_DECK_N] = 0
        self.assertFalse(b.legal_kinds(0, A_POWER))


class TestFanAwayAndAssistance(unittest.TestCase):
    def test_heads_returns_an_energy_card_to_the_opponents_hand(self):
        set_power(self, SHIFTRY, FAN_AWAY)
        b = Board([SHIFTRY], [SHROOMISH, GRASS], rules="ex")
        b.active(0, SHIFTRY)
        b.active(1, SHROOMISH)
        b.attach(1, 0, GRASS)
        b.coins("H")
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.n_energy(1, 0), b.in_hand(1, GRASS)), (0, 1))

    def test_tails_nothing(self):
        set_power(self, SHIFTRY, FAN_AWAY)
        b = Board([SHIFTRY], [SHROOMISH, GRASS], rules="ex")
        b.active(0, SHIFTRY)
        b.active(1, SHROOMISH)
        b.attach(1, 0, GRASS)
        b.coins("T")
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.n_energy(1, 0), b.in_hand(1, GRASS)), (1, 0))

    def test_from_the_bench_one_condition_off_the_active(self):
        set_power(self, WIGGLYTUFF, ASSISTANCE)
        b = Board([WIGGLYTUFF, SHROOMISH], [SHROOMISH], rules="ex")
        b.active(0, SHROOMISH)
        b.bench(0, 1, WIGGLYTUFF)
        b.active(1, SHROOMISH)
        b.cond(0, PARALYZED)
        b.cond(0, POISONED, 10)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_POWER)], [1])
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.pl(0, L.PL_STATUS), b.pl(0, L.PL_POISON)), (0, 10))  # the worst one first


AMPHAROS, MANECTRIC, SHARPEDO, ESPEON, ALTARIA_EX = "ex10-1", "ex4-4", "ex4-5", "ex11-4", "ex15-90"
SPECIAL_METAL = "ex1-94"
ANY_BASIC_TO_ACTIVE = fx.ME_ANY_BASIC + fx.ME_BENCH_TO_ACTIVE
ENERGY_CONNECT = [["POWER_ACTIVATED", 0, 1, 0], ["REQ_MOVE_ENERGY", 0, 0, ANY_BASIC_TO_ACTIVE],
                  ["MOVE_ENERGY", 0, 0, ANY_BASIC_TO_ACTIVE]]
AQUA_BASIC = fx.MOVE_FROM * fx.TC_AQUA + fx.ME_ANY_BASIC + 1
POWER_SHIFT = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_MOVE_ENERGY", 0, 0, AQUA_BASIC],
               ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, fx.ME_SAME_PAIR, AQUA_BASIC]]
DELTA_HEAL = [["POWER_ACTIVATED", 1, 1, fx.PW_ONE_PER_NAME], ["HEAL", 10, fx.EACH_OWN, fx.ELIG_DELTA]]
EXTRA_BOOST = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY],
               ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_FILTER * (fx.TC_STAGE2 + fx.TC_SHIFT * fx.TC_EX), fx.ANY]]


class TestEnergyConnect(unittest.TestCase):
    def board(self):
        set_power(self, AMPHAROS, ENERGY_CONNECT)
        b = Board([AMPHAROS, SHROOMISH, WATER, FIRE, SPECIAL_METAL], [SHROOMISH], rules="ex")
        b.active(0, SHROOMISH)
        b.bench(0, 1, AMPHAROS)
        b.attach(0, 1, SPECIAL_METAL, WATER, FIRE)
        b.active(1, SHROOMISH)
        return b

    def test_basic_cards_of_any_type_from_the_bench_to_the_active_as_often_as_you_like(self):
        b = self.board()
        b.script(0, 0, 0)
        b.apply(0, A_POWER, 1)
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.energy_ids(0, 0), sorted([WATER, FIRE]))
        self.assertEqual(b.energy_ids(0, 1), [SPECIAL_METAL])
        self.assertFalse(b.legal_kinds(0, A_POWER))  # a Special Energy card does not move

    def test_never_from_the_active(self):
        b = self.board()
        b.st.slot[0, 1, L.S_NEN] = 0
        b.attach(0, 0, WATER)
        self.assertFalse(b.legal_kinds(0, A_POWER))


class TestPowerShift(unittest.TestCase):
    def board(self):
        set_power(self, MANECTRIC, POWER_SHIFT)
        b = Board([MANECTRIC, SHARPEDO, SHROOMISH, WATER, FIRE, SPECIAL_METAL], [SHROOMISH], rules="ex")
        b.active(0, SHROOMISH)
        b.bench(0, 1, MANECTRIC)
        b.bench(0, 2, SHARPEDO)
        b.active(1, SHROOMISH)
        return b

    def test_any_number_of_basic_cards_from_a_team_aqua_pokemon_to_another(self):
        b = self.board()
        b.attach(0, 2, WATER, FIRE, SPECIAL_METAL)
        b.script(0, 0, 0, 1)  # Sharpedo's first card to the Active, then again, then stop
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.energy_ids(0, 2), [SPECIAL_METAL])
        self.assertEqual(b.n_energy(0, 0), 2)

    def test_not_from_a_pokemon_without_team_aqua_in_its_name(self):
        b = self.board()
        b.attach(0, 0, WATER, FIRE)  # on the Active Shroomish
        self.assertFalse(b.legal_kinds(0, A_POWER))


class TestDeltaHeal(unittest.TestCase):
    def test_one_counter_off_each_delta_pokemon(self):
        set_power(self, ESPEON, DELTA_HEAL)
        b = Board([ESPEON, SALAMENCE_EX, SHROOMISH], [SHROOMISH], rules="ex")
        b.active(0, SALAMENCE_EX, damage=30)
        b.bench(0, 1, ESPEON, damage=20)
        b.bench(0, 2, SHROOMISH, damage=20)
        b.active(1, SHROOMISH, damage=20)
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(0, 2), b.dmg(1, 0)), (20, 10, 20, 20))

    def test_greedy_uses_it_on_damaged_delta_pokemon(self):
        set_power(self, ESPEON, DELTA_HEAL)
        b = Board([ESPEON, SALAMENCE_EX], [SHROOMISH], rules="ex")
        b.active(0, SALAMENCE_EX, damage=60)
        b.bench(0, 1, ESPEON, damage=40)
        b.active(1, SHROOMISH)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 1))


class TestExtraBoost(unittest.TestCase):
    def test_only_a_stage_2_pokemon_ex_gets_the_card(self):
        set_power(self, ALTARIA_EX, EXTRA_BOOST)
        b = Board([ALTARIA_EX, SALAMENCE_EX, BLASTOISE_EX, SHIFTRY, FIRE], [SHROOMISH], rules="ex")
        b.active(0, SHIFTRY)  # Stage 2, not ex
        b.bench(0, 1, ALTARIA_EX)  # ex, Stage 1
        b.bench(0, 2, SALAMENCE_EX)  # Stage 2 ex
        b.active(1, SHROOMISH)
        b.hand(0, FIRE)
        b.apply(0, A_POWER, 1)
        self.assertEqual([b.n_energy(0, s) for s in range(3)], [0, 0, 1])
        self.assertEqual(b.in_hand(0, FIRE), 0)


TYRANITAR_D, DARK_ELECTRODE = "ex11-16", "ex7-4"
DARK, DARK_METAL, R_ENERGY = "sve-7", "ex7-94", "ex7-95"
CRUSH_DRAW = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_DECK"],
              ["LOOK_TOP", 1, fx.KIND_BASIC_ENERGY, 1 + fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_REST * fx.LT_BACK_ON_TOP]]
DARKNESS_NAVIGATION = [["POWER_ACTIVATED", 1, 1, 0],
                       ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY), -1], ["REQ_DECK"],
                       ["ATTACH_ENERGY", 1, fx.FROM_DECK, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << T_DARK)]]


class TestCrushDraw(unittest.TestCase):
    def board(self, top):
        set_power(self, TYRANITAR_D, CRUSH_DRAW)
        b = Board([TYRANITAR_D, SHROOMISH, WATER, SPECIAL_METAL], [SHROOMISH], rules="ex")
        b.active(0, TYRANITAR_D)
        b.bench(0, 1, SHROOMISH)
        b.active(1, SHROOMISH)
        b.deck(0, WATER, top)
        return b

    def test_a_basic_energy_card_on_top_is_attached(self):
        b = self.board(WATER)
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.n_energy(0, 0) + b.n_energy(0, 1), 1)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 1)

    def test_another_card_stays_on_top(self):
        b = self.board(SPECIAL_METAL)
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.n_energy(0, 0) + b.n_energy(0, 1), 0)
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)
        self.assertEqual(b.tables.cards[0][int(b.st.deck[0, 1])].id, SPECIAL_METAL)


class TestDarknessNavigation(unittest.TestCase):
    def board(self, *deck):
        set_power(self, DARK_ELECTRODE, DARKNESS_NAVIGATION)
        b = Board([DARK_ELECTRODE, DARK, DARK_METAL, R_ENERGY, WATER], [SHROOMISH], rules="ex")
        b.active(0, DARK_ELECTRODE)
        b.active(1, SHROOMISH)
        b.deck(0, *deck)
        return b

    def test_dark_metal_energy_onto_itself(self):
        b = self.board(WATER, R_ENERGY, DARK_METAL)
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.energy_ids(0, 0), [DARK_METAL])

    def test_never_r_energy(self):
        b = self.board(WATER, R_ENERGY)
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.n_energy(0, 0), 0)

    def test_only_without_energy_attached(self):
        b = self.board(DARK)
        self.assertTrue(b.legal_kinds(0, A_POWER))
        b.attach(0, 0, WATER)
        self.assertFalse(b.legal_kinds(0, A_POWER))


TYROGUE, HITMONCHAN, HITMONLEE, HITMONTOP, VICTREEBEL = "ex10-33", "ex10-24", "ex10-25", "ex10-26", "ex12-13"
BABY_EVOLUTION_3 = [["POWER_ACTIVATED", 1, 0, 0], ["EVOLVE_FROM_HAND", "hitmonlee|hitmonchan|hitmontop", 1]]
NECTAR_POD = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_OPP_BENCH", fx.TC_STAGE2], ["GUST", fx.SELF, 0, fx.TC_STAGE2]]


class TestBabyEvolutionNames(unittest.TestCase):
    def board(self):
        set_power(self, TYROGUE, BABY_EVOLUTION_3)
        b = Board([TYROGUE, HITMONCHAN, HITMONLEE, HITMONTOP, SHROOMISH], [SHROOMISH], rules="ex")
        b.active(0, TYROGUE, damage=20)
        b.active(1, SHROOMISH)
        return b

    def test_any_of_the_three_names(self):
        for card in (HITMONTOP, HITMONLEE, HITMONCHAN):
            b = self.board()
            b.hand(0, SHROOMISH, card)
            b.apply(0, A_POWER, 0)
            self.assertEqual((b.card(0, 0), b.dmg(0, 0), int(b.st.slot[0, 0, L.S_NSTACK])), (card, 0, 2))

    def test_no_other_card(self):
        b = self.board()
        b.hand(0, SHROOMISH)
        self.assertFalse(b.legal_kinds(0, A_POWER))

    def test_greedy_evolves(self):
        b = self.board()
        for q in range(1, 6):  # a full Bench: the card can only go onto Tyrogue
            b.bench(0, q, SHROOMISH)
        b.hand(0, HITMONLEE)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 0))


class TestNectarPod(unittest.TestCase):
    def test_only_a_benched_stage_2_is_switched_in(self):
        set_power(self, VICTREEBEL, NECTAR_POD)
        b = Board([VICTREEBEL], [SHROOMISH, WIGGLYTUFF, BLASTOISE_EX], rules="ex")
        b.active(0, VICTREEBEL)
        b.active(1, SHROOMISH)
        b.bench(1, 1, WIGGLYTUFF)
        self.assertFalse(b.legal_kinds(0, A_POWER))  # no Stage 2 on the opponent's Bench
        b.bench(1, 2, BLASTOISE_EX)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.card(1, 0), b.card(1, 2)), (BLASTOISE_EX, SHROOMISH))


DRAGONITE_EX, RAYQUAZA_EX, MEWTWO_D = "ex3-90", "ex8-102", "ex11-12"
ANY_CARD = fx.MOVE_FROM * fx.TC_ANY_ENERGY + fx.ANY + 1
CALL_FOR_POWER = [["POWER_ACTIVATED", 0, 1, 0], ["REQ_MOVE_ENERGY_SELF", 0, 0, ANY_CARD], ["MOVE_ENERGY_SELF", 0, 0, ANY_CARD]]
DRAGON_BOOST = [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["REQ_MOVE_ENERGY_SELF", 0, 0, fx.ME_ANY_BASIC],
                ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 0, fx.ME_ANY_BASIC]]
DELTA_SWITCH = [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["REQ_MOVE_ENERGY_SELF", 0, 1, fx.ME_ANY_BASIC],
                ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 1, fx.ME_ANY_BASIC]]


class TestCallForPower(unittest.TestCase):
    def board(self):
        set_power(self, DRAGONITE_EX, CALL_FOR_POWER)
        b = Board([DRAGONITE_EX, SHROOMISH, WATER, SPECIAL_METAL], [SHROOMISH], rules="ex")
        b.active(0, SHROOMISH)
        b.attach(0, 0, WATER, SPECIAL_METAL)
        b.bench(0, 1, DRAGONITE_EX)
        b.active(1, SHROOMISH)
        return b

    def test_any_energy_card_onto_itself_as_often_as_you_like(self):
        b = self.board()
        b.script(0, 1, 0)
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.energy_ids(0, 1), [SPECIAL_METAL])
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (0, 2))
        self.assertFalse(b.legal_kinds(0, A_POWER))  # nothing left to move onto it

    def test_greedy_moves_what_its_attack_needs(self):
        b = self.board()
        b.st.slot[0, 0, L.S_NEN] = 0
        b.bench(0, 2, SHROOMISH)
        b.attach(0, 2, WATER, WATER, WATER, WATER)
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 1))


class TestBenchTriggerMoves(unittest.TestCase):
    def test_dragon_boost_basic_cards_onto_itself(self):
        set_power(self, RAYQUAZA_EX, DRAGON_BOOST)
        b = Board([RAYQUAZA_EX, SHROOMISH, WATER, SPECIAL_METAL], [SHROOMISH], rules="ex")
        b.active(0, SHROOMISH)
        b.attach(0, 0, WATER, SPECIAL_METAL, WATER)
        b.active(1, SHROOMISH)
        b.hand(0, RAYQUAZA_EX)
        b.script(0, 1, 0, 0)  # yes to the trigger, two moves; then only "stop" is left
        b.apply(0, A_BENCH, b.k(0, RAYQUAZA_EX))
        self.assertEqual(b.card(0, 1), RAYQUAZA_EX)
        self.assertEqual((b.energy_ids(0, 0), b.energy_ids(0, 1)), ([SPECIAL_METAL], [WATER, WATER]))

    def test_delta_switch_never_onto_itself(self):
        set_power(self, MEWTWO_D, DELTA_SWITCH)
        b = Board([MEWTWO_D, SHROOMISH, WATER], [SHROOMISH], rules="ex")
        b.active(0, SHROOMISH)
        b.attach(0, 0, WATER)
        b.bench(0, 1, SHROOMISH)
        b.active(1, SHROOMISH)
        b.hand(0, MEWTWO_D)
        b.script(0, 1, 0, 1)  # yes, the one move offered (0 to 1: never to Mewtwo); then stop
        b.apply(0, A_BENCH, b.k(0, MEWTWO_D))
        self.assertEqual(b.card(0, 2), MEWTWO_D)
        self.assertEqual([b.n_energy(0, q) for q in range(3)], [0, 1, 0])


ELECTABUZZ_D = "ex15-29"
POWER_OF_EVOLUTION = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_COUNT", fx.count_code(fx.CNT_SELF_EVOLVED), 1], ["REQ_DECK"],
                      ["LOOK_TOP", 1, fx.KIND_ANY, 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_BOTTOM]]


class TestPowerOfEvolution(unittest.TestCase):
    def board(self, evolved: bool):
        set_power(self, ELECTABUZZ_D, POWER_OF_EVOLUTION)
        b = Board([ELECTABUZZ_D, SHROOMISH, WATER, FIRE], [SHROOMISH], rules="ex")
        b.active(0, ELECTABUZZ_D, below=(SHROOMISH,) if evolved else ())
        b.active(1, SHROOMISH)
        b.deck(0, FIRE, WATER)  # Fire at the bottom
        return b

    def test_the_bottom_card_into_the_hand_when_evolved(self):
        b = self.board(True)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.in_hand(0, FIRE), b.in_hand(0, WATER), b.pl(0, L.PL_DECK_N)), (1, 0, 1))
        self.assertEqual(b.tables.cards[0][int(b.st.deck[0, 0])].id, WATER)

    def test_not_when_not_evolved(self):
        self.assertFalse(self.board(False).legal_kinds(0, A_POWER))


MISDREAVUS = "ex7-25"
DARK_SPELL = [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
              ["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE]]


class TestDarkSpell(unittest.TestCase):
    def board(self):
        set_power(self, MISDREAVUS, DARK_SPELL)
        b = Board([MISDREAVUS, SHROOMISH], [SHROOMISH, RALTS], rules="ex")
        b.active(0, MISDREAVUS)
        b.active(1, SHROOMISH)
        b.bench(1, 1, RALTS)
        return b

    def test_heads_one_counter_on_one_of_the_opponents_pokemon(self):
        b = self.board()
        b.coins("H")
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.dmg(1, 0) + b.dmg(1, 1), 10)

    def test_tails_none(self):
        b = self.board()
        b.coins("T")
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.dmg(1, 0) + b.dmg(1, 1), 0)

    def test_from_the_active_spot_only(self):
        b = self.board()
        b.active(0, SHROOMISH)
        b.bench(0, 1, MISDREAVUS)
        self.assertFalse(b.legal_kinds(0, A_POWER))


MANTINE = "ex7-45"
RIPPLES = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_OWN_POKEMON", fx.ELIG_DAMAGED + fx.ELIG_NOT_ACTING],
           ["HEAL_ANY_OWN", 10, fx.HEAL_UP_TO + 1, fx.ELIG_DAMAGED + fx.ELIG_NOT_ACTING]]


class TestRipples(unittest.TestCase):
    def board(self):
        set_power(self, MANTINE, RIPPLES)
        b = Board([MANTINE, SHROOMISH], [SHROOMISH], rules="ex")
        b.active(0, MANTINE, damage=40)
        b.bench(0, 1, SHROOMISH, damage=20)
        b.active(1, SHROOMISH)
        return b

    def test_one_counter_off_another_pokemon_never_itself(self):
        b = self.board()
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (40, 10))

    def test_greedy_heals_the_other(self):
        b = self.board()
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 0))

    def test_greedy_leaves_it_when_only_itself_is_damaged(self):
        b = self.board()
        b.st.slot[0, 1, L.S_DMG] = 0
        self.assertFalse(b.legal_kinds(0, A_POWER))  # no other damaged Pokémon
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertNotEqual(int(b.st.acts[0, 0]), A_POWER)


DITTO = "ex6-4"
FORM_VARIATION = [["POWER_ACTIVATED", 1, 0, 0], ["FORM_SWAP", 0, 1]]


class TestFormVariation(unittest.TestCase):
    def board(self):
        set_power(self, DITTO, FORM_VARIATION)
        b = Board([DITTO, DITTO, SHROOMISH, BLASTOISE_EX, SALAMENCE_EX, WATER], [SHROOMISH], rules="ex")
        b.active(0, DITTO, damage=20)
        b.attach(0, 0, WATER)
        b.active(1, SHROOMISH)
        for c in (DITTO, SHROOMISH, BLASTOISE_EX, SALAMENCE_EX):
            b.st.disc[0, b.k(0, c)] += 1
        return b

    def test_a_basic_from_the_discard_pile_takes_its_place(self):
        b = self.board()
        b.script(0, 0)
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.options(2)[0][0], b.k(0, SHROOMISH))  # the only candidate, then "none"
        self.assertEqual((b.card(0, 0), b.dmg(0, 0), b.energy_ids(0, 0)), (SHROOMISH, 20, [WATER]))
        self.assertEqual((b.in_discard(0, DITTO), b.in_discard(0, SHROOMISH)), (2, 0))

    def test_no_candidate_no_switch(self):
        b = self.board()
        b.st.disc[0, b.k(0, SHROOMISH)] = 0
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(0, 0), DITTO)


JOLTEON_STAR = "ex16-101"
YELLOW_RAY = [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["PUT_COUNTERS", 10, fx.BENCH_BOTH_ACTIVES]]


class TestYellowRay(unittest.TestCase):
    def board(self):
        set_power(self, JOLTEON_STAR, YELLOW_RAY)
        b = Board([JOLTEON_STAR, SHROOMISH], [SHROOMISH, RALTS], rules="ex")
        b.active(0, SHROOMISH)
        b.active(1, SHROOMISH)
        b.bench(1, 1, RALTS)
        b.hand(0, JOLTEON_STAR)
        return b

    def test_one_counter_on_each_active_when_benched(self):
        b = self.board()
        b.script(0, 1)  # yes
        b.apply(0, A_BENCH, b.k(0, JOLTEON_STAR))
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(1, 0), b.dmg(1, 1)), (10, 0, 10, 0))

    def test_declined(self):
        b = self.board()
        b.script(0, 0)  # no
        b.apply(0, A_BENCH, b.k(0, JOLTEON_STAR))
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0)), (0, 0))

    def test_greedy_takes_a_knock_out(self):
        b = self.board()
        b.damage(1, 0, b.ct.hp[1, b.k(1, SHROOMISH)] - 10)
        b.apply(0, A_BENCH, b.k(0, JOLTEON_STAR))
        self.assertEqual(b.dmg(0, 0), 10)


ABSOL_EX = "ex16-92"
CURSED_EYES = [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["REQ_MOVE_DAMAGE", 3, fx.OPP, fx.MD_PAIR_KO_OK],
               ["MOVE_DAMAGE", 3, fx.OPP, fx.MD_PAIR_KO_OK]]


class TestCursedEyes(unittest.TestCase):
    def board(self, bench_dmg: int):
        set_power(self, ABSOL_EX, CURSED_EYES)
        b = Board([ABSOL_EX, SHROOMISH], [SHROOMISH, RALTS], rules="ex")
        b.active(0, SHROOMISH)
        b.active(1, SHROOMISH)
        b.bench(1, 1, RALTS, damage=bench_dmg)
        b.hand(0, ABSOL_EX)
        return b

    def test_three_counters_at_once_onto_the_knock_out(self):
        b = self.board(30)
        left = int(b.ct.hp[1, b.k(1, SHROOMISH)])
        b.damage(1, 0, left - 30)
        b.apply(0, A_BENCH, b.k(0, ABSOL_EX))  # greedy: yes, Ralts' 3 counters onto the Active
        self.assertEqual((b.dmg(1, 1), b.dmg(1, 0)), (0, left))

    def test_not_offered_without_counters_to_move(self):
        b = self.board(0)
        b.script(0, 1)
        b.apply(0, A_BENCH, b.k(0, ABSOL_EX))
        self.assertEqual(b.answers_used(0), 0)  # no question: nothing can move

    def test_fewer_when_the_source_has_fewer(self):
        b = self.board(20)
        b.script(0, 1, 0)  # yes; Ralts to the Active
        b.apply(0, A_BENCH, b.k(0, ABSOL_EX))
        self.assertEqual((b.dmg(1, 1), b.dmg(1, 0)), (0, 20))


DARK_SLOWKING = "ex7-9"
CUNNING = [["POWER_ACTIVATED", 1, 1, 0], ["OPP_TOP_MAY_SHUFFLE"]]


class TestCunning(unittest.TestCase):
    def board(self, top):
        set_power(self, DARK_SLOWKING, CUNNING)
        b = Board([DARK_SLOWKING], [SHROOMISH, WIGGLYTUFF, GRASS, FIRE], rules="ex")
        b.active(0, DARK_SLOWKING)
        b.active(1, SHROOMISH)
        b.deck(1, *([GRASS] * 8 + [FIRE] * 8 + [SHROOMISH] * 8), top)
        return b

    def shuffled(self, b):
        return any(e[2] == EV_SHUFFLE and e[1] == 1 for e in b.events())

    def test_the_player_may_shuffle(self):
        b = self.board(SHROOMISH)
        b.script(0, 1)
        b.apply(0, A_POWER, 0)
        self.assertTrue(self.shuffled(b))

    def test_or_leave_it(self):
        b = self.board(SHROOMISH)
        b.script(0, 0)
        b.apply(0, A_POWER, 0)
        self.assertFalse(self.shuffled(b))
        self.assertEqual(b.tables.cards[1][int(b.st.deck[1, 24])].id, SHROOMISH)

    def test_greedy_shuffles_away_a_card_they_want(self):
        b = self.board(SHROOMISH)  # a Basic Pokémon: wanted
        b.apply(0, A_POWER, 0)
        self.assertTrue(self.shuffled(b))


FLYGON_D, CHIMECHO_D, DELTA_RAINBOW, HOLON_FARMER = "ex13-7", "ex13-37", "ex13-98", "ex11-91"
_RAINBOW_OR_BASIC = fx.kind_either(fx.KIND_BASIC_ENERGY, fx.kind_flag(fx.KIND_SPECIAL_ENERGY, 4096))  # cardtable.CF_DELTA
DELTA_SUPPLY = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_HAND_KIND", 1, _RAINBOW_OR_BASIC],
                ["ATTACH_ENERGY_ONE", 1, fx.FROM_HAND + fx.TO_FILTER * fx.TC_DELTA, fx.ENERGY_KIND + _RAINBOW_OR_BASIC]]
DELTA_SUPPORT = [["POWER_ACTIVATED", 1, 1, 0],
                 ["REQ_COUNT", fx.count_code(fx.CNT_OWN_SUPPORTER_PLAYED, fx.kind_flag(fx.KIND_SUPPORTER, 1 << 39)), 1],
                 ["REQ_DISCARD", 1, _RAINBOW_OR_BASIC], ["RECOVER", 1, _RAINBOW_OR_BASIC, fx.TO_HAND]]


class TestDeltaSupplyAndSupport(unittest.TestCase):
    def test_a_delta_rainbow_energy_card_onto_a_delta_pokemon_only(self):
        set_power(self, FLYGON_D, DELTA_SUPPLY)
        b = Board([FLYGON_D, SHROOMISH, DELTA_RAINBOW, SPECIAL_METAL], [SHROOMISH], rules="ex")
        b.active(0, SHROOMISH)
        b.bench(0, 1, FLYGON_D)
        b.active(1, SHROOMISH)
        b.hand(0, SPECIAL_METAL)
        self.assertFalse(b.legal_kinds(0, A_POWER))  # another Special Energy card does not go
        b.hand(0, DELTA_RAINBOW)
        b.apply(0, A_POWER, 1)
        self.assertEqual((b.energy_ids(0, 0), b.energy_ids(0, 1)), ([], [DELTA_RAINBOW]))

    def test_support_after_a_holon_supporter(self):
        set_power(self, CHIMECHO_D, DELTA_SUPPORT)
        b = Board([CHIMECHO_D, HOLON_FARMER, WATER, SPECIAL_METAL, DELTA_RAINBOW], [SHROOMISH], rules="ex")
        b.active(0, CHIMECHO_D)
        b.active(1, SHROOMISH)
        b.st.disc[0, b.k(0, SPECIAL_METAL)] += 1
        b.st.disc[0, b.k(0, WATER)] += 1
        self.assertFalse(b.legal_kinds(0, A_POWER))  # no Holon Supporter this turn
        b.st.pl[0, L.PL_SUPPORTERS] = 1
        b.st.pl[0, L.PL_SUPPORTER_K] = b.k(0, HOLON_FARMER) + 1
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.in_hand(0, WATER), b.in_hand(0, SPECIAL_METAL)), (1, 0))

    def test_greedy_supplies_after_the_turns_attachment(self):
        set_power(self, FLYGON_D, DELTA_SUPPLY)
        b = Board([FLYGON_D, SHROOMISH, WATER], [SHROOMISH], rules="ex")
        b.active(0, FLYGON_D)
        b.active(1, SHROOMISH)
        b.hand(0, WATER)
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 0))


CRAWDAUNT_EX = "ex13-99"
SPLASH_BACK = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_COUNT", fx.count_code(fx.CNT_OPP_BENCH), 4], ["REQ_OPP_BENCH"],
               ["OPP_BENCHED_TO_HAND"]]


class TestSplashBack(unittest.TestCase):
    def board(self):
        set_power(self, CRAWDAUNT_EX, SPLASH_BACK)
        b = Board([CRAWDAUNT_EX], [SHROOMISH, RALTS, WIGGLYTUFF, GRASS], rules="ex")
        b.active(0, CRAWDAUNT_EX)
        b.active(1, SHROOMISH)
        b.bench(1, 1, RALTS)
        b.bench(1, 2, SHROOMISH)
        b.bench(1, 3, RALTS)
        return b

    def test_only_with_four_benched(self):
        b = self.board()
        self.assertFalse(b.legal_kinds(0, A_POWER))
        b.bench(1, 4, SHROOMISH)
        self.assertTrue(b.legal_kinds(0, A_POWER))

    def test_greedy_sends_the_most_developed_one_back_with_its_cards(self):
        b = self.board()
        b.bench(1, 4, SHROOMISH)
        b.attach(1, 2, GRASS, GRASS)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.card(1, 2), b.in_hand(1, SHROOMISH), b.in_hand(1, GRASS)), (None, 1, 2))

    def test_the_player_may_pick_another(self):
        b = self.board()
        b.bench(1, 4, SHROOMISH)
        b.attach(1, 2, GRASS, GRASS)
        b.script(0, 0, 1)  # not the first one asked (slot 2), yes to the next
        b.apply(0, A_POWER, 0)
        self.assertEqual(b.card(1, 2), SHROOMISH)
        self.assertEqual(sum(1 for q in range(1, 6) if b.card(1, q) is None), 2)


BLISSEY_EX, CHANSEY = "ex10-101", "ex10-20"
BLISSFUL_SUPPORT = [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["REQ_OWN_DAMAGED", 1], ["HEAL_ALL_DISCARD_ENERGY", 1, 0, 0]]


class TestBlissfulSupport(unittest.TestCase):
    def board(self):
        set_power(self, BLISSEY_EX, BLISSFUL_SUPPORT)
        b = Board([BLISSEY_EX, CHANSEY, SHROOMISH, WATER], [SHROOMISH], rules="ex")
        b.active(0, CHANSEY, damage=30)
        b.attach(0, 0, WATER, WATER)
        b.bench(0, 1, SHROOMISH, damage=30)
        b.bench(0, 2, SHROOMISH, damage=20)
        b.attach(0, 2, WATER)
        b.active(1, SHROOMISH)
        b.hand(0, BLISSEY_EX)
        return b

    def test_the_player_picks_which(self):
        b = self.board()
        b.script(0, 1, 0, 1, 1)  # yes to the power; the Active: no; slot 1: yes; slot 2: yes
        b.apply(0, A_EVOLVE, b.k(0, BLISSEY_EX), 0)
        self.assertEqual(b.card(0, 0), BLISSEY_EX)
        self.assertEqual([(b.dmg(0, q), b.n_energy(0, q)) for q in range(3)], [(30, 2), (0, 0), (0, 0)])
        self.assertEqual(b.in_discard(0, WATER), 1)

    def test_greedy_heals_where_the_damage_outweighs_the_energy(self):
        b = self.board()
        b.apply(0, A_EVOLVE, b.k(0, BLISSEY_EX), 0)
        self.assertEqual([(b.dmg(0, q), b.n_energy(0, q)) for q in range(3)], [(30, 2), (0, 0), (20, 1)])


SHIFTRY_FAN, SHIFTRY_OLD, NUZLEAF = "ex12-12", "ex2-12", "ex12-41"
EVOLUTIONARY_FAN = [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["RETURN_OWN_BASIC", 1, fx.ELIG_EVOLVED + fx.ELIG_NOT_ACTING_NAME]]


class TestEvolutionaryFan(unittest.TestCase):
    def test_an_evolved_pokemon_of_another_name_and_its_cards_to_the_hand(self):
        set_power(self, SHIFTRY_FAN, EVOLUTIONARY_FAN)
        b = Board([SHIFTRY_FAN, SHIFTRY_OLD, NUZLEAF, WIGGLYTUFF, SHROOMISH, WATER], [SHROOMISH], rules="ex")
        b.active(0, NUZLEAF, below=(SHROOMISH,))
        b.bench(0, 1, SHIFTRY_OLD, below=(SHROOMISH,))  # another Shiftry: excluded
        b.bench(0, 2, WIGGLYTUFF, below=(SHROOMISH,))
        b.attach(0, 2, WATER)
        b.active(1, SHROOMISH)
        b.hand(0, SHIFTRY_FAN)
        b.script(0, 1, 0)  # yes; the only option
        b.apply(0, A_EVOLVE, b.k(0, SHIFTRY_FAN), 0)
        self.assertEqual(b.options(1)[0][0], 2)
        self.assertEqual((b.card(0, 0), b.card(0, 1), b.card(0, 2)), (SHIFTRY_FAN, SHIFTRY_OLD, None))
        self.assertEqual((b.in_hand(0, WIGGLYTUFF), b.in_hand(0, SHROOMISH), b.in_hand(0, WATER)), (1, 1, 1))


SMEARGLE = "ex10-48"
MAKEOVER = [["POWER_ACTIVATED", 1, 1, 0], ["ENERGY_SWAP_DISCARD"]]


class TestMakeover(unittest.TestCase):
    def board(self):
        set_power(self, SMEARGLE, MAKEOVER)
        b = Board([SMEARGLE, SALAMENCE_EX, SHROOMISH, WATER, FIRE, GRASS], [SHROOMISH], rules="ex")
        b.active(0, SHROOMISH)
        b.attach(0, 0, FIRE)
        b.bench(0, 1, SMEARGLE)
        b.bench(0, 2, SALAMENCE_EX)
        b.attach(0, 2, WATER)
        b.active(1, SHROOMISH)
        b.st.disc[0, b.k(0, GRASS)] += 1
        b.st.disc[0, b.k(0, FIRE)] += 1
        return b

    def test_swap_on_a_non_ex_pokemon(self):
        b = self.board()
        # options: "none", then (Shroomish's Fire -> Grass), (Fire -> Fire: another copy); never Salamence ex's
        b.script(0, 1)
        b.apply(0, A_POWER, 1)
        self.assertEqual(len([o for o in b.options(3) if o[0] == 1]), 2)
        self.assertEqual(b.energy_ids(0, 0), [GRASS])
        self.assertEqual((b.in_discard(0, FIRE), b.in_discard(0, GRASS)), (2, 0))
        self.assertEqual(b.energy_ids(0, 2), [WATER])

    def test_not_the_card_discarded(self):
        b = self.board()
        b.st.disc[0, b.k(0, GRASS)] = 0
        b.st.disc[0, b.k(0, FIRE)] = 0
        b.script(0, 1)
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.energy_ids(0, 0), [FIRE])  # nothing else to attach: no swap offered

    def test_greedy_swaps_for_the_type_its_attack_needs(self):
        set_power(self, SMEARGLE, MAKEOVER)
        b = Board([SMEARGLE, RAIN, WATER, FIRE], [SHROOMISH], rules="ex")
        b.active(0, RAIN)  # its first attack needs a Water Energy
        b.attach(0, 0, FIRE)
        b.bench(0, 1, SMEARGLE)
        b.active(1, SHROOMISH)
        b.st.disc[0, b.k(0, WATER)] += 1
        b.st.pl[0, L.PL_ENERGY_DONE] = 1
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 1))
        b.apply(0, A_POWER, 1)
        self.assertEqual(b.energy_ids(0, 0), [WATER])


HO_OH_EX = "ex10-104"
GOLDEN_WING = [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_KO],
               ["MOVE_ENERGY_SELF", 2, 2, fx.MOVE_FROM * fx.TC_ANY_ENERGY + fx.ANY + 1]]


class TestGoldenWing(unittest.TestCase):
    def board(self, ko: bool):
        from ptcgsim.kernel.on_damaged import on_damaged_nb

        set_power(self, HO_OH_EX, GOLDEN_WING)
        b = Board([HO_OH_EX, RAIN, SHROOMISH, WATER, FIRE], [SHROOMISH], rules="ex")
        b.active(0, HO_OH_EX)
        b.attach(0, 0, WATER, FIRE, FIRE)
        b.bench(0, 1, RAIN)  # its first attack needs a Water Energy
        b.bench(0, 2, SHROOMISH)
        b.active(1, SHROOMISH)
        b.turn(4, cur=1)
        hp = int(b.ct.hp[0, b.k(0, HO_OH_EX)])
        b.st.slot[0, 0, L.S_DMG] = hp if ko else hp - 10
        b.st.slot[0, 0, L.S_DAMAGED_BY] = 4 * 4 + 1  # hit in the Active Spot this turn
        self.run_answers = lambda: on_damaged_nb(b.st, b.ct, b.R, 1)
        return b

    def test_up_to_two_energy_cards_off_it_before_the_knock_out(self):
        b = self.board(True)
        b.script(0, 1, 3, 5)  # the Water to Rain Castform; a Fire to Shroomish; (no third move)
        self.run_answers()
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1) + b.n_energy(0, 2)), (1, 2))

    def test_greedy_saves_what_its_bench_needs(self):
        b = self.board(True)
        self.run_answers()
        self.assertEqual(b.energy_ids(0, 1), [WATER])

    def test_not_without_the_knock_out(self):
        b = self.board(False)
        self.run_answers()
        self.assertEqual(b.n_energy(0, 0), 3)


DELCATTY, MAGNETON, REACT = "ex12-4", "ex12-22", "ex12-82"
REACTIVE_SHIFT = [["POWER_ACTIVATED", 1, 1, 0], ["REQ_MOVE_ENERGY", 0, 0, "React Energy"], ["MOVE_ENERGY", 0, 0, "React Energy"]]
REACTIVE_RECHARGE = [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_KO], ["MOVE_ENERGY_SELF", fx.ME_MAY_STOP_MAX, 2, "React Energy"]]


class TestReactEnergyMoves(unittest.TestCase):
    def test_reactive_shift_moves_react_energy_only(self):
        set_power(self, DELCATTY, REACTIVE_SHIFT)
        b = Board([DELCATTY, SHROOMISH, REACT, WATER], [SHROOMISH], rules="ex")
        b.active(0, DELCATTY)
        b.attach(0, 0, WATER)
        b.bench(0, 1, SHROOMISH)
        b.active(1, SHROOMISH)
        self.assertFalse(b.legal_kinds(0, A_POWER))  # a Water Energy card does not move
        b.attach(0, 0, REACT)
        b.script(0, 0)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.energy_ids(0, 0), b.energy_ids(0, 1)), ([WATER], [REACT]))

    def test_reactive_recharge_before_the_knock_out(self):
        from ptcgsim.kernel.on_damaged import on_damaged_nb

        set_power(self, MAGNETON, REACTIVE_RECHARGE)
        b = Board([MAGNETON, SHROOMISH, REACT, WATER], [SHROOMISH], rules="ex")
        b.active(0, MAGNETON)
        b.attach(0, 0, REACT, WATER, REACT)
        b.bench(0, 1, SHROOMISH)
        b.active(1, SHROOMISH)
        b.turn(4, cur=1)
        b.st.slot[0, 0, L.S_DMG] = int(b.ct.hp[0, b.k(0, MAGNETON)])
        b.st.slot[0, 0, L.S_DAMAGED_BY] = 4 * 4 + 1
        b.script(0, 1, 1, 0)  # a React Energy, the other one, then stop
        on_damaged_nb(b.st, b.ct, b.R, 1)
        self.assertEqual((b.energy_ids(0, 0), b.energy_ids(0, 1)), ([WATER], [REACT, REACT]))


PORYGON2, ORAN_BERRY = "ex10-12", "ex1-85"
THREE_D_RESET = [["POWER_ACTIVATED", 0, 1, 0], ["REQ_COUNT", fx.count_code(fx.CNT_OWN_TOOLS), 1], ["DISCARD_TOOL", 1, fx.DT_OWN_TO_HAND]]


class TestThreeDReset(unittest.TestCase):
    def test_own_tools_back_to_the_hand_as_often_as_you_like(self):
        set_power(self, PORYGON2, THREE_D_RESET)
        b = Board([PORYGON2, SHROOMISH, ORAN_BERRY], [SHROOMISH, ORAN_BERRY], rules="ex")
        b.active(0, PORYGON2)
        b.bench(0, 1, SHROOMISH)
        b.active(1, SHROOMISH)
        for p, q in ((0, 0), (0, 1), (1, 0)):
            b.st.slot[p, q, L.S_TOOL_K] = b.k(p, ORAN_BERRY)
            b.st.slot[p, q, L.S_TOOL_K + L.ATT_N] = 1
        b.apply(0, A_POWER, 0)
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.in_hand(0, ORAN_BERRY), int(b.st.slot[0, 0, L.S_TOOL_K]), int(b.st.slot[0, 1, L.S_TOOL_K])), (2, -1, -1))
        self.assertEqual(int(b.st.slot[1, 0, L.S_TOOL_K]), b.k(1, ORAN_BERRY))  # never the opponent's
        self.assertFalse(b.legal_kinds(0, A_POWER))  # no Tool of its own left


CHARIZARD_D, CHARMELEON = "ex14-4", "ex14-29"
PEAL_OF_THUNDER = [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["REQ_DECK"],
                   ["LOOK_TOP", 5, fx.KIND_ENERGY, fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_REST * fx.LT_DISCARD + fx.LT_ONE_TARGET]]


class TestPealOfThunder(unittest.TestCase):
    def test_energy_cards_of_the_top_five_to_one_pokemon_the_rest_discarded(self):
        set_power(self, CHARIZARD_D, PEAL_OF_THUNDER)
        b = Board([CHARIZARD_D, CHARMELEON, SHROOMISH, WATER, FIRE, SPECIAL_METAL], [SHROOMISH], rules="ex")
        b.active(0, CHARMELEON)
        b.bench(0, 1, SHROOMISH)
        b.active(1, SHROOMISH)
        b.deck(0, WATER, WATER, SHROOMISH, FIRE, SPECIAL_METAL, SHROOMISH)  # the top five: all but the first Water
        b.hand(0, CHARIZARD_D)
        b.script(0, 1, 0, 1, 0, 0, 0)  # yes; Fire (the first Energy offered) to the Benched Shroomish; then 2 more, to it
        b.apply(0, A_EVOLVE, b.k(0, CHARIZARD_D), 0)
        self.assertEqual((b.n_energy(0, 0), b.n_energy(0, 1)), (0, 3))
        self.assertEqual((b.pl(0, L.PL_DECK_N), b.in_discard(0, SHROOMISH)), (1, 2))


NINETALES_D, NINETALES, VULPIX = "ex15-8", "ex5-22", "ex5-81"
VOLUNTEER = [["POWER_ACTIVATED", 1, 0, 0], ["REQ_COUNT", fx.count_code(fx.CNT_SELF_EVOLVED), 1], ["HEAL", 40, fx.SELF],
             ["DEVOLVE", 1, 4], ["EVOLVE_FROM_DECK", 0]]


class TestVolunteer(unittest.TestCase):
    def board(self):
        set_power(self, NINETALES_D, VOLUNTEER)
        b = Board([NINETALES_D, NINETALES, VULPIX, WATER], [SHROOMISH], rules="ex")
        b.active(0, NINETALES_D, below=(VULPIX,), damage=60)
        b.attach(0, 0, WATER)
        b.active(1, SHROOMISH)
        return b

    def test_counters_off_then_another_ninetales_from_the_deck(self):
        b = self.board()
        b.deck(0, WATER, NINETALES)
        b.script(0, 0)  # the Ninetales of the deck
        b.apply(0, A_POWER, 0)
        self.assertEqual((b.card(0, 0), b.dmg(0, 0), int(b.st.slot[0, 0, L.S_NSTACK])), (NINETALES, 20, 2))
        self.assertEqual((b.in_discard(0, NINETALES_D), b.energy_ids(0, 0)), (1, [WATER]))

    def test_greedy_keeps_it_without_a_card_to_put_back(self):
        b = self.board()
        b.deck(0, WATER)
        b.set_prizes(0, 6, WATER)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertNotEqual(int(b.st.acts[0, 0]), A_POWER)

    def test_greedy_heals_with_a_card_to_put_back(self):
        b = self.board()
        b.deck(0, WATER, NINETALES)
        b.set_prizes(0, 6, WATER)
        greedy_plan_nb(b.st, b.ct, b.R, 0, b.units)
        self.assertEqual((int(b.st.acts[0, 0]), int(b.st.acts[0, 1])), (A_POWER, 0))


ROCKETS_RAIKOU_EX = "ex8-108"
LIGHTNING_BURST = [["POWER_ACTIVATED", 0, 1, fx.PW_ON_ATTACH + fx.PW_ATTACH_TYPE * (T_DARK + 1)], ["CHOOSE_ONE", 2, 1],
                   ["GUST", fx.OPP], ["SKIP", 1], ["NOP"]]


class TestLightningBurst(unittest.TestCase):
    def board(self):
        set_power(self, ROCKETS_RAIKOU_EX, LIGHTNING_BURST)
        b = Board([ROCKETS_RAIKOU_EX, DARK, R_ENERGY, WATER], [SHROOMISH, RALTS], rules="ex")
        b.active(0, ROCKETS_RAIKOU_EX)
        b.active(1, SHROOMISH)
        b.bench(1, 1, RALTS)
        return b

    def test_a_darkness_energy_card_attached_may_switch_the_defending_pokemon(self):
        b = self.board()
        b.hand(0, DARK)
        b.script(0, 0)  # the switch (the first option)
        b.apply(0, A_ATTACH, b.k(0, DARK), 0)
        self.assertEqual((b.card(1, 0), b.card(1, 1)), (RALTS, SHROOMISH))

    def test_or_not(self):
        b = self.board()
        b.hand(0, DARK)
        b.script(0, 1)  # nothing
        b.apply(0, A_ATTACH, b.k(0, DARK), 0)
        self.assertEqual(b.card(1, 0), SHROOMISH)

    def test_not_for_r_energy_nor_water(self):
        for card in (R_ENERGY, WATER):
            b = self.board()
            b.hand(0, card)
            b.script(0, 0)
            b.apply(0, A_ATTACH, b.k(0, card), 0)
            self.assertEqual((b.card(1, 0), b.answers_used(0)), (SHROOMISH, 0))


CELEBI_STAR = "ex14-100"
TIME_TRAVEL = [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_KO], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["RETURN_TO_HAND", 3]]


class TestTimeTravel(unittest.TestCase):
    def board(self, coin):
        from ptcgsim.kernel.on_damaged import on_damaged_nb

        set_power(self, CELEBI_STAR, TIME_TRAVEL)
        b = Board([CELEBI_STAR, SHROOMISH, WATER], [SHROOMISH], rules="ex")
        b.active(0, CELEBI_STAR)
        b.attach(0, 0, WATER)
        b.bench(0, 1, SHROOMISH)
        b.active(1, SHROOMISH)
        b.deck(0, WATER)
        b.turn(4, cur=1)
        b.st.slot[0, 0, L.S_DMG] = int(b.ct.hp[0, b.k(0, CELEBI_STAR)])
        b.st.slot[0, 0, L.S_DAMAGED_BY] = 4 * 4 + 1
        b.coins(coin)
        on_damaged_nb(b.st, b.ct, b.R, 1)
        return b

    def test_heads_under_the_deck_instead_of_knocked_out(self):
        b = self.board("H")
        self.assertEqual(b.tables.cards[0][int(b.st.deck[0, 0])].id, CELEBI_STAR)
        self.assertEqual((b.in_discard(0, WATER), b.pl(0, L.PL_DECK_N)), (1, 2))
        self.assertEqual(b.resolve_kos(), 0)  # nothing Knocked Out: no prize
        self.assertEqual(b.pl(1, L.PL_PRIZES_LEFT), 6)
        b.check_winner()
        self.assertEqual(b.card(0, 0), SHROOMISH)  # the Benched Pokémon comes up

    def test_tails_knocked_out(self):
        b = self.board("T")
        self.assertEqual(b.card(0, 0), CELEBI_STAR)
