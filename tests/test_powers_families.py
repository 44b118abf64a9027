"""Passive power families of the EX and Scarlet & Violet eras on scripted boards: modifier
powers read like Tools (PASSIVE_MODS: HP, more or less damage, Retreat Cost, Weakness, for
this Pokémon, your Pokémon or the opponent's), shields against the opponent's attacks
(PASSIVE_SHIELD), Sturdy-like endurance (PASSIVE_ENDURE) and single Special Conditions
(PASSIVE_NO_CONDITIONS' mask).

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; each
test first checks that the card's power program is the shape it relies on).  No card text
lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.cardtable import CF_POWER_MODS
from ptcgsim.kernel.damage import attack_damage_nb, bench_hit_nb, defender_effects_nb, endure_nb, power_protect_nb
from ptcgsim.kernel.damage import weakness_resistance_slot_nb
from ptcgsim.kernel.effects import condition_immune_nb
from ptcgsim.kernel.estimates import expected_damage_slot_nb
from ptcgsim.kernel.ops.damage_ops import hit_defending_nb
from ptcgsim.kernel.predicates import retreat_cost_nb, slot_hp_nb
from tests.kernel_harness import Board

HITMONCHAN, FIGHT, WATER = "base1-7", "base1-97", "base1-102"  # Basic Fighting, 70 HP, Retreat 2
THERAPEUTIC = "sv2-193"  # a Special Energy
WIGGLYTUFF_EX = "sv3pt5-40"  # +100 HP with a Special Energy attached
GLIGAR = "ex10-57"  # no Retreat Cost with no Energy attached
SPIDOPS_EX = "sv1-19"  # the opponent's Active's Retreat Cost is 1 more
KINGAMBIT = "sv1-134"  # your Basic Pokémon's attacks do 30 more to the opponent's Active
IRON_CROWN_EX = "sv5-81"  # your Future Pokémon but Iron Crown ex: 20 more
QUAGSIRE = "ex10-44"  # 20 less damage from the opponent's Evolved Pokémon
ENTEI = "sv3-30"  # while Active: the opponent's Active's attacks do 20 less (before W/R)
FLORGES = "sv1-93"  # your Pokémon have no Weakness
DUSTOX = "ex1-6"  # no effects of the opponent's attacks (damage is not an effect)
DUSTOX_EX = "ex12-86"  # no damage nor effects from the opponent's Pokémon-ex
WHISCASH = "ex3-48"  # on the Bench: no damage from the opponent's attacks
PIKACHU_EX = "me2pt5-57"  # full HP: a Knock Out by an attack's damage leaves it 10 HP
HAWLUCHA_EX = "me2pt5-116"  # heads: the same, from any HP
GOLBAT = "ex8-31"  # can't be Paralyzed
CRUSTLE = "zsv10pt5-52"  # full HP: as PIKACHU_EX (150 HP, no Tera: it can be damaged on the Bench)


def power(card_id: str) -> list:
    return load_db().get(card_id).powers[0].effects


def mods(card_id: str) -> list:
    rows = power(card_id)
    assert rows[0] == ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], rows
    return rows[1:]


def cond(*cs: int, scope: int = fx.MS_SELF, src: int = 0, nostack: bool = False) -> int:
    return (sum(c * fx.TC_SHIFT ** i for i, c in enumerate(cs)) + scope * fx.MOD_SCOPE + src * fx.MOD_SRC
            + (fx.MOD_NOSTACK if nostack else 0))


class TestModifierShapes(unittest.TestCase):
    def test_rows(self):
        self.assertEqual(mods(WIGGLYTUFF_EX), [["TOOL", fx.TOOL_HP, 100, cond(src=fx.TC_ANY_SPECIAL)]])
        self.assertEqual(mods(GLIGAR), [["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, cond(src=fx.TC_NO_ENERGY)]])
        self.assertEqual(mods(SPIDOPS_EX), [["TOOL", fx.TOOL_RETREAT_LESS, -1, cond(fx.TC_ACTIVE, scope=fx.MS_OPP)]])
        self.assertEqual(mods(KINGAMBIT), [["TOOL", fx.TOOL_DMG_PLUS, 30, cond(fx.TC_BASIC, scope=fx.MS_OWN)]])
        self.assertEqual(mods(IRON_CROWN_EX),
                         [["TOOL", fx.TOOL_DMG_PLUS, 20, cond(fx.TC_FUTURE, scope=fx.MS_OWN_OTHER_NAME)]])
        self.assertEqual(mods(QUAGSIRE), [["TOOL", fx.TOOL_REDUCE, 20, cond(fx.TC_OTHER_EVOLVED)]])
        self.assertEqual(mods(ENTEI), [["TOOL", fx.EN_DMG_MINUS, 20, cond(fx.TC_ACTIVE, scope=fx.MS_OPP, src=fx.TC_ACTIVE)]])
        self.assertEqual(mods(FLORGES), [["TOOL", fx.TOOL_NO_WEAKNESS, 1, cond(scope=fx.MS_OWN)]])

    def test_the_game_flag(self):
        b = Board([HITMONCHAN], [HITMONCHAN])
        self.assertEqual(int(b.ct.cflags[0, 0]) & CF_POWER_MODS, 0)  # no modifier power: nothing is looked up
        b = Board([HITMONCHAN], [KINGAMBIT])
        self.assertTrue(all(int(x) & CF_POWER_MODS for x in b.ct.cflags.ravel()))  # both decks' rows


class TestModifiers(unittest.TestCase):
    def test_more_hp_with_a_special_energy(self):
        b = Board([WIGGLYTUFF_EX, THERAPEUTIC, WATER], [HITMONCHAN], rules="modern")
        b.active(0, WIGGLYTUFF_EX)
        b.active(1, HITMONCHAN)
        b.attach(0, 0, WATER)
        self.assertEqual(slot_hp_nb(b.st, b.ct, 0, 0), 250)
        b.attach(0, 0, THERAPEUTIC)
        self.assertEqual(slot_hp_nb(b.st, b.ct, 0, 0), 350)

    def test_no_retreat_cost_without_energy(self):
        b = Board([GLIGAR, FIGHT], [HITMONCHAN], rules="ex")
        b.active(0, GLIGAR)
        b.active(1, HITMONCHAN)
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 0), 0)
        b.attach(0, 0, FIGHT)
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 0), 1)

    def test_the_opponents_active_pays_more(self):
        b = Board([HITMONCHAN], [SPIDOPS_EX, HITMONCHAN], rules="modern")
        b.active(0, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, SPIDOPS_EX)
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 0), 3)
        self.assertEqual(retreat_cost_nb(b.st, b.ct, 1), 2)  # its own side is not touched

    def test_your_basic_pokemon_do_more_damage(self):
        b = Board([HITMONCHAN, KINGAMBIT], [HITMONCHAN], rules="modern")
        b.active(0, HITMONCHAN)
        b.active(1, HITMONCHAN)
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 20, 0), 20)
        before = expected_damage_slot_nb(b.st, b.ct, b.R, 0, 0, 0)
        b.bench(0, 1, KINGAMBIT)
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 20, 0), 50)
        self.assertGreater(expected_damage_slot_nb(b.st, b.ct, b.R, 0, 0, 0), before)  # greedy's estimate sees it
        b.put(0, 0, KINGAMBIT)  # a Stage 2 attacking: not a Basic
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 20, 0), 20)

    def test_except_its_own_name(self):
        iron_hands_ex = "sv4-70"  # a Future Pokémon
        b = Board([IRON_CROWN_EX, iron_hands_ex], [HITMONCHAN], rules="modern")
        b.active(0, IRON_CROWN_EX)
        b.bench(0, 1, IRON_CROWN_EX)
        b.active(1, HITMONCHAN)
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 100, 0), 200)  # Weakness x2, and no 20 more
        b.active(0, iron_hands_ex)  # another Future Pokémon: 20 more (no Weakness to Lightning)
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 100, 0), 120)

    def test_less_damage_from_evolved_attackers(self):
        b = Board([HITMONCHAN, QUAGSIRE], [QUAGSIRE], rules="ex")
        b.active(1, QUAGSIRE)
        b.active(0, HITMONCHAN)  # a Basic attacks
        self.assertEqual(defender_effects_nb(b.st, b.ct, 1, 0, 50), 50)
        b.active(0, QUAGSIRE)  # a Stage 1 attacks
        self.assertEqual(defender_effects_nb(b.st, b.ct, 1, 0, 50), 30)

    def test_the_opponents_attacks_do_less_while_active(self):
        b = Board([HITMONCHAN], [ENTEI, HITMONCHAN], rules="modern")
        b.active(0, HITMONCHAN)
        b.active(1, ENTEI)
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 50, 0), 30)
        b.bench(1, 1, ENTEI)
        b.active(1, HITMONCHAN)  # Entei on the Bench: no effect
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 50, 0), 50)

    def test_no_weakness_for_your_pokemon(self):
        b = Board([HITMONCHAN, FLORGES], [HITMONCHAN, FLORGES], rules="modern")
        b.active(0, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.put(0, 0, FLORGES)  # a Psychic attacker: Hitmonchan's Weakness
        self.assertEqual(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 30, 0), 60)
        b.bench(1, 1, FLORGES)
        self.assertEqual(weakness_resistance_slot_nb(b.st, b.ct, b.R, 0, 0, 1, 0, 30, 0), 30)


class TestShields(unittest.TestCase):
    def test_shapes(self):
        both = fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS
        self.assertEqual(power(DUSTOX), [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.SH_PREVENT_EFFECTS * fx.SH_DAMAGE]])
        self.assertEqual(power(DUSTOX_EX), [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_EX + both * fx.SH_DAMAGE]])
        self.assertEqual(power(WHISCASH),
                         [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_BENCHED + fx.SH_PREVENT_DAMAGE * fx.SH_DAMAGE]])

    def test_no_effects_of_attacks_but_the_damage(self):
        b = Board([DUSTOX, GLIGAR, FIGHT], [DUSTOX, HITMONCHAN], rules="ex")
        b.active(0, GLIGAR)
        b.attach(0, 0, FIGHT)
        b.active(1, DUSTOX)
        b.attack(0, 0)  # 10 damage and Poisoned
        self.assertEqual(b.dmg(1, 0), 10)
        self.assertEqual(b.pl(1, L.PL_POISON), 0)
        b2 = Board([GLIGAR, FIGHT], [HITMONCHAN], rules="ex")
        b2.active(0, GLIGAR)
        b2.attach(0, 0, FIGHT)
        b2.active(1, HITMONCHAN)
        b2.attack(0, 0)
        self.assertGreater(b2.pl(1, L.PL_POISON), 0)

    def test_nothing_from_pokemon_ex(self):
        b = Board([PIKACHU_EX, HITMONCHAN], [DUSTOX_EX], rules="ex")
        b.active(1, DUSTOX_EX)
        b.active(0, PIKACHU_EX)
        self.assertEqual(power_protect_nb(b.st, b.ct, 1, 0, 120), 0)
        b.active(0, HITMONCHAN)
        self.assertEqual(power_protect_nb(b.st, b.ct, 1, 0, 120), 120)

    def test_no_damage_on_the_bench_only(self):
        b = Board([HITMONCHAN], [WHISCASH, HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, WHISCASH)
        bench_hit_nb(b.st, b.ct, 1, 1, 30)
        self.assertEqual(b.dmg(1, 1), 0)
        b.active(1, WHISCASH)
        self.assertEqual(power_protect_nb(b.st, b.ct, 1, 0, 30), 30)


class TestEndure(unittest.TestCase):
    def test_shapes(self):
        self.assertEqual(power(PIKACHU_EX), [["POWER_PASSIVE", fx.PASSIVE_ENDURE, 0, 1000 * fx.ENDURE_FULL_HP + 10]])
        self.assertEqual(power(HAWLUCHA_EX), [["POWER_PASSIVE", fx.PASSIVE_ENDURE, 0, 1000 * fx.ENDURE_FLIP + 10]])

    def test_full_hp_survives_with_10(self):
        b = Board([HITMONCHAN], [PIKACHU_EX], rules="modern")
        b.active(0, HITMONCHAN)
        b.active(1, PIKACHU_EX)
        hit_defending_nb(b.st, b.ct, 0, 0, 300, int(b.st.g[L.G_TURN]))
        self.assertEqual(b.dmg(1, 0), 190)
        hit_defending_nb(b.st, b.ct, 0, 0, 300, int(b.st.g[L.G_TURN]))  # no longer full HP
        self.assertEqual(b.dmg(1, 0), 490)

    def test_on_the_bench_too_and_not_below_a_knock_out(self):
        self.assertEqual(power(CRUSTLE), power(PIKACHU_EX))
        b = Board([HITMONCHAN], [HITMONCHAN, CRUSTLE], rules="modern")
        b.active(0, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, CRUSTLE)
        bench_hit_nb(b.st, b.ct, 1, 1, 250)
        self.assertEqual(b.dmg(1, 1), 140)
        self.assertEqual(endure_nb(b.st, b.ct, 1, 1, 5), 5)  # short of a Knock Out: untouched

    def test_a_coin(self):
        for coin, done in (("H", 140), ("T", 200)):  # 150 HP left: heads leaves 10
            b = Board([HITMONCHAN], [HAWLUCHA_EX], rules="modern")
            b.active(0, HITMONCHAN)
            b.active(1, HAWLUCHA_EX, damage=100)
            b.coins(coin)
            self.assertEqual(endure_nb(b.st, b.ct, 1, 0, 200), done, coin)


class TestSingleConditions(unittest.TestCase):
    def test_cant_be_paralyzed_only(self):
        self.assertEqual(power(GOLBAT), [["POWER_PASSIVE", fx.PASSIVE_NO_CONDITIONS, 0, 1 << fx.PARALYZED]])
        b = Board([GOLBAT], [HITMONCHAN], rules="ex")
        b.active(0, GOLBAT)
        b.active(1, HITMONCHAN)
        self.assertTrue(condition_immune_nb(b.st, b.ct, 0, fx.PARALYZED))
        for c in (fx.ASLEEP, fx.CONFUSED, fx.POISONED, fx.BURNED):
            self.assertFalse(condition_immune_nb(b.st, b.ct, 0, c), c)


IRON_VALIANT_EX = "sv4-89"  # once a turn, on moving up from the Bench: 2 damage counters on 1 of the opponent's Pokémon
COMBUSKEN = "ex1-28"  # a Fire Energy card attached from the hand: no more Special Conditions
MARACTUS = "sv9-8"  # Knocked Out in the Active Spot by an opponent's attack: 6 counters on the attacker
MILOTIC_EX = "sv8-42"  # no damage nor effects from the opponent's Tera Pokémon
WALKING_WAKE_EX = "sv5-50"  # its damage ignores effects on the opponent's Active
STONJOURNER = "sv1-121"  # 20 less damage from attacks
OCTILLERY = "ex10-10"  # while Active: the opponent's Pokémon can't retreat
FIRE = "base1-98"


class TestTriggers(unittest.TestCase):
    def test_shapes(self):
        self.assertEqual(power(IRON_VALIANT_EX)[0], ["POWER_ACTIVATED", 1, 0, fx.PW_ON_MOVE_UP])
        self.assertEqual(power(COMBUSKEN), [["POWER_ACTIVATED", 0, 0, fx.PW_ON_ATTACH + 2 * fx.PW_ATTACH_TYPE], ["CURE", fx.SELF]])

    def test_moving_up_offers_the_counters_once(self):
        from ptcgsim.kernel.actions import A_POWER, move_up_trigger_nb
        from tests.kernel_harness import A_RETREAT

        b = Board([HITMONCHAN, IRON_VALIANT_EX, FIGHT], [HITMONCHAN], rules="modern")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT, FIGHT)
        b.bench(0, 1, IRON_VALIANT_EX)
        b.active(1, HITMONCHAN, damage=50)  # 2 counters Knock it Out: greedy says yes
        self.assertEqual(b.legal_kinds(0, A_POWER), [])  # never an action
        b.apply(0, A_RETREAT, 0, 1)
        self.assertEqual(b.card(0, 0), IRON_VALIANT_EX)
        self.assertEqual(b.dmg(1, 0), 70)
        move_up_trigger_nb(b.st, b.ct, b.R, 0)  # the same turn: not offered again
        self.assertEqual(b.dmg(1, 0), 70)

    def test_not_when_it_moved_up_on_the_opponents_turn(self):
        from ptcgsim.kernel.effects import switch_active_nb
        from tests.kernel_harness import A_ATTACH

        b = Board([HITMONCHAN, IRON_VALIANT_EX, FIGHT], [HITMONCHAN], rules="modern")
        b.active(0, HITMONCHAN)
        b.bench(0, 1, IRON_VALIANT_EX)
        b.active(1, HITMONCHAN, damage=50)
        b.hand(0, FIGHT)
        b.turn(4, cur=1)
        switch_active_nb(b.st, 0, 1)  # a Gust-like effect of the opponent's
        b.turn(5, cur=0)
        b.apply(0, A_ATTACH, b.k(0, FIGHT), 0)  # an action of its owner's next turn: no offer
        self.assertEqual(b.dmg(1, 0), 50)
        b.st.slot[0, 0, L.S_ACTIVE_TURN] = 5  # (had it moved up this turn, the same action offers it)
        b.hand(0, FIGHT)
        b.st.pl[0, L.PL_ENERGY_DONE] = 0
        b.apply(0, A_ATTACH, b.k(0, FIGHT), 0)
        self.assertEqual(b.dmg(1, 0), 70)

    def test_attaching_a_fire_energy_cures(self):
        from tests.kernel_harness import A_ATTACH

        b = Board([COMBUSKEN, FIRE, FIGHT], [HITMONCHAN], rules="ex")
        b.active(0, COMBUSKEN)
        b.active(1, HITMONCHAN)
        b.hand(0, FIGHT, FIRE)
        b.cond(0, fx.POISONED)
        b.apply(0, A_ATTACH, b.k(0, FIGHT), 0)
        self.assertGreater(b.pl(0, L.PL_POISON), 0)  # not a Fire Energy
        b.st.pl[0, L.PL_ENERGY_DONE] = 0
        b.apply(0, A_ATTACH, b.k(0, FIRE), 0)
        self.assertEqual(b.pl(0, L.PL_POISON), 0)


class TestMoreBodies(unittest.TestCase):
    def test_counters_on_the_attacker_only_on_a_knock_out(self):
        self.assertEqual(power(MARACTUS), [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 60]])
        b = Board([HITMONCHAN], [MARACTUS], rules="modern")
        b.active(0, HITMONCHAN)
        b.active(1, MARACTUS)
        turn = int(b.st.g[L.G_TURN])
        hit_defending_nb(b.st, b.ct, 0, 0, 20, turn)
        self.assertEqual(b.dmg(0, 0), 0)
        hit_defending_nb(b.st, b.ct, 0, 0, 500, turn)
        self.assertEqual(b.dmg(0, 0), 60)

    def test_tera_attackers_only(self):
        b = Board([PIKACHU_EX, HITMONCHAN], [MILOTIC_EX], rules="modern")
        b.active(1, MILOTIC_EX)
        b.active(0, PIKACHU_EX)  # a Tera Pokémon
        self.assertEqual(power_protect_nb(b.st, b.ct, 1, 0, 100), 0)
        b.active(0, HITMONCHAN)
        self.assertEqual(power_protect_nb(b.st, b.ct, 1, 0, 100), 100)

    def test_damage_through_the_defenders_effects(self):
        self.assertEqual(power(WALKING_WAKE_EX), [["POWER_PASSIVE", fx.PASSIVE_PIERCE, 0, 0]])
        b = Board([WALKING_WAKE_EX, HITMONCHAN], [STONJOURNER], rules="modern")
        b.active(1, STONJOURNER)
        b.active(0, HITMONCHAN)
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 60, 0), 40)
        b.active(0, WALKING_WAKE_EX)
        self.assertEqual(attack_damage_nb(b.st, b.ct, b.R, 0, 60, 0), 60)

    def test_the_opponent_cant_retreat(self):
        from ptcgsim.kernel.predicates import can_retreat_nb

        b = Board([HITMONCHAN, FIGHT], [OCTILLERY, HITMONCHAN], rules="ex")
        b.active(0, HITMONCHAN)
        b.attach(0, 0, FIGHT, FIGHT)
        b.bench(0, 1, HITMONCHAN)
        b.active(1, HITMONCHAN)
        b.bench(1, 1, OCTILLERY)
        self.assertTrue(can_retreat_nb(b.st, b.ct, b.R, 0))
        b.active(1, OCTILLERY)
        self.assertFalse(can_retreat_nb(b.st, b.ct, b.R, 0))


if __name__ == "__main__":
    unittest.main()
