"""Trainer wordings on the newer opcodes (ptcgsim/cards/recognize_trainer2.py): looking at the
top cards, hands to the bottom of the deck, tagged and either-kinds, Tool removal, board-count
requirements.

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built
from short pieces with numbers varied from any printed card.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.kernel.cardtable import CF_EX, CF_FUTURE, CF_ROCKET, CF_RULE_BOX, CF_TERA

from .test_recognize_trainer import EX_SETS, SV_SETS, _trainers, check_wordings

_ITEM = " you may play any number of item " "cards during your turn."
_TOP = "look at the top "
_BOTTOM = "look at the bottom "
_BACK = " shuffle the other cards back " "into your deck."
_UNDER = " shuffle the other cards and put " "them on the bottom of your deck."


def look(take, dest=fx.TO_HAND, rest=fx.LT_SHUFFLE, flags=0):
    return take + fx.LT_DEST * dest + fx.LT_REST * rest + flags


CASES = [
    (_TOP + "5 cards of your deck. you may " "reveal a supporter card you find " "there and put it into your hand." + _BACK
     + _ITEM, [["REQ_DECK"], ["LOOK_TOP", 5, fx.KIND_SUPPORTER, look(1, flags=fx.LT_MAY)]]),
    (_BOTTOM + "6 cards of your deck. you may " "reveal a pokémon you find there " "and put it into your hand." + _BACK,
     [["REQ_DECK"], ["LOOK_TOP", 6, fx.KIND_POKEMON, look(1, flags=fx.LT_MAY | fx.LT_BOTTOM)]]),
    (_TOP + "9 cards of your deck. you may " "reveal any number of pokémon you " "find there and put them into " "your hand."
     + _BACK, [["REQ_DECK"], ["LOOK_TOP", 9, fx.KIND_POKEMON, look(0, flags=fx.LT_MAY)]]),
    (_TOP + "6 cards of your deck. you may " "reveal up to 3 in any combination " "of water pokémon and basic water "
     "energy cards you find there and " "put them into your hand." + _BACK,
     [["REQ_DECK"], ["LOOK_TOP", 6, fx.kind_either(fx.KIND_POKEMON_OF_TYPE + 2, fx.KIND_BASIC_ENERGY_OF_TYPE + 2),
                     look(3, flags=fx.LT_MAY)]]),
    (_TOP + "5 cards of your deck. you may " "reveal a pokémon and a trainer " "card you find there and put them " "into "
     "your hand." + _BACK, [["REQ_DECK"], ["LOOK_TOP", 5, fx.kind_either(fx.KIND_POKEMON, fx.KIND_TRAINER),
                                           look(2, flags=fx.LT_MAY | fx.LT_EACH)]]),
    (_TOP + "5 cards of your deck and put 3 " "of them into your hand." + _UNDER,
     [["REQ_DECK"], ["LOOK_TOP", 5, fx.KIND_ANY, look(3, rest=fx.LT_BOTTOM_SHUFFLED)]]),
    (_TOP + "7 cards of your deck and put 3 " "of them into your hand. discard " "the other cards.",
     [["REQ_DECK"], ["LOOK_TOP", 7, fx.KIND_ANY, look(3, rest=fx.LT_DISCARD)]]),
    (_TOP + "9 cards of your deck and put up " "to 2 of them into your hand." + _BACK,
     [["REQ_DECK"], ["LOOK_TOP", 9, fx.KIND_ANY, look(2, flags=fx.LT_MAY)]]),
    (_TOP + "6 cards of your deck and put a " "fire pokémon you find there onto " "your bench." + _UNDER,
     [["REQ_BENCH_SPACE", fx.SELF], ["REQ_DECK"],
      ["LOOK_TOP", 6, fx.KIND_POKEMON_OF_TYPE + 1, look(1, dest=fx.TO_BENCH, rest=fx.LT_BOTTOM_SHUFFLED)]]),
    (_TOP + "4 cards of your deck, and choose " "a basic pokémon, evolution card, " "or energy card. show it to your "
     "opponent and put it into your hand. " "put the 3 other cards back on top " "of your deck in any order.",
     [["REQ_DECK"], ["LOOK_TOP", 4, fx.kind_either(fx.KIND_POKEMON, fx.KIND_ENERGY), look(1, rest=fx.LT_BACK_ON_TOP)]]),
    (_TOP + "5 cards from your deck. choose " "a basic pokémon or evolution card " "from those cards, show it to your "
     "opponent, and put it into your " "hand. put the other 4 cards back " "on top of your deck. shuffle your " "deck "
     "afterward.", [["REQ_DECK"], ["LOOK_TOP", 5, fx.KIND_POKEMON, look(1)]]),
    # hands to the bottom
    ("each player shuffles their hand " "and puts it on the bottom of their " "deck. if either player put any "
     "cards on the bottom of their deck " "in this way, each player draws a " "card for each of their remaining "
     "prize cards.", [["HAND_BOTTOM_DRAW", 0, fx.BOTH_PLAYERS]]),
    ("each player shuffles their hand " "and puts it on the bottom of their " "deck. if either player put any "
     "cards on the bottom of their deck " "in this way, each player flips a " "coin. if heads, that player draws "
     "5 cards. if tails, they draw 2 " "cards.", [["HAND_BOTTOM_DRAW", 5, fx.BOTH_PLAYERS, 2]]),
    ("your opponent counts the cards in " "their hand, shuffles those cards, " "and puts them on the bottom of "
     "their deck. if they do, they draw " "that many cards.", [["HAND_BOTTOM_DRAW", -1, fx.OPP]]),
    ("put 3 cards from your hand on the " "bottom of your deck in any order. " "if you put 3 cards on the bottom "
     "of your deck in this way, draw 5 " "cards. (if you can't put 3 cards " "from your hand on the bottom of "
     "your deck, you can't use this " "card.)", [["REQ_HAND", 3], ["HAND_TO_DECK", 3, 1], ["DRAW", 5]]),
    ("put a card from your hand on the " "bottom of your deck. if you do, " "draw cards until you have 6 cards "
     "in your hand. (if you have no " "other cards in your hand, you " "can't use this card.)",
     [["REQ_HAND", 1], ["HAND_TO_DECK", 1, 1], ["DRAW", 6, 1]]),
    ("each player shuffles their hand " "into their deck. then, flip a " "coin. if heads, you draw 6 cards, "
     "and your opponent draws 2 cards. " "if tails, you draw 2 cards, and " "your opponent draws 6 cards.",
     [["SHUFFLE_HAND_DRAW", 0], ["OPP_SHUFFLE_HAND_DRAW", 0], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 3], ["DRAW", 6],
      ["OPP_SHUFFLE_HAND_DRAW", 2], ["SKIP", 2], ["DRAW", 2], ["OPP_SHUFFLE_HAND_DRAW", 6]]),
    # tagged kinds
    ("search your deck for up to 2 " "pokémon ex, reveal them, and put " "them into your hand. then, " "shuffle your deck.",
     [["SEARCH_DECK", 2, fx.kind_flag(fx.KIND_POKEMON, 32), fx.TO_HAND]]),
    ("search your deck for a tera " "pokémon, reveal it, and put it " "into your hand. then, shuffle " "your deck.",
     [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_TERA), fx.TO_HAND]]),
    ("search your deck for up to 3 " "future pokémon, reveal them, and " "put them into your hand.",
     [["SEARCH_DECK", 3, fx.kind_flag(fx.KIND_POKEMON, CF_FUTURE), fx.TO_HAND]]),
    ("search your deck for a basic team " "rocket's pokémon, reveal it, and " "put it into your hand.",
     [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_BASIC_POKEMON, CF_ROCKET), fx.TO_HAND]]),
    ("search your deck for a pokémon " "that doesn't have a rule box, " "reveal it, and put it into your " "hand. "
     "(pokémon ex, pokémon v, etc. have " "rule boxes.)",
     [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_RULE_BOX, without=True), fx.TO_HAND]]),
    ("search your deck for up to 3 basic " "pokémon with 60 hp or less and put " "them onto your bench.",
     [["SEARCH_DECK", 3, fx.kind_hp_max(fx.KIND_BASIC_POKEMON, 60), fx.TO_BENCH]]),  # (+ REQ_BENCH_SPACE: fixups)
    ("search your deck for up to 4 " "pokémon tool cards, reveal them, " "and put them into your hand.",
     [["SEARCH_DECK", 4, fx.KIND_TOOL, fx.TO_HAND]]),
    ("search your deck for a basic water " "energy card or a basic water " "pokémon, reveal it, and put it " "into your hand.",
     [["SEARCH_DECK", 1, fx.kind_either(fx.KIND_BASIC_ENERGY_OF_TYPE + 2, fx.KIND_BASIC_OF_TYPE + 2), fx.TO_HAND]]),
    # the discard pile, either of two kinds
    ("put a pokémon or a basic energy " "card from your discard pile into " "your hand.",
     [["REQ_DISCARD", 1, fx.kind_either(fx.KIND_POKEMON, fx.KIND_BASIC_ENERGY)],
      ["RECOVER", 1, fx.kind_either(fx.KIND_POKEMON, fx.KIND_BASIC_ENERGY), fx.TO_HAND]]),
    ("shuffle up to 5 in any combination " "of pokémon and basic energy cards " "from your discard pile into your " "deck.",
     [["REQ_DISCARD", 1, fx.kind_either(fx.KIND_POKEMON, fx.KIND_BASIC_ENERGY)],
      ["RECOVER", 5, fx.kind_either(fx.KIND_POKEMON, fx.KIND_BASIC_ENERGY), fx.TO_DECK]]),
    # Tools, requirements
    ("choose up to 3 pokémon tools " "attached to pokémon (yours or " "your opponent's) and discard " "them.",
     [["REQ_COUNT", fx.CNT_ANY_TOOLS, 1], ["DISCARD_TOOL", 3, fx.BOTH_PLAYERS, 1]]),
    ("you can use this card only if you " "have more prize cards remaining " "than your opponent. draw 2 cards.",
     [["REQ_COUNT", fx.CNT_PRIZE_LEAD, 1], ["DRAW", 2]]),
    ("you can use this card only if your " "opponent has 3 or fewer prize " "cards remaining. draw 2 cards.",
     [["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, -4], ["DRAW", 2]]),
    ("shuffle your hand into your deck. " "then, draw 5 cards. if you have " "exactly 6 prize cards remaining, " "draw 7 "
     "cards instead.", [["SHUFFLE_HAND_DRAW", 0], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_PRIZES_TAKEN, -1, 2], ["DRAW", 7],
                        ["SKIP", 1], ["DRAW", 5]]),
    # the EX era's "(excluding Pokémon-ex)": a kind without the CF_EX tag
    ("search your deck for a basic pokémon " "or evolution card (excluding pokémon-ex), " "show it to your opponent, and put it into your hand.",
     [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_EX, without=True), fx.TO_HAND]]),
    ("search your deck for a basic pokémon " "(excluding pokémon-ex) and put it " "into your hand.",
     [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_BASIC_POKEMON, CF_EX, without=True), fx.TO_HAND]]),
]

UNRECOGNISED = [
    # EX-era back on top in the same order: not "any order"
    _TOP + "4 cards of your deck, and choose " "a basic pokémon or evolution card. " "show it to your opponent and put "
    "it into your hand. put the 3 other " "cards back on top of your deck.",
]


class TestWordings(unittest.TestCase):
    def test_rows(self):
        check_wordings(self, CASES, UNRECOGNISED)


class TestCoverage(unittest.TestCase):
    def test_floors(self):
        ex = sum(c.implemented for _r, c in _trainers(EX_SETS))
        sv = sum(c.implemented for _r, c in _trainers(SV_SETS))
        self.assertGreaterEqual(ex, 71)
        self.assertGreaterEqual(sv, 259)
