"""EX-era Trainer and Tool wordings of ptcgsim/cards/recognize_trainer_ex_theme.py: draws sized by
the board, a draw that grows with the card discarded, 1 card to the hand or several into the deck,
Life Herb-like heals, the opponent's optional draw, a δ search, Berry-like Tools and a Charm.

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built from
short pieces with numbers varied from any printed card.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as _recognize  # noqa: F401  (the tables register in order)
from ptcgsim.cards.recognize_stadium import recognize_stadium
from ptcgsim.cards.recognize_tool import recognize_tool
from ptcgsim.kernel.cardtable import CF_DELTA, CF_MAGMA, CF_NAME_DARK, CF_NAME_ROCKETS

from .test_recognize_trainer import check_wordings

_OPP_N = "the number of your opponent's " "pokémon in play. "
_SHUF = "each player shuffles his or her " "hand into his or her deck. "
_PRIZES = "then, each player counts his or " "her prize cards left and draws up " "to that many cards. "
_FIRST = "(you draw your cards " "first.)"
_PILE = "search your discard pile for "
_EITHER = " to your opponent and put it " "into your hand, or show "
_INTO = " to your opponent and shuffle " "them into your deck."
_HERB = "choose 1 of your pokémon " "(excluding pokémon-ex)"
_HERB2 = "remove all special conditions " "and 4 damage counters from that " "pokémon (all if there are less than 4)."
_LAST = fx.CNT_LAST_DISCARD_KIND

CASES = [
    ("draw a number of cards up to " + _OPP_N + "if you have more than 5 cards " "(including this one) in your hand, "
     "you can't play this card.", [["REQ_COUNT", fx.CNT_OWN_HAND, -6], ["DRAW", 1, 5, fx.CNT_OPP_BENCH]]),
    ("draw a number of cards up to " + _OPP_N + "if you have 6 or more cards " "(including this one) in your hand, "
     "you can't play this card.", [["REQ_COUNT", fx.CNT_OWN_HAND, -6], ["DRAW", 1, 5, fx.CNT_OPP_BENCH]]),
    (_SHUF + _PRIZES + _FIRST, [["HAND_BOTTOM_DRAW", 0, fx.BOTH_PLAYERS, -1]]),
    ("draw 2 cards. your opponent may " "also draw a card.", [["DRAW", 2], ["DRAW", 1, 6]]),
    ("draw a card. if you don't have " "any stage 2 evolved pokémon in " "play, draw 3 more cards.",
     [["DRAW", 1], ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_STAGE_IN_PLAY, 2), -1, 1], ["DRAW", 3]]),
    ("discard any 1 pokémon from your " "hand. then draw 2 cards. if you " "discarded a pokémon with team "
     "magma in its name, draw 5 cards " "instead.",
     [["REQ_HAND_KIND", 1, fx.KIND_POKEMON], ["DISCARD_HAND", 1, fx.KIND_POKEMON], ["DRAW", 2],
      ["SKIP_UNLESS_COUNT", fx.count_code(_LAST, fx.kind_flag(fx.KIND_POKEMON, CF_MAGMA)), 1, 1], ["DRAW", 3]]),
    ("discard a card from your hand. " "then, draw 2 cards. if you " "discarded a pokémon that has "
     "dark or rocket's in its name, " "draw 3 cards instead.",
     [["DISCARD_HAND", 1, fx.KIND_ANY], ["DRAW", 2],
      ["SKIP_UNLESS_COUNT", fx.count_code(_LAST, fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_NAME_DARK),
                                                                 fx.kind_flag(fx.KIND_POKEMON, CF_NAME_ROCKETS))), 1, 1],
      ["DRAW", 1]]),
    ("draw 2 cards. if you discarded " "a pokémon that has δ on its " "card, draw 4 cards instead.",
     [["DRAW", 2], ["SKIP_UNLESS_COUNT", fx.count_code(_LAST, fx.kind_flag(fx.KIND_POKEMON, CF_DELTA)), 1, 1],
      ["DRAW", 2]]),
    (_PILE + "basic energy cards. you may " "either show 1 basic energy card" + _EITHER + "4 basic energy cards" + _INTO,
     [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["RECOVER", 4, fx.KIND_BASIC_ENERGY, fx.TO_HAND_OR_DECK]]),
    (_PILE + "basic pokémon and evolution " "cards. you may either show 1 " "basic pokémon or evolution card"
     + _EITHER + "a combination of 2 basic " "pokémon or evolution cards" + _INTO,
     [["REQ_DISCARD", 1, fx.KIND_POKEMON], ["RECOVER", 2, fx.KIND_POKEMON, fx.TO_HAND_OR_DECK]]),
    ("flip a coin. if heads, " + _HERB + ". " + _HERB2,
     [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["HEAL_ANY_OWN", 40, 2, fx.ELIG_NOT_EX]]),
    ("flip a coin. if heads, " + _HERB + ", and " + _HERB2,
     [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["HEAL_ANY_OWN", 40, 2, fx.ELIG_NOT_EX]]),
    ("search your deck for a water " "energy card or a basic pokémon " "(or evolution card) that has δ on "
     "its card, show it to your " "opponent, and put it into your " "hand. shuffle your deck afterward.",
     [["SEARCH_DECK", 1, fx.kind_either(fx.KIND_BASIC_ENERGY_OF_TYPE + 2, fx.kind_flag(fx.KIND_POKEMON, CF_DELTA)),
       fx.TO_HAND]]),
]

CASES += [
    ("search your deck for a card " "that evolves from your active " "pokémon (choose 1 if there are 2) "
     "and put it on your active " "pokémon. (this counts as evolving " "that pokémon.) shuffle your deck " "afterward.",
     [["REQ_COUNT", fx.CNT_SELF_MAY_EVOLVE, 1], ["EVOLVE_FROM_DECK", 0]]),
]

_EACH = "each pokémon that does not " "have team "
STADIUMS = [
    ("at any time between turns, each " "player puts 2 damage counters on " "his or her pokémon-ex with "
     "maximum hp of at least 100.", [["STADIUM", fx.ST_BETWEEN_COUNTERS, 20, fx.TC_EX_HP100]]),
    (_EACH + "magma in its name pays " "colorlesscolorless more to " "retreat.", [["STADIUM", fx.TOOL_RETREAT_LESS, -2, fx.TC_NOT_MAGMA]]),
    ("whenever any player plays a " "basic pokémon that doesn't have " "team aqua in its name from his "
     "or her hand, that player puts 2 " "damage counters on that pokémon.", [["STADIUM", fx.ST_BENCH_COUNTERS, 20, fx.TC_NOT_AQUA]]),
    ("once during each player's turn, " "if the player has no special " "energy cards in his or her "
     "discard pile, that player " "searches his or her discard pile " "for a basic energy card, show it "
     "to the opponent, and put it " "into his or her hand.",
     [["STADIUM", fx.ST_ACTION, 3, 0], ["REQ_COUNT", fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_SPECIAL_ENERGY), -1],
      ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["RECOVER", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]]),
]
STADIUMS_UNRECOGNISED = [
    # another HP floor than the one the condition reads
    "at any time between turns, each " "player puts 1 damage counter on " "his or her pokémon-ex with "
    "maximum hp of at least 120.",
]

UNRECOGNISED = [
    # "instead" of fewer cards is no wording of a bigger draw
    "draw 3 cards. if you discarded " "a pokémon that has δ on its " "card, draw 2 cards instead.",
    # the two halves name different cards
    _PILE + "basic energy cards. you may " "either show 1 basic pokémon or evolution card" + _EITHER + "4 basic energy cards"
    + _INTO,
]

_HOLD = " pokémon this card " "is attached to"
_BETWEEN = "at any time between turns, if " "the"
_EX_REMIND = ("attach this card to 1 of your pokémon that " "doesn't already have a pokémon tool attached "
              "to it. if that pokémon is knocked out, " "discard this card. ")
TOOLS = [
    (_EX_REMIND + _BETWEEN + _HOLD + " is affected by any special " "conditions, remove all of them. " "then discard this card.",
     [["TOOL", fx.TOOL_BETWEEN_CURE, 1, 0]]),
    (_EX_REMIND + _BETWEEN + _HOLD + " has at least 3 damage " "counters on it, remove 3 damage " "counters from it. then, "
     "discard this card.", [["TOOL", fx.TOOL_BETWEEN_HEAL, 30, 0]]),
]
TOOLS_UNRECOGNISED = [
    # a threshold other than the amount removed
    _BETWEEN + _HOLD + " has at least 3 damage " "counters on it, remove 2 damage " "counters from it. then, "
    "discard this card.",
]


class TestExThemeWordings(unittest.TestCase):
    def test_trainer_rows(self):
        check_wordings(self, CASES, UNRECOGNISED)

    def test_tool_rows(self):
        for text, rows in TOOLS:
            with self.subTest(text=text[-60:]):
                self.assertEqual(recognize_tool(text), rows)
        for text in TOOLS_UNRECOGNISED:
            with self.subTest(text=text[-60:]):
                self.assertIsNone(recognize_tool(text))

    def test_stadium_rows(self):
        for text, rows in STADIUMS:
            with self.subTest(text=text[:60]):
                self.assertEqual(recognize_stadium(text), rows)
        for text in STADIUMS_UNRECOGNISED:
            with self.subTest(text=text[:60]):
                self.assertIsNone(recognize_stadium(text))


if __name__ == "__main__":
    unittest.main()
