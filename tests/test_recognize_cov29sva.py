"""Coverage slice 29sva (ptcgsim/cards/recognize_cov29sva.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and near misses that stay
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.schema import TYPE_INDEX

ME = "Testmon"
OPP_ACTIVE = "your opponent's active pokémon"
MAY = "you may "
LOOK_TOP = "look at the top card of your deck. "
MAY_DISCARD_IT = MAY + "discard that card."
CHOOSE_PLAYER = "choose a player. "
THAT_PLAYER = "that player shuffles their hand into their deck"
RANDOM_DOWN_TO = "discard random cards from your opponent's hand "
UNTIL_THREE = "until they have 3 cards in their hand."
ANY_OF_YOURS = "if any of your pokémon in play are the same type as "


def attack(text: str, base: int = 0, ex_era: bool = False):
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=base > 0, ex_era=ex_era), ME)


def do_first(rows):
    return [["CHOOSE_ONE", len(rows) + 1, 1]] + rows + [["SKIP", 1], ["NOP"]]


def nothing_first(rows):
    return [["CHOOSE_ONE", 2, len(rows)], ["NOP"], ["SKIP", len(rows)]] + rows


class TestMaySingleEffect(unittest.TestCase):
    def test_move_opponents_energy(self):
        text = MAY + "move an energy from " + OPP_ACTIVE + " to 1 of their benched pokémon."
        self.assertEqual(attack(text, 40), [["DAMAGE"]] + do_first([["MOVE_ENERGY", 0, fx.OPP, fx.ANY]]))
        self.assertEqual(attack(text), do_first([["MOVE_ENERGY", 0, fx.OPP, fx.ANY]]))

    def test_switch_out_opponents_active(self):
        text = MAY + "switch out " + OPP_ACTIVE + " to the bench. (your opponent chooses the new active pokémon.)"
        self.assertEqual(attack(text, 30), [["DAMAGE"]] + nothing_first([["GUST", fx.OPP]]))

    def test_leave_play(self):
        self.assertEqual(attack(MAY + "put testmon and all attached cards into your hand.", 120),
                         [["DAMAGE"]] + nothing_first([["RETURN_TO_HAND"]]))
        self.assertEqual(attack(MAY + "shuffle testmon and all attached cards into your deck.", 90),
                         [["DAMAGE"]] + nothing_first([["RETURN_TO_HAND", 2, 0]]))

    def test_recoil_and_condition(self):
        text = MAY + "have testmon also do 50 damage to itself and make " + OPP_ACTIVE + " asleep."
        self.assertEqual(attack(text, 110),
                         [["DAMAGE"]] + nothing_first([["SELF_DAMAGE", 50], ["COND", fx.ASLEEP, fx.OPP]]))

    def test_look_at_top_may_discard(self):
        self.assertEqual(attack(LOOK_TOP + MAY_DISCARD_IT),
                         nothing_first([["MILL_OPP", 1, 1]]))
        self.assertIsNone(attack(LOOK_TOP + MAY_DISCARD_IT, ex_era=True))
        self.assertIsNone(attack("look at the top card of your opponent's deck. you may discard that card."))

    def test_near_misses(self):
        # the EX era, a mismatched zone, another Pokémon, a recoil on an attack that prints no damage
        self.assertIsNone(attack(MAY + "move an energy from " + OPP_ACTIVE + " to 1 of their benched pokémon.", 40, ex_era=True))
        self.assertIsNone(attack(MAY + "put testmon and all attached cards into your deck.", 120))
        self.assertIsNone(attack(MAY + "shuffle testmon and all attached cards into your hand.", 120))
        self.assertIsNone(attack(MAY + "switch out 1 of your opponent's benched pokémon to the bench.", 30))
        self.assertIsNone(attack(MAY + "have testmon also do 50 damage to itself and make " + OPP_ACTIVE + " asleep."))


class TestChooseAPlayer(unittest.TestCase):
    def test_shuffle_and_draw(self):
        text = CHOOSE_PLAYER + THAT_PLAYER + " and draws 6 cards."
        self.assertEqual(attack(text),
                         [["CHOOSE_ONE", 2, 1], ["SHUFFLE_HAND_DRAW", 6], ["SKIP", 1], ["OPP_SHUFFLE_HAND_DRAW", 6]])
        self.assertIsNone(attack(text, ex_era=True))
        self.assertIsNone(attack(CHOOSE_PLAYER + THAT_PLAYER + "."))


class TestUnrolledRepeats(unittest.TestCase):
    def test_mill_per_typed_unit(self):
        t = TYPE_INDEX["Metal"]
        rows = attack("for each metal energy attached to testmon, discard the top card of your opponent's deck.")
        code = fx.count_code(fx.CNT_SELF_ENERGY, t)
        expect = []
        for k in range(1, 61):
            expect += [["SKIP_UNLESS_COUNT", code, k, 1], ["MILL_OPP", 1]]
        self.assertEqual(rows, expect)

    def test_random_discard_down_to(self):
        rows = attack(RANDOM_DOWN_TO + UNTIL_THREE)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_OPP_HAND, 4, 1], ["OPP_DISCARD_HAND_RANDOM", 1]] * 57)

    def test_recoil_per_counter(self):
        rows = attack("testmon also does 20 damage to itself for each damage counter on it.", 100)
        expect = [["DAMAGE"]]
        for k in range(60, 0, -1):
            expect += [["SKIP_UNLESS_COUNT", fx.CNT_SELF_DAMAGE, k, 1], ["SELF_DAMAGE", 20]]
        self.assertEqual(rows, expect)

    def test_near_misses(self):
        self.assertIsNone(attack("for each metal energy attached to testmon, discard the top card of your deck."))
        self.assertIsNone(attack(RANDOM_DOWN_TO + UNTIL_THREE, ex_era=True))
        self.assertIsNone(attack("discard cards from your opponent's hand until they have 3 cards in their hand."))
        self.assertIsNone(attack("testmon also does 20 damage to itself for each damage counter on it."))  # no printed damage
        self.assertIsNone(attack("testmon also does 20 damage to itself for each damage counter on it.", 100, ex_era=True))


class TestMoveAllToBench(unittest.TestCase):
    def test_any_and_typed(self):
        text = "move all energy from testmon to your benched pokémon in any way you like."
        c = fx.MOVE_FROM * fx.TC_ACTIVE + fx.ANY + 1
        self.assertEqual(attack(text, 130), [["DAMAGE"]] + [["MOVE_ENERGY", 0, 0, c]] * 60)
        t = TYPE_INDEX["Water"]
        text = "move all water energy from testmon to your benched pokémon in any way you like."
        self.assertEqual(attack(text, 130), [["DAMAGE"]] + [["MOVE_ENERGY", 0, 0, fx.MOVE_FROM * fx.TC_ACTIVE + t + 1]] * 60)

    def test_near_misses(self):
        self.assertIsNone(attack("move all energy from testmon to your benched pokémon in any way you like.", 130, ex_era=True))
        self.assertIsNone(attack("move all energy from testmon to your pokémon in any way you like.", 130))


class TestTypesOnTheBoard(unittest.TestCase):
    def test_more_per_bench_type(self):
        rows = attack("this attack does 20 more damage for each different type of pokémon on your bench.", 40)
        expect = []
        for t in range(11):
            expect += [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_BENCH_TYPE, t), 1, 1], ["DMG_ADD", 20]]
        self.assertEqual(rows, expect + [["DAMAGE"]])

    def test_shared_type(self):
        rows = attack(ANY_OF_YOURS + "any of your opponent's pokémon in play, "
                      "this attack does 90 more damage.", 60)
        self.assertEqual(len(rows), 4 * 10 + 3 + 1)
        self.assertEqual(rows[:4], [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, 0), 1, 3],
                                    ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, 20), 1, 2],
                                    ["DMG_ADD", 90], ["SKIP", 39]])
        self.assertEqual(rows[-4:], [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_TYPE_IN_PLAY, 10), 1, 2],
                                     ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, 30), 1, 1],
                                     ["DMG_ADD", 90], ["DAMAGE"]])
        # every SKIP lands on DAMAGE: the rows after it are exactly the later blocks
        for i, r in enumerate(rows):
            if r[0] == "SKIP":
                self.assertEqual(rows[i + 1 + r[1]], ["DAMAGE"])

    def test_near_misses(self):
        self.assertIsNone(attack("this attack does 20 more damage for each different type of pokémon on your bench."))
        self.assertIsNone(attack("this attack does 20 more damage for each different type of pokémon on your bench.", 40, ex_era=True))
        self.assertIsNone(attack("this attack does 20 more damage for each different type of pokémon in play.", 40))
        self.assertIsNone(attack(ANY_OF_YOURS + "your opponent's active pokémon, "
                                 "this attack does 90 more damage.", 60))


if __name__ == "__main__":
    unittest.main()
