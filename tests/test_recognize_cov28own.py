"""Coverage slice 28own (ptcgsim/cards/recognize_cov28own.py): the owner-tag wordings (Iono's,
Ethan's, Hop's, ... Pokémon) on synthetic sentences built from short pieces and a made-up Pokémon
name (never a printed sentence), each with a near miss that stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.recognize_stadium import recognize_stadium
from ptcgsim.cards.recognize_tool import recognize_tool
from ptcgsim.cards.schema import TYPE_INDEX
from ptcgsim.kernel.cardtable import CF_OWNER0, OWNER_NAMES
from ptcgsim.kernel.layout import NSLOT

ME = "Testmon"
ONCE = "once during your turn, you may "
OFTEN = "as often as you like during your turn, you may "
SHUFFLE = " then, shuffle your deck."
ITEM = " you may play any number of item cards during your turn."
SUPPORTER = " you may play only 1 supporter card during your turn."
TOOL_RULES = (" you may attach any number of pokémon tools to your pokémon during your turn."
              " you may attach only 1 pokémon tool to each pokémon, and it stays attached.")
STADIUM_RULES = (" you may play only 1 stadium card during your turn. put it next to the active spot, and discard it"
                 " if another stadium comes into play. a stadium with the same name can't be played.")
BOTH = " (both yours and your opponent's)"
BWR = " (before applying weakness and resistance)."
AWR = " (after applying weakness and resistance)."


def _i(owner: str) -> int:
    return OWNER_NAMES.index(owner)


def _bit(owner: str) -> int:
    return (CF_OWNER0 << _i(owner)).bit_length() - 1


def _tc(owner: str) -> int:
    return fx.TC_OWNER + _i(owner)


def _kind(owner: str, basic: bool = False) -> int:
    return fx.kind_flag(fx.KIND_BASIC_POKEMON if basic else fx.KIND_POKEMON, CF_OWNER0 << _i(owner))


def _t(name: str) -> int:
    return TYPE_INDEX[name]


def attack(text: str, base: int = 0):
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=base > 0), ME)


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


def power(text: str):
    return recognize_power({"type": "Ability", "text": text}, ME)


class TestOwnerSearches(unittest.TestCase):
    def test_attack_to_hand(self):
        text = "search your deck for up to 4 hop's pokémon, reveal them, and put them into your hand." + SHUFFLE
        self.assertEqual(attack(text), [["SEARCH_DECK", 4, _kind("Hop's"), fx.TO_HAND]])

    def test_attack_basic_to_bench(self):
        text = "search your deck for up to 3 basic iono's pokémon and put them onto your bench." + SHUFFLE
        self.assertEqual(attack(text), [["SEARCH_DECK", 3, _kind("Iono's", basic=True), fx.TO_BENCH]])

    def test_power_one_to_hand(self):
        text = ONCE + "search your deck for a misty's pokémon, reveal it, and put it into your hand." + SHUFFLE
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["SEARCH_DECK", 1, _kind("Misty's"), fx.TO_HAND]])

    def test_trainer_basic_to_bench(self):
        text = "search your deck for up to 3 basic lillie's pokémon and put them onto your bench." + SHUFFLE + ITEM
        # (the card's reader adds the Bench-space requirement of a search onto the Bench)
        self.assertEqual(trainer(text), [["SEARCH_DECK", 3, _kind("Lillie's", basic=True), fx.TO_BENCH]])

    def test_trainer_any_combination(self):
        text = ("search your deck for up to 4 in any combination of steven's pokémon and basic metal energy cards, reveal them,"
                " and put them into your hand." + SHUFFLE + SUPPORTER)
        want = fx.kind_either(_kind("Steven's"), fx.KIND_BASIC_ENERGY_OF_TYPE + _t("Metal"))
        self.assertEqual(trainer(text), [["SEARCH_DECK", 4, want, fx.TO_HAND]])

    def test_attack_any_number_to_bench(self):
        text = "you may search your deck for any number of basic erika's pokémon and put them onto your bench." + SHUFFLE
        self.assertEqual(attack(text), [["SEARCH_DECK", NSLOT - 1, _kind("Erika's", basic=True), fx.TO_BENCH]])

    def test_near_misses(self):
        # an owner the card table does not tag, a Stage 1 owner's Pokémon, an "any number" to the hand
        self.assertIsNone(attack("search your deck for up to 2 brock's pokémon, reveal them, and put them into your hand." + SHUFFLE))
        self.assertIsNone(attack("search your deck for up to 2 stage 1 hop's pokémon, reveal them, and put them into your hand."
                                 + SHUFFLE))
        self.assertIsNone(attack("you may search your deck for any number of basic erika's pokémon, reveal them, and put them"
                                 " into your hand." + SHUFFLE))
        # "any number" of an untagged kind is not this slice's reading
        self.assertIsNone(attack("you may search your deck for any number of basic brock's pokémon and put them onto your bench."
                                 + SHUFFLE))


class TestPerOwnerInPlay(unittest.TestCase):
    def test_damage_per_tagged(self):
        text = "this attack does 30 damage for each of your cynthia's pokémon in play."
        self.assertEqual(attack(text, 30), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_FLAG_IN_PLAY, _bit("Cynthia's")],
                                            ["DAMAGE"]])

    def test_near_miss(self):
        # the opponent's, or the Benched ones only: other counts
        self.assertIsNone(attack("this attack does 30 damage for each of your opponent's cynthia's pokémon in play.", 30))
        self.assertIsNone(attack("this attack does 30 damage for each of your benched cynthia's pokémon.", 30))


class TestHandEnergyToOwner(unittest.TestCase):
    def test_often_to_tagged(self):
        text = OFTEN + "attach a basic water energy card from your hand to 1 of your misty's pokémon."
        w = _t("Water")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 0, 0], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + w],
                                       ["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit("Misty's")), 1],
                                       ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_FILTER * _tc("Misty's"), w]])

    def test_up_to_n_to_benched_tagged(self):
        text = ONCE + "attach up to 3 basic grass energy cards from your hand to 1 of your benched erika's pokémon."
        g = _t("Grass")
        tagged = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit("Erika's"))
        active = fx.count_code(fx.CNT_OWN_ACTIVE_FLAG, _bit("Erika's"))
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + g],
                                       ["SKIP_UNLESS_COUNT", active, 1, 2], ["SKIP_UNLESS_COUNT", tagged, -2, 1], ["STOP"],
                                       ["SKIP_UNLESS_COUNT", tagged, -1, 1], ["STOP"],
                                       ["ATTACH_ENERGY_ONE", 3, fx.FROM_HAND + fx.TO_BENCH_ONLY + fx.TO_FILTER * _tc("Erika's"), g]])

    def test_near_misses(self):
        # an attack's attachment (no requirement rows there), an untagged owner, a card not basic
        self.assertIsNone(attack("attach a basic water energy card from your hand to 1 of your misty's pokémon."))
        self.assertIsNone(power(OFTEN + "attach a basic water energy card from your hand to 1 of your brock's pokémon."))
        self.assertIsNone(power(OFTEN + "attach a water energy card from your hand to 1 of your misty's pokémon, and draw a card."))
        # the Benched wording with 1 card only ("up to 1") or from the discard pile
        self.assertIsNone(power(ONCE + "attach up to 2 basic grass energy cards from your discard pile to 1 of your benched"
                                       " erika's pokémon."))
        self.assertIsNone(power(ONCE + "attach up to 2 basic grass energy cards from your hand to 1 of your benched"
                                       " erika's pokémon. if you do, draw a card."))


class TestOwnerTool(unittest.TestCase):
    def test_cost_less_and_more_damage(self):
        text = ("attacks used by the ethan's pokémon this card is attached to cost colorlesscolorless less and do 20 more damage"
                " to your opponent's active pokémon" + BWR + TOOL_RULES)
        self.assertEqual(recognize_tool(text), [["TOOL", fx.TOOL_COST_LESS, 2, _tc("Ethan's")],
                                                ["TOOL", fx.TOOL_DMG_PLUS, 20, _tc("Ethan's")]])

    def test_near_misses(self):
        # an untagged owner; the damage to any Pokémon, not the opponent's Active
        self.assertIsNone(recognize_tool("attacks used by the brock's pokémon this card is attached to cost colorless less and do"
                                         " 20 more damage to your opponent's active pokémon" + BWR + TOOL_RULES))
        self.assertIsNone(recognize_tool("attacks used by the ethan's pokémon this card is attached to cost colorless less and do"
                                         " 20 more damage to your opponent's benched pokémon" + BWR + TOOL_RULES))


class TestOwnerStadium(unittest.TestCase):
    def test_more_damage(self):
        text = "attacks used by iono's pokémon" + BOTH + " do 20 more damage to the opponent's active pokémon" + BWR + STADIUM_RULES
        self.assertEqual(recognize_stadium(text), [["STADIUM", fx.TOOL_DMG_PLUS, 20, _tc("Iono's")]])

    def test_less_damage(self):
        text = "lillie's pokémon" + BOTH + " take 20 less damage from attacks from the opponent's pokémon" + AWR + STADIUM_RULES
        self.assertEqual(recognize_stadium(text), [["STADIUM", fx.TOOL_REDUCE, 20, _tc("Lillie's")]])

    def test_near_misses(self):
        # only yours (not both players'), an untagged owner
        self.assertIsNone(recognize_stadium("attacks used by your iono's pokémon do 20 more damage to the opponent's active pokémon"
                                            + BWR + STADIUM_RULES))
        self.assertIsNone(recognize_stadium("brock's pokémon" + BOTH + " take 20 less damage from attacks from the opponent's pokémon"
                                            + AWR + STADIUM_RULES))


if __name__ == "__main__":
    unittest.main()
