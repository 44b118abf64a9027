"""Kernel slice 29 k3 wordings (ptcgsim/cards/recognize_k329.py): power locks
(PASSIVE_POWER_LOCK), play locks from a power (PASSIVE_NO_PLAY) and from an attack
(OPP_NO_TRAINERS_NEXT a >= NT_MASK), and near misses that stay unrecognised.

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built
from short pieces; "this pokémon" is how the normaliser writes the card's own name.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.kernel.cardtable import CF_FUTURE, CF_RULE_BOX, CF_V

BOTH = " (both yours and " "your opponent's) "
ACT = "as long as this pokémon " "is your active pokémon, "
SPOT = "as long as this pokémon " "is in the active spot, "


def power(text: str, name: str = "Testmon"):
    return recognize_power({"type": "Ability", "text": text}, name, 1)


def lock(c: int) -> list:
    return [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, c]]


def bit(flag: int) -> int:
    return flag.bit_length() - 1


class TestPowerLocks(unittest.TestCase):
    def test_locks(self):
        cases = [
            (ACT + "your opponent's pokémon " "in play that have any damage " "counters on them have no abilities, "
             "except for pokémon ex.", fx.TC_FULL_HP + fx.LK_NEG1 + fx.TC_SHIFT * fx.TC_NOT_EX + fx.LK_WHERE),
            (ACT + "pokémon with a rule box " "in play" + BOTH + "have no abilities, " "except for future pokémon.",
             bit(CF_RULE_BOX) + fx.TC_SHIFT * bit(CF_FUTURE) + fx.LK_FLAG1 + fx.LK_FLAG2 + fx.LK_NEG2 + fx.LK_BOTH
             + fx.LK_WHERE),
            ("basic pokémon v " "in play" + BOTH + "have no abilities.",
             fx.TC_BASIC + fx.TC_SHIFT * bit(CF_V) + fx.LK_FLAG2 + fx.LK_BOTH),
            (ACT + "your opponent's active " "pokémon has no abilities, " "except for night hush.",
             fx.TC_ACTIVE + fx.LK_WHERE),
            ("as long as this pokémon " "is on your bench, benched " "stage 2 pokémon" + BOTH + "have no abilities.",
             fx.TC_STAGE2 + fx.TC_SHIFT * fx.TC_BENCHED + fx.LK_BOTH + 2 * fx.LK_WHERE),
            (SPOT + "your opponent's pokémon " "can't use any poké-powers.", fx.LK_KIND + fx.LK_WHERE),
            (SPOT + "each player's pokémon " "can't use any poké-powers " "or poké-bodies.", fx.LK_BOTH + fx.LK_WHERE),
            (SPOT + "each pokémon (excluding " "pokémon-ex)" + BOTH + "can't use any poké-powers.",
             fx.TC_NOT_EX + fx.LK_BOTH + fx.LK_KIND + fx.LK_WHERE),
            (SPOT + "each player's pokémon " "(excluding pokémon-ex) can't " "use any poké-powers or poké-bodies.",
             fx.TC_NOT_EX + fx.LK_BOTH + fx.LK_WHERE),
            (SPOT + "your opponent's basic pokémon " "can't attack or use any " "poké-powers or poké-bodies.",
             fx.TC_BASIC + fx.LK_WHERE + fx.LK_ATTACKS),
        ]
        for text, c in cases:
            with self.subTest(text=text):
                self.assertEqual(power(text), lock(c))

    def test_near_misses(self):
        for text in [
            ACT + "your opponent's pokémon " "in play that have any damage " "counters on them have no abilities.",
            "as long as this pokémon " "is on your bench, benched " "stage 1 pokémon" + BOTH + "have no abilities.",
            SPOT + "your opponent's pokémon " "can't use any poké-bodies.",
            SPOT + "your opponent's stage 1 pokémon " "can't attack or use any poké-powers.",
            "as long as you have solrock " "in play, each player's fire " "pokémon can't use any poké-powers.",
        ]:
            with self.subTest(text=text):
                self.assertIsNone(power(text))


class TestPlayLocks(unittest.TestCase):
    def test_powers(self):
        cases = [
            (ACT + "your opponent can't play " "any item cards from their hand.", fx.NP_ITEM + fx.NP_WHERE),
            (SPOT + "your opponent can't play " "any item cards or pokémon tool " "cards from his or her hand.",
             fx.NP_ITEM + fx.NP_TOOL + fx.NP_WHERE),
            (SPOT + "your opponent can't play " "any stadium cards from their hand.", fx.NP_STADIUM + fx.NP_WHERE),
            ("as long as you have fewer " "pokémon in play than your " "opponent, your opponent can't play any "
             "trainer cards (except for " "supporter cards) from their hand.",
             fx.NP_ITEM + fx.NP_TOOL + fx.NP_STADIUM + 2 * fx.NP_WHERE),
            (SPOT + "your opponent can't play " "a pokémon from their hand " "to evolve their active pokémon.",
             fx.NP_EVOLVE_ACTIVE + fx.NP_WHERE),
            ("as long as any stadium card " "with holon in its name is in play, " "your opponent can't play any "
             "item cards from their hand.", fx.NP_ITEM + 3 * fx.NP_WHERE),
        ]
        for text, c in cases:
            with self.subTest(text=text):
                self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_NO_PLAY, 0, c]])

    def test_power_near_misses(self):
        for text in [
            SPOT + "your opponent can't play " "any energy cards from their hand.",
            "as long as this pokémon " "is on your bench, your opponent " "can't play any item cards from their hand.",
        ]:
            with self.subTest(text=text):
                self.assertIsNone(power(text))

    def test_attacks(self):
        ctx = R.Ctx(kind="attack", damaging=False)
        cases = [
            ("during your opponent's next " "turn, they can't play any " "supporter cards from their hand.",
             fx.NP_SUPPORTER),
            ("your opponent can't play any " "special energy or stadium cards " "from his or her hand during "
             "your opponent's next turn.", fx.NP_SPECIAL_ENERGY + fx.NP_STADIUM),
            ("during your opponent's next " "turn, they can't play any " "pokémon from their hand to "
             "evolve their pokémon.", fx.NP_EVOLVE),
        ]
        for text, bits in cases:
            with self.subTest(text=text):
                self.assertEqual(R.recognize_text(text, ctx), [["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + bits]])
        self.assertIsNone(R.recognize_text("during your opponent's next " "turn, they can't play any " "energy cards "
                                           "from their hand.", ctx))
        self.assertIsNone(R.recognize_text("during your opponent's next " "turn, they can't play any " "pokémon from "
                                           "their hand to evolve their pokémon from their hand.", ctx))


class TestDiscardThenLock(unittest.TestCase):
    def test_the_opponents_stadium_only(self):
        ctx = R.Ctx(kind="attack", damaging=True, base=40)
        text = ("if your opponent has a stadium " "in play, discard it. if you do, " "your opponent can't play any "
                "item cards from their hand " "during their next turn.")
        self.assertEqual(R.recognize_text(text, ctx),
                         [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_STADIUM, -1, 3],
                          ["SKIP_UNLESS_COUNT", fx.CNT_STADIUM, 1, 2], ["DISCARD_STADIUM", 0],
                          ["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + fx.NP_ITEM]])


class TestChosenLock(unittest.TestCase):
    def test_the_attacker_chooses_the_kind(self):
        ctx = R.Ctx(kind="attack", damaging=True, base=30)
        text = ("choose stadium cards or " "supporter cards. during your " "opponent's next turn, they can't "
                "play any of the chosen cards " "from their hand.")
        self.assertEqual(R.recognize_text(text, ctx),
                         [["DAMAGE"], ["CHOOSE_ONE", 2, 1], ["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + fx.NP_STADIUM],
                          ["SKIP", 1], ["OPP_NO_TRAINERS_NEXT", fx.NT_MASK + fx.NP_SUPPORTER]])


if __name__ == "__main__":
    unittest.main()
