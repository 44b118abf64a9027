"""The choice, form and type wordings (ptcgsim/cards/recognize_choice.py) on synthetic sentences
built from short pieces (never a printed sentence), each with a near miss that stays
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.kernel.cardtable import CF_NAME_HOLON
from ptcgsim.kernel.layout import NT

ME = "Testmon"
EX_SUP = ("you can play only one supporter card each turn. when you play this card, put it next to your active pokémon. "
          "when your turn ends, discard this card. ")
SHOW_HAND = ", show them to your opponent, and put them into your hand. "
AFTER = "shuffle your deck afterward."


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


def attack(text: str):
    return recognize_text(text, Ctx(kind="attack"), ME)


def power(text: str):
    return recognize_power({"name": "Test Power", "type": "Poké-Power", "text": text}, ME)


class TestChooseOne(unittest.TestCase):
    DECK = "search your deck for up to 2 basic energy cards" + SHOW_HAND + AFTER
    DISC = "search your discard pile for up to 2 basic energy cards" + SHOW_HAND.rstrip()

    def test_or_between_two_searches(self):
        rows = trainer(EX_SUP + self.DECK + " or, " + self.DISC)
        self.assertEqual(rows, [["CHOOSE_ONE", 2, 1], ["SEARCH_DECK", 2, fx.KIND_BASIC_ENERGY, fx.TO_HAND], ["SKIP", 1],
                                ["RECOVER", 2, fx.KIND_BASIC_ENERGY, fx.TO_HAND]])
        fx.validate_program(rows)
        # near miss: a second option that is not read entire
        self.assertIsNone(trainer(EX_SUP + self.DECK + " or, search your discard pile for up to 2 stadium cards"
                                  + SHOW_HAND.rstrip()))

    def test_the_card_requirement_stays_outside_the_options(self):
        req = "you may use this card only if you have more prize cards left than your opponent. "
        move = "move 1 energy card attached to the defending pokémon to another of your opponent's pokémon. "
        gust = ("switch 1 of your opponent's benched pokémon with 1 of the defending pokémon. your opponent chooses the "
                "defending pokémon to switch.")
        self.assertEqual(trainer(req + move + "or, " + gust),
                         [["REQ_COUNT", fx.CNT_PRIZE_LEAD, 1], ["CHOOSE_ONE", 2, 1], ["MOVE_ENERGY", 0, fx.OPP, fx.ANY],
                          ["SKIP", 1], ["GUST", fx.SELF]])  # (the gust's own REQ_OPP_BENCH dropped inside an option)
        self.assertIsNone(trainer(req.replace("more", "fewer") + move + "or, " + gust))

    def test_holon_supporter_from_deck_or_discard(self):
        kind = fx.kind_flag(fx.KIND_SUPPORTER, CF_NAME_HOLON)
        one = ", show it to your opponent, and put it into your hand."
        text = ("search your deck for a supporter card that has holon in its name" + one + " " + AFTER + " or, "
                "search your discard pile for a supporter card that has holon in its name" + one)
        self.assertEqual(trainer(text), [["CHOOSE_ONE", 2, 1], ["SEARCH_DECK", 1, kind, fx.TO_HAND], ["SKIP", 1],
                                         ["RECOVER", 1, kind, fx.TO_HAND]])
        self.assertIsNone(trainer(text.replace("holon", "rocket")))

    def test_bullets_and_semicolon(self):
        sup = " you may play only 1 supporter card during your turn."
        rows = trainer("choose 1: • draw 2 cards. • shuffle your hand into your deck. then, draw 5 cards." + sup)
        self.assertEqual(rows, [["CHOOSE_ONE", 2, 1], ["DRAW", 2], ["SKIP", 1], ["SHUFFLE_HAND_DRAW", 5]])
        rows = power("when you play Testmon from your hand to evolve 1 of your pokémon during your turn, you may choose 1: "
                     "draw 2 cards; or shuffle your hand into your deck. then, draw 5 cards.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["CHOOSE_ONE", 2, 1], ["DRAW", 2], ["SKIP", 1],
                                ["SHUFFLE_HAND_DRAW", 5]])
        # a third option is not two
        self.assertIsNone(trainer("choose 1: • draw 2 cards. • draw 3 cards. • draw 4 cards." + sup))

    def test_an_option_is_never_a_damage_or_requirement_row(self):
        with self.assertRaises(ValueError):
            fx.validate_program([["CHOOSE_ONE", 2, 1], ["REQ_DECK"], ["SKIP", 1], ["DRAW", 1]])
        with self.assertRaises(ValueError):
            fx.validate_program([["CHOOSE_ONE", 2, 2], ["DRAW", 1], ["SKIP", 1], ["DRAW", 2]])
        with self.assertRaises(ValueError):
            fx.validate_program([["CHOOSE_ONE", 2, 1], ["DRAW", 1], ["SKIP", 1]])


class TestFormChange(unittest.TestCase):
    TEXT = ("once during your turn (before your attack), you may search your deck for another Testmon and switch it with"
            " Testmon. (any cards attached to Testmon, damage counters, special conditions, and effects on it are now on"
            " the new pokémon.) if you do, put Testmon on top of your deck. shuffle your deck afterward. you can't use more"
            " than 1 form change poké-power each turn.")

    def test_form_swap(self):
        rows = power(self.TEXT)
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ONE_PER_NAME], ["FORM_SWAP"]])

    def test_near_miss(self):
        # another card's name: not this Pokémon's forms
        self.assertIsNone(power(self.TEXT.replace("another Testmon", "another Othermon")))
        # put back on top without a shuffle is not a shuffle into the deck
        self.assertIsNone(power(self.TEXT.replace(" shuffle your deck afterward.", "")))


class TestDifferentTypes(unittest.TestCase):
    def test_energy_of_different_types(self):
        flag = fx.TO_HAND + fx.SD_DIFF_TYPES
        self.assertEqual(trainer(EX_SUP + "search your deck for up to 3 different types of basic energy cards" + SHOW_HAND + AFTER),
                         [["SEARCH_DECK", 3, fx.KIND_BASIC_ENERGY, flag]])
        self.assertEqual(attack("search your deck for up to 3 basic energy cards of different types, reveal them, and put them"
                                " into your hand. then, shuffle your deck."),
                         [["SEARCH_DECK", 3, fx.KIND_BASIC_ENERGY, flag]])
        self.assertEqual(trainer("search your deck for any number of basic energy cards of different types, reveal them, and"
                                 " put them into your hand. then, shuffle your deck."),
                         [["SEARCH_DECK", NT, fx.KIND_BASIC_ENERGY, flag]])
        self.assertEqual(attack("search your deck for up to 3 pokémon of different types, reveal them, and put them into your"
                                " hand. then, shuffle your deck."),
                         [["SEARCH_DECK", 3, fx.KIND_POKEMON, flag]])
        # near miss: attached, not put into the hand
        self.assertIsNone(attack("search your deck for up to 3 basic energy cards of different types and attach them to your"
                                 " pokémon in any way you like. then, shuffle your deck."))


if __name__ == "__main__":
    unittest.main()
