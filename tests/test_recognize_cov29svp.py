"""Coverage slice 29-svp (ptcgsim/cards/recognize_cov29svp.py): the Scarlet & Violet / Mega
Evolution Abilities' wordings on synthetic sentences built from short pieces and a made-up
Pokémon name (never a printed sentence), each with a near miss that stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize_power import recognize_power

ME = "Testmon"
THIS = "this pokémon"
ONCE = "once during your turn, "
ON_EVOLVE = "when you play " + THIS + " from your hand to evolve 1 of your pokémon during your turn, "
PICK = "choose a random card from your opponent's hand"
BWR = " (before applying weakness and resistance)."
AWR = " (after applying weakness and resistance)."
# the owner tags (cardtable.OWNER_NAMES): Erika's is 4, Misty's 6, Lillie's 7
ERIKA, MISTY, LILLIE = fx.TC_OWNER + 4, fx.TC_OWNER + 6, fx.TC_OWNER + 7


def power(text: str, kind: str = "Ability"):
    return recognize_power({"type": kind, "text": text}, ME)


def _mods(*rows):
    return [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]] + [["TOOL", *r] for r in rows]


class TestOwnerModifiers(unittest.TestCase):
    def test_more_damage(self):
        text = "attacks used by your erika's pokémon do 40 more damage to your opponent's active pokémon" + BWR
        self.assertEqual(power(text), _mods([fx.TOOL_DMG_PLUS, 40, ERIKA + fx.MS_OWN * fx.MOD_SCOPE]))

    def test_more_damage_no_stack(self):
        text = ("attacks used by your misty's pokémon do 20 more damage to your opponent's active pokémon" + BWR
                + " the effect of fake feast doesn't stack.")
        self.assertEqual(power(text), _mods([fx.TOOL_DMG_PLUS, 20, MISTY + fx.MS_OWN * fx.MOD_SCOPE + fx.MOD_NOSTACK]))

    def test_less_damage_from_the_bench(self):
        text = ("as long as " + THIS + " is on your bench, all of your lillie's pokémon take 20 less damage from attacks "
                "from your opponent's pokémon" + AWR + " the effect of fake wall doesn't stack.")
        c = LILLIE + fx.MS_OWN * fx.MOD_SCOPE + fx.TC_BENCHED * fx.MOD_SRC + fx.MOD_NOSTACK
        self.assertEqual(power(text), _mods([fx.TOOL_REDUCE, 20, c]))

    def test_less_damage_in_play(self):
        text = "all of your erika's pokémon take 10 less damage from attacks from your opponent's pokémon" + AWR
        self.assertEqual(power(text), _mods([fx.TOOL_REDUCE, 10, ERIKA + fx.MS_OWN * fx.MOD_SCOPE]))

    def test_near_misses(self):
        # an owner the card table does not tag
        self.assertIsNone(power("attacks used by your fakeowner's pokémon do 40 more damage to your opponent's active pokémon"
                                + BWR))
        # the opponent's owner's Pokémon, or damage to every Pokémon (not the Active only)
        self.assertIsNone(power("attacks used by your opponent's erika's pokémon do 40 more damage to your opponent's active "
                                "pokémon" + BWR))
        self.assertIsNone(power("attacks used by your erika's pokémon do 40 more damage to your opponent's pokémon" + BWR))
        # less damage from some attackers only
        self.assertIsNone(power("all of your erika's pokémon take 10 less damage from attacks from your opponent's "
                                "pokémon ex" + AWR))


class TestRandomHandCardsToDeck(unittest.TestCase):
    def test_per_heads(self):
        text = (ON_EVOLVE + "you may flip 3 coins. for each heads, " + PICK + ". "
                "your opponent reveals those cards and shuffles them into their deck.")
        want = [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["FLIP", 3]]
        for i in (1, 2, 3):
            want += [["SKIP_UNLESS_HEADS", i, 1], ["OPP_DISCARD_HAND_RANDOM", 1, 1]]
        self.assertEqual(power(text), want)

    def test_one_coin(self):
        text = (ONCE + "you may flip a coin. if heads, " + PICK + ". "
                "your opponent reveals that card and shuffles it into their deck.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                                       ["OPP_DISCARD_HAND_RANDOM", 1, 1]])

    def test_near_misses(self):
        tail = PICK + ". your opponent reveals those cards and shuffles them into their deck."
        # the plural after one coin, the singular after several coins
        self.assertIsNone(power(ONCE + "you may flip a coin. if heads, " + tail))
        self.assertIsNone(power(ONCE + "you may flip 2 coins. for each heads, " + PICK
                                + ". your opponent reveals that card and shuffles it into their deck."))
        # the cards discarded, or put into the hand: not this row
        self.assertIsNone(power(ONCE + "you may flip 2 coins. for each heads, " + tail.replace("shuffles them into their deck",
                                                                                                "discards them")))
        # more coins than the rule unrolls
        self.assertIsNone(power(ONCE + "you may flip 5 coins. for each heads, " + tail))


if __name__ == "__main__":
    unittest.main()
