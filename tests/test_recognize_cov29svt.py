"""Coverage slice 29svt (ptcgsim/cards/recognize_cov29svt.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence; numbers, types and owners varied),
and near misses that stay unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_stadium import recognize_stadium
from ptcgsim.cards.recognize_tool import recognize_tool
from ptcgsim.kernel.cardtable import OWNER_NAMES
from ptcgsim.kernel.layout import NSLOT

SUPPORTER = " you may play only 1 supporter card " + "during your turn."
ITEM = " you may play any number of item cards " + "during your turn."
SH = fx.TC_SHIFT
WATER, PSYCHIC, DARKNESS = 2, 4, 6
BWR = " (before applying " + "weakness and resistance)"
TOOL_REMIND = (" you may attach any number of pokémon tools " + "to your pokémon during your turn. "
               + "you may attach only 1 pokémon tool " + "to each pokémon, and it stays attached.")
STADIUM_REMIND = (" you may play only 1 stadium card " + "during your turn. put it next to the " + "active spot, and discard it "
                  + "if another stadium comes into play. " + "a stadium with the same name " + "can't be played.")


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


# --- a turn's boost against Pokémon ex and Pokémon V ----------------------------------------------
def _boost(n: int, typ: str = "", tail: str = " ex and active pokémon v") -> str:
    return ("during this turn, " + "attacks used by your " + (typ + " " if typ else "") + "pokémon do "
            + str(n) + " more damage to " + "your opponent's active pokémon" + tail + BWR + ".")


class TestTurnBoostExAndV(unittest.TestCase):
    def test_any_attacker(self):
        self.assertEqual(trainer(_boost(50) + SUPPORTER),
                         [["TURN_BOOST", 50, fx.TC_OTHER_EX], ["TURN_BOOST", 50, fx.TC_OTHER_V]])

    def test_typed_attacker(self):
        t = fx.TC_TYPE + DARKNESS
        self.assertEqual(trainer(_boost(20, "darkness") + ITEM),
                         [["TURN_BOOST", 20, t + SH * fx.TC_OTHER_EX], ["TURN_BOOST", 20, t + SH * fx.TC_OTHER_V]])

    def test_as_an_option_of_choose_1(self):
        switch = "switch your active pokémon " + "with 1 of your benched pokémon."
        text = "choose 1: • " + _boost(40) + " • " + switch + SUPPORTER
        self.assertEqual(trainer(text), [["CHOOSE_ONE", 3, 1], ["TURN_BOOST", 40, fx.TC_OTHER_EX],
                                         ["TURN_BOOST", 40, fx.TC_OTHER_V], ["SKIP", 1], ["SWITCH_SELF"]])

    def test_near_misses(self):
        # other kinds of Pokémon, or the pair the other way round
        self.assertIsNone(trainer(_boost(50, tail=" ex and active pokémon vmax") + SUPPORTER))
        self.assertIsNone(trainer(_boost(50, tail=" v and active pokémon ex") + SUPPORTER))
        self.assertIsNone(trainer(_boost(50, tail=" ex and benched pokémon v") + SUPPORTER))
        # the Pokémon ex alone stays the older rule's (one row)
        self.assertEqual(trainer(_boost(50, tail=" ex") + SUPPORTER), [["TURN_BOOST", 50, fx.TC_OTHER_EX]])


# --- draw until the hand is as big as a count of your Pokémon of a type in play ------------------
_AS_MANY = "draw cards until you have " + "as many cards in your hand " + "as you have "


def _draw_rows(t: int) -> list:
    count = fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, t)
    rows = []
    for n in range(1, NSLOT + 1):
        rows += [["SKIP_UNLESS_COUNT", count, n, 1], ["DRAW", n, 1]]
    return rows


class TestDrawUntilTypeCount(unittest.TestCase):
    def test_trainer(self):
        self.assertEqual(trainer(_AS_MANY + "water pokémon in play." + ITEM), _draw_rows(WATER))

    def test_stadium_action(self):
        # third person in a Stadium's action ("that player", "they", "their"): its body reads it
        text = ("once during each player's turn, " + "that player may discard " + "a basic energy card from their hand "
                + "in order to draw cards until " + "they have as many cards in their hand " + "as they have "
                + "psychic pokémon in play." + STADIUM_REMIND)
        body = [["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY], ["DISCARD_HAND", 1, fx.KIND_BASIC_ENERGY]] + _draw_rows(PSYCHIC)
        self.assertEqual(recognize_stadium(text), [["STADIUM", fx.ST_ACTION, len(body), 0]] + body)

    def test_near_misses(self):
        # the opponent's Pokémon, the Bench, no type: not this count
        self.assertIsNone(trainer(_AS_MANY + "water pokémon " + "in play on your bench." + ITEM))
        self.assertIsNone(trainer("draw cards until you have " + "as many cards in your hand " + "as your opponent has "
                                  + "water pokémon in play." + ITEM))
        self.assertIsNone(trainer(_AS_MANY + "pokémon in play." + ITEM))


# --- Tools: +HP for an owner's Pokémon ------------------------------------------------------------
def _owner_hp(owner: str, n: int) -> str:
    return "the " + owner + " pokémon " + "this card is attached to " + "gets +" + str(n) + " hp." + TOOL_REMIND


class TestToolOwnerHp(unittest.TestCase):
    def test_owners(self):
        hop = OWNER_NAMES.index("Hop's")
        self.assertEqual(recognize_tool(_owner_hp("hop's", 40)), [["TOOL", fx.TOOL_HP, 40, fx.TC_OWNER + hop]])
        misty = OWNER_NAMES.index("Misty's")
        self.assertEqual(recognize_tool(_owner_hp("misty's", 90)), [["TOOL", fx.TOOL_HP, 90, fx.TC_OWNER + misty]])
        self.assertEqual(recognize_tool(_owner_hp("n's", 20)), [["TOOL", fx.TOOL_HP, 20, fx.TC_NS]])
        self.assertEqual(recognize_tool(_owner_hp("marnie's", 30)), [["TOOL", fx.TOOL_HP, 30, fx.TC_MARNIES]])
        self.assertEqual(recognize_tool(_owner_hp("team rocket's", 50)), [["TOOL", fx.TOOL_HP, 50, fx.TC_TEAM_ROCKET]])

    def test_near_misses(self):
        # an owner the card table does not tag; less HP; an owner's Pokémon ex
        self.assertIsNone(recognize_tool(_owner_hp("arven's", 40)))
        self.assertIsNone(recognize_tool(_owner_hp("hop's", 40).replace("gets +", "gets -")))
        self.assertIsNone(recognize_tool(_owner_hp("hop's", 40).replace("hop's pokémon", "hop's pokémon ex")))


if __name__ == "__main__":
    unittest.main()
