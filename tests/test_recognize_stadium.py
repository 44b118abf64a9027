"""Stadium wordings (ptcgsim/cards/recognize_stadium.py) on synthetic sentences.

The sentences are built from short pieces with numbers, types and kinds varied from any
printed card.  The by-id checks and the coverage floors read the bundled database.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import load_db
from ptcgsim.cards.recognize_stadium import recognize_stadium

S = "STADIUM"
SH = fx.TC_SHIFT
GRASS, FIRE, WATER, LIGHTNING = range(4)
PSYCHIC, FIGHTING = 4, 5
DARKNESS, METAL = 6, 7
COLORLESS = 10
_BOTH = " (both yours and " + "your opponent's)"
_SV_REMIND = (" you may play only 1 stadium card " + "during your turn. put it next to the " + "active spot, and discard it "
              + "if another stadium comes into play. " + "a stadium with the same name " + "can't be played.")
_EX_REMIND = ("this card stays in play when " + "you play it. discard this card if " + "another stadium card comes "
              + "into play. ")
_EX_SAME = "if another card with the " + "same name is in play, you can't " + "play this card. "
_AWR = " (after applying " + "weakness and resistance)"
_BWR = " (before applying " + "weakness and resistance)"
_ONCE = "once during each player's turn, " + "that player may "

CASES = [
    ("each stage 1 pokémon in play" + _BOTH + " gets +20 hp." + _SV_REMIND, [[S, fx.TOOL_HP, 20, fx.TC_STAGE1]]),
    ("each basic pokémon in play" + _BOTH + " gets -10 hp." + _SV_REMIND, [[S, fx.TOOL_HP, -10, fx.TC_BASIC]]),
    (_EX_REMIND + "each fire and metal pokémon in play" + _BOTH + " gets +30 hp.",
     [[S, fx.TOOL_HP, 30, fx.TC_TYPE + FIRE], [S, fx.TOOL_HP, 30, fx.TC_TYPE + METAL]]),
    (_EX_REMIND + "each pokémon with dark or rocket's " + "in its name" + _BOTH + " gets +10 hp.",
     [[S, fx.TOOL_HP, 10, fx.TC_DARK_OR_ROCKETS]]),
    (_EX_REMIND + _EX_SAME + "each player pays " + "colorlesscolorless less " + "to retreat his or her grass pokémon.",
     [[S, fx.TOOL_RETREAT_LESS, 2, fx.TC_TYPE + GRASS]]),
    ("the retreat cost of each stage 2 pokémon " + "in play" + _BOTH + " is colorless less." + _SV_REMIND,
     [[S, fx.TOOL_RETREAT_LESS, 1, fx.TC_STAGE2]]),
    ("the retreat cost of each basic non-water " + "pokémon in play" + _BOTH + " is colorlesscolorless more."
     + _SV_REMIND, [[S, fx.TOOL_RETREAT_LESS, -2, fx.TC_BASIC + SH * (fx.TC_NOT_TYPE + WATER)]]),
    ("the attacks of basic pokémon" + _BOTH + " do 20 more damage to the " + "opponent's active pokémon" + _BWR + "."
     + _SV_REMIND, [[S, fx.TOOL_DMG_PLUS, 20, fx.TC_BASIC]]),
    ("fire pokémon" + _BOTH + " take 20 less damage " + "from attacks from the opponent's pokémon" + _AWR + "."
     + _SV_REMIND, [[S, fx.TOOL_REDUCE, 20, fx.TC_TYPE + FIRE]]),
    (_EX_REMIND + "any damage done to water active pokémon" + _BOTH + " by an opponent's attack is " + "reduced by 20"
     + _AWR + ".", [[S, fx.TOOL_REDUCE, 20, fx.TC_TYPE + WATER + SH * fx.TC_ACTIVE]]),
    (_EX_REMIND + "each player's fire pokémon (excluding " + "pokémon-ex) has no weakness.",
     [[S, fx.TOOL_NO_WEAKNESS, 1, fx.TC_TYPE + FIRE + SH * fx.TC_NOT_EX]]),
    (_EX_REMIND + "each player's grass evolved pokémon and " + "water evolved pokémon can't use any " + "poké-powers.",
     [[S, fx.ST_NO_POWERS, 1, fx.TC_TYPE + GRASS + SH * fx.TC_EVOLVED],
      [S, fx.ST_NO_POWERS, 1, fx.TC_TYPE + WATER + SH * fx.TC_EVOLVED]]),
    ("metal pokémon in play" + _BOTH + " have no abilities." + _SV_REMIND, [[S, fx.ST_NO_POWERS, 2, fx.TC_TYPE + METAL]]),
    ("pokémon tools attached to each pokémon" + _BOTH + " have no effect." + _SV_REMIND, [[S, fx.ST_NO_TOOLS, 1, 0]]),
    (_EX_REMIND + "any damage done by attacks from fire " + "pokémon" + _BOTH + " is not affected by resistance.",
     [[S, fx.ST_NO_RESISTANCE, 1, fx.TC_TYPE + FIRE]]),
    ("during pokémon checkup, put 1 more " + "damage counter on each poisoned non-grass " + "pokémon" + _BOTH + "."
     + _SV_REMIND + _SV_REMIND, [[S, fx.ST_POISON_MORE, 10, fx.TC_NOT_TYPE + GRASS]]),
    (_EX_REMIND + "each player's water pokémon can't be " + "asleep, confused, or paralyzed.",
     [[S, fx.EN_NO_STATUS, 1, fx.TC_TYPE + WATER]]),
    (_EX_REMIND + "each player's water pokémon can " + "evolve into water pokémon during the " + "turn they play "
     + "those pokémon, except during " + "their first turn.", [[S, fx.ST_EVOLVE_FRESH, 1 + WATER, fx.TC_TYPE + WATER]]),
    # the actions: the body in the Trainer's terms, after the ST_ACTION header
    (_ONCE + "search their deck for a basic " + "pokémon that doesn't have " + "a rule box and " + "put it onto their bench. "
     + "then, that player shuffles their deck." + _SV_REMIND,
     [[S, fx.ST_ACTION, 2, 0], ["REQ_BENCH_SPACE", fx.SELF],
      ["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_BASIC_POKEMON, 8192, without=True), fx.TO_BENCH]]),
    (_ONCE + "search their deck for a pokémon " + "tool card, reveal it, and put it into " + "their hand. then, "
     + "that player shuffles their deck." + _SV_REMIND,
     [[S, fx.ST_ACTION, 1, 0], ["SEARCH_DECK", 1, fx.KIND_TOOL, fx.TO_HAND]]),
    (_ONCE + "discard a basic energy card from " + "their hand in order to draw 2 cards." + _SV_REMIND,
     [[S, fx.ST_ACTION, 3, 0], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY], ["DISCARD_HAND", 1, fx.KIND_BASIC_ENERGY],
      ["DRAW", 2]]),
    (_ONCE + "discard a basic fire energy card from " + "their hand in order to heal 20 damage " + "from each of their "
     + "pokémon." + _SV_REMIND,
     [[S, fx.ST_ACTION, 4, 0], ["REQ_OWN_DAMAGED", 1], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + FIRE],
      ["DISCARD_HAND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + FIRE], ["HEAL", 20, fx.EACH_OWN]]),
    (_ONCE + "put up to 3 basic water energy " + "cards from their discard pile into " + "their hand." + _SV_REMIND,
     [[S, fx.ST_ACTION, 2, 0], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + WATER],
      ["RECOVER", 3, fx.KIND_BASIC_ENERGY_OF_TYPE + WATER, fx.TO_HAND]]),
    ("once during each player's turn, if they " + "played a supporter card from their hand " + "this turn, they may "
     + "heal 20 damage from each of their pokémon." + _SV_REMIND,
     [[S, fx.ST_ACTION, 3, 0], ["REQ_COUNT", fx.CNT_OWN_SUPPORTERS_TURN, 1], ["REQ_OWN_DAMAGED", 1],
      ["HEAL", 20, fx.EACH_OWN]]),
    (_ONCE + "put a card from their hand on " + "top of their deck." + _SV_REMIND,
     [[S, fx.ST_ACTION, 2, 0], ["REQ_HAND_KIND", 1, fx.KIND_ANY], ["HAND_TO_DECK", 1, 2]]),
    # the turn ends after the search (wordings batch)
    (_ONCE + "search their deck for a basic " + "pokémon and put it onto their bench. " + "then, that player shuffles their deck. "
     + "if a player searches their deck " + "in this way, their turn ends." + _SV_REMIND,
     [[S, fx.ST_ACTION, 3, 0], ["REQ_BENCH_SPACE", fx.SELF], ["SEARCH_DECK", 1, fx.KIND_BASIC_POKEMON, fx.TO_BENCH], ["END_TURN"]]),
]

#: wordings that stay unimplemented (a part the rows cannot hold)
UNREAD = [
    _SV_REMIND.strip(),  # reminders alone do nothing
    "each pokémon with maximum hp less than 70" + _BOTH + " gets +10 hp." + _SV_REMIND,  # not a kind we know
    "each basic pokémon in play" + _BOTH + " gets +20 hp, and it can't be asleep." + _SV_REMIND,  # a second effect
    _ONCE + "search their deck for a basic " + "pokémon and put it onto " + "their bench. then, " + "that player shuffles "
    + "their deck. if a player " + "searches their deck " + "in this way, the moon sets." + _SV_REMIND,  # (the turn's end reads)
    "each player can't have more than 3 " + "benched pokémon." + _SV_REMIND,
    "each player's grass pokémon can evolve " + "into fire pokémon during the turn they " + "play those pokémon, "
    + "except during their first turn." + _SV_REMIND,  # into another type
]


class TestSentences(unittest.TestCase):
    def test_cases(self):
        for text, rows in CASES:
            with self.subTest(text=text[:60]):
                self.assertEqual(recognize_stadium(text), rows)

    def test_unread(self):
        for text in UNREAD:
            with self.subTest(text=text[:60]):
                self.assertIsNone(recognize_stadium(text))

    def test_the_cards_own_name_reads_as_this_card(self):
        text = ("tiny court stays in play " + "when you play it. discard " + "tiny court if another " + "stadium card comes into "
                "play. each basic pokémon in play" + _BOTH + " gets +10 hp.")
        self.assertEqual(recognize_stadium([text], "Tiny Court"), [[S, fx.TOOL_HP, 10, fx.TC_BASIC]])

    def test_programs_encode(self):
        for _text, rows in CASES:
            fx.encode_program(rows)


EX_SETS = tuple(f"ex{i}" for i in range(1, 17))
SV_PREFIXES = ("sv", "me", "rsv", "zsv")
#: implemented Stadiums when this floor was set: EX 11 of 30, SV/ME 30 of 56
EX_FLOOR, SV_FLOOR = 11, 30


class TestCards(unittest.TestCase):
    def stadiums(self):
        for c in load_db().cards:
            if c.supertype == "trainer" and c.trainer_kind == "stadium":
                yield c

    def test_coverage_floors(self):
        ex = sum(c.implemented for c in self.stadiums() if c.id.split("-")[0] in EX_SETS)
        sv = sum(c.implemented for c in self.stadiums() if c.id.startswith(SV_PREFIXES))
        self.assertGreaterEqual(ex, EX_FLOOR)
        self.assertGreaterEqual(sv, SV_FLOOR)

    def test_by_id(self):
        db = load_db()
        self.assertEqual(db.get("sv8-180").effects, [[S, fx.TOOL_HP, 30, fx.TC_BASIC]])  # Lively Stadium
        self.assertEqual(db.get("sv2-175").effects,  # Calamitous Wasteland: Basic non-Fighting, 1 more
                         [[S, fx.TOOL_RETREAT_LESS, -1, fx.TC_BASIC + SH * (fx.TC_NOT_TYPE + FIGHTING)]])
        self.assertEqual(db.get("ex9-75").effects[0], [S, fx.ST_NO_POWERS, 2, fx.TC_TYPE + COLORLESS + SH * fx.TC_EVOLVED])
        self.assertEqual(db.get("sv3pt5-157").effects[0], [S, fx.ST_ACTION, 3, 0])  # Cycling Road

    def test_unimplemented_by_id(self):
        db = load_db()
        for card_id in ("sv7-131",):  # Area Zero Underdepths: a Bench of 8 (the kernel's board has 6 slots)
            # (Giant Stump, ex12-75, has ST_BENCH_MAX since s30-k9; Strange Cave, ex12-77, BENCH_AS_BASIC since s30-k8)
            with self.subTest(card=card_id):
                self.assertFalse(db.get(card_id).implemented)

    def test_the_search_that_ends_the_turn(self):
        self.assertEqual(load_db().get("me3-77").effects[-1], ["END_TURN"])  # the turn's end reads now (END_TURN)

    def test_implemented_stadiums_are_stadium_rows(self):
        for c in self.stadiums():
            if c.implemented:
                self.assertEqual(c.effects[0][0], S, c.id)
                fx.encode_program(c.effects)
