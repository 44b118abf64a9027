"""Trainer wordings of ptcgsim/cards/recognize_trainer3.py: first-turn Supporters, Knock Out last
turn, turn-long damage boosts, Pokémon back to the hand, heals of a kind of Pokémon, Special
Energy removal, Energy Switch, the later Antique Fossils, searches by a name part.

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built
from short pieces with numbers varied from any printed card.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.kernel.cardtable import CF_AQUA, CF_NAME_DARK, CF_ROCKET

from .test_recognize_trainer import check_wordings

_KO = "you can use this card only if " "any of your pokémon were knocked " "out during your opponent's last turn. "
_KO_ANY = fx.count_code(fx.CNT_OWN_KO_LAST_TURN, 0)
_FIRST = "if you go first, you may use " "this card during your first turn. "
_BOOST = "during this turn, attacks used " "by your "
_OPP_ACTIVE = " more damage to your opponent's " "active pokémon"
_BWR = " (before applying weakness " "and resistance)."
_HEAL = "heal "

CASES = [
    (_FIRST + "discard your hand and draw " "6 cards.", [["FIRST_TURN_OK"], ["DISCARD_HAND", 0, fx.KIND_ANY], ["DRAW", 6]]),
    (_KO + "each player shuffles their hand " "into their deck. then, you draw " "6 cards, and your opponent draws " "3 cards.",
     [["REQ_COUNT", _KO_ANY, 1], ["SHUFFLE_HAND_DRAW", 6], ["OPP_SHUFFLE_HAND_DRAW", 3]]),
    (_KO + "attach a basic water energy " "card from your discard pile to " "1 of your pokémon. if you do, "
     "draw cards until you have 5 " "cards in your hand.",
     [["REQ_COUNT", _KO_ANY, 1], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + 2],
      ["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD, 2], ["DRAW", 5, 1]]),
    (_BOOST + "pokémon do 50" + _OPP_ACTIVE + " ex" + _BWR, [["TURN_BOOST", 50, fx.TC_OTHER_EX]]),
    (_BOOST + "grass pokémon do 20" + _OPP_ACTIVE + _BWR, [["TURN_BOOST", 20, fx.TC_TYPE]]),
    (_BOOST + "water pokémon do 10" + _OPP_ACTIVE + " ex" + _BWR,
     [["TURN_BOOST", 10, fx.TC_TYPE + 2 + fx.TC_SHIFT * fx.TC_OTHER_EX]]),
    ("put 1 of your basic pokémon " "and all attached cards into " "your hand.",
     [["REQ_OWN_BENCH"], ["REQ_OWN_POKEMON", fx.ELIG_BASIC], ["RETURN_OWN_BASIC", 1, fx.ELIG_BASIC]]),
    ("put 1 of your pokémon and all " "attached cards into your hand.", [["REQ_OWN_BENCH"], ["RETURN_OWN_BASIC", 1, 0]]),
    ("put 1 of your pokémon in play " "into your hand. (discard all " "cards attached to that pokémon.)",
     [["REQ_OWN_BENCH"], ["RETURN_OWN_BASIC", 2, 0]]),
    ("choose 1 of your pokémon in play " "(excluding pokémon-ex). return " "that pokémon and all cards "
     "attached to it to your hand.",
     [["REQ_OWN_BENCH"], ["REQ_OWN_POKEMON", fx.ELIG_NOT_EX], ["RETURN_OWN_BASIC", 1, fx.ELIG_NOT_EX]]),
    ("flip a coin. if heads, return " "1 of your pokémon and all cards " "attached to it to your hand.",
     [["REQ_OWN_BENCH"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["RETURN_OWN_BASIC", 1, 0]]),
    (_HEAL + "120 damage from 1 of your " "water pokémon.",
     [["REQ_OWN_POKEMON", fx.ELIG_DAMAGED + 3 * fx.ELIG_TYPE], ["HEAL_ANY_OWN", 120, 0, fx.ELIG_DAMAGED + 3 * fx.ELIG_TYPE]]),
    (_HEAL + "40 damage from each of your " "metal pokémon.",
     [["REQ_OWN_POKEMON", fx.ELIG_DAMAGED + 8 * fx.ELIG_TYPE], ["HEAL", 40, fx.EACH_OWN, 8 * fx.ELIG_TYPE]]),
    (_HEAL + "50 damage from your active " "grass pokémon.",
     [["REQ_OWN_POKEMON", fx.ELIG_ACTIVE_DAMAGED + fx.ELIG_TYPE], ["HEAL", 50, fx.SELF, fx.ELIG_TYPE]]),
    (_HEAL + "all damage from 1 of your " "pokémon that has 30 hp or less " "remaining.",
     [["REQ_OWN_POKEMON", fx.ELIG_HP_30], ["HEAL_ANY_OWN", 0, 0, fx.ELIG_HP_30]]),
    ("discard a special energy from " "1 of your opponent's pokémon.",
     [["REQ_OPP_ENERGY", 1, fx.ENERGY_SPECIAL], ["DISCARD_ENERGY", 1, fx.OPP, fx.ENERGY_SPECIAL]]),
    ("discard a special energy from " "each of your opponent's pokémon.",
     [["REQ_OPP_ENERGY", 1, fx.ENERGY_SPECIAL], ["DISCARD_ENERGY", 1, fx.EACH_OPP, fx.ENERGY_SPECIAL]]),
    ("move a basic energy from 1 of " "your pokémon to another of your " "pokémon.",
     [["REQ_MOVE_ENERGY", 0, 0, fx.ANY], ["MOVE_ENERGY", 0, 0, fx.ANY]]),
    ("move a basic energy card attached " "to 1 of your pokémon to another " "of your pokémon.",
     [["REQ_MOVE_ENERGY", 0, 0, fx.ANY], ["MOVE_ENERGY", 0, 0, fx.ANY]]),
    ("play this card as if it were a " "70-hp basic colorless pokémon. " "this card can't be affected by "
     "any special conditions and can't " "retreat. at any time during your " "turn, you may discard this card "
     "from play.", [["REQ_BENCH_SPACE", fx.SELF], ["PLAY_AS_BASIC", 70, 1]]),
    ('search your deck for a supporter ' 'card that has "team rocket" in ' 'its name, reveal it, and put it '
     'into your hand. then, shuffle ' 'your deck.', [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_SUPPORTER, CF_ROCKET), fx.TO_HAND]]),
    ("search your deck for a pokémon " "that has team aqua in its name, " "show it to your opponent, and put "
     "it into your hand.", [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_AQUA), fx.TO_HAND]]),
    ("search your deck for a pokémon " "with dark in its name, show it " "to your opponent, and put it into "
     "your hand.", [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_NAME_DARK), fx.TO_HAND]]),
    ("search your deck for up to 2 " "stage 2 pokémon, reveal them, and " "put them into your hand. then, "
     "shuffle your deck.", [["SEARCH_DECK", 2, fx.KIND_STAGE2, fx.TO_HAND]]),
    ("search your deck for a stage 1 " "pokémon and a stage 2 pokémon, " "reveal them, and put them into "
     "your hand.", [["SEARCH_DECK", 1, fx.KIND_STAGE1, fx.TO_HAND], ["SEARCH_DECK", 1, fx.KIND_STAGE2, fx.TO_HAND]]),
    ("you can use this card only when " "it is the last card in your hand. " "search your deck for up to 3 cards "
     "and put them into your hand. then, " "shuffle your deck.",
     [["REQ_COUNT", fx.CNT_OWN_HAND, -2], ["SEARCH_DECK", 3, fx.KIND_ANY, fx.TO_HAND]]),
    ("search your deck for up to 2 basic " "pokémon that each has 80 hp or " "less, show them to your opponent, "
     "and put them into your hand. " "shuffle your deck afterward.",
     [["SEARCH_DECK", 2, fx.kind_hp_max(fx.KIND_BASIC_POKEMON, 80), fx.TO_HAND]]),
    ("search your deck for up to 2 cards " "in any combination of item cards " "and stadium cards, show them to "
     "your opponent, and put them into " "your hand.", [["SEARCH_DECK", 2, fx.kind_either(fx.KIND_ITEM, fx.KIND_STADIUM),
                                                        fx.TO_HAND]]),
    ("search your deck for a stadium " "card and a basic energy card. " "show them to your opponent, and "
     "put them into your hand. shuffle " "your deck afterward.",
     [["SEARCH_DECK", 1, fx.KIND_STADIUM, fx.TO_HAND], ["SEARCH_DECK", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]]),
    ("flip a coin. if heads, draw the " "bottom 4 cards of your deck. if " "tails, draw the top 1 cards of " "your deck.",
     [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
      ["LOOK_TOP", 4, fx.KIND_ANY, 4 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_BACK_ON_TOP + fx.LT_BOTTOM],
      ["SKIP_UNLESS_TAILS", 1, 1], ["DRAW", 1]]),
    ("you can't use this card during " "your first turn. draw 2 cards.",
     [["REQ_NOT_TURN", 1, 0], ["REQ_NOT_TURN", 2, 0], ["DRAW", 2]]),
    ("draw 5 cards. your turn ends.", [["DRAW", 5], ["END_TURN"]]),
    ("during your opponent's next turn, " "all of your pokémon take 20 less " "damage from attacks from your "
     "opponent's pokémon (after applying " "weakness and resistance). (this " "includes new pokémon that come "
     "into play.)", [["TURN_GUARD", 20, 0]]),
    ("during your opponent's next turn, " "all of your water pokémon take 40 " "less damage from attacks from your "
     "opponent's pokémon (after applying " "weakness and resistance). (this " "includes new pokémon that come "
     "into play.)", [["TURN_GUARD", 40, fx.TC_TYPE + 2]]),
    ("look at the top 7 cards of your " "deck and attach up to 3 basic " "fire energy cards you find there "
     "to your benched fire pokémon in " "any way you like. shuffle the " "other cards back into your deck.",
     [["REQ_COUNT", fx.count_code(fx.CNT_OWN_BENCH_TYPE, 1), 1], ["REQ_DECK"],
      ["LOOK_TOP", 7, fx.KIND_BASIC_ENERGY_OF_TYPE + 1, 3 + fx.LT_DEST * fx.LT_TO_BENCH_SAME_TYPE + fx.LT_MAY]]),
    ("look at the top 4 cards of your " "deck and attach a basic energy " "card you find there to 1 of your "
     "pokémon. shuffle the other cards " "back into your deck.",
     [["REQ_DECK"], ["LOOK_TOP", 4, fx.KIND_BASIC_ENERGY, 1 + fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_MAY]]),
]

UNRECOGNISED = [
    # the Energy's type differs from the Pokémon's: LT_TO_BENCH_SAME_TYPE cannot say it
    "look at the top 5 cards of your " "deck and attach up to 2 basic " "fire energy cards you find there "
    "to your benched water pokémon in " "any way you like. shuffle the " "other cards back into your deck.",
    # (a Knock Out of a kind of Pokémon: read since s29-k1, CNT_OWN_KO_LAST_TURN's arg; tests/test_k129_ko_answers.py)
    # a boost against a Pokémon V: no condition for it
    _BOOST + "pokémon do 30" + _OPP_ACTIVE + " v" + _BWR,
]


class TestTrainer3Wordings(unittest.TestCase):
    def test_rows(self):
        check_wordings(self, CASES, UNRECOGNISED)


if __name__ == "__main__":
    unittest.main()
