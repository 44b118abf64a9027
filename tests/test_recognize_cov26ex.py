"""Coverage slice 26-ex (ptcgsim/cards/recognize_cov26ex.py): each wording family on synthetic
sentences built from short pieces (never a printed sentence), and a near miss that stays
unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text
from ptcgsim.cards.recognize_attack_ex import _TOOL_OR_RSM
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards.recognize_tool import recognize_tool

ME = "Testmon"
DEF = "the defending pokémon"
SELF = "this pokémon"
ONCE = "once during your turn (before your attack), you may "
BLOCKED = " this power can't be used if this pokémon is affected by a special condition."


def attack(text: str, base: int = 0, ex: bool = True, damage: str | None = None):
    ctx = Ctx(kind="attack", base=base, damaging=base > 0 or bool(damage), ex_era=ex)
    return recognize_text(text, ctx, ME)


def power(text: str, kind: str = "Poké-Power"):
    return recognize_power({"type": kind, "text": text}, ME)


def trainer(text: str):
    return recognize_text(text, Ctx(kind="trainer"))


def steps(code: int, per: int, n: int) -> list:
    out = []
    for k in range(1, n + 1):
        out += [["SKIP_UNLESS_COUNT", code, k, 1], ["DMG_ADD", per]]
    return out


class TestDamage(unittest.TestCase):
    def test_capped_per_count(self):
        head = "does 20 damage plus 10 more damage for each supporter card in your discard pile. "
        text = head + "you can't add more than 40 damage in this way."
        code = fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_SUPPORTER)
        self.assertEqual(attack(text, 20), steps(code, 10, 4) + [["DAMAGE"]])
        self.assertIsNone(attack(text, 30))  # not the printed damage
        self.assertIsNone(attack(text, 20, ex=False))
        self.assertIsNone(attack(head + "you can't add more than 45 damage in this way.", 20))
        self.assertIsNone(attack(head.replace("supporter card", "supporter") + "you can't add more than 40 damage in this way.", 20))

    def test_damage_instead_under_a_condition(self):
        text = "if " + SELF + " has any react energy cards attached to it, this attack does 90 damage instead."
        self.assertEqual(attack(text, 40), [["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_SELF_ENERGY_KIND, "React Energy"), 1, 1],
                                            ["DMG_SET", 90], ["DAMAGE"]])
        self.assertIsNone(attack(text, 40, ex=False))
        self.assertIsNone(attack(text.replace("does 90 damage instead", "does 90 more damage instead"), 40))


class TestCards(unittest.TestCase):
    def test_own_top_any_order(self):
        text = "look at the top 3 cards of your deck, and put them back on top of your deck in any order."
        self.assertEqual(attack(text), [["TOP_REARRANGE", 3, fx.SELF]])
        self.assertIsNone(attack(text.replace("on top of", "on the bottom of")))

    def test_any_card_to_deck_top(self):
        text = "search your discard pile for a card, show it to your opponent, and put it on top of your deck."
        self.assertEqual(attack(text), [["RECOVER", 1, fx.KIND_ANY, fx.TO_DECK_TOP]])
        self.assertIsNone(attack(text.replace("on top of", "on the bottom of")))

    def test_seen_hand_discard(self):
        text = "look at your opponent's hand and choose 1 card. your opponent discards the card you chose."
        self.assertEqual(attack(text), [["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP_SEEN]])
        self.assertIsNone(attack(text.replace("choose 1 card", "choose 2 cards")))

    def test_tools_to_hand_or_deck(self):
        both = "pokémon tool card or rocket's secret machine card"
        text = ("search your discard pile for pokémon tool cards and rocket's secret machine cards. you may show either 1 "
                + both + " to your opponent and put it into your hand, or show a combination of 3 pokémon tool cards or rocket's"
                " secret machine cards to your opponent and shuffle them into your deck.")
        self.assertEqual(attack(text), [["RECOVER", 3, _TOOL_OR_RSM, fx.TO_HAND_OR_DECK]])
        self.assertIsNone(attack(text.replace("shuffle them into", "put them on top of")))


class TestDefending(unittest.TestCase):
    def test_condition_and_switch(self):
        self.assertEqual(attack(DEF + " is now asleep and switch " + SELF + " with 1 of your benched pokémon."),
                         [["COND", fx.ASLEEP, fx.OPP], ["SWITCH_SELF"]])
        self.assertIsNone(attack(DEF + " is now asleep and switch " + SELF + " with 1 of your opponent's benched pokémon."))

    def test_move_defending_basic_energy(self):
        text = "move a basic energy card from " + DEF + " to another of your opponent's pokémon."
        self.assertEqual(attack(text), [["MOVE_ENERGY", 0, fx.OPP, fx.ENERGY_BASIC]])
        self.assertEqual(attack(text + " (ignore this effect if your opponent has only 1 pokémon.)"),
                         [["MOVE_ENERGY", 0, fx.OPP, fx.ENERGY_BASIC]])
        self.assertIsNone(attack(text.replace("a basic energy card", "2 basic energy cards")))

    def test_discard_from_each_defending(self):
        self.assertEqual(attack("discard an energy card from each defending pokémon."), [["DISCARD_ENERGY", 1, fx.OPP, fx.ANY]])
        self.assertIsNone(attack("discard an energy card from each benched pokémon."))

    def test_chosen_condition_each_defending(self):
        text = "flip a coin. if heads, choose 1 special condition. each defending pokémon is now affected by that special condition."
        self.assertEqual(attack(text), [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.COND_CHOSEN, fx.OPP]])
        self.assertIsNone(attack(text.replace("choose 1 special condition", "choose 2 special conditions")))

    def test_heads_at_least(self):
        text = "flip 3 coins. this attack does 10 damage times the number of heads. if you get 2 or more heads, " + DEF + " is now burned."
        self.assertEqual(attack(text, damage="10x"), [["FLIP", 3], ["DMG_TIMES_HEADS", 10], ["DAMAGE"],
                                                      ["SKIP_UNLESS_HEADS", 2, 1], ["COND", fx.BURNED, fx.OPP]])
        self.assertIsNone(attack(text.replace("2 or more heads", "2 or more tails"), damage="10x"))


class TestAttackerEnergy(unittest.TestCase):
    def test_typed_energy_from_discard_to_self(self):
        text = "search your discard pile for 2 water energy cards and attach them to " + SELF + " (1 if there is only 1)."
        self.assertEqual(attack(text), [["ATTACH_ENERGY", 2, fx.FROM_DISCARD, fx.ANY + 3]])
        self.assertIsNone(attack(text.replace("water", "metal")))  # Metal Energy: a Special Energy card too

    def test_swap_energy(self):
        text = ("you may discard an energy card attached to " + SELF + ". if you do, search your discard pile for an energy card"
                " (excluding the one you discarded) and attach it to " + SELF + ".")
        self.assertEqual(attack(text, 30), [["DAMAGE"], ["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY], ["SKIP_UNLESS_N", 1, 1],
                                            ["ATTACH_ENERGY", 1, fx.FROM_DISCARD, fx.ENERGY_ANY_CARD]])
        self.assertIsNone(attack(text.replace("(excluding", "(including")))

    def test_may_move_typed_to_bench(self):
        text = "you may move a grass energy card attached to " + SELF + " to 1 of your benched pokémon."
        self.assertEqual(attack(text), [["MOVE_ENERGY", 1, 0, fx.MOVE_FROM * fx.TC_ACTIVE + 1]])
        self.assertIsNone(attack(text.replace("grass", "darkness")))
        self.assertIsNone(attack(text, ex=False))

    def test_each_active_protected(self):
        text = "prevent all effects of an attack, including damage, done to each of your active pokémon during your opponent's next turn."
        self.assertEqual(attack(text), [["PREVENT_DAMAGE_NEXT", 0, 1]])
        self.assertIsNone(attack(text.replace("each of your active", "each of your benched")))


class TestMoreCounts(unittest.TestCase):
    def test_basic_energy_cards_on_the_attacker(self):
        code_rows = [["DMG_ADD_PER_COUNT", 20, fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY]]
        self.assertEqual(attack("does 20 damage for each basic energy card attached to " + SELF + ".", damage="20x"),
                         [["DMG_SET", 0]] + code_rows + [["DAMAGE"]])
        self.assertEqual(attack("does 10 damage plus 20 more damage for each basic energy card attached to all of your active pokémon.", 10),
                         code_rows + [["DAMAGE"]])
        self.assertIsNone(attack("does 20 damage for each basic energy card attached to your benched pokémon.", damage="20x"))

    def test_opponents_special_energy_in_discard(self):
        text = "does 10 damage plus 20 more damage for each special energy card in your opponent's discard pile."
        self.assertEqual(attack(text, 10), [["DMG_ADD_PER_COUNT", 20, fx.CNT_OPP_DISCARD_KIND, fx.KIND_SPECIAL_ENERGY], ["DAMAGE"]])
        self.assertIsNone(attack(text, 10, ex=False))

    def test_damage_on_all_your_actives(self):
        self.assertEqual(attack("does 20 damage plus 10 more damage for each damage counter on all of your active pokémon.", 20),
                         [["DMG_ADD_PER_DAMAGE", 10, fx.SELF], ["DAMAGE"]])
        # (s30-k7) the Bench's counters are a board count now (CNT_OWN_BENCH_COUNTERS_KIND)
        self.assertEqual(attack("does 20 damage plus 10 more damage " + "for each damage counter on all of your benched pokémon.", 20),
                         [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_BENCH_COUNTERS_KIND, fx.ANY], ["DAMAGE"]])

    def test_minus_per_defending_energy(self):
        text = "does 60 damage minus 10 damage for each energy attached to " + DEF + "."
        self.assertEqual(attack(text, 60), [["DMG_ADD_PER_ENERGY", -10, fx.OPP, fx.ANY], ["DAMAGE"]])
        self.assertIsNone(attack(text, 50))

    def test_per_named_in_play(self):
        text = "does 20 damage plus 10 more damage for each othermon you have in play."
        self.assertEqual(attack(text, 20), [["DMG_ADD_PER_NAMED", 10, fx.SELF, "othermon"], ["DAMAGE"]])
        self.assertIsNone(attack("does 20 damage plus 10 more damage for each energy card you have in play.", 20))

    def test_capped_tool_count(self):
        text = "does 10 damage plus 10 more damage for each pokémon tool card in your discard pile. you can't add more than 20 damage in this way."
        self.assertEqual(attack(text, 10), steps(fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_TOOL), 10, 2) + [["DAMAGE"]])


class TestMoreDamage(unittest.TestCase):
    def test_self_does_damage_on_heads(self):
        self.assertEqual(attack("flip a coin. if heads, " + SELF + " does 40 damage to " + DEF + "."),
                         [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 2], ["DMG_SET", 40], ["DAMAGE"]])
        self.assertIsNone(attack("flip a coin. if heads, " + SELF + " does 40 damage to itself and " + DEF + "."))

    def test_not_affected_by_anything(self):
        text = "this attack's damage isn't affected by weakness, resistance, poké-powers, poké-bodies, and any other effects on " + DEF + "."
        self.assertEqual(attack(text, 30), [["NO_WEAKNESS_RESISTANCE", 7], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("poké-bodies, ", ""), 30))

    def test_discard_then_any_one(self):
        text = ("discard 2 grass energy attached to " + SELF + " and then choose 1 of your opponent's pokémon. this attack does 70 damage"
                " to that pokémon.")
        self.assertEqual(attack(text), [["DISCARD_ENERGY", 2, fx.SELF, 0], ["BENCH_DAMAGE", 70, fx.BENCH_OPP_ANY_ONE]])
        self.assertIsNone(attack(text, 30))  # a printed damage: not this reading

    def test_more_if_chosen(self):
        head = "choose 1 of your opponent's pokémon. this attack does 20 damage to that pokémon. "
        self.assertEqual(attack(head + "if you choose pokémon-ex, this attack does 40 damage instead."),
                         [["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_ONE, (fx.ALT_FLAG + 5) * 1000 + 40]])
        self.assertEqual(attack(head + "if you choose a pokémon that has any poké-powers or poké-bodies, this attack does 40 damage instead."),
                         [["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_ONE, (fx.ALT_FLAG + 8) * 1000 + 40]])
        self.assertIsNone(attack(head + "if you choose a benched pokémon, this attack does 40 damage instead."))


class TestConditions(unittest.TestCase):
    def test_discard_basics_or_nothing(self):
        text = "discard 2 basic energy cards attached to " + SELF + " or this attack does nothing."
        self.assertEqual(attack(text, 90), [["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY_KIND, fx.KIND_BASIC_ENERGY), 2],
                                            ["DISCARD_ENERGY", 2, fx.SELF, fx.ENERGY_BASIC], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("attached to", "in"), 90))

    def test_nothing_without_opponents_ex(self):
        text = "if your opponent has no pokémon-ex in play, this attack does nothing."
        self.assertEqual(attack(text, 70), [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, 5), -1, 1], ["STOP"], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("no pokémon-ex", "no benched pokémon"), 70))

    def test_base_damage_by_defending_type(self):
        text = "if " + DEF + " is a water pokémon, this attack's base damage is 90 instead of 50."
        rows = [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_DEF_FLAG, 20 + 2), 1, 1], ["DMG_SET", 90], ["DAMAGE"]]
        self.assertEqual(attack(text, 50), rows)
        self.assertEqual(attack(text.replace(" instead of 50", ""), 50), rows)
        self.assertIsNone(attack(text, 60))

    def test_named_stadium(self):
        self.assertEqual(attack("if full flame is in play, " + DEF + " is now burned.", 10),
                         [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, "Full Flame"), 1, 1],
                          ["COND", fx.BURNED, fx.OPP]])
        self.assertIsNone(attack("if empty flame is in play, " + DEF + " is now burned.", 10))


class TestMoreCards(unittest.TestCase):
    def test_random_card_discarded(self):
        self.assertEqual(attack("choose a card from your opponent's hand without looking and discard it."),
                         [["OPP_DISCARD_HAND_RANDOM", 1]])
        self.assertIsNone(attack("choose a card from your hand without looking and discard it."))

    def test_attach_per_prize_taken(self):
        text = ("count the number of prize cards your opponent has taken. search your discard pile for up to that many fire energy"
                " cards and attach them to " + SELF + ".")
        self.assertEqual(attack(text), [["COUNT_TO_H", fx.CNT_OPP_PRIZES_TAKEN], ["ATTACH_ENERGY", 0, fx.FROM_DISCARD, 1]])
        # (s31-k18) a Darkness Energy card may be a Special one: recognize_k1831 with EM_SPECIAL_TOO
        self.assertEqual(attack(text.replace("fire", "darkness"))[1][3], fx.ENERGY_MASK + fx.EM_SPECIAL_TOO + (1 << 6))

    def test_counters_per_damaged_pokemon(self):
        text = "count the number of your pokémon that have any damage counters on them. put that many damage counters on " + DEF + "."
        self.assertEqual(attack(text), [["PUT_COUNTERS", 10, fx.BENCH_DEF, fx.count_code(fx.CNT_OWN_BENCH_DAMAGED) + 1],
                                        ["SKIP_UNLESS_COUNT", fx.CNT_SELF_DAMAGE, 1, 1], ["PUT_COUNTERS", 10, fx.BENCH_DEF]])
        self.assertIsNone(attack(text.replace("your pokémon", "your opponent's pokémon")))

    def test_capped_counters(self):
        text = ("count the number of cards in your hand. put that many damage counters on " + DEF + ". you can't put more than 2 damage"
                " counters in this way.")
        code = fx.count_code(fx.CNT_OWN_HAND)
        self.assertEqual(attack(text), [["SKIP_UNLESS_COUNT", code, 1, 1], ["PUT_COUNTERS", 10, fx.BENCH_DEF],
                                        ["SKIP_UNLESS_COUNT", code, 2, 1], ["PUT_COUNTERS", 10, fx.BENCH_DEF]])
        self.assertIsNone(attack(text.replace("cards in your hand", "cards in your deck")))


class TestPowers(unittest.TestCase):
    MODS = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]
    STAGE2_EX = fx.TC_STAGE2 + fx.TC_SHIFT * fx.TC_EX_HP100 + fx.MOD_SCOPE * fx.MS_OWN

    def test_each_attack_more_if_opponent_has_ex(self):
        text = "if your opponent has any pokémon-ex in play, each of " + SELF + "'s attacks do 20 more damage to " + DEF + "."
        self.assertEqual(power(text, "Poké-Body"), [self.MODS, ["TOOL", fx.TOOL_DMG_PLUS, 20, fx.MOD_SRC * fx.TC_OPP_EX_IN_PLAY]])
        self.assertIsNone(power(text.replace("each of", "some of"), "Poké-Body"))

    def test_stage2_ex_rows(self):
        self.assertEqual(power("each of your stage 2 pokémon-ex does 10 more damage to " + DEF
                               + " (before applying weakness and resistance).", "Poké-Body"),
                         [self.MODS, ["TOOL", fx.TOOL_DMG_PLUS, 10, self.STAGE2_EX]])
        self.assertEqual(power("the retreat cost for each of your stage 2 pokémon-ex is 0.", "Poké-Body"),
                         [self.MODS, ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, self.STAGE2_EX]])
        self.assertIsNone(power("the retreat cost for each of your stage 1 pokémon-ex is 0.", "Poké-Body"))

    def test_opponents_active_ex(self):
        text = "as long as your opponent has any pokémon-ex as his or her active pokémon, the retreat cost for " + SELF + " is 0."
        self.assertEqual(power(text, "Poké-Body"), [self.MODS, ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, fx.MOD_SRC * fx.TC_OTHER_EX]])
        self.assertIsNone(power(text.replace("active pokémon", "benched pokémon"), "Poké-Body"))

    def test_shield_with_two_basic_types(self):
        text = ("as long as " + SELF + " has any basic fire energy cards and any basic lightning energy cards attached to it, prevent all"
                " effects, except damage, by an opponent's attack done to " + SELF + ".")
        c = fx.TC_ENERGY_OF + 1 + fx.TC_SHIFT * (fx.TC_ENERGY_OF + 3) + fx.SH_DAMAGE * fx.SH_PREVENT_EFFECTS
        self.assertEqual(power(text, "Poké-Body"), [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, c]])
        self.assertIsNone(power(text.replace("basic fire", "basic water"), "Poké-Body"))  # a Special Energy may provide Water

    def test_bench_trigger_other_word_order(self):
        text = ("once during your turn, when you put " + SELF + " onto your bench from your hand, you may search your deck for a"
                " supporter card, show it to your opponent, and put it into your hand. shuffle your deck afterward.")
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["SEARCH_DECK", 1, fx.KIND_SUPPORTER, fx.TO_HAND]])
        self.assertIsNone(power(text.replace("onto your bench from your hand", "onto your bench from your deck")))


class TestLastFamilies(unittest.TestCase):
    def test_chosen_condition_without_a_coin(self):
        text = "choose 1 special condition. " + DEF + " is now affected by that special condition."
        self.assertEqual(attack(text, 10), [["DAMAGE"], ["COND", fx.COND_CHOSEN, fx.OPP]])
        self.assertIsNone(attack(text.replace(DEF, "your active pokémon"), 10))

    def test_per_prize_of_the_lead(self):
        text = ("if you have more prize cards left than your opponent, this attack does 20 damage plus 10 more damage for each prize"
                " card more than your opponent.")
        self.assertEqual(attack(text, 20), [["SKIP_UNLESS_COUNT", fx.CNT_PRIZE_LEAD, 1, 1],
                                            ["DMG_ADD_PER_COUNT", 10, fx.CNT_PRIZE_LEAD, fx.ANY], ["DAMAGE"]])
        self.assertIsNone(attack(text.replace("more prize cards left", "fewer prize cards left"), 20))

    def test_same_amount_of_energy(self):
        text = "if " + SELF + " and " + DEF + " have the same amount of energy attached to them, " + DEF + " is now confused."
        self.assertEqual(attack(text, 30), [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_DIFF, -1, 1], ["COND", fx.CONFUSED, fx.OPP]])
        self.assertEqual(attack(text.replace(DEF + " is now confused", "pick any 1 card from your deck and put it into your hand")),
                         [["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_DIFF, -1, 1], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_HAND]])
        self.assertIsNone(attack(text.replace("the same amount of energy attached to them", "the same hp"), 30))

    def test_discard_all_and_mill(self):
        text = "discard all energy cards attached to " + SELF + " and discard the top 2 cards from your opponent's deck."
        self.assertEqual(attack(text, 100), [["DAMAGE"], ["DISCARD_ENERGY", 0, fx.SELF, fx.ANY], ["MILL_OPP", 2]])
        self.assertIsNone(attack(text.replace("opponent's deck", "deck"), 100))

    def test_team_technical_machine(self):
        text = ("attach this card to 1 of your pokémon that has team aqua in its name. that pokémon may use this card's attack instead"
                " of its own. at the end of your turn, discard this card.")
        self.assertEqual(recognize_tool(text), [["TOOL", fx.TOOL_ATTACH_ONLY, 0, fx.TC_AQUA], ["TOOL", fx.TOOL_DISCARD, fx.TD_END_TURN, 0]])
        self.assertIsNone(recognize_tool(text.replace("team aqua", "team rocket")))


if __name__ == "__main__":
    unittest.main()
