"""Slice s30 k7 (ptcgsim/cards/recognize_k7.py): each wording family on synthetic sentences built
from short pieces (never a printed sentence; numbers, names and types varied), and near misses that
stay unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cardtags import tag_kind
from ptcgsim.kernel.cardtable import CF_ANCIENT, CF_FUTURE, CF_ROCKET, CF_TYPES

IF_ME = "if this pokémon "
THIS_TURN = " during this turn, "
MORE = "this attack does {} more damage."
FIGHTING = 5
EVOLVED = fx.CNT_SELF_EVOLVED_TURN


def attack(text: str, base: int = 0, card: str = "Testmon"):
    ctx = Ctx(kind="attack", base=base, damaging=True)
    ctx.card = card
    return recognize_text(text, ctx, card)


def effect(text: str, card: str = "Testmon"):
    ctx = Ctx(kind="attack", damaging=False)
    ctx.card = card
    return recognize_text(text, ctx, card)


class TestEvolvedThisTurn(unittest.TestCase):
    def test_more_damage_when_evolved_from_a_name(self):
        for name in ("pebblet", "brock's pebblet"):
            text = IF_ME + "evolved from " + name + THIS_TURN + MORE.format(70)
            self.assertEqual(attack(text, 20), [["SKIP_UNLESS_COUNT", fx.named_count(EVOLVED, name), 1, 1], ["DMG_ADD", 70],
                                                ["DAMAGE"]])

    def test_nothing_when_evolved(self):
        text = IF_ME + "evolved" + THIS_TURN + "this attack does nothing."
        self.assertEqual(attack(text, 90), [["SKIP_UNLESS_COUNT", EVOLVED, 1, 1], ["STOP"], ["DAMAGE"]])

    def test_nothing_unless_evolved(self):
        text = IF_ME + "didn't evolve from pebblet" + THIS_TURN + "this attack does nothing."
        self.assertEqual(attack(text, 90), [["SKIP_UNLESS_COUNT", fx.named_count(EVOLVED, "pebblet"), 0, 1], ["STOP"],
                                            ["DAMAGE"]])

    def test_more_discards(self):
        text = ("your opponent discards " + "a card from their hand. " + IF_ME + "evolved from pebblet" + THIS_TURN
                + "your opponent discards 3 more cards.")
        self.assertEqual(effect(text), [["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP],
                                        ["SKIP_UNLESS_COUNT", fx.named_count(EVOLVED, "pebblet"), 1, 1],
                                        ["DISCARD_HAND", 3, fx.KIND_ANY, fx.OPP]])

    def test_near_miss(self):
        self.assertIsNone(attack(IF_ME + "evolved" + " during your last turn, " + MORE.format(70), 20))


class TestHealedThisTurn(unittest.TestCase):
    def test_more_damage(self):
        text = IF_ME + "was healed" + THIS_TURN + MORE.format(110)
        self.assertEqual(attack(text, 30), [["SKIP_UNLESS_COUNT", fx.CNT_SELF_HEALED_TURN, 1, 1], ["DMG_ADD", 110],
                                            ["DAMAGE"]])

    def test_near_miss(self):
        self.assertIsNone(attack(IF_ME + "was healed" + " during your last turn, " + MORE.format(110), 30))


class TestCountersOn(unittest.TestCase):
    PER = "this attack does {} damage for each damage counter " + "on all of your "

    def test_benched_name(self):
        self.assertEqual(attack(self.PER.format(30) + "benched pebblet.", 30),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_BENCH_COUNTERS_KIND, "pebblet"], ["DAMAGE"]])

    def test_benched_type(self):
        self.assertEqual(attack(self.PER.format(30) + "benched fighting pokémon.", 30),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_BENCH_COUNTERS_KIND,
                                           fx.KIND_POKEMON_OF_TYPE + FIGHTING], ["DAMAGE"]])

    def test_benched_name_tag(self):
        self.assertEqual(attack(self.PER.format(20) + "benched brock's pokémon.", 20),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_BENCH_COUNTERS_KIND,
                                           tag_kind(fx.KIND_POKEMON, "name:brock's")], ["DAMAGE"]])

    def test_all_of_its_own_name(self):
        self.assertEqual(attack(self.PER.format(20) + "testmon.", 20),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_COUNTERS_KIND, "testmon"], ["DAMAGE"]])

    def test_the_opponents(self):
        text = "this attack does 20 more damage for each damage counter " + "on all of your opponent's pokémon."
        self.assertEqual(attack(text, 10), [["DMG_ADD_PER_COUNT", 20, fx.CNT_OPP_COUNTERS_KIND, fx.ANY], ["DAMAGE"]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.PER.format(30) + "benched stage 2 pokémon.", 30))
        self.assertIsNone(attack(self.PER.format(30) + "benched pokémon that have energy attached.", 30))



class TestCountersWithoutDamage(unittest.TestCase):
    PUT = "put damage counters on "
    UNTIL = " until its remaining hp is "

    def test_until_n_hp_left(self):
        for where, code in (("your opponent's active pokémon", fx.BENCH_DEF), ("1 of your opponent's pokémon", fx.BENCH_OPP_ANY_ONE),
                            ("each of your opponent's benched pokémon", fx.BENCH_OPP_ALL)):
            self.assertEqual(effect(self.PUT + where + self.UNTIL + "40."), [["COUNTERS_TO_HP", 40, code]])

    def test_then_self_damage_if_any_were_placed(self):
        text = (self.PUT + "your opponent's active pokémon" + self.UNTIL + "20. " + "if you placed any damage counters "
                + "in this way, this attack also does 90 damage to this pokémon.")
        self.assertEqual(effect(text), [["COUNTERS_TO_HP", 20, fx.BENCH_DEF], ["SKIP_UNLESS_N", 1, 1], ["SELF_DAMAGE", 90]])

    def test_move_all(self):
        MOVE = "move all damage counters " + "from 1 of your benched "
        for kind, cond in (("", 0), ("team rocket's ", fx.TC_TEAM_ROCKET), ("ancient ", fx.TC_ANCIENT)):
            self.assertEqual(effect(MOVE + kind + "pokémon to your opponent's active pokémon."),
                             [["MOVE_ALL_COUNTERS", 0, 0, cond]])
        self.assertEqual(effect(MOVE + "pokémon to 1 of your opponent's pokémon."), [["MOVE_ALL_COUNTERS", 0, 1, 0]])

    def test_near_misses(self):
        self.assertIsNone(effect(self.PUT + "your opponent's active pokémon" + self.UNTIL + "20 or less."))
        self.assertIsNone(effect("move all damage counters " + "from 1 of your pokémon to your opponent's active pokémon."))
        self.assertIsNone(effect("move all damage counters " + "from 1 of your benched future pokémon to your opponent's active pokémon."))



class TestSupporterPlayed(unittest.TestCase):
    IF = "if you played "
    FROM = " from your hand" + " during this turn, "
    SP = fx.CNT_OWN_SUPPORTER_PLAYED

    def test_a_named_supporter(self):
        self.assertEqual(attack(self.IF + "brock's advice" + self.FROM + MORE.format(50), 20),
                         [["SKIP_UNLESS_COUNT", fx.named_count(self.SP, "brock's advice"), 1, 1], ["DMG_ADD", 50], ["DAMAGE"]])

    def test_a_kind_of_supporter(self):
        for what, flag in (("an ancient supporter card", CF_ANCIENT), ("a future supporter card", CF_FUTURE),
                           ('a supporter card that has "team rocket" in its name', CF_ROCKET)):
            code = fx.count_code(self.SP, fx.kind_flag(fx.KIND_SUPPORTER, flag))
            self.assertEqual(attack(self.IF + what + self.FROM + MORE.format(50), 20),
                             [["SKIP_UNLESS_COUNT", code, 1, 1], ["DMG_ADD", 50], ["DAMAGE"]])

    def test_any_supporter_keeps_its_count(self):
        self.assertEqual(attack(self.IF + "a supporter card" + self.FROM + MORE.format(50), 20),
                         [["SKIP_UNLESS_COUNT", fx.CNT_OWN_SUPPORTERS_TURN, 1, 1], ["DMG_ADD", 50], ["DAMAGE"]])

    def test_mill_more(self):
        text = ("discard the top card " + "of your opponent's deck. " + self.IF + "an ancient supporter card" + self.FROM
                + "discard 2 more cards in this way.")
        code = fx.count_code(self.SP, fx.kind_flag(fx.KIND_SUPPORTER, CF_ANCIENT))
        self.assertEqual(effect(text), [["MILL_OPP", 1], ["SKIP_UNLESS_COUNT", code, 1, 1], ["MILL_OPP", 2]])

    def test_near_misses(self):
        self.assertIsNone(attack(self.IF + "a stadium card" + self.FROM + MORE.format(50), 20))
        self.assertIsNone(attack(self.IF + "an item card" + self.FROM + MORE.format(50), 20))



class TestThreeTargets(unittest.TestCase):
    def test_three(self):
        text = "this attack does 40 damage to 3 " + "of your opponent's pokémon."
        self.assertEqual(effect(text), [["BENCH_DAMAGE", 40, fx.BENCH_OPP_ANY_THREE]])
        text = "this attack does 60 damage to 3 " + "of your opponent's pokémon " + "that have any damage counters on them."
        self.assertEqual(effect(text), [["BENCH_DAMAGE", 60, fx.BENCH_OPP_ANY_THREE_DAMAGED]])

    def test_split_picks(self):
        text = ("choose 1 of your opponent's pokémon 4 times. " + "(you can choose the same pokémon more than once.) "
                + "for each time you chose a pokémon, " + "do 30 damage to it.")
        self.assertEqual(effect(text), [["BENCH_DAMAGE", 30, fx.BENCH_OPP_ANY_SPLIT, 4]])
        self.assertEqual(effect(text + " this damage isn't affected by " + "weakness or resistance."),
                         [["NO_WEAKNESS_RESISTANCE", 0], ["BENCH_DAMAGE", 30, fx.BENCH_OPP_ANY_SPLIT, 4]])

    def test_near_miss(self):
        self.assertIsNone(effect("this attack does 40 damage to 3 " + "of your opponent's benched pokémon ex."))



class TestMilledKinds(unittest.TestCase):
    MILL = "discard the top 4 cards of your deck, " + "and this attack does 30 damage for each "
    WAY = " that you discarded " + "in this way."

    def test_own_deck(self):
        for what, kind in (("basic fire energy card", fx.KIND_BASIC_ENERGY_OF_TYPE + 1),
                           ("brock's pokémon", tag_kind(fx.KIND_POKEMON, "name:brock's")), ("energy card", fx.KIND_ENERGY)):
            per = fx.CNT_OWN_DISCARD_KIND
            self.assertEqual(attack(self.MILL + what + self.WAY, 30),
                             [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", -30, per, kind], ["MILL_OPP", 4, 1],
                              ["DMG_ADD_PER_COUNT", 30, per, kind], ["DAMAGE"]])

    def test_own_deck_two_sentences(self):
        text = "discard the top 2 cards of your deck. " + "this attack does 50 damage for each energy card " + "you discarded in this way."
        per, e = fx.CNT_OWN_DISCARD_KIND, fx.KIND_ENERGY
        self.assertEqual(attack(text, 50), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", -50, per, e], ["MILL_OPP", 2, 1],
                                            ["DMG_ADD_PER_COUNT", 50, per, e], ["DAMAGE"]])

    def test_each_players_deck(self):
        text = "discard the top card of " + "each player's deck. this attack does 90 more damage " + "for each energy card discarded in this way."
        own, opp, e = fx.CNT_OWN_DISCARD_KIND, fx.CNT_OPP_DISCARD_KIND, fx.KIND_ENERGY
        self.assertEqual(attack(text, 40), [["DMG_ADD_PER_COUNT", -90, own, e], ["DMG_ADD_PER_COUNT", -90, opp, e], ["MILL_OPP", 1, 1],
                                            ["MILL_OPP", 1], ["DMG_ADD_PER_COUNT", 90, own, e], ["DMG_ADD_PER_COUNT", 90, opp, e],
                                            ["DAMAGE"]])

    def test_near_miss(self):
        self.assertIsNone(attack(self.MILL + "pokémon with a retreat cost of exactly 3" + self.WAY, 30))



class TestMoreConditions(unittest.TestCase):
    def more(self, cond: str, base: int = 20, n: int = 30):
        return attack("if " + cond + ", " + MORE.format(n), base)

    def test_conditions(self):
        water = 2
        for cond, code in (
                ("your opponent's active pokémon has " + "fighting resistance", fx.count_code(fx.CNT_DEF_RESIST_TYPE, FIGHTING)),
                ("you attached a pokémon tool card from your hand " + "to this pokémon during this turn", fx.CNT_SELF_TOOL_TURN),
                ("your opponent has any water " + "pokémon in play",
                 fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, CF_TYPES.bit_length() - 1 + water)),
                ("any of your benched pebblet " + "have any damage counters on them", fx.named_count(fx.CNT_OWN_BENCH_COUNTERS_KIND, "pebblet"))):
            self.assertEqual(self.more(cond), [["SKIP_UNLESS_COUNT", code, 1, 1], ["DMG_ADD", 30], ["DAMAGE"]], cond)

    def test_per_benched_stage(self):
        self.assertEqual(attack("this attack does 30 more damage for each " + "stage 1 pokémon on your bench.", 50),
                         [["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_BENCH_STAGE, 1], ["DAMAGE"]])

    def test_per_benched_with_energy(self):
        self.assertEqual(attack("this attack does 30 more damage for each of your benched pokémon " + "that has any water energy attached.", 50),
                         [["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_BENCH_ENERGY_TYPE, 2], ["DAMAGE"]])

    def test_switch_with_a_benched_type(self):
        self.assertEqual(attack("switch this pokémon with 1 of " + "your benched fire pokémon.", 60),
                         [["DAMAGE"], ["SWITCH_SELF", 3, 0, fx.TC_TYPE + 1]])

    def test_may_go_to_the_hand(self):
        rows = [["DAMAGE"], ["CHOOSE_ONE", 2, 1], ["NOP"], ["SKIP", 1], ["RETURN_TO_HAND", 0, 2]]
        for tail in ("(discard all attached cards.)", "(discard all cards attached " + "to this pokémon.)"):
            self.assertEqual(attack("you may put this pokémon " + "into your hand. " + tail, 90), rows)

    def test_as_much_as_it_took(self):
        text = IF_ME + "was damaged by an attack " + "during your opponent's last turn, " + "this attack does that much more damage."
        self.assertEqual(attack(text, 100), [["DMG_ADD_PER_COUNT", 10, fx.CNT_SELF_HIT_LAST_TURN, fx.ANY], ["DAMAGE"]])

    def test_near_misses(self):
        self.assertIsNone(self.more("your opponent's active pokémon has " + "no resistance"))
        self.assertIsNone(self.more("any of your benched " + "pokémon ex have any damage counters on them"))


if __name__ == "__main__":
    unittest.main()
