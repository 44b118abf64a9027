"""Coverage slice 28exa (ptcgsim/cards/recognize_cov28exa.py): EX-era attack wordings, each family
on synthetic sentences built from short pieces (never a printed sentence), and near misses that
stay unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.kernel.cardtable import CF_NAME_DARK, CF_NAME_ROCKETS

ME = "Testmon"
DEF = "the defending pokémon"
SELF = "this pokémon"


def attack(text: str, base: int = 0, ex: bool = True, damage: str | None = None):
    ctx = Ctx(kind="attack", base=base, damaging=base > 0 or bool(damage), ex_era=ex)
    ctx.card = ME
    return recognize_text(text, ctx, ME)


def bit(flag: int) -> int:
    return flag.bit_length() - 1


class TestCopyTaggedBench(unittest.TestCase):
    COPY = (" testmon trick copies that attack except for its energy cost. (you must still do anything else required for that"
            " attack.) ")

    def text(self, tag="dark", coin=True, note=True):
        head = "flip a coin. if heads, " if coin else ""
        tail = "(no matter what type that pokémon is, " + ME + "'s type is still water.) " if note else ""
        return (head + "choose an attack on 1 of your pokémon in play that has " + tag + " in its name (excluding this one)."
                + self.COPY + tail + ME + " performs that attack.")

    def test_copy(self):
        self.assertEqual(attack(self.text()), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COPY_DEF_ATTACK", 1, bit(CF_NAME_DARK) + 1]])
        self.assertEqual(attack(self.text("rocket's", coin=False, note=False)), [["COPY_DEF_ATTACK", 1, bit(CF_NAME_ROCKETS) + 1]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.text(), ex=False))
        self.assertIsNone(attack(self.text("team aqua")))  # a tag the rule does not read
        # the opponent's Pokémon, or without "excluding this one"
        self.assertIsNone(attack(self.text().replace("1 of your pokémon", "1 of your opponent's pokémon")))
        self.assertIsNone(attack(self.text().replace(" (excluding this one)", "")))
        # the copy must pay the Energy cost: not this reading
        self.assertIsNone(attack(self.text().replace(" except for its energy cost", "")))


class TestMayDiscardEitherType(unittest.TestCase):
    TEXT = ("you may discard a grass energy or psychic energy attached to " + SELF + ". if you do, this attack does 30 damage plus 40"
            " more damage.")

    def test_either(self):
        self.assertEqual(attack(self.TEXT, 30), [["DISCARD_CHOSEN", 1, fx.DS_SELF, 0], ["DMG_ADD_PER_N", 40], ["SKIP_UNLESS_N", 1, 1],
                                                 ["SKIP", 2], ["DISCARD_CHOSEN", 1, fx.DS_SELF, 4], ["DMG_ADD_PER_N", 40], ["DAMAGE"]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, 40))  # not the printed damage
        self.assertIsNone(attack(self.TEXT, 30, ex=False))
        self.assertIsNone(attack(self.TEXT.replace("psychic energy", "colorless energy"), 30))
        self.assertIsNone(attack(self.TEXT.replace("a grass energy or", "a grass energy and"), 30))
        self.assertIsNone(attack(self.TEXT.replace("40 more damage.", "40 more damage for each heads."), 30))


class TestDiscardPileEnergyBack(unittest.TestCase):
    TEXT = ("search your discard pile for all energy cards. this attack does 20 damage times the number of energy cards you find"
            " there. show them to your opponent, and put them on top of your deck. shuffle your deck afterward.")

    def test_back(self):
        self.assertEqual(attack(self.TEXT, damage="20x"),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY], ["DAMAGE"],
                          ["RECOVER", 60, fx.KIND_ENERGY, fx.TO_DECK]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, damage="20x", ex=False))
        self.assertIsNone(attack(self.TEXT.replace("all energy cards", "all basic energy cards"), damage="20x"))
        # kept in the discard pile, or put into the hand: not this reading
        self.assertIsNone(attack(self.TEXT.replace(" show them to your opponent, and put them on top of your deck. shuffle your deck"
                                                   " afterward.", ""), damage="20x"))
        self.assertIsNone(attack(self.TEXT.replace("on top of your deck", "into your hand"), damage="20x"))
        # the second sentence alone never reads
        self.assertIsNone(attack("show them to your opponent, and put them on top of your deck. shuffle your deck afterward."))


class TestDiscardThenHitEach(unittest.TestCase):
    TEXT = ("discard up to 3 water energy cards attached to " + SELF + ". for each energy card you discarded, choose an opponent's"
            " pokémon in play and this attack does 30 damage to those pokémon. (you may choose the same pokémon more than once.)")

    def test_hits(self):
        rows = [["DISCARD_CHOSEN", 3, fx.DS_SELF, 2]]
        for k in (1, 2, 3):
            rows += [["SKIP_UNLESS_N", k, 1], ["BENCH_DAMAGE", 30, fx.BENCH_OPP_ANY_ONE]]
        self.assertEqual(attack(self.TEXT), rows)
        wr = attack(self.TEXT + " this attack's damage isn't affected by weakness or resistance.")
        self.assertEqual(wr, [["NO_WEAKNESS_RESISTANCE"]] + rows)

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, ex=False))
        self.assertIsNone(attack(self.TEXT, 40))  # an attack that prints damage
        self.assertIsNone(attack(self.TEXT.replace("up to 3", "up to 9")))
        self.assertIsNone(attack(self.TEXT.replace("choose an opponent's pokémon in play", "choose 1 of your pokémon in play")))
        self.assertIsNone(attack(self.TEXT.replace(" (you may choose the same pokémon more than once.)", "")))


class TestBothKnockedOut(unittest.TestCase):
    TEXT = ("both " + SELF + " and the defending pokémon are now knocked out. if " + SELF + " has any special energy cards attached"
            " to it, this attack does nothing.")

    def test_both(self):
        self.assertEqual(attack(self.TEXT), [["SKIP_UNLESS_COUNT", fx.CNT_SELF_SPECIAL_ENERGY, 1, 1], ["STOP"], ["KO_DEF"],
                                             ["KO_SELF_AS_ENERGY", 0]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.TEXT, ex=False))
        self.assertIsNone(attack(self.TEXT, 30))
        self.assertIsNone(attack(self.TEXT.replace("special energy cards", "basic energy cards")))
        self.assertIsNone(attack(self.TEXT.replace("this attack does nothing", "draw a card")))
        self.assertIsNone(attack("both " + SELF + " and the defending pokémon are now knocked out."))


if __name__ == "__main__":
    unittest.main()
