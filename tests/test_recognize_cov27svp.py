"""Coverage slice 27-svp (ptcgsim/cards/recognize_cov27svp.py): the Scarlet & Violet / Mega
Evolution Abilities' wordings on synthetic sentences built from short pieces (never a printed
sentence), each with a near miss that stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.schema import TYPE_INDEX
from ptcgsim.kernel.cardtable import CF_EX, CF_MEGA

ME = "Testmon"
THIS = "this pokémon"
ONCE = "once during your turn, "
MAY_USE = "you may use this ability. "
OPP_ACTIVE = "your opponent's active pokémon"
ON_EVOLVE = "when you play " + THIS + " from your hand to evolve 1 of your pokémon during your turn, "
MOVE_UP = ONCE + "when " + THIS + " moves from your bench to the active spot, "


def power(text: str, kind: str = "Ability"):
    return recognize_power({"type": kind, "text": text}, ME)


def _t(name: str) -> int:
    return TYPE_INDEX[name]


class TestActivated(unittest.TestCase):
    def test_one_of_each_type_from_hand(self):
        body = "attach a basic fire energy card, a basic fighting energy card, or 1 of each from your hand to your pokémon"
        text = ONCE + "you may " + body + " in any way you like."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0],
                                       ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, _t("Fire")],
                                       ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, _t("Fighting")]])
        self.assertIsNone(power(text.replace("fighting", "fire")))  # one type twice: not this wording
        self.assertIsNone(power(text.replace("or 1 of each", "or 2 of each")))

    def test_move_up_takes_typed_energy(self):
        text = MOVE_UP + "you may move any amount of water energy from your other pokémon to it."
        t = fx.MOVE_FROM * fx.TC_BENCHED + _t("Water") + 1
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_MOVE_UP], ["REQ_MOVE_ENERGY", 0, 0, t],
                                       ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, t]])
        self.assertIsNone(power(text.replace("to it.", "to 1 of your benched pokémon.")))

    def test_opponents_energy_to_their_bench(self):
        text = ON_EVOLVE + "you may move an energy from " + OPP_ACTIVE + " to 1 of their benched pokémon."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["REQ_OPP_BENCH"], ["REQ_OPP_ENERGY"],
                                       ["MOVE_ENERGY", 0, fx.OPP, fx.ANY]])
        self.assertIsNone(power(text.replace("their benched", "your benched")))

    def test_counters_then_discard_itself(self):
        text = (ONCE + "you may put 3 damage counters on 1 of your opponent's pokémon. if you placed any damage counters in"
                " this way, discard " + THIS + " and all attached cards.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["PUT_COUNTERS", 30, fx.BENCH_OPP_ANY_ONE],
                                       ["DISCARD_FROM_PLAY"]])
        self.assertIsNone(power(text.replace("and all attached cards", "and 1 attached card")))

    def test_switch_either_way(self):
        text = (ONCE + MAY_USE + "if " + THIS + " is on the bench, switch it with your active pokémon. or, if " + THIS
                + " is in the active spot, switch it with 1 of your benched pokémon.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["REQ_OWN_BENCH"],
                                       ["SKIP_UNLESS_COUNT", fx.CNT_SELF_ACTIVE, 1, 2], ["SWITCH_SELF"], ["SKIP", 1],
                                       ["SWITCH_WITH_ACTIVE"]])
        self.assertIsNone(power(text.replace("1 of your benched pokémon.", "1 of your opponent's benched pokémon.")))

    def test_active_recovers(self):
        text = ONCE + MAY_USE + "your active pokémon recovers from all special conditions."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["CURE", fx.SELF]])
        self.assertIsNone(power(text.replace("all special conditions", "a special condition")))

    def test_forced_mill_on_evolve(self):
        text = ON_EVOLVE + "you must discard the top 4 cards of your deck."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 2, fx.PW_ON_EVOLVE], ["MILL_OPP", 4, 1]])
        self.assertIsNone(power(text.replace("your deck", "your opponent's deck")))


class TestCostsAndConditions(unittest.TestCase):
    def test_card_on_the_bottom_before_the_header(self):
        text = ("you must put a card from your hand on the bottom of your deck in order to use this ability. " + ONCE
                + "you may draw cards until you have 7 cards in your hand.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 1, fx.KIND_ANY],
                                       ["HAND_TO_DECK", 1, 1], ["DRAW", 7, 1]])
        self.assertIsNone(power(text.replace("on the bottom of", "on top of")))

    def test_energy_on_it(self):
        text = (ONCE + "if " + THIS + " has any energy attached, you may use this ability. search your deck for an evolution"
                " pokémon, reveal it, and put it into your hand. then, shuffle your deck.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0],
                                       ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_ENERGY), 1],
                                       ["SEARCH_DECK", 1, fx.KIND_EVOLUTION, fx.TO_HAND]])
        self.assertIsNone(power(text.replace("has any energy attached", "has any tools attached")))


    def test_bench_and_mega_in_play(self):
        text = (ONCE + "if " + THIS + " is on your bench, and if you have any mega evolution pokémon ex in play, " + MAY_USE
                + "switch " + THIS + " with your active pokémon.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY],
                                       ["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, CF_MEGA.bit_length() - 1), 1],
                                       ["SWITCH_WITH_ACTIVE"]])
        self.assertIsNone(power(text.replace("any mega", "any grass mega")))  # a typed Mega: not this count
        self.assertIsNone(power(text.replace("if " + THIS + " is on your bench, and ", "")))


class TestPassive(unittest.TestCase):
    def test_cant_attack_unless_opponent_has_ex(self):
        text = "if your opponent has no pokémon ex or pokémon v in play, " + THIS + " can't attack."
        c = fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, CF_EX.bit_length() - 1) + fx.CANT_ATTACK_NEED
        self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_CANT_ATTACK_UNLESS, 0, c]])
        self.assertIsNone(power(text.replace("no pokémon ex", "no basic pokémon")))

    def test_named_boost_while_benched(self):
        text = ("as long as " + THIS + " is on your bench, attacks used by your blorpmon do 40 more damage to " + OPP_ACTIVE
                + " (before applying weakness and resistance).")
        c = fx.TC_POWER_NAMED + fx.MOD_SCOPE * fx.MS_OWN + fx.MOD_SRC * fx.TC_BENCHED
        self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "blorpmon"], ["TOOL", fx.TOOL_DMG_PLUS, 40, c]])
        active = text.replace("on your bench", "in the active spot")
        self.assertEqual(power(active)[1], ["TOOL", fx.TOOL_DMG_PLUS, 40, c - fx.MOD_SRC * fx.TC_BENCHED + fx.MOD_SRC * fx.TC_ACTIVE])
        # an owner's Pokémon is a tag, not a name
        self.assertIsNone(power(text.replace("your blorpmon", "your blorp's pokémon")))
        self.assertIsNone(power(text.replace("your blorpmon", "your blorp's")))


if __name__ == "__main__":
    unittest.main()
