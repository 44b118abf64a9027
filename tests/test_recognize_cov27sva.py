"""Coverage slice 27sva (ptcgsim/cards/recognize_cov27sva.py): each SV / ME attack wording family
on synthetic sentences built from short pieces (never a printed sentence), and a near miss that
stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.schema import TYPE_INDEX
from ptcgsim.kernel.cardtable import CF_EX, CF_ROCKET, CF_TERA, CF_V
from ptcgsim.kernel.layout import NSLOT

ME = "Testmon"
THIS = "this pokémon"
OPP_ACTIVE = "your opponent's active pokémon"
OPP_BENCHED = "your opponent's benched pokémon"
DOES = "this attack does "
NO_WR_BENCH = " (don't apply weakness and resistance for benched pokémon.)"
SHUFFLE = " then, shuffle your deck."
INTO_DECK = " and all attached cards into your deck."


def _bit(cf: int) -> int:
    return cf.bit_length() - 1


def attack(text: str, base: int = 0, ex_era: bool = False, card: str = ME):
    ctx = Ctx(kind="attack", base=base, damaging=base > 0, ex_era=ex_era)
    ctx.card = card
    return recognize_text(text, ctx, card)


def grass() -> int:
    return TYPE_INDEX["Grass"]


class TestCounts(unittest.TestCase):
    def test_own_stages_in_play(self):
        for word, stage in (("basic", 0), ("stage 1", 1), ("stage 2", 2)):
            self.assertEqual(attack(DOES + f"30 damage for each of your {word} pokémon in play.", 30),
                             [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_STAGE_IN_PLAY, stage], ["DAMAGE"]])
        self.assertEqual(attack(DOES + "40 more damage for each of your evolution pokémon in play.", 40),
                         [["DMG_ADD_PER_COUNT", 40, fx.CNT_OWN_EVOLVED_IN_PLAY, fx.ANY], ["DAMAGE"]])
        self.assertIsNone(attack(DOES + "30 damage for each of your stage 3 pokémon in play.", 30))
        self.assertIsNone(attack(DOES + "30 damage for each of your stage 1 pokémon in play.", 30, ex_era=True))

    def test_basic_energy_on_self(self):
        self.assertEqual(attack(DOES + "40 damage for each basic energy attached to " + THIS + ".", 40),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 40, fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY], ["DAMAGE"]])
        self.assertIsNone(attack(DOES + "40 damage for each special energy attached to " + THIS + ".", 40))

    def test_rocket_supporters_in_discard(self):
        text = DOES + '20 damage for each supporter card that has "team rocket" in its name in your discard pile.'
        self.assertEqual(attack(text, 20), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_DISCARD_KIND,
                                                                 fx.kind_flag(fx.KIND_SUPPORTER, CF_ROCKET)], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("supporter", "item"), 20))

    def test_opponents_ex_and_v(self):
        text = DOES + "60 damage for each of your opponent's pokémon ex and pokémon v in play."
        self.assertEqual(attack(text, 60), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 60, fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_EX)],
                                            ["DMG_ADD_PER_COUNT", 60, fx.CNT_OPP_FLAG_IN_PLAY, _bit(CF_V)], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace(" and pokémon v", " or pokémon v"), 60))

    def test_discard_count_then_shuffled_back(self):
        kind = fx.KIND_BASIC_ENERGY_OF_TYPE + grass()
        text = DOES + "20 damage for each basic grass energy card in your discard pile. then, shuffle those cards into your deck."
        self.assertEqual(attack(text, 20), [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_DISCARD_KIND, kind],
                                            ["RECOVER", 60, kind, fx.TO_DECK], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("those cards", "2 of those cards"), 20))


class TestBenchPerPrize(unittest.TestCase):
    def _chain(self, n: int, target: int) -> list:
        rows = []
        for k in range(1, 6):
            rows += [["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_TAKEN, k, 2],
                     ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_TAKEN, -(k + 1), 1], ["BENCH_DAMAGE", n * k, target]]
        return rows

    def test_one_benched_no_printed_damage(self):
        text = DOES + "60 damage to 1 of " + OPP_BENCHED + " for each prize card your opponent has taken." + NO_WR_BENCH
        self.assertEqual(attack(text), self._chain(60, fx.BENCH_OPP_ONE))
        self.assertIsNone(attack(text, 60))  # without "also" the attack prints no damage

    def test_each_benched_also(self):
        text = "this attack also does 10 damage to each of " + OPP_BENCHED + " for each prize card your opponent has taken."
        self.assertEqual(attack(text + NO_WR_BENCH, 130), [["DAMAGE"]] + self._chain(10, fx.BENCH_OPP_ALL))
        self.assertIsNone(attack(text.replace("has taken", "has left"), 130))


class TestConditions(unittest.TestCase):
    def test_on_the_bench(self):
        self.assertEqual(attack("if " + THIS + " is on your bench, " + DOES + "90 more damage.", 70),
                         [["SKIP_UNLESS_COUNT", fx.CNT_SELF_ACTIVE, -1, 1], ["DMG_ADD", 90], ["DAMAGE"]])
        text = "if " + THIS + " is on your bench, " + "this attack also does 60 damage to 1 of " + OPP_BENCHED + "." + NO_WR_BENCH
        self.assertEqual(attack(text, 60), [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_ACTIVE, -1, 1],
                                            ["BENCH_DAMAGE", 60, fx.BENCH_OPP_ONE]])
        self.assertIsNone(attack("if " + THIS + " is on your deck, " + DOES + "90 more damage.", 70))
        self.assertIsNone(attack("if " + THIS + " is on your bench, " + DOES + "90 more damage.", 70, ex_era=True))

    def test_not_confused(self):
        self.assertEqual(attack("if " + THIS + " isn't confused, this attack does nothing.", 150),
                         [["SKIP_UNLESS_COUNT", fx.CNT_SELF_COND + fx.CONFUSED, -1, 1], ["STOP"], ["DAMAGE"]])
        self.assertIsNone(attack("if " + THIS + " isn't sleepy, this attack does nothing.", 150))

    def test_tera_active_and_special_energy(self):
        self.assertEqual(attack("if " + OPP_ACTIVE + " is a tera pokémon, " + DOES + "230 more damage.", 100),
                         [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, _bit(CF_TERA)), 1, 1], ["DMG_ADD", 230], ["DAMAGE"]])
        self.assertEqual(attack("if " + OPP_ACTIVE + " has any special energy attached, it is knocked out."),
                         [["SKIP_UNLESS_COUNT", fx.CNT_DEF_SPECIAL_ENERGY, 1, 1], ["KO_DEF"]])
        self.assertIsNone(attack("if " + OPP_ACTIVE + " is a mega pokémon, " + DOES + "230 more damage.", 100))

    def test_one_prize_left(self):
        self.assertEqual(attack("if you have exactly 1 prize card remaining, " + OPP_ACTIVE + " is now paralyzed.", 30),
                         [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_PRIZES_TAKEN, 5, 2],
                          ["SKIP_UNLESS_COUNT", fx.CNT_OWN_PRIZES_TAKEN, -6, 1], ["COND", fx.PARALYZED, fx.OPP]])
        self.assertIsNone(attack("if you have exactly 2 prize card remaining, " + OPP_ACTIVE + " is now paralyzed.", 30))

    def test_same_energy(self):
        text = "if " + THIS + " and " + OPP_ACTIVE + " have the same amount of energy attached, " + DOES + "100 more damage."
        self.assertEqual(attack(text, 30), [["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_DIFF, -1, 1], ["DMG_ADD", 100], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("the same", "a different"), 30))

    def test_named_card_in_discard(self):
        self.assertEqual(attack("if blossom's visit is in your discard pile, " + DOES + "70 more damage.", 70),
                         [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_OWN_DISCARD_KIND, "blossom's visit"), 1, 1],
                          ["DMG_ADD", 70], ["DAMAGE"]])
        self.assertIsNone(attack("if a pokémon is in your discard pile, " + DOES + "70 more damage.", 70))
        self.assertIsNone(attack("if any energy is in your discard pile, " + DOES + "70 more damage.", 70))

    def test_prizes_either_count(self):
        rows = attack("if your opponent has exactly 2 or 4 prize cards remaining, " + DOES + "120 more damage.", 80)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, 2, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, -3, 1],
                                ["DMG_ADD", 120], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, 4, 2],
                                ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, -5, 1], ["DMG_ADD", 120], ["DAMAGE"]])
        self.assertIsNone(attack("if your opponent has exactly 3 or 3 prize cards remaining, " + DOES + "120 more damage.", 80))

    def test_two_named_benched(self):
        self.assertEqual(attack("if pebblemon and rockmon are on your bench, " + DOES + "150 more damage.", 130),
                         [["SKIP_UNLESS_NAMED", fx.SELF, 2, "pebblemon"], ["SKIP_UNLESS_NAMED", fx.SELF, 1, "rockmon"],
                          ["DMG_ADD", 150], ["DAMAGE"]])
        self.assertIsNone(attack("if pebblemon and pebblemon are on your bench, " + DOES + "150 more damage.", 130))

    def test_tera_on_bench(self):
        text = "if you have any tera pokémon on your bench, " + DOES + "100 more damage."
        self.assertEqual(attack(text, 100), [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, _bit(CF_TERA)), 1, 1],
                                             ["DMG_ADD", 100], ["DAMAGE"]])
        self.assertIsNone(attack(text, 100, card="Testmon ex"))  # it may be a Tera Pokémon itself


class TestCoins(unittest.TestCase):
    def test_either_and_at_least(self):
        par = OPP_ACTIVE + " is now paralyzed."
        self.assertEqual(attack("flip 2 coins. " + DOES + "90 damage for each heads. if either of them is heads, " + par, 90),
                         [["FLIP", 2], ["DMG_TIMES_HEADS", 90], ["DAMAGE"], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.PARALYZED, fx.OPP]])
        self.assertEqual(attack("flip 4 coins. " + DOES + "60 damage for each heads. if at least 2 of them are heads, " + par, 60),
                         [["FLIP", 4], ["DMG_TIMES_HEADS", 60], ["DAMAGE"], ["SKIP_UNLESS_HEADS", 2, 1], ["COND", fx.PARALYZED, fx.OPP]])
        self.assertIsNone(attack("flip a coin. if either of them is heads, " + par, 60))  # one coin
        self.assertIsNone(attack("flip 2 coins. if at least 3 of them are heads, " + par, 60))

    def test_first_flip_tails(self):
        text = "flip a coin until you get tails. " + DOES + "90 damage for each heads. if the first flip is tails, "
        self.assertEqual(attack(text + OPP_ACTIVE + " is now confused.", 90),
                         [["FLIP", 0], ["DMG_TIMES_HEADS", 90], ["DAMAGE"], ["SKIP_UNLESS_HEADS", 1, 1], ["SKIP", 1],
                          ["COND", fx.CONFUSED, fx.OPP]])
        self.assertIsNone(attack("flip 2 coins. if the first flip is tails, " + OPP_ACTIVE + " is now confused.", 90))


class TestEffects(unittest.TestCase):
    def test_shuffle_self_into_deck(self):
        self.assertEqual(attack("shuffle " + THIS + INTO_DECK, 150), [["DAMAGE"], ["RETURN_TO_HAND", 2, 0]])
        self.assertEqual(attack(OPP_ACTIVE + " is now paralyzed. shuffle " + THIS + INTO_DECK, 100),
                         [["DAMAGE"], ["COND", fx.PARALYZED, fx.OPP], ["RETURN_TO_HAND", 2, 0]])
        self.assertIsNone(attack("shuffle " + THIS + " into your deck.", 150))

    def test_may_do_more_if_you_do(self):
        self.assertEqual(attack("you may do 120 more damage. if you do, shuffle " + THIS + INTO_DECK, 120),
                         [["CHOOSE_MORE", 120, 0], ["DAMAGE"], ["SKIP_UNLESS_N", 1, 1], ["RETURN_TO_HAND", 2, 0]])
        self.assertEqual(attack("you may do 100 more damage. if you do, during your next turn, " + THIS + " can't attack.", 130),
                         [["CHOOSE_MORE", 100, 0], ["DAMAGE"], ["SKIP_UNLESS_N", 1, 1], ["SELF_LOCK_NEXT", 0]])
        self.assertIsNone(attack("you may do 100 more damage. if you do, draw a card.", 130))
        self.assertIsNone(attack("if you do, shuffle " + THIS + INTO_DECK, 130))  # no choice before it

    def test_revealed_hand_discards(self):
        reveal = "your opponent reveals their hand. "
        self.assertEqual(attack(reveal + "discard all item cards and pokémon tool cards you find there."),
                         [["DISCARD_HAND", 0, fx.kind_either(fx.KIND_ITEM, fx.KIND_TOOL), fx.OPP_REVEALED]])
        self.assertIsNone(attack(reveal + "discard all supporter cards you find there."))

    def test_random_cards_to_deck(self):
        text = "choose 2 random cards from your opponent's hand. your opponent reveals those cards and shuffles them into their deck."
        self.assertEqual(attack(text), [["OPP_DISCARD_HAND_RANDOM", 2, 1]])
        self.assertIsNone(attack(text.replace("random ", "")))

    def test_hand_discard_or_nothing(self):
        kind = fx.KIND_BASIC_ENERGY_OF_TYPE + grass()
        self.assertEqual(attack("discard a basic grass energy card from your hand. if you can't, this attack does nothing.", 170),
                         [["REQ_HAND_KIND", 1, kind], ["DISCARD_HAND", 1, kind], ["DAMAGE"]])
        text = ("discard 6 basic grass energy cards from your hand, and knock out " + OPP_ACTIVE
                + ". if you can't discard 6 cards in this way, this attack does nothing.")
        self.assertEqual(attack(text), [["REQ_HAND_KIND", 6, kind], ["DISCARD_HAND", 6, kind], ["KO_DEF"]])
        self.assertIsNone(attack(text.replace("discard 6 cards", "discard 5 cards")))

    def test_evolve_each_benched(self):
        text = ("for each of your benched pokémon, search your deck for a card that evolves from that pokémon and put it onto"
                " that pokémon to evolve it." + SHUFFLE)
        self.assertEqual(attack(text), [["EVOLVE_FROM_DECK", 2]] * (NSLOT - 1))
        self.assertIsNone(attack(text.replace("benched pokémon,", "evolved pokémon,")))

    def test_energy_moves(self):
        fire, dragon = TYPE_INDEX["Fire"], TYPE_INDEX["Dragon"]
        self.assertEqual(attack("attach a basic fire energy card from your discard pile to 1 of your dragon pokémon.", 20),
                         [["DAMAGE"], ["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_FILTER * (fx.TC_TYPE + dragon), fire]])
        self.assertEqual(attack("flip a coin. if heads, move an energy from " + OPP_ACTIVE + " to 1 of their benched pokémon.", 10),
                         [["FLIP", 1], ["DAMAGE"], ["SKIP_UNLESS_HEADS", 1, 1], ["MOVE_ENERGY", 0, fx.OPP, fx.ANY]])
        self.assertIsNone(attack("attach a basic fire energy card from your discard pile to 1 of your tera pokémon.", 20))

    def test_recycle_and_searches(self):
        water = TYPE_INDEX["Water"]
        self.assertEqual(attack("shuffle up to 3 basic water energy cards from your discard pile into your deck."),
                         [["RECOVER", 3, fx.KIND_BASIC_ENERGY_OF_TYPE + water, fx.TO_DECK]])
        self.assertEqual(attack("flip 2 coins. search your deck for a number of grass pokémon up to the number of heads and put"
                                " them onto your bench." + SHUFFLE),
                         [["FLIP", 2], ["SEARCH_DECK", 0, fx.KIND_BASIC_OF_TYPE + grass(), fx.TO_BENCH]])
        self.assertEqual(attack("you may search your deck for any number of gardener cards, reveal them, and put them into your hand."
                                + SHUFFLE), [["SEARCH_DECK", 60, "gardener", fx.TO_HAND]])
        self.assertIsNone(attack("you may search your deck for any number of energy cards, reveal them, and put them into your hand."))

    def test_opponents_active_to_hand(self):
        self.assertEqual(attack("flip a coin. if heads, put " + OPP_ACTIVE + " and all attached cards into your opponent's hand."),
                         [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["RETURN_DEF_TO_HAND"]])
        self.assertIsNone(attack("put " + OPP_ACTIVE + " into your opponent's hand."))

    def test_hand_discard_to_any(self):
        text = ("discard up to 3 energy cards from your hand. " + DOES + "60 damage to 1 of your opponent's pokémon for each energy"
                " card you discarded in this way." + NO_WR_BENCH)
        self.assertEqual(attack(text), [["DMG_SET", 0], ["DISCARD_CHOSEN", 3, fx.DS_HAND, fx.ANY], ["DMG_ADD_PER_N", 60],
                                        ["BENCH_DAMAGE", -1, fx.BENCH_OPP_ANY_ONE]])
        self.assertIsNone(attack(text, 60))  # a printed damage of its own: not this wording

    def test_tera_copy(self):
        self.assertEqual(attack("choose 1 of your opponent's active tera pokémon's attacks and use it as this attack."),
                         [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, _bit(CF_TERA)), 1, 1], ["COPY_DEF_ATTACK", 1]])
        self.assertIsNone(attack("choose 1 of your opponent's active tera pokémon's attacks.", ex_era=True))

    def test_tools_then_condition(self):
        text = ("before doing damage, discard all pokémon tools from " + OPP_ACTIVE + ". if you discarded a pokémon tool in this way, "
                + OPP_ACTIVE + " is now paralyzed.")
        self.assertEqual(attack(text, 30), [["DISCARD_TOOL", 1, fx.DEF_ACTIVE], ["DAMAGE"], ["SKIP_UNLESS_N", 1, 1],
                                            ["COND", fx.PARALYZED, fx.OPP]])
        self.assertIsNone(attack("if you discarded a pokémon tool in this way, " + OPP_ACTIVE + " is now paralyzed.", 30))

    def test_own_benched_and_hand_card(self):
        self.assertEqual(attack("put 1 of your benched pokémon and all attached cards into your hand."),
                         [["RETURN_OWN_BASIC", 1, fx.ELIG_BENCHED]])
        self.assertEqual(attack("flip a coin. if tails, discard a card from your hand."),
                         [["FLIP", 1], ["SKIP_UNLESS_TAILS", 1, 1], ["DISCARD_HAND", 1, fx.KIND_ANY]])
        self.assertIsNone(attack("put 2 of your benched pokémon and all attached cards into your hand."))


class TestMore(unittest.TestCase):
    def test_attach_up_to_a_count(self):
        light = TYPE_INDEX["Lightning"]
        head = "choose basic lightning energy cards from your discard pile up to "
        self.assertEqual(attack(head + "the number of prize cards your opponent has taken and attach them to your pokémon in any way you like."),
                         [["COUNT_TO_H", fx.count_code(fx.CNT_OPP_PRIZES_TAKEN)], ["ATTACH_ENERGY_ANY", 0, fx.FROM_DISCARD, light]])
        text = head + "the amount of energy attached to all of your opponent's pokémon and attach them to your lightning pokémon in any way you like."
        self.assertEqual(attack(text), [["COUNT_TO_H", fx.count_code(fx.CNT_OPP_ENERGY_ALL, fx.ANY)],
                                        ["ATTACH_ENERGY_ANY", 0, fx.FROM_DISCARD + fx.TO_FILTER * (fx.TC_TYPE + light), light]])
        self.assertIsNone(attack(head + "the number of cards in your hand and attach them to your pokémon in any way you like."))

    def test_discard_pile_threshold_or_nothing(self):
        kind = fx.KIND_BASIC_ENERGY_OF_TYPE + TYPE_INDEX["Fighting"]
        text = (DOES + "140 damage to 1 of your opponent's pokémon. if you don't have 10 or more basic fighting energy cards in your"
                " discard pile, this attack does nothing." + NO_WR_BENCH)
        self.assertEqual(attack(text), [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_DISCARD_KIND, kind), -10, 1], ["STOP"],
                                        ["BENCH_DAMAGE", 140, fx.BENCH_OPP_ANY_ONE]])
        self.assertIsNone(attack(text.replace("discard pile, this", "hand, this")))

    def test_items_and_tools_from_discard(self):
        text = "put up to 2 in any combination of item cards and pokémon tool cards from your discard pile into your hand."
        self.assertEqual(attack(text), [["RECOVER", 2, fx.kind_either(fx.KIND_ITEM, fx.KIND_TOOL), fx.TO_HAND]])
        self.assertIsNone(attack(text.replace("item cards and ", "")))

    def test_gust_then_damage_and_coin(self):
        tail = (" if you do, " + DOES + "60 damage to the new active pokémon, and then flip a coin. if heads, that pokémon is now"
                " paralyzed.")
        rows = [["DMG_SET", 60], ["DAMAGE"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.PARALYZED, fx.OPP]]
        self.assertEqual(attack("switch in 1 of " + OPP_BENCHED + " to the active spot." + tail),
                         [["GUST", fx.SELF], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, len(rows)]] + rows)
        self.assertIsNone(attack("draw a card." + tail))

    def test_opponent_flips_per_bench(self):
        text = ("your opponent flips a coin for each of their benched pokémon. " + DOES + "80 damage to " + OPP_ACTIVE
                + " for each tails.")
        self.assertEqual(attack(text, 80), [["FLIP_PER_COUNT", fx.count_code(fx.CNT_OPP_BENCH)], ["DMG_SET", 0],
                                            ["DMG_ADD_PER_COUNT", 80, fx.CNT_OPP_BENCH, fx.ANY], ["DMG_ADD_PER_HEADS", -80], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("for each tails", "for each heads"), 80))

    def test_top_card_kept_or_discarded(self):
        text = ("look at the top card of your deck. you may put that card into your hand. if you don't, discard that card and"
                " draw a card.")
        how = 1 + fx.LT_DEST * fx.TO_HAND + fx.LT_REST * fx.LT_DISCARD + fx.LT_MAY
        self.assertEqual(attack(text), [["LOOK_TOP", 1, fx.KIND_ANY, how], ["SKIP_UNLESS_N", 1, 1], ["SKIP", 1], ["DRAW", 1]])
        self.assertIsNone(attack(text.replace("draw a card", "draw 2 cards")))

    def test_prize_card_seen(self):
        self.assertEqual(attack("look at 1 of your opponent's face-down prize cards."), [])
        self.assertIsNone(attack("look at 1 of your opponent's face-down prize cards. draw a card."))

    def test_coins_for_both_actives(self):
        text = "flip a coin for each energy attached to both active pokémon. " + DOES + "60 damage for each heads."
        self.assertEqual(attack(text, 60), [["FLIP_PER_ENERGY", fx.SELF], ["DMG_TIMES_HEADS", 60], ["FLIP_PER_ENERGY", fx.OPP],
                                            ["DMG_ADD_PER_HEADS", 60], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("both active", "all benched"), 60))


if __name__ == "__main__":
    unittest.main()
