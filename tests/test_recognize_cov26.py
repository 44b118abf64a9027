"""Coverage slice 26 (ptcgsim/cards/recognize_cov26.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and a near miss that stays
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power

ME = "Testmon"
SHUFFLE = " then, shuffle your deck."


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


def power(text: str):
    return recognize_power({"type": "Ability", "text": text}, ME)


class TestTrainers(unittest.TestCase):
    def test_basics_or_one_evolution(self):
        for n in (2, 3):
            text = f"search your deck for up to {n} basic pokémon or 1 evolution pokémon, reveal them, and put them into your hand."
            self.assertEqual(trainer(text + SHUFFLE),
                             [["REQ_DECK"], ["SEARCH_DECK", n, fx.KIND_BASIC_POKEMON, fx.TO_HAND + fx.SD_OR_ONE]])
        self.assertIsNone(trainer("search your deck for up to 2 basic pokémon or 2 evolution pokémon, reveal them, and put them"
                                  " into your hand." + SHUFFLE))

    def test_cards_to_the_top(self):
        self.assertEqual(trainer("search your deck for 2 cards, shuffle your deck, then put those cards on top of it in any order."),
                         [["REQ_DECK"], ["SEARCH_DECK", 2, fx.KIND_ANY, fx.TO_DECK_TOP]])
        self.assertEqual(trainer("search your deck for a card, shuffle your deck, then put that card on top of it."),
                         [["REQ_DECK"], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_DECK_TOP]])
        self.assertIsNone(trainer("search your deck for 3 cards, shuffle your deck, then put those cards on top of it in any order."))

    def test_recovery_not_of_the_cost(self):
        cost = "you can use this card only if you discard 2 other cards from your hand. "
        text = cost + "put up to 3 basic energy cards from your discard pile into your hand. " \
            "(you can't choose a card you discarded with the effect of this card.)"
        self.assertEqual(trainer(text), [["REQ_HAND", 2], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["DISCARD_HAND", 2, fx.KIND_ANY],
                                         ["RECOVER", 3, fx.KIND_BASIC_ENERGY, fx.TO_HAND + fx.RC_NOT_DISCARDED]])
        self.assertIsNone(trainer(text.replace("you discarded", "you drew")))


class TestPowers(unittest.TestCase):
    EVOLVE = "when you play this pokémon from your hand to evolve 1 of your pokémon during your turn, you may "

    def test_energy_to_owners_pokemon(self):
        for owner, tc in (("marnie's", fx.TC_MARNIES), ("n's", fx.TC_NS)):
            text = self.EVOLVE + f"search your deck for up to 4 basic darkness energy cards and attach them to your {owner} pokémon" \
                " in any way you like." + SHUFFLE
            self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE],
                                           ["ATTACH_ENERGY_ANY", 4, fx.FROM_DECK + fx.TO_FILTER * tc, 6]])
        self.assertIsNone(power(self.EVOLVE + "search your deck for up to 4 basic darkness energy cards and attach them to your"
                                " ethan's pokémon in any way you like." + SHUFFLE))

    def test_switch_in_and_take_energy(self):
        head = "when you play this pokémon from your hand onto your bench during your turn, you may "
        text = head + "switch it with your active pokémon. if you do, you may move any amount of energy from your other pokémon" \
            " to this pokémon."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["SWITCH_WITH_ACTIVE"],
                                       ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, fx.MOVE_FROM * fx.TC_BENCHED]])
        self.assertIsNone(power(text.replace("any amount of energy", "any amount of damage counters")))


if __name__ == "__main__":
    unittest.main()
