"""Coverage slice 29ext (ptcgsim/cards/recognize_cov29ext.py): EX-era Trainer wordings, on synthetic
sentences built from short pieces with other numbers than any printed card (never a printed
sentence), each with near misses that stay unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text

SHOW = ", show them to your opponent, and put them into your hand."
SHUF = " shuffle your deck afterward."
BASIC_CARDS = fx.kind_either(fx.KIND_BASIC_POKEMON, fx.KIND_BASIC_ENERGY)


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


def attack(text: str):
    return recognize_text(text, Ctx(kind="attack"))


class TestBasicPokemonOfDifferentTypes(unittest.TestCase):
    def _text(self, n: int, extra: str = " (excluding baby pokémon)") -> str:
        return f"search your deck for up to {n} different types of basic pokémon cards{extra}" + SHOW + SHUF

    def test_with_baby_exclusion(self):
        self.assertEqual(trainer(self._text(4)),
                         [["SEARCH_DECK", 4, fx.KIND_BASIC_POKEMON, fx.TO_HAND + fx.SD_DIFF_TYPES]])

    def test_without_exclusion(self):
        self.assertEqual(trainer(self._text(2, "")),
                         [["SEARCH_DECK", 2, fx.KIND_BASIC_POKEMON, fx.TO_HAND + fx.SD_DIFF_TYPES]])

    def test_near_misses(self):
        # another exclusion is not vacuous: it stays unread
        self.assertIsNone(trainer(self._text(4, " (excluding pokémon-ex)")))
        # another kind of card
        self.assertIsNone(trainer(f"search your deck for up to 4 different types of evolution cards" + SHOW + SHUF))
        # no shuffle sentence
        self.assertIsNone(trainer(f"search your deck for up to 4 different types of basic pokémon cards" + SHOW))
        # a Trainer's wording only
        self.assertIsNone(attack(self._text(4)))


class TestBasicCards(unittest.TestCase):
    def test_deck(self):
        self.assertEqual(trainer("search your deck for up to 3 basic cards" + SHOW + SHUF),
                         [["SEARCH_DECK", 3, BASIC_CARDS, fx.TO_HAND]])

    def test_discard_pile(self):
        self.assertEqual(trainer("search your discard pile for up to 4 basic cards" + SHOW),
                         [["RECOVER", 4, BASIC_CARDS, fx.TO_HAND]])

    def test_either_option(self):
        text = ("search your deck for up to 3 basic cards" + SHOW + SHUF
                + " or, search your discard pile for up to 3 basic cards" + SHOW)
        self.assertEqual(trainer(text),
                         [["CHOOSE_ONE", 2, 1], ["SEARCH_DECK", 3, BASIC_CARDS, fx.TO_HAND], ["SKIP", 1],
                          ["RECOVER", 3, BASIC_CARDS, fx.TO_HAND]])

    def test_near_misses(self):
        self.assertIsNone(trainer("search your deck for up to 3 basic cards" + SHOW))  # no shuffle
        self.assertIsNone(trainer("search your deck for up to 3 stage 1 cards" + SHOW + SHUF))
        self.assertIsNone(trainer("search your discard pile for up to 4 basic cards, and put them into your hand."))
        self.assertIsNone(attack("search your discard pile for up to 4 basic cards" + SHOW))


class TestToolsAndStadium(unittest.TestCase):
    def _text(self, n: int, whose: str = "(both yours and your opponent's)") -> str:
        return f"choose up to {n} in any combination of pokémon tool cards and stadium cards in play {whose} and discard them."

    def test_rows(self):
        self.assertEqual(trainer(self._text(3)),
                         [["DISCARD_TOOL", 3, fx.BOTH_PLAYERS, 1], ["SKIP_UNLESS_N", 3, 1], ["SKIP", 1],
                          ["DISCARD_STADIUM", 1]])
        self.assertEqual(trainer(self._text(1)),
                         [["DISCARD_TOOL", 1, fx.BOTH_PLAYERS, 1], ["SKIP_UNLESS_N", 1, 1], ["SKIP", 1],
                          ["DISCARD_STADIUM", 1]])

    def test_near_misses(self):
        self.assertIsNone(trainer(self._text(0)))
        self.assertIsNone(trainer(self._text(3, "(your opponent's only)")))
        self.assertIsNone(attack(self._text(3)))


if __name__ == "__main__":
    unittest.main()
