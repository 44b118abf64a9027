"""Coverage slice 28sva (ptcgsim/cards/recognize_cov28sva.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and near misses that stay
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.schema import TYPE_INDEX

ME = "Testmon"
L = TYPE_INDEX["Lightning"]
MAY = "you may discard "
FROM_ME = " from testmon "
UNTIL_TAILS = "flip a coin until you get tails. "
EACH_HEADS = "for each heads, "


def attack(text: str, base: int = 0, ex_era: bool = False):
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=base > 0, ex_era=ex_era), ME)


def _unrolled(times: int, rows: list) -> list:
    out = []
    for k in range(1, times + 1):
        out += [["SKIP_UNLESS_HEADS", k, len(rows)]] + [list(r) for r in rows]
    return out


class TestMayDiscardForGain(unittest.TestCase):
    def test_two_typed_for_a_condition(self):
        for link in ("and", "to"):
            text = MAY + "2 lightning energy" + FROM_ME + link + " make your opponent's active pokémon paralyzed."
            self.assertEqual(attack(text, 100),
                             [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, L), 2, 4],
                              ["DISCARD_CHOSEN", 1, fx.DS_SELF, L], ["SKIP_UNLESS_N", 1, 2], ["DISCARD_ENERGY", 1, fx.SELF, L],
                              ["COND", fx.PARALYZED, fx.OPP]])

    def test_two_any_for_more_damage(self):
        text = MAY + "2 energy" + FROM_ME + "to have this attack do 70 more damage."
        self.assertEqual(attack(text, 90),
                         [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY), 2, 4],
                          ["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY], ["DMG_ADD_PER_N", 70], ["SKIP_UNLESS_N", 1, 1],
                          ["DISCARD_ENERGY", 1, fx.SELF, fx.ANY], ["DAMAGE"]])

    def test_all_for_more_damage(self):
        text = MAY + "all energy" + FROM_ME + "and have this attack do 110 more damage."
        self.assertEqual(attack(text, 150),
                         [["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY], ["DMG_ADD_PER_N", 110], ["SKIP_UNLESS_N", 1, 1],
                          ["DISCARD_ENERGY", 0, fx.SELF, fx.ANY], ["DAMAGE"]])

    def test_near_misses(self):
        # a damage gain on an attack that prints no damage, the EX era, Colorless, another Pokémon
        self.assertIsNone(attack(MAY + "all energy" + FROM_ME + "and have this attack do 110 more damage."))
        self.assertIsNone(attack(MAY + "all energy" + FROM_ME + "and have this attack do 110 more damage.", 150, ex_era=True))
        self.assertIsNone(attack(MAY + "2 colorless energy" + FROM_ME + "to have this attack do 70 more damage.", 90))
        self.assertIsNone(attack(MAY + "2 energy from your pokémon to have this attack do 70 more damage.", 90))
        # a gain other than a Special Condition of the Active
        self.assertIsNone(attack(MAY + "2 energy" + FROM_ME + "to make your opponent's benched pokémon paralyzed.", 90))


class TestMayAllToHand(unittest.TestCase):
    def test_all_to_the_hand_for_more_damage(self):
        text = "you may put all energy attached to testmon into your hand to have this attack do 60 more damage."
        self.assertEqual(attack(text, 50),
                         [["DISCARD_CHOSEN", 1, fx.DS_SELF + fx.DS_TO_HAND, fx.ANY], ["DMG_ADD_PER_N", 60],
                          ["SKIP_UNLESS_N", 1, 1], ["MOVE_OWN_ENERGY", 0, 1, fx.ANY], ["DAMAGE"]])
        # into the deck: no such row here
        self.assertIsNone(attack(text.replace("into your hand", "into your deck"), 50))


class TestMoveAnyAmount(unittest.TestCase):
    def test_any_energy_any_way(self):
        text = "you may move any amount of energy from your pokémon to your other pokémon in any way you like."
        self.assertEqual(attack(text, 80),
                         [["DAMAGE"], ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, fx.MOVE_FROM * fx.TC_HAS_ENERGY + fx.ANY + 1]])
        # to the opponent's Pokémon: not read
        self.assertIsNone(attack(text.replace("your other pokémon", "your opponent's pokémon"), 80))


class TestPerHeads(unittest.TestCase):
    def test_until_tails_unrolled_to_a_deck(self):
        cases = (("discard the top card of your opponent's deck.", [["MILL_OPP", 1]]),
                 ("discard an energy from your opponent's active pokémon.", [["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]]),
                 ("discard a random card from your opponent's hand.", [["OPP_DISCARD_HAND_RANDOM", 1]]),
                 ("choose a random card from your opponent's hand. your opponent reveals those cards and shuffles them into"
                  " their deck.", [["OPP_DISCARD_HAND_RANDOM", 1, 1]]))
        for clause, rows in cases:
            self.assertEqual(attack(UNTIL_TAILS + EACH_HEADS + clause, 30), [["FLIP", 0], ["DAMAGE"]] + _unrolled(60, rows))
            self.assertEqual(attack(UNTIL_TAILS + EACH_HEADS + clause), [["FLIP", 0]] + _unrolled(60, rows))

    def test_some_coins(self):
        self.assertEqual(attack("flip 3 coins. " + EACH_HEADS + "discard the top card of your opponent's deck."),
                         [["FLIP", 3]] + _unrolled(3, [["MILL_OPP", 1]]))

    def test_near_misses(self):
        # not right after a flip; an effect that is no one card from a zone; the EX era
        self.assertIsNone(attack(UNTIL_TAILS + "draw a card. " + EACH_HEADS + "discard the top card of your opponent's deck."))
        self.assertIsNone(attack(EACH_HEADS + "discard the top card of your opponent's deck."))
        self.assertIsNone(attack(UNTIL_TAILS + EACH_HEADS + "discard a card from your hand."))
        self.assertIsNone(attack(UNTIL_TAILS + EACH_HEADS + "discard the top 2 cards of your opponent's deck."))
        self.assertIsNone(attack(UNTIL_TAILS + EACH_HEADS + "discard the top card of your opponent's deck.", ex_era=True))


if __name__ == "__main__":
    unittest.main()
