"""Coverage slice 29exp (ptcgsim/cards/recognize_cov29exp.py): EX-era Poké-Power and Poké-Body
wording families on synthetic sentences built from short pieces (never a printed sentence), each
with a near miss that stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize_power import recognize_power

ME = "Testmon"
SELF = "this pokémon"
NOT_EX = fx.TC_NOT_EX * fx.TC_SHIFT
MODS = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]


def power(text: str, kind: str = "Poké-Power"):
    return recognize_power({"type": kind, "text": text}, ME)


def body(text: str):
    return power(text, "Poké-Body")


class TestRetreatBodies(unittest.TestCase):
    def test_no_retreat_for_each_non_ex(self):
        text = "the retreat cost for each of your fire pokémon (excluding pokémon-ex and baby pokémon) is 0."
        fire = fx.TC_TYPE + 1  # Fire is type 1
        c = fire + NOT_EX + fx.MOD_SCOPE * fx.MS_OWN
        self.assertEqual(body(text), [MODS, ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, c]])
        self.assertEqual(body(text.replace(" and baby pokémon", "")), body(text))
        # every kind (no type word), under a source condition of the body
        every = text.replace("fire pokémon", "pokémon").replace(" and baby pokémon", "")
        text2 = "as long as " + SELF + " is your active pokémon, " + every
        c = fx.TC_NOT_EX + fx.MOD_SCOPE * fx.MS_OWN + fx.MOD_SRC * fx.TC_ACTIVE
        self.assertEqual(body(text2), [MODS, ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, c]])
        # without the exclusion: not this clause
        self.assertIsNone(body(text.replace(" (excluding pokémon-ex and baby pokémon)", "")))
        # an Evolution kind with a type (three conditions): not read
        self.assertIsNone(body(text.replace("fire pokémon", "evolution fire pokémon")))

    def test_benched_retreat_aid_for_the_active(self):
        text = ("as long as " + SELF + " is on your bench, you pay colorlesscolorlesscolorless less to retreat"
                " your active pokémon (excluding pokémon-ex and baby pokémon.)")
        c = fx.TC_ACTIVE + NOT_EX + fx.MOD_SCOPE * fx.MS_OWN + fx.MOD_SRC * fx.TC_BENCHED
        self.assertEqual(body(text), [MODS, ["TOOL", fx.TOOL_RETREAT_LESS, 3, c]])
        # the full stop outside the parenthesis reads the same
        self.assertEqual(body(text.replace("pokémon.)", "pokémon).")), body(text))
        # no exclusion: not this clause (the kernel's PASSIVE_RETREAT_AID wording is another reader's)
        self.assertIsNone(body(text.replace(" (excluding pokémon-ex and baby pokémon.)", ".")))
        # a Benched Pokémon's retreat: not read
        self.assertIsNone(body(text.replace("your active pokémon", "your benched pokémon")))


class TestNoTrainersOnEvolve(unittest.TestCase):
    HEAD = ("once during your turn, when you play " + SELF + " from your hand to evolve 1 of your pokémon,"
            " you may use this power. ")

    def test_trainer_lock_for_the_next_turn(self):
        text = self.HEAD + "your opponent can't play any trainer cards from his or her hand during your opponent's next turn."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["OPP_NO_TRAINERS_NEXT", 0]])
        self.assertEqual(power(text.replace("his or her", "their")), power(text))

    def test_near_misses(self):
        text = self.HEAD + "your opponent can't play any trainer cards from his or her hand during your opponent's next turn."
        # any time during the turn (not a trigger), or Item cards only: not this reader
        self.assertIsNone(power(text.replace(self.HEAD, "once during your turn (before your attack), you may ")))
        self.assertIsNone(power(text.replace("trainer cards", "item cards")))
        # played onto the Bench: not this reader
        self.assertIsNone(power(text.replace("to evolve 1 of your pokémon", "onto your bench")))


class TestLookOneRestToBottom(unittest.TestCase):
    HEAD = "once during your turn (before your attack), you may "
    BLOCKED = " this power can't be used if " + SELF + " is affected by a special condition."

    def test_one_card_to_hand_the_rest_under_the_deck(self):
        text = (self.HEAD + "look at the top 5 cards of your deck, choose 1 of them, and put it into your hand."
                " put the 4 other cards on the bottom of your deck in any order." + self.BLOCKED)
        how = 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_BOTTOM_SHUFFLED
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["LOOK_TOP", 5, fx.KIND_ANY, how]])

    def test_near_misses(self):
        text = (self.HEAD + "look at the top 5 cards of your deck, choose 1 of them, and put it into your hand."
                " put the 4 other cards on the bottom of your deck in any order." + self.BLOCKED)
        # a count that does not add up, or the other cards back on top: not this rule
        self.assertIsNone(power(text.replace("the 4 other", "the 3 other")))
        self.assertIsNone(power(text.replace("on the bottom of your deck", "on top of your deck")))
        # two cards chosen: not this rule
        self.assertIsNone(power(text.replace("choose 1 of them, and put it", "choose 2 of them, and put them")))


if __name__ == "__main__":
    unittest.main()
