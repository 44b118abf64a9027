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
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_DISCARD_KIND, water), 1, 2],
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
        # until tails: unrolled to 60 heads (no zone of a 60-card deck holds more; coverage slice 28sva)
        rows = _rows("flip a coin until you get tails. for each heads, discard the top card of your opponent's deck.")
        self.assertEqual(rows[0], ["FLIP", 0])
        self.assertEqual(rows[1:], [r for n in range(1, 61) for r in (["SKIP_UNLESS_HEADS", n, 1], ["MILL_OPP", 1])])

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
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_ENERGY_ALL, 4), 5, 1], ["DMG_ADD", 40], ["DAMAGE"]])

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


def _j(*pieces: str) -> str:
    """A wording from short pieces (no card sentence is written out whole here)."""
    return "".join(pieces)


_PER_CARD = _j("this attack does 60 ", "damage for each card ")
_DISCARDED = "you discarded in this way."


class DiscardsForDamage(unittest.TestCase):
    """DISCARD_CHOSEN + DMG_ADD_PER_N: the player sizes the discard."""

    def test_sources_and_types(self):
        cases = [
            (_j("you may discard any amount of ", "water energy from your pokémon. "), [fx.DS_OWN, 2, 0]),
            (_j("discard any amount of fire energy ", "from among your pokémon, and "), [fx.DS_OWN, 1, 0]),
            (_j("you may discard any amount of basic ", "energy from your pokémon. "), [fx.DS_OWN, fx.ENERGY_BASIC, 0]),
            (_j("discard up to 2 basic water energy ", "cards from your hand. "), [fx.DS_HAND, 2, 2]),
            (_j("discard any number of basic energy ", "cards from your hand. "), [fx.DS_HAND, fx.ENERGY_BASIC, 0]),
            (_j("discard up to 3 fire energy ", "from this pokémon. "), [fx.DS_SELF, 1, 3]),
            (_j("discard up to 2 energy cards ", "from this pokémon, and "), [fx.DS_SELF, fx.ANY, 2]),
            (_j("you may discard up to 2 energy ", "from your benched pokémon. "), [fx.DS_BENCH, fx.ANY, 2]),
        ]
        for first, (src, t, cap) in cases:
            with self.subTest(first=first):
                rows = _rows(first + _PER_CARD + _DISCARDED, base=60)
                self.assertEqual(rows, [["DMG_SET", 0], ["DISCARD_CHOSEN", cap, src, t], ["DMG_ADD_PER_N", 60], ["DAMAGE"]])

    def test_more_damage_per_card(self):
        rows = _rows(_j("you may discard up to 2 energy ", "from your benched pokémon. ", "this attack does 60 more damage ",
                        "for each card ", _DISCARDED), base=100)
        self.assertEqual(rows, [["DISCARD_CHOSEN", 2, fx.DS_BENCH, fx.ANY], ["DMG_ADD_PER_N", 60], ["DAMAGE"]])

    def test_all_of_a_type(self):
        rows = _rows(_j("discard all lightning energy ", "from this pokémon. ", _PER_CARD, _DISCARDED), base=60)
        self.assertEqual(rows, [["DMG_SET", 0], ["DISCARD_ENERGY", 0, fx.SELF, 3], ["DMG_ADD_PER_N", 60], ["DAMAGE"]])
        self.assertIsNone(_rows(_j("discard all lightning energy ", "from your pokémon. ", _PER_CARD, _DISCARDED), base=60))

    def test_ex_if_you_do(self):
        tail = _j("if you do, this attack does 40 ", "damage plus 20 more damage")
        rows = _rows(_j("you may discard an energy card ", "attached to this pokémon. ", tail, "."), base=40)
        self.assertEqual(rows, [["DISCARD_CHOSEN", 1, fx.DS_SELF, fx.ANY], ["DMG_ADD_PER_N", 20], ["DAMAGE"]])
        rows = _rows(_j("you may discard any number of basic ", "energy cards attached to this pokémon. ", tail,
                        " for each basic energy card ", "you discarded."), base=40)
        self.assertEqual(rows, [["DISCARD_CHOSEN", 0, fx.DS_SELF, fx.ENERGY_BASIC], ["DMG_ADD_PER_N", 20], ["DAMAGE"]])
        rows = _rows(_j("you may discard from your hand ", "as many energy cards as you like. ", tail,
                        " for each energy card ", "you discarded."), base=40)
        self.assertEqual(rows, [["DISCARD_CHOSEN", 0, fx.DS_HAND, fx.ANY], ["DMG_ADD_PER_N", 20], ["DAMAGE"]])
        # one card, but "for each": not this wording; another base damage: not this attack
        self.assertIsNone(_rows(_j("you may discard an energy card ", "attached to this pokémon. ", tail,
                                   " for each energy card ", "you discarded."), base=40))
        self.assertIsNone(_rows(_j("you may discard an energy card ", "attached to this pokémon. ", tail, "."), base=30))

    def test_one_typed_card_for_more(self):
        rows = _rows(_j("you may discard a fighting energy ", "from this pokémon. ", "if you do, this attack does ",
                        "90 more damage."), base=30)
        self.assertEqual(rows, [["DISCARD_CHOSEN", 1, fx.DS_SELF, 5], ["DMG_ADD_PER_N", 90], ["DAMAGE"]])

    def test_stadium_for_damage(self):
        rows = _rows(_j("you may discard a stadium in play. ", "if you do, this attack does ", "120 more damage."), base=100)
        self.assertEqual(rows, [["DISCARD_STADIUM", 1], ["DMG_ADD_PER_N", 120], ["DAMAGE"]])


class ToolsCountsAndLaterEffects(unittest.TestCase):
    def test_defending_tools_before_damage(self):
        rows = _rows(_j("before doing damage, discard all ", "pokémon tools from your opponent's ", "active pokémon."), base=20)
        self.assertEqual(rows, [["DISCARD_TOOL", 1, fx.DEF_ACTIVE], ["DAMAGE"]])
        rows = _rows(_j("before doing damage, discard all ", "trainer cards attached to ", "the defending pokémon."), base=20)
        self.assertEqual(rows, [["DISCARD_TOOL", 1, fx.DEF_ACTIVE], ["DAMAGE"]])
        rows = _rows(_j("before doing damage, discard all ", "pokémon tools and special energy ", "from your opponent's active pokémon."),
                     base=20)
        self.assertEqual(rows, [["DISCARD_TOOL", 1, fx.DEF_ACTIVE], ["DISCARD_ENERGY", 0, fx.OPP, fx.ENERGY_SPECIAL], ["DAMAGE"]])

    def test_tool_conditions_and_counts(self):
        rows = _rows(_j("if this pokémon has a pokémon tool ", "attached, this attack does ", "40 more damage."), base=30)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_SELF_TOOL, 1, 1], ["DMG_ADD", 40], ["DAMAGE"]])
        rows = _rows(_j("if your opponent's active pokémon has ", "a pokémon tool attached, ", "this attack does 80 more damage."), base=80)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_DEF_TOOL, 1, 1], ["DMG_ADD", 80], ["DAMAGE"]])
        rows = _rows(_j("this attack does 30 damage for each ", "pokémon tool attached ", "to all of your pokémon."), base=30)
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_TOOLS, fx.ANY], ["DAMAGE"]])

    def test_tagged_pokemon_in_play(self):
        rows = _rows(_j("does 10 damage plus 10 more ", "damage for each ", "pokémon you have in play ", "that has δ on its card."), base=10)
        self.assertEqual(rows, [["DMG_ADD_PER_COUNT", 10, fx.CNT_OWN_FLAG_IN_PLAY, 12], ["DAMAGE"]])
        rows = _rows(_j("this attack does 30 damage for each of ", "your team rocket's pokémon in play."), base=30)
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OWN_FLAG_IN_PLAY, 11], ["DAMAGE"]])

    def test_energy_amounts(self):
        rows = _rows(_j("if this pokémon and ", "the defending pokémon ", "have a different amount ", "of energy ", "attached to them, ",
                        "this attack's base damage ", "is 10 instead of 40."), base=40)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_ENERGY_DIFF, 1, 1], ["DMG_SET", 10], ["DAMAGE"]])
        rows = _rows(_j("if this pokémon has at least ", "2 extra energy attached ", "(in addition to ", "this attack's cost), ",
                        "this attack does 140 more damage."), base=120)
        self.assertEqual(rows, [["DMG_ADD_PER_EXTRA_ENERGY", 140, fx.ANY, -2], ["DAMAGE"]])

    def test_extra_prize(self):
        text = _j("if your opponent's pokémon ", "is knocked out ", "by damage from this attack, ", "take 1 more prize card.")
        self.assertEqual(_rows(text, base=50), [["DAMAGE"], ["EXTRA_PRIZE_IF_KO", 1]])
        self.assertIsNone(_rows(text))  # no damage: not this wording

    def test_delayed(self):
        end = "at the end of your opponent's next turn"
        self.assertEqual(_rows(_j(end, ", the defending pokémon ", "is now poisoned."), base=20),
                         [["DAMAGE"], ["DELAYED_NEXT", 0, fx.POISONED]])
        self.assertEqual(_rows(_j(end, ", put 12 damage counters ", "on the defending pokémon."), base=120),
                         [["DAMAGE"], ["DELAYED_NEXT", 120, 0]])
        self.assertEqual(_rows(_j("put 5 damage counters on ", "the defending pokémon ", end, ".")),
                         [["DELAYED_NEXT", 50, 0]])
        self.assertEqual(_rows(_j(end, ", the defending pokémon ", "will be knocked out."), base=30),
                         [["DAMAGE"], ["DELAYED_NEXT", -1, 0]])

    def test_copy_and_attach_one(self):
        self.assertEqual(_rows(_j("choose 1 of your opponent's ", "active pokémon's attacks ", "and use it as this attack.")),
                         [["COPY_DEF_ATTACK", 1]])
        rows = _rows(_j("attach up to 2 basic fire energy cards ", "from your discard pile ", "to 1 of your pokémon."))
        self.assertEqual(rows, [["ATTACH_ENERGY_ONE", 2, fx.FROM_DISCARD, 1]])
        rows = _rows(_j("attach up to 2 basic ", "lightning energy cards ", "from your discard pile ", "to 1 of your benched pokémon."))
        self.assertEqual(rows, [["ATTACH_ENERGY_ONE", 2, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, 3]])

    def test_up_to_the_heads(self):
        rows = _rows(_j("flip 3 coins. ", "put a number of cards up to ", "the number of heads from your ", "discard pile into your hand."))
        self.assertEqual(rows, [["FLIP", 3], ["RECOVER", 0, fx.KIND_ANY, fx.TO_HAND]])


class KnockOutsChoicesAndHands(unittest.TestCase):
    def test_knock_out_as_an_effect(self):
        rows = _rows(_j("flip 2 coins. ", "if both of them are heads, ", "the defending pokémon ", "is knocked out."))
        self.assertEqual(rows, [["FLIP", 2], ["SKIP_UNLESS_HEADS", 2, 1], ["KO_DEF"]])
        rows = _rows(_j("if your opponent's active pokémon has ", "exactly 6 damage counters on it, ", "that pokémon is knocked out."))
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_DEF_DAMAGE, 6, 2], ["SKIP_UNLESS_COUNT", fx.CNT_DEF_DAMAGE, -7, 1],
                                ["KO_DEF"]])
        rows = _rows(_j("knock out your opponent's ", "active pokémon. ", "if your opponent's active pokémon is ",
                        "knocked out in this way, ", "this pokémon does 200 damage to itself."))
        self.assertEqual(rows, [["KO_DEF"], ["SELF_DAMAGE", 200, 2]])

    def test_may_do_more(self):
        rows = _rows(_j("you may do 120 more damage. ", "if you do, this pokémon also does ", "50 damage to itself."), base=120)
        self.assertEqual(rows, [["CHOOSE_MORE", 120, 50], ["DAMAGE"]])
        rows = _rows(_j("you may do 50 damage plus ", "30 more damage. ", "if you do, this pokémon does ", "30 damage to itself."), base=50)
        self.assertEqual(rows, [["CHOOSE_MORE", 30, 30], ["DAMAGE"]])
        self.assertIsNone(_rows(_j("you may do 50 damage plus ", "30 more damage. ", "if you do, this pokémon does ",
                                   "30 damage to itself."), base=40))

    def test_revealed_hand(self):
        rows = _rows(_j("your opponent reveals their hand. ", "this attack does 60 damage for each ", "trainer card you find there."),
                     base=60)
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 60, fx.CNT_OPP_HAND_KIND, fx.KIND_TRAINER], ["DAMAGE"]])
        rows = _rows(_j("look at your opponent's hand. ", "this attack does 40 damage ", "plus 10 more damage ",
                        "for each trainer card in ", "your opponent's hand."), base=40)
        self.assertEqual(rows, [["DMG_ADD_PER_COUNT", 10, fx.CNT_OPP_HAND_KIND, fx.KIND_TRAINER], ["DAMAGE"]])

    def test_energy_to_each_benched(self):
        search = _j("search your deck for a basic ", "psychic energy card and ", "attach it to that pokémon. ", "then, shuffle your deck.")
        self.assertEqual(_rows(_j("for each of your benched pokémon, ", search)), [["ATTACH_ENERGY_EACH", 0, fx.FROM_DECK, 4]])
        self.assertEqual(_rows(_j("choose up to 3 of your benched pokémon. ", "for each of those pokémon, ", search)),
                         [["ATTACH_ENERGY_EACH", 3, fx.FROM_DECK, 4]])

    def test_untyped_basic_energy(self):
        rows = _rows(_j("search your deck for up to 3 ", "basic energy cards and ", "attach them to your pokémon ",
                        "in any way you like. ", "then, shuffle your deck."))
        self.assertEqual(rows, [["ATTACH_ENERGY_ANY", 3, fx.FROM_DECK, fx.ANY]])
        rows = _rows(_j("attach up to 2 basic energy cards ", "from your discard pile ", "to 1 of your benched pokémon."))
        self.assertEqual(rows, [["ATTACH_ENERGY_ONE", 2, fx.FROM_DISCARD + fx.TO_BENCH_ONLY, fx.ANY]])
        rows = _rows(_j("search your discard pile ", "for a basic energy card ", "and attach it to this pokémon."), base=20)
        self.assertEqual(rows, [["DAMAGE"], ["ATTACH_ENERGY", 1, fx.FROM_DISCARD, fx.ANY]])


class MoreBoardWordings(unittest.TestCase):
    def test_discard_pile_energy_and_base_damage(self):
        rows = _rows(_j("if you have 5 or more basic ", "fire energy cards in your discard pile, ", "this attack does 100 more damage."),
                     base=30)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OWN_DISCARD_KIND, fx.KIND_BASIC_ENERGY_OF_TYPE + 1), 5, 1],
                                ["DMG_ADD", 100], ["DAMAGE"]])
        rows = _rows(_j("if the defending pokémon ", "has any damage counters on it, ", "this attack's base damage is 90."), base=30)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_DEF_DAMAGE, 1, 1], ["DMG_SET", 90], ["DAMAGE"]])

    def test_searches_and_hands(self):
        self.assertEqual(_rows(_j("search your deck for a ", "pokémon tool card, reveal it, ", "and put it into your hand.")),
                         [["SEARCH_DECK", 1, fx.KIND_TOOL, fx.TO_HAND]])
        rows = _rows(_j("your opponent reveals their hand, ", "and this attack does 30 damage ", "for each energy card ",
                        "you find there."), base=30)
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_COUNT", 30, fx.CNT_OPP_HAND_KIND, fx.KIND_ENERGY], ["DAMAGE"]])
        self.assertEqual(_rows(_j("search your deck for a basic ", "energy card and attach it ", "to this pokémon.")),
                         [["ATTACH_ENERGY", 1, fx.FROM_DECK, fx.ANY]])
        self.assertEqual(_rows(_j("attach up to 2 basic energy cards ", "from your discard pile ", "to your pokémon ",
                                  "in any way you like.")), [["ATTACH_ENERGY_ANY", 2, fx.FROM_DISCARD, fx.ANY]])

    def test_search_to_one_pokemon(self):
        rows = _rows(_j("search your deck for up to 2 ", "basic energy cards and ", "attach them to 1 of your ", "benched pokémon."))
        self.assertEqual(rows, [["ATTACH_ENERGY_ONE", 2, fx.FROM_DECK + fx.TO_BENCH_ONLY, fx.ANY]])

    def test_a_coin_for_each_opposing_pokemon(self):
        rows = _rows(_j("for each of your opponent's pokémon, ", "flip a coin. if heads, ", "this attack does 50 damage ",
                        "to that pokémon. (don't apply ", "weakness and resistance ", "for benched pokémon.)"))
        self.assertEqual(rows, [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 2], ["DMG_SET", 50], ["DAMAGE"], ["BENCH_FLIP_EACH", 50]])

    def test_top_cards_onto_the_bench(self):
        rows = _rows(_j("look at the top 8 cards of your deck. ", "you may put any number of pokémon ", "you find there onto your bench. ",
                        "shuffle the other cards back ", "into your deck."))
        self.assertEqual(rows, [["LOOK_TOP", 8, fx.KIND_BASIC_POKEMON, fx.LT_DEST * fx.TO_BENCH + fx.LT_MAY]])


class WordingsBatch(unittest.TestCase):
    """EX-era leftovers read with existing opcodes (sentences joined from short pieces)."""

    def test_untyped_extra_energy_with_a_cap(self):
        rows = _rows(_j("does 20 damage plus 10 more damage ", "for each energy attached to this pokémon ",
                        "but not used to pay for this attack's energy cost. ", "you can't add more then 20 damage ", "in this way."),
                     base=20)
        self.assertEqual(rows, [["DMG_ADD_PER_EXTRA_ENERGY", 10, fx.ANY, 2], ["DAMAGE"]])
        rows = _rows(_j("does 20 damage plus 10 more damage ", "for each energy attached to this pokémon ",
                        "but not used to pay for this attack's energy cost."), base=20)
        self.assertEqual(rows, [["DMG_ADD_PER_EXTRA_ENERGY", 10, fx.ANY, 0], ["DAMAGE"]])
        # "basic energy" is not every unit: not read
        self.assertIsNone(_rows(_j("does 20 damage plus 10 more damage ", "for each basic energy attached to this pokémon ",
                                   "but not used to pay for this attack's energy cost."), base=20))

    def test_misprinted_times_heads_and_heal(self):
        self.assertEqual(_rows(_j("flip 2 coins. ", "this attack does 20 ", "times the number of heads."), base=20),
                         [["FLIP", 2], ["DMG_TIMES_HEADS", 20], ["DAMAGE"]])
        self.assertEqual(_rows(_j("flip 3 coins. ", "this attack does 10 damages ", "times the number of heads."), base=10),
                         [["FLIP", 3], ["DMG_TIMES_HEADS", 10], ["DAMAGE"]])
        self.assertEqual(_rows(_j("remove 2 damage counters ", "fro this pokémon."), base=20), [["DAMAGE"], ["HEAL", 20, fx.SELF]])
        self.assertEqual(_rows(_j("choose 2 of your opponent's pokémon. ", "this attack doe 20 damage ", "to each of them.")),
                         [["BENCH_DAMAGE", 20, fx.BENCH_OPP_ANY_TWO]])

    def test_pokemon_in_play_but_this_one(self):
        rows = _rows(_j("does 10 damage times the number of ", "pokémon in play (both yours and your opponent's), ",
                        "excluding this pokémon."), base=10)
        self.assertEqual(rows, [["DMG_SET", 0], ["DMG_ADD_PER_BENCH", 10, fx.SELF], ["DMG_ADD_PER_BENCH", 10, fx.OPP],
                                ["DMG_ADD", 10], ["DAMAGE"]])

    def test_energy_per_heads_from_the_discard_pile(self):
        rows = _rows(_j("flip a coin until you get tails. ", "for each heads, search your discard pile ",
                        "for a basic energy card and ", "attach it to this pokémon."))
        self.assertEqual(rows, [["FLIP", 0], ["ATTACH_ENERGY", 0, fx.FROM_DISCARD, fx.ANY]])

    def test_return_the_defender_guarded_by_the_reminder(self):
        back = _j("your opponent returns the defending pokémon ", "and all cards attached to it ", "to his or her hand. ")
        note = _j("(if your opponent doesn't have ", "any benched pokémon or other active pokémon, ", "this attack does nothing.)")
        self.assertEqual(_rows(_j("flip a coin. if heads, ", back, note)),
                         [["FLIP", 1], ["SKIP_UNLESS_HEADS", 1, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_BENCH, 1, 1],
                          ["RETURN_DEF_TO_HAND"]])
        self.assertIsNone(_rows(back.strip()))  # without the reminder the guard would be a guess

    def test_heal_each_basic_and_either_condition(self):
        self.assertEqual(_rows(_j("heal 60 damage from ", "each of your basic pokémon.")), [["HEAL", 60, fx.EACH_OWN, fx.ELIG_BASIC]])
        rows = _rows(_j("if this pokémon is burned ", "or poisoned, this attack ", "does 50 more damage."), base=20)
        b, p = fx.CNT_SELF_COND + fx.BURNED, fx.CNT_SELF_COND + fx.POISONED
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", b, 1, 2], ["DMG_ADD", 50], ["SKIP", 2], ["SKIP_UNLESS_COUNT", p, 1, 1],
                                ["DMG_ADD", 50], ["DAMAGE"]])

    def test_nothing_unless_two_prize_counts(self):
        rows = _rows(_j("if your opponent doesn't have exactly ", "2 or 3 prize cards remaining, ", "this attack does nothing."), base=90)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, 2, 2], ["SKIP_UNLESS_COUNT", fx.CNT_OPP_PRIZES_LEFT, -4, 1],
                                ["SKIP", 1], ["STOP"], ["DAMAGE"]])
        self.assertIsNone(_rows(_j("if your opponent doesn't have exactly ", "2 or 5 prize cards remaining, ", "this attack does nothing."),
                                base=90))

    def test_that_pokemon_after_a_defender_condition(self):
        rows = _rows(_j("if the defending pokémon is a basic pokémon, ", "that pokémon is now ", "asleep."), base=10)
        self.assertEqual(rows, [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.CNT_DEF_STAGE, -1, 1], ["COND", fx.ASLEEP, fx.OPP]])

    def test_rest_like_and_ex_era_searches(self):
        rows = _rows(_j("remove all special conditions ", "and all damage counters from this pokémon. ", "this pokémon is now asleep."))
        self.assertEqual(rows, [["CURE", fx.SELF], ["HEAL", 0, fx.SELF], ["COND", fx.ASLEEP, fx.SELF]])
        rows = _rows(_j("search your discard pile for up to 3 ", "basic energy cards, show them to your opponent, ", "and put them into your hand."))
        self.assertEqual(rows, [["RECOVER", 3, fx.KIND_BASIC_ENERGY, fx.TO_HAND]])
        self.assertEqual(_rows(_j("search your deck for 1 card ", "and put it into your hand. ", "shuffle your deck afterward.")),
                         [["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_HAND]])
        from ptcgsim.kernel.cardtable import CF_EX
        self.assertEqual(_rows(_j("search your deck for a pokémon-ex, ", "show it to your opponent, ", "and put it into your hand.")),
                         [["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, CF_EX), fx.TO_HAND]])
        self.assertEqual(_rows(_j("look at the top 3 cards of ", "your opponent's deck, and put them back ", "on top of your opponent's deck ",
                                  "in any order.")), [["TOP_REARRANGE", 3, fx.OPP]])

    def test_supporter_in_play_is_one_played_this_turn(self):
        rows = _rows(_j("if you have any supporter cards in play, ", "this attack's base damage is ", "10 instead of 50."), base=50)
        self.assertEqual(rows, [["SKIP_UNLESS_COUNT", fx.CNT_OWN_SUPPORTERS_TURN, 1, 1], ["DMG_SET", 10], ["DAMAGE"]])

    def test_discard_an_energy_then_an_effect(self):
        rows = _rows(_j("discard a water energy card ", "attached to this pokémon. if you do, ", "the defending pokémon is now burned."),
                     base=30)
        self.assertEqual(rows, [["DAMAGE"], ["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 2), 1, 2],
                                ["DISCARD_ENERGY", 1, fx.SELF, 2], ["COND", fx.BURNED, fx.OPP]])
