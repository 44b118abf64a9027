"""EX-era attack wordings of the theme decks' families (ptcgsim/cards/recognize_attack_ex.py).

The sentences are synthetic, built from short pieces (numbers, types and names varied from any
printed card) in the recogniser's normalised form (lower case, the card's own name written
"this pokémon").  No card text lives here.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.kernel.cardtable import CF_AQUA, CF_DELTA, CF_EX, CF_TYPES

ME = "this pokémon"
DEF = "the defending pokémon"
OPP = "your opponent's pokémon"


def _rows(text: str, base: int = 0, damaging: bool | None = None, name: str = "", attacks=(), damages=()):
    ctx = Ctx(kind="attack", base=base, damaging=bool(base) if damaging is None else damaging, ex_era=True, name=name,
              attack_names=tuple(attacks), attack_damages=tuple(damages))
    return recognize_text(text, ctx)


def _bit(flag: int) -> int:
    return flag.bit_length() - 1


class BoardConditions(unittest.TestCase):
    def test_named_special_energy_on_self(self):
        rows = _rows("if " + ME + " has any spark energy cards attached to it, " + "the defending pokémon is now asleep.", base=20)
        self.assertEqual(rows, [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "Spark Energy"), 1, 1],
                                ["COND", fx.ASLEEP, fx.OPP]])
        # a type is the typed-Energy condition's, a family name is no card's name
        self.assertEqual(_rows("if " + ME + " has any fire energy attached to it, " + DEF + " is now asleep.", base=20),
                         [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 1), 1, 1], ["COND", fx.ASLEEP, fx.OPP]])
        self.assertIsNone(_rows("if " + ME + " has any holon energy cards attached to it, " + DEF + " is now asleep.", base=20))

    def test_defending_tags(self):
        for tag, flag in (("δ on its card", CF_DELTA), ("team aqua in its name", CF_AQUA)):
            with self.subTest(tag=tag):
                rows = _rows("if " + DEF + " has " + tag + ", this attack does 40 damage plus 20 more damage.", base=40)
                self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, _bit(flag)), 1, 1], ["DMG_ADD", 20],
                                        ["DAMAGE"]])

    def test_named_stadium(self):
        rows = _rows("if gary's stadium is in play, " + DEF + " is now burned.", base=30)
        self.assertEqual(rows, [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, "Gary's Stadium"), 1, 1],
                                ["COND", fx.BURNED, fx.OPP]])

    def test_energy_trail_and_hp_lead(self):
        rows = _rows("if " + ME + " has less energy attached to it than " + DEF + ", this attack does 20 damage plus 30 more damage.",
                     base=20)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_TRAIL, 1, 1], ["DMG_ADD", 30], ["DAMAGE"]])
        rows = _rows("before doing damage, count the remaining hp of " + DEF + " and " + ME + ". if " + DEF
                     + " has fewer remaining hp than " + ME + "'s, this attack does 20 damage plus 40 more damage.", base=20)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_HP_LEAD, 1, 1], ["DMG_ADD", 40], ["DAMAGE"]])

    def test_named_count_encodes_the_name(self):
        prog = fx.encode_program([["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, "X"), 1, 0]], name_id=lambda n: 5)
        self.assertEqual(prog[0][1], fx.count_code(fx.CNT_STADIUM_KIND, fx.KIND_NAMED + 5))


class DamageWordings(unittest.TestCase):
    def test_counters_on_itself_for_damage(self):
        rows = _rows("you may put up to 3 damage counters on " + ME + ". if you do, this attack does 30 damage plus "
                     + "20 more damage for each damage counter you put on " + ME + " in this way.", base=30)
        self.assertEqual(rows, [["CHOOSE_MORE", 20, 10, 3], ["DAMAGE"]])
        self.assertIsNone(_rows("you may put up to 3 damage counters on " + ME + ". if you do, this attack does 30 damage plus "
                                + "20 more damage for each damage counter you put on " + ME + " in this way.", base=40))

    def test_may_do_per_energy_with_self_damage(self):
        rows = _rows("you may do 30 damage plus 20 more damage for each fire energy attached to " + ME + ". if you do, "
                     + ME + " does 20 damage to itself.", base=30)
        self.assertEqual(rows, [["DMG_ADD_PER_ENERGY", 20, fx.SELF, 1], ["SELF_DAMAGE", 20], ["DAMAGE"]])

    def test_per_type_in_play_both_players(self):
        rows = _rows("does 30 damage plus 20 more damage for each psychic pokémon in play.", base=30)
        bit = _bit(CF_TYPES) + 4
        self.assertEqual(rows, [["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_FLAG_IN_PLAY, bit],
                                ["DMG_ADD_PER_COUNT", 20, fx.CNT_OPP_FLAG_IN_PLAY, bit], ["DAMAGE"]])

    def test_basic_energy_types_on_defending(self):
        rows = _rows("does 20 damage plus 30 more damage for each type of basic energy attached to " + DEF + ".", base=20)
        self.assertEqual(rows, [["DMG_ADD_PER_COUNT", 30, fx.CNT_DEF_BASIC_TYPES, fx.ANY], ["DAMAGE"]])

    def test_any_one_with_alternative(self):
        rows = _rows("choose 1 of " + OPP + ". this attack does 30 damage to that pokémon. if that pokémon already has "
                     + "damage counters on it, this attack does 50 damage instead.")
        self.assertEqual(rows, [["BENCH_DAMAGE", 30, fx.BENCH_OPP_ANY_ONE, 50 + 1000 * fx.ALT_DAMAGED]])
        rows = _rows("put 2 damage counters on 1 of " + OPP + ". if that pokémon has δ on its card, put 4 damage counters instead.")
        self.assertEqual(rows, [["PUT_COUNTERS", 20, fx.BENCH_OPP_ANY_ONE, 40 + 1000 * (fx.ALT_FLAG + _bit(CF_DELTA))]])
        rows = _rows("put 1 damage counter on 1 of " + OPP + ". if that pokémon is pokémon-ex, put 2 damage counters instead.")
        self.assertEqual(rows, [["PUT_COUNTERS", 10, fx.BENCH_OPP_ANY_ONE, 20 + 1000 * (fx.ALT_FLAG + _bit(CF_EX))]])

    def test_any_one_per_count(self):
        rows = _rows("choose 1 of " + OPP + ". this attack does 20 damage for each damage counter on " + ME + " to that pokémon.")
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_DAMAGE", 20, fx.SELF], ["BENCH_DAMAGE", -1, fx.BENCH_OPP_ANY_ONE]])

    def test_spread_with_instead(self):
        rows = _rows("put 3 damage counters on your opponent's pokémon in any way you like. if " + ME + " has any spark energy "
                     + "cards attached to it, put 5 damage counters instead.")
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "Spark Energy"), 1, 2],
                                ["PUT_COUNTERS", 50, fx.BENCH_OPP_SPREAD_ANY], ["SKIP", 1], ["PUT_COUNTERS", 30, fx.BENCH_OPP_SPREAD_ANY]])

    def test_coins_per_pokemon_in_play(self):
        rows = _rows("flip a coin for each pokémon in play (both yours and your opponent's). this attack does 20 damage "
                     + "times the number of heads. " + ME + " does 10 damage times the number of tails to itself.", base=20)
        self.assertEqual(rows, [["FLIP_PER_COUNT", fx.CNT_IN_PLAY_ALL], ["DMG_TIMES_HEADS", 20], ["DAMAGE"], ["SELF_DAMAGE", 10, 1]])

    def test_coins_per_typed_energy(self):
        rows = _rows("flip a coin for each fire energy attached to " + ME + ". this attack does 30 damage plus 10 more "
                     + "damage for each heads.", base=30)
        self.assertEqual(rows, [["FLIP_PER_ENERGY", 0, 0, 2], ["DMG_ADD_PER_HEADS", 10], ["DAMAGE"]])  # (recognize_ex3 reads it first: a coin per unit of type c - 1)

    def test_return_energy_for_damage(self):
        rows = _rows("you may return any number of basic fire energy cards attached to all of your pokémon to your hand. "
                     + "if you do, this attack does 40 damage plus 20 more damage " + "for each energy you returned.", base=40)
        self.assertEqual(rows, [["DISCARD_CHOSEN", 0, fx.DS_OWN + fx.DS_TO_HAND, 1], ["DMG_ADD_PER_N", 20], ["DAMAGE"]])


class EffectWordings(unittest.TestCase):
    def test_switch_and_devolve(self):
        self.assertEqual(_rows("before doing damage, you may choose 1 of your opponent's benched pokémon and switch it "
                               + "with 1 of the defending pokémon. your opponent chooses the defending pokémon to switch.", base=30),
                         [["GUST", fx.SELF, 1], ["DAMAGE"]])
        self.assertEqual(_rows("before using this effect, you may switch " + DEF + " with 1 of your opponent's "
                               + "benched pokémon, if any. " + DEF + " is now asleep."),
                         [["GUST", fx.SELF, 1], ["COND", fx.ASLEEP, fx.OPP]])
        self.assertEqual(_rows("if your opponent has any evolved pokémon in play, choose 1 of them and flip a coin. if heads, "
                               + "remove the highest stage evolution card on that pokémon and have your opponent shuffle "
                               + "it into their deck."), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DEVOLVE", 1, 3]])

    def test_no_weakness_next_turn(self):
        self.assertEqual(_rows("during your opponent's next turn, " + ME + " has no weakness.", base=30),
                         [["DAMAGE"], ["NO_WEAKNESS_NEXT"]])

    def test_look_at_hand_and_discard(self):
        self.assertEqual(_rows("look at your opponent's hand, choose a supporter card you find there, and discard it.", base=10),
                         [["DAMAGE"], ["DISCARD_HAND", 1, fx.KIND_SUPPORTER, fx.OPP_SEEN]])

    def test_draws(self):
        self.assertEqual(_rows("flip a coin until you get tails. for each heads, draw 3 cards."), [["FLIP", 0], ["DRAW", 3, 7]])
        self.assertEqual(_rows("draw 3 cards from the bottom of your deck."),
                         [["LOOK_TOP", 3, fx.KIND_ANY, 3 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_BACK_ON_TOP + fx.LT_BOTTOM]])

    def test_searches(self):
        self.assertEqual(_rows("search your deck for a water pokémon (excluding pokémon-ex), show it to your opponent, "
                               + "and put it into your hand. shuffle your deck afterward."),
                         [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON_NOT_EX, CF_TYPES << 2), fx.TO_HAND]])
        # a first-printed-type kind is not read in the EX era (two types)
        self.assertIsNone(_rows("search your deck for a basic water pokémon, show it to your opponent, and put it into your hand."))
        self.assertEqual(_rows("search your deck for a spark energy card, " + "show it to your opponent, and put it into your hand."),
                         [["SEARCH_DECK", 1, "Spark Energy", fx.TO_HAND]])
        self.assertEqual(_rows("search your deck for pokémon that has team aqua in its name, show up to 2 of them to your "
                               + "opponent, and put them into your hand. shuffle your deck afterward."),
                         [["SEARCH_DECK", 2, fx.kind_flag(fx.KIND_POKEMON, CF_AQUA), fx.TO_HAND]])
        self.assertEqual(_rows("look at the top 4 cards of your deck. choose a basic pokémon or evolution card you find there, "
                               + "show it to your opponent, and put it into your hand. put the other 3 cards back on top of "
                               + "your deck. shuffle your deck afterward."),
                         [["LOOK_TOP", 4, fx.KIND_POKEMON, 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_SHUFFLE]])

    def test_if_you_do(self):
        self.assertEqual(_rows("search your deck for a card that evolves from 1 of your pokémon and put it on that pokémon. "
                               + "(this counts as evolving that pokémon.) if you do, put 2 damage counters on " + ME + ". "
                               + "shuffle your deck afterward."),
                         [["EVOLVE_FROM_DECK", 1], ["SKIP_UNLESS_N", 1, 1], ["SELF_DAMAGE", 20]])
        self.assertEqual(_rows("you may discard a water energy card attached to " + ME + ". if you do, " + DEF
                               + " is now paralyzed.", base=30),
                         [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF, 2], ["SKIP_UNLESS_N", 1, 1], ["COND", fx.PARALYZED, fx.OPP]])

    def test_attach(self):
        self.assertEqual(_rows("attach 1 energy card from your discard pile to your active pokémon.", base=10),
                         [["DAMAGE"], ["ATTACH_ENERGY", 1, fx.FROM_DISCARD, fx.ENERGY_ANY_CARD]])
        self.assertEqual(_rows("attach a basic energy card from your hand to 1 of your pokémon."),
                         [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, fx.ANY]])
        self.assertEqual(_rows("attach up to 3 fire energy cards from your hand to your pokémon in any way you like."),
                         [["ATTACH_ENERGY_ANY", 3, fx.FROM_HAND, 1]])
        self.assertEqual(_rows("attach up to 1 water or fire energy card from your hand to your pokémon."),
                         [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, fx.ENERGY_MASK + (1 << 2) + (1 << 1)]])
        # EX era: a "Darkness Energy card" was a Special Energy card: EM_SPECIAL_TOO (s30-k8) admits one
        self.assertEqual(_rows("attach up to 1 water or darkness energy card from your hand to your pokémon."),
                         [["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 2) + (1 << 6)]])
        self.assertEqual(_rows("search your discard pile for up to 3 basic energy cards and attach them to your pokémon "
                               + "in any way you like."), [["ATTACH_ENERGY_ANY", 3, fx.FROM_DISCARD, fx.ANY]])
        self.assertEqual(_rows("if you have fire energy cards in your hand, attach as many fire energy cards as you like "
                               + "to any of your active pokémon."), [["ATTACH_ENERGY", 60, fx.FROM_HAND, 1]])

    def test_discard_from_hand_or_nothing(self):
        self.assertEqual(_rows("discard a trainer card from your hand or this attack does nothing.", base=50),
                         [["REQ_HAND_KIND", 1, fx.KIND_TRAINER], ["DISCARD_HAND", 1, fx.KIND_TRAINER], ["DAMAGE"]])


class MoreWordings(unittest.TestCase):
    def test_extra_basic_energy_cards(self):
        rows = _rows("does 30 damage plus 10 more damage for each basic energy card attached to " + ME + " but not used to "
                     + "pay for this attack's energy cost. you can't add more than 40 damage in this way.", base=30)
        self.assertEqual(rows, [["DMG_ADD_PER_EXTRA_ENERGY", 10, fx.ENERGY_BASIC, 4], ["DAMAGE"]])

    def test_next_turn_base_damage_of_two_attacks(self):
        text = ("during your next turn, big bite's base damage is 80 instead of 40, and small bite's base damage is "
                + "50 instead of 10.")
        rows = _rows(text, attacks=("charge", "big bite", "small bite"), damages=("", "40", "10"))
        self.assertEqual(rows, [["NEXT_TURN_BASE_DAMAGE", 1, 80], ["NEXT_TURN_BASE_DAMAGE", 2, 50, 1]])
        self.assertIsNone(_rows(text, attacks=("charge", "big bite", "small bite"), damages=("", "40", "20")))
        self.assertIsNone(_rows(text, attacks=("charge", "big bite"), damages=("", "40")))

    def test_energy_to_another_of_the_opponents(self):
        self.assertEqual(_rows("if your opponent has at least 2 pokémon in play, move a basic energy card from " + DEF
                               + " to another of " + OPP + ".", base=20), [["DAMAGE"], ["MOVE_ENERGY", 0, fx.OPP, fx.ENERGY_BASIC]])

    def test_search_then_may_switch(self):
        from ptcgsim.cards.schema import CF_RSM
        rows = _rows("search your deck for a pokémon tool card or rocket's secret machine card, show it to your opponent, "
                     + "and put it into your hand. if you do, you may switch " + ME + " with 1 of your benched pokémon. "
                     + "shuffle your deck afterward.")
        kind = fx.kind_either(fx.KIND_TOOL, fx.kind_flag(fx.KIND_TRAINER, CF_RSM))
        self.assertEqual(rows, [["SEARCH_DECK", 1, kind, fx.TO_HAND], ["SKIP_UNLESS_N", 1, 1], ["SWITCH_SELF", 1]])


class ExFamilies(unittest.TestCase):
    def test_no_weakness_other_order(self):
        self.assertEqual(_rows(ME + " has no weakness during your opponent's next turn.", base=20), [["DAMAGE"], ["NO_WEAKNESS_NEXT"]])

    def test_total_on_the_defending_pokemon(self):
        self.assertEqual(_rows("put a total of 4 damage counters on all defending pokémon in any way you like."),
                         [["PUT_COUNTERS", 40, fx.BENCH_DEF]])

    def test_energy_from_the_discard_pile(self):
        self.assertEqual(_rows("search your discard pile for an energy card and attach it to " + ME + ".", base=10),
                         [["DAMAGE"], ["ATTACH_ENERGY", 1, fx.FROM_DISCARD, fx.ENERGY_ANY_CARD]])
        self.assertEqual(_rows("search your discard pile for a basic energy card and attach it to 1 of your pokémon."),
                         [["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD, fx.ANY]])

    def test_typed_energy_and_pokemon_in_play(self):
        self.assertEqual(_rows("does 20 damage plus 20 more damage for each fire energy in play.", base=20),
                         [["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_ENERGY_ALL, 1], ["DMG_ADD_PER_COUNT", 20, fx.CNT_OPP_ENERGY_ALL, 1],
                          ["DAMAGE"]])
        self.assertEqual(_rows("does 20 damage plus 20 more damage for each of your fire pokémon in play.", base=20),
                         [["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_FLAG_IN_PLAY, _bit(CF_TYPES) + 1], ["DAMAGE"]])

    def test_return_then(self):
        self.assertEqual(_rows("you may return an energy card attached to " + ME + " to your hand. if you do, " + DEF
                               + " is now confused.", base=10),
                         [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF + fx.DS_TO_HAND, fx.ANY], ["SKIP_UNLESS_N", 1, 1],
                          ["COND", fx.CONFUSED, fx.OPP]])

    def test_discard_energy_or_nothing(self):
        self.assertEqual(_rows("discard a basic energy card attached to " + ME + " or this attack does nothing.", base=60),
                         [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY), 1],
                          ["DISCARD_ENERGY", 1, fx.SELF, fx.ENERGY_BASIC], ["DAMAGE"]])
        self.assertEqual(_rows("discard a fire energy card attached to " + ME + " or this attack does nothing.", base=60),
                         [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 1), 1], ["DISCARD_ENERGY", 1, fx.SELF, 1], ["DAMAGE"]])

    def test_delta_search(self):
        self.assertEqual(_rows("search your deck for a pokémon that has δ on its card, " + "show it to your opponent, and put it "
                               + "into your hand. shuffle your deck afterward."),
                         [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_DELTA), fx.TO_HAND]])

    def test_more_search_and_coin_forms(self):
        self.assertEqual(_rows("search your deck for 3 basic energy cards, " + "show them to your opponent, and put them into your "
                               + "hand. shuffle your deck afterward."), [["SEARCH_DECK", 3, fx.KIND_BASIC_ENERGY, fx.TO_HAND]])
        kind = fx.kind_either(fx.kind_flag(fx.KIND_POKEMON_NOT_EX, CF_TYPES << 1), fx.kind_flag(fx.KIND_POKEMON_NOT_EX, CF_TYPES << 4))
        self.assertEqual(_rows("search your deck for a fire or psychic pokémon (excluding pokémon-ex), show it to your opponent, "
                               + "and put it into your hand."), [["SEARCH_DECK", 1, kind, fx.TO_HAND]])
        self.assertEqual(_rows("flip a coin for each of your pokémon in play (including " + ME + "). this attack does 30 damage "
                               + "times the number of heads.", base=30),
                         [["FLIP_PER_COUNT", fx.CNT_OWN_TYPE_IN_PLAY], ["DMG_TIMES_HEADS", 30], ["DAMAGE"]])
        self.assertEqual(_rows("you may attach a basic energy card from your hand to 1 of your pokémon.", base=10),
                         [["DAMAGE"], ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, fx.ANY]])


if __name__ == "__main__":
    unittest.main()
