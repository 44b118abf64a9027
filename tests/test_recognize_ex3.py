"""EX-era wordings of ptcgsim/cards/recognize_ex3.py: counts over both boards, a chosen Special
Condition, reveal-until searches, evolving triggers, Power Saver-like and Rear Sensor-like
Poké-Bodies, a Family Bonds-like retreat rule, an Energy Evolution-like power.

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built
from short pieces with numbers varied from any printed card.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power

_ME = "this pokémon"
_DEF = "the defending pokémon"
_PLUS = " damage plus "
_MAGMA_BIT = 15  # cardtable.CF_MAGMA
_AQUA_BIT = 14


def attack(text: str, base: int = 0):
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=base > 0), "Testmon")


def power(text: str, kind: str = "Poké-Power", name: str = "Testmon"):
    return recognize_power({"type": kind, "text": text}, name)


class TestAttacks(unittest.TestCase):
    def test_counts_over_both_boards(self):
        self.assertEqual(attack("does 30" + _PLUS + "20 more damage " "for each fire energy in play.", 30),
                         [["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_ENERGY_ALL, 1],
                          ["DMG_ADD_PER_COUNT", 20, fx.CNT_OPP_ENERGY_ALL, 1], ["DAMAGE"]])
        self.assertEqual(attack("does 50" + _PLUS + "20 more damage for " "each trainer card your opponent " "has in play.", 50),
                         [["DMG_ADD_PER_COUNT", 20, fx.CNT_OPP_TOOLS, fx.ANY], ["DMG_ADD_PER_COUNT", 20, fx.CNT_STADIUM, fx.ANY],
                          ["DMG_ADD_PER_COUNT", -20, fx.CNT_OWN_STADIUM, fx.ANY], ["DAMAGE"]])
        self.assertEqual(attack("does 30" + _PLUS + "20 more damage for " "each evolved pokémon you have " "in play.", 30),
                         [["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_EVOLVED_IN_PLAY, fx.ANY], ["DAMAGE"]])
        self.assertEqual(attack("does 20 damage times the number " "of pokémon in play with team " "aqua in its name.", 20),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_ALL_FLAG_IN_PLAY, _AQUA_BIT], ["DAMAGE"]])

    def test_board_conditions(self):
        self.assertEqual(attack("if " + _DEF + " has any " "poké-bodies, this attack does " "30 damage plus 40 more damage.", 30),
                         [["SKIP_UNLESS_COUNT", fx.CNT_DEF_BODY, 1, 1], ["DMG_ADD", 40], ["DAMAGE"]])
        self.assertEqual(attack("if " + _DEF + " has any special " "energy cards attached to it, " + _DEF + " is now asleep.", 10),
                         [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_DEF_SPECIAL_ENERGY, 1, 1], ["COND", fx.ASLEEP, fx.OPP]])

    def test_typed_flips_and_chosen_condition(self):
        self.assertEqual(attack("flip a coin for each grass " "energy attached to " + _ME + ". this attack does "
                                "30" + _PLUS + "10 more damage for each heads.", 30),
                         [["FLIP_PER_ENERGY", fx.SELF, 0, 1], ["DMG_ADD_PER_HEADS", 10], ["DAMAGE"]])
        self.assertEqual(attack("flip a coin. if heads, choose " "1 special condition. " + _DEF + " is now affected "
                                "by that special condition.", 0),
                         [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.COND_CHOSEN, fx.OPP]])

    def test_draws_and_searches(self):
        self.assertEqual(attack("discard up to 3 energy cards " "from your hand. then, draw 3 " "cards for each energy card you "
                                "discarded."),
                         [["DISCARD_CHOSEN", 3, fx.DS_HAND, fx.ANY], ["DRAW", 3, 4]])
        self.assertEqual(attack("count the number of pokémon you " "have in play that has δ on its " "card. draw up to that many cards."),
                         [["COUNT_TO_H", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, 12)], ["DRAW", 0, 3]])
        self.assertEqual(attack("search your deck for a basic " "pokémon card or evolution card " "for each energy attached to "
                                + _ME + ", and put them into " "your hand."),
                         [["COUNT_TO_H", fx.count_code(fx.CNT_SELF_ENERGY)], ["SEARCH_DECK", 0, fx.KIND_POKEMON, fx.TO_HAND]])
        self.assertEqual(attack("reveal cards from your deck " "until you reveal a basic " "energy card. show that card to "
                                "your opponent and put it into " "your hand. shuffle the other " "revealed cards into your deck."),
                         [["SEARCH_DECK", -1, fx.KIND_BASIC_ENERGY, fx.TO_HAND]])
        team = fx.KIND_FLAG + fx.KIND_BASIC_POKEMON + 100 * _AQUA_BIT
        self.assertEqual(attack("search your deck for a water " "basic pokémon or basic pokémon " "with team aqua in its name "
                                "and put it onto your bench."),
                         [["SEARCH_DECK", 1, fx.kind_either(fx.KIND_BASIC_OF_TYPE + 2, team), fx.TO_BENCH]])
        self.assertEqual(attack("look at the top 4 cards on " "either player's deck and put " "them back on top of that "
                                "player's deck in any order " "you like."),
                         [["TOP_REARRANGE", 4, fx.BOTH_PLAYERS]])

    def test_locks_and_discards(self):
        self.assertEqual(attack(_DEF + " can't retreat or use " "any poké-powers during your " "opponent's next turn.", 30),
                         [["DAMAGE"], ["DEF_CANT_RETREAT_NEXT"], ["DEF_NO_POWERS_NEXT"]])
        self.assertEqual(attack("discard all fire energy attached " "to " + _ME + " and then choose 1 " "of your opponent's pokémon. "
                                "this attack does 70 damage to " "that pokémon."),
                         [["DISCARD_ENERGY", 0, fx.SELF, 1], ["BENCH_DAMAGE", 70, fx.BENCH_OPP_ANY_ONE]])


class TestPowers(unittest.TestCase):
    _EVOLVE = "once during your turn, when you " "play testmon from your hand to " "evolve 1 of your pokémon, you may "

    def test_evolving_triggers(self):
        self.assertEqual(power(self._EVOLVE + "have your opponent shuffle " "his or her hand into his or her "
                               "deck. then, your opponent draws " "up to 5 cards."),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["OPP_SHUFFLE_HAND_DRAW", 5]])
        self.assertEqual(power(self._EVOLVE + "choose 1 evolved pokémon on " "your opponent's bench, remove " "the highest stage evolution card "
                               "from that pokémon, and put it " "back into his or her hand."),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["REQ_COUNT", fx.CNT_OPP_BENCH, 1], ["DEVOLVE", 1, 2]])
        self.assertEqual(power(self._EVOLVE + "remove all damage counters " "from all of your pokémon and " "your opponent's pokémon "
                               "(excluding pokémon-ex)."),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["HEAL", 0, fx.HEAL_EVERY, fx.ELIG_NOT_EX]])

    def test_a_trigger_with_no_may_happens(self):
        text = ("once during your turn (before " "your attack), when you play " "testmon from your hand to "
                "evolve 1 of your pokémon, switch " "1 of your opponent's benched " "pokémon with 1 of the "
                "defending pokémon. your opponent " "chooses the defending pokémon " "to switch.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 2, fx.PW_ON_EVOLVE], ["GUST", fx.SELF]])

    def test_energy_from_a_team_pokemon(self):
        text = ("once during your turn (before " "your attack), you may move an " "energy card attached to your "
                "pokémon with team aqua in its " "name to another of your pokémon.")
        c = fx.MOVE_FROM * fx.TC_AQUA
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["REQ_MOVE_ENERGY", 0, 0, c], ["MOVE_ENERGY", 0, 0, c]])

    def test_active_look_then_asleep(self):
        text = ("once during your turn (before " "your attack), if testmon is your " "active pokémon, you may look at "
                "the top 4 cards of your deck, " "choose 1 of them, and put it " "into your hand. shuffle your "
                "deck afterward. testmon and " "your other active pokémon, if " "any, are now asleep. this power "
                "can't be used if testmon is " "affected by a special condition.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY],
                                       ["LOOK_TOP", 4, fx.KIND_ANY, 1], ["COND", fx.ASLEEP, fx.SELF]])

    def test_a_card_to_the_deck_top(self):
        text = ("once during your turn (before " "your attack), you may search " "your deck for a card. shuffle "
                "your deck, then put that card " "on top of your deck.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["REQ_DECK"], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_DECK_TOP]])

    def test_power_saver(self):
        text = ("as long as the number of " "pokémon in play (both yours " "and your opponent's) that has "
                "team magma in its name is 2 " "or less, testmon can't attack.")
        c = fx.count_code(fx.CNT_ALL_FLAG_IN_PLAY, _MAGMA_BIT) + fx.CANT_ATTACK_NEED * 3
        self.assertEqual(power(text, "Poké-Body"), [["POWER_PASSIVE", fx.PASSIVE_CANT_ATTACK_UNLESS, 0, c]])

    def test_rear_sensor(self):
        text = "each player's active basic " "pokémon (excluding pokémon-ex) " "can't use any poké-powers."
        self.assertEqual(power(text, "Poké-Body"), [["POWER_PASSIVE", fx.PASSIVE_NO_BASIC_POWERS, 0, 0]])

    def test_retreat_cost_for_named(self):
        text = "as long as testmon is in play, " "the retreat cost for alphamon, " "betamon and gammamon is 0."
        self.assertEqual(power(text, "Poké-Body"),
                         [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "alphamon|betamon|gammamon"],
                          ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.TC_POWER_NAMED + fx.MOD_SCOPE * fx.MS_OWN]])

    def test_energy_evolution(self):
        text = ("whenever you attach an energy " "card from your hand to testmon, " "you may search your deck for a "
                "card that evolves from testmon " "that is the same type as the " "energy card you attached to "
                "testmon. put that card onto " "testmon. (this counts as " "evolving testmon.) shuffle your deck afterward.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 0, fx.PW_ON_ATTACH], ["EVOLVE_FROM_DECK", 0, 1]])


if __name__ == "__main__":
    unittest.main()
