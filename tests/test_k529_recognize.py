"""Kernel slice 29k5 (ptcgsim/cards/recognize_k529.py): the wordings of this slice's mechanics, on
synthetic sentences built from short pieces (never a printed sentence), each with near misses
that stay unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.recognize_stadium import recognize_stadium
from ptcgsim.cards.recognize_tool import recognize_tool

PREVENT = "prevent all effects of attacks, including damage, "
BY_OPP = "done by your opponent's pokémon to "
HEAD = "once during your turn (before your attack), "
TAIL = " this power can't be used if testmon is affected by a special condition."


def attack(text: str):
    return recognize_text(R.normalize(text, "Testmon"), Ctx(kind="attack"))


def power(text: str, kind: str = "Poké-Body"):
    return recognize_power({"type": kind, "text": text}, "Testmon")


class TestScopedShield(unittest.TestCase):
    def test_benched_delta(self):
        c = fx.TC_BENCHED + fx.TC_SHIFT * fx.TC_DELTA \
            + fx.SH_DAMAGE * (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS | fx.SH_OWN_SCOPE)
        self.assertEqual(power(PREVENT + BY_OPP + "each of your benched pokémon that has δ on its card."),
                         [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, c]])

    def test_benched_type(self):
        rows = power(PREVENT + BY_OPP + "each of your benched water pokémon.")
        self.assertEqual(rows[0][3] // fx.TC_SHIFT % fx.TC_SHIFT, fx.TC_TYPE + 2)

    def test_near_misses(self):
        self.assertIsNone(power(PREVENT + BY_OPP + "each of your pokémon that has δ on its card."))  # not only Benched
        self.assertIsNone(power(PREVENT + BY_OPP + "each of your benched evolved pokémon."))
        self.assertIsNone(power("prevent all damage " + BY_OPP + "each of your benched pokémon that has δ on its card."))


class TestEitherCounter(unittest.TestCase):
    BODY = "you may move 1 damage counter from either player's pokémon to another pokémon (yours or your opponent's)."

    def test_while_active(self):
        rows = power(HEAD + "if testmon is your active pokémon, " + self.BODY + TAIL, "Poké-Power")
        self.assertEqual(rows[0][0], "POWER_ACTIVATED")
        self.assertTrue(rows[0][3] & fx.PW_ACTIVE_ONLY)
        self.assertEqual(rows[1:], [["REQ_MOVE_DAMAGE", 0, fx.SELF, fx.MD_EITHER], ["MOVE_DAMAGE", 1, fx.SELF, fx.MD_EITHER]])

    def test_near_misses(self):
        self.assertIsNone(power(HEAD + self.BODY.replace("move 1", "move 3") + TAIL, "Poké-Power"))
        self.assertIsNone(power(HEAD + self.BODY.replace(" (yours or your opponent's)", "") + TAIL, "Poké-Power"))


class TestPlusAfterThenDiscard(unittest.TestCase):
    HOLDER = "whenever an attack from the pokémon this card is attached to does damage to the active pokémon"
    AFTER = " (after applying weakness and resistance), the attack does 30 more damage."
    END = " at the end of the turn in which this happens, discard this card."

    def test_rows(self):
        self.assertEqual(recognize_tool(self.HOLDER + self.AFTER + self.END),
                         [["TOOL", fx.TOOL_DMG_PLUS_AFTER, 30, 0], ["TOOL", fx.TOOL_DISCARD, fx.TD_AFTER_PLUS, 0]])

    def test_near_misses(self):
        self.assertIsNone(recognize_tool(self.HOLDER + self.AFTER))  # no discard: not this card
        self.assertIsNone(recognize_tool(self.HOLDER + self.AFTER + " at the end of your opponent's next turn, discard this card."))
        self.assertIsNone(recognize_tool(self.HOLDER + self.AFTER.replace("after", "before") + self.END))


class TestStackAttacks(unittest.TestCase):
    WHO = "each player's active evolved pokémon"
    USE = " can use any attack from its basic pokémon or its stage 1 evolution card."
    COST = " (you still have to pay for that attack's energy cost.)"

    def test_rows(self):
        self.assertEqual(recognize_stadium(self.WHO + " (excluding pokémon-ex)" + self.USE + self.COST),
                         [["STADIUM", fx.ST_STACK_ATTACKS, 1, fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX]])
        self.assertEqual(recognize_stadium(self.WHO + self.USE + self.COST),
                         [["STADIUM", fx.ST_STACK_ATTACKS, 1, fx.TC_EVOLVED]])

    def test_near_misses(self):
        self.assertIsNone(recognize_stadium(self.WHO + self.USE))  # the cost reminder is part of the wording
        self.assertIsNone(recognize_stadium(self.WHO + " (excluding pokémon-ex)" + self.USE.replace(" or its stage 1", "")
                                            + self.COST))
        self.assertIsNone(recognize_stadium("each player's benched evolved pokémon" + self.USE + self.COST))


class TestAttachOnlyWhile(unittest.TestCase):
    ATT = "attach this card to 1 of your "
    NO_TOOL = " that doesn't already have a pokémon tool attached to it. "
    IF = "if the pokémon this card is attached to is "
    WHILE = " as long as this card is attached to a pokémon, that pokémon"

    def test_evolved_not_ex_no_weakness(self):
        c = fx.TC_EVOLVED + fx.TC_SHIFT * fx.TC_NOT_EX
        t = self.ATT + "evolved pokémon (excluding pokémon-ex)" + self.NO_TOOL + self.IF + "a basic pokémon or pokémon-ex, discard this card."
        self.assertEqual(recognize_tool(t + self.WHILE + " has no weakness."),
                         [["TOOL", fx.TOOL_ATTACH_ONLY, 0, c], ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, c],
                          ["TOOL", fx.TOOL_NO_WEAKNESS, 1, 0]])
        # the discard sentence must match the attach restriction
        t2 = self.ATT + "evolved pokémon (excluding pokémon-ex)" + self.NO_TOOL + self.IF + "a basic pokémon, discard this card."
        self.assertIsNone(recognize_tool(t2 + self.WHILE + " has no weakness."))

    def test_no_dark_no_owner_no_retreat(self):
        c = fx.TC_NOT_EX + fx.TC_SHIFT * fx.TC_NO_DARK_OWNER
        who = "pokémon (excluding pokémon-ex and pokémon that has dark or an owner in its name)"
        t = self.ATT + who + self.NO_TOOL + self.IF + "pokémon-ex or has dark or an owner in its name, discard this card."
        self.assertEqual(recognize_tool(t + self.WHILE + "'s retreat cost is 0."),
                         [["TOOL", fx.TOOL_ATTACH_ONLY, 0, c], ["TOOL", fx.TOOL_DISCARD_UNLESS, 0, c],
                          ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, 0]])
        # without its discard sentence the restriction alone is not this wording
        self.assertIsNone(recognize_tool(self.ATT + who + self.NO_TOOL + self.WHILE[1:] + "'s retreat cost is 0."))


class TestSelfTm(unittest.TestCase):
    def test_condition(self):
        rows = attack("if testmon has a technical machine card attached to it, the defending pokémon is now paralyzed.")
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_SELF_TM, 1, 1], ["COND", fx.PARALYZED, 1]])

    def test_near_miss(self):
        rows = attack("if testmon has a technical machine card in play, the defending pokémon is now paralyzed.")
        self.assertIsNone(rows)


if __name__ == "__main__":
    unittest.main()
