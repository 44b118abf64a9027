"""Kernel slice 29 k4 (ptcgsim/cards/recognize_k429.py): each wording family on synthetic sentences
built from short pieces (never a printed sentence; numbers, types and kinds varied), and near misses
that stay unrecognised or keep the older rules' programs."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.kernel.cardtable import CF_TEAM_ROCKET

SUPPORTER = " you may play only 1 supporter card " + "during your turn."
ITEM = " you may play any number of item cards " + "during your turn."
ONCE = "once during your turn, you may "
ON_EVOLVE = "when you play this pokémon from your hand " + "to evolve 1 of your pokémon during your turn, you may "
GRASS, FIRE, WATER, PSYCHIC, FIGHTING, DARKNESS, METAL = 0, 1, 2, 4, 5, 6, 7
SH = fx.TC_SHIFT
TY = fx.TC_TYPE


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


def power(text: str):
    rows = recognize_power({"type": "Ability", "text": text}, "Testmon", 1)
    return rows[1:] if rows else rows


def attack(text: str):
    return recognize_text(text, Ctx(kind="attack", damaging=False))


class TestAttachThen(unittest.TestCase):
    def test_heal_the_pokemon_that_got_it(self):
        for src, code in (("hand", fx.FROM_HAND), ("discard pile", fx.FROM_DISCARD)):
            text = (ONCE + "attach a basic water energy card from your " + src + " to 1 of your pokémon. "
                    + "if you attached energy to a pokémon " + "in this way, heal 50 damage from that pokémon.")
            self.assertEqual(power(text), [["ATTACH_THEN", 50, code, WATER]])

    def test_counters_after_a_search(self):
        text = (ONCE + "search your deck for a basic fire energy card " + "and attach it to 1 of your benched fire pokémon. "
                + "then, shuffle your deck. if you attached energy " + "to a pokémon in this way, place 3 damage counters on that pokémon.")
        src = fx.FROM_DECK + fx.TO_BENCH_ONLY + fx.TO_FILTER * (TY + FIRE)
        self.assertEqual(power(text), [["REQ_DECK"], ["ATTACH_THEN", -30, src, FIRE]])

    def test_ex_wording(self):
        text = (ONCE + "attach a metal energy card from your hand " + "to 1 of your pokémon. if you do, remove 2 damage "
                + "counters from that pokémon.")
        self.assertEqual(power(text), [["ATTACH_THEN", 20, fx.FROM_HAND, METAL]])

    def test_attack_heals_all(self):
        text = "attach a basic fire energy card from your hand " + "to 1 of your benched pokémon. if you do, " + "heal all damage from that pokémon."
        self.assertEqual(attack(text), [["ATTACH_THEN", fx.ATTACH_HEAL_ALL, fx.FROM_HAND + fx.TO_BENCH_ONLY, FIRE]])

    def test_near_misses(self):
        # another Pokémon healed, or any Energy card: not this rule
        self.assertIsNone(power(ONCE + "attach a basic water energy card from your hand to 1 of your pokémon. "
                                + "if you attached energy to a pokémon " + "in this way, heal 50 damage from your active pokémon."))
        self.assertIsNone(power(ONCE + "attach an energy card from your hand to 1 of your pokémon. "
                                + "if you attached energy to a pokémon " + "in this way, heal 50 damage from that pokémon."))


class TestTwoConditionFilter(unittest.TestCase):
    def test_basic_typed_receivers(self):
        text = (ONCE + "attach up to 3 basic water energy cards " + "from your discard pile to your basic water pokémon "
                + "in any way you like. if you use this ability, " + "your turn ends.")
        to = fx.FROM_DISCARD + fx.TO_FILTER * (fx.TC_BASIC + SH * (TY + WATER))
        self.assertEqual(power(text), [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + WATER],
                                       ["ATTACH_ENERGY_ANY", 3, to, WATER], ["END_TURN"]])

    def test_evolution_typed_receivers(self):
        text = (ONCE + "attach up to 2 basic fire energy cards " + "from your discard pile to your evolution fire pokémon "
                + "in any way you like.")
        to = fx.FROM_DISCARD + fx.TO_FILTER * (fx.TC_EVOLVED + SH * (TY + FIRE))
        self.assertEqual(power(text), [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + FIRE], ["ATTACH_ENERGY_ANY", 2, to, FIRE]])

    def test_near_miss(self):
        self.assertIsNone(power(ONCE + "attach up to 2 basic fire energy cards " + "from your discard pile to your stage 2 fire pokémon "
                                + "in any way you like."))


class TestEachActiveToo(unittest.TestCase):
    def test_tagged_then_draw(self):
        for tag, tc in (("future", fx.TC_FUTURE), ("psychic", TY + PSYCHIC)):
            text = ("choose up to 3 of your " + tag + " pokémon and attach a basic energy card " + "from your discard pile to each of them. "
                    + "if you attached any energy in this way, " + "draw 2 cards." + SUPPORTER)
            src = fx.FROM_DISCARD + fx.TO_ACTIVE_TOO + fx.TO_FILTER * tc
            self.assertEqual(trainer(text), [["ATTACH_ENERGY_EACH", 3, src, fx.ANY], ["SKIP_UNLESS_N", 1, 1], ["DRAW", 2]])

    def test_search_each_then_the_active_conditioned(self):
        text = ("choose up to 3 of your fire pokémon. " + "for each of those pokémon, search your deck for a basic "
                + "fire energy card and attach it to that pokémon. " + "then, shuffle your deck. if you attached energy "
                + "to your active pokémon in this way, it is now burned." + SUPPORTER)
        src = fx.FROM_DECK + fx.TO_ACTIVE_TOO + fx.TO_FILTER * (TY + FIRE)
        self.assertEqual(trainer(text), [["ATTACH_ENERGY_EACH", 3, src, FIRE],
                                         ["SKIP_UNLESS_N", fx.ATTACHED_ACTIVE, 1], ["COND", fx.BURNED, fx.SELF]])

    def test_each_tagged(self):
        text = "attach a basic energy card from your " + "discard pile to each of your ancient pokémon." + ITEM
        src = fx.FROM_DISCARD + fx.TO_ACTIVE_TOO + fx.TO_FILTER * fx.TC_ANCIENT
        self.assertEqual(trainer(text), [["ATTACH_ENERGY_EACH", 0, src, fx.ANY]])

    def test_near_miss(self):
        self.assertIsNone(trainer("choose up to 3 of your future pokémon and attach a basic energy card "
                                  + "from your hand to each of them. " + "if you attached any energy in this way, " + "draw 2 cards."))


class TestFilteredGust(unittest.TestCase):
    def test_benched_basic_then_a_condition(self):
        text = ("switch in 1 of your opponent's benched basic " + "pokémon to the active spot. if you do, the new "
                + "active pokémon is now asleep." + SUPPORTER)
        self.assertEqual(trainer(text), [["REQ_OPP_BENCH", fx.TC_BASIC], ["GUST", fx.SELF, 0, fx.TC_BASIC],
                                         ["SKIP_UNLESS_N", 1, 1], ["COND", fx.ASLEEP, fx.OPP]])

    def test_remaining_hp_on_a_trigger(self):
        text = ON_EVOLVE + "switch in 1 of your opponent's benched pokémon " + "that has 30 hp or less remaining to the active spot."
        self.assertEqual(power(text), [["GUST", fx.SELF, 0, fx.TC_HP_30]])

    def test_near_misses(self):
        # an HP bound with no condition code, and the unfiltered switch (the older rule's row)
        self.assertIsNone(trainer("switch in 1 of your opponent's benched pokémon " + "that has 70 hp or less remaining to the active spot."))
        self.assertEqual(trainer("switch in 1 of your opponent's benched pokémon " + "to the active spot." + SUPPORTER),
                         [["REQ_OPP_BENCH"], ["GUST", fx.SELF]])


class TestOppEnergyTo(unittest.TestCase):
    def test_trainer_deck_top(self):
        text = "put an energy attached to your opponent's active " + "pokémon on top of their deck." + SUPPORTER
        self.assertEqual(trainer(text), [["REQ_OPP_ENERGY"], ["OPP_ENERGY_TO", 0, 1]])

    def test_trainer_hand_then_yours(self):
        text = ("put an energy attached to your opponent's active " + "pokémon into their hand. if you do, attach an "
                + "energy card from your hand to your active pokémon." + SUPPORTER)
        self.assertEqual(trainer(text), [["REQ_OPP_ENERGY"], ["OPP_ENERGY_TO", 0, 0], ["SKIP_UNLESS_N", 1, 1],
                                         ["ATTACH_ENERGY", 1, fx.FROM_HAND, fx.ENERGY_ANY_CARD]])

    def test_power_after_a_coin(self):
        text = ONCE + "use this ability. flip a coin. if heads, " + "put an energy attached to your opponent's active " + "pokémon into their hand."
        self.assertEqual(power(text), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["OPP_ENERGY_TO", 0, 0]])

    def test_attacks(self):
        self.assertEqual(attack("you may put 3 energy attached to your opponent's " + "active pokémon into their hand."),
                         [["OPP_ENERGY_TO", 3, 0, 1]])
        self.assertEqual(attack("put an energy attached to your opponent's " + "active pokémon on top of their deck."),
                         [["OPP_ENERGY_TO", 1, 1, 0]])
        self.assertEqual(attack("you may put 3 energy attached to your opponent's " + "active stage 2 pokémon into their hand."),
                         [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_STAGE), 2, 1], ["OPP_ENERGY_TO", 3, 0, 1]])
        self.assertEqual(attack("flip a coin until you get tails. for each heads, " + "shuffle an energy attached to your opponent's "
                                + "active pokémon into their deck."), [["FLIP", 0], ["OPP_ENERGY_TO", -1, 2, 0]])

    def test_any_of_theirs(self):
        self.assertEqual(trainer("put an energy attached to 1 of your opponent's " + "pokémon into their hand." + ITEM),
                         [["REQ_OPP_ENERGY", 1, fx.ANY], ["OPP_ENERGY_TO", 0, 0, 2]])

    def test_near_miss(self):
        self.assertIsNone(trainer("put an energy attached to your opponent's active " + "pokémon into your hand."))
        self.assertIsNone(attack("you may put 3 energy attached to your opponent's " + "active basic pokémon into their hand."))


class TestHealAllFiltered(unittest.TestCase):
    def test_active_typed(self):
        text = ON_EVOLVE + "heal all damage from your active water pokémon. " + "if you healed any damage in this way, discard all energy from that pokémon."
        self.assertEqual(power(text), [["HEAL_ALL_DISCARD_ENERGY", 0, 0, fx.TC_ACTIVE + SH * (TY + WATER)]])

    def test_each_evolution(self):
        text = ON_EVOLVE + "heal all damage from each of your evolution pokémon. " + "if you healed any damage in this way, discard all energy from those pokémon."
        self.assertEqual(power(text), [["HEAL_ALL_DISCARD_ENERGY", 0, 0, fx.TC_EVOLVED]])

    def test_near_miss(self):
        self.assertIsNone(power(ON_EVOLVE + "heal all damage from your active water pokémon. "
                                + "if you healed any damage in this way, discard all energy from those pokémon."))


class TestTurnAndMoves(unittest.TestCase):
    def test_no_attack_this_turn_after_a_search(self):
        text = ("search your deck for up to 3 basic energy cards " + "and attach them to 1 of your pokémon. then, shuffle your deck. "
                + "during this turn, your pokémon can't attack. " + "(this includes pokémon that come into play this turn.)" + SUPPORTER)
        self.assertEqual(trainer(text), [["REQ_DECK"], ["ATTACH_ENERGY_ONE", 3, fx.FROM_DECK, fx.ANY], ["NO_ATTACK_TURN", 0]])

    def test_attack_next_turn(self):
        text = "during your next turn, your pokémon can't attack. " + "(this includes new pokémon that come into play.)"
        self.assertEqual(attack(text), [["NO_ATTACK_TURN", 1]])
        self.assertIsNone(trainer(text))

    def test_move_between_one_pair(self):
        t = fx.MOVE_FROM * fx.TC_ANY_ENERGY
        self.assertEqual(trainer("move up to 3 energy from 1 of your pokémon " + "to another of your pokémon." + SUPPORTER),
                         [["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 3, fx.ME_SAME_PAIR, t]])

    def test_heal_each_of_up_to(self):
        self.assertEqual(trainer("choose up to 3 of your pokémon and heal 30 " + "damage from each of them." + SUPPORTER),
                         [["REQ_OWN_DAMAGED", 1], ["HEAL_ANY_OWN", 30, fx.HEAL_UP_TO + 3]])


class TestOwnerSwitchAndHands(unittest.TestCase):
    def test_team_rockets_switch_then_gust(self):
        bit = CF_TEAM_ROCKET.bit_length() - 1
        text = ("switch your active team rocket's pokémon with 1 " + "of your benched team rocket's pokémon. if you do, "
                + "switch in 1 of your opponent's benched pokémon " + "to the active spot." + SUPPORTER)
        self.assertEqual(trainer(text), [["REQ_COUNT", fx.count_code(fx.CNT_OWN_ACTIVE_FLAG, bit), 1],
                                         ["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, bit), 2],
                                         ["SWITCH_SELF", 3, 0, fx.TC_TEAM_ROCKET], ["SKIP_UNLESS_N", 1, 1], ["GUST", fx.SELF]])

    def test_revealed_hand_to_the_bottom(self):
        for what, kind in (("choose an energy card you find there and put it", fx.KIND_ENERGY),
                           ("put a pokémon you find there", fx.KIND_POKEMON)):
            text = "your opponent reveals their hand, and you " + what + " on the bottom of their deck." + ITEM
            self.assertEqual(trainer(text), [["DISCARD_HAND", 1, kind, fx.OPP_REVEALED + fx.DH_BOTTOM]])

    def test_then_they_may_draw(self):
        text = ("your opponent reveals their hand, and you choose a card " + "you find there and put it on the bottom of their deck. "
                + "if you put a card on the bottom of your opponent's " + "deck in this way, your opponent may draw 2 cards." + SUPPORTER)
        self.assertEqual(trainer(text), [["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP_REVEALED + fx.DH_BOTTOM],
                                         ["SKIP_UNLESS_N", 1, 1], ["DRAW", 2, 8]])

    def test_near_miss(self):
        self.assertIsNone(trainer("your opponent reveals their hand, and you put a trainer " + "card you find there on the bottom of their deck."))


if __name__ == "__main__":
    unittest.main()
