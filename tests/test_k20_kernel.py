"""Stop 31, slice k20: EX-era Trainers and Special Energy on scripted boards, with real cards of the
bundled database by id (the tests set the programs they rely on: the bundled database is rebuilt by
the lead after a merge).  No card text lives here.

Run with the kernel as plain Python: NUMBA_DISABLE_JIT=1 python -m unittest tests.test_k20_kernel
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.actions import A_POWER
from tests.kernel_harness import Board

RALTS, HITMONCHAN_EX, WHISMUR, HUNTAIL, ELECTRODE_EX = "ex1-66", "ex1-98", "ex14-69", "ex12-18", "ex6-107"
GRASS, LIGHTNING, WATER, PSYCHIC = "ex1-104", "ex1-109", "ex1-106", "ex1-107"
GL, WP_DS, WP_DF = "ex11-105", "ex11-106", "ex15-86"
NOT_EX = fx.TC_SHIFT * fx.TC_NOT_EX
THIRD = fx.TC_SHIFT * fx.TC_SHIFT
GL_ROWS = [["ENERGY", fx.TOOL_NO_CONDITIONS, 1, fx.TC_BASIC_GRASS_CARD + NOT_EX],
           ["ENERGY", fx.TOOL_REDUCE, 10, fx.TC_BASIC_LIGHTNING_CARD + NOT_EX + THIRD * fx.TC_OTHER_EX]]
WP_DS_ROWS = [["ENERGY", fx.EN_NO_ATTACK_EFFECTS, 1, fx.TC_BASIC_WATER_CARD + NOT_EX],
              ["ENERGY", fx.EN_NO_POWER_EFFECTS, 1, fx.TC_BASIC_WATER_CARD + NOT_EX],
              ["ENERGY", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_BASIC_PSYCHIC_CARD + NOT_EX]]
WP_DF_ROWS = [WP_DS_ROWS[0], WP_DS_ROWS[2]]
#: a test power: 1 damage counter on the opponent's Active Pokémon
COUNTER_POWER = [["POWER_ACTIVATED", 1, 1, 0], ["PUT_COUNTERS", 10, fx.BENCH_DEF, 0]]


def setUpModule():
    db = load_db()
    for cid, rows in ((GL, GL_ROWS), (WP_DS, WP_DS_ROWS), (WP_DF, WP_DF_ROWS)):
        c = db.get(cid)
        c.effects, c.implemented = [list(r) for r in rows], True
    c = db.get(ELECTRODE_EX)
    c.powers[0].effects, c.powers[0].implemented = [list(r) for r in COUNTER_POWER], True


def hit(defender, *energy, attacker=RALTS, j=0):
    b = Board([attacker, RALTS], [defender, WHISMUR, HITMONCHAN_EX, GL, GRASS, LIGHTNING, WP_DS, WATER], rules="ex")
    b.active(0, attacker)
    b.active(1, defender)
    b.attach(1, 0, *energy)
    b.coins("H")
    b.attack(0, j)
    return b


class TestHolonEnergyGL(unittest.TestCase):
    def test_with_a_basic_grass_card_no_special_conditions(self):
        self.assertEqual(hit(WHISMUR, GL).pl(1, L.PL_STATUS), fx.CONFUSED)
        self.assertEqual(hit(WHISMUR, GL, GRASS).pl(1, L.PL_STATUS), 0)
        self.assertEqual(hit(WHISMUR, GRASS).pl(1, L.PL_STATUS), fx.CONFUSED)  # the Grass card alone does nothing
        self.assertEqual(hit(HITMONCHAN_EX, GL, GRASS).pl(1, L.PL_STATUS), fx.CONFUSED)  # ignored on a Pokémon-ex

    def test_any_special_condition_and_it_recovers(self):
        from ptcgsim.kernel.effects import condition_immune_nb
        from ptcgsim.kernel.knockout import energy_upkeep_nb
        b = Board([RALTS], [WHISMUR, GL, GRASS], rules="ex")
        b.active(0, RALTS)
        b.active(1, WHISMUR)
        b.attach(1, 0, GL)
        self.assertFalse(condition_immune_nb(b.st, b.ct, 1, fx.POISONED))
        b.cond(1, fx.POISONED, 10)
        b.cond(1, fx.ASLEEP)
        b.attach(1, 0, GRASS)
        for cond in (fx.POISONED, fx.BURNED, fx.ASLEEP, fx.PARALYZED, fx.CONFUSED):
            self.assertTrue(condition_immune_nb(b.st, b.ct, 1, cond))
        energy_upkeep_nb(b.st, b.ct, -1)
        self.assertEqual((b.pl(1, L.PL_STATUS), b.pl(1, L.PL_POISON), b.pl(1, L.PL_BURN)), (0, 0, 0))

    def test_with_a_basic_lightning_card_less_damage_from_pokemon_ex(self):
        # Hitmonchan ex's 20 (heads) against a Fighting-weak Whismur: 40, less 10 with GL and a Lightning card
        self.assertEqual(hit(WHISMUR, GL, attacker=HITMONCHAN_EX).dmg(1), 40)
        self.assertEqual(hit(WHISMUR, GL, LIGHTNING, attacker=HITMONCHAN_EX).dmg(1), 30)
        self.assertEqual(hit(WHISMUR, GL, LIGHTNING).dmg(1), 10)  # Ralts is not a Pokémon-ex: 10 stays
        self.assertEqual(hit(HITMONCHAN_EX, GL, LIGHTNING, attacker=HITMONCHAN_EX).dmg(1), 20)  # on a Pokémon-ex: ignored


class TestHolonEnergyWPDeltaSpecies(unittest.TestCase):
    def test_attack_effects_prevented_with_a_basic_water_card(self):
        self.assertEqual(hit(HUNTAIL, WP_DS).pl(1, L.PL_STATUS), fx.CONFUSED)
        b = hit(HUNTAIL, WP_DS, WATER)
        self.assertEqual((b.dmg(1), b.pl(1, L.PL_STATUS)), (10, 0))  # damage is not an effect

    def power(self, *energy, wp=WP_DS):
        b = Board([ELECTRODE_EX], [HUNTAIL, wp, WATER], rules="ex")
        b.active(0, ELECTRODE_EX)
        b.active(1, HUNTAIL)
        b.attach(1, 0, *energy)
        self.assertEqual(len(b.legal_kinds(0, A_POWER)), 1)
        b.apply(0, A_POWER, 0)
        return b

    def test_poke_power_effects_prevented_with_a_basic_water_card(self):
        self.assertEqual(self.power(WP_DS, WATER).dmg(1), 0)
        self.assertEqual(self.power(WP_DS).dmg(1), 10)
        self.assertEqual(self.power(WP_DF, WATER, wp=WP_DF).dmg(1), 10)  # the later printing: attacks only

    def test_with_a_basic_psychic_card_no_retreat_cost(self):
        from ptcgsim.kernel.predicates import retreat_cost_nb
        b = Board([HUNTAIL, WP_DS, PSYCHIC, WATER], [WHISMUR], rules="ex")
        b.active(0, HUNTAIL)
        b.attach(0, 0, WP_DS, WATER)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 1)
        b.attach(0, 0, PSYCHIC)
        self.assertEqual(int(retreat_cost_nb(b.st, b.ct, 0)), 0)


if __name__ == "__main__":
    unittest.main()
