"""Coverage slice 24c (ptcgsim/cards/recognize_cov24c.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and a near miss that stays
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.schema import TYPE_INDEX

ME = "Testmon"


def attack(text: str, base: int = 0, attacks=(), damages=(), kind: str = "attack"):
    ctx = Ctx(kind=kind, base=base, damaging=base > 0, ex_era=True, attack_names=tuple(attacks),
              attack_damages=tuple(damages), card="Testmon")
    return recognize_text(text, ctx, ME)


def power(text: str, kind: str = "Poké-Body"):
    return recognize_power({"type": kind, "text": text}, ME)


class TestPowers(unittest.TestCase):
    def test_two_type_reduce(self):
        head = "any damage done to " + ME + " by attacks from "
        tail = " is reduced by 20"
        rows = [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]] + [
            ["TOOL", fx.TOOL_REDUCE, 20, fx.MS_SELF * fx.MOD_SCOPE + fx.TC_OTHER_TYPE + TYPE_INDEX[t]]
            for t in ("Grass", "Metal")]
        for wr in (".", " (after applying weakness and resistance)."):
            self.assertEqual(power(head + "grass pokémon and metal pokémon" + tail + wr), rows)
        # a near miss: a reduction with a condition after it stays unrecognised
        self.assertIsNone(power(head + "grass pokémon and metal pokémon" + tail + " if heads."))


class TestAttacks(unittest.TestCase):
    def test_next_turn_plus(self):
        names, dmg = ("quick jab", "twin knuckle"), ("10", "40+")
        text = "during your next turn, twin knuckle does 40 damage" + " plus 20 more damage."
        self.assertEqual(attack(text, 40, names, dmg), [["DAMAGE"], ["NEXT_TURN_BASE_DAMAGE", 1, 60]])
        # near misses: not one of this card's attacks; its printed damage is not the sentence's
        self.assertIsNone(attack(text.replace("twin knuckle", "other jab"), 40, names, dmg))
        self.assertIsNone(attack(text, 30, names, ("10", "30+")))

    def test_named_to_bench(self):
        head, tail = "search your deck for ", " onto your bench. shuffle your deck afterward."
        self.assertEqual(attack(head + "a plusle" + " and put it" + tail), [["SEARCH_DECK", 1, "plusle", fx.TO_BENCH]])
        self.assertEqual(attack(head + "a minun or this pokémon card" + " and put it" + tail),
                         [["SEARCH_DECK", 1, "minun|Testmon", fx.TO_BENCH]])
        many = " and put as many of them as you like"
        self.assertEqual(attack(head + "this pokémon" + many + tail), [["SEARCH_DECK", 5, "Testmon", fx.TO_BENCH]])
        self.assertEqual(attack(head + "water basic pokémon" + many + tail),
                         [["SEARCH_DECK", 5, fx.KIND_BASIC_OF_TYPE + TYPE_INDEX["Water"], fx.TO_BENCH]])
        # a power's too: a Stage 1 it names goes onto the Bench, as it says (coverage slice 28svp)
        self.assertEqual(attack(head + "a plusle" + " and put it" + tail, kind="power"), [["SEARCH_DECK", 1, "plusle", fx.TO_BENCH]])
        # near miss: two cards joined by "and"
        self.assertIsNone(attack(head + "a plusle and a minun" + " and put it" + tail))

    def test_two_to_hand(self):
        head, tail = "search your deck for ", ", show them to your opponent, and put them into your hand. shuffle your deck afterward."
        self.assertEqual(attack(head + "a basic pokémon and" + " basic energy card" + tail),
                         [["SEARCH_DECK", 1, fx.KIND_BASIC_POKEMON, fx.TO_HAND], ["SEARCH_DECK", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]])
        self.assertEqual(attack(head + "a pupitar and" + " a tyranitar card" + tail),
                         [["SEARCH_DECK", 1, "pupitar", fx.TO_HAND], ["SEARCH_DECK", 1, "tyranitar", fx.TO_HAND]])
        # near misses: the same kind twice; "any card" is no kind to pair
        self.assertIsNone(attack(head + "a basic pokémon and" + " a basic pokémon" + tail))
        self.assertIsNone(attack(head + "a pupitar and" + " any card" + tail))

    def test_search_attach(self):
        deck, pile = "search your deck for ", "search your discard pile for "
        sh = " shuffle your deck afterward."
        self.assertEqual(attack(deck + "a basic energy card and attach it to 1 of your pokémon." + sh),
                         [["ATTACH_ENERGY_ANY", 1, fx.FROM_DECK, fx.ANY]])
        self.assertEqual(attack(pile + "an energy card and attach it to 1 of your pokémon" + " that has δ on its card."),
                         [["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_FILTER * fx.TC_DELTA, fx.ENERGY_ANY_CARD]])
        self.assertEqual(attack(deck + "up to 3 basic energy cards and attach them to any of your pokémon"
                                + " (excluding pokémon-ex) in any way you like." + sh),
                         [["ATTACH_ENERGY_ANY", 3, fx.FROM_DECK + fx.TO_FILTER * fx.TC_NOT_EX, fx.ANY]])
        self.assertEqual(attack(pile + "up to 2 energy cards and attach them to this pokémon."),
                         [["ATTACH_ENERGY", 2, fx.FROM_DISCARD, fx.ENERGY_ANY_CARD]])
        self.assertEqual(attack(pile + "up to 3 fire energy cards, show them to your opponent," + " and put them into your hand."),
                         [["RECOVER", 3, fx.KIND_BASIC_ENERGY_OF_TYPE + TYPE_INDEX["Fire"], fx.TO_HAND]])
        # near miss: all of them to 1 Pokémon
        self.assertIsNone(attack(pile + "up to 2 basic energy cards and attach them to 1 of your pokémon."))
        # (s30-k8) a named Special Energy card: ENERGY_KIND ("a Holon Energy card": Holon in its name)
        from ptcgsim.kernel.cardtable import CF_NAME_HOLON
        self.assertEqual(attack(deck + "a holon energy card and attach it to 1 of your pokémon." + sh),
                         [["ATTACH_ENERGY_ONE", 1, fx.FROM_DECK, fx.ENERGY_KIND + fx.kind_flag(fx.KIND_ENERGY, CF_NAME_HOLON)]])

    def test_def_has_powers(self):
        text = "if the defending pokémon has any poké-powers or poké-bodies, " + "this attack does 40 damage plus 30 more damage."
        from ptcgsim.kernel.cardtable import CF_HAS_POWER

        code = fx.count_code(fx.CNT_DEF_FLAG, CF_HAS_POWER.bit_length() - 1)
        self.assertEqual(attack(text, 40), [["SKIP_UNLESS_COUNT", code, 1, 1], ["DMG_ADD", 30], ["DAMAGE"]])
        # near miss: "poké-powers" alone is not this condition
        self.assertIsNone(attack(text.replace(" or poké-bodies", ""), 40))


if __name__ == "__main__":
    unittest.main()
