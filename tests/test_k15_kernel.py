"""Kernel slice 31 k15: EX-era Poké-Bodies (part A) on scripted boards.

Boards use real cards of the bundled database by id; the programs under test are set on the
cards here so the tests do not wait for the lead's database rebuild; the recogniser tests
(tests/test_k15_recognize.py) check that the printed wordings give these rows.  No card text
lives here.  Run fast with:
NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k15_kernel -v
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.damage import attack_damage_nb, bench_hit_nb, weakness_resistance_slot_nb
from ptcgsim.kernel.actions import use_power_nb
from ptcgsim.kernel.predicates import holder_is_type_nb
from ptcgsim.kernel.predicates import attack_energy_ok_nb, attack_legal_nb, can_attach_nb, dual_type_nb, energy_as_type_nb
from ptcgsim.kernel.predicates import power_mod_nb, power_works_nb, retreat_cost_nb, shield_nb
import numpy as np

from tests.kernel_harness import A_ATTACH, ASLEEP, CONFUSED, Board
from tests.test_k930_kernel import set_power
from ptcgsim.kernel.attack import attack_nb
from tests.k15_rows import *  # noqa: F401,F403 (the rows under test)

FIRE_E, WATER_E, PSY_E = "sve-2", "sve-3", "sve-5"
REACT, HOLON_FF, HOLON_LAKE = "ex12-82", "ex11-104", "ex13-87"
SQUIRTLE, CHARMANDER, MACHOP, MEOWTH = "ex14-63", "ex14-48", "ex12-57", "ex11-77"
SMOOCHUM, JYNX, JYNX_D = "ex10-31", "ex10-28", "ex15-17"
KABUTO, KABUTOPS, OMANYTE, OMASTAR = "ex12-36", "ex12-7", "ex12-60", "ex12-23"
SCIZOR_EX, MACHOKE, PINSIR_D, AERODACTYL = "ex10-108", "ex12-39", "ex15-9", "ex12-1"
GYARADOS_D, WAILORD, KYOGRE_EX, GROUDON_EX = "ex13-8", "ex12-14", "ex14-95", "ex14-93"
BEAUTIFLY, VOLBEAT, ILLUMISE, DARK_ARBOK = "ex1-2", "ex11-56", "ex11-45", "ex7-29"
LUNATONE, SOLROCK, LATIAS_D, LATIOS_D, PIDGEOT_D = "ex12-20", "ex12-25", "ex13-11", "ex13-12", "ex13-14"
EXPLOUD_EX, WALREIN_EX, SCEPTILE_EX = "ex14-92", "ex16-99", "ex14-96"
IGGLYBUFF, WIGGLYTUFF = "ex14-21", "ex14-13"
BLAZIKEN, SWAMPERT = "ex1-3", "ex14-27"  # a Fire and a Fighting Pokémon that print a Poké-Power
HYPNO, DUSCLOPS, MISDREAVUS, SNORLAX_D, SHIFTRY_EX = "ex11-23", "ex14-17", "ex12-40", "ex15-10", "ex14-97"
DUNSPARCE, MAGMAR, MAGBY, ARMALDO_EX, DARKNESS_SP = "ex12-31", "ex12-21", "ex12-58", "ex12-84", "ex13-94"
KINGDRA_EX, RAYQUAZA_D, KECLEON = "ex15-94", "ex11-13", "ex12-37"
MUDKIP, TANGELA, UMBREON_D, ROSELIA = "ex14-57", "ex12-44", "ex11-17", "ex12-42"
LATIAS_11, LATIOS_11, BELDUM_D, LIGHTNING_E, METAL_E = "ex11-8", "ex11-9", "ex11-59", "sve-4", "sve-8"

def hit(b: Board, att_p: int, dmg: int) -> int:
    b.turn(5, cur=att_p)
    return int(attack_damage_nb(b.st, b.ct, b.R, att_p, dmg, 0))


def no_weak_res(b: Board):
    for p in range(2):
        b.ct.weak_t[p, :] = -1
        b.ct.res_t[p, :] = -1


class TestStagesOfEvolution(unittest.TestCase):
    def test_more_damage_only_when_evolved(self):
        set_power(self, JYNX, STAGES_MORE)
        b = Board([JYNX, SMOOCHUM], [MACHOP], rules="ex")
        no_weak_res(b)
        b.active(0, JYNX)
        b.active(1, MACHOP)
        self.assertEqual(hit(b, 0, 30), 30)
        b.active(0, JYNX, below=(SMOOCHUM,))  # played on its Baby Pokémon: an Evolved Pokémon
        self.assertEqual(hit(b, 0, 30), 50)

    def test_no_effects_and_no_weakness_when_evolved(self):
        set_power(self, JYNX, STAGES_SHIELD)
        b = Board([JYNX, SMOOCHUM], [MACHOP], rules="ex")
        b.active(0, JYNX)
        b.active(1, MACHOP)
        b.turn(5, cur=1)
        self.assertFalse(shield_nb(b.st, b.ct, 0, 0, fx.SH_PREVENT_EFFECTS))
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_NO_WEAKNESS), 0)
        b.active(0, JYNX, below=(SMOOCHUM,))
        self.assertTrue(shield_nb(b.st, b.ct, 0, 0, fx.SH_PREVENT_EFFECTS))
        self.assertFalse(shield_nb(b.st, b.ct, 0, 0, fx.SH_PREVENT_DAMAGE))
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_NO_WEAKNESS), 1)

    def test_retreat_less_for_fire_and_psychic(self):
        set_power(self, JYNX_D, STAGES_RETREAT)
        b = Board([JYNX_D, SMOOCHUM, CHARMANDER, SQUIRTLE], [MACHOP], rules="ex")
        b.bench(0, 1, JYNX_D, below=(SMOOCHUM,))
        b.active(0, CHARMANDER)
        b.active(1, MACHOP)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_RETREAT_LESS), 1)
        b.active(0, SQUIRTLE)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_RETREAT_LESS), 0)


class TestConditionedDamage(unittest.TestCase):
    def test_more_damage_at_60_hp_or_less(self):
        set_power(self, SCIZOR_EX, LOW_HP_MORE)
        b = Board([SCIZOR_EX], [MACHOP], rules="ex")
        no_weak_res(b)
        b.active(0, SCIZOR_EX, damage=50)  # 70 HP left
        b.active(1, MACHOP)
        self.assertEqual(hit(b, 0, 30), 30)
        b.damage(0, 0, 60)  # 60 left
        self.assertEqual(hit(b, 0, 30), 70)

    def test_more_damage_while_confused(self):
        set_power(self, MACHOKE, CONFUSED_MORE)
        b = Board([MACHOKE], [MEOWTH], rules="ex")
        no_weak_res(b)
        b.active(0, MACHOKE)
        b.active(1, MEOWTH)
        self.assertEqual(hit(b, 0, 20), 20)
        b.cond(0, CONFUSED)
        self.assertEqual(hit(b, 0, 20), 70)

    def test_less_damage_while_a_named_pokemon_is_in_play(self):
        set_power(self, KABUTOPS, HAVE_REDUCE)
        b = Board([KABUTOPS, OMANYTE], [MACHOP], rules="ex")
        no_weak_res(b)
        b.active(0, KABUTOPS)
        b.active(1, MACHOP)
        self.assertEqual(hit(b, 1, 50), 50)
        b.bench(0, 1, OMANYTE)
        self.assertEqual(hit(b, 1, 50), 30)

    def test_more_damage_with_a_name_tag_in_play(self):
        set_power(self, OMASTAR, TAG_MORE)
        b = Board([OMASTAR, KABUTOPS, OMANYTE], [MACHOP], rules="ex")
        no_weak_res(b)
        b.active(0, OMASTAR)
        b.active(1, MACHOP)
        b.bench(0, 1, OMANYTE)
        self.assertEqual(hit(b, 0, 30), 30)
        b.bench(0, 2, KABUTOPS)  # "Kabuto" in its name
        self.assertEqual(hit(b, 0, 30), 50)

    def test_less_damage_with_a_big_opponent_hand(self):
        set_power(self, PINSIR_D, HAND_REDUCE)
        b = Board([PINSIR_D], [MACHOP], rules="ex")
        no_weak_res(b)
        b.active(0, PINSIR_D)
        b.active(1, MACHOP)
        b.st.pl[1, L.PL_HAND_N] = 4
        self.assertEqual(hit(b, 1, 50), 50)
        b.st.pl[1, L.PL_HAND_N] = 5
        self.assertEqual(hit(b, 1, 50), 20)

    def test_less_damage_per_react_energy(self):
        set_power(self, AERODACTYL, PER_REACT)
        b = Board([AERODACTYL, REACT], [MACHOP], rules="ex")
        no_weak_res(b)
        b.active(0, AERODACTYL)
        b.active(1, MACHOP)
        self.assertEqual(hit(b, 1, 50), 50)
        b.attach(0, 0, REACT, REACT)
        self.assertEqual(hit(b, 1, 50), 30)

    def test_delta_more_damage_under_a_holon_stadium(self):
        set_power(self, GYARADOS_D, STADIUM_MORE)
        b = Board([GYARADOS_D, HOLON_LAKE, MACHOP], [MEOWTH], rules="ex")
        no_weak_res(b)
        b.active(0, GYARADOS_D)
        b.active(1, MEOWTH)
        self.assertEqual(hit(b, 0, 30), 30)
        b.st.g[L.G_STADIUM_K] = b.k(0, HOLON_LAKE)
        b.st.g[L.G_STADIUM_P] = 0
        self.assertEqual(hit(b, 0, 30), 40)
        b.active(0, MACHOP)  # no δ
        b.bench(0, 1, GYARADOS_D)
        self.assertEqual(hit(b, 0, 30), 30)


class TestRetreatAndWeakness(unittest.TestCase):
    def test_react_lift_for_water_non_ex(self):
        set_power(self, WAILORD, REACT_LIFT)
        b = Board([WAILORD, SQUIRTLE, REACT, WALREIN_EX], [MACHOP], rules="ex")
        b.active(0, SQUIRTLE)
        b.bench(0, 1, WAILORD)
        b.active(1, MACHOP)
        before = int(retreat_cost_nb(b.st, b.ct, 0))
        self.assertGreater(before, 0)
        b.attach(0, 1, REACT)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)
        b.active(0, WALREIN_EX)  # a Pokémon-ex
        self.assertGreater(int(retreat_cost_nb(b.st, b.ct, 0)), 0)

    def test_flotation_with_one_energy_or_less(self):
        set_power(self, KYOGRE_EX, FLOTATION)
        b = Board([KYOGRE_EX, WATER_E], [MACHOP], rules="ex")
        b.active(0, KYOGRE_EX)
        b.active(1, MACHOP)
        b.attach(0, 0, WATER_E)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)
        b.attach(0, 0, WATER_E)
        self.assertGreater(int(retreat_cost_nb(b.st, b.ct, 0)), 0)

    def test_hard_rock_reduces_for_each_groudon_ex_once(self):
        set_power(self, GROUDON_EX, HARD_ROCK)
        b = Board([GROUDON_EX, FIRE_E], [MACHOP], rules="ex")
        no_weak_res(b)
        b.active(0, GROUDON_EX)
        b.bench(0, 1, GROUDON_EX)
        b.active(1, MACHOP)
        self.assertEqual(hit(b, 1, 50), 30)  # two bodies, no stacking
        b.attach(0, 0, FIRE_E, FIRE_E)
        self.assertEqual(hit(b, 1, 50), 30)  # the Benched one still has no Energy
        b.attach(0, 1, FIRE_E, FIRE_E)
        self.assertEqual(hit(b, 1, 50), 50)

    def test_no_weakness_for_listed_names(self):
        set_power(self, KABUTO, NO_WEAKNESS_NAMED)
        b = Board([KABUTO, KABUTOPS, MACHOP], [MEOWTH], rules="ex")
        b.bench(0, 1, KABUTO)
        b.active(0, KABUTOPS)
        b.active(1, MEOWTH)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_NO_WEAKNESS), 1)
        b.active(0, MACHOP)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_NO_WEAKNESS), 0)

    def test_hover_lift(self):
        set_power(self, IGGLYBUFF, HOVER)
        b = Board([IGGLYBUFF, WIGGLYTUFF, MEOWTH], [MACHOP], rules="ex")
        b.bench(0, 1, IGGLYBUFF)
        b.active(0, WIGGLYTUFF)
        b.active(1, MACHOP)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_RETREAT_LESS), 1)
        b.active(0, MEOWTH)
        self.assertEqual(power_mod_nb(b.st, b.ct, 0, 0, fx.TOOL_RETREAT_LESS), 0)


class TestNoResistance(unittest.TestCase):
    def test_no_resistance_for_both_actives(self):
        set_power(self, BEAUTIFLY, NO_RESIST_ACTIVES)
        b = Board([MACHOP, BEAUTIFLY], [MEOWTH, BEAUTIFLY], rules="ex")
        no_weak_res(b)
        b.active(0, MACHOP)
        b.active(1, MEOWTH)
        kd = b.k(1, MEOWTH)
        b.ct.res_t[1, kd] = 5  # Fighting
        b.ct.res_v[1, kd] = 30
        b.turn(5, cur=0)
        self.assertEqual(int(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 50, 0)), 20)
        b.bench(1, 1, BEAUTIFLY)  # the opponent's Body covers both Actives
        self.assertEqual(int(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 50, 0)), 50)


class TestShieldsWithAPartner(unittest.TestCase):
    def test_ex_shield_only_with_its_partner(self):
        set_power(self, VOLBEAT, EX_SHIELD)
        b = Board([SCIZOR_EX, MACHOP], [VOLBEAT, ILLUMISE], rules="ex")
        b.active(0, SCIZOR_EX)
        b.active(1, VOLBEAT)
        b.turn(5, cur=0)
        self.assertFalse(shield_nb(b.st, b.ct, 1, 0, fx.SH_PREVENT_DAMAGE))
        b.bench(1, 1, ILLUMISE)
        self.assertTrue(shield_nb(b.st, b.ct, 1, 0, fx.SH_PREVENT_DAMAGE))
        self.assertTrue(shield_nb(b.st, b.ct, 1, 0, fx.SH_PREVENT_EFFECTS))
        b.active(0, MACHOP)  # not a Pokémon-ex
        self.assertFalse(shield_nb(b.st, b.ct, 1, 0, fx.SH_PREVENT_DAMAGE))

    def test_dark_name_shield(self):
        set_power(self, ILLUMISE, DARK_SHIELD)
        b = Board([DARK_ARBOK, MACHOP], [ILLUMISE, VOLBEAT], rules="ex")
        b.active(0, DARK_ARBOK)
        b.active(1, ILLUMISE)
        b.bench(1, 1, VOLBEAT)
        b.turn(5, cur=0)
        self.assertTrue(shield_nb(b.st, b.ct, 1, 0, fx.SH_PREVENT_DAMAGE))
        b.active(0, MACHOP)
        self.assertFalse(shield_nb(b.st, b.ct, 1, 0, fx.SH_PREVENT_DAMAGE))


class TestLocksWithACondition(unittest.TestCase):
    def test_fire_lock_spares_other_types(self):
        set_power(self, LUNATONE, FIRE_LOCK)
        set_power(self, SWAMPERT, [["POWER_ACTIVATED", 1, 1, 0], ["DRAW", 1]])
        b = Board([LUNATONE, SOLROCK], [SWAMPERT], rules="ex")
        b.active(0, LUNATONE)
        b.bench(0, 1, SOLROCK)
        b.active(1, SWAMPERT)
        self.assertTrue(power_works_nb(b.st, b.ct, 1, 0))

    def test_fire_lock_covers_a_fire_power(self):
        set_power(self, LUNATONE, FIRE_LOCK)
        set_power(self, BLAZIKEN, [["POWER_ACTIVATED", 1, 1, 0], ["DRAW", 1]])
        b = Board([LUNATONE, SOLROCK], [BLAZIKEN], rules="ex")
        b.active(0, LUNATONE)
        b.active(1, BLAZIKEN)
        self.assertTrue(power_works_nb(b.st, b.ct, 1, 0))
        b.bench(0, 1, SOLROCK)
        self.assertFalse(power_works_nb(b.st, b.ct, 1, 0))

    def test_body_lock_on_evolved_non_ex(self):
        set_power(self, LATIAS_D, BODY_LOCK)
        set_power(self, KABUTOPS, HAVE_REDUCE)
        b = Board([LATIAS_D, LATIOS_D], [KABUTOPS, OMANYTE], rules="ex")
        b.active(0, LATIAS_D)
        b.active(1, KABUTOPS)
        self.assertTrue(power_works_nb(b.st, b.ct, 1, 0))
        b.bench(0, 1, LATIOS_D)
        self.assertFalse(power_works_nb(b.st, b.ct, 1, 0))

    def test_delta_reserve_with_holon_energy(self):
        set_power(self, PIDGEOT_D, DELTA_LOCK)
        set_power(self, BLAZIKEN, [["POWER_ACTIVATED", 1, 1, 0], ["DRAW", 1]])
        b = Board([PIDGEOT_D, HOLON_FF], [BLAZIKEN], rules="ex")
        b.active(0, PIDGEOT_D)
        b.active(1, BLAZIKEN)
        self.assertTrue(power_works_nb(b.st, b.ct, 1, 0))
        b.attach(0, 0, HOLON_FF)
        self.assertFalse(power_works_nb(b.st, b.ct, 1, 0))


class TestBetweenTurns(unittest.TestCase):
    def test_counters_on_each_opponent_ex(self):
        set_power(self, EXPLOUD_EX, BT_EX)
        b = Board([EXPLOUD_EX], [SCIZOR_EX, MACHOP, WALREIN_EX], rules="ex")
        b.active(0, EXPLOUD_EX)
        b.active(1, MACHOP)
        b.bench(1, 1, SCIZOR_EX)
        b.bench(1, 2, WALREIN_EX)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0), b.dmg(1, 1), b.dmg(1, 2)), (0, 0, 10, 10))

    def test_counters_on_non_water_actives(self):
        set_power(self, WALREIN_EX, BT_NOT_WATER)
        b = Board([WALREIN_EX, MACHOP], [SQUIRTLE, MACHOP], rules="ex")
        b.active(0, WALREIN_EX)
        b.bench(0, 1, MACHOP)
        b.active(1, MACHOP)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(1, 0)), (0, 0, 10))
        b.active(1, SQUIRTLE)
        b.checkup()
        self.assertEqual(b.dmg(1, 0), 0)


class TestPlayBans(unittest.TestCase):
    def test_no_energy_to_an_asleep_active(self):
        set_power(self, HYPNO, BINDING_AURA)
        b = Board([HYPNO], [SQUIRTLE, WATER_E], rules="ex")
        b.active(0, HYPNO)
        b.active(1, SQUIRTLE)
        b.bench(1, 1, SQUIRTLE)
        b.hand(1, WATER_E)
        k = b.k(1, WATER_E)
        self.assertTrue(can_attach_nb(b.st, b.ct, 1, k, 0))
        b.cond(1, ASLEEP)
        self.assertFalse(can_attach_nb(b.st, b.ct, 1, k, 0))
        self.assertTrue(can_attach_nb(b.st, b.ct, 1, k, 1))

    def test_no_special_energy_to_the_active_save_darkness_and_metal(self):
        set_power(self, DUSCLOPS, CURSED_GLARE)
        b = Board([DUSCLOPS, MEOWTH], [SQUIRTLE, REACT, DARKNESS_SP], rules="ex")
        b.active(0, MEOWTH)
        b.bench(0, 1, DUSCLOPS)
        b.active(1, SQUIRTLE)
        b.bench(1, 1, SQUIRTLE)
        b.hand(1, REACT, DARKNESS_SP)
        react, dark = b.k(1, REACT), b.k(1, DARKNESS_SP)
        self.assertTrue(can_attach_nb(b.st, b.ct, 1, react, 0))  # the body's Pokémon is Benched
        b.active(0, DUSCLOPS)
        self.assertFalse(can_attach_nb(b.st, b.ct, 1, react, 0))
        self.assertTrue(can_attach_nb(b.st, b.ct, 1, react, 1))
        self.assertTrue(can_attach_nb(b.st, b.ct, 1, dark, 0))


class TestSleepBodies(unittest.TestCase):
    def test_deep_sleep_needs_two_heads(self):
        set_power(self, MISDREAVUS, DEEP_SLEEP)
        b = Board([MISDREAVUS], [MACHOP], rules="ex")
        b.active(0, MISDREAVUS)
        b.active(1, MACHOP)
        b.cond(1, ASLEEP)
        b.coins("HT")
        b.checkup()
        self.assertEqual(b.pl(1, L.PL_STATUS), ASLEEP)
        b.coins("HH")
        b.checkup()
        self.assertEqual(b.pl(1, L.PL_STATUS), 0)

    def test_one_coin_without_it(self):
        b = Board([MEOWTH], [MACHOP], rules="ex")
        b.active(0, MEOWTH)
        b.active(1, MACHOP)
        b.cond(1, ASLEEP)
        b.coins("HT")
        b.checkup()
        self.assertEqual(b.pl(1, L.PL_STATUS), 0)

    def test_bedhead_while_still_asleep(self):
        set_power(self, SNORLAX_D, BEDHEAD)
        b = Board([SNORLAX_D], [MACHOP], rules="ex")
        b.active(0, SNORLAX_D)
        b.active(1, MACHOP)
        b.cond(0, ASLEEP)
        b.coins("T")
        b.checkup()
        self.assertEqual(b.dmg(1, 0), 20)
        b.coins("H")  # wakes up: no counters
        b.checkup()
        self.assertEqual(b.dmg(1, 0), 20)


class TestDarkEyes(unittest.TestCase):
    def test_counters_after_an_opponent_power(self):
        set_power(self, SHIFTRY_EX, DARK_EYES)
        set_power(self, BLAZIKEN, [["POWER_ACTIVATED", 1, 1, 0], ["DRAW", 1]])
        b = Board([BLAZIKEN, MACHOP], [SHIFTRY_EX], rules="ex")
        b.active(0, MACHOP)
        b.bench(0, 1, BLAZIKEN)
        b.active(1, SHIFTRY_EX)
        b.deck(0, MACHOP, MACHOP)
        use_power_nb(b.st, b.ct, b.R, 0, 1)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(1, 0)), (0, 20, 0))


class TestDeadlock(unittest.TestCase):
    def test_same_name_cannot_attack(self):
        set_power(self, DUNSPARCE, DEADLOCK)
        b = Board([DUNSPARCE, PSY_E], [DUNSPARCE, MEOWTH], rules="ex")
        b.active(0, DUNSPARCE)
        b.attach(0, 0, PSY_E, PSY_E, PSY_E)
        b.active(1, MEOWTH)
        units = np.zeros(L.NT, np.int64)
        self.assertTrue(attack_legal_nb(b.st, b.ct, b.R, 0, 0, units))
        b.active(1, DUNSPARCE)
        self.assertFalse(attack_legal_nb(b.st, b.ct, b.R, 0, 0, units))


class TestEnergyTypes(unittest.TestCase):
    def test_energy_is_fire_while_evolved(self):
        set_power(self, MAGMAR, EVOLVED_FIRE)
        b = Board([MAGMAR, MAGBY, WATER_E], [MACHOP], rules="ex")
        b.active(0, MAGMAR)
        b.active(1, MACHOP)
        units = np.zeros(L.NT, np.int64)
        units[2] = 2
        energy_as_type_nb(b.st, b.ct, 0, 0, units)
        self.assertEqual((int(units[1]), int(units[2])), (0, 2))
        b.active(0, MAGMAR, below=(MAGBY,))
        energy_as_type_nb(b.st, b.ct, 0, 0, units)
        self.assertEqual((int(units[1]), int(units[2])), (2, 0))

    def test_second_type_with_react_energy(self):
        set_power(self, ARMALDO_EX, REACT_DUAL)
        b = Board([ARMALDO_EX, REACT], [MACHOP], rules="ex")
        b.active(0, ARMALDO_EX)
        b.active(1, MACHOP)
        self.assertEqual(int(dual_type_nb(b.st, b.ct, 0, 0)), -1)
        b.attach(0, 0, REACT)
        self.assertEqual(int(dual_type_nb(b.st, b.ct, 0, 0)), 0)  # Grass, besides its printed Fighting


class TestCostAndRetreatCounts(unittest.TestCase):
    def test_cost_less_with_the_partner(self):
        set_power(self, LATIAS_11, DELTA_AURA)
        b = Board([LATIAS_11, LATIOS_11, LIGHTNING_E, METAL_E], [MACHOP], rules="ex")
        b.active(0, LATIAS_11)
        b.attach(0, 0, LIGHTNING_E, METAL_E, METAL_E)
        b.active(1, MACHOP)
        units = np.zeros(L.NT, np.int64)
        self.assertFalse(attack_energy_ok_nb(b.st, b.ct, 0, 0, 1, units))
        b.bench(0, 1, LATIOS_11)
        units[:] = 0
        self.assertTrue(attack_energy_ok_nb(b.st, b.ct, 0, 0, 1, units))

    def test_retreat_less_per_benched_namesake(self):
        set_power(self, BELDUM_D, PER_BENCHED)
        b = Board([BELDUM_D, MEOWTH], [MACHOP], rules="ex")
        b.active(0, BELDUM_D)
        b.active(1, MACHOP)
        b.bench(0, 1, MEOWTH)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 1)
        b.bench(0, 2, BELDUM_D)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)


class TestSubmerge(unittest.TestCase):
    def test_no_damage_on_the_bench_from_either_side(self):
        set_power(self, MUDKIP, SUBMERGE)
        b = Board([MUDKIP, MACHOP], [MACHOP], rules="ex")
        b.active(0, MACHOP)
        b.bench(0, 1, MUDKIP)
        b.bench(0, 2, MACHOP)
        b.active(1, MACHOP)
        b.turn(5, cur=0)  # its owner's own attack
        bench_hit_nb(b.st, b.ct, 0, 1, 10)
        bench_hit_nb(b.st, b.ct, 0, 2, 10)
        self.assertEqual((b.dmg(0, 1), b.dmg(0, 2)), (0, 10))
        b.turn(6, cur=1)  # the opponent's attack
        bench_hit_nb(b.st, b.ct, 0, 1, 10)
        self.assertEqual(b.dmg(0, 1), 0)
        no_weak_res(b)
        b.put(0, 0, MUDKIP)  # in the Active Spot: not covered
        self.assertEqual(hit(b, 1, 30), 30)


class TestAttachAndHealBodies(unittest.TestCase):
    def test_react_energy_heals_all(self):
        set_power(self, TANGELA, REACT_HEAL)
        b = Board([TANGELA, REACT, WATER_E], [MACHOP], rules="ex")
        b.active(0, TANGELA, damage=40)
        b.active(1, MACHOP)
        b.hand(0, WATER_E, REACT)
        b.apply(0, A_ATTACH, b.k(0, WATER_E), 0)
        self.assertEqual(b.dmg(0, 0), 40)
        b.st.pl[0, L.PL_ENERGY_DONE] = 0
        b.apply(0, A_ATTACH, b.k(0, REACT), 0)
        self.assertEqual(b.dmg(0, 0), 0)

    def test_counter_on_a_special_energy_attachment_once_a_turn(self):
        set_power(self, UMBREON_D, DELTA_MOON)
        b = Board([UMBREON_D], [MACHOP, REACT, WATER_E], rules="ex")
        b.active(0, UMBREON_D)
        b.bench(0, 1, UMBREON_D)
        b.active(1, MACHOP)
        b.bench(1, 1, MACHOP)
        b.turn(6, cur=1)
        b.hand(1, WATER_E, REACT, REACT)
        b.apply(1, A_ATTACH, b.k(1, WATER_E), 0)
        self.assertEqual(b.dmg(1, 0), 0)
        b.st.pl[1, L.PL_ENERGY_DONE] = 0
        b.apply(1, A_ATTACH, b.k(1, REACT), 1)
        self.assertEqual(b.dmg(1, 1), 10)
        b.st.pl[1, L.PL_ENERGY_DONE] = 0
        b.apply(1, A_ATTACH, b.k(1, REACT), 0)  # the second Umbreon's body: not in the same turn
        self.assertEqual(b.dmg(1, 0), 0)

    def test_react_aroma_heals_once_per_player(self):
        set_power(self, ROSELIA, AROMA)
        b = Board([ROSELIA, MACHOP, SCIZOR_EX, REACT], [MACHOP], rules="ex")
        b.active(0, MACHOP, damage=30)
        b.bench(0, 1, ROSELIA)
        b.bench(0, 2, ROSELIA)
        b.bench(0, 3, SCIZOR_EX, damage=30)
        b.bench(0, 4, MACHOP, damage=30)
        b.active(1, MACHOP)
        b.attach(0, 0, REACT)
        b.attach(0, 3, REACT)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 3), b.dmg(0, 4)), (30, 30, 30))  # no React Energy on a Roselia yet
        b.attach(0, 1, REACT)
        b.attach(0, 2, REACT)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 3), b.dmg(0, 4)), (20, 30, 30))


class TestReduceBeforeWeakness(unittest.TestCase):
    def test_stage2_ex_takes_less_before_weakness(self):
        set_power(self, KINGDRA_EX, EXTRA_SMOKE)
        b = Board([KINGDRA_EX, WALREIN_EX, SCIZOR_EX], [MACHOP], rules="ex")
        no_weak_res(b)
        b.active(0, WALREIN_EX)
        b.bench(0, 1, KINGDRA_EX)
        b.active(1, MACHOP)
        self.assertEqual(hit(b, 1, 50), 40)
        kw = b.k(0, WALREIN_EX)
        b.ct.weak_t[0, kw] = 5  # Fighting, x2
        b.ct.weak_mode[0, kw] = 0  # cardtable.WEAK_TIMES
        b.ct.weak_v[0, kw] = 2
        self.assertEqual(hit(b, 1, 50), 80)  # (50 - 10) x 2
        b.ct.weak_t[0, kw] = -1
        bench_hit_nb(b.st, b.ct, 0, 1, 30)  # the Benched Kingdra ex itself
        self.assertEqual(b.dmg(0, 1), 20)
        b.active(0, SCIZOR_EX)  # a Stage 1 Pokémon-ex
        self.assertEqual(hit(b, 1, 50), 50)


class TestExLock(unittest.TestCase):
    def test_ex_powers_locked_and_attacks_cost_more_once(self):
        set_power(self, SCEPTILE_EX, EX_LOCK)
        set_power(self, SCIZOR_EX, [["POWER_ACTIVATED", 1, 1, 0], ["DRAW", 1]])
        b = Board([SCIZOR_EX, METAL_E], [SCEPTILE_EX], rules="ex")
        b.active(0, SCIZOR_EX)
        b.attach(0, 0, METAL_E, METAL_E)
        b.active(1, SCEPTILE_EX)
        units = np.zeros(L.NT, np.int64)
        self.assertFalse(power_works_nb(b.st, b.ct, 0, 0))
        self.assertFalse(attack_energy_ok_nb(b.st, b.ct, 0, 0, 0, units))  # 2 Energy for a cost of 2 + 1
        b.bench(1, 1, SCEPTILE_EX)  # a second one: still 1 more
        b.attach(0, 0, METAL_E)
        units[:] = 0
        self.assertTrue(attack_energy_ok_nb(b.st, b.ct, 0, 0, 0, units))


class TestDeltaGuard(unittest.TestCase):
    def test_self_counters_ignored_with_holon_energy(self):
        set_power(self, RAYQUAZA_D, DELTA_GUARD)
        # its second attack's bundled rows: its damage, then 7 counters on itself (SELF_DAMAGE 70)
        b = Board([RAYQUAZA_D, HOLON_FF], [MEOWTH], rules="ex")
        no_weak_res(b)
        b.active(0, RAYQUAZA_D)
        b.active(1, MEOWTH)
        b.turn(5, cur=0)
        attack_nb(b.st, b.ct, b.R, 0, 1)
        self.assertEqual(b.dmg(0, 0), 70)
        b.damage(0, 0, 0)
        b.attach(0, 0, HOLON_FF)
        attack_nb(b.st, b.ct, b.R, 0, 1)
        self.assertEqual(b.dmg(0, 0), 0)
        self.assertGreater(b.dmg(1, 0), 0)


class TestManyTypes(unittest.TestCase):
    def test_six_types_with_react_energy(self):
        set_power(self, KECLEON, SIX_TYPES)
        b = Board([KECLEON, REACT], [MEOWTH], rules="ex")
        no_weak_res(b)
        b.active(0, KECLEON)
        b.active(1, MEOWTH)
        kd = b.k(1, MEOWTH)
        b.ct.weak_t[1, kd] = 1  # Fire, x2
        b.ct.weak_mode[1, kd] = 0
        b.ct.weak_v[1, kd] = 2
        b.turn(5, cur=0)
        self.assertFalse(holder_is_type_nb(b.st, b.ct, 0, 0, 2))
        self.assertEqual(int(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 30, 0)), 30)
        b.attach(0, 0, REACT)
        self.assertTrue(holder_is_type_nb(b.st, b.ct, 0, 0, 2))  # Water
        self.assertFalse(holder_is_type_nb(b.st, b.ct, 0, 0, 6))  # not Darkness
        self.assertEqual(int(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 30, 0)), 60)


if __name__ == "__main__":
    unittest.main()
