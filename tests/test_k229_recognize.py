"""Slice k2 (ptcgsim/cards/recognize_k229.py): each wording family on synthetic sentences built from
short pieces (made-up names, other numbers; never a printed sentence), and near misses that stay
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.recognize_stadium import recognize_stadium
from ptcgsim.cards.recognize_tool import recognize_tool
from ptcgsim.kernel.cardtable import CF_EX

ME = "Zorbit"  # a made-up Pokémon: its name in its own text reads "this pokémon"
SELF = fx.MS_SELF * fx.MOD_SCOPE
HEAD = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]
ALWAYS = -(1 << 30)
STADIUM_REMIND = (" you may play only 1 stadium card " + "during your turn. put it next to the " + "active spot, and discard it "
                  + "if another stadium comes into play. " + "a stadium with the same name " + "can't be played.")
TOOL_REMIND = (" you may attach any number of pokémon tools " + "to your pokémon during your turn. "
               + "you may attach only 1 pokémon tool " + "to each pokémon, and it stays attached.")


def ability(text: str, attacks: int = 1):
    return recognize_power({"type": "Ability", "text": text}, ME, attacks)


def body(text: str, attacks: int = 1):
    return recognize_power({"type": "Poké-Body", "text": text}, ME, attacks)


class TestCostPerCount(unittest.TestCase):
    def test_named_card_in_the_discard_pile(self):
        t = "Attacks used by " + ME + " cost " + "[C][C] less for each " + "Bloop card in your discard pile."
        got = ability(t.replace("[C]", "Colorless"))
        self.assertEqual(got, [HEAD, ["REQ_COUNT", fx.named_count(fx.CNT_OWN_DISCARD_KIND, "bloop"), ALWAYS],
                               ["TOOL", fx.TOOL_COST_LESS, 2, SELF + fx.mod_count(times=True)]])

    def test_benched_pokemon(self):
        got = ability("Attacks used by " + ME + " cost " + "Colorless less for each " + "of your Benched Pokémon.")
        self.assertEqual(got[1], ["REQ_COUNT", fx.count_code(fx.CNT_OWN_BENCH), ALWAYS])
        got = ability("Attacks used by " + ME + " cost " + "Colorless less for each " + "of your opponent's Benched Pokémon.")
        self.assertEqual(got[1], ["REQ_COUNT", fx.count_code(fx.CNT_OPP_BENCH), ALWAYS])

    def test_near_misses(self):
        self.assertIsNone(ability("Attacks used by " + ME + " cost " + "Colorless less for each " + "Energy in your hand."))
        self.assertIsNone(ability("Attacks used by " + ME + " cost " + "Colorless more for each " + "of your Benched Pokémon."))
        self.assertIsNone(ability("Attacks used by " + ME + " cost " + "Colorless less for each " + "basic Pokémon card in your discard pile."))


class TestCostMore(unittest.TestCase):
    def test_opponents_active_while_active(self):
        got = ability("As long as " + ME + " is in the Active Spot, " + "attacks used by your opponent's Active Pokémon cost "
                      + "ColorlessColorless more.")
        c = fx.TC_ACTIVE + fx.MS_OPP * fx.MOD_SCOPE + fx.TC_ACTIVE * fx.MOD_SRC
        self.assertEqual(got, [HEAD, ["TOOL", fx.TOOL_COST_LESS, -2, c]])

    def test_each_players_evolved(self):
        got = body("As long as " + ME + " is your Active Pokémon, " + "each player's Evolved Pokémon pays " + "Colorless more Energy "
                   + "to use its attacks.")
        src = fx.TC_ACTIVE * fx.MOD_SRC
        self.assertEqual(got, [HEAD, ["TOOL", fx.TOOL_COST_LESS, -1, fx.TC_EVOLVED + fx.MS_OWN * fx.MOD_SCOPE + src],
                               ["TOOL", fx.TOOL_COST_LESS, -1, fx.TC_EVOLVED + fx.MS_OPP * fx.MOD_SCOPE + src]])

    def test_near_miss(self):
        self.assertIsNone(ability("As long as " + ME + " is in the Active Spot, " + "attacks used by your opponent's Benched Pokémon cost "
                                  + "Colorless more."))


class TestIgnore(unittest.TestCase):
    def test_names_in_play(self):
        got = ability("If you have Grubble in play, " + "ignore all Energy in the costs of attacks " + "used by " + ME + ".")
        self.assertEqual(got, [HEAD, ["REQ_NAMED_IN_PLAY", "grubble"], ["TOOL", fx.TOOL_COST_IGNORE, 2, SELF]])
        got = ability("If you have Grubble, " + ME + ", and Snorf in play, " + "ignore all Colorless Energy in the costs of attacks "
                      + "used by " + ME + ".")
        self.assertEqual(got, [HEAD, ["REQ_NAMED_IN_PLAY", "grubble"], ["REQ_NAMED_IN_PLAY", "snorf"],
                               ["TOOL", fx.TOOL_COST_IGNORE, 1, SELF]])

    def test_hand_sizes(self):
        got = ability("If your opponent has exactly 6 cards in their hand, " + "ignore all Colorless Energy in the costs of attacks "
                      + "used by " + ME + ".")
        self.assertEqual(got[1:3], [["REQ_COUNT", fx.CNT_OPP_HAND, 6], ["REQ_COUNT", fx.CNT_OPP_HAND, -7]])
        got = ability("If you have the same number of cards " + "in your hand as your opponent, " + "ignore all Energy in the cost of "
                      + "Wobble Hop used by " + ME + ".")
        self.assertEqual(got[1:3], [["REQ_COUNT", fx.CNT_HAND_LEAD, -1], ["REQ_COUNT", fx.CNT_HAND_TRAIL, -1]])

    def test_named_attacks_must_be_all_of_them(self):
        t = "If you have Grubble in play, " + "ignore all Energy in the cost of " + "Wobble Hop used by " + ME + "."
        self.assertIsNotNone(ability(t, 1))
        self.assertIsNone(ability(t, 2))

    def test_ex_wordings(self):
        got = body("If you have more Prize cards left than your opponent, " + "ignore all Colorless Energy necessary to use "
                   + ME + "'s Gale Fang and Sky Roll attacks.", 2)
        self.assertEqual(got, [HEAD, ["REQ_COUNT", fx.CNT_PRIZE_LEAD, 1], ["TOOL", fx.TOOL_COST_IGNORE, 1, SELF]])
        got = body("As long as your opponent has any " + "Pokémon-ex or Stage 2 Evolved Pokémon in play, " + ME + " pays "
                   + "ColorlessColorless less Energy to use " + "Gale Fang or Sky Roll.", 2)
        kind = fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_EX), fx.KIND_STAGE2)
        self.assertEqual(got, [HEAD, ["REQ_COUNT", fx.count_code(fx.CNT_OPP_KIND_IN_PLAY, kind), 1],
                               ["TOOL", fx.TOOL_COST_LESS, 2, SELF]])
        self.assertIsNone(body("As long as your opponent has any " + "Pokémon-ex or Stage 2 Evolved Pokémon in play, " + ME + " pays "
                               + "Colorless less Energy to use " + "Gale Fang.", 2))

    def test_near_misses(self):
        self.assertIsNone(ability("If you have any Grubble in play, " + "ignore all Energy in the costs of attacks " + "used by " + ME + "."))
        self.assertIsNone(ability("If your opponent has 6 or more cards in their hand, " + "ignore all Energy in the costs of attacks "
                                  + "used by " + ME + "."))
        self.assertIsNone(ability("If you have Grubble and Snorf in play, " + "ignore all Energy in the costs of attacks " + "used by "
                                  + ME + "."))


class TestFirstTurn(unittest.TestCase):
    EVOLVE = ME + " can evolve " + "during your first turn"
    OR_PLAYED = " or the turn you play it."

    def test_evolve_early(self):
        self.assertEqual(ability(self.EVOLVE + self.OR_PLAYED), [["POWER_PASSIVE", fx.PASSIVE_EVOLVE_EARLY, 0, 0]])
        self.assertEqual(ability("If you have Grubble in play, " + self.EVOLVE + self.OR_PLAYED),
                         [["POWER_PASSIVE", fx.PASSIVE_EVOLVE_EARLY, 0, 0], ["REQ_NAMED_IN_PLAY", "grubble"]])
        self.assertEqual(ability("As long as " + ME + " is in the Active Spot, it can evolve " + "during your first turn"
                                 + self.OR_PLAYED)[1], ["REQ_COUNT", fx.CNT_SELF_ACTIVE, 1])
        self.assertEqual(ability("If your opponent's Active Pokémon is a Pokémon ex, " + self.EVOLVE + self.OR_PLAYED)[1],
                         ["REQ_COUNT", fx.count_code(fx.CNT_DEF_FLAG, CF_EX.bit_length() - 1), 1])
        self.assertEqual(ability("If you go second, " + self.EVOLVE + "."),
                         [["POWER_PASSIVE", fx.PASSIVE_EVOLVE_EARLY, 0, fx.EE_FIRST_TURN_ONLY],
                          ["REQ_COUNT", fx.CNT_SECOND_FIRST_TURN, 1]])

    def test_evolve_early_near_misses(self):
        self.assertIsNone(ability("If you go first, " + self.EVOLVE + "."))
        self.assertIsNone(ability(self.EVOLVE + "."))
        self.assertIsNone(ability("If you go second, " + self.EVOLVE + self.OR_PLAYED))
        self.assertIsNone(ability("If you have 2 or more Grubble in play, " + self.EVOLVE + self.OR_PLAYED))

    def test_first_turn_attack(self):
        self.assertEqual(ability("If you go first, " + ME + " can use attacks " + "during your first turn."),
                         [["POWER_PASSIVE", fx.PASSIVE_FIRST_TURN_ATTACK, 0, 0]])
        self.assertIsNone(ability("If you go second, " + ME + " can use attacks " + "during your first turn."))

    def test_second_players_first_turn(self):
        ctx = Ctx(kind="trainer")
        got = recognize_text("draw 2 cards. if you go second and " + "it's your first turn, draw 5 cards instead."
                             + " you may play any number of item cards " + "during your turn.", ctx)
        self.assertIsNotNone(got)
        self.assertIn(["SKIP_UNLESS_COUNT", fx.CNT_SECOND_FIRST_TURN, 1, 2], got)
        self.assertIsNone(recognize_text("draw 2 cards. if you go first and " + "it's your first turn, draw 5 cards instead."
                                         + " you may play any number of item cards " + "during your turn.", ctx))


class TestDefendingCostsMore(unittest.TestCase):
    def attack(self, text: str):
        return recognize_text(text, Ctx(kind="attack"))

    def test_rows(self):
        nxt = "during your opponent's next turn, "
        self.assertEqual(self.attack(nxt + "attacks used by the defending pokémon cost " + "colorlesscolorlesscolorless more."),
                         [["DEF_COST_MORE_NEXT", 3, 0]])
        self.assertEqual(self.attack(nxt + "attacks that the defending pokémon uses cost " + "colorless more."),
                         [["DEF_COST_MORE_NEXT", 1, 0]])
        self.assertEqual(self.attack(nxt + "attacks used by the defending pokémon cost " + "colorlesscolorless more, "
                                     + "and its retreat cost is colorless more."), [["DEF_COST_MORE_NEXT", 2, 1]])
        self.assertEqual(self.attack(nxt + "the defending pokémon's retreat cost is " + "colorlesscolorless more."),
                         [["DEF_COST_MORE_NEXT", 0, 2]])

    def test_near_misses(self):
        self.assertIsNone(self.attack("during your next turn, " + "attacks used by the defending pokémon cost " + "colorless more."))
        self.assertIsNone(self.attack("during your opponent's next turn, " + "attacks used by the defending pokémon cost "
                                      + "colorless less."))


class TestTrainers(unittest.TestCase):
    def test_stadium(self):
        self.assertEqual(recognize_stadium(["Attacks used by each Stage 2 Pokémon in play " + "(both yours and your opponent's) cost "
                                            + "ColorlessColorless less." + STADIUM_REMIND]),
                         [["STADIUM", fx.TOOL_COST_LESS, 2, fx.TC_STAGE2]])
        self.assertEqual(recognize_stadium(["Attacks used by each Tera Pokémon in play " + "(both yours and your opponent's) cost "
                                            + "Colorless more." + STADIUM_REMIND]),
                         [["STADIUM", fx.TOOL_COST_LESS, -1, fx.TC_TERA]])
        self.assertIsNone(recognize_stadium(["Attacks used by each Pokémon ex in play " + "(both yours and your opponent's) cost "
                                             + "Colorless more." + STADIUM_REMIND]))

    def test_tool(self):
        t = ("When the Tera Pokémon " + "this card is attached to uses an attack, " + "that attack costs 2 Energy less. "
             + "(The Energy can be of any type.)")
        self.assertEqual(recognize_tool([t, TOOL_REMIND]), [["TOOL", fx.TOOL_COST_ANY_LESS, 2, fx.TC_TERA]])
        self.assertIsNone(recognize_tool([t.replace("Tera", "Basic"), TOOL_REMIND]))


if __name__ == "__main__":
    unittest.main()
