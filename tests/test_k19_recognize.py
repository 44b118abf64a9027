"""Kernel slice 31 k19 wordings (ptcgsim/cards/recognize_k19.py).

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built
from short pieces with made-up names and numbers; "this pokémon" is how the normaliser writes the
card's own name.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (registers the rules)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cardtags import tag_bit, tag_kind, tagged_count
from ptcgsim.kernel.cardtable import CF_EX, CF_HAS_BODY, CF_HAS_PPOWER

NOTE = " (don't apply weakness " "and resistance for benched pokémon.)"
ANY1 = "choose 1 of your " "opponent's pokémon. "


def rows(text: str, base: int = 0):
    ctx = Ctx(kind="attack", base=base, damaging=base > 0, cost={}, card="Testmon", ex_era=True)
    return recognize_text(text, ctx, "Testmon")


def bit(flag: int) -> int:
    return flag.bit_length() - 1


class TestSelectedSpread(unittest.TestCase):
    def test_scopes_and_selectors(self):
        t = "does 40 damage to each " "of your opponent's benched pokémon " "that has the same name " "as the defending pokémon." + NOTE
        self.assertEqual(rows(t, 40), [["DAMAGE"], ["BENCH_DAMAGE_IF", 40, fx.K19_SCOPE_OPP_BENCH, fx.K19_SAME_NAME]])
        t = "does 30 damage to each " "of your opponent's benched pokémon " "of the same type as " "the defending pokémon." + NOTE
        self.assertEqual(rows(t, 50)[-1], ["BENCH_DAMAGE_IF", 30, fx.K19_SCOPE_OPP_BENCH, fx.K19_SAME_TYPE])
        t = ("does 20 damage to each " "benched pokémon (both yours " "and your opponent's) that " "has energy cards "
             "attached to it." + NOTE)
        self.assertEqual(rows(t, 40)[-1], ["BENCH_DAMAGE_IF", 20, fx.K19_SCOPE_BOTH_BENCHES, fx.TC_ANY_ENERGY])

    def test_every_opponent_pokemon_no_weakness(self):
        for what, flag in (("poké-bodies", CF_HAS_BODY), ("poké-powers", CF_HAS_PPOWER)):
            t = "does 30 damage to each " "of your opponent's pokémon " "that has any " + what + ". don't apply " "weakness and resistance."
            self.assertEqual(rows(t), [["NO_WEAKNESS_RESISTANCE"],
                                       ["BENCH_DAMAGE_IF", 30, fx.K19_SCOPE_OPP_ALL, fx.K19_FLAG + bit(flag)]])
            self.assertIsNone(rows(t.replace(" don't apply " "weakness and resistance.", NOTE)))

    def test_each_pokemon_ex(self):
        t = "discard all energy " "cards attached to this pokémon. " "this attack does 90 damage " "to each of your opponent's pokémon-ex." + NOTE
        self.assertEqual(rows(t)[-1], ["BENCH_DAMAGE_IF", 90, fx.K19_SCOPE_OPP_ALL, fx.K19_FLAG + bit(CF_EX)])


class TestDefEnergy(unittest.TestCase):
    def test_may_discard_then_the_opponent_discards(self):
        t = ("you may discard 1 " "fire energy card attached to this pokémon. " "if you do, your opponent " "discards 1 energy card "
             "attached to the defending pokémon.")
        self.assertEqual(rows(t, 20), [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF, 1], ["SKIP_UNLESS_N", 1, 1],
                                       ["DEF_ENERGY_OPP_DISCARDS", 1, 0, fx.ANY]])
        self.assertEqual(rows(t.replace("1 fire energy", "an energy"), 20)[1], ["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY])

    def test_per_heads(self):
        t = ("flip a coin until you get tails. " "for each heads, your opponent " "discards an energy card "
             "attached to the defending pokémon.")
        self.assertEqual(rows(t, 70), [["DAMAGE"], ["FLIP", 0], ["DEF_ENERGY_OPP_DISCARDS", -1, 0, fx.ANY]])

    def test_flip_to_the_hand(self):
        t = ("flip a coin. if heads, " "choose 1 energy attached to " "the defending pokémon. your opponent " "returns that card to "
             "his or her hand.")
        self.assertEqual(rows(t, 10), [["DAMAGE"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["OPP_ENERGY_TO", 1, 0, 0]])


class TestRetreatCost(unittest.TestCase):
    AFTER = " (after applying effects " "to the retreat cost)."

    def test_one_of_the_opponents_pokemon(self):
        t = ANY1 + "this attack does 30 damage " "for each colorless energy in " "that pokémon's retreat cost" + self.AFTER + NOTE
        self.assertEqual(rows(t), [["HIT_ONE_PER_RETREAT", 30]])
        t2 = t.replace("retreat cost" + self.AFTER, "retreat cost to " "that pokémon" + self.AFTER)
        self.assertEqual(rows(t2), [["HIT_ONE_PER_RETREAT", 30]])
        self.assertIsNone(rows(t, 30))  # a printed damage too: not this wording

    def test_the_defending_pokemon(self):
        t = "does 30 damage plus " "20 more damage for each " "colorless energy in the defending " "pokémon's retreat cost" + self.AFTER
        self.assertEqual(rows(t, 30), [["DMG_ADD_PER_COUNT", 20, fx.CNT_DEF_RETREAT_NOW, fx.ANY], ["DAMAGE"]])
        t = "does 20 damage times " "the number of colorless energy in the defending " "pokémon's retreat cost" + self.AFTER
        self.assertEqual(rows(t, 20), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_DEF_RETREAT_NOW, fx.ANY], ["DAMAGE"]])


class TestExistingOpcodes(unittest.TestCase):
    def test_one_pick_then_a_flip(self):
        t = (ANY1 + "this attack does 50 damage " "to that pokémon. after doing damage, " "flip a coin. if heads, your opponent "
             "discards an energy card, if any, " "attached to that pokémon." + NOTE)
        self.assertEqual(rows(t), [["BENCH_DAMAGE", 50, fx.BENCH_OPP_ANY_ONE], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                                   ["DISCARD_ENERGY", 1, fx.PICKED_OPP, fx.ANY]])

    def test_more_to_a_poke_power(self):
        t = (ANY1 + "this attack does 40 damage " "to that pokémon." + NOTE + " if that pokémon has poké-powers, "
             "this attack does 40 damage " "plus 10 more damage.")
        alt = 1000 * (fx.ALT_FLAG + bit(CF_HAS_PPOWER)) + 50
        self.assertEqual(rows(t), [["BENCH_DAMAGE", 40, fx.BENCH_OPP_ANY_ONE, alt]])
        self.assertIsNone(rows(t.replace("does 40 damage " "plus", "does 30 damage " "plus")))

    def test_three_picks_hand_counters_shuffle(self):
        t = "choose 3 of your " "opponent's pokémon. this attack does 20 " "damage to each of those pokémon." + NOTE
        self.assertEqual(rows(t), [["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_THREE]])
        t = ("look at your opponent's hand " "and choose 1 basic pokémon or evolution " "card you find there. your opponent "
             "puts it at the bottom of his or her deck.")
        self.assertEqual(rows(t, 20)[-1], ["DISCARD_HAND", 1, fx.KIND_POKEMON, fx.OPP_REVEALED + fx.DH_BOTTOM])
        t = "put damage counters on " "the defending pokémon until it is " "20 hp away from being knocked out."
        self.assertEqual(rows(t), [["COUNTERS_TO_HP", 20, fx.BENCH_DEF]])
        self.assertEqual(rows("shuffle your " "opponent's deck."), [["SHUFFLE_DECK", 1]])

    def test_move_any_number(self):
        t = "you may move any number " "of water energy cards attached to " "this pokémon to another of your pokémon."
        self.assertEqual(rows(t, 30)[-1], ["MOVE_ENERGY", 60, fx.ME_SAME_PAIR, fx.MOVE_FROM * fx.TC_ACTIVE + 2 + 1])


class TestHealSearch(unittest.TestCase):
    def test_heal_each_with_a_type(self):
        t = ("remove 3 damage counters " "from each of your pokémon that has " "fire energy attached. if that pokémon "
             "has less than 3 damage counters, " "remove all of them.")
        self.assertEqual(rows(t), [["HEAL_EACH_IF", 30, 0, fx.TC_ENERGY_OF + R._type("fire")]])

    def test_search_evolutions_of_this_pokemon(self):
        t = ("search your deck for up to 2 " "cards that evolve from Testmon, show " "them to your opponent, and put them "
             "into your hand. shuffle your deck " "afterward.")
        self.assertEqual(rows(t), [["SEARCH_DECK", 2, tag_kind(fx.KIND_POKEMON, "evolves:Testmon"), fx.TO_HAND]])


class TestMayGust(unittest.TestCase):
    def test_before_the_damage_a_team_pokemon(self):
        t = ("before doing damage, you may " "choose 1 of your opponent's benched " "pokémon that has team aqua in its name "
             "and switch it with 1 of the " "defending pokémon. your opponent chooses " "the defending pokémon to switch.")
        self.assertEqual(rows(t, 30), [["GUST", fx.SELF, 1, fx.TC_AQUA], ["DAMAGE"]])


class TestHitBenchMayMove(unittest.TestCase):
    def test_both_orders_of_the_note(self):
        head = "choose 1 of your opponent's " "benched pokémon. this attack does 20 " "damage to that pokémon."
        move = " you may move an energy " "card attached to that pokémon to another " "of your opponent's pokémon."
        self.assertEqual(rows(head + move + NOTE), [["HIT_BENCH_MAY_MOVE", 20]])
        self.assertEqual(rows(head + NOTE + move.replace("energy card", "energy")), [["HIT_BENCH_MAY_MOVE", 20]])
        self.assertIsNone(rows(head + move + NOTE, 20))


class TestMillAndEnergyTrail(unittest.TestCase):
    def test_mill_attach(self):
        t = "discard the top card from " "your deck. if that card is a basic " "energy card, attach it to this pokémon."
        self.assertEqual(rows(t, 30), [["DAMAGE"], ["MILL_SELF_ATTACH_BASIC"]])

    def test_less_energy_than_the_opponent(self):
        t = ("count the amount of energy " "attached to all of your pokémon and all " "of your opponent's pokémon. if your "
             "pokémon have less energy than " "your opponent's, this attack does 30 " "damage plus 40 more damage.")
        self.assertEqual(rows(t, 30), [["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_ALL_TRAIL, 1, 1], ["DMG_ADD", 40], ["DAMAGE"]])
        self.assertIsNone(rows(t, 20))


class TestHandDiscardsForDamage(unittest.TestCase):
    def test_tools_times_and_plus(self):
        t = ("you may discard from your hand " "as many technical machine and pokémon " "tool cards as you like. this attack "
             "does 20 damage times the number " "of cards you discarded.")
        self.assertEqual(rows(t, 20), [["DMG_SET", 0], ["DISCARD_CHOSEN", 0, fx.DS_HAND_KIND, fx.KIND_TOOL],
                                       ["DMG_ADD_PER_N", 20], ["DAMAGE"]])
        t = ("you may discard a combination of " "up to 3 pokémon tool cards and rocket's " "secret machine cards from your hand. "
             "if you do, this attack does 10 " "damage plus 20 more damage for each " "card you discarded.")
        got = rows(t, 10)
        self.assertEqual((got[0][:3], got[1:]), (["DISCARD_CHOSEN", 3, fx.DS_HAND_KIND], [["DMG_ADD_PER_N", 20], ["DAMAGE"]]))


class TestDeckTrainers(unittest.TestCase):
    def test_stadium_and_tools(self):
        t = "search your deck for a " "stadium card and play it. shuffle " "your deck afterward."
        self.assertEqual(rows(t), [["SEARCH_PLAY_STADIUM"]])
        t = ("search your deck for up to 3 " "pokémon tool cards and attach them to any " "of your pokémon (excluding pokémon "
             "that already have a pokémon tool " "attached to them). shuffle your deck " "afterward.")
        self.assertEqual(rows(t), [["SEARCH_ATTACH_TOOLS", 3]])


class TestCopies(unittest.TestCase):
    COPIES = (" fake move copies that attack " "except for its energy cost. (you must still " "do anything else required for that attack.) "
              "(no matter what type that pokémon " "is, Testmon's type is still water.) " "Testmon performs that attack.")

    def test_bench_hand_and_under(self):
        t = "choose 1 of your opponent's " "benched pokémon's attacks." + self.COPIES
        self.assertEqual(rows(t), [["COPY_DEF_ATTACK", 1, fx.K19_COPY_OPP_BENCH]])
        t = ("look at your opponent's hand " "and choose a basic pokémon or evolution " "card you find there. choose 1 of "
             "that pokémon's attacks." + self.COPIES)
        self.assertEqual(rows(t), [["COPY_DEF_ATTACK", 1, fx.K19_COPY_OPP_HAND]])
        t = ("use any attack from Testmon's " "basic pokémon card or stage 1 " "evolution card. (Testmon doesn't have "
             "to pay for that attack's energy cost.)")
        self.assertEqual(rows(t), [["COPY_DEF_ATTACK", 1, fx.K19_COPY_STACK]])


class TestCountersAndEnergyThen(unittest.TestCase):
    def test_three_wordings(self):
        t = ("discard an energy card attached " "to Testmon, and then switch all damage " "counters on Testmon with those on the "
             "defending pokémon. (if an effect " "of this attack is prevented, this " "attack does nothing.)")
        self.assertEqual(rows(t), [["SWAP_DAMAGE_DEF", 1]])
        t = ("move 1 energy card attached to " "Testmon to another of your pokémon " "and remove 3 damage counters from "
             "that pokémon (all if there are " "less than 3).")
        self.assertEqual(rows(t), [["MOVE_ONE_HEAL", 30]])
        t = ("search your discard pile for " "up to 3 basic energy cards and attach " "them to 1 of your pokémon. put 2 "
             "damage counters on that pokémon " "for each energy card attached in " "this way.")
        self.assertEqual(rows(t), [["ATTACH_THEN_COUNTERS", 3, 20]])


class TestHandDownTo(unittest.TestCase):
    def test_down_to_n(self):
        t = ("if the number of cards in your " "opponent's hand is at least 5, look at " "his or her hand. choose a number of "
             "cards there until your opponent has " "4 cards left in his or her hand and " "have your opponent shuffle the "
             "cards you chose into his or her deck.")
        self.assertEqual(rows(t), [["DISCARD_HAND", -4, fx.KIND_ANY, fx.OPP_REVEALED + fx.DH_BOTTOM], ["SKIP_UNLESS_N", 1, 1],
                                   ["SHUFFLE_DECK", 1]])
        self.assertIsNone(rows(t.replace("at least 5", "at least 7")))


class TestUseSupporter(unittest.TestCase):
    def test_three_sources(self):
        t = "if you have a supporter card " "in play, use the effect on that card " "as the effect of this attack."
        self.assertEqual(rows(t), [["USE_SUPPORTER", fx.K19_SUP_IN_PLAY]])
        t = ("search your opponent's discard pile " "for a supporter card and use the effect " "of that card as the effect of this "
             "attack. (the supporter card remains " "in your opponent's discard pile.)")
        self.assertEqual(rows(t), [["USE_SUPPORTER", fx.K19_SUP_OPP_DISCARD]])
        t = ("look at your opponent's hand. " "you may use the effect of a supporter " "card you find there as the effect of "
             "this attack. (the supporter card " "remains in your opponent's hand.)")
        self.assertEqual(rows(t), [["USE_SUPPORTER", fx.K19_SUP_OPP_HAND]])


class TestHandAndPrize(unittest.TestCase):
    def test_two_wordings(self):
        t = ("look at your opponent's hand. " "you may have your opponent shuffle a " "supporter card you find there into "
             "his or her deck. if you do, " "your opponent draws a card.")
        self.assertEqual(rows(t), [["OPP_SUPPORTER_TO_DECK"]])
        t = ("look at your prize cards without " "showing your opponent. choose 1 of the " "prize cards and switch it with the top "
             "card of your deck without looking at " "the top card of your deck. if you have " "no cards in your deck, this "
             "attack does nothing.")
        self.assertEqual(rows(t), [["PRIZE_SWAP_TOP"]])


class TestSwitchThenMove(unittest.TestCase):
    def test_wording(self):
        t = ("you may switch Testmon with 1 " "of your benched pokémon. if you do, " "you may move any number of fire "
             "energy cards attached to Testmon " "to the new active pokémon.")
        self.assertEqual(rows(t, 20), [["DAMAGE"], ["SWITCH_THEN_MOVE", 0, 0, R._type("fire")]])


class TestAsleepOk(unittest.TestCase):
    def test_permission(self):
        t = ("if Testmon is asleep, this attack " "does 20 damage plus 40 more damage. " "(this attack can be used even if "
             "Testmon is asleep.)")
        self.assertEqual(rows(t, 20), [["ASLEEP_OK"], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_COND + fx.ASLEEP, 1, 1],
                                       ["DMG_ADD", 40], ["DAMAGE"]])


class TestVulnerable(unittest.TestCase):
    def test_two_wordings(self):
        t = ("during your opponent's next turn, " "any damage done to Testmon by attacks " "is increased by 20 (before applying "
             "weakness and resistance).")
        self.assertEqual(rows(t, 60), [["DAMAGE"], ["VULNERABLE_NEXT", 20, fx.SELF, 0]])
        t = ("during your next turn, if an attack " "does damage to the defending pokémon " "(after applying weakness and "
             "resistance), that attack does 20 " "more damage.")
        self.assertEqual(rows(t, 30), [["DAMAGE"], ["VULNERABLE_NEXT", 20, fx.OPP, 1]])


class TestBoardConditions(unittest.TestCase):
    def test_a_pokemon_ex_in_play(self):
        t = "if foomon ex is in play, " "this attack does 30 damage " "plus 10 more damage."
        cnt = tagged_count(fx.CNT_ALL_FLAG_IN_PLAY, tag_bit("name:Foomon ex"))
        self.assertEqual(rows(t, 30), [["SKIP_UNLESS_COUNT", cnt, 1, 1], ["DMG_ADD", 10], ["DAMAGE"]])
        t = "if foomon ex is in play, " "flip a coin. if heads, " "the defending pokémon is now confused."
        self.assertEqual(rows(t, 10), [["DAMAGE"], ["SKIP_UNLESS_COUNT", cnt, 1, 3], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1],
                                       ["COND", fx.CONFUSED, fx.OPP]])

    def test_the_defending_pokemons_name_and_resistance(self):
        t = "if the defending pokémon " "is barmon, this attack does 10 damage " "plus 20 more damage."
        cnt = tagged_count(fx.CNT_DEF_FLAG, tag_bit("name:Barmon"))
        self.assertEqual(rows(t, 10), [["SKIP_UNLESS_COUNT", cnt, 1, 1], ["DMG_ADD", 20], ["DAMAGE"]])
        t = "if the defending pokémon " "has metal resistance, this attack does " "50 damage plus 30 more damage."
        self.assertEqual(rows(t, 50), [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_RESIST_TYPE, R._type("metal")), 1, 1],
                                       ["DMG_ADD", 30], ["DAMAGE"]])


if __name__ == "__main__":
    unittest.main()
