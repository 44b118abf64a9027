"""Attack effects of the later EX and Scarlet & Violet wordings on scripted boards: discards
the player sizes for damage (DISCARD_CHOSEN, DMG_ADD_PER_N), the Stadium discarded for damage,
the Defending Pokémon's Tool discarded before damage, counts of Tools and of tagged Pokémon,
"at least N extra Energy", different Energy amounts, an extra prize for a Knock Out, delayed
effects at the end of the opponent's next turn (DELAYED_NEXT), several Energy cards to 1
Pokémon (ATTACH_ENERGY_ONE), a copied attack that pays its own discards, and greedy's
expected damage of them.

Boards come from tests/kernel_harness.py (real cards of the bundled database by id; the
shapes test first checks the programs the boards rely on).  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.kernel import layout as L
from ptcgsim.kernel.effects import switch_active_nb
from ptcgsim.kernel.estimates import expected_damage_nb
from ptcgsim.kernel.steps import end_turn_cleanup_nb
from tests.kernel_harness import Board

GRASS, FIRE, WATER, LIGHT, PSY, FIGHT, DARK, METAL = (f"sve-{i}" for i in range(1, 9))
BRELOOM_STAGE1 = "sv1-4"  # a Stage 1: never onto the Bench
ZANGOOSE = "sv1-146"  # Basic Colorless, 90 HP, Weakness Fighting
TOXEL = "sv1-71"  # Basic Lightning, 70 HP
CHARCADET = "sv1-39"  # Basic Fire, 60 HP, [F] 30 then discards an Energy from itself
CETITAN = "sv10-65"  # Cetitan ex, 300 HP: may discard a Stadium for 140 more
CHIEN_PAO = "sv2-61"  # Chien-Pao ex, 220 HP: Water Energy from any of your Pokémon, 60 each
DIANCIE = "me2-41"  # Mega Diancie ex, 270 HP: up to 2 Energy from itself, 120 each
BLASTOISE = "sv3pt5-9"  # Blastoise ex: up to 2 basic Water Energy from the hand, 140 each
PROBOPASS = "sv6-102"  # 80 more if the Defending Pokémon has a Tool
ZEKROM = "sv4-66"  # [C] 20: the Defending Pokémon's Tools discarded before the damage
CLEFABLE = "sv3pt5-36"  # More Moon: a Knock Out takes 1 more prize
VICTREEBEL = "sv3pt5-71"  # 120 now, 12 counters at the end of the opponent's next turn
GRAPPLOCT = "sv4pt5-52"  # 30 now, a Knock Out at the end of the opponent's next turn
AQUA_SHARPEDO = "ex4-18"  # EX: 20 now, Poisoned at the end of the opponent's next turn
CHI_YU = "sv4-29"  # up to 2 basic Fire Energy from the discard pile to 1 of your Pokémon
MEW_EX = "sv3pt5-151"  # uses 1 of the Defending Pokémon's attacks as its own
TANGROWTH = "me1-7"  # 140 more with at least 2 extra Energy
RALTS = "ex1-68"  # EX: base 10 instead of 40 when the Energy amounts differ
EXEGGUTOR_D = "ex13-41"  # EX: 10 more for each of your δ Pokémon in play
MOW_ROTOM = "sv10-9"  # 30 for each Tool attached to your Pokémon
SHARPEDO = "ex1-22"  # EX: may discard a Darkness Energy for 30 more
ROARING_MOON = "sv4-124"  # Roaring Moon ex: Knocks Out the Defending Pokémon, then 200 damage to itself
DONDOZO = "sv10-66"  # Dondozo ex, 260 HP: may do 120 more, then 50 damage to itself
CHI_YU_EX = "sv2-40"  # Chi-Yu ex: after the damage, a Fire Energy from the deck to each of up to 3 Benched Pokémon
WHIMSICOTT = "rsv10pt5-5"  # Whimsicott ex: up to 3 basic Energy of any type from the deck; 50 per Trainer in the opponent's hand
ORICORIO = "sv8-26"  # up to 2 basic Energy of any type from the discard pile to 1 Benched Pokémon
ZYGARDE = "me3-47"  # Mega Zygarde ex: a coin for each of the opponent's Pokémon, heads 150 to it
REUNICLUS = "sv5-72"  # the top 8 cards: any number of Basic Pokémon onto the Bench
HERO_CAPE = "sv5-152"  # Tool: +100 HP
STADIUM = "sv1-167"  # a Stadium card


def program(card_id: str, j: int) -> list:
    return load_db().get(card_id).attacks[j].effects


def stadium(b: Board, p: int):
    b.st.g[L.G_STADIUM_P] = p
    b.st.g[L.G_STADIUM_K] = b.k(p, STADIUM)


def tool(b: Board, p: int, s: int, card_id: str):
    b.st.slot[p, s, L.S_TOOL_K] = b.k(p, card_id)
    b.st.slot[p, s, L.S_TOOL_N] = 1


class TestShapes(unittest.TestCase):
    def test_programs(self):
        self.assertEqual(program(CHIEN_PAO, 0), [["DMG_SET", 0], ["DISCARD_CHOSEN", 0, fx.DS_OWN, 2],
                                                 ["DMG_ADD_PER_N", 60], ["DAMAGE"]])
        self.assertEqual(program(DIANCIE, 0), [["DMG_SET", 0], ["DISCARD_CHOSEN", 2, fx.DS_SELF, fx.ANY],
                                               ["DMG_ADD_PER_N", 120], ["DAMAGE"]])
        self.assertEqual(program(BLASTOISE, 0), [["DMG_SET", 0], ["DISCARD_CHOSEN", 2, fx.DS_HAND, 2],
                                                 ["DMG_ADD_PER_N", 140], ["DAMAGE"]])
        self.assertEqual(program(SHARPEDO, 0), [["DISCARD_CHOSEN", 1, fx.DS_SELF, 6], ["DMG_ADD_PER_N", 30], ["DAMAGE"]])
        self.assertEqual(program(CETITAN, 0), [["DISCARD_STADIUM", 1], ["DMG_ADD_PER_N", 140], ["DAMAGE"]])
        self.assertEqual(program(ZEKROM, 0), [["DISCARD_TOOL", 1, fx.DEF_ACTIVE], ["DAMAGE"]])
        self.assertEqual(program(PROBOPASS, 0), [["SKIP_UNLESS_COUNT", fx.CNT_DEF_TOOL, 1, 1], ["DMG_ADD", 80], ["DAMAGE"]])
        self.assertEqual(program(CLEFABLE, 1), [["DAMAGE"], ["EXTRA_PRIZE_IF_KO", 1]])
        self.assertEqual(program(VICTREEBEL, 1), [["DAMAGE"], ["DELAYED_NEXT", 120, 0]])
        self.assertEqual(program(GRAPPLOCT, 0), [["DAMAGE"], ["DELAYED_NEXT", -1, 0]])
        self.assertEqual(program(AQUA_SHARPEDO, 0), [["DAMAGE"], ["DELAYED_NEXT", 0, fx.POISONED]])
        self.assertEqual(program(CHI_YU, 0), [["ATTACH_ENERGY_ONE", 2, fx.FROM_DISCARD, 1]])
        self.assertEqual(program(MEW_EX, 0), [["COPY_DEF_ATTACK", 1]])
        self.assertEqual(program(TANGROWTH, 1), [["DMG_ADD_PER_EXTRA_ENERGY", 140, fx.ANY, -2], ["DAMAGE"]])
        self.assertEqual(program(RALTS, 1), [["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_DIFF, 1, 1], ["DMG_SET", 10], ["DAMAGE"]])
        self.assertEqual(program(EXEGGUTOR_D, 0), [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_FLAG_IN_PLAY, 12], ["DAMAGE"]])
        self.assertEqual(program(MOW_ROTOM, 1), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_TOOLS, fx.ANY], ["DAMAGE"]])
        self.assertEqual(program(CHARCADET, 0), [["DAMAGE"], ["DISCARD_ENERGY", 1, fx.SELF, fx.ANY]])
        self.assertEqual(program(ROARING_MOON, 0), [["KO_DEF"], ["SELF_DAMAGE", 200, 2]])
        self.assertEqual(program(DONDOZO, 1), [["CHOOSE_MORE", 120, 50], ["DAMAGE"]])
        self.assertEqual(program(CHI_YU_EX, 1), [["DAMAGE"], ["ATTACH_ENERGY_EACH", 3, fx.FROM_DECK, 1]])
        self.assertEqual(program(WHIMSICOTT, 0), [["ATTACH_ENERGY_ANY", 3, fx.FROM_DECK, fx.ANY]])
        self.assertEqual(program(WHIMSICOTT, 1), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 50, fx.CNT_OPP_HAND_KIND, fx.KIND_TRAINER],
                                                  ["DAMAGE"]])
        self.assertEqual(program(ORICORIO, 0), [["ATTACH_ENERGY_ONE", 2, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, fx.ANY]])


class DiscardForDamage(unittest.TestCase):
    def test_greedy_discards_the_fewest_that_knock_out(self):
        b = Board([CHIEN_PAO, ZANGOOSE, WATER, GRASS], [ZANGOOSE])
        b.active(0, CHIEN_PAO)
        b.attach(0, 0, WATER, WATER, GRASS)
        b.bench(0, 1, ZANGOOSE)
        b.attach(0, 1, WATER)
        b.active(1, ZANGOOSE)  # 90 HP: 2 cards (120) Knock It Out
        self.assertAlmostEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 180.0)  # at most all 3 Water
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 120)
        self.assertEqual(b.in_discard(0, WATER), 2)
        self.assertEqual(b.n_energy(0, 0) + b.n_energy(0, 1), 2)

    def test_no_knock_out_discards_all_it_may(self):
        b = Board([CHIEN_PAO, ZANGOOSE, WATER, GRASS], [CETITAN])
        b.active(0, CHIEN_PAO)
        b.attach(0, 0, WATER, WATER, GRASS)
        b.bench(0, 1, ZANGOOSE)
        b.attach(0, 1, WATER)
        b.active(1, CETITAN)  # 300 HP
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 180)
        self.assertEqual(b.energy_ids(0, 0), [GRASS])  # only Water Energy goes
        self.assertEqual(b.n_energy(0, 1), 0)

    def test_the_player_may_discard_none(self):
        b = Board([CHIEN_PAO, WATER], [CETITAN])
        b.active(0, CHIEN_PAO)
        b.attach(0, 0, WATER, WATER)
        b.active(1, CETITAN)
        b.script(0, 0)  # option 0: no card
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.n_energy(0, 0)), (0, 2))

    def test_cap_and_own_pokemon_only(self):
        b = Board([DIANCIE, PSY], [CETITAN])
        b.active(0, DIANCIE)
        b.attach(0, 0, PSY, PSY, PSY)
        b.active(1, CETITAN)
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.n_energy(0, 0)), (240, 1))  # up to 2

    def test_from_the_hand(self):
        b = Board([BLASTOISE, WATER, FIRE], [CETITAN])
        b.active(0, BLASTOISE)
        b.attach(0, 0, WATER, WATER)
        b.hand(0, WATER, FIRE)
        b.active(1, CETITAN)
        self.assertAlmostEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 140.0)  # 1 Water card in hand
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 140)
        self.assertEqual((b.in_hand(0, WATER), b.in_hand(0, FIRE), b.in_discard(0, WATER)), (0, 1, 1))
        self.assertEqual(b.n_energy(0, 0), 2)

    def test_ex_one_card_for_more(self):
        for dark, want in ((1, 70), (0, 40)):
            with self.subTest(dark=dark):
                b = Board([SHARPEDO, WATER, DARK], [CETITAN], "ex")
                b.active(0, SHARPEDO)
                b.attach(0, 0, WATER, WATER, *([DARK] * dark))
                b.active(1, CETITAN)
                b.attack(0, 0)
                self.assertEqual(b.dmg(1), want)
                self.assertEqual(b.in_discard(0, DARK), dark)


class StadiumAndTools(unittest.TestCase):
    def test_stadium_for_damage(self):
        for owner, want in ((1, 280), (0, 140), (-1, 140)):
            with self.subTest(owner=owner):
                b = Board([CETITAN, WATER, STADIUM], [CETITAN, STADIUM])
                b.active(0, CETITAN)
                b.attach(0, 0, WATER, WATER, WATER, WATER)
                b.active(1, CETITAN)
                if owner >= 0:
                    stadium(b, owner)
                    self.assertAlmostEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 0), float(want))
                b.attack(0, 0)
                self.assertEqual(b.dmg(1), want)
                self.assertEqual(int(b.st.g[L.G_STADIUM_K]) >= 0, owner == 0)  # its own Stadium stays

    def test_defending_tool_discarded_before_damage(self):
        b = Board([ZEKROM, LIGHT], [ZANGOOSE, HERO_CAPE])
        b.active(0, ZEKROM)
        b.attach(0, 0, LIGHT)
        b.active(1, ZANGOOSE, damage=80)  # 90 HP + 100 with the cape
        tool(b, 1, 0, HERO_CAPE)
        b.attack(0, 0)
        self.assertEqual(int(b.st.slot[1, 0, L.S_TOOL_K]), -1)
        self.assertEqual(b.in_discard(1, HERO_CAPE), 1)
        b.resolve_kos()
        self.assertIsNone(b.card(1, 0))  # 100 damage on a 90-HP Pokémon once the cape is gone

    def test_more_damage_when_the_defender_has_a_tool(self):
        for has, want in ((True, 160), (False, 80)):
            with self.subTest(tool=has):
                b = Board([PROBOPASS, FIGHT], [CETITAN, HERO_CAPE])
                b.active(0, PROBOPASS)
                b.attach(0, 0, FIGHT, FIGHT, FIGHT)
                b.active(1, CETITAN)
                if has:
                    tool(b, 1, 0, HERO_CAPE)
                b.attack(0, 0)
                self.assertEqual(b.dmg(1), want)

    def test_damage_per_own_tool(self):
        b = Board([MOW_ROTOM, ZANGOOSE, GRASS, HERO_CAPE], [CETITAN, HERO_CAPE])
        b.active(0, MOW_ROTOM)
        b.attach(0, 0, GRASS, GRASS)
        b.bench(0, 1, ZANGOOSE)
        b.bench(0, 2, ZANGOOSE)
        tool(b, 0, 0, HERO_CAPE)
        tool(b, 0, 2, HERO_CAPE)
        b.active(1, CETITAN)
        tool(b, 1, 0, HERO_CAPE)  # the opponent's do not count
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 60)


class Counts(unittest.TestCase):
    def test_at_least_two_extra_energy(self):
        for extra, want in ((1, 120), (2, 260)):
            with self.subTest(extra=extra):
                b = Board([TANGROWTH, GRASS, FIRE], [CETITAN])
                b.active(0, TANGROWTH)
                b.attach(0, 0, GRASS, GRASS, GRASS, GRASS, *([FIRE] * extra))
                b.active(1, CETITAN)
                self.assertAlmostEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 1), float(want))
                b.attack(0, 1)
                self.assertEqual(b.dmg(1), want)

    def test_different_energy_amounts(self):
        for theirs, want in ((2, 40), (1, 10)):
            with self.subTest(theirs=theirs):
                b = Board([RALTS, PSY], [ZANGOOSE, FIRE], "ex")
                b.active(0, RALTS)
                b.attach(0, 0, PSY, PSY)
                b.active(1, ZANGOOSE)
                b.attach(1, 0, *([FIRE] * theirs))
                b.attack(0, 1)
                self.assertEqual(b.dmg(1), want)

    def test_delta_pokemon_in_play(self):
        b = Board([EXEGGUTOR_D, RALTS, FIGHT], [CETITAN], "ex")
        b.active(0, EXEGGUTOR_D)
        b.attach(0, 0, FIGHT, FIGHT)
        b.bench(0, 1, EXEGGUTOR_D)
        b.bench(0, 2, RALTS)  # not δ
        b.active(1, CETITAN)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 30)


class PrizesAndLaterEffects(unittest.TestCase):
    def test_one_more_prize_for_a_knock_out(self):
        for hp_left, prizes in ((50, 2), (60, 0)):
            with self.subTest(hp_left=hp_left):
                b = Board([CLEFABLE, PSY], [ZANGOOSE, TOXEL])
                b.active(0, CLEFABLE)
                b.attach(0, 0, PSY, PSY, PSY)
                b.active(1, ZANGOOSE, damage=90 - hp_left)
                b.bench(1, 1, TOXEL)
                b.attack(0, 1)
                b.resolve_kos()
                self.assertEqual(b.pl(0, L.PL_PRIZES_TAKEN), prizes)
                self.assertEqual(b.pl(0, L.PL_EXTRA_PRIZE), 0)

    def _delayed(self, attacker, j, energy, defender, rules="modern"):
        b = Board([attacker, energy], [defender, TOXEL], rules)
        b.active(0, attacker)
        b.attach(0, 0, energy, energy, energy)
        b.active(1, defender)
        b.bench(1, 1, TOXEL)
        b.attack(0, j)
        b.turn(4, cur=1)
        return b

    def test_counters_at_the_end_of_the_opponents_turn(self):
        b = self._delayed(VICTREEBEL, 1, GRASS, CETITAN)
        self.assertEqual(b.dmg(1), 120)
        end_turn_cleanup_nb(b.st, b.ct, 0)  # not at the end of the attacker's own turn
        self.assertEqual(b.dmg(1), 120)
        end_turn_cleanup_nb(b.st, b.ct, 1)
        self.assertEqual(b.dmg(1), 240)
        b.turn(6, cur=1)
        end_turn_cleanup_nb(b.st, b.ct, 1)  # once
        self.assertEqual(b.dmg(1), 240)

    def test_knocked_out_at_the_end_of_the_opponents_turn(self):
        b = self._delayed(GRAPPLOCT, 0, FIGHT, CETITAN)
        end_turn_cleanup_nb(b.st, b.ct, 1)
        b.resolve_kos()
        self.assertEqual(b.card(1, 0) in (None, TOXEL), True)
        self.assertEqual(b.pl(0, L.PL_PRIZES_TAKEN), 2)  # Cetitan ex

    def test_the_bench_ends_it(self):
        b = self._delayed(GRAPPLOCT, 0, FIGHT, CETITAN)
        switch_active_nb(b.st, 1, 1)
        end_turn_cleanup_nb(b.st, b.ct, 1)
        self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (0, 30))

    def test_poisoned_at_the_end_of_the_opponents_turn(self):
        b = self._delayed(AQUA_SHARPEDO, 0, WATER, ZANGOOSE, "ex")
        self.assertEqual(b.pl(1, L.PL_POISON), 0)
        end_turn_cleanup_nb(b.st, b.ct, 1)
        self.assertEqual(b.pl(1, L.PL_POISON), 10)


class AttachAndCopy(unittest.TestCase):
    def test_both_cards_to_one_pokemon(self):
        b = Board([CHI_YU, ZANGOOSE, FIRE], [CETITAN])
        b.active(0, CHI_YU)
        b.attach(0, 0, FIRE)
        b.bench(0, 1, ZANGOOSE)
        b.bench(0, 2, ZANGOOSE)
        b.st.disc[0, b.k(0, FIRE)] = 3
        b.attack(0, 0)
        counts = sorted(b.n_energy(0, s) for s in (1, 2)) + [b.n_energy(0, 0) - 1]
        self.assertIn(counts, ([0, 0, 2], [0, 2, 0]))  # all on one Pokémon
        self.assertEqual(b.in_discard(0, FIRE), 1)

    def test_copy_pays_its_discards(self):
        b = Board([MEW_EX, PSY], [CHARCADET, FIRE])
        b.active(0, MEW_EX)
        b.attach(0, 0, PSY, PSY, PSY)
        b.active(1, CHARCADET)
        b.attack(0, 0)
        self.assertEqual(b.dmg(1), 30)
        self.assertEqual(b.n_energy(0, 0), 2)  # "use it as this attack": its discard too


class KnockOutsAndChoices(unittest.TestCase):
    def test_knock_out_then_damage_to_itself(self):
        b = Board([ROARING_MOON, DARK], [CETITAN, TOXEL])
        b.active(0, ROARING_MOON)
        b.attach(0, 0, DARK, DARK, DARK)
        b.active(1, CETITAN)
        b.bench(1, 1, TOXEL)
        self.assertGreater(expected_damage_nb(b.st, b.ct, b.R, 0, 0), 300.0)  # greedy sees the Knock Out
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.dmg(0)), (300, 200))

    def test_prevented_effects_stop_the_knock_out(self):
        b = Board([ROARING_MOON, DARK], [CETITAN])
        b.active(0, ROARING_MOON)
        b.attach(0, 0, DARK, DARK, DARK)
        b.active(1, CETITAN)
        b.st.slot[1, 0, L.S_PREVENT_UNTIL] = 3
        b.st.slot[1, 0, L.S_PREVENT_EFFECTS] = 1
        b.attack(0, 0)
        self.assertEqual((b.dmg(1), b.dmg(0)), (0, 0))

    def test_more_damage_only_for_a_knock_out(self):
        for dmg, want, self_dmg in ((60, 240, 50), (200, 120, 0), (0, 120, 0)):
            with self.subTest(damage=dmg):
                b = Board([DONDOZO, WATER], [CETITAN])
                b.active(0, DONDOZO)
                b.attach(0, 0, WATER, WATER, WATER, WATER)
                b.active(1, CETITAN, damage=dmg)  # 300 HP
                self.assertAlmostEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 1), float(want))
                b.attack(0, 1)
                self.assertEqual((b.dmg(1) - dmg, b.dmg(0)), (want, self_dmg))

    def test_not_when_it_would_knock_itself_out(self):
        b = Board([DONDOZO, WATER], [CETITAN])
        b.active(0, DONDOZO, damage=210)  # 260 HP: 50 more is a Knock Out
        b.attach(0, 0, WATER, WATER, WATER, WATER)
        b.active(1, CETITAN, damage=60)
        b.attack(0, 1)
        self.assertEqual((b.dmg(1), b.dmg(0)), (180, 210))

    def test_per_trainer_in_the_revealed_hand(self):
        b = Board([WHIMSICOTT, GRASS], [CETITAN, STADIUM, HERO_CAPE, WATER])
        b.active(0, WHIMSICOTT)
        b.attach(0, 0, GRASS)
        b.active(1, CETITAN)
        b.hand(1, STADIUM, HERO_CAPE, WATER)
        self.assertAlmostEqual(expected_damage_nb(b.st, b.ct, b.R, 0, 1), 60.0)  # a guess: 40% of 3 cards
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 100)


class EnergyPicks(unittest.TestCase):
    def test_each_benched_pokemon_once(self):
        b = Board([CHI_YU_EX, ZANGOOSE, FIRE], [CETITAN])
        b.active(0, CHI_YU_EX)
        b.attach(0, 0, FIRE, FIRE)
        b.active(1, CETITAN)
        for s in (1, 2, 3, 4):
            b.bench(0, s, ZANGOOSE)
        b.deck(0, FIRE, FIRE, FIRE, FIRE, FIRE)
        b.attack(0, 1)
        self.assertEqual(b.dmg(1), 100)
        self.assertEqual(sorted(b.n_energy(0, s) for s in (1, 2, 3, 4)), [0, 1, 1, 1])
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_any_type_the_player_picks(self):
        b = Board([WHIMSICOTT, CHARCADET, GRASS, FIRE, WATER], [CETITAN])
        b.active(0, WHIMSICOTT)
        b.attach(0, 0, GRASS)
        b.bench(0, 1, CHARCADET)
        b.deck(0, WATER, WATER, WATER, FIRE, GRASS)
        b.attack(0, 0)
        got = b.energy_ids(0, 0) + b.energy_ids(0, 1)
        self.assertEqual(len(got), 4)
        self.assertIn(FIRE, b.energy_ids(0, 1))  # Charcadet's attack needs Fire
        self.assertEqual(b.pl(0, L.PL_DECK_N), 2)

    def test_any_type_all_to_one_benched(self):
        b = Board([ORICORIO, ZANGOOSE, FIRE, WATER], [CETITAN])
        b.active(0, ORICORIO)
        b.attach(0, 0, FIRE)
        b.bench(0, 1, ZANGOOSE)
        b.bench(0, 2, ZANGOOSE)
        b.st.disc[0, b.k(0, WATER)] = 1
        b.st.disc[0, b.k(0, FIRE)] = 2
        b.attack(0, 0)
        self.assertEqual(sorted([b.n_energy(0, 1), b.n_energy(0, 2)]), [0, 2])
        self.assertEqual(b.n_energy(0, 0), 1)


class CoinForEachOpposingPokemon(unittest.TestCase):
    def test_heads_hit_tails_miss(self):
        for coins, active, benched in (("HT", 150, 0), ("TH", 0, 150)):
            with self.subTest(coins=coins):
                b = Board([ZYGARDE, FIGHT], [CETITAN, TOXEL])
                self.assertEqual(program(ZYGARDE, 1)[-1], ["BENCH_FLIP_EACH", 150])
                b.active(0, ZYGARDE)
                b.attach(0, 0, *([FIGHT] * 5))
                b.active(1, CETITAN)
                b.bench(1, 1, TOXEL)
                b.coins(coins)
                b.attack(0, 1)
                self.assertEqual((b.dmg(1, 0), b.dmg(1, 1)), (active, benched))


class TopCardsOntoTheBench(unittest.TestCase):
    def test_basics_from_the_top_eight(self):
        b = Board([REUNICLUS, ZANGOOSE, TOXEL, BRELOOM_STAGE1, PSY], [CETITAN])
        b.active(0, REUNICLUS)
        b.attach(0, 0, PSY)
        b.active(1, CETITAN)
        b.bench(0, 1, TOXEL)
        # the last 8 are the top: Zangoose, Breloom, Toxel, Zangoose among them; the Zangoose below stays
        b.deck(0, ZANGOOSE, PSY, ZANGOOSE, PSY, BRELOOM_STAGE1, TOXEL, ZANGOOSE, PSY, PSY, PSY)
        b.attack(0, 0)
        self.assertEqual(sorted(c for c in (b.card(0, s) for s in range(1, 6)) if c),
                         sorted([TOXEL, TOXEL, ZANGOOSE, ZANGOOSE]))
        self.assertEqual(b.pl(0, L.PL_DECK_N), 7)


if __name__ == "__main__":
    unittest.main()
