"""Scarlet & Violet / Mega Evolution Ability wordings (ptcgsim/cards/recognize_sv_abilities.py
and the header additions of recognize_power.py): locks, self-Knock Out counters, counters
from your Pokémon to the opponent's, attachments with counters, first-turn powers, Weakness
and damage modifiers, Checkup counters, costs per prize, draws that leave play.

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built
from short pieces with numbers varied from any printed card; "this pokémon" is how the
normaliser writes the card's own name.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.kernel.cardtable import CF_TERA, CF_TYPES

ONCE = "once during your turn, "
FIRST = "once during your first turn, "
BOTH = " (both yours and " "your opponent's) "
AWR = " (after applying weakness " "and resistance)."
DARK, PSY, METAL, DRAGON, COLORLESS = 6, 4, 7, 9, 10


def power(text: str, name: str = "Testmon", attacks: int = 1):
    return recognize_power({"type": "Ability", "text": text}, name, attacks)


class TestLocks(unittest.TestCase):
    def test_passives(self):
        cases = [
            ("pokémon in play" + BOTH + "lose any ability that " "requires the pokémon using it " "to knock out itself.",
             [["POWER_PASSIVE", fx.PASSIVE_NO_SELF_KO, 0, 0]]),
            ("as long as this pokémon is in " "the active spot, basic pokémon " "in play" + BOTH + "have no abilities, "
             "except for odd lock.", [["POWER_PASSIVE", fx.PASSIVE_LOCK_BASIC, 0, 0]]),
            ("cards in your opponent's discard " "pile can't be put into their " "hand by an effect of your "
             "opponent's abilities or trainer " "cards.", [["POWER_PASSIVE", fx.PASSIVE_NO_RECOVER_HAND, 0, 0]]),
            ("if this pokémon has a pokémon " "tool attached, your opponent " "can't play any ace spec cards " "from their hand.",
             [["POWER_PASSIVE", fx.PASSIVE_NO_ACE, 0, 1]]),
            ("your opponent can't play any " "ace spec cards from their hand.", [["POWER_PASSIVE", fx.PASSIVE_NO_ACE, 0, 0]]),
            ("during pokémon checkup, put 2 " "damage counters on each pokémon " "that has an ability" + BOTH[:-1] + ", "
             "except any this pokémon.", [["POWER_PASSIVE", fx.PASSIVE_CHECKUP_COUNTERS, 0, 20]]),
        ]
        for text, rows in cases:
            with self.subTest(text=text):
                self.assertEqual(power(text), rows)

    def test_cost_per_prize_only_for_a_one_attack_card(self):
        text = "big hit used by this pokémon " "costs colorlesscolorless less " "for each prize card your " "opponent has taken."
        self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_COST_LESS_PER_PRIZE, 0, 2]])
        self.assertIsNone(power(text, attacks=2))


class TestModifiers(unittest.TestCase):
    def test_weakness_of_a_type(self):
        rows = power("the weakness of each of your " "opponent's fire pokémon in play " "is now water. (apply weakness as x2.)")
        c = fx.TC_TYPE + 1 + fx.MS_OPP * fx.MOD_SCOPE + fx.MOD_NOSTACK
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], ["TOOL", fx.TOOL_WEAKNESS_TO, 3, c]])

    def test_less_damage_while_another_of_its_name_is_in_play(self):
        rows = power("as long as you have at least " "1 other this pokémon in play, " "all of your basic grass pokémon "
                     "take 40 less damage from attacks " "from your opponent's pokémon" + AWR + " the effect of odd "
                     "wall doesn't stack.")
        c = (fx.TC_BASIC + fx.TC_SHIFT * fx.TC_TYPE + fx.MS_OWN * fx.MOD_SCOPE + fx.TC_SAME_NAME_OTHER * fx.MOD_SRC
             + fx.MOD_NOSTACK)
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0], ["TOOL", fx.TOOL_REDUCE, 40, c]])


class TestActivated(unittest.TestCase):
    def test_counters_then_knocked_out(self):
        rows = power(ONCE + "you may put 7 damage counters " "on 1 of your opponent's pokémon. " "if you use this ability, "
                     "this pokémon is knocked out.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_SELF_KO], ["PUT_COUNTERS", 70, fx.BENCH_OPP_ANY_ONE],
                                ["KO_SELF_AS_ENERGY", 0]])

    def test_counters_from_yours_to_theirs_with_a_condition(self):
        rows = power(ONCE + "if this pokémon has any " "darkness energy attached, you may " "move up to 2 damage counters "
                     "from 1 of your pokémon to 1 of " "your opponent's pokémon.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, DARK), 1],
                                ["REQ_MOVE_DAMAGE", 2, fx.SELF, fx.MD_OWN_TO_OPP], ["MOVE_DAMAGE", 2, fx.SELF, fx.MD_OWN_TO_OPP]])

    def test_attach_from_the_discard_pile_with_counters(self):
        rows = power("as often as you like during your " "turn, you may attach a basic " "metal energy card from your "
                     "discard pile to 1 of your metal " "pokémon. if you attached energy " "to a pokémon in this way, put "
                     "3 damage counters on that pokémon. " "you can't use this ability on a " "pokémon that would be knocked out.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 0, 0, 0], ["REQ_HAND_ENERGY_FOR_TYPE", METAL, METAL, 30],
                                ["ATTACH_HAND_TO_TYPE", METAL, METAL, 30]])

    def test_first_turn_powers(self):
        rows = power(FIRST + "you may discard your hand and " "draw 5 cards. you can't use more " "than 1 odd call ability during "
                     "your turn.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ONE_PER_NAME], ["REQ_NOT_TURN", 2, 2],
                                ["DISCARD_HAND", 0, fx.KIND_ANY], ["DRAW", 5]])
        rows = power(FIRST + "you may search your deck for " "up to 2 colorless pokémon with " "90 hp or less, reveal them, and "
                     "put them into your hand. then, " "shuffle your deck.")
        self.assertEqual(rows[1:], [["REQ_NOT_TURN", 2, 2],
                                    ["SEARCH_DECK", 2, fx.kind_hp_max(fx.KIND_POKEMON_OF_TYPE + COLORLESS, 90), fx.TO_HAND]])
        self.assertIsNone(power("as often as you like during your " "first turn, you may draw 1 card."))

    def test_draw_then_into_the_deck(self):
        rows = power(ONCE + "you may draw 2 cards. if you " "drew any cards in this way, " "shuffle this pokémon and all "
                     "attached cards into your deck.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_DECK"], ["DRAW", 2], ["RETURN_TO_HAND", 2, 0]])

    def test_a_supporter_from_the_top_while_active(self):
        rows = power(ONCE + "if this pokémon is in the " "active spot, you may look at " "the top 5 cards of your deck, "
                     "reveal a supporter card you find " "there, and put it into your hand. " "shuffle the other cards back "
                     "into your deck.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ACTIVE_ONLY], ["REQ_DECK"],
                                ["LOOK_TOP", 5, fx.KIND_SUPPORTER, 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_SHUFFLE]])

    def test_triggers_with_a_tag_condition_and_a_quoted_name_limit(self):
        rows = power(ONCE + "when you play this pokémon " "from your hand to evolve 1 of " "your pokémon, if you have any "
                     "tera pokémon in play, you may " "search your deck for up to 3 " "item cards, reveal them, and put "
                     "them into your hand. then, " "shuffle your deck.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE],
                                ["REQ_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, CF_TERA.bit_length() - 1), 1],
                                ["SEARCH_DECK", 3, fx.KIND_ITEM, fx.TO_HAND]])
        rows = power(ONCE + "when you play this pokémon " "from your hand onto your bench, " "you may use this ability. "
                     "search your deck for a supporter " "card, reveal it, and put it into " "your hand. then, shuffle your "
                     "deck. you can't use more than " "1 ability that has \"odd-name\" in " "its name each turn.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH | fx.PW_ONE_PER_NAME],
                                ["SEARCH_DECK", 1, fx.KIND_SUPPORTER, fx.TO_HAND]])

    def test_evolution_pokemon_of_a_type(self):
        rows = power(ONCE + "you may search your deck for " "up to 3 evolution dragon pokémon, " "reveal them, and put them "
                     "into your hand. then, shuffle " "your deck.")
        self.assertEqual(rows[1], ["SEARCH_DECK", 3, fx.kind_flag(fx.KIND_EVOLUTION, CF_TYPES << DRAGON), fx.TO_HAND])

    def test_a_card_cost_after_you_may(self):
        rows = power(ONCE + "you may discard a basic " "psychic energy card from your " "hand in order to use this ability. "
                     "draw 2 cards.")
        k = fx.KIND_BASIC_ENERGY_OF_TYPE + PSY
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 1, k], ["DISCARD_HAND", 1, k], ["DRAW", 2]])


if __name__ == "__main__":
    unittest.main()
