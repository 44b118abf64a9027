"""Coverage slice 27exp (ptcgsim/cards/recognize_cov27exp.py): EX-era Poké-Power and Poké-Body
wording families on synthetic sentences built from short pieces (never a printed sentence), each
with a near miss that stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.kernel.cardtable import CF_NAME_DARK, CF_NAME_ROCKETS

ME = "Testmon"
SELF = "this pokémon"
DEF = "the defending pokémon"
ONCE = "once during your turn (before your attack), you may "
ACTIVE = "once during your turn (before your attack), if " + SELF + " is your active pokémon, you may "
BENCH = "once during your turn (before your attack), if " + SELF + " is on your bench, you may "
OFTEN = "as often as you like during your turn (before your attack), you may "
EVOLVE = "once during your turn, when you play " + SELF + " from your hand to evolve 1 of your pokémon, you may "
BLOCKED = " this power can't be used if " + SELF + " is affected by a special condition."
COIN = "flip a coin. if heads, "
HEADER = ["POWER_ACTIVATED", 1, 1, 0]
MODS = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]


def power(text: str, kind: str = "Poké-Power"):
    return recognize_power({"type": kind, "text": text}, ME)


def body(text: str):
    return power(text, "Poké-Body")


class TestDefendingConditions(unittest.TestCase):
    def test_choose_one_defending_after_a_coin(self):
        text = ONCE + COIN + "choose 1 of " + DEF + ". that pokémon is now poisoned." + BLOCKED
        self.assertEqual(power(text), [HEADER, ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.POISONED, fx.OPP]])
        self.assertIsNone(power(text.replace("that pokémon is", "this pokémon is")))

    def test_self_knock_out_then_conditions(self):
        tail = "that pokémon is now paralyzed and poisoned. put 2 damage counters instead of 1 on that pokémon between turns."
        text = ONCE + "knock out " + SELF + ". if you do, choose 1 of your opponent's defending pokémon. " + tail + BLOCKED
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_SELF_KO], ["COND", fx.PARALYZED, fx.OPP],
                                       ["COND", fx.POISONED, fx.OPP, 20], ["KO_SELF_AS_ENERGY", 0]])
        # 2 counters between turns without Poison: not this wording
        self.assertIsNone(power(text.replace("paralyzed and poisoned", "paralyzed and confused")))

    def test_defending_choose_if_two(self):
        text = ACTIVE + COIN + DEF + " (choose 1 if there are 2) is now burned." + BLOCKED
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                                       ["COND", fx.BURNED, fx.OPP]])
        self.assertIsNone(power(text.replace("(choose 1 if there are 2)", "(choose 1 if there are 3)")))


class TestBodies(unittest.TestCase):
    def test_gust_the_player_picks(self):
        text = (ACTIVE + COIN + "switch 1 of your opponent's benched pokémon with 1 of " + DEF
                + ". your opponent chooses " + DEF + " to switch." + BLOCKED)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                                       ["GUST", fx.SELF]])
        self.assertIsNone(power(text.replace("benched pokémon with", "benched stage 2 pokémon with")))

    def test_dark_or_rockets_search(self):
        text = BENCH + "search your deck for a pokémon with dark or rocket's in its name. show it to your opponent and put it" \
            " into your hand. shuffle your deck afterward."
        kind = fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_NAME_DARK), fx.kind_flag(fx.KIND_POKEMON, CF_NAME_ROCKETS))
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY], ["REQ_DECK"], ["SEARCH_DECK", 1, kind, fx.TO_HAND]])
        self.assertIsNone(power(text.replace("dark or rocket's", "dark or light")))

    def test_hand_card_into_deck_then_draw(self):
        text = ACTIVE + "shuffle 1 card from your hand into your deck. then, draw a card." + BLOCKED
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY], ["REQ_HAND_KIND", 1, fx.KIND_ANY],
                                       ["HAND_TO_DECK", 1, 0], ["DRAW", 1]])
        self.assertIsNone(power(text.replace("1 card from", "2 cards from")))

    def test_heal_and_sleep(self):
        text = ACTIVE + "remove 2 damage counters from " + SELF + " and " + SELF + " is now asleep." + BLOCKED
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY], ["HEAL", 20, fx.SELF], ["COND", fx.ASLEEP, fx.SELF]])
        self.assertIsNone(power(text.replace("is now asleep", "is now confused")))

    def test_tools_from_discard_on_evolve(self):
        text = EVOLVE + "search your discard pile for up to 2 pokémon tool cards, show them to your opponent, and put them into your hand."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["REQ_DISCARD", 1, fx.KIND_TOOL],
                                       ["RECOVER", 2, fx.KIND_TOOL, fx.TO_HAND]])
        self.assertIsNone(power(text.replace("pokémon tool cards", "trainer cards")))

    def test_discard_a_card_for_basic_energy(self):
        text = ("once during your turn (before your attack), if you have basic energy cards in your discard pile, you may discard any"
                " 1 card from your hand. then search for up to 2 basic energy cards from your discard pile, show them to your"
                " opponent, and put them into your hand. you can't return the card you first discarded to your hand in this way."
                + BLOCKED)
        self.assertEqual(power(text), [HEADER, ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["REQ_HAND_KIND", 1, fx.KIND_ANY],
                                       ["DISCARD_HAND", 1, fx.KIND_ANY],
                                       ["RECOVER", 2, fx.KIND_BASIC_ENERGY, fx.TO_HAND + fx.RC_NOT_DISCARDED]])
        # without the "not the card you discarded" sentence the card could come back: not this wording
        self.assertIsNone(power(text.replace(" you can't return the card you first discarded to your hand in this way.", "")))

    def test_energy_from_discard_then_turn_ends(self):
        text = ONCE + "search your discard pile for 3 energy cards and attach them to your pokémon in any way you like." \
            " if you do, your turn ends." + BLOCKED
        self.assertEqual(power(text), [HEADER, ["REQ_DISCARD", 1, fx.KIND_ENERGY],
                                       ["ATTACH_ENERGY_ANY", 3, fx.FROM_DISCARD, fx.ENERGY_ANY_CARD], ["END_TURN"]])
        self.assertIsNone(power(text.replace("your turn ends", "your opponent's turn ends")))

    def test_counter_to_self(self):
        text = OFTEN + "move 1 damage counter from 1 of your pokémon to " + SELF + " as long as you don't knock out " + SELF + "." + BLOCKED
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 1, 0], ["REQ_MOVE_DAMAGE", 0, fx.SELF, fx.MD_TO_SELF_NO_KO],
                                       ["MOVE_DAMAGE", 1, fx.SELF, fx.MD_TO_SELF_NO_KO]])
        self.assertIsNone(power(text.replace("1 of your pokémon", "1 of your opponent's pokémon")))

    def test_evolving_reminder_after_a_coin(self):
        text = (ACTIVE + COIN + "search your deck for a card that evolves from " + SELF + " and put it onto " + SELF
                + ". (this counts as evolving " + SELF + ".) shuffle your deck afterward." + BLOCKED)
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                                       ["EVOLVE_FROM_DECK", 0]])
        self.assertIsNone(power(text.replace("(this counts as evolving", "(this counts as devolving")))


ONTO_BENCH = "once during your turn, when you put " + SELF + " from your hand onto your bench, you may "


class TestActives(unittest.TestCase):
    def test_each_active_condition(self):
        text = ONTO_BENCH + "use this power. each active pokémon (both yours and your opponent's) is now burned."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["COND", fx.BURNED, fx.OPP], ["COND", fx.BURNED, fx.SELF]])
        self.assertIsNone(power(text.replace("(both yours and your opponent's)", "(yours only)")))

    def test_cure_and_heal_each_active(self):
        text = ONTO_BENCH + "remove all special conditions and 3 damage counters from each active pokémon (both yours and your opponent's)."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["CURE", fx.SELF], ["CURE", fx.OPP],
                                       ["HEAL", 30, fx.HEAL_EVERY, fx.ELIG_ACTIVE_DAMAGED]])
        self.assertIsNone(power(text.replace("each active pokémon", "each benched pokémon")))

    def test_cure_with_markers(self):
        text = ONTO_BENCH + "remove all special conditions, imprison markers, and shock-wave markers from your pokémon."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["CURE", fx.SELF]])
        self.assertIsNone(power(text.replace("from your pokémon", "from your opponent's pokémon")))

    def test_own_active_condition_from_the_bench(self):
        text = BENCH + "use this power. one of your active pokémon is now confused."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY], ["COND", fx.CONFUSED, fx.SELF]])
        self.assertIsNone(power(text.replace("one of your active", "two of your active")))

    def test_switch_in_and_take_typed_energy(self):
        text = (ONTO_BENCH + "switch 1 of your active pokémon with " + SELF + ". if you do, you may also move any number of basic"
                " fire energy cards attached to your pokémon to " + SELF + ".")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["SWITCH_WITH_ACTIVE"],
                                       ["MOVE_ENERGY", fx.ME_MAY_STOP_MAX, 0, R._type("fire") + fx.ME_BENCH_TO_ACTIVE]])
        self.assertIsNone(power(text.replace("basic fire energy cards", "fire energy cards")))  # Special Energy too: no

    def test_evolve_count_opponent_bench(self):
        text = ("once during your turn when you play " + SELF + " from your hand to evolve 1 of your pokémon, count the number of your"
                " opponent's benched pokémon. you may search your deck for up to that number of fire energy cards and attach them to"
                " 1 of your fire pokémon. shuffle your deck afterward.")
        f = R._type("fire")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["COUNT_TO_H", fx.count_code(fx.CNT_OPP_BENCH)],
                                       ["ATTACH_ENERGY_ONE", 0, fx.FROM_DECK + fx.TO_FILTER * (fx.TC_TYPE + f), f]])
        self.assertIsNone(power(text.replace("1 of your fire pokémon", "1 of your water pokémon")))


class TestMisprintedName(unittest.TestCase):
    def test_counters_on_own_name_with_two_letters_swapped(self):
        head = ONCE + "search your discard pile for a basic energy card and attach it to " + SELF + ". "
        self.assertEqual(power(head + "put 2 damage counters on tsetmon." + BLOCKED),
                         [HEADER, ["ATTACH_ENERGY", 1, fx.FROM_DISCARD, fx.ANY], ["SELF_DAMAGE", 20]])
        self.assertIsNone(power(head + "put 2 damage counters on testnom." + BLOCKED))  # not neighbours
        self.assertIsNone(power(head + "put 2 damage counters on othermon." + BLOCKED))


class TestWholeText(unittest.TestCase):
    def test_water_to_your_active(self):
        text = ONCE + "attach a water energy card from your hand to your active pokémon." + BLOCKED
        w = R._type("water")
        self.assertEqual(power(text), [HEADER, ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + w],
                                       ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_FILTER * fx.TC_ACTIVE, w]])
        self.assertIsNone(power(text.replace("water energy card", "fire energy card")))

    def test_heal_each_active(self):
        text = ONCE + "remove 1 damage counter from each of your active pokémon." + BLOCKED
        self.assertEqual(power(text), [HEADER, ["HEAL", 10, fx.EACH_OWN, fx.ELIG_ACTIVE_DAMAGED]])
        self.assertIsNone(power(text.replace("each of your active", "each of your benched")))

    def test_look_at_the_hand(self):
        self.assertEqual(power(BENCH + "look at your opponent's hand."), [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 0, 0]])
        self.assertEqual(power(ACTIVE + "look at your opponent's hand." + BLOCKED), [["POWER_PASSIVE", fx.PASSIVE_NO_EFFECT, 1, 0]])
        self.assertIsNone(power(BENCH + "look at your opponent's deck."))


class TestModifierBodies(unittest.TestCase):
    def test_prize_lead_more_and_less(self):
        text = ("as long as you have more prize cards left than your opponent, each of " + SELF + "'s attacks does 20 more damage"
                " to the active pokémon (before applying weakness and resistance) and damage done by the active pokémon to "
                + SELF + " is reduced by 20 (after applying weakness and resistance).")
        c = fx.MOD_SRC * fx.TC_PRIZES_BEHIND
        self.assertEqual(body(text), [MODS, ["TOOL", fx.TOOL_DMG_PLUS, 20, c], ["TOOL", fx.TOOL_REDUCE, 20, c]])
        self.assertIsNone(body(text.replace("more prize cards left", "fewer prize cards left")))

    def test_each_active_more_damage(self):
        text = ("as long as " + SELF + " is your active pokémon, attacks by each player's active pokémon do 10 more damage to any"
                " active pokémon (before applying weakness and resistance).")
        src = fx.MOD_SRC * fx.TC_ACTIVE
        rows = [MODS, ["TOOL", fx.TOOL_DMG_PLUS, 10, fx.TC_ACTIVE + fx.MOD_SCOPE * fx.MS_OWN + src],
                ["TOOL", fx.TOOL_DMG_PLUS, 10, fx.TC_ACTIVE + fx.MOD_SCOPE * fx.MS_OPP + src]]
        self.assertEqual(body(text), rows)
        self.assertEqual(body(text.replace("active pokémon do", "active pokémon (both if there are 2) do")), rows)
        self.assertIsNone(body(text.replace("any active pokémon", "any benched pokémon")))

    def test_evolved_source_two_types(self):
        # (s31-k15) a Basic card evolved on its Baby Pokémon: TC_EVOLVED reads the stack (holder_kind_nb), one row a type
        text = "as long as " + SELF + " is an evolved pokémon, you pay colorless less to retreat your fire and psychic pokémon."
        c = fx.MOD_SCOPE * fx.MS_OWN + fx.MOD_SRC * fx.TC_EVOLVED
        self.assertEqual(body(text), [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], ["TOOL", fx.TOOL_RETREAT_LESS, 1, c + fx.TC_TYPE + 1],
                                      ["TOOL", fx.TOOL_RETREAT_LESS, 1, c + fx.TC_TYPE + 4]])

    def test_named_pokemon(self):
        named = fx.TC_POWER_NAMED + fx.MOD_SCOPE * fx.MS_OWN
        self.assertEqual(body("the retreat cost for each moonmon you have in play is 0."),
                         [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "moonmon"], ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, named]])
        text = "as long as " + SELF + " is in play, your attacks by alpha ♀, beta, and gamma ♂ do 10 more damage to " + DEF + "."
        self.assertEqual(body(text), [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "alpha ♀|beta|gamma ♂"], ["TOOL", fx.TOOL_DMG_PLUS, 10, named]])
        # the card itself in the list: its name is not known to the reader
        self.assertIsNone(body(text.replace("beta,", ME + ",")))
        self.assertIsNone(body("the retreat cost for each " + ME + " you have in play is 0."))


if __name__ == "__main__":
    unittest.main()
