"""The EX and Scarlet & Violet attack wordings (ptcgsim/cards/recognize_attack.py).

The sentences below are synthetic, already in the recogniser's normalised form (lower case,
the card's own name written "this pokémon"); they exercise the patterns without being any
card's text.  Card ids are checked against ../shared/carddata when it is present.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards.recognize import Ctx, recognize_text


def _rows(text: str, base: int = 0, damaging: bool | None = None, card: str = "", ex_era: bool = False, name: str = ""):
    ctx = Ctx(kind="attack", base=base, damaging=bool(base) if damaging is None else damaging, card=card, ex_era=ex_era,
              name=name)
    return recognize_text(text, ctx)


class SyntheticWordings(unittest.TestCase):
    def test_each_opp_no_wr_after_heads(self):
        rows = _rows("flip a coin. if heads, this attack does 30 damage to each of your opponent's pokémon. "
                     "(don't apply weakness and resistance.)")
        self.assertEqual(rows, [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 4], ["NO_WEAKNESS_RESISTANCE"], ["DMG_SET", 30],
                                ["DAMAGE"], ["BENCH_DAMAGE", 30, fx.BENCH_OPP_ALL]])

    def test_flip_then_any_one(self):
        rows = _rows("flip a coin. if heads, choose 1 of your opponent's pokémon. this attack does 70 damage to that pokémon.")
        self.assertEqual(rows, [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["BENCH_DAMAGE", 70, fx.BENCH_OPP_ANY_ONE]])

    def test_two_targets(self):
        self.assertEqual(_rows("choose 2 of your opponent's pokémon. this attack does 40 damage to each of them."),
                         [["BENCH_DAMAGE", 40, fx.BENCH_OPP_ANY_TWO]])
        self.assertIsNone(_rows("choose 2 of your opponent's pokémon. this attack does 40 damage to each of them.", base=20))

    def test_both_actives(self):
        self.assertEqual(_rows("does 50 damage to each active pokémon (both yours and your opponent's)."),
                         [["DMG_SET", 50], ["DAMAGE"], ["SELF_DAMAGE", 50]])

    def test_counters_more_against_ex(self):
        rows = _rows("put 1 damage counter on the defending pokémon. if the defending pokémon is pokémon-ex, put 3 damage counters instead.")
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_DEF_PRIZE, 2, 2], ["PUT_COUNTERS", 30, fx.BENCH_DEF], ["SKIP", 1],
                                ["PUT_COUNTERS", 10, fx.BENCH_DEF]])

    def test_condition_with_plus_and(self):
        rows = _rows("if the defending pokémon is pokémon-ex, this attack does 30 damage plus 20 more damage and "
                     "the defending pokémon is now confused.", base=30)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_DEF_PRIZE, 2, 1], ["DMG_ADD", 20], ["DAMAGE"],
                                ["SKIP_UNLESS_COUNT", fx.CNT_DEF_PRIZE, 2, 1], ["COND", fx.CONFUSED, fx.OPP]])

    def test_named_excluding_self(self):
        rows = _rows("this attack does 40 damage plus 20 more damage for each this pokémon (excluding this one) you have in play.",
                     base=40, card="Somemon")
        self.assertEqual(rows, [["DMG_ADD", -20], ["DMG_ADD_PER_NAMED", 20, fx.SELF, "Somemon"], ["DAMAGE"]])

    def test_toxic_with_two_conditions(self):
        rows = _rows("the defending pokémon is now poisoned and confused. put 3 damage counters instead of 1 on the defending "
                     "pokémon between turns.")
        self.assertEqual(rows, [["COND", fx.POISONED, fx.OPP, 30], ["COND", fx.CONFUSED, fx.OPP]])
        rows = _rows("flip a coin. if heads, your opponent's active pokémon is now poisoned. during pokémon checkup, put 4 damage "
                     "counters on that pokémon instead of 1.", base=10)
        self.assertEqual(rows, [["DAMAGE"], ["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["COND", fx.POISONED, fx.OPP, 40]])

    def test_attach_if_you_do(self):
        rows = _rows("search your discard pile for a water energy card and attach it to this pokémon. if you do, "
                     "remove 3 damage counters from this pokémon.")
        water = fx.KIND_BASIC_ENERGY_OF_TYPE + 2
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_OWN_DISCARD_KIND + 64 * (water + 1), 1, 2],
                                ["ATTACH_ENERGY", 1, fx.FROM_DISCARD, 2], ["HEAL", 30, fx.SELF]])

    def test_discards(self):
        self.assertEqual(_rows("discard a grass energy card and a water energy card attached to this pokémon.", base=60),
                         [["DAMAGE"], ["DISCARD_ENERGY", 1, fx.SELF, 0], ["DISCARD_ENERGY", 1, fx.SELF, 2]])
        self.assertEqual(_rows("discard a card from your hand. if you can't, this attack does nothing.", base=90),
                         [["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, 1, 2], ["DISCARD_HAND", 1, fx.KIND_ANY], ["SKIP", 1], ["STOP"],
                          ["DAMAGE"]])
        self.assertEqual(_rows("discard a card from your hand. if you do, draw 4 cards."),
                         [["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, 1, 2], ["DISCARD_HAND", 1, fx.KIND_ANY], ["DRAW", 4]])

    def test_switch_both(self):
        rows = _rows("switch this pokémon with 1 of your benched pokémon. if you do, switch out your opponent's active pokémon "
                     "to the bench. (your opponent chooses the new active pokémon.)", base=20)
        self.assertEqual(rows, [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_OWN_BENCH, 1, 2], ["SWITCH_SELF"], ["GUST", fx.OPP]])

    def test_for_each_heads_unrolled(self):
        rows = _rows("flip 2 coins. for each heads, discard the top 2 cards of your opponent's deck.")
        self.assertEqual(rows, [["FLIP", 2], ["SKIP_UNLESS_HEADS", 1, 1], ["MILL_OPP", 2], ["SKIP_UNLESS_HEADS", 2, 1],
                                ["MILL_OPP", 2]])
        # until tails has no fixed number of coins: not unrolled
        self.assertIsNone(_rows("flip a coin until you get tails. for each heads, discard the top card of your opponent's deck."))

    def test_stadium(self):
        rows = _rows("if a stadium is in play, this attack does 50 more damage. then, discard that stadium.", base=20)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_STADIUM, 1, 1], ["DMG_ADD", 50], ["DAMAGE"], ["DISCARD_STADIUM", 0]])

    def test_typed_search_modern_only(self):
        text = "search your deck for up to 2 basic fire pokémon and put them onto your bench. then, shuffle your deck."
        self.assertEqual(_rows(text), [["SEARCH_DECK", 2, fx.KIND_BASIC_OF_TYPE + 1, fx.TO_BENCH]])
        self.assertIsNone(_rows(text, ex_era=True))

    def test_recover_typed_energy(self):
        self.assertEqual(_rows("put up to 4 basic fighting energy cards from your discard pile into your hand."),
                         [["RECOVER", 4, fx.KIND_BASIC_ENERGY_OF_TYPE + 5, fx.TO_HAND]])

    def test_heal_active_and_cure(self):
        self.assertEqual(_rows("remove 2 damage counters and all special conditions from each of your active pokémon."),
                         [["HEAL", 20, fx.SELF], ["CURE", fx.SELF]])

    def test_per_damaged_own(self):
        rows = _rows("this attack does 30 damage for each of your pokémon that has any damage counters on it.", base=30)
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_BENCH_DAMAGED, fx.ANY],
                                ["SKIP_UNLESS_COUNT", fx.CNT_SELF_DAMAGE, 1, 1], ["DMG_ADD", 30], ["DAMAGE"]])


if __name__ == "__main__":
    unittest.main()


class SyntheticWordingsMore(unittest.TestCase):
    def test_heads_plus_and_discard(self):
        rows = _rows("flip a coin. if heads, this attack does 30 damage plus 30 more damage to the defending pokémon and "
                     "discard all fire energy cards attached to this pokémon.", base=30)
        self.assertEqual(rows, [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 1], ["DMG_ADD", 30], ["DAMAGE"],
                                ["SKIP_UNLESS_HEADS", 1, 1], ["DISCARD_ENERGY", 0, fx.SELF, 1]])

    def test_discard_and_heal(self):
        rows = _rows("discard a grass energy card attached to this pokémon and remove 3 damage counters from this pokémon "
                     "(all if there are less than 3).")
        self.assertEqual(rows, [["DISCARD_ENERGY", 1, fx.SELF, 0], ["HEAL", 30, fx.SELF]])

    def test_new_defending(self):
        rows = _rows("switch 1 of your opponent's benched pokémon with 1 of the defending pokémon. your opponent chooses the "
                     "defending pokémon to switch. this attack does 30 damage to the new defending pokémon.")
        self.assertEqual(rows, [["GUST", fx.SELF], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, 2], ["DMG_SET", 30], ["DAMAGE"]])

    def test_hand_and_energy_conditions(self):
        self.assertEqual(_rows("if you have less than 6 cards in your hand, draw cards until you have 6 cards in your hand."),
                         [["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, -6, 1], ["DRAW", 6, 1]])
        rows = _rows("if you have at least 5 psychic energy in play, this attack does 40 more damage.", base=10)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_OWN_ENERGY_ALL + 64 * 5, 5, 1], ["DMG_ADD", 40], ["DAMAGE"]])

    def test_discard_then_clause(self):
        rows = _rows("discard a card from your hand. if you do, your opponent discards a card from their hand.")
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_OWN_HAND, 1, 2], ["DISCARD_HAND", 1, fx.KIND_ANY],
                                ["DISCARD_HAND", 1, fx.KIND_ANY, fx.OPP]])

    def test_that_pokemon_cant_attack(self):
        rows = _rows("if the defending pokémon is a basic pokémon, that pokémon can't attack during your opponent's next turn.",
                     base=20)
        self.assertEqual(rows, [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_DEF_STAGE, -1, 1], ["DEF_CANT_ATTACK_NEXT"]])


class SyntheticWordingsLast(unittest.TestCase):
    def test_discard_then_damage_under_condition(self):
        rows = _rows("if the defending pokémon is pokémon-ex, discard all energy cards attached to this pokémon and this attack "
                     "does 40 damage plus 80 more damage.", base=40)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_DEF_PRIZE, 2, 2], ["DISCARD_ENERGY", 0, fx.SELF, fx.ANY],
                                ["DMG_ADD", 80], ["DAMAGE"]])

    def test_disable_attack_modern(self):
        rows = _rows("choose 1 of your opponent's active pokémon's attacks. during your opponent's next turn, that pokémon can't "
                     "use that attack.", base=10)
        self.assertEqual(rows, [["DAMAGE"], ["DEF_ATTACK_DISABLED_NEXT"]])
