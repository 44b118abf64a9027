"""Coverage slice 28-svp (ptcgsim/cards/recognize_cov28svp.py): the Scarlet & Violet / Mega
Evolution Abilities' wordings on synthetic sentences built from short pieces and a made-up
Pokémon name (never a printed sentence), each with a near miss that stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.schema import TYPE_INDEX

ME = "Testmon"
THIS = "this pokémon"
ONCE = "once during your turn, "
MAY_USE = "you may use this ability. "
ON_EVOLVE = ONCE + "when you play " + THIS + " from your hand to evolve 1 of your pokémon, "
SHUFFLE = " then, shuffle your deck."


def power(text: str, kind: str = "Ability"):
    return recognize_power({"type": kind, "text": text}, ME)


def _t(name: str) -> int:
    return TYPE_INDEX[name]


class TestNamedOntoBench(unittest.TestCase):
    def test_one_name(self):
        text = ON_EVOLVE + MAY_USE + "search your deck for a fakemon and put it onto your bench." + SHUFFLE
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["SEARCH_DECK", 1, "fakemon", fx.TO_BENCH]])

    def test_own_name_or_another(self):
        text = ON_EVOLVE + MAY_USE + "search your deck for a testmon or a fakemon and put it onto your bench." + SHUFFLE
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE],
                                       ["SEARCH_DECK", 1, ME + "|fakemon", fx.TO_BENCH]])

    def test_near_misses(self):
        base = ON_EVOLVE + MAY_USE + "search your deck for {} and put it onto your bench." + SHUFFLE
        # a card description is not a name ("a basic pokémon" is the kind search's, not a name)
        self.assertEqual(power(base.format("a basic pokémon"))[1], ["SEARCH_DECK", 1, fx.KIND_BASIC_POKEMON, fx.TO_BENCH])
        self.assertIsNone(power(base.format("a fakemon with 70 hp or less")))
        # two cards joined by "and", or up to 2 of them
        self.assertIsNone(power(base.format("a fakemon and a testmon")))
        self.assertIsNone(power(base.format("up to 2 fakemon")))
        # to the hand: a different destination, not read here
        self.assertIsNone(power(base.format("a fakemon").replace("onto your bench", "onto your opponent's bench")))


class TestDiscardBasicFromMeCost(unittest.TestCase):
    def _text(self, typ: str, card: str = "") -> str:
        return ("you must discard a basic " + typ + " energy" + card + " from " + THIS + " in order to use this ability. "
                + ONCE + "you may draw cards until you have 6 cards in your hand.")

    def test_cost_then_draw(self):
        t = _t("Lightning")
        want = [["POWER_ACTIVATED", 1, 0, 0],
                ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + t), 1],
                ["DISCARD_ENERGY", 1, fx.SELF, t], ["DRAW", 6, 1]]
        self.assertEqual(power(self._text("lightning")), want)
        self.assertEqual(power(self._text("lightning", " card")), want)
        t = _t("Fire")
        self.assertEqual(power(self._text("fire"))[2], ["DISCARD_ENERGY", 1, fx.SELF, t])

    def test_near_misses(self):
        # a type some Special Energy card provides: the typed discard could take that card
        self.assertIsNone(power(self._text("grass")))
        self.assertIsNone(power(self._text("psychic")))
        # from another Pokémon, or 2 cards
        self.assertIsNone(power(self._text("lightning").replace("from " + THIS, "from 1 of your pokémon")))
        self.assertIsNone(power(self._text("lightning").replace("a basic", "2 basic")))


class TestLookOnly(unittest.TestCase):
    def test_reveal_hand(self):
        text = ONCE + "if " + THIS + " is in the active spot, you may have your opponent reveal their hand."
        self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 0, 0]])
        self.assertEqual(power(ONCE + "you may have your opponent reveal their hand."),
                         [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 0, 0]])

    def test_top_cards(self):
        text = ONCE + "you may look at the top card of your opponent's deck. if you do, look at the top card of your deck."
        self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 0, 0]])
        self.assertEqual(power(ONCE + "you may look at the top card of your opponent's deck."),
                         [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 0, 0]])

    def test_near_misses(self):
        # something done with what was seen is an effect
        self.assertIsNone(power(ONCE + "you may have your opponent reveal their hand. discard a card from it."))
        self.assertIsNone(power(ONCE + "you may look at the top card of your opponent's deck. you may discard that card."))
        # a passive wording (no "once during your turn") is not this reader's
        self.assertIsNone(power("your opponent plays with their hand revealed."))


if __name__ == "__main__":
    unittest.main()
