"""Kernel slice 31 k16: EX-era Poké-Bodies (part B) on scripted boards.

Boards use real cards of the bundled database by id; the power programs under test are set on
the cards here (the rows tests/test_k16_recognize.py checks the recogniser writes), so the tests
do not wait for the lead's database rebuild.  No card text lives here.  Run fast with:
NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k16_kernel -v
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.damage import attack_damage_nb
from ptcgsim.kernel.predicates import can_retreat_nb, power_works_nb, retreat_cost_nb
from tests.kernel_harness import A_ATTACH, A_EVOLVE, A_RETREAT, ASLEEP, BURNED, CONFUSED, Board
from tests.test_k930_kernel import set_power

ZIGZAGOON = "ex9-74"  # a Colorless Basic: no Weakness or Resistance meets it here
MR_MIME_EX, TROPIUS, BUTTERFREE, VICTREEBEL, HYPNO = "ex6-110", "ex8-27", "ex6-2", "ex6-17", "ex6-25"
RAPIDASH, ROCKETS_SNORLAX_EX, SNORLAX, GLALIE, ILLUMISE, VOLBEAT = "ex6-13", "ex7-104", "ex6-15", "ex16-30", "ex2-38", "ex2-53"
METAPOD, SHEDINJA, TOGETIC, ALTARIA_EX, POLIWRATH, RHYDON = "ex6-39", "ex3-11", "ex7-14", "ex9-90", "ex6-11", "ex5-46"
DUSCLOPS_EX, MUK_EX, LATIOS_EX, RAICHU_EX, DARK_AMPHAROS, CRAWDAUNT = "ex9-94", "ex3-96", "ex15-96", "ex9-97", "ex7-2", "ex8-6"
GLACIAS_STADIUM, DRAKES_STADIUM, ALTARIA = "ex16-76", "ex16-72", "ex16-2"
GRASS, FIRE, WATER, DARK = "sve-1", "sve-2", "sve-3", "sve-7"
AT_LEAST = fx.mod_count(at_least=True)
MODS = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]


def hit(b: Board, att_p: int, dmg: int) -> int:
    """The damage att_p's Active's attack of dmg does to the Defending Pokémon (its turn)."""
    b.st.g[L.G_CUR] = att_p
    return int(attack_damage_nb(b.st, b.ct, b.R, att_p, dmg, 0))


class TestDamageBodies(unittest.TestCase):
    def test_parity_shield_prevents_odd_or_even_tens(self):
        set_power(self, MR_MIME_EX, [["POWER_PASSIVE", fx.PASSIVE_PARITY_SHIELD, 0, 1]])
        b = Board([ZIGZAGOON], [MR_MIME_EX], rules="ex")
        b.active(0, ZIGZAGOON)
        b.active(1, MR_MIME_EX)
        self.assertEqual(hit(b, 0, 30), 0)
        self.assertEqual(hit(b, 0, 50), 0)
        self.assertEqual(hit(b, 0, 40), 40)
        set_power(self, MR_MIME_EX, [["POWER_PASSIVE", fx.PASSIVE_PARITY_SHIELD, 0, 2]])
        b = Board([ZIGZAGOON], [MR_MIME_EX], rules="ex")
        b.active(0, ZIGZAGOON)
        b.active(1, MR_MIME_EX)
        self.assertEqual(hit(b, 0, 40), 0)
        self.assertEqual(hit(b, 0, 30), 30)

    def test_no_resistance_for_the_opponents_active(self):
        # the body (set on a Fighting attacker here) while Active: the Defending Pokémon has no Resistance
        rows = [MODS, ["TOOL", fx.TOOL_NO_RESISTANCE, 1,
                       fx.TC_ACTIVE + fx.MS_OPP * fx.MOD_SCOPE + fx.TC_ACTIVE * fx.MOD_SRC]]
        b = Board([RHYDON], [BUTTERFREE], rules="ex")  # Butterfree resists Fighting (-30)
        b.active(0, RHYDON)
        b.active(1, BUTTERFREE)
        self.assertEqual(hit(b, 0, 50), 20)
        set_power(self, RHYDON, rows)
        b = Board([RHYDON], [BUTTERFREE], rules="ex")
        b.active(0, RHYDON)
        b.active(1, BUTTERFREE)
        self.assertEqual(hit(b, 0, 50), 50)

    def test_shield_from_evolved_or_ex(self):
        set_power(self, SHEDINJA, [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_EVOLVED_OR_EX
                                    + fx.SH_DAMAGE * (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS)]])
        b = Board([ZIGZAGOON, METAPOD, MR_MIME_EX], [SHEDINJA], rules="ex")
        b.active(1, SHEDINJA)
        b.active(0, ZIGZAGOON)
        self.assertEqual(hit(b, 0, 20), 20)  # a Basic that is not a Pokémon-ex
        b.active(0, METAPOD, below=(ZIGZAGOON,))
        self.assertEqual(hit(b, 0, 20), 0)  # an Evolved Pokémon
        b.active(0, MR_MIME_EX)
        self.assertEqual(hit(b, 0, 20), 0)  # a Pokémon-ex

    def test_shield_from_dark_names(self):
        set_power(self, TOGETIC, [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_NAME_DARK
                                   + fx.SH_DAMAGE * (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS)]])
        b = Board([DARK_AMPHAROS, CRAWDAUNT], [TOGETIC], rules="ex")
        b.active(1, TOGETIC)
        b.active(0, DARK_AMPHAROS)
        self.assertEqual(hit(b, 0, 40), 0)
        b.active(0, CRAWDAUNT)  # a Darkness Pokémon without "Dark" in its name
        self.assertEqual(hit(b, 0, 40), 40)

    def test_reduce_from_stage_2(self):
        set_power(self, ALTARIA_EX, [MODS, ["TOOL", fx.TOOL_REDUCE, 30, fx.TC_OTHER_STAGE2]])
        b = Board([ZIGZAGOON, METAPOD, BUTTERFREE], [ALTARIA_EX], rules="ex")
        b.active(1, ALTARIA_EX)
        b.active(0, METAPOD, below=(ZIGZAGOON,))
        self.assertEqual(hit(b, 0, 50), 50)
        b.active(0, BUTTERFREE, below=(ZIGZAGOON, METAPOD))
        self.assertEqual(hit(b, 0, 50), 20)

    def test_reduce_while_a_stadium_is_in_play(self):
        set_power(self, GLALIE, [MODS, ["REQ_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, "Glacia's Stadium"), 1],
                                 ["TOOL", fx.TOOL_REDUCE, 30, AT_LEAST]])
        b = Board([ZIGZAGOON], [GLALIE, GLACIAS_STADIUM, DRAKES_STADIUM], rules="ex")
        b.active(0, ZIGZAGOON)
        b.active(1, GLALIE)
        self.assertEqual(hit(b, 0, 50), 50)
        b.st.g[L.G_STADIUM_P] = 1
        b.st.g[L.G_STADIUM_K] = b.k(1, DRAKES_STADIUM)
        self.assertEqual(hit(b, 0, 50), 50)
        b.st.g[L.G_STADIUM_K] = b.k(1, GLACIAS_STADIUM)
        self.assertEqual(hit(b, 0, 50), 20)

    def test_reduce_while_a_partner_is_in_play_once(self):
        cnt = fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Volbeat")
        c = fx.MOD_NOSTACK + AT_LEAST
        set_power(self, ILLUMISE, [MODS, ["REQ_COUNT", cnt, 1], ["TOOL", fx.TOOL_REDUCE, 30, fx.TC_OTHER_TYPE + 5 + c],
                                   ["REQ_COUNT", cnt, 1], ["TOOL", fx.TOOL_REDUCE, 30, fx.TC_OTHER_TYPE + 6 + c]])
        b = Board([RHYDON], [ILLUMISE, VOLBEAT], rules="ex")
        b.active(0, RHYDON)  # Fighting
        b.active(1, ILLUMISE)
        self.assertEqual(hit(b, 0, 50), 50)
        b.bench(1, 1, VOLBEAT)
        b.bench(1, 2, VOLBEAT)
        self.assertEqual(hit(b, 0, 50), 20)  # 30 once, whatever the number of partners

    def test_reduce_per_energy_up_to_a_cap(self):
        rows = [MODS]
        for i in (1, 2, 3):
            rows += [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY), i], ["TOOL", fx.TOOL_REDUCE, 10, AT_LEAST]]
        set_power(self, METAPOD, rows)
        b = Board([ZIGZAGOON], [METAPOD, ZIGZAGOON, GRASS, WATER], rules="ex")
        b.active(0, ZIGZAGOON)
        b.active(1, METAPOD, below=(ZIGZAGOON,))
        self.assertEqual(hit(b, 0, 60), 60)
        b.attach(1, 0, GRASS, WATER)
        self.assertEqual(hit(b, 0, 60), 40)
        b.attach(1, 0, GRASS, GRASS)
        self.assertEqual(hit(b, 0, 60), 30)  # 4 Energy: 30 at most

    def test_rai_shield_named_no_stack(self):
        rows = [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "raichu ex"],
                ["TOOL", fx.TOOL_REDUCE, 30, fx.TC_POWER_NAMED + fx.TC_SHIFT * fx.TC_OTHER_EX
                 + fx.MS_OWN * fx.MOD_SCOPE + fx.MOD_NOSTACK]]
        set_power(self, RAICHU_EX, rows)
        b = Board([MR_MIME_EX, ZIGZAGOON], [RAICHU_EX], rules="ex")
        b.active(1, RAICHU_EX)
        b.bench(1, 1, RAICHU_EX)
        b.active(0, ZIGZAGOON)
        self.assertEqual(hit(b, 0, 50), 50)  # not a Pokémon-ex
        b.active(0, MR_MIME_EX)
        self.assertEqual(hit(b, 0, 50), 20)  # two bodies: 30 once

    def test_bench_protected_while_active(self):
        rows = [MODS, ["TOOL", fx.TOOL_REDUCE, 1000, fx.TC_BENCHED + fx.MS_OWN * fx.MOD_SCOPE + fx.TC_ACTIVE * fx.MOD_SRC]]
        set_power(self, RHYDON, rows)
        from ptcgsim.kernel.damage import defender_effects_nb
        b = Board([ZIGZAGOON], [RHYDON, ZIGZAGOON], rules="ex")
        b.active(0, ZIGZAGOON)
        b.active(1, RHYDON)
        b.bench(1, 1, ZIGZAGOON)
        b.st.g[L.G_CUR] = 0
        self.assertEqual(int(defender_effects_nb(b.st, b.ct, 1, 1, 20)), 0)
        self.assertEqual(int(defender_effects_nb(b.st, b.ct, 1, 0, 20)), 20)
        b.active(1, ZIGZAGOON)
        b.bench(1, 1, RHYDON)
        b.bench(1, 2, ZIGZAGOON)
        self.assertEqual(int(defender_effects_nb(b.st, b.ct, 1, 2, 20)), 20)  # Rhydon Benched: no protection


class TestOtherModifierBodies(unittest.TestCase):
    def test_retreat_free_while_a_partner_is_in_play(self):
        set_power(self, VOLBEAT, [MODS, ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Illumise"), 1],
                                  ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, AT_LEAST]])
        b = Board([VOLBEAT, ILLUMISE], [ZIGZAGOON], rules="ex")
        b.active(0, VOLBEAT)
        b.active(1, ZIGZAGOON)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 1)
        b.bench(0, 1, ILLUMISE)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)

    def test_named_retreat_free(self):
        set_power(self, LATIOS_EX, [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "latias|latias ex|latios|latios ex"],
                                    ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_POWER_NAMED + fx.MS_OWN * fx.MOD_SCOPE]])
        b = Board([LATIOS_EX, RHYDON], [ZIGZAGOON], rules="ex")
        b.active(0, LATIOS_EX)
        b.active(1, ZIGZAGOON)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)
        b.active(0, RHYDON)
        b.bench(0, 1, LATIOS_EX)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 2)

    def test_confused_opponent_cant_retreat(self):
        rows = [MODS, ["TOOL", fx.EN_CANT_RETREAT, 1, fx.TC_ACTIVE + fx.TC_SHIFT * fx.TC_CONFUSED
                       + fx.MS_OPP * fx.MOD_SCOPE + fx.TC_ACTIVE * fx.MOD_SRC]]
        set_power(self, POLIWRATH, rows)
        b = Board([POLIWRATH], [ZIGZAGOON, WATER], rules="ex")
        b.active(0, POLIWRATH)
        b.active(1, ZIGZAGOON)
        b.bench(1, 1, ZIGZAGOON)
        b.attach(1, 0, WATER, WATER)
        self.assertTrue(can_retreat_nb(b.st, b.ct, b.R, 1))
        b.cond(1, CONFUSED)
        self.assertFalse(can_retreat_nb(b.st, b.ct, b.R, 1))

    def test_no_dark_weakness_while_benched(self):
        rows = [MODS, ["TOOL", fx.TOOL_NO_WEAKNESS, 1, fx.TC_OTHER_TYPE + 6 + fx.MS_OWN * fx.MOD_SCOPE + fx.TC_BENCHED * fx.MOD_SRC]]
        set_power(self, DUSCLOPS_EX, rows)
        b = Board([CRAWDAUNT], [DUSCLOPS_EX], rules="ex")  # Crawdaunt: a Darkness attacker
        b.active(0, CRAWDAUNT)
        b.active(1, DUSCLOPS_EX)  # weak to Darkness; its own body works from the Bench only
        self.assertEqual(hit(b, 0, 30), 60)
        b.bench(1, 1, DUSCLOPS_EX)
        self.assertEqual(hit(b, 0, 30), 30)  # another Dusclops ex Benched

    def test_active_lock_of_every_other_power(self):
        set_power(self, MUK_EX, [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, fx.LK_BOTH + fx.LK_WHERE * 1]])
        set_power(self, MR_MIME_EX, [["POWER_PASSIVE", fx.PASSIVE_PARITY_SHIELD, 0, 1]])
        b = Board([MUK_EX, ZIGZAGOON], [MR_MIME_EX], rules="ex")
        b.active(0, ZIGZAGOON)
        b.bench(0, 1, MUK_EX)
        b.active(1, MR_MIME_EX)
        self.assertTrue(power_works_nb(b.st, b.ct, 1, 0))
        b.active(0, MUK_EX)
        self.assertFalse(power_works_nb(b.st, b.ct, 1, 0))
        self.assertEqual(hit(b, 0, 30), 30)


class TestCheckupBodies(unittest.TestCase):
    def test_heal_each_own_pokemon(self):
        set_power(self, BUTTERFREE, [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 + 1000 * fx.BT_HEAL_OWN]])
        b = Board([BUTTERFREE, ZIGZAGOON], [ZIGZAGOON], rules="ex")
        b.active(0, BUTTERFREE, damage=30)
        b.bench(0, 1, ZIGZAGOON, damage=10)
        b.active(1, ZIGZAGOON, damage=20)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(1, 0)), (20, 0, 20))

    def test_counters_on_the_defending_pokemon(self):
        set_power(self, VICTREEBEL, [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 10 + 1000 * fx.BT_OPP_ACTIVE]])
        b = Board([VICTREEBEL], [ZIGZAGOON], rules="ex")
        b.active(0, VICTREEBEL)
        b.active(1, ZIGZAGOON)
        b.bench(1, 1, ZIGZAGOON)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(1, 0), b.dmg(1, 1)), (0, 10, 0))

    def test_counters_on_pokemon_still_asleep(self):
        set_power(self, HYPNO, [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 20 + 1000 * fx.BT_ASLEEP]])
        b = Board([HYPNO], [ZIGZAGOON], rules="ex")
        b.active(0, HYPNO)
        b.active(1, ZIGZAGOON)
        b.cond(1, ASLEEP)
        b.coins("T")  # stays Asleep
        b.checkup()
        self.assertEqual(b.dmg(1, 0), 20)
        b.damage(1, 0, 0)
        b.coins("H")  # wakes up
        b.checkup()
        self.assertEqual(b.dmg(1, 0), 0)

    def test_burn_does_more_while_active(self):
        set_power(self, RAPIDASH, [["POWER_PASSIVE", fx.PASSIVE_BURN_MORE, 0, 20]])
        b = Board([RAPIDASH], [ZIGZAGOON], rules="ex")
        b.active(0, RAPIDASH)
        b.active(1, ZIGZAGOON)
        b.cond(1, BURNED)
        b.coins("T")  # ex: tails, the Burn's counters
        b.checkup()
        self.assertEqual(b.dmg(1, 0), 40)

    def test_heal_between_turns_under_conditions(self):
        set_power(self, ROCKETS_SNORLAX_EX, [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_HEAL, 0, 10],
                                             ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 6), 1]])
        b = Board([ROCKETS_SNORLAX_EX, DARK, FIRE], [ZIGZAGOON], rules="ex")
        b.active(0, ROCKETS_SNORLAX_EX, damage=30)
        b.active(1, ZIGZAGOON)
        b.attach(0, 0, FIRE)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 30)
        b.attach(0, 0, DARK)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 20)

    def test_heal_while_still_asleep(self):
        set_power(self, SNORLAX, [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_HEAL, 0, 20],
                                  ["REQ_COUNT", fx.count_code(fx.CNT_SELF_COND + fx.ASLEEP), 1]])
        b = Board([SNORLAX], [ZIGZAGOON], rules="ex")
        b.active(0, SNORLAX, damage=50)
        b.active(1, ZIGZAGOON)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 50)  # not Asleep
        b.cond(0, ASLEEP)
        b.coins("T")
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 30)
        b.damage(0, 0, 10)
        b.coins("T")
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 0)  # 1 counter: 1 removed

    def test_heal_while_a_stadium_is_in_play(self):
        set_power(self, ALTARIA, [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_HEAL, 0, 10],
                                    ["REQ_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, "Drake's Stadium"), 1]])
        b = Board([ALTARIA, DRAKES_STADIUM, GLACIAS_STADIUM], [RHYDON], rules="ex")
        b.active(0, ALTARIA, damage=20)
        b.active(1, RHYDON)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 20)
        b.st.g[L.G_STADIUM_P] = 0
        b.st.g[L.G_STADIUM_K] = b.k(0, GLACIAS_STADIUM)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 20)
        b.st.g[L.G_STADIUM_K] = b.k(0, DRAKES_STADIUM)
        b.checkup()
        self.assertEqual(b.dmg(0, 0), 10)


AMPHAROS_EX, SKARMORY_EX = "ex3-89", "ex16-98"


class TestOpponentPlayBodies(unittest.TestCase):
    def test_counter_on_an_energy_attachment(self):
        set_power(self, AMPHAROS_EX, [["POWER_PASSIVE", fx.PASSIVE_OPP_PLAY_COUNTERS, 0, 10 + 1000 * fx.OPC_ATTACH]])
        b = Board([ZIGZAGOON, WATER], [AMPHAROS_EX, WATER], rules="ex")
        b.active(0, ZIGZAGOON)
        b.bench(0, 1, ZIGZAGOON)
        b.active(1, AMPHAROS_EX)
        b.bench(1, 1, AMPHAROS_EX)  # two bodies: 1 counter still
        b.hand(0, WATER)
        b.apply(0, A_ATTACH, b.k(0, WATER), 1)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (0, 10))
        b.turn(4, cur=1)
        b.hand(1, WATER)
        b.apply(1, A_ATTACH, b.k(1, WATER), 0)  # its owner's attachment: nothing
        self.assertEqual(b.dmg(1, 0), 0)

    def test_counters_on_an_evolution_once_each_turn(self):
        set_power(self, DARK_AMPHAROS, [["POWER_PASSIVE", fx.PASSIVE_OPP_PLAY_COUNTERS, 0, 20 + 1000 * fx.OPC_EVOLVE + 10000]])
        b = Board([ZIGZAGOON, METAPOD], [DARK_AMPHAROS], rules="ex")
        b.active(0, ZIGZAGOON)
        b.bench(0, 1, ZIGZAGOON)
        b.active(1, DARK_AMPHAROS)
        b.hand(0, METAPOD, METAPOD)
        b.apply(0, A_EVOLVE, b.k(0, METAPOD), 0)
        b.apply(0, A_EVOLVE, b.k(0, METAPOD), 1)
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1)), (20, 0))  # the second evolution this turn: none
        b.turn(5, cur=0)
        b.put(0, 1, ZIGZAGOON)
        b.hand(0, METAPOD)
        b.apply(0, A_EVOLVE, b.k(0, METAPOD), 1)
        self.assertEqual(b.dmg(0, 1), 20)

    def test_counters_on_a_retreat_with_enough_hp(self):
        set_power(self, SKARMORY_EX, [["POWER_PASSIVE", fx.PASSIVE_OPP_PLAY_COUNTERS, 0,
                                       30 + 1000 * fx.OPC_RETREAT + 10000 + 100000 * 40]])
        b = Board([METAPOD, ZIGZAGOON, WATER], [SKARMORY_EX], rules="ex")
        b.active(0, METAPOD, damage=30)  # 80 HP: 50 left
        b.bench(0, 1, ZIGZAGOON)
        b.attach(0, 0, WATER, WATER)
        b.active(1, SKARMORY_EX)
        b.apply(0, A_RETREAT, 0, 1)
        self.assertEqual((b.card(0, 0), b.card(0, 1), b.dmg(0, 1)), (ZIGZAGOON, METAPOD, 60))
        b = Board([METAPOD, ZIGZAGOON, WATER], [SKARMORY_EX], rules="ex")
        b.active(0, METAPOD, damage=50)  # 30 left: nothing
        b.bench(0, 1, ZIGZAGOON)
        b.attach(0, 0, WATER, WATER)
        b.active(1, SKARMORY_EX)
        b.apply(0, A_RETREAT, 0, 1)
        self.assertEqual((b.card(0, 1), b.dmg(0, 1)), (METAPOD, 50))


GROUDON_EX, KYOGRE_EX = "ex5-93", "ex5-94"


class TestNamedNoAttack(unittest.TestCase):
    def test_the_named_pokemon_cant_attack_while_it_is_active(self):
        from ptcgsim.cardtags import tag_bit
        from ptcgsim.kernel.predicates import attack_legal_nb
        set_power(self, GROUDON_EX, [["POWER_PASSIVE", fx.PASSIVE_NAMED_NO_ATTACK, tag_bit("name:kyogre ex|rayquaza ex"), 0]])
        b = Board([GROUDON_EX, KYOGRE_EX, WATER], [KYOGRE_EX, ZIGZAGOON, WATER], rules="ex")
        b.active(0, GROUDON_EX)
        b.active(1, KYOGRE_EX)
        b.attach(1, 0, *[WATER] * 5)
        b.turn(4, cur=1)
        self.assertFalse(attack_legal_nb(b.st, b.ct, b.R, 1, 0, b.units))
        b.bench(0, 1, GROUDON_EX)
        b.put(0, 0, KYOGRE_EX)  # Groudon ex Benched: no lock
        self.assertTrue(attack_legal_nb(b.st, b.ct, b.R, 1, 0, b.units))
        b.put(1, 0, ZIGZAGOON)
        b.put(0, 0, GROUDON_EX)
        b.attach(1, 0, WATER, WATER)
        self.assertTrue(attack_legal_nb(b.st, b.ct, b.R, 1, 0, b.units))  # not named


AERODACTYL_EX, MILOTIC_EX, STRENGTH_CHARM, ROCK_TM = "ex2-94", "ex9-96", "ex4-74", "ex5-85"


class TestToolPurge(unittest.TestCase):
    def board(self, card: str, mode: int) -> Board:
        from ptcgsim.kernel.knockout import energy_upkeep_nb
        set_power(self, card, [["POWER_PASSIVE", fx.PASSIVE_TOOL_PURGE, 0, mode]])
        b = Board([ZIGZAGOON, STRENGTH_CHARM, ROCK_TM], [card, ZIGZAGOON, STRENGTH_CHARM, ROCK_TM], rules="ex")
        b.active(0, ZIGZAGOON)
        b.active(1, ZIGZAGOON)
        self.upkeep = lambda: energy_upkeep_nb(b.st, b.ct, -1)
        return b

    def tool(self, b: Board, p: int, s: int, card: str):
        b.st.slot[p, s, L.S_TOOL_K] = b.k(p, card)
        b.st.slot[p, s, L.S_TOOL_N] = 1

    def test_opponents_tools_barred_and_discarded(self):
        from ptcgsim.kernel.predicates import play_locked_nb
        b = self.board(AERODACTYL_EX, 1)
        self.tool(b, 0, 0, STRENGTH_CHARM)
        self.tool(b, 1, 0, STRENGTH_CHARM)
        self.upkeep()
        self.assertEqual(int(b.st.slot[0, 0, L.S_TOOL_K]), b.k(0, STRENGTH_CHARM))  # not in play yet
        self.assertFalse(play_locked_nb(b.st, b.ct, 0, b.k(0, STRENGTH_CHARM), 0))
        b.bench(1, 1, AERODACTYL_EX)
        self.assertTrue(play_locked_nb(b.st, b.ct, 0, b.k(0, STRENGTH_CHARM), 0))
        self.assertFalse(play_locked_nb(b.st, b.ct, 0, b.k(0, ROCK_TM), 0))  # a Technical Machine is no Pokémon Tool
        self.assertFalse(play_locked_nb(b.st, b.ct, 1, b.k(1, STRENGTH_CHARM), 0))  # its owner's
        self.upkeep()
        self.assertEqual((int(b.st.slot[0, 0, L.S_TOOL_K]), b.in_discard(0, STRENGTH_CHARM)), (-1, 1))
        self.assertEqual(int(b.st.slot[1, 0, L.S_TOOL_K]), b.k(1, STRENGTH_CHARM))

    def test_technical_machines_barred_and_discarded(self):
        from ptcgsim.kernel.predicates import play_locked_nb
        b = self.board(MILOTIC_EX, 2)
        b.bench(1, 1, MILOTIC_EX)
        self.assertTrue(play_locked_nb(b.st, b.ct, 0, b.k(0, ROCK_TM), 0))
        self.assertTrue(play_locked_nb(b.st, b.ct, 1, b.k(1, ROCK_TM), 0))
        self.assertFalse(play_locked_nb(b.st, b.ct, 0, b.k(0, STRENGTH_CHARM), 0))
        self.tool(b, 0, 0, ROCK_TM)
        self.tool(b, 1, 0, ROCK_TM)
        self.upkeep()
        self.assertEqual((b.in_discard(0, ROCK_TM), b.in_discard(1, ROCK_TM)), (1, 1))


RELICANTH, CACTURNE_EX, HEAL_ENERGY, DARKNESS_SPECIAL = "ex5-24", "ex9-91", "ex8-94", "ex9-86"


class TestSleepAndAttachLocks(unittest.TestCase):
    def test_two_heads_to_wake_up(self):
        set_power(self, RELICANTH, [["POWER_PASSIVE", fx.PASSIVE_DEEP_SLEEP, 0, 0]])
        b = Board([ZIGZAGOON], [RELICANTH, ZIGZAGOON], rules="ex")
        b.active(0, ZIGZAGOON)
        b.active(1, RELICANTH)
        b.cond(0, ASLEEP)
        b.coins("HT")
        b.checkup()
        self.assertEqual(b.pl(0, L.PL_STATUS), ASLEEP)
        b.coins("HH")
        b.checkup()
        self.assertEqual(b.pl(0, L.PL_STATUS), 0)
        b.bench(1, 1, RELICANTH)
        b.active(1, ZIGZAGOON)  # Relicanth Benched: one coin
        b.cond(0, ASLEEP)
        b.coins("HT")
        b.checkup()
        self.assertEqual(b.pl(0, L.PL_STATUS), 0)



SWABLU = "ex8-79"


class TestFlipShieldWhileDamaged(unittest.TestCase):
    def board(self, dmg: int) -> Board:
        set_power(self, SWABLU, [["POWER_PASSIVE", fx.PASSIVE_TRANSPARENCY, 0, 1]])
        b = Board([ZIGZAGOON, WATER], [SWABLU], rules="ex")
        b.active(0, ZIGZAGOON)
        b.attach(0, 0, WATER, WATER)
        b.active(1, SWABLU, damage=dmg)
        return b

    def test_heads_prevents_only_once_damaged(self):
        b = self.board(10)
        b.coins("H")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 10)
        b = self.board(10)
        b.coins("T")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 20)
        b = self.board(0)
        b.coins("H")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1, 0), 10)  # no damage counters yet: no flip


SHELGON, FEEBAS = "ex8-45", "ex9-49"


class TestAttackShieldAll(unittest.TestCase):
    def test_own_attacks_only(self):
        from ptcgsim.kernel.damage import bench_hit_nb
        set_power(self, SHELGON, [["POWER_PASSIVE", fx.PASSIVE_ATTACK_SHIELD_ALL, 0, fx.TC_SHIFT]])
        b = Board([ZIGZAGOON, SHELGON], [ZIGZAGOON, SHELGON], rules="ex")
        b.active(0, ZIGZAGOON)
        b.bench(0, 1, SHELGON)
        b.active(1, ZIGZAGOON)
        b.bench(1, 1, SHELGON)
        b.st.g[L.G_CUR] = 0
        bench_hit_nb(b.st, b.ct, 0, 1, 20)  # its owner's attack
        bench_hit_nb(b.st, b.ct, 1, 1, 20)  # the opponent's
        self.assertEqual((b.dmg(0, 1), b.dmg(1, 1)), (0, 20))

    def test_both_players_attacks_while_benched(self):
        from ptcgsim.kernel.damage import bench_hit_nb
        set_power(self, FEEBAS, [["POWER_PASSIVE", fx.PASSIVE_ATTACK_SHIELD_ALL, 0, fx.TC_BENCHED + 3 * fx.TC_SHIFT]])
        b = Board([ZIGZAGOON, FEEBAS], [ZIGZAGOON, FEEBAS], rules="ex")
        b.active(0, ZIGZAGOON)
        b.bench(0, 1, FEEBAS)
        b.active(1, FEEBAS)
        b.bench(1, 1, FEEBAS)
        b.st.g[L.G_CUR] = 0
        bench_hit_nb(b.st, b.ct, 0, 1, 20)
        bench_hit_nb(b.st, b.ct, 1, 1, 20)
        self.assertEqual((b.dmg(0, 1), b.dmg(1, 1)), (0, 0))
        self.assertEqual(hit(b, 0, 20), 20)  # the Active one: no protection


SLAKING, LEDIAN = "ex8-15", "ex7-23"


class TestAttackerKindBodies(unittest.TestCase):
    def test_less_damage_from_pokemon_ex_while_active(self):
        from ptcgsim.kernel.damage import bench_hit_nb
        set_power(self, SLAKING, [["POWER_PASSIVE", fx.PASSIVE_EX_DAMAGE_MINUS, 0, 30]])
        b = Board([MR_MIME_EX, ZIGZAGOON], [SLAKING, ZIGZAGOON], rules="ex")
        b.active(0, MR_MIME_EX)
        b.active(1, SLAKING)
        b.bench(1, 1, ZIGZAGOON)
        self.assertEqual(hit(b, 0, 50), 20)
        bench_hit_nb(b.st, b.ct, 1, 1, 40)
        self.assertEqual(b.dmg(1, 1), 10)
        b.active(0, ZIGZAGOON)
        self.assertEqual(hit(b, 0, 50), 50)  # not a Pokémon-ex

    def test_less_damage_from_pokemon_with_an_owner(self):
        set_power(self, LEDIAN, [["POWER_PASSIVE", fx.PASSIVE_REDUCE_FROM_KIND, 0, 40 + 1000 * fx.TC_NO_OWNER + 1000 * fx.TC_SHIFT]])
        b = Board([ROCKETS_SNORLAX_EX, ZIGZAGOON], [LEDIAN], rules="ex")
        b.active(1, LEDIAN)
        b.active(0, ZIGZAGOON)
        self.assertEqual(hit(b, 0, 50), 50)
        b.active(0, ROCKETS_SNORLAX_EX)
        self.assertEqual(hit(b, 0, 50), 10)


QWILFISH = "ex7-27"


class TestCountersPerHeadsOnTheAttacker(unittest.TestCase):
    def board(self) -> Board:
        set_power(self, QWILFISH, [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_ACTIVE], ["FLIP", 0],
                                   ["PUT_COUNTERS_PER_HEADS", 10]])
        b = Board([ZIGZAGOON, WATER], [QWILFISH, ZIGZAGOON], rules="ex")
        b.active(0, ZIGZAGOON)
        b.attach(0, 0, WATER, WATER)
        b.active(1, QWILFISH)
        return b

    def test_one_counter_per_heads(self):
        b = self.board()
        b.coins("HHT")
        b.attack(0, 0)
        self.assertEqual((b.dmg(1, 0), b.dmg(0, 0)), (10, 20))
        b = self.board()
        b.coins("T")
        b.attack(0, 0)
        self.assertEqual(b.dmg(0, 0), 0)

    def test_not_from_the_bench(self):
        b = self.board()
        b.active(1, ZIGZAGOON)
        b.bench(1, 1, QWILFISH)
        b.coins("HHT")
        b.attack(0, 0)
        self.assertEqual(b.dmg(0, 0), 0)


if __name__ == "__main__":
    unittest.main()
