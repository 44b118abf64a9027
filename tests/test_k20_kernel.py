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
from ptcgsim.kernel.actions import A_ATTACK, A_POWER
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


# Tools and Stadiums (the rows the recogniser gives: tests/test_k20_recognize.py)
SOLID_RAGE, CURSE_POWDER, ENERGY_ROOT, CESSATION = "ex10-92", "ex10-80", "ex10-83", "ex14-74"
MT_MOON, SPACE_CENTER, CURSED_STONE = "ex6-94", "ex8-91", "ex12-72"
WYNAUT, CARVANHA, SHARPEDO, HARIYAMA, MAKUHITA = "ex2-54", "ex1-51", "ex1-22", "ex1-8", "ex1-57"
EVOLVED_NOT_EX = [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX],
                  ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX]]
NOT_EX_ONLY = [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NOT_EX], ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, fx.TC_NOT_EX]]
TRICKY_GYM, DARK_HOUNDOOM = "ex7-90", "ex7-5"
FEINT_ATTACK = [["NO_WEAKNESS_RESISTANCE", 7], ["BENCH_DAMAGE", 20, 6]]
CRYSTAL_SHARD, MEMORY_BERRY, FIGHTING = "ex14-76", "ex14-80", "ex1-105"
EXP_ALL, MYSTERIOUS_SHARD, AERODACTYL_EX = "ex6-91", "ex14-81", "ex2-94"
ISLAND_CAVE = "ex5-89"
HOLON_TOWER, ESPEON_D = "ex11-94", "ex11-4"
MAGMA_TM, MAGMA_ZANGOOSE = "ex4-84", "ex4-23"
VENTURE_BOMB = "ex7-93"
ICE_TM, DUSTOX = "ex5-84", "ex1-6"
ICE_GENERATOR = [["DISCARD_STADIUM", 1], ["SKIP_UNLESS_N", 1, 1], ["PREVENT_DAMAGE_NEXT", 0, 1], ["DISCARD_TOOL", 6, fx.OPP, 0],
                 ["SKIP_UNLESS_N", 1, 1], ["PREVENT_DAMAGE_NEXT", 0, 1]]
AQUA_BELT, AQUA_CORPHISH, AQUA_CRAWDAUNT = "ex4-76", "ex4-50", "ex4-2"
HOLON_CIRCLE = "ex14-79"
STEEL_TM = "ex5-86"
STEEL_GENERATOR = [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, 8), 1, 1], ["OPP_ENERGY_TO_DEF", 2]]  # CF_HAS_POWER: bit 8
TRAINER_ROWS = {
    STEEL_TM: [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX], ["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NO_OWNER],
               ["TOOL", fx.TOOL_DISCARD, fx.TD_END_TURN, 0]],
    HOLON_CIRCLE: [["STADIUM", fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]],
    AQUA_BELT: [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_AQUA], ["TOOL", fx.TOOL_DISCARD, fx.TD_BETWEEN_EVOLVE, 0]],
    ICE_TM: [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX], ["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NO_OWNER],
             ["TOOL", fx.TOOL_DISCARD, fx.TD_END_TURN, 0]],
    VENTURE_BOMB: [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE],
                   ["SKIP_UNLESS_TAILS", 1, 1], ["PUT_COUNTERS_OWN", 10]],
    MAGMA_TM: [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_MAGMA], ["TOOL", fx.TOOL_DISCARD, fx.TD_END_TURN, 0]],
    HOLON_TOWER: [["STADIUM", fx.EN_PROVIDE + (1 << 7), 1, fx.TC_DELTA]],
    ISLAND_CAVE: sum(([["STADIUM", fx.EN_ON_ATTACH, 1, fx.TC_TYPE + t + fx.TC_SHIFT * fx.TC_ACTIVE], ["CURE", fx.SELF]]
                      for t in (2, 5, 7)), []),
    EXP_ALL: [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_OWNER], ["TOOL", fx.TOOL_ENERGY_SAVE, 1, 0],
              ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_SAVE, 0]],
    MYSTERIOUS_SHARD: NOT_EX_ONLY + [["TOOL", fx.EN_NO_ATTACK_EFFECTS, 1, fx.TC_OTHER_EX], ["TOOL", fx.TOOL_REDUCE, 999, fx.TC_OTHER_EX],
                                     ["TOOL", fx.TOOL_DISCARD, fx.TD_OPP_TURN_AFTER, 0]],
    CRYSTAL_SHARD: [["TOOL", fx.TOOL_TYPE_IS, L.COLORLESS + 1, 0], ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]],
    MEMORY_BERRY: [["TOOL", fx.ST_STACK_ATTACKS, 1, 0], ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_ATTACK, 0]],
    TRICKY_GYM: [["STADIUM", fx.ST_CARD_ATTACKS, 1, fx.TC_DARK_OR_ROCKETS]],
    SOLID_RAGE: EVOLVED_NOT_EX + [["TOOL", fx.TOOL_DMG_PLUS, 20, fx.TC_PRIZES_BEHIND]],
    CURSE_POWDER: EVOLVED_NOT_EX + [["TOOL", fx.TOOL_ON_KO, 1 + fx.TOOL_ON_KO_ROWS * (fx.KO_BY_ATTACK | fx.KO_ACTIVE), 0],
                                    ["PUT_COUNTERS", 30, fx.BENCH_DEF, 0]],
    ENERGY_ROOT: [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_DARK_OWNER],
                  ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_DARK_OWNER],
                  ["TOOL", fx.TOOL_HP, 20, 0], ["TOOL", fx.ST_NO_POWERS, 2, 0]],
    CESSATION: NOT_EX_ONLY + [["TOOL", fx.ST_NO_POWERS, 2 + fx.TNP_ALL, fx.TC_ACTIVE]],
    MT_MOON: [["STADIUM", fx.ST_NO_POWERS_HP_BELOW, 70, 0]],
    SPACE_CENTER: [["STADIUM", fx.ST_NO_POWERS, 3, fx.TC_BASIC + fx.TC_SHIFT * fx.TC_NOT_EX + fx.TC_SHIFT ** 2 * fx.TC_NO_OWNER]],
    CURSED_STONE: [["STADIUM", fx.ST_BETWEEN_COUNTERS, 10, fx.TC_HAS_POKE_POWER]],
}


def setUpModule():
    db = load_db()
    for cid, rows in [(GL, GL_ROWS), (WP_DS, WP_DS_ROWS), (WP_DF, WP_DF_ROWS)] + list(TRAINER_ROWS.items()):
        c = db.get(cid)
        c.effects, c.implemented = [list(r) for r in rows], True
    c = db.get(STEEL_TM)
    c.attacks[0].effects, c.attacks[0].implemented = [list(r) for r in STEEL_GENERATOR], True
    c = db.get(ICE_TM)
    c.attacks[0].effects, c.attacks[0].implemented = [list(r) for r in ICE_GENERATOR], True
    c = db.get(MAGMA_TM)
    c.attacks[0].effects, c.attacks[0].implemented = [["DAMAGE"], ["OPP_ENERGY_TO", 1, 3, 0]], True
    c = db.get(TRICKY_GYM)
    c.attacks[0].effects, c.attacks[0].implemented = [list(r) for r in FEINT_ATTACK], True
    for cid in (ELECTRODE_EX, WYNAUT):
        c = db.get(cid)
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


def resolve(b: Board) -> int:
    """Board.resolve_kos; as plain Python (NUMBA_DISABLE_JIT) the record row is a np.record."""
    import os
    if os.environ.get("NUMBA_DISABLE_JIT") == "1":
        import numpy as np
        from ptcgsim.kernel.knockout import resolve_knockouts_nb
        rec = b.recs.view(np.recarray)[0]
        return int(resolve_knockouts_nb(b.st, b.ct, b.R, rec, int(b.st.g[L.G_TURN]), b.units))
    return b.resolve_kos()


def tool(b: Board, p: int, s: int, card: str):
    b.st.slot[p, s, L.S_TOOL_K] = b.k(p, card)
    b.st.slot[p, s, L.S_TOOL_K + L.ATT_N] = 1


def stadium(b: Board, p: int, card: str):
    b.st.g[L.G_STADIUM_K] = b.k(p, card)
    b.st.g[L.G_STADIUM_P] = p


def works(b: Board, p: int, s: int) -> bool:
    from ptcgsim.kernel.predicates import power_works_nb
    return bool(power_works_nb(b.st, b.ct, p, s))


class TestTools(unittest.TestCase):
    def test_solid_rage_more_damage_only_behind_and_only_on_an_evolved_pokemon(self):
        from tests.kernel_harness import trainer_playable
        def hit(mine, theirs):
            b = Board([SHARPEDO, CARVANHA, SOLID_RAGE, WATER], [WHISMUR], rules="ex")
            b.active(0, SHARPEDO, below=(CARVANHA,))
            tool(b, 0, 0, SOLID_RAGE)
            b.attach(0, 0, WATER, WATER)
            b.active(1, WHISMUR)
            b.set_prizes(0, mine)
            b.set_prizes(1, theirs)
            b.coins("HHHH")
            before = b.dmg(1)
            b.attack(0, 0)
            return b.dmg(1) - before
        self.assertEqual(hit(5, 3) - hit(3, 5), 20)
        self.assertEqual(hit(4, 4), hit(3, 5))
        b = Board([CARVANHA, SOLID_RAGE], [WHISMUR], rules="ex")
        b.active(0, CARVANHA)
        b.active(1, WHISMUR)
        self.assertFalse(trainer_playable(b, 0, SOLID_RAGE))  # a Basic Pokémon: nowhere to attach it

    def test_curse_powder_counters_on_the_attacker_when_the_active_is_knocked_out(self):
        def ko(active=True):
            b = Board([RALTS], [HARIYAMA, MAKUHITA, WHISMUR, CURSE_POWDER], rules="ex")
            b.active(0, RALTS)
            b.put(1, 0 if active else 1, HARIYAMA, below=(MAKUHITA,), damage=80)
            tool(b, 1, 0 if active else 1, CURSE_POWDER)
            b.put(1, 1 if active else 0, WHISMUR)
            b.coins("T")
            b.attack(0, 0)
            if not active:  # a Benched holder Knocked Out by an attack's damage (a scripted one)
                b.st.slot[1, 1, L.S_DMG] = 90
                b.st.pl[1, L.PL_KO_BY_ATTACK_TURN] = b.st.g[L.G_TURN]
            resolve(b)
            return b
        b = ko()
        self.assertEqual(b.card(1, 0), WHISMUR)  # Hariyama was Knocked Out
        self.assertEqual(b.dmg(0, 0), 30)
        b = ko(active=False)
        self.assertEqual(b.card(1, 1), None)
        self.assertEqual(b.dmg(0, 0), 0)  # only as the Active

    def test_energy_root_hp_and_no_powers_for_its_holder(self):
        from ptcgsim.kernel.predicates import slot_hp_nb
        b = Board([ELECTRODE_EX, WYNAUT, ENERGY_ROOT], [WHISMUR], rules="ex")
        b.active(0, WYNAUT)
        b.bench(0, 1, ELECTRODE_EX)
        b.active(1, WHISMUR)
        self.assertTrue(works(b, 0, 0))
        tool(b, 0, 0, ENERGY_ROOT)
        self.assertFalse(works(b, 0, 0))
        self.assertTrue(works(b, 0, 1))  # only its holder's
        self.assertEqual(int(slot_hp_nb(b.st, b.ct, 0, 0)), 70)
        self.assertEqual(len(b.legal_kinds(0, A_POWER)), 1)

    def test_energy_root_greedy_keeps_it_off_a_pokemon_with_a_power(self):
        from ptcgsim.kernel.player.value import tool_value_nb
        b = Board([WYNAUT, WHISMUR, ENERGY_ROOT], [WHISMUR], rules="ex")
        b.active(0, WYNAUT)
        b.bench(0, 1, WHISMUR)
        b.active(1, WHISMUR)
        k = b.k(0, ENERGY_ROOT)
        self.assertGreater(tool_value_nb(b.st, b.ct, 0, 1, k, b.units), tool_value_nb(b.st, b.ct, 0, 0, k, b.units))

    def test_cessation_crystal_on_an_active_stops_every_power(self):
        from tests.kernel_harness import trainer_playable, trainer_score
        b = Board([WHISMUR, WYNAUT, CESSATION, ELECTRODE_EX], [ELECTRODE_EX, WYNAUT, SHARPEDO, CARVANHA], rules="ex")
        b.active(0, WHISMUR)
        b.bench(0, 1, WYNAUT)
        b.active(1, ELECTRODE_EX)
        b.bench(1, 1, SHARPEDO, below=(CARVANHA,))
        self.assertTrue(works(b, 1, 0) and works(b, 1, 1) and works(b, 0, 1))
        self.assertGreater(trainer_score(b, 0, CESSATION), 0.0)  # the opponent has more powers in play
        tool(b, 0, 1, CESSATION)
        self.assertTrue(works(b, 1, 0) and works(b, 0, 1))  # on the Bench: nothing
        b.st.slot[0, 1, L.S_TOOL_K] = -1
        tool(b, 0, 0, CESSATION)
        self.assertFalse(works(b, 1, 0) or works(b, 1, 1) or works(b, 0, 1))
        self.assertEqual(b.legal_kinds(0, A_POWER), [])
        b.st.slot[0, 0, L.S_TOOL_K] = -1
        b.active(0, ELECTRODE_EX)
        b.st.slot[0, 1, L.S_CARD] = -1
        self.assertFalse(trainer_playable(b, 0, CESSATION))  # not onto a Pokémon-ex

    def test_crystal_shard_makes_its_holder_colorless(self):
        from ptcgsim.kernel.player.value import tool_value_nb
        from ptcgsim.kernel.predicates import holder_is_type_nb
        def board(shard):
            b = Board([RALTS, PSYCHIC, CRYSTAL_SHARD], [HITMONCHAN_EX], rules="ex")
            b.active(0, RALTS)
            b.attach(0, 0, PSYCHIC)
            if shard:
                tool(b, 0, 0, CRYSTAL_SHARD)
            b.active(1, HITMONCHAN_EX)
            return b
        b = board(True)
        self.assertTrue(holder_is_type_nb(b.st, b.ct, 0, 0, L.COLORLESS))
        self.assertFalse(holder_is_type_nb(b.st, b.ct, 0, 0, 4))  # not Psychic any more
        b.coins("T")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 10)  # Hitmonchan ex's Psychic Weakness no longer applies
        b = board(False)
        b.coins("T")
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 20)
        b = board(False)  # greedy: not onto a Pokémon whose type the Defending Pokémon is weak to
        self.assertLess(tool_value_nb(b.st, b.ct, 0, 0, b.k(0, CRYSTAL_SHARD), b.units), 0.0)

    def test_memory_berry_lends_the_attacks_of_the_cards_below(self):
        from ptcgsim.kernel.player.value import tool_value_nb
        b = Board([HARIYAMA, MAKUHITA, FIGHTING, WATER, MEMORY_BERRY], [WHISMUR], rules="ex")
        b.active(0, HARIYAMA, below=(MAKUHITA,))
        b.attach(0, 0, FIGHTING, WATER)
        b.active(1, WHISMUR)
        self.assertNotIn(2 * L.MAXATK + 1, [a[1] for a in b.legal_kinds(0, A_ATTACK)])
        self.assertGreater(tool_value_nb(b.st, b.ct, 0, 0, b.k(0, MEMORY_BERRY), b.units), 0.0)  # Low Kick's 30 > Super Slap Push
        tool(b, 0, 0, MEMORY_BERRY)
        self.assertIn(2 * L.MAXATK + 1, [a[1] for a in b.legal_kinds(0, A_ATTACK)])
        b.attack(0, 2 * L.MAXATK + 1)
        self.assertEqual(b.dmg(1), 60)  # Low Kick, Whismur weak to Fighting

    def test_exp_all_takes_a_basic_energy_from_the_knocked_out_active_then_goes(self):
        b = Board([RALTS], [WHISMUR, HARIYAMA, MAKUHITA, WATER, EXP_ALL], rules="ex")
        b.active(0, RALTS)
        b.active(1, WHISMUR, damage=40)
        b.attach(1, 0, WATER, WATER)
        b.bench(1, 1, HARIYAMA, below=(MAKUHITA,))
        tool(b, 1, 1, EXP_ALL)
        b.coins("T")
        b.attack(0, 0)
        resolve(b)
        self.assertEqual(b.card(1, 0), HARIYAMA)  # promoted
        self.assertEqual(b.energy_ids(1, 0), [WATER])  # 1 card, not both
        self.assertEqual(b.in_discard(1, EXP_ALL), 1)
        self.assertEqual(b.in_discard(1, WATER), 1)

    def test_mysterious_shard_stops_attacks_of_pokemon_ex_only(self):
        def hit(attacker, shard=True):
            b = Board([attacker, WATER, PSYCHIC], [WHISMUR, MYSTERIOUS_SHARD], rules="ex")
            b.active(0, attacker)
            b.attach(0, 0, WATER, PSYCHIC)
            b.active(1, WHISMUR)
            if shard:
                tool(b, 1, 0, MYSTERIOUS_SHARD)
            b.coins("HHHH")
            b.attack(0, 0)
            return b
        b = hit(AERODACTYL_EX, shard=False)
        self.assertEqual((b.dmg(1), b.pl(1, L.PL_STATUS)), (10, fx.CONFUSED))
        b = hit(AERODACTYL_EX)
        self.assertEqual((b.dmg(1), b.pl(1, L.PL_STATUS)), (0, 0))
        b = hit(RALTS)
        self.assertEqual((b.dmg(1), b.pl(1, L.PL_STATUS)), (10, fx.CONFUSED))

    def test_team_magma_tm_01_puts_an_energy_of_the_defending_pokemon_at_the_bottom_of_the_deck(self):
        from ptcgsim.kernel.player.value import tool_value_nb
        b = Board([MAGMA_ZANGOOSE, WATER, MAGMA_TM], [WHISMUR, WATER, PSYCHIC], rules="ex")
        b.active(0, MAGMA_ZANGOOSE)
        b.attach(0, 0, WATER)
        b.active(1, WHISMUR)
        b.attach(1, 0, WATER)
        b.deck(1, PSYCHIC, PSYCHIC)
        self.assertGreater(tool_value_nb(b.st, b.ct, 0, 0, b.k(0, MAGMA_TM), b.units), 0.0)
        tool(b, 0, 0, MAGMA_TM)
        self.assertIn(L.MAXATK, [a[1] for a in b.legal_kinds(0, A_ATTACK)])
        b.attack(0, L.MAXATK)
        self.assertEqual((b.dmg(1), b.n_energy(1, 0)), (10, 0))
        self.assertEqual((b.pl(1, L.PL_DECK_N), int(b.st.deck[1, 0])), (3, b.k(1, WATER)))  # the bottom card


class TestItems(unittest.TestCase):
    def board(self, coin):
        b = Board([RALTS, WHISMUR, VENTURE_BOMB], [WHISMUR, RALTS], rules="ex")
        b.active(0, RALTS, damage=40)  # 10 left: greedy keeps the counter off it
        b.bench(0, 1, WHISMUR)
        b.active(1, WHISMUR)
        b.bench(1, 1, RALTS, damage=40)
        b.coins(coin)
        return b

    def test_venture_bomb_heads_a_counter_on_the_opponents_pokemon(self):
        from tests.kernel_harness import play_trainer
        b = self.board("H")
        play_trainer(b, 0, VENTURE_BOMB)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(0, 0), b.dmg(0, 1)), (0, 50, 40, 0))  # the Knock Out

    def test_venture_bomb_tails_a_counter_on_your_own(self):
        from tests.kernel_harness import play_trainer
        b = self.board("T")
        play_trainer(b, 0, VENTURE_BOMB)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1), b.dmg(0, 0), b.dmg(0, 1)), (0, 40, 40, 10))

    def test_ancient_tm_ice_discards_the_opponents_trainers_then_keeps_the_attacker_safe(self):
        from ptcgsim.kernel.player.value import tool_value_nb
        def board(with_tools):
            b = Board([SHARPEDO, CARVANHA, WATER, ICE_TM], [HITMONCHAN_EX, WHISMUR, SOLID_RAGE, CESSATION, MT_MOON], rules="ex")
            b.active(0, SHARPEDO, below=(CARVANHA,))
            b.attach(0, 0, WATER)
            b.active(1, HITMONCHAN_EX)
            b.bench(1, 1, WHISMUR)
            if with_tools:
                tool(b, 1, 0, CESSATION)
                tool(b, 1, 1, SOLID_RAGE)
                stadium(b, 1, MT_MOON)
            return b
        b = board(True)
        self.assertGreater(tool_value_nb(b.st, b.ct, 0, 0, b.k(0, ICE_TM), b.units), 0.0)
        tool(b, 0, 0, ICE_TM)
        b.attack(0, L.MAXATK)
        self.assertEqual((int(b.st.slot[1, 0, L.S_TOOL_K]), int(b.st.slot[1, 1, L.S_TOOL_K]), int(b.st.g[L.G_STADIUM_K])), (-1, -1, -1))
        self.assertEqual((b.in_discard(1, CESSATION), b.in_discard(1, SOLID_RAGE), b.in_discard(1, MT_MOON)), (1, 1, 1))
        self.assertEqual(int(b.st.slot[0, 0, L.S_PREVENT_AMT]), 0)
        self.assertGreater(int(b.st.slot[0, 0, L.S_PREVENT_UNTIL]), int(b.st.g[L.G_TURN]))  # through the opponent's turn
        b = board(False)
        tool(b, 0, 0, ICE_TM)
        b.attack(0, L.MAXATK)
        self.assertLess(int(b.st.slot[0, 0, L.S_PREVENT_UNTIL]), int(b.st.g[L.G_TURN]) + 1)  # nothing discarded: no shield

    def test_team_aqua_belt_evolves_the_active_from_the_deck_between_turns(self):
        from ptcgsim.kernel.player.value import tool_value_nb
        from tests.kernel_harness import trainer_playable
        b = Board([AQUA_CORPHISH, AQUA_CRAWDAUNT, WHISMUR, AQUA_BELT], [WHISMUR], rules="ex")
        b.active(0, AQUA_CORPHISH)
        b.bench(0, 1, AQUA_CORPHISH)
        b.active(1, WHISMUR)
        b.deck(0, WHISMUR, AQUA_CRAWDAUNT, WHISMUR)
        k = b.k(0, AQUA_BELT)
        self.assertGreater(tool_value_nb(b.st, b.ct, 0, 0, k, b.units), tool_value_nb(b.st, b.ct, 0, 1, k, b.units))
        tool(b, 0, 1, AQUA_BELT)  # on the Bench: nothing happens
        b.checkup()
        self.assertEqual((b.card(0, 1), b.in_discard(0, AQUA_BELT)), (AQUA_CORPHISH, 0))
        b.st.slot[0, 1, L.S_TOOL_K] = -1
        tool(b, 0, 0, AQUA_BELT)
        b.checkup()
        self.assertEqual((b.card(0, 0), b.in_discard(0, AQUA_BELT), b.pl(0, L.PL_DECK_N)), (AQUA_CRAWDAUNT, 1, 2))
        b = Board([WHISMUR, AQUA_BELT], [WHISMUR], rules="ex")
        b.active(0, WHISMUR)
        b.active(1, WHISMUR)
        self.assertFalse(trainer_playable(b, 0, AQUA_BELT))  # only onto a Team Aqua's Pokémon

    def test_ancient_tm_steel_moves_the_opponents_basic_energy_onto_a_defending_pokemon_with_a_power(self):
        def hit(defender):
            b = Board([SHARPEDO, CARVANHA, WATER, STEEL_TM], [defender, HARIYAMA, MAKUHITA, WATER, PSYCHIC], rules="ex")
            b.active(0, SHARPEDO, below=(CARVANHA,))
            b.attach(0, 0, WATER, WATER)
            tool(b, 0, 0, STEEL_TM)
            b.active(1, defender)
            b.bench(1, 1, HARIYAMA, below=(MAKUHITA,))
            b.attach(1, 1, WATER, PSYCHIC, WATER)
            b.attack(0, L.MAXATK)
            return b
        b = hit(ELECTRODE_EX)  # a Poké-Power
        self.assertEqual((b.n_energy(1, 0), b.n_energy(1, 1)), (2, 1))
        b = hit(WHISMUR)  # no power: nothing moves
        self.assertEqual((b.n_energy(1, 0), b.n_energy(1, 1)), (0, 3))


class TestStadiums(unittest.TestCase):
    def test_mt_moon_stops_poke_powers_of_pokemon_under_70_hp(self):
        b = Board([WYNAUT, ELECTRODE_EX, MT_MOON], [WHISMUR], rules="ex")
        b.active(0, WYNAUT)
        b.bench(0, 1, ELECTRODE_EX)
        b.active(1, WHISMUR)
        stadium(b, 0, MT_MOON)
        self.assertFalse(works(b, 0, 0))  # 50 HP
        self.assertTrue(works(b, 0, 1))  # 90 HP

    def test_space_center_ignores_the_bodies_of_basic_pokemon_only(self):
        b = Board([CARVANHA, SHARPEDO, WYNAUT, SPACE_CENTER], [WHISMUR], rules="ex")
        b.active(0, CARVANHA)
        b.bench(0, 1, SHARPEDO, below=(CARVANHA,))
        b.bench(0, 2, WYNAUT)
        b.active(1, WHISMUR)
        self.assertTrue(works(b, 0, 0))
        stadium(b, 0, SPACE_CENTER)
        self.assertFalse(works(b, 0, 0))  # a Basic Pokémon's Poké-Body
        self.assertTrue(works(b, 0, 1))  # a Stage 1's
        self.assertTrue(works(b, 0, 2))  # a Basic Pokémon's Poké-Power

    def test_cursed_stone_counters_between_turns_on_pokemon_with_a_poke_power(self):
        b = Board([WYNAUT, CARVANHA, CURSED_STONE], [ELECTRODE_EX, WHISMUR], rules="ex")
        b.active(0, WYNAUT)
        b.bench(0, 1, CARVANHA)
        b.active(1, ELECTRODE_EX)
        b.bench(1, 1, WHISMUR)
        stadium(b, 0, CURSED_STONE)
        b.checkup()
        self.assertEqual((b.dmg(0, 0), b.dmg(0, 1), b.dmg(1, 0), b.dmg(1, 1)), (10, 0, 10, 0))


    def test_rockets_tricky_gym_lends_its_attack_to_dark_and_rockets_pokemon(self):
        from tests.kernel_harness import trainer_score
        def board(active):
            b = Board([active, WATER, TRICKY_GYM], [WHISMUR], rules="ex")
            b.active(0, active)
            b.attach(0, 0, WATER)
            b.active(1, WHISMUR)
            return b
        b = board(DARK_HOUNDOOM)
        self.assertGreater(trainer_score(b, 0, TRICKY_GYM), 0.0)
        stadium(b, 0, TRICKY_GYM)
        self.assertIn(L.J_STADIUM_ATK, [a[1] for a in b.legal_kinds(0, A_ATTACK)])
        b.attack(0, L.J_STADIUM_ATK)
        self.assertEqual(b.dmg(1, 0), 20)
        b = board(WHISMUR)
        stadium(b, 0, TRICKY_GYM)
        self.assertNotIn(L.J_STADIUM_ATK, [a[1] for a in b.legal_kinds(0, A_ATTACK)])


    def test_island_cave_cures_a_water_active_when_energy_is_attached_from_the_hand(self):
        from ptcgsim.kernel.actions import A_ATTACH
        from tests.kernel_harness import trainer_score
        def board(active):
            b = Board([active, WATER, ISLAND_CAVE], [WHISMUR, ISLAND_CAVE], rules="ex")
            b.active(0, active)
            b.active(1, WHISMUR)
            b.cond(0, fx.CONFUSED)
            b.cond(0, fx.POISONED, 10)
            b.hand(0, WATER)
            return b
        b = board(HUNTAIL)
        self.assertGreater(trainer_score(b, 0, ISLAND_CAVE), 0.0)
        stadium(b, 1, ISLAND_CAVE)  # either player's Stadium
        b.apply(0, A_ATTACH, b.k(0, WATER), 0)
        self.assertEqual((b.pl(0, L.PL_STATUS), b.pl(0, L.PL_POISON)), (0, 0))
        b = board(WHISMUR)
        stadium(b, 0, ISLAND_CAVE)
        b.apply(0, A_ATTACH, b.k(0, WATER), 0)
        self.assertEqual(b.pl(0, L.PL_STATUS), fx.CONFUSED)


    def test_holon_research_tower_basic_energy_on_delta_pokemon_is_metal_too(self):
        from tests.kernel_harness import trainer_score
        b = Board([ESPEON_D, RALTS, PSYCHIC, HOLON_TOWER], [WHISMUR], rules="ex")
        b.active(0, ESPEON_D)
        b.attach(0, 0, PSYCHIC, PSYCHIC)
        b.bench(0, 1, RALTS)
        b.attach(0, 1, PSYCHIC)
        b.active(1, WHISMUR)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_ATTACK)], [])  # Psyshock needs Metal
        self.assertGreater(trainer_score(b, 0, HOLON_TOWER), 0.0)
        stadium(b, 0, HOLON_TOWER)
        self.assertEqual([a[1] for a in b.legal_kinds(0, A_ATTACK)], [0])
        from ptcgsim.kernel.predicates import slot_energy_total_nb, stadium_basic_also_nb
        self.assertEqual(int(slot_energy_total_nb(b.st, b.ct, 0, 0)), 2)  # still 1 unit a card
        self.assertEqual(int(stadium_basic_also_nb(b.st, b.ct, 0, 1)), 0)  # Ralts is no δ Pokémon


    def test_holon_circle_voids_the_next_attack_and_goes(self):
        from tests.kernel_harness import trainer_score
        b = Board([RALTS, PSYCHIC, HOLON_CIRCLE], [HITMONCHAN_EX, FIGHTING, HOLON_CIRCLE], rules="ex")
        b.active(0, RALTS, damage=30)
        b.active(1, HITMONCHAN_EX)
        b.attach(1, 0, FIGHTING)
        self.assertGreater(trainer_score(b, 0, HOLON_CIRCLE), 0.0)  # Ralts can't attack; Hitmonchan ex would hit it
        b.attach(0, 0, PSYCHIC)
        self.assertEqual(trainer_score(b, 0, HOLON_CIRCLE), 0.0)  # now Ralts would void its own attack
        stadium(b, 1, HOLON_CIRCLE)
        b.coins("H")
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.pl(1, L.PL_STATUS)), (0, 0))  # no damage, no Confusion
        self.assertEqual((int(b.st.g[L.G_STADIUM_K]), b.in_discard(1, HOLON_CIRCLE)), (-1, 1))
        b.coins("H")
        b.attack(0, 0)  # (a scripted second attack: the Stadium is gone)
        self.assertEqual(b.dmg(1), 20)


if __name__ == "__main__":
    unittest.main()
