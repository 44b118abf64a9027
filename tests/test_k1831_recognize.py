"""Kernel slice 31 k18 wordings (ptcgsim/cards/recognize_k1831.py).

The sentences are synthetic, in the normalised (lower-case) form the recogniser reads, built from
short pieces; "this pokémon" is how the normaliser writes the card's own name.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (registers the rules)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cardtags import tag_kind, tagged_count
from ptcgsim.kernel.cardtable import CF_TYPES

ME, DEF = "this pokémon", "the defending pokémon"
BENCH_NOTE = " (don't apply weakness and resistance " "for benched pokémon.)"


def attack(text: str, base: int = 0, damage: str | None = None, card: str = "Testmon", ex: bool = True):
    ctx = Ctx(kind="attack", base=base, damaging=base > 0 or bool(damage), ex_era=ex)
    ctx.card = card
    return recognize_text(text, ctx, None)


class TestCounters(unittest.TestCase):
    def test_until_n_hp_away_from_a_knock_out(self):
        text = "flip a coin. if heads, put damage counters on " + DEF + " until it is 10 hp away " "from being knocked out."
        self.assertEqual(attack(text), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COUNTERS_TO_HP", 10, fx.BENCH_DEF]])


class TestCountsAndConditions(unittest.TestCase):
    def test_at_least_n_of_its_name_in_play(self):
        text = "if you have at least 3 " + ME + " in play, this attack does 50 damage plus 50 more damage."
        self.assertEqual(attack(text, 50, card="Testmon δ"),
                         [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Testmon"), 3, 1], ["DMG_ADD", 50],
                          ["DAMAGE"]])
        self.assertIsNone(attack(text, 40))  # not the printed damage

    def test_per_benched_stage1_evolved(self):
        text = "does 40 damage plus 10 more damage for each of your benched stage 1 evolved pokémon."
        self.assertEqual(attack(text, 40), [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_BENCH_STAGE, 1], ["DAMAGE"]])

    def test_defending_resistance(self):
        text = "if " + DEF + " has fighting resistance, this attack does 50 damage plus 30 more damage."
        self.assertEqual(attack(text, 50), [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_RESIST_TYPE, 5), 1, 1],
                                            ["DMG_ADD", 30], ["DAMAGE"]])
        text = "if " + DEF + " has any resistance, this attack's base damage is 100 instead of 70."
        self.assertEqual(attack(text, 70), [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_RESIST_TYPE, fx.ANY), 1, 1],
                                            ["DMG_SET", 100], ["DAMAGE"]])

    def test_prize_trail_discards_all_own_energy(self):
        text = "if you have less prize cards left than your opponent, discard all energy cards attached to all of your pokémon."
        self.assertEqual(attack(text, 70), [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_PRIZE_LEAD, 0, 1],
                                            ["DISCARD_ENERGY", 0, fx.EACH_OWN, fx.ANY]])


class TestOthers(unittest.TestCase):
    def test_misprinted_reduction(self):
        text = ("during your opponent's next turn, any damage done to " + ME + " by attacks in reduced by 30"
                " (before applying weakness and resistance).")
        self.assertEqual(attack(text, 30), [["DAMAGE"], ["REDUCE_DAMAGE_NEXT", 30]])

    def test_three_of_the_opponents_pokemon(self):
        text = "choose 3 of your opponent's pokémon. this attack does 10 damage to each of those pokémon." + BENCH_NOTE
        self.assertEqual(attack(text), [["BENCH_DAMAGE", 10, fx.BENCH_OPP_ANY_THREE]])
        self.assertIsNone(attack(text, 20))  # a damaging attack: not this reading

    def test_metal_energy_per_prize_taken(self):
        text = ("count the number of prize cards your opponent has taken. search your discard pile for up to that many "
                "metal energy cards and attach them to " + ME + ".")
        self.assertEqual(attack(text, 10), [["DAMAGE"], ["COUNT_TO_H", fx.CNT_OPP_PRIZES_TAKEN],
                                            ["ATTACH_ENERGY", 0, fx.FROM_DISCARD, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 7)]])
        self.assertIsNone(attack(text, 10, ex=False))


class TestDamageEach(unittest.TestCase):
    def test_each_pokemon_with_a_power(self):
        text = ("does 20 damage to each pokémon that has any poké-powers or poké-bodies (both yours and your opponent's)."
                " don't apply weakness or resistance.")
        self.assertEqual(attack(text), [["DAMAGE_EACH", 20, fx.DE_ALL, fx.DE_POWER]])
        self.assertIsNone(attack(text, 30))

    def test_each_benched_ex_with_a_tool(self):
        text = ("if " + ME + " has a pokémon tool card attached to it, this attack does 20 damage to each of your opponent's "
                "benched pokémon-ex." + BENCH_NOTE)
        self.assertEqual(attack(text, 50), [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_TOOL, 1, 1],
                                            ["DAMAGE_EACH", 20, fx.DE_OPP_BENCH, fx.DE_EX]])

    def test_each_benched_of_the_defending_name(self):
        text = "does 70 damage to each of your opponent's benched pokémon that has the same name as " + DEF + "." + BENCH_NOTE
        # k19's BENCH_DAMAGE_IF reads this wording since the stop-31 merge (tests/test_k19_recognize.py)
        self.assertEqual(attack(text, 70)[1][0], "BENCH_DAMAGE_IF")


class TestCountersOne(unittest.TestCase):
    def test_heads_theirs_tails_yours(self):
        text = ("flip a coin. if heads, put 2 damage counters on 1 of your opponent's pokémon. "
                "if tails, put 2 damage counters on 1 of your pokémon.")
        self.assertEqual(attack(text), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["PUT_COUNTERS", 20, fx.BENCH_OPP_ANY_ONE],
                                        ["SKIP_UNLESS_TAILS", 1, 1], ["COUNTERS_ONE", 20, fx.CO_OWN, fx.CO_FIXED]])

    def test_the_opponent_chooses(self):
        text = "your opponent chooses 1 of his or her pokémon. put 4 damage counters on that pokémon."
        self.assertEqual(attack(text), [["COUNTERS_ONE", 40, fx.CO_OPP_PICKS, fx.CO_FIXED]])

    def test_per_energy(self):
        text = "count the amount of energy attached to " + ME + ". put that many damage counters on 1 of your opponent's pokémon."
        self.assertEqual(attack(text), [["COUNTERS_ONE", 10, fx.CO_OPP, fx.CO_PER_SELF_ENERGY]])
        text = ("choose 1 of your opponent's pokémon. count the amount of energy attached to that pokémon. "
                "put that many damage counters on the pokémon.")
        self.assertEqual(attack(text), [["COUNTERS_ONE", 10, fx.CO_OPP, fx.CO_PER_ENERGY_THERE]])


class TestCopy(unittest.TestCase):
    NEED = "this attack does nothing if " + ME + " doesn't have the energy necessary to use that attack. "
    STILL = "(you must still do anything else required for that attack.) " + ME + " performs that attack."

    def atk(self, text, name):
        ctx = Ctx(kind="attack", ex_era=True, name=name)
        return recognize_text(text, ctx, None)

    def test_the_defending_pokemons_attack_with_its_energy(self):
        text = "choose 1 of " + DEF + "'s attacks. copy copies that attack. " + self.NEED + self.STILL
        self.assertEqual(self.atk(text, "copy"), [["COPY_DEF_ATTACK", 1, 0, fx.CP_NEED_ENERGY]])
        self.assertIsNone(self.atk(text, "mimic"))  # another attack's name

    def test_any_in_play(self):
        text = "choose an attack on 1 of your opponent's pokémon in play. mimicry copies that attack. " + self.NEED + self.STILL
        self.assertEqual(self.atk(text, "mimicry"), [["COPY_DEF_ATTACK", 1, 0, fx.CP_NEED_ENERGY + fx.CP_OPP_ALL]])

    def test_delta_without_its_cost(self):
        text = ("choose an attack on 1 of your opponent's pokémon in play that has δ on its card. delta copy copies that attack "
                "except for its energy cost. " + self.STILL)
        self.assertEqual(self.atk(text, "delta copy"), [["COPY_DEF_ATTACK", 1, 13, fx.CP_OPP_ALL]])
        self.assertIsNone(self.atk(text.replace(" except for its energy cost", ""), "delta copy"))


class TestNamesAndHands(unittest.TestCase):
    def test_react_energy_discarded_for_damage(self):
        text = ("you may discard any number of react energy cards attached to " + ME + ". if you do, this attack does 40 damage "
                "plus 30 more damage for each energy card you discarded.")
        self.assertEqual(attack(text, 40), [["DISCARD_ENERGY_CHOSEN", 0, 0, "React Energy"], ["DMG_ADD_PER_N", 30], ["DAMAGE"]])
        self.assertIsNone(attack(text, 30))

    def test_basic_from_the_opponents_hand(self):
        text = ("if your opponent's bench isn't full, look at his or her hand. choose 1 basic pokémon you find there and put it "
                "onto your opponent's bench. then, switch it with " + DEF + ". your opponent chooses " + DEF + " to switch.")
        self.assertEqual(attack(text), [["OPP_HAND_BASIC_TO_ACTIVE"]])

    def test_named_pokemon_in_the_discard_pile_capped(self):
        text = ("does 30 damage plus 10 more damage for each alphamon, " + ME + ", betamon, betamonite, and betamonite ex in your "
                "discard pile. you can't add more than 60 damage in this way.")
        kind = tag_kind(fx.KIND_POKEMON, "name:alphamon|betamon|testmon")
        self.assertEqual(attack(text, 30, card="Testmon δ"),
                         [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_DISCARD_KIND, kind],
                          ["SKIP_UNLESS_COUNT", tagged_count(fx.CNT_OWN_DISCARD_KIND, kind), 7, 2],
                          ["DMG_ADD_PER_COUNT", -10, fx.CNT_OWN_DISCARD_KIND, kind], ["DMG_ADD", 60], ["DAMAGE"]])


class TestSwapAndReturn(unittest.TestCase):
    def test_swap_counters(self):
        text = ("flip a coin. if heads, switch all damage counters on " + ME + " with those on " + DEF + ". "
                "(if an effect of this attack is prevented, this attack does nothing.)")
        self.assertEqual(attack(text), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["SWAP_COUNTERS"]])

    def test_return_with_energy(self):
        text = "return " + ME + " and all energy cards attached to it to your hand."
        self.assertEqual(attack(text, 20), [["DAMAGE"], ["RETURN_TO_HAND", 0, 3]])


class TestDevolvePicks(unittest.TestCase):
    HIGHEST = "remove the highest stage evolution card from "

    def test_defending_after_two_energy(self):
        text = ("you may discard 2 energy attached to " + ME + ". if you do, you may " + self.HIGHEST + DEF
                + " and shuffle that card into your opponent's deck.")
        self.assertEqual(attack(text, 50), [["DAMAGE"], ["DISCARD_CHOSEN", 2, fx.DS_SELF, fx.ANY], ["SKIP_UNLESS_N", 2, 1],
                                            ["DEVOLVE_PICKS", 1, fx.DP_DEF, fx.DP_TO_DECK]])

    def test_per_react_energy(self):
        text = ("count the number of react energy cards attached to " + ME + " and choose up to that number of your opponent's "
                "evolved pokémon. " + self.HIGHEST + "each of those pokémon, then have your opponent shuffle those cards into "
                "his or her deck.")
        self.assertEqual(attack(text), [["COUNT_TO_H", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy")],
                                        ["DEVOLVE_PICKS", 0, fx.DP_OPP, fx.DP_TO_DECK]])

    def test_either_players(self):
        text = ("flip a coin. if heads, choose 1 of either player's evolved pokémon, " + self.HIGHEST + "that pokémon, and put "
                "it into that player's hand.")
        self.assertEqual(attack(text), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DEVOLVE_PICKS", 1, fx.DP_EITHER, fx.DP_TO_HAND]])


class TestPicksAndReturns(unittest.TestCase):
    def test_picks_up_to_the_energy(self):
        text = ("choose a number of your opponent's pokémon up to the amount of energy attached to " + ME + ". "
                "this attack does 20 damage to each of them.")
        self.assertEqual(attack(text), [["COUNT_TO_H", fx.CNT_SELF_ENERGY], ["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_THREE, -1]])

    def test_return_then_theirs(self):
        text = ("you may return an energy card attached to " + ME + " to your hand. if you do, choose an energy card attached "
                "to " + DEF + " and return it to your opponent's hand.")
        self.assertEqual(attack(text, 50), [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF + fx.DS_TO_HAND, fx.ANY],
                                            ["SKIP_UNLESS_N", 1, 1], ["OPP_ENERGY_TO", 1, 0, 0]])


class TestTwoTypes(unittest.TestCase):
    def test_either_type_counted_once(self):
        text = "does 10 damage times the number of darkness pokémon and metal pokémon you have in play."
        kind = fx.kind_either(fx.kind_flag(fx.KIND_POKEMON, CF_TYPES << 6), fx.kind_flag(fx.KIND_POKEMON, CF_TYPES << 7))
        self.assertEqual(attack(text, 10, damage="10x"),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_KIND_IN_PLAY, kind], ["DAMAGE"]])


class TestTypedOrNamedDiscard(unittest.TestCase):
    def test_two_fire_or_one_react(self):
        text = "discard 2 fire energy or 1 react energy card attached to " + ME + "."
        typed = ["DISCARD_ENERGY", 2, fx.SELF, 1]
        self.assertEqual(attack(text, 100), [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy"), 1, 5],
                                             ["CHOOSE_ONE", 2, 1], typed, ["SKIP", 1], ["DISCARD_ENERGY", 1, fx.SELF, "React Energy"],
                                             ["SKIP", 1], typed])


class TestToolsFromTheDeck(unittest.TestCase):
    def test_two_tools_attached(self):
        text = ("search your deck for up to 2 pokémon tool cards and attach them to any of your pokémon (excluding pokémon "
                "that already have a pokémon tool attached to them). shuffle your deck afterward.")
        self.assertEqual(attack(text), [["SEARCH_TOOLS_ATTACH", 2, 0]])

    def test_trainer_or_tool_attached(self):
        text = ("search your deck for a trainer card, show it to your opponent, and put it into your hand. if that card is a "
                "pokémon tool card, you may attach it to 1 of your pokémon instead. shuffle your deck afterward.")
        self.assertEqual(attack(text), [["SEARCH_TOOLS_ATTACH", 1, 1]])


class TestCountersSpill(unittest.TestCase):
    def test_spill_past_a_knock_out(self):
        text = ("put 8 damage counters on " + DEF + ". if that pokémon would be knocked out by this attack, put any damage "
                "counters not necessary to knock out " + DEF + " on your opponent's benched pokémon in any way you like.")
        self.assertEqual(attack(text), [["COUNTERS_SPILL", 80]])


class TestTrainerNotSupporter(unittest.TestCase):
    def test_search_kind(self):
        text = ("search your deck for a trainer card (excluding supporter cards), show it to your opponent, and put it into "
                "your hand. shuffle your deck afterward.")
        self.assertEqual(attack(text), [["SEARCH_DECK", 1, fx.KIND_TRAINER_NOT_SUPPORTER, fx.TO_HAND]])


class TestChosenEnergyType(unittest.TestCase):
    def test_rainbow(self):
        text = ("choose 1 basic energy card attached to " + ME + ". this attack does 20 damage to each of your opponent's "
                "pokémon that is the same type as the basic energy card that you chose." + BENCH_NOTE)
        self.assertEqual(attack(text), [["DAMAGE_EACH", 20, fx.DE_OPP_BENCH + fx.DE_OPP_ACTIVE_ATTACK, fx.DE_CHOSEN_TYPE]])


class TestRandomHandCard(unittest.TestCase):
    def test_trainer_or_back(self):
        text = ("choose 1 card from your opponent's hand without looking. look at the card you chose. if that card is a trainer "
                "card, this attack does 30 damage plus 30 more damage, and discard that card. if that card is not a trainer "
                "card, return it to your opponent's hand.")
        self.assertEqual(attack(text, 30), [["RANDOM_HAND_CARD_IF", 0, fx.KIND_TRAINER], ["DMG_ADD_PER_N", 30], ["DAMAGE"]])


class TestSearchAPair(unittest.TestCase):
    def test_pair(self):
        text = ("search your deck for alphamon and betamon, or gammamon and deltamon cards. show 1 card or both cards of a "
                "pair to your opponent and put them into your hand. shuffle your deck afterward.")
        self.assertEqual(attack(text), [["CHOOSE_ONE", 3, 2], ["SEARCH_DECK", 1, "Alphamon", fx.TO_HAND],
                                        ["SEARCH_DECK", 1, "Betamon", fx.TO_HAND], ["SKIP", 2],
                                        ["SEARCH_DECK", 1, "Gammamon", fx.TO_HAND], ["SEARCH_DECK", 1, "Deltamon", fx.TO_HAND]])


class TestSearchByHandEnergy(unittest.TestCase):
    def test_type_match(self):
        text = ("choose a basic energy card in your hand and show it to your opponent. then, search your deck for a basic "
                "pokémon or evolution card of that energy type, show it to your opponent, and put it into your hand. "
                "shuffle your deck afterward.")
        self.assertEqual(attack(text), [["SEARCH_BY_HAND_ENERGY"]])


class TestOverflowToSelf(unittest.TestCase):
    def test_burn_away(self):
        text = ("before doing damage, count the remaining hp of " + DEF + ". if that pokémon is knocked out by this attack, "
                + ME + " does damage to itself equal to the attack's damage minus the remaining hp of " + DEF + ". this "
                "attack's damage isn't by weakness, resistance, poké-powers, poké-bodies, or any other effects on that pokémon.")
        self.assertEqual(attack(text, 100), [["NO_WEAKNESS_RESISTANCE", fx.IGNORE_WEAKNESS | fx.IGNORE_RESISTANCE | fx.IGNORE_DEF_EFFECTS],
                                             ["DAMAGE"], ["DEF_OVERFLOW_TO_N"], ["SELF_DAMAGE", 10, 2]])


class TestCopyFromHand(unittest.TestCase):
    def test_skill_copy(self):
        text = ("discard a basic pokémon or evolution card from your hand. choose 1 of that card's attacks. skill copy copies "
                "this attack. " + TestCopy.NEED + TestCopy.STILL)
        ctx = Ctx(kind="attack", ex_era=True, name="skill copy")
        self.assertEqual(recognize_text(text, ctx, None), [["COPY_DEF_ATTACK", 1, 0, fx.CP_HAND + fx.CP_NEED_ENERGY]])


if __name__ == "__main__":
    unittest.main()
