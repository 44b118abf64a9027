"""Poké-Powers, Poké-Bodies and Abilities read into power programs (recognize_power.py).

The sentences are put together here from a header and a body that no card prints as
such (never card text: DESIGN.md); a coverage floor reads ../shared/carddata at test time
and skips when it is absent.
"""

from __future__ import annotations

import json
import unittest
from pathlib import Path

from ptcgsim import effects as fx
from ptcgsim.cards.recognize_power import recognize_power

CARDDATA = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards" / "en"

ONCE = "once during your turn" + " (before your attack), "
ONCE_SV = "once during your turn" + ", "
OFTEN = "as often as you like during your turn, "
BLOCK = " this power can't be used if" + " this pokémon is affected by a special condition."


def power(text: str, kind: str = "Ability", name: str = "Testmon"):
    return recognize_power({"type": kind, "text": text}, name)


class TestActivatedHeader(unittest.TestCase):
    def test_once_per_turn_with_a_trainer_like_body(self):
        rows = power(ONCE_SV + "you may draw 3 cards.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["DRAW", 3]])

    def test_the_special_condition_clause_blocks_it(self):
        rows = power(ONCE + "you may draw 2 cards." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 1, 0], ["DRAW", 2]])

    def test_active_only_and_bench_only(self):
        rows = power(ONCE_SV + "if this pokémon is in the active spot, you may draw 2 cards.")
        self.assertEqual(rows[0], ["POWER_ACTIVATED", 1, 0, fx.PW_ACTIVE_ONLY])
        rows = power(ONCE + "if Testmon is your active pokémon, you may draw 2 cards." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows[0], ["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY])
        rows = power(ONCE_SV + "if this pokémon is on your bench, you may draw 2 cards.")
        self.assertEqual(rows[0], ["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY])

    def test_this_pokemon_is_the_acting_slot(self):
        rows = power(ONCE_SV + "you may heal 40 damage from Testmon.")
        self.assertEqual(rows[-1], ["HEAL", 40, fx.SELF])

    def test_as_often_as_you_like_needs_a_requirement(self):
        # nothing runs out: a player could use it forever
        self.assertIsNone(power(OFTEN + "you may draw 2 cards."))
        rows = power(OFTEN + "you may switch your active pokémon with 1 of your benched pokémon.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 0, 0, 0], ["REQ_OWN_BENCH"], ["SWITCH_SELF"]])

    def test_attack_only_rows_leave_it_unimplemented(self):
        self.assertIsNone(power(ONCE_SV + "you may " + "this attack does 10 more damage."))

    def test_unknown_body_is_unimplemented(self):
        self.assertIsNone(power(ONCE_SV + "you may juggle three cards."))

    def test_a_discard_cost(self):
        rows = power("you must discard a card" + " from your hand in order to use this ability. "
                     + ONCE_SV + "you may draw 3 cards.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 1, fx.KIND_ANY],
                                ["DISCARD_HAND", 1, fx.KIND_ANY], ["DRAW", 3]])  # a cost before the header reads as after
        rows = power(ONCE_SV + "you may draw 3 cards. you must discard a basic fire energy card"
                     " from your hand in order to use this ability.")
        kind = fx.KIND_BASIC_ENERGY_OF_TYPE + 1
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 1, kind], ["DISCARD_HAND", 1, kind],
                                ["DRAW", 3]])


class TestTriggers(unittest.TestCase):
    def test_played_to_evolve(self):
        rows = power("when you play this pokémon" + " from your hand to evolve 1 of your pokémon during your turn, "
                     "you may draw 2 cards.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["DRAW", 2]])

    def test_played_onto_the_bench(self):
        rows = power("when you play this pokémon" + " from your hand onto your bench during your turn, "
                     "you may use this ability. draw 1 card.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["DRAW", 1]])
        rows = power("once during your turn, when you put Testmon from your hand onto your bench, you may draw 1 card.",
                     kind="Poké-Power")
        self.assertEqual(rows[0], ["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH])


class TestPassives(unittest.TestCase):
    def test_damage_reduction(self):
        for text in ("this pokémon takes 20 less damage" + " from attacks (after applying weakness and resistance).",
                     "any damage done to Testmon by attacks is reduced by 20 (after applying weakness and resistance)."):
            self.assertEqual(power(text, kind="Poké-Body"), [["POWER_PASSIVE", fx.PASSIVE_REDUCE_DAMAGE, 0, 20]], text)
        # before Weakness and Resistance is another rule: not this code
        self.assertIsNone(power("this pokémon takes 20 less damage" + " from attacks (before applying weakness and resistance)."))

    def test_no_special_conditions_includes_burned(self):
        rows = power("Testmon can't be affected by any special conditions.", kind="Poké-Body")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_NO_CONDITIONS, 0, 1]])

    def test_a_body_is_never_read_as_activated(self):
        self.assertIsNone(power(ONCE_SV + "you may draw 3 cards.", kind="Poké-Body"))


class TestCoverageFloor(unittest.TestCase):
    """A regression guard: the share of the later eras' powers that read (measured when
    this was written; raise the floors as the table grows)."""

    FLOORS = {"ex": 25, "sv": 95}

    def test_floor(self):
        if not CARDDATA.is_dir():
            self.skipTest("../shared/carddata is absent")
        sets = {"ex": [f"ex{i}" for i in range(1, 17)],
                "sv": ["sv1", "sv2", "sv3", "sv3pt5", "sv4", "sv4pt5", "sv5", "sv6", "sv6pt5", "sv7", "sv8", "sv8pt5",
                       "sv9", "sv10", "zsv10pt5", "rsv10pt5", "svp", "me1", "me2", "me2pt5", "me3"]}
        for era, ids in sets.items():
            n = 0
            for s in ids:
                for raw in json.loads((CARDDATA / f"{s}.json").read_text(encoding="utf-8")):
                    for a in raw.get("abilities") or []:
                        rows = recognize_power(a, raw["name"])
                        if rows:
                            fx.validate_program(rows)
                            n += 1
            self.assertGreaterEqual(n, self.FLOORS[era], era)


if __name__ == "__main__":
    unittest.main()


class TestOwnActive(unittest.TestCase):
    def test_own_active_is_not_the_acting_slot(self):
        # the attack table would write "your active pokémon" as SELF: wrong in a power
        self.assertIsNone(power(ONCE_SV + "you may heal 30 damage from your active pokémon and draw a card."))
        self.assertIsNotNone(power(ONCE_SV + "you may switch your active pokémon with 1 of your benched pokémon."))


class TestBatchTwo(unittest.TestCase):
    def test_one_named_power_a_turn(self):
        rows = power(ONCE_SV + "you may draw 2 cards. you can't use more than 1 " + "shuffle dance ability each turn.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ONE_PER_NAME], ["DRAW", 2]])

    def test_hit_back(self):
        head = "if this pokémon is in the active spot" + " and is damaged by an attack from your opponent's pokémon"
        rows = power(head + " (even if this pokémon is knocked out), " + "put 4 damage counters on the attacking pokémon.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_HIT_BACK, 0, 40]])
        rows = power(head + " (even if this pokémon is knocked out), " + "the attacking pokémon is now asleep.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_HIT_BACK_COND, 0, fx.ASLEEP]])
        # on the Bench too: another rule, not this code
        self.assertIsNone(power("if this pokémon is damaged by an attack" + " (even if this pokémon is knocked out), "
                                + "put 4 damage counters on the attacking pokémon."))

    def test_prevent_damage_from_pokemon_ex(self):
        rows = power("prevent all damage done to this pokémon" + " by attacks from your opponent's pokémon ex.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0, 0]])
        rows = power("prevent all damage done to this pokémon" + " by attacks from your opponent's pokémon ex and pokémon v.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_PREVENT_FROM_EX, 0, 1]])

    def test_active_spot_condition_in_a_body(self):
        rows = power(ONCE_SV + "you may draw 2 cards. if this pokémon is in the active spot, draw 2 more cards.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["DRAW", 2], ["SKIP_UNLESS_COUNT", fx.CNT_SELF_ACTIVE, 1, 1],
                                ["DRAW", 2]])

    def test_move_a_basic_energy(self):
        rows = power(OFTEN + "you may move a basic energy from 1 of your pokémon" + " to another of your pokémon.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 0, 0, 0], ["REQ_MOVE_ENERGY", 0, 0, fx.ANY], ["MOVE_ENERGY", 0, 0, fx.ANY]])


class TestBorrowedTrainerWordings(unittest.TestCase):
    def test_a_search_reads_as_for_a_trainer(self):
        rows = power(ONCE_SV + "you may search your deck for up to 3 " + "basic water energy cards, reveal them, "
                     + "and put them into your hand. then, shuffle your deck.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["SEARCH_DECK", 3, fx.KIND_BASIC_ENERGY_OF_TYPE + 2, fx.TO_HAND]])

    def test_no_trainer_row_that_reads_self(self):
        from ptcgsim.cards.recognize import POWER_SAFE_TRAINER_OPS

        for op in ("HEAL", "CURE", "ATTACH_ENERGY", "DISCARD_ENERGY", "REQ_HAND", "REQ_OWN_DAMAGED"):
            self.assertNotIn(op, POWER_SAFE_TRAINER_OPS)


class TestAnyCardSearch(unittest.TestCase):
    def test_any_card_of_the_deck(self):
        rows = power(ONCE + "you may choose any 1 card from your deck " + "and put it into your hand. shuffle your deck afterward."
                     + BLOCK, kind="Poké-Power")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 1, 0], ["REQ_DECK"], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_HAND]])


def _c(*cs: int, scope: int = fx.MS_SELF, src: int = 0, nostack: bool = False) -> int:
    return (sum(c * fx.TC_SHIFT ** i for i, c in enumerate(cs)) + scope * fx.MOD_SCOPE + src * fx.MOD_SRC
            + (fx.MOD_NOSTACK if nostack else 0))


MODS = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]
BWR = " (before applying weakness" + " and resistance)."
AWR = " (after applying weakness" + " and resistance)."


class TestModifierPowers(unittest.TestCase):
    """PASSIVE_MODS: a header and TOOL rows (code, amount, conditions + scope + source)."""

    def test_this_pokemon_under_an_energy_condition(self):
        rows = power("if this pokémon has any water energy attached, " + "it has no retreat cost.", kind="Poké-Body")
        self.assertEqual(rows, [MODS, ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, _c(src=fx.TC_ENERGY_OF + 2)]])
        rows = power("if this pokémon has no energy attached to it, " + "this pokémon's retreat cost is 0.")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, _c(src=fx.TC_NO_ENERGY)])
        self.assertIsNone(power("if this pokémon has no energy attached to it, " + "this pokémon's retreat cost is 1."))

    def test_hp_and_more_damage_in_one_sentence(self):
        rows = power("if this pokémon has any special energy attached, it gets +50 hp, "
                     + "and the attacks it uses do 30 more damage to your opponent's active pokémon" + BWR)
        self.assertEqual(rows, [MODS, ["TOOL", fx.TOOL_HP, 50, _c(src=fx.TC_ANY_SPECIAL)],
                                ["TOOL", fx.TOOL_DMG_PLUS, 30, _c(src=fx.TC_ANY_SPECIAL)]])
        rows = power("if this pokémon has any fire energy attached, " + "it gets +50 hp.")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_HP, 50, _c(src=fx.TC_ENERGY_OF + 1)])

    def test_less_damage_from_some_attackers(self):
        rows = power("any damage done to this pokémon by attacks from your opponent's " + "basic pokémon is reduced by 20" + AWR)
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_REDUCE, 20, _c(fx.TC_OTHER_BASIC)])
        rows = power("this pokémon takes 30 less damage from attacks " + "from your opponent's fire pokémon" + AWR)
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_REDUCE, 30, _c(fx.TC_OTHER_TYPE + 1)])

    def test_your_pokemon(self):
        rows = power("attacks used by your fighting pokémon do 30 more damage " + "to your opponent's active pokémon" + BWR)
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_DMG_PLUS, 30, _c(fx.TC_TYPE + 5, scope=fx.MS_OWN)])
        rows = power("attacks used by your future pokémon, except any testmon, do 20 more damage "
                     + "to your opponent's active pokémon" + BWR)
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_DMG_PLUS, 20, _c(fx.TC_FUTURE, scope=fx.MS_OWN_OTHER_NAME)])
        rows = power("all of your pokémon that have any metal energy attached take 20 less damage "
                     + "from attacks from your opponent's pokémon" + AWR + " the effect of" + " testmon doesn't stack.")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_REDUCE, 20, _c(fx.TC_ENERGY_OF + 7, scope=fx.MS_OWN, nostack=True)])

    def test_either_of_two_types(self):
        rows = power("this pokémon takes 30 less damage from attacks " + "from your opponent's fire or water pokémon" + AWR)
        self.assertEqual(rows[1:], [["TOOL", fx.TOOL_REDUCE, 30, _c(fx.TC_OTHER_TYPE + 1)],
                                    ["TOOL", fx.TOOL_REDUCE, 30, _c(fx.TC_OTHER_TYPE + 2)]])
        rows = power("attacks used by your grass pokémon and fire pokémon " + "do 20 more damage to your opponent's active pokémon" + BWR)
        self.assertEqual(rows[1:], [["TOOL", fx.TOOL_DMG_PLUS, 20, _c(fx.TC_TYPE, scope=fx.MS_OWN)],
                                    ["TOOL", fx.TOOL_DMG_PLUS, 20, _c(fx.TC_TYPE + 1, scope=fx.MS_OWN)]])

    def test_the_opponents_pokemon(self):
        rows = power("your opponent's active pokémon's retreat cost" + " is colorless more.")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_RETREAT_LESS, -1, _c(fx.TC_ACTIVE, scope=fx.MS_OPP)])
        rows = power("as long as this pokémon is in the active spot, " + "attacks used by your opponent's active pokémon do 20 "
                     + "less damage" + BWR)
        self.assertEqual(rows[1], ["TOOL", fx.EN_DMG_MINUS, 20, _c(fx.TC_ACTIVE, scope=fx.MS_OPP, src=fx.TC_ACTIVE)])

    def test_unread_pieces_leave_it_unimplemented(self):
        self.assertIsNone(power("it has no retreat cost. " + "draw a card."))
        self.assertIsNone(power("if this pokémon has any trainer cards attached to it, " + "it has no retreat cost."))


class TestShieldsAndEndurance(unittest.TestCase):
    def test_shields(self):
        both = (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS) * fx.SH_DAMAGE
        rows = power("prevent all effects of attacks, including damage, " + "done to this pokémon by your opponent's pokémon-ex.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_EX + both]])
        rows = power("prevent all damage from attacks done to this pokémon " + "by your opponent's pokémon that have an ability.")
        self.assertEqual(rows[0][3], fx.TC_OTHER_ABILITY + fx.SH_PREVENT_DAMAGE * fx.SH_DAMAGE)
        rows = power("prevent all effects of attacks used by your opponent's pokémon " + "done to this pokémon. (damage is not an effect.)")
        self.assertEqual(rows[0][3], fx.SH_PREVENT_EFFECTS * fx.SH_DAMAGE)
        rows = power("as long as this pokémon is on your bench, " + "prevent all damage done to this pokémon by your opponent's attacks.")
        self.assertEqual(rows[0][3], fx.TC_BENCHED + fx.SH_PREVENT_DAMAGE * fx.SH_DAMAGE)

    def test_endure_and_single_conditions(self):
        rows = power("if this pokémon has full hp and would be knocked out by damage from an attack, "
                     + "it is not knocked out, and its remaining hp becomes 10.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_ENDURE, 0, 10]])
        rows = power("if this pokémon would be knocked out by damage from an attack, flip a coin. "
                     + "if heads, this pokémon is not knocked out, and its remaining hp becomes 10.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_ENDURE, 0, 1000 * fx.ENDURE_FLIP + 10]])
        rows = power("this pokémon can't be" + " asleep or paralyzed.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_NO_CONDITIONS, 0, (1 << fx.ASLEEP) | (1 << fx.PARALYZED)]])


class TestTriggersAndKnockOuts(unittest.TestCase):
    def test_moving_up_from_the_bench(self):
        rows = power(ONCE_SV + "when this pokémon moves from your bench" + " to the active spot, you may "
                     + "put 2 damage counters on 1 of your opponent's pokémon.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ON_MOVE_UP], ["PUT_COUNTERS", 20, fx.BENCH_OPP_ANY_ONE]])
        # not "once during your turn": it would trigger on the opponent's turn too
        self.assertIsNone(power("when this pokémon moves from your bench" + " to the active spot, you may draw 2 cards."))

    def test_attaching_from_the_hand(self):
        rows = power("when you attach a fire energy card from your hand" + " to this pokémon, "
                     + "remove all special conditions from this pokémon.", kind="Poké-Body")
        self.assertEqual(rows, [["POWER_ACTIVATED", 0, 0, fx.PW_ON_ATTACH + fx.PW_ATTACH_TYPE * 2], ["CURE", fx.SELF]])
        rows = power(ONCE + "when you attach a water energy card from your hand" + " to this pokémon, "
                     + "remove 1 damage counter from this pokémon.", kind="Poké-Body")
        self.assertEqual(rows[0], ["POWER_ACTIVATED", 1, 0, fx.PW_ON_ATTACH + fx.PW_ATTACH_TYPE * 3])

    def test_knocked_out_in_the_active_spot(self):
        rows = power("if this pokémon is in the active spot and is knocked out by damage from an attack "
                     + "from your opponent's pokémon, put 6 damage counters" + " on the attacking pokémon.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 60]])

    def test_a_leading_discard_cost(self):
        rows = power("you must discard a card from your hand in order to use this ability. " + ONCE_SV + "you may draw 2 cards.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 1, fx.KIND_ANY], ["DISCARD_HAND", 1, fx.KIND_ANY],
                                ["DRAW", 2]])

    def test_attach_then_draw(self):
        rows = power(ONCE_SV + "you may attach a basic grass energy card from your hand to this pokémon. "
                     + "if you attached energy to a pokémon" + " in this way, draw a card.")
        self.assertEqual(rows[1:], [["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE], ["ATTACH_ENERGY", 1, fx.FROM_HAND, 0],
                                    ["DRAW", 1]])

    def test_tera_shield_and_big_damage(self):
        rows = power("prevent all damage from and effects of attacks" + " from your opponent's tera pokémon done to this pokémon.")
        what = fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS | fx.SH_FROM_TERA
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, what * fx.SH_DAMAGE]])
        rows = power("prevent all damage done to this pokémon by attacks from your opponent's pokémon" + " if that damage is 200 or more.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_PREVENT_BIG, 0, 200]])


class WordingsBatch(unittest.TestCase):
    """Header conditions (REQ_COUNT), hand attachments with their requirement."""

    def test_board_condition_in_the_header_is_a_requirement(self):
        rows = power(ONCE_SV + "if a stadium is in play, " + "you may make your opponent's active pokémon poisoned.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_COUNT", fx.CNT_STADIUM, 1], ["COND", fx.POISONED, fx.OPP]])
        rows = power(ONCE_SV + "if your opponent has 3 or fewer " + "prize cards remaining, you may draw 2 cards.")
        self.assertEqual(rows[1], ["REQ_COUNT", fx.CNT_OPP_PRIZES_LEFT, -4])
        rows = power(ONCE_SV + "if any of your pokémon were knocked out " + "during your opponent's last turn, " + "you may draw 2 cards.")
        self.assertEqual(rows[1], ["REQ_COUNT", fx.count_code(fx.CNT_OWN_KO_LAST_TURN, 0), 1])
        rows = power(ONCE + "if you have less than 5 cards " + "in your hand, you may draw 1 card." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 1, 0], ["REQ_COUNT", fx.CNT_OWN_HAND, -5], ["DRAW", 1]])
        # a condition that nothing reads, and "as often as you like": not read
        self.assertIsNone(power(ONCE_SV + "if the moon is " + "full, you may draw 2 cards."))
        self.assertIsNone(power(OFTEN + "if a stadium is in play, " + "you may draw 2 cards."))

    def test_as_often_as_you_like_from_the_hand(self):
        rows = power(OFTEN + "you may attach a basic fire energy card " + "from your hand to 1 of your pokémon.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 0, 0, 0], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + 1],
                                ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND, 1]])

    def test_attach_to_a_benched_pokemon_then_draw(self):
        rows = power(ONCE_SV + "you may attach a basic psychic energy card " + "from your hand to 1 of your benched pokémon. "
                     + "if you attached energy to a pokémon in this way, " + "draw 2 cards.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_HAND_KIND", 1, fx.KIND_BASIC_ENERGY_OF_TYPE + 4],
                                ["REQ_OWN_BENCH"], ["ATTACH_ENERGY_ANY", 1, fx.FROM_HAND + fx.TO_BENCH_ONLY, 4], ["DRAW", 2]])

    def test_top_two_one_to_the_hand_one_to_the_bottom(self):
        rows = power(ONCE_SV + "you may look at the top 2 cards " + "of your deck and put 1 of them into your hand. "
                     + "put the other card on the bottom " + "of your deck.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["REQ_DECK"],
                                ["LOOK_TOP", 2, fx.KIND_ANY, 1 + fx.LT_REST * fx.LT_BOTTOM_SHUFFLED]])
        # three cards leave two: "the other card" does not fit
        self.assertIsNone(power(ONCE_SV + "you may look at the top 3 cards " + "of your deck and put 1 of them into your hand. "
                                + "put the other card on the bottom " + "of your deck."))

    def test_own_hand_to_the_bottom_then_draw(self):
        rows = power(ONCE_SV + "you may shuffle your hand and put it " + "on the bottom of your deck. "
                     + "if you put any cards on the bottom of your deck " + "in this way, draw a card.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, 0], ["HAND_BOTTOM_DRAW", 1, fx.SELF]])

    def test_search_for_copies_of_its_own_name(self):
        rows = power("when you play this pokémon from your hand " + "onto your bench during your turn, you may "
                     + "search your deck for up to 3 Testmon, " + "reveal them, and put them into your hand. "
                     + "then, shuffle your deck.")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ON_BENCH], ["SEARCH_DECK", 3, "Testmon", fx.TO_HAND]])

    def test_ex_era_defending_pokemon_and_searches(self):
        evolve = "once during your turn, when you play Testmon " + "from your hand to evolve 1 of your pokémon, you may "
        self.assertEqual(power(evolve + "search your deck for any 1 card " + "and put it into your hand. shuffle your deck afterward.",
                               kind="Poké-Power"),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["SEARCH_DECK", 1, fx.KIND_ANY, fx.TO_HAND]])
        self.assertEqual(power(evolve + "choose 1 of the defending pokémon. " + "that pokémon is now asleep.", kind="Poké-Power"),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["COND", fx.ASLEEP, fx.OPP]])
        self.assertEqual(power(evolve + "search your deck for up to 2 in any combination " + "of basic pokémon or evolution cards. "
                               + "show them to your opponent and put them into your hand.", kind="Poké-Power"),
                         [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE], ["SEARCH_DECK", 2, fx.KIND_POKEMON, fx.TO_HAND]])
        rows = power(ONCE + "you may switch 1 of the defending pokémon " + "with 1 of your opponent's benched pokémon. "
                     + "your opponent picks the benched pokémon to switch." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 1, 0], ["GUST", fx.OPP]])
