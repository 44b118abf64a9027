"""Coverage slice 24 (ptcgsim/cards/recognize_cov24.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and a near miss that stays
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.schema import TYPE_INDEX

ME = "Testmon"
ONCE = "once during your turn, "
OPP_ACTIVE = "your opponent's active pokémon"


def attack(text: str, base: int = 0):
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=base > 0), ME)


def power(text: str, kind: str = "Ability"):
    return recognize_power({"type": kind, "text": text}, ME)


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


class TestAttacks(unittest.TestCase):
    def test_either_deck_top(self):
        for tail in (" and put them back in any order.", " and put them back on top of that player's deck in any order."):
            self.assertEqual(attack("look at the top 4 cards of either player's deck" + tail),
                             [["TOP_REARRANGE", 4, fx.BOTH_PLAYERS]])
        self.assertIsNone(attack("look at the top 4 cards of either player's deck and put them back."))

    def test_chosen_condition(self):
        text = "flip a coin. if heads, choose a special condition. " + OPP_ACTIVE + " is now affected by that special condition."
        self.assertEqual(attack(text), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.COND_CHOSEN, fx.OPP]])
        self.assertIsNone(attack("flip a coin. if heads, choose a special condition. " + OPP_ACTIVE + " is now asleep."))

    def test_each_player_draws(self):
        self.assertEqual(attack("each player draws 2 cards."), [["DRAW", 2], ["DRAW", 2, 6]])
        self.assertEqual(power(ONCE + "you may have each player draw a card."),
                         [["POWER_ACTIVATED", 1, 0, 0], ["DRAW", 1], ["DRAW", 1, 6]])
        self.assertIsNone(attack("each player may draw 2 cards."))

    def test_counters_per_opponent_hand_card(self):
        text = "count the number of cards in your opponent's hand. put that many damage counters on the defending pokémon."
        self.assertEqual(attack(text), [["PUT_COUNTERS", 10, fx.BENCH_DEF, fx.count_code(fx.CNT_OPP_HAND) + 1]])
        self.assertIsNone(attack(text.replace("that many", "twice that many")))

    def test_new_hand_as_big_as_the_opponents(self):
        self.assertEqual(attack("shuffle your hand into your deck. then, draw a card for each card in your opponent's hand."),
                         [["SHUFFLE_HAND_DRAW", 0], ["DRAW", 0, 2]])
        self.assertIsNone(attack("shuffle your hand into your deck. then, draw a card for each card in your discard pile."))

    def test_discard_energy_to_bench(self):
        self.assertEqual(attack("attach a basic energy card from your discard pile to 1 of your benched pokémon."),
                         [["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, fx.ANY]])
        self.assertIsNone(attack("attach a basic energy card from your discard pile to each of your benched pokémon."))

    def test_typed_pokemon_to_bench(self):
        self.assertEqual(attack("put up to 2 water pokémon from your discard pile onto your bench."),
                         [["RECOVER", 2, fx.KIND_BASIC_OF_TYPE + 2, fx.TO_BENCH]])
        self.assertIsNone(attack("put up to 2 water pokémon from your discard pile into your hand onto your bench."))

    def test_switch_before_damage(self):
        head = "before doing damage, you may switch 1 of your opponent's benched pokémon with the defending pokémon. "
        text = head + "if you do, this attack does 30 damage to the new defending pokémon."
        self.assertEqual(attack(text, 30), [["GUST", fx.SELF, 1], ["DAMAGE"]])
        self.assertIsNone(attack(text, 20))  # the new Defending Pokémon's damage is not the printed one

    def test_heal_all_from_one(self):
        self.assertEqual(attack("heal all damage from 1 of your pokémon."), [["HEAL_ANY_OWN", 0]])
        self.assertIsNone(attack("heal all damage from 2 of your pokémon."))


class TestPowers(unittest.TestCase):
    def test_redraws(self):
        self.assertEqual(power(ONCE + "you may have your opponent shuffle their hand into their deck and draw 3 cards."),
                         [["POWER_ACTIVATED", 1, 0, 0], ["OPP_SHUFFLE_HAND_DRAW", 3]])
        text = (ONCE + "you may use this ability. your opponent shuffles their hand and puts it on the bottom of their deck. "
                + "if they put any cards on the bottom of their deck in this way, they draw 5 cards.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["HAND_BOTTOM_DRAW", 5, fx.OPP]])
        both = ONCE + "you may use this power. each player shuffles his or her hand into his or her deck. then, each player draws 3 cards."
        self.assertEqual(power(both, "Poké-Power"), [["POWER_ACTIVATED", 1, 0, 0], ["HAND_BOTTOM_DRAW", 3, fx.BOTH_PLAYERS, -1]])
        self.assertIsNone(power(ONCE + "you may have your opponent shuffle their hand into their deck."))

    def test_own_top(self):
        text = ONCE + "you may look at the top 3 cards from your deck and put them back on top of your deck in any order."
        self.assertEqual(power(text, "Poké-Power"), [["POWER_ACTIVATED", 1, 0, 0], ["REQ_DECK"], ["TOP_REARRANGE", 3, fx.SELF]])

    def test_ex_energy_from_discard_to_bench(self):
        text = ONCE + "you may attach a fire energy card from your discard pile to 1 of your benched pokémon."
        self.assertEqual(power(text, "Poké-Power"),
                         [["POWER_ACTIVATED", 1, 0, 0], ["REQ_OWN_BENCH"], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + 1],
                          ["ATTACH_ENERGY_ANY", 1, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, 1]])
        self.assertIsNone(power(text.replace("fire", "metal"), "Poké-Power"))  # EX-era Metal Energy: a Special card too

    def test_bench_to_active_move(self):
        text = "as often as you like during your turn, you may move a water energy from 1 of your benched pokémon to your active pokémon."
        t = 2 + fx.ME_SPECIAL_TOO + fx.ME_BENCH_TO_ACTIVE
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 0, 0], ["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 0, 0, t]])
        self.assertIsNone(power(text.replace("1 of your benched pokémon", "this pokémon")))

    def test_discard_to_typed_then_ko_or_turn_end(self):
        body = "you may attach up to 2 basic energy cards from your discard pile to your metal pokémon in any way you like. "
        to = fx.FROM_DISCARD + fx.TO_FILTER * (fx.TC_TYPE + TYPE_INDEX["Metal"])
        self.assertEqual(power(ONCE + body + "if you use this ability, your turn ends."),
                         [["POWER_ACTIVATED", 1, 0, 0], ["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY],
                          ["ATTACH_ENERGY_ANY", 2, to, fx.ANY], ["END_TURN"]])
        self.assertEqual(power(ONCE + body + "if you use this ability, " + ME + " is knocked out.")[0],
                         ["POWER_ACTIVATED", 1, 0, fx.PW_SELF_KO])
        self.assertIsNone(power(ONCE + body.replace("metal pokémon", "basic metal pokémon")))  # two conditions: no filter

    def test_searched_then_knocked_out(self):
        text = (ONCE + "you may search your deck for up to 3 basic grass energy cards and attach them to your pokémon in any way you like. "
                + "then, shuffle your deck. if you searched your deck in this way, " + ME + " is knocked out.")
        rows = power(text)
        self.assertEqual(rows[0], ["POWER_ACTIVATED", 1, 0, fx.PW_SELF_KO])
        self.assertEqual(rows[1], ["REQ_DECK"])
        self.assertEqual(rows[-1], ["KO_SELF_AS_ENERGY", 0])

    def test_heal_own_active(self):
        self.assertEqual(power(ONCE + "you may heal 20 damage from your active pokémon."),
                         [["POWER_ACTIVATED", 1, 0, 0], ["HEAL_ANY_OWN", 20, 0, fx.ELIG_ACTIVE_DAMAGED]])
        self.assertIsNone(power(ONCE + "you may heal 20 damage from your active pokémon and draw a card."))

    def test_hand_to_typed(self):
        text = ONCE + "you may use this ability. attach a basic grass energy card from your hand to 1 of your grass pokémon."
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_ENERGY_FOR_TYPE", 0, 0], ["ATTACH_HAND_TO_TYPE", 0, 0]])

    def test_named_cards_to_hand(self):
        self.assertEqual(power(ONCE + "you may put up to 2 lucky charm cards from your discard pile into your hand."),
                         [["POWER_ACTIVATED", 1, 0, 0], ["RECOVER", 2, "lucky charm", fx.TO_HAND]])
        self.assertEqual(trainer("put up to 3 lucky charm cards from your discard pile into your hand."),
                         [["RECOVER", 3, "lucky charm", fx.TO_HAND]])
        self.assertIsNone(power(ONCE + "you may put up to 2 other cards from your discard pile into your hand."))

    def test_small_basic_to_bench(self):
        kind = fx.kind_hp_max(fx.KIND_BASIC_POKEMON, 60)
        self.assertEqual(power(ONCE + "you may put a basic pokémon with 60 hp or less from your discard pile onto your bench."),
                         [["POWER_ACTIVATED", 1, 0, 0], ["REQ_BENCH_SPACE", fx.SELF], ["REQ_DISCARD", 1, kind],
                          ["RECOVER", 1, kind, fx.TO_BENCH]])

    def test_team_rocket_count_to_attack(self):
        c = fx.count_code(fx.CNT_OWN_FLAG_IN_PLAY, 11) + fx.CANT_ATTACK_NEED * 3
        self.assertEqual(power(ME + " can't attack unless you have 3 or more team rocket's pokémon in play."),
                         [["POWER_PASSIVE", fx.PASSIVE_CANT_ATTACK_UNLESS, 0, c]])
        self.assertIsNone(power(ME + " can't attack unless you have 3 or more pokémon in play."))

    def test_coin_prevents_damage(self):
        text = "if any damage is done to " + ME + " by attacks, flip a coin. if heads, prevent that damage."
        self.assertEqual(power(text), [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, 9999]])
        self.assertIsNone(power(text.replace("prevent that damage", "prevent all effects of that attack")))


class TestMore(unittest.TestCase):
    def test_look_attach_many(self):
        head = "look at the top 6 cards of your deck and attach any number of "
        tail = " you find there to your pokémon in any way you like. "
        how = fx.LT_DEST * fx.LT_TO_ANY_OWN + fx.LT_MAY
        self.assertEqual(attack(head + "energy cards" + tail + "shuffle the other cards back into your deck."),
                         [["LOOK_TOP", 6, fx.KIND_ENERGY, how + fx.LT_REST * fx.LT_SHUFFLE]])
        self.assertEqual(power(ONCE + "you may " + head + "basic water energy cards" + tail + "discard the other cards."),
                         [["POWER_ACTIVATED", 1, 0, 0],
                          ["LOOK_TOP", 6, fx.KIND_BASIC_ENERGY_OF_TYPE + 2, how + fx.LT_REST * fx.LT_DISCARD]])
        self.assertIsNone(attack(head + "energy cards" + tail + "put the other cards into your hand."))
        self.assertIsNone(attack(head + "water energy cards" + tail + "discard the other cards."))

    def test_search_to_one_basic(self):
        text = "search your deck for up to 3 basic fire energy cards and attach them to 1 of your basic pokémon. then, shuffle your deck."
        self.assertEqual(attack(text), [["ATTACH_ENERGY_ONE", 3, fx.FROM_DECK + fx.TO_FILTER * fx.TC_BASIC, 1]])
        self.assertIsNone(attack(text.replace("1 of your basic", "each of your basic")))

    def test_counters_for_damage(self):
        text = "put up to 5 damage counters on " + ME + ". this attack does 30 damage for each damage counter you placed in this way."
        self.assertEqual(attack(text, 30), [["DMG_SET", 0], ["CHOOSE_MORE", 30, 10, 5], ["DAMAGE"]])
        self.assertIsNone(attack(text, 20))

    def test_discard_down_to(self):
        text = ("if your opponent has 6 or more cards in their hand, "
                "your opponent discards a number of cards until your opponent has 5 cards left in their hand.")
        self.assertEqual(attack(text), [["DISCARD_HAND", -5, fx.KIND_ANY, fx.OPP]])
        self.assertIsNone(attack(text.replace("6 or more", "8 or more")))  # 6 or 7 cards: no discard, not "down to 5"
        each = ONCE + "you may use this power. each player discards cards until that player has 4 cards in his or her hand. "
        self.assertEqual(power(each + "(you discard first.)", "Poké-Power"),
                         [["POWER_ACTIVATED", 1, 0, 0], ["DISCARD_HAND", -4, fx.KIND_ANY, fx.SELF],
                          ["DISCARD_HAND", -4, fx.KIND_ANY, fx.OPP]])
        self.assertIsNone(power(each, "Poké-Power"))
        t = ("each player discards cards from their hand until they have 3 cards in their hand. your opponent discards first. "
             "(if a player has 3 or fewer cards in their hand, they do not discard.)")
        self.assertEqual(trainer(t), [["DISCARD_HAND", -3, fx.KIND_ANY, fx.OPP], ["DISCARD_HAND", -3, fx.KIND_ANY, fx.SELF]])
        self.assertIsNone(trainer(t.replace("3 or fewer", "2 or fewer")))

    def test_board_conditions(self):
        more = "this attack does 50 more damage."
        self.assertEqual(attack("if you have any metal pokémon on your bench, " + more, 20),
                         [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_BENCH_TYPE, TYPE_INDEX["Metal"]), 1, 1],
                          ["DMG_ADD", 50], ["DAMAGE"]])
        self.assertEqual(attack("if your opponent has any future pokémon in play, " + more, 20)[0],
                         ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, 10), 1, 1])
        self.assertEqual(attack("if " + ME + " has any team rocket's energy attached, " + more, 20)[0],
                         ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "team rocket's energy"), 1, 1])
        self.assertEqual(attack("if " + ME + " has more energy attached than " + OPP_ACTIVE + ", " + more, 20)[0],
                         ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_ENERGY_TRAIL), 0, 1])
        self.assertIsNone(attack("if you have any stage 2 metal pokémon on your bench, " + more, 20))
        # (s30-k7) a printed type in the opponent's play is a board condition now (cflags CF_TYPES << t)
        self.assertEqual(attack("if your opponent has any metal pokémon in play, " + more, 20)[0],
                         ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, 20 + TYPE_INDEX["Metal"]), 1, 1])

    def test_per_card_in_discard(self):
        self.assertEqual(attack("this attack does 30 damage for each fakemon in your discard pile.", 30),
                         [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_DISCARD_KIND, "fakemon"], ["DAMAGE"]])
        self.assertEqual(attack("this attack does 20 more damage for each lucky charm card in your discard pile.", 10),
                         [["DMG_ADD_PER_COUNT", 20, fx.CNT_OWN_DISCARD_KIND, "lucky charm"], ["DAMAGE"]])
        self.assertEqual(attack("this attack does 10 more damage for each ancient card in your discard pile.", 10),
                         [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_DISCARD_KIND, fx.kind_flag(fx.KIND_ANY, 1 << 9)], ["DAMAGE"]])
        self.assertIsNone(attack("this attack does 10 more damage for each tera card in your discard pile.", 10))
        self.assertIsNone(attack("this attack does 10 more damage for each other card in your discard pile.", 10))
        self.assertEqual(fx.encode_program([["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_DISCARD_KIND, "fakemon"]], name_id=lambda n: 5),
                         [(fx.OP["DMG_ADD_PER_COUNT"], 30, fx.CNT_OWN_DISCARD_KIND, fx.KIND_NAMED + 5)])


if __name__ == "__main__":
    unittest.main()
