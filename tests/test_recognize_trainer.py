"""EX and Scarlet & Violet / Mega Evolution Trainer wordings (ptcgsim/cards/recognize_trainer.py).

The sentences below are synthetic, in the normalised (lower-case) form the recogniser reads,
with numbers and wording varied from any printed card.  The by-id checks and the coverage
floors read ../shared/carddata at test time and skip when it is absent.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_trainer import trainer_fixups
from ptcgsim.cards.schema import TYPE_INDEX

from .test_recognize import _card, _cards, _raw_set

EX_SETS = tuple(f"ex{i}" for i in range(1, 17))
SV_SETS = tuple(f"sv{i}" for i in range(1, 11)) + (
    "sv3pt5", "sv4pt5", "sv6pt5", "sv8pt5", "zsv10pt5", "rsv10pt5", "svp", "me1", "me2", "me2pt5", "me3")
#: implemented when these floors were set (issue: EX/SV Trainers): EX 59 of 194, SV/ME 144 of 612
EX_FLOOR = 59
SV_FLOOR = 144

_EX_REMINDER = ("you can play only one supporter " "card each turn. when you play this " "card, put it next to your "
                "active pokémon. when your turn " "ends, discard this card. ")
_SUP = " you may play only 1 supporter " "card during your turn."
_ITEM = " you may play any number of item " "cards during your turn."
_FLIP_HEADS = "flip a coin. if heads, "

# (synthetic normalised text, expected rows)
CASES = [
    # reminders
    (_EX_REMINDER + "draw 4 cards.", [["DRAW", 4]]),
    ("draw 2 cards." + _ITEM + " ace spec: you can't have more " "than 1 ace spec card in your deck.", [["DRAW", 2]]),
    ("draw 1 card. look at your " "face-down prize cards.", [["DRAW", 1]]),
    # draws
    ("draw cards until you have 4 cards " "in your hand." + _SUP, [["DRAW", 4, 1]]),
    (_EX_REMINDER + "draw cards from your deck until " "you have 5 cards in your hand.", [["DRAW", 5, 1]]),
    ("draw 3 cards. if you have a " "stadium in play, draw 1 more card.",
     [["DRAW", 3], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_STADIUM, 1, 1], ["DRAW", 1]]),
    ("shuffle your hand into your deck. " "then, draw 3 cards. if your " "opponent has 2 or fewer prize " "cards remaining, "
     "draw 7 cards instead.",
     [["SHUFFLE_HAND_DRAW", 0], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, -3, 2], ["DRAW", 7], ["SKIP", 1],
      ["DRAW", 3]]),
    ("draw cards until you have 4 cards " "in your hand. if none of your " "pokémon have any energy attached, " "draw cards "
     "until you have 9 cards in your " "hand instead.",
     [["SKIP_UNLESS_COUNT", fx.CNT_OWN_ENERGY_ALL, -1, 2], ["DRAW", 9, 1], ["SKIP", 1], ["DRAW", 4, 1]]),
    ("draw 1 card. then, if you have 8 " "or more cards in your hand, draw 3 " "more cards.",
     [["DRAW", 1], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, 8, 1], ["DRAW", 3]]),
    ("each player shuffles their hand " "into their deck and draws 3 cards.",
     [["SHUFFLE_HAND_DRAW", 3], ["OPP_SHUFFLE_HAND_DRAW", 3]]),
    ("shuffle your hand into your deck. " "then, count the number of cards in " "your opponent's hand and draw that " "many "
     "cards.", [["SHUFFLE_HAND_DRAW", 0], ["DRAW", 0, 2]]),
    ("shuffle your hand into your deck. " "then, flip a coin. if heads, draw " "6 cards. if tails, draw 2 cards.",
     [["SHUFFLE_HAND_DRAW", 0], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DRAW", 6], ["SKIP_UNLESS_TAILS", 1, 1],
      ["DRAW", 2]]),
    ("draw a card for each of your " "opponent's benched pokémon.",
     [r for k in range(1, 6) for r in (["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, k, 1], ["DRAW", 1])]),
    ("draw 2 cards. then discard any 1 " "card from your hand.", [["DRAW", 2], ["DISCARD_HAND", 1, fx.KIND_ANY]]),
    ("discard a card from your hand. if " "you can't discard a card from your " "hand, you can't play this card. "
     "if you have less cards in your " "hand than your opponent, draw " "cards until you have the same " "number of cards "
     "as your opponent.", [["REQ_HAND", 1], ["DISCARD_HAND", 1, fx.KIND_ANY], ["DRAW", 0, 2]]),
    # searches
    ("search your deck for up to 3 " "evolution pokémon, reveal them, " "and put them into your hand. then, " "shuffle your deck.",
     [["SEARCH_DECK", 3, fx.KIND_EVOLUTION, fx.TO_HAND]]),
    ("search your deck for up to 5 basic " "water energy cards, reveal them, " "and put them into your hand.",
     [["SEARCH_DECK", 5, fx.KIND_BASIC_ENERGY_OF_TYPE + TYPE_INDEX["Water"], fx.TO_HAND]]),
    ("search your deck for up to 2 grass " "pokémon, reveal them, and put them " "into your hand.",
     [["SEARCH_DECK", 2, fx.KIND_POKEMON_OF_TYPE + TYPE_INDEX["Grass"], fx.TO_HAND]]),
    ("search your deck for an energy " "card and a stadium card, reveal " "them, and put them into your hand.",
     [["SEARCH_DECK", 1, fx.KIND_ENERGY, fx.TO_HAND], ["SEARCH_DECK", 1, fx.KIND_STADIUM, fx.TO_HAND]]),
    ("discard your hand and search your " "deck for a supporter card, a " "pokémon, and an item card, reveal " "them, and put "
     "them into your hand.",
     [["DISCARD_HAND", 0, fx.KIND_ANY], ["SEARCH_DECK", 1, fx.KIND_SUPPORTER, fx.TO_HAND],
      ["SEARCH_DECK", 1, fx.KIND_POKEMON, fx.TO_HAND], ["SEARCH_DECK", 1, fx.KIND_ITEM, fx.TO_HAND]]),
    (_FLIP_HEADS + "search your deck for a basic " "pokémon or evolution card, show it " "to your opponent and put it into "
     "your hand. shuffle your deck " "afterward.",
     [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["SEARCH_DECK", 1, fx.KIND_POKEMON, fx.TO_HAND]]),
    ("flip 3 coins. for each heads, " "search your deck for a basic " "pokémon card, show it to your " "opponent, and put it "
     "into your hand. shuffle your deck " "afterward.",
     [["FLIP", 3]] + [r for h in (1, 2, 3) for r in (["SKIP_UNLESS_HEADS", h, 1],
                                                     ["SEARCH_DECK", 1, fx.KIND_BASIC_POKEMON, fx.TO_HAND])]),
    # the discard pile
    ("flip 2 coins. for each heads, put " "a basic energy card from your " "discard pile into your hand. if " "you don't have "
     "that many basic energy cards in " "your discard pile, put all of them " "into your hand.",
     [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["FLIP", 2]]
     + [r for h in (1, 2) for r in (["SKIP_UNLESS_HEADS", h, 1], ["RECOVER", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND])]),
    ("search your discard pile for a " "supporter card, show it to your " "opponent, and put it into your " "hand.",
     [["REQ_DISCARD", 1, fx.KIND_SUPPORTER], ["RECOVER", 1, fx.KIND_SUPPORTER, fx.TO_HAND]]),
    ("put up to 3 supporter cards from " "your discard pile into your hand.",
     [["REQ_DISCARD", 1, fx.KIND_SUPPORTER], ["RECOVER", 3, fx.KIND_SUPPORTER, fx.TO_HAND]]),
    ("shuffle up to 4 supporter cards " "from your discard pile into your " "deck.",
     [["REQ_DISCARD", 1, fx.KIND_SUPPORTER], ["RECOVER", 4, fx.KIND_SUPPORTER, fx.TO_DECK]]),
    ("draw 3 cards. put a basic energy " "card from your discard pile into " "your hand.",
     [["DRAW", 3], ["RECOVER", 1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]]),
    ("shuffle up to 3 pokémon from your " "discard pile into your deck. if " "you shuffled any cards into your " "deck in this "
     "way, draw 2 cards.",
     [["REQ_DISCARD", 1, fx.KIND_POKEMON], ["RECOVER", 3, fx.KIND_POKEMON, fx.TO_DECK], ["DRAW", 2]]),
    (_FLIP_HEADS + "search your discard pile for 3 " "energy cards (1 if there is only " "1), show them to your opponent, "
     "and shuffle them into your deck.",
     [["REQ_DISCARD", 1, fx.KIND_ENERGY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["RECOVER", 3, fx.KIND_ENERGY, fx.TO_DECK]]),
    ("search your discard pile for 2 " "basic energy cards and any " "combination of 4 basic pokémon or " "evolution cards, "
     "show them to your opponent, and " "put them on top of your deck. " "shuffle your deck afterward.",
     [["RECOVER", 2, fx.KIND_BASIC_ENERGY, fx.TO_DECK], ["RECOVER", 4, fx.KIND_POKEMON, fx.TO_DECK]]),
    # the deck's top
    ("discard the top 3 cards of your deck.", [["REQ_DECK"], ["MILL_OPP", 3, 1]]),
    ("shuffle your deck. look at 4 cards " "from the top of your deck, then " "put them back on top of your deck " "in any order.",
     [["REQ_DECK"], ["SHUFFLE_DECK"], ["TOP_REARRANGE", 4, fx.SELF]]),
    # healing, Special Conditions, requirements
    ("remove 3 damage counters from 1 of " "your pokémon (remove 1 damage " "counter if that pokémon has only " "1).",
     [["REQ_OWN_DAMAGED", 1], ["HEAL_ANY_OWN", 30]]),
    ("heal 50 damage from each of your " "pokémon.", [["REQ_OWN_DAMAGED", 1], ["HEAL", 50, fx.EACH_OWN]]),
    ("remove all special conditions from " "each of your active pokémon.", [["CURE", fx.SELF]]),
    ("your opponent's active pokémon is " "now asleep and poisoned.",
     [["COND", fx.ASLEEP, fx.OPP], ["COND", fx.POISONED, fx.OPP]]),
    ("you can use this card only if your " "opponent's active pokémon is " "burned. draw 2 cards.",
     [["REQ_DEF_COND", fx.BURNED], ["DRAW", 2]]),
    ("you can use this card only if you " "go second, and only during your " "first turn. draw 5 cards.",
     [["REQ_NOT_TURN", 2, 1], ["DRAW", 5]]),
    ("choose 1 of your basic pokémon in " "play. if you have a stage 2 card " "in your hand that evolves from " "that pokémon, "
     "put that card onto the basic " "pokémon to evolve it, skipping the " "stage 1. you can't use this card " "during your "
     "first turn or on a basic pokémon " "that was put into play this turn.", [["REQ_BREED"], ["BREED_STAGE2"]]),
    # switching
    ("switch 1 of your active pokémon " "with 1 of your benched pokémon.", [["REQ_OWN_BENCH"], ["SWITCH_SELF"]]),
    ("switch your active pokémon with 1 " "of your benched pokémon. if you " "do, draw cards until you have 3 " "cards in "
     "your hand.", [["REQ_OWN_BENCH"], ["SWITCH_SELF"], ["DRAW", 3, 1]]),
    ("switch in 1 of your opponent's " "benched pokémon to the active " "spot. if you do, switch your " "active pokémon with "
     "1 of your benched pokémon.", [["REQ_OPP_BENCH"], ["GUST", fx.SELF], ["SWITCH_SELF"]]),
    ("switch out your opponent's active " "pokémon to the bench. (your " "opponent chooses the new active " "pokémon.)",
     [["REQ_OPP_BENCH"], ["GUST", fx.OPP]]),
    ("draw 2 cards. switch out your " "opponent's active pokémon to the " "bench. (your opponent chooses the " "new active "
     "pokémon.)", [["DRAW", 2], ["GUST", fx.OPP]]),
    ("your opponent switches 1 of their " "defending pokémon with 1 of their " "benched pokémon, if any. you " "switch 1 of your "
     "active pokémon with 1 of your " "benched pokémon, if any.", [["GUST", fx.OPP], ["SWITCH_SELF"]]),
    (_FLIP_HEADS + "switch in 1 of your opponent's " "benched pokémon to the active spot.",
     [["REQ_OPP_BENCH"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["GUST", fx.SELF]]),
    (_FLIP_HEADS + "your opponent switches 1 of their " "active pokémon with 1 of their " "benched pokémon.",
     [["REQ_OPP_BENCH"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["GUST", fx.OPP]]),
    # a coin between two switches (Shauntal-like): playable while either player has a Benched Pokémon
    # (3 or more Pokémon in play); the coin picks the one that happens (coverage slice 28svt)
    (_FLIP_HEADS + "switch in 1 of your opponent's " "benched pokémon to the active " "spot. if tails, switch your active "
     "pokémon with 1 of your benched " "pokémon.",
     [["REQ_COUNT", fx.CNT_IN_PLAY_ALL, 3], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["GUST", fx.SELF],
      ["SKIP_UNLESS_TAILS", 1, 1], ["SWITCH_SELF"]]),
    ("draw 3 cards. if you go second and " "it's your first turn, draw 5 cards " "instead.",
     [["SKIP_UNLESS_COUNT", fx.CNT_SECOND_FIRST_TURN, 1, 2], ["DRAW", 5], ["SKIP", 1], ["DRAW", 3]]),
    (_FLIP_HEADS + "discard an energy from 1 of your " "opponent's pokémon.",
     [["REQ_OPP_ENERGY"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]]),
]

#: wordings that must stay unimplemented (no opcode does them exactly)
UNRECOGNISED: list[str] = [
    # (s29-k2: "if you go second and it's your first turn" is now a board count, CNT_SECOND_FIRST_TURN)
]


def check_wordings(tc: unittest.TestCase, cases, unrecognised) -> None:
    """Each synthetic Trainer sentence reads as its rows; each unrecognised one reads as None."""
    for text, rows in cases:
        with tc.subTest(text=text[:60]):
            tc.assertEqual(recognize_text(text, Ctx(kind="trainer")), rows)
    for text in unrecognised:
        with tc.subTest(text=text[:60]):
            tc.assertIsNone(recognize_text(text, Ctx(kind="trainer")))


class TestTrainerWordings(unittest.TestCase):
    def test_rows(self):
        check_wordings(self, CASES, UNRECOGNISED)

    def test_trainer_wordings_stay_out_of_attacks(self):
        self.assertIsNone(recognize_text("draw a card for each of your " "opponent's benched pokémon.",
                                         Ctx(kind="attack")))

    def test_bench_search_needs_room(self):
        rows = recognize_text("search your deck for up to 2 basic " "pokémon and put them onto your " "bench.", Ctx(kind="trainer"))
        self.assertEqual(trainer_fixups(rows), [["REQ_BENCH_SPACE", fx.SELF],
                                                ["SEARCH_DECK", 2, fx.KIND_BASIC_POKEMON, fx.TO_BENCH]])
        rows = recognize_text("search your deck for any number of " "basic pokémon and put them onto " "your bench.",
                              Ctx(kind="trainer"))
        self.assertEqual(rows, [["SEARCH_DECK", 5, fx.KIND_BASIC_POKEMON, fx.TO_BENCH]])


# (card id, rows) read from the card data
BY_ID = [
    ("ex1-89", [["DRAW", 6, 1]]),  # Professor Birch
    ("ex2-88", [["REQ_BREED"], ["BREED_STAGE2"]]),  # Rare Candy (EX)
    ("ex4-85", [["GUST", fx.OPP], ["SWITCH_SELF"]]),  # Warp Point
    ("ex6-97", [["REQ_OPP_BENCH"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["GUST", fx.SELF]]),  # Pokémon Reversal
    ("ex12-79", [["REQ_BENCH_SPACE", fx.SELF], ["PLAY_AS_BASIC", 50]]),  # Mysterious Fossil (hand-written)
    ("ex15-78", [["FLIP", 2], ["SKIP_UNLESS_HEADS", 2, 1], ["RECOVER", 1, fx.KIND_POKEMON, fx.TO_HAND],
                 ["SKIP_UNLESS_TAILS", 2, 1], ["RECOVER", 1, fx.KIND_TRAINER, fx.TO_HAND]]),  # Old Rod (hand-written)
    ("sv1-176", [["SHUFFLE_HAND_DRAW", 4], ["OPP_SHUFFLE_HAND_DRAW", 4]]),  # Judge
    ("sv1-181", [["REQ_BENCH_SPACE", fx.SELF], ["SEARCH_DECK", 1, fx.KIND_BASIC_POKEMON, fx.TO_BENCH]]),  # Nest Ball
    ("sv1-191", [["REQ_BREED"], ["BREED_STAGE2"]]),  # Rare Candy
    ("sv5-153", [["SEARCH_DECK", 1, fx.KIND_POKEMON, fx.TO_HAND]]),  # Master Ball (ACE SPEC)
    ("sv8-187", [["REQ_OWN_BENCH"], ["SWITCH_SELF"], ["DRAW", 5, 1]]),  # Surfer
    ("sv7-129", [["REQ_BENCH_SPACE", fx.SELF], ["PLAY_AS_BASIC", 60, 1]]),  # Antique Cover Fossil: it gives a prize
    ("sv4-171", [["REQ_OWN_BENCH"], ["RETURN_OWN_BASIC", 2, 0]]),  # Professor Turo's Scenario
    ("rsv10pt5-84", [["SEARCH_DECK", 1, fx.KIND_EVOLUTION, fx.TO_HAND], ["SEARCH_DECK", 1, fx.KIND_ENERGY, fx.TO_HAND]]),  # Hilda
]
#: left unimplemented on purpose
BY_ID_UNIMPLEMENTED = [
]


def _trainers(sets):
    for set_id in sets:
        for raw in _raw_set(set_id):
            if raw["supertype"] == "Trainer":
                yield raw, _cards(set_id)[raw["id"]]


class TestTrainerCards(unittest.TestCase):
    def test_by_id(self):
        for card_id, rows in BY_ID:
            with self.subTest(card=card_id):
                c = _card(card_id)
                self.assertTrue(c.implemented)
                self.assertEqual(c.effects, rows)

    def test_by_id_unimplemented(self):
        for card_id in BY_ID_UNIMPLEMENTED:
            with self.subTest(card=card_id):
                self.assertFalse(_card(card_id).implemented)

    def test_stadiums_only_as_stadium_rows_no_tm_and_tools_only_as_tool_rows(self):
        # (a TOOL_ON_KO row's section rows are effect rows: s29-k1)
        for raw, c in _trainers(EX_SETS + SV_SETS):
            subs = set(raw.get("subtypes") or ())
            if "Technical Machine" in subs or raw["name"].startswith("Technical Machine"):
                # a TM: TOOL rows (its discard, an attach condition), and its attack implemented
                with self.subTest(card=raw["id"]):
                    self.assertTrue(not c.implemented or (all(r[0] == "TOOL" for r in c.effects)
                                                          and all(a.implemented for a in c.attacks)))
            elif "Stadium" in subs and c.implemented:  # recognize_stadium.py: led by a STADIUM row
                with self.subTest(card=raw["id"]):
                    self.assertEqual(c.effects[0][0], "STADIUM")
            elif "Pokémon Tool" in subs and c.implemented:  # recognize_tool.py: TOOL rows only
                with self.subTest(card=raw["id"]):
                    self.assertTrue(c.effects and all(r[0] == "TOOL" for r in _tool_header_rows(c.effects)))

    def test_programs_validate(self):
        for _raw, c in _trainers(EX_SETS + SV_SETS):
            if c.implemented:
                with self.subTest(card=c.id):
                    fx.encode_program(c.effects)

    def test_coverage_floors(self):
        ex = sum(c.implemented for _r, c in _trainers(EX_SETS))
        sv = sum(c.implemented for _r, c in _trainers(SV_SETS))
        self.assertGreaterEqual(ex, EX_FLOOR)
        self.assertGreaterEqual(sv, SV_FLOOR)


def _tool_header_rows(rows):
    """A Tool's rows without the effect rows of its TOOL_ON_KO / TOOL_ON_DAMAGED (s30-k6) sections."""
    out, i = [], 0
    while i < len(rows):
        out.append(rows[i])
        i += 1 + (rows[i][2] % fx.TOOL_ON_KO_ROWS if rows[i][0] == "TOOL" and rows[i][1] in (fx.TOOL_ON_KO, fx.TOOL_ON_DAMAGED) else 0)
    return out
