"""EX-era Poké-Bodies and Poké-Powers read by the H4 rules (recognize_power.py).

Sentences are assembled here from short pieces with numbers changed from any printed card
(never card text: DESIGN.md).
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards.recognize_power import recognize_power

ME = "testmon"
ACT = "as long as " + ME + " is your active pokémon, "
ONCE = "once during your turn" + " (before your attack), "
OFTEN = "as often as you like during your turn" + " (before your attack), "
BLOCK = " this power can't be used if " + ME + " is affected by a special condition."
AWR = " (after applying weakness" + " and resistance)"
BWR = " (before applying weakness" + " and resistance)"


def body(text: str, kind: str = "Poké-Body"):
    return recognize_power({"type": kind, "text": text}, "Testmon")


class TestBetweenTurns(unittest.TestCase):
    def test_modes(self):
        both = " (both yours" + " and your opponent's)"
        cases = [
            ("put 2 damage counters on each active pokémon" + both, 20 + 1000 * fx.BT_ACTIVES),
            ("remove 2 damage counters from each pokémon (excluding pokémon-ex)" + both, 20 + 1000 * fx.BT_HEAL_NON_EX),
            ("put 1 damage counter on each of your opponent's pokémon" + " that has any poké-bodies", 10 + 1000 * fx.BT_OPP_BODIES),
            ("put 3 damage counters on each pokémon" + " that remains poisoned", 30 + 1000 * fx.BT_POISONED),
            ("put 1 damage counter on each of your opponent's" + " benched basic pokémon", 10 + 1000 * fx.BT_OPP_BENCH_BASIC),
        ]
        for sentence, c in cases:
            self.assertEqual(body(ACT + sentence + " between turns."), [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, c]], sentence)

    def test_the_active_pokemon_wording_and_the_no_stack_tail(self):
        rows = body("as long as " + ME + " is the active pokémon, put 2 damage counters on each of your opponent's"
                    + " benched basic pokémon between turns. you can't use more than 1 odd smell" + " poké-body between turns.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_BETWEEN_TURNS, 0, 20 + 1000 * fx.BT_OPP_BENCH_BASIC]])

    def test_unknown_target_is_unread(self):
        self.assertIsNone(body(ACT + "put 1 damage counter on each" + " trainer card between turns."))


class TestExBodies(unittest.TestCase):
    def test_no_prize(self):
        self.assertEqual(body("when " + ME + " is knocked out, your opponent doesn't take" + " any prize cards."),
                         [["POWER_PASSIVE", fx.PASSIVE_NO_PRIZE, 0, 0]])

    def test_retreat_while_asleep_or_paralyzed(self):
        self.assertEqual(body(ME + " can retreat even when" + " it is asleep or paralyzed."),
                         [["POWER_PASSIVE", fx.PASSIVE_RETREAT_ANY_STATUS, 0, 0]])

    def test_supporter_lock(self):
        self.assertEqual(body(ACT + "each player can't play" + " any supporter cards."),
                         [["POWER_PASSIVE", fx.PASSIVE_NO_SUPPORTERS, 0, 0]])

    def test_basic_attack_locks(self):
        self.assertEqual(body("as long as " + ME + " is the only pokémon you have in play, your opponent's"
                              + " basic pokémon can't attack."), [["POWER_PASSIVE", fx.PASSIVE_NO_BASIC_ATTACKS, 0, 0]])
        rows = body(ACT + "whenever your opponent's basic pokémon tries to attack," + " your opponent flips a coin. "
                    + "if tails, that attack does nothing.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_BASIC_ATTACK_FLIP, 0, 0]])

    def test_dual_type(self):
        rows = body("as long as " + ME + " has any water energy attached to it, " + ME + " is both grass" + " and water type.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_DUAL_TYPE, 0, 2 + 16 * 3]])
        # the Energy's type must be one of the two
        self.assertIsNone(body("as long as " + ME + " has any fire energy attached to it, " + ME + " is both grass" + " and water type."))

    def test_knock_out_answers(self):
        rows = body("if " + ME + " is your active pokémon and is knocked out by an opponent's attack,"
                    + " the attacking pokémon is now asleep" + " and burned.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 1000 * ((1 << fx.ASLEEP) | (1 << fx.BURNED))]])
        rows = body("if " + ME + " would be knocked out by damage from an opponent's attack, you may put 2 damage counters"
                    + " on 1 of your opponent's pokémon.", kind="Poké-Power")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 20 + 1000 * fx.KO_ANY_OPP]])

    def test_flip_reduce_and_mirror(self):
        rows = body("whenever " + ME + " would be damaged by your opponent's attack" + AWR + ", flip a coin. if heads,"
                    + " reduce that damage by 30.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, 30]])
        rows = body("if " + ME + " is burned or poisoned by an opponent's attack (even if " + ME + " is knocked out), the attacking"
                    + " pokémon is now affected by the same special conditions" + " (1 if there is only 1).")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_MIRROR_COND, 0, 0]])


def mod_c(conds, scope, src=0):
    return sum(x * fx.TC_SHIFT ** i for i, x in enumerate(conds)) + scope * fx.MOD_SCOPE + src * fx.MOD_SRC


class TestModifierWordings(unittest.TestCase):
    def test_your_pokemon_take_less_while_active(self):
        rows = body(ACT + "any damage done by an opponent's attack" + " is reduced by 20" + AWR + ".")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0],
                                ["TOOL", fx.TOOL_REDUCE, 20, mod_c([], fx.MS_OWN, fx.TC_ACTIVE)]])

    def test_basic_energy_source_and_any_attack(self):
        rows = body("as long as " + ME + " has any basic energy cards attached to it, damage done to " + ME
                    + " by an opponent's attack is reduced by 20" + AWR + ".")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_REDUCE, 20, mod_c([], fx.MS_SELF, fx.TC_ANY_BASIC_ENERGY)])
        rows = body("if " + ME + " has any water energy attached to it, damage done to " + ME + " by any attack"
                    + " is reduced by 20" + AWR + ".")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_REDUCE, 20, mod_c([], fx.MS_SELF, fx.TC_ENERGY_OF + 2)])

    def test_from_evolved_pokemon_both_sides(self):
        rows = body("any damage done to " + ME + " by attacks from evolved pokémon (both yours"
                    + " and your opponent's) is reduced by 30" + AWR + ".")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_REDUCE, 30, mod_c([fx.TC_OTHER_EVOLVED], fx.MS_SELF)])

    def test_low_hp_more_damage(self):
        rows = body("as long as " + ME + "'s remaining hp is 40 or less, " + ME + " does 30 more damage"
                    + " to the defending pokémon" + BWR + ".")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_DMG_PLUS, 30, mod_c([], fx.MS_SELF, fx.TC_HP_40)])
        self.assertIsNone(body("as long as " + ME + "'s remaining hp is 50 or less, " + ME + " does 30 more damage"
                               + " to the defending pokémon" + BWR + "."))

    def test_active_pokemon_more_damage(self):
        rows = body(ACT + "when any of your active pokémon does damage to the defending pokémon,"
                    + " the attack does 20 more damage" + BWR + ".")
        self.assertEqual(rows[1], ["TOOL", fx.TOOL_DMG_PLUS, 20, mod_c([fx.TC_ACTIVE], fx.MS_OWN, fx.TC_ACTIVE)])

    def test_no_special_conditions_for_actives_with_energy(self):
        rows = body("as long as " + ME + " is in play, each of your active pokémon that has fire energy attached"
                    + " to it can't be affected by any special conditions.")
        self.assertEqual(rows[1], ["TOOL", fx.EN_NO_STATUS, 1, mod_c([fx.TC_ACTIVE, fx.TC_ENERGY_OF + 1], fx.MS_OWN)])


class TestExPowers(unittest.TestCase):
    def test_delta_search(self):
        rows = body(ONCE + "you may search your deck for a pokémon that has δ on its card, show it to your opponent, and put it"
                    + " into your hand. shuffle your deck afterward." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows[2], ["SEARCH_DECK", 1, fx.kind_flag(fx.KIND_POKEMON, 1 << 12), fx.TO_HAND])

    def test_evolution_search_while_active(self):
        rows = body(ONCE + "if " + ME + " is your active pokémon, you may search your deck for an evolution card. show it"
                    + " to your opponent and put it into your hand. shuffle your deck afterward." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY], ["REQ_DECK"],
                                ["SEARCH_DECK", 1, fx.KIND_EVOLUTION, fx.TO_HAND]])

    def test_energy_to_deck_top_with_counters(self):
        rows = body(ONCE + "you may search your discard pile for a basic energy card, show it to your opponent, and put it"
                    + " on top of your deck. if you do, put 2 damage counters on " + ME + "." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows[1:], [["REQ_DISCARD", 1, fx.KIND_BASIC_ENERGY], ["RECOVER", 1, fx.KIND_BASIC_ENERGY, fx.TO_DECK_TOP],
                                    ["SELF_DAMAGE", 20]])

    def test_discard_energy_then_draw(self):
        rows = body(ONCE + "you may discard 1 energy card from your hand. then draw up to 2 cards" + " from your deck." + BLOCK,
                    kind="Poké-Power")
        self.assertEqual(rows[1:], [["REQ_HAND_KIND", 1, fx.KIND_ENERGY], ["DISCARD_HAND", 1, fx.KIND_ENERGY], ["DRAW", 2]])

    def test_opponent_chooses_switch(self):
        rows = body(ONCE + "you may switch 1 of the defending pokémon with 1 of your opponent's benched pokémon. your opponent"
                    + " chooses the benched pokémon to switch." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows[1:], [["REQ_OPP_BENCH"], ["GUST", fx.OPP]])

    def test_delta_active_switch_from_the_bench(self):
        rows = body(ONCE + "if " + ME + " is on your bench, you may switch 1 of your active pokémon that has δ on its card"
                    + " with 1 of your benched pokémon.", kind="Poké-Power")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_BENCH_ONLY],
                                ["REQ_COUNT", fx.count_code(fx.CNT_OWN_ACTIVE_FLAG, 12), 1], ["REQ_OWN_BENCH"], ["SWITCH_SELF"]])

    def test_type_energy_moves(self):
        rows = body(OFTEN + "you may move a fire energy card attached to 1 of your benched pokémon to your active pokémon." + BLOCK,
                    kind="Poké-Power")
        t = 1 + fx.ME_SPECIAL_TOO + fx.ME_BENCH_TO_ACTIVE
        self.assertEqual(rows, [["POWER_ACTIVATED", 0, 1, 0], ["REQ_MOVE_ENERGY", 0, 0, t], ["MOVE_ENERGY", 0, 0, t]])
        rows = body(OFTEN + "you may move a water energy card attached to 1 of your pokémon to another of your pokémon." + BLOCK,
                    kind="Poké-Power")
        self.assertEqual(rows[-1], ["MOVE_ENERGY", 0, 0, 2 + fx.ME_SPECIAL_TOO])

    def test_evolve_active_trigger(self):
        rows = body("once during your turn, when you play " + ME + " from your hand to evolve 1 of your active pokémon, you may"
                    + " use this power. each defending pokémon is now asleep.", kind="Poké-Power")
        self.assertEqual(rows, [["POWER_ACTIVATED", 1, 0, fx.PW_ON_EVOLVE | fx.PW_ACTIVE_ONLY], ["COND", fx.ASLEEP, fx.OPP]])


class TestWordingVariants(unittest.TestCase):
    def test_flip_reduce_during_the_opponents_turn(self):
        rows = body("during your opponent's turn, if " + ME + " would be damaged by an opponent's attack" + AWR
                    + ", flip a coin. if heads," + " reduce that damage by 20.")
        self.assertEqual(rows, [["POWER_PASSIVE", fx.PASSIVE_FLIP_REDUCE, 0, 20]])

    def test_knocked_out_by_damage_and_counters_on_the_attacker(self):
        head = "if " + ME + " is your active pokémon and is knocked out by damage from an opponent's attack, "
        self.assertEqual(body(head + "the attacking pokémon" + " is now asleep."),
                         [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 1000 * (1 << fx.ASLEEP)]])
        self.assertEqual(body(head + "put 4 damage counters" + " on the attacking pokémon."),
                         [["POWER_PASSIVE", fx.PASSIVE_KO_HIT_BACK, 0, 40]])

    def test_no_conditions_under_a_source_condition(self):
        rows = body("as long as " + ME + " has any water energy attached to it, " + ME + " can't be affected"
                    + " by any special conditions.")
        self.assertEqual(rows[1], ["TOOL", fx.EN_NO_STATUS, 1, mod_c([fx.TC_ACTIVE], fx.MS_SELF, fx.TC_ENERGY_OF + 2)])

    def test_choose_the_defending_pokemon_to_switch(self):
        rows = body(ONCE + "you may choose 1 of the defending pokémon and switch it with 1 of your opponent's benched pokémon."
                    + " your opponent chooses the benched pokémon to switch." + BLOCK, kind="Poké-Power")
        self.assertEqual(rows[1:], [["REQ_OPP_BENCH"], ["GUST", fx.OPP]])

    def test_a_move_without_you_may(self):
        rows = body(OFTEN + "move a water energy card attached to 1 of your pokémon" + " to another of your pokémon." + BLOCK,
                    kind="Poké-Power")
        self.assertEqual(rows[-1], ["MOVE_ENERGY", 0, 0, 2 + fx.ME_SPECIAL_TOO])


if __name__ == "__main__":
    unittest.main()
