"""Coverage slice 28svt (ptcgsim/cards/recognize_cov28svt.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and near misses that stay
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.kernel.cardtable import CF_ANCIENT, CF_TEAM_ROCKET
from ptcgsim.kernel.layout import NSLOT

SUPPORTER = " you may play only 1 supporter card during your turn."
UNTIL = "draw cards until you have {} cards in your hand"
IF_ALL = "if all of your pokémon in play are "
GUST_IN = "switch in 1 of your opponent's benched pokémon to the active spot"
SWITCH_OWN = "switch your active pokémon with 1 of your benched pokémon"


def _bit(cf: int) -> int:
    return cf.bit_length() - 1


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


def _until_text(low: int, tag: str, high: int) -> str:
    return UNTIL.format(low) + ". " + IF_ALL + tag + " pokémon, " + UNTIL.format(high) + " instead." + SUPPORTER


class TestDrawMoreIfAllTagged(unittest.TestCase):
    def _want(self, low, cf, high):
        tagged = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit(cf))
        total = fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, fx.ANY)
        rows = [["DRAW", low, 1]]
        for n in range(1, NSLOT + 1):
            rows += [["SKIP_UNLESS_COUNT", tagged, n, 2], ["SKIP_UNLESS_COUNT", total, -(n + 1), 1], ["DRAW", high, 1]]
        return rows

    def test_every_pokemon_in_play_tagged(self):
        self.assertEqual(trainer(_until_text(4, "team rocket's", 7)), self._want(4, CF_TEAM_ROCKET, 7))
        self.assertEqual(trainer(_until_text(3, "ancient", 6)), self._want(3, CF_ANCIENT, 6))

    def test_near_misses(self):
        # an owner the card table does not tag
        self.assertIsNone(trainer(_until_text(4, "hop's", 7)))
        # "instead" with fewer cards is not "more"
        self.assertIsNone(trainer(_until_text(7, "team rocket's", 4)))
        # "any of" is not "all of"
        text = _until_text(4, "team rocket's", 7).replace(IF_ALL, "if any of your pokémon in play are ")
        self.assertIsNone(trainer(text))


class TestFlipGustOrSwitch(unittest.TestCase):
    REQ = ["REQ_COUNT", fx.CNT_IN_PLAY_ALL, 3]

    def test_heads_gust_tails_switch(self):
        text = "flip a coin. if heads, " + GUST_IN + ". if tails, " + SWITCH_OWN + "." + SUPPORTER
        self.assertEqual(trainer(text), [self.REQ, ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["GUST", fx.SELF],
                                         ["SKIP_UNLESS_TAILS", 1, 1], ["SWITCH_SELF"]])

    def test_heads_switch_tails_gust(self):
        text = "flip a coin. if heads, " + SWITCH_OWN + ". if tails, " + GUST_IN + "." + SUPPORTER
        self.assertEqual(trainer(text), [self.REQ, ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["SWITCH_SELF"],
                                         ["SKIP_UNLESS_TAILS", 1, 1], ["GUST", fx.SELF]])

    def test_near_misses(self):
        # the same side twice, or the same half twice
        self.assertIsNone(trainer("flip a coin. if heads, " + GUST_IN + ". if heads, " + SWITCH_OWN + "." + SUPPORTER))
        self.assertIsNone(trainer("flip a coin. if heads, " + SWITCH_OWN + ". if tails, " + SWITCH_OWN + "." + SUPPORTER))
        # a narrower gust (Basic Pokémon only) is not this wording
        narrow = GUST_IN.replace("benched pokémon", "benched basic pokémon")
        self.assertIsNone(trainer("flip a coin. if heads, " + narrow + ". if tails, " + SWITCH_OWN + "." + SUPPORTER))


if __name__ == "__main__":
    unittest.main()
