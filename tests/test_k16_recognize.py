"""Kernel slice 31 k16 wordings: EX-era Poké-Bodies, part B (ptcgsim/cards/recognize_k16.py).

The sentences are synthetic, built from short pieces of the wordings the recogniser reads, with
made-up names ("Testmon" is the card's own name, which the normaliser writes "this pokémon").
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (registers the rules)
from ptcgsim.cards.recognize_power import recognize_power

ME = "Testmon"
ACT = "as long as " + ME + " is your " "active pokémon, "
AL = fx.mod_count(at_least=True)
MODS = ["POWER_PASSIVE", fx.PASSIVE_MODS, 0, 0]
BOTH = fx.SH_DAMAGE * (fx.SH_PREVENT_DAMAGE | fx.SH_PREVENT_EFFECTS)


def body(text: str, name: str = ME):
    return recognize_power({"type": "Poké-Body", "text": text}, name, 1)


def c(*conds: int, scope: int = fx.MS_SELF, src: int = 0, extra: int = 0) -> int:
    return sum(x * fx.TC_SHIFT ** i for i, x in enumerate(conds)) + scope * fx.MOD_SCOPE + src * fx.MOD_SRC + extra


class TestK16Bodies(unittest.TestCase):
    def check(self, text: str, rows: list, name: str = ME):
        self.assertEqual(body(text, name), rows)

    def test_damage_reductions(self):
        self.check("any damage done to " + ME + " by attacks from your opponent's " "pokémon with any special energy cards "
                   "attached to it is reduced by 40 " "(after applying weakness and resistance).",
                   [MODS, ["TOOL", fx.TOOL_REDUCE, 40, fx.TC_OTHER_ANY_SPECIAL]])
        self.check("any damage done to " + ME + " by attacks from " "stage 2 evolved pokémon (both yours and your opponent's) "
                   "is reduced by 30 (after applying weakness and resistance).",
                   [MODS, ["TOOL", fx.TOOL_REDUCE, 30, fx.TC_OTHER_STAGE2]])
        self.check("if testers' stadium is in play, " "any damage done to " + ME + " by attacks from your opponent's pokémon "
                   "is reduced by 20 (after applying weakness and resistance).",
                   [MODS, ["REQ_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, "Testers' Stadium"), 1],
                    ["TOOL", fx.TOOL_REDUCE, 20, AL]])

    def test_per_energy_reduction_with_a_cap(self):
        text = ("any damage done to " + ME + " by attacks is reduced by 10 " "for each energy attached to " + ME + ". "
                "you can't reduce more than 20 " "damage in this way.")
        cnt = fx.count_code(fx.CNT_SELF_ENERGY, fx.ANY)
        self.check(text, [MODS, ["REQ_COUNT", cnt, 1], ["TOOL", fx.TOOL_REDUCE, 10, AL],
                          ["REQ_COUNT", cnt, 2], ["TOOL", fx.TOOL_REDUCE, 10, AL]])
        text = ("any damage done to " + ME + " by your opponent's attacks is reduced by 10 " "for each darkness energy attached to "
                + ME + " (after applying weakness and resistance). " "you can't reduce more than 10 damage in this way.")
        self.check(text, [MODS, ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 6), 1], ["TOOL", fx.TOOL_REDUCE, 10, AL]])
        self.assertIsNone(body(text.replace(" you can't reduce more than 10 damage in this way.", "")))

    def test_partner_bodies(self):
        self.check("as long as foomon is in play, " + ME + "'s retreat cost is 0.",
                   [MODS, ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Foomon"), 1],
                    ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, AL]])
        cnt = fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Barmon")
        nost = fx.MOD_NOSTACK + AL
        self.check("as long as barmon is in play, " "any damage done to " + ME + " by attacks from fire pokémon and "
                   "water pokémon is reduced by 20. " "you can't reduce more than 20 damage even if there is more than 1 barmon in play.",
                   [MODS, ["REQ_COUNT", cnt, 1], ["TOOL", fx.TOOL_REDUCE, 20, fx.TC_OTHER_TYPE + 1 + nost],
                    ["REQ_COUNT", cnt, 1], ["TOOL", fx.TOOL_REDUCE, 20, fx.TC_OTHER_TYPE + 2 + nost]])

    def test_named_bodies(self):
        self.check("the retreat cost for each of your " "foomon, foomon ex, and " + ME + " is 0.",
                   [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "foomon|foomon ex|testmon"],
                    ["TOOL", fx.TOOL_RETREAT_LESS, fx.TOOL_NO_RETREAT, c(fx.TC_POWER_NAMED, scope=fx.MS_OWN)]])
        self.check("damage done to any of your " + ME + " in play by attacks from your opponent's pokémon-ex " "is reduced by 30 "
                   "(after applying weakness and resistance). " "you can't use more than 1 test shield poké-body each turn.",
                   [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "testmon"],
                    ["TOOL", fx.TOOL_REDUCE, 30, c(fx.TC_POWER_NAMED, fx.TC_OTHER_EX, scope=fx.MS_OWN, extra=fx.MOD_NOSTACK)]])

    def test_active_and_bench_modifiers(self):
        self.check(ACT + "prevent all damage done by attacks " "to all of your benched pokémon.",
                   [MODS, ["TOOL", fx.TOOL_REDUCE, 1000, c(fx.TC_BENCHED, scope=fx.MS_OWN, src=fx.TC_ACTIVE)]])
        self.check(ACT + "your opponent's confused pokémon " "can't retreat.",
                   [MODS, ["TOOL", fx.EN_CANT_RETREAT, 1, c(fx.TC_ACTIVE, fx.TC_CONFUSED, scope=fx.MS_OPP, src=fx.TC_ACTIVE)]])
        self.check(ACT + "your opponent's active pokémon " "have no resistance.",
                   [MODS, ["TOOL", fx.TOOL_NO_RESISTANCE, 1, c(fx.TC_ACTIVE, scope=fx.MS_OPP, src=fx.TC_ACTIVE)]])
        # (the Submerge-like Bench shield is k15's reading since the stop-31 merge: SH_OWN_ATTACKS)
        self.check("prevent all damage done to " + ME + " by attacks " "from your pokémon.",
                   [["POWER_PASSIVE", fx.PASSIVE_ATTACK_SHIELD_ALL, 0, fx.TC_SHIFT]])
        self.check("as long as " + ME + " is on your bench, " "don't apply darkness weakness " "for all of your pokémon in play.",
                   [MODS, ["TOOL", fx.TOOL_NO_WEAKNESS, 1, c(fx.TC_OTHER_TYPE + 6, scope=fx.MS_OWN, src=fx.TC_BENCHED)]])

    def test_type_lock_and_shields(self):
        self.check("all energy attached to " + ME + " are fire energy " "instead of its usual type.",
                   [["POWER_PASSIVE", fx.PASSIVE_ENERGY_AS_TYPE, 0, 1]])
        self.check(ACT + "ignore all poké-powers and poké-bodies " "other than test gas.",
                   [["POWER_PASSIVE", fx.PASSIVE_POWER_LOCK, 0, fx.LK_BOTH + fx.LK_WHERE]])
        head = "prevent all effects of attacks, " "including damage, done to " + ME + " by your opponent's "
        self.check(head + "evolved pokémon and pokémon-ex.", [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_EVOLVED_OR_EX + BOTH]])
        self.check(head + "pokémon that has dark " "in its name.", [["POWER_PASSIVE", fx.PASSIVE_SHIELD, 0, fx.TC_OTHER_NAME_DARK + BOTH]])

    def test_parity(self):
        head = "if " + ME + " would be damaged by an attack, " "prevent that attack's damage done to " + ME + " if that damage is "
        self.check(head + "10, 30, or 50.", [["POWER_PASSIVE", fx.PASSIVE_PARITY_SHIELD, 0, 1]])
        self.check(head + "20, 40, or 60.", [["POWER_PASSIVE", fx.PASSIVE_PARITY_SHIELD, 0, 2]])
        self.assertIsNone(body(head + "10, 20, or 30."))

    def test_between_turns(self):
        bt = fx.PASSIVE_BETWEEN_TURNS
        self.check(ACT + "remove 1 damage counter from " "each of your pokémon between turns.",
                   [["POWER_PASSIVE", bt, 0, 10 + 1000 * fx.BT_HEAL_OWN]])
        self.check(ACT + "put 1 damage counter on " "each defending pokémon between turns.",
                   [["POWER_PASSIVE", bt, 0, 10 + 1000 * fx.BT_OPP_ACTIVE]])
        self.check(ACT + "put 2 damage counters on " "each pokémon that remains asleep between turns.",
                   [["POWER_PASSIVE", bt, 0, 20 + 1000 * fx.BT_ASLEEP]])
        self.check(ACT + "put 3 damage counters instead of 2 " "on burned pokémon between turns.",
                   [["POWER_PASSIVE", fx.PASSIVE_BURN_MORE, 0, 10]])

    def test_conditional_heals(self):
        bh = fx.PASSIVE_BETWEEN_HEAL
        self.check("if testers' stadium is in play, " "remove 1 damage counter from " + ME + " between turns.",
                   [["POWER_PASSIVE", bh, 0, 10], ["REQ_COUNT", fx.named_count(fx.CNT_STADIUM_KIND, "Testers' Stadium"), 1]])
        self.check("as long as " + ME + " has any water energy attached to it, " "remove 1 damage counter from " + ME + " between turns.",
                   [["POWER_PASSIVE", bh, 0, 10], ["REQ_COUNT", fx.count_code(fx.CNT_SELF_ENERGY, 2), 1]])
        self.check("if " + ME + " remains asleep between turns, " "remove 2 damage counters from " + ME
                   + " (remove 1 if there is only 1).",
                   [["POWER_PASSIVE", bh, 0, 20], ["REQ_COUNT", fx.count_code(fx.CNT_SELF_COND + fx.ASLEEP), 1]])

    def test_opponent_play_counters(self):
        pc = fx.PASSIVE_OPP_PLAY_COUNTERS
        self.check("as long as " + ME + " is in play, " "whenever your opponent attaches an energy card to his or her pokémon "
                   "from hand, put 1 damage counter on that pokémon. "
                   "you can't put more than 1 damage counter even if there is more than 1 " + ME + " in play.",
                   [["POWER_PASSIVE", pc, 0, 10 + 1000 * fx.OPC_ATTACH]])
        self.check("as long as " + ME + " is in play, " "whenever your opponent plays an evolution card from his or her hand "
                   "to evolve 1 of his or her pokémon, put 1 damage counter on that pokémon. "
                   "you can't use more than 1 test impulse poké-body each turn.",
                   [["POWER_PASSIVE", pc, 0, 10 + 1000 * fx.OPC_EVOLVE + 10000]])
        self.check("if your opponent's active pokémon retreats " "and has 50 or more remaining hp, "
                   "put 2 damage counters on that pokémon. " "you can't use more than 1 test gravity poké-body each turn.",
                   [["POWER_PASSIVE", pc, 0, 20 + 1000 * fx.OPC_RETREAT + 10000 + 100000 * 50]])

    def test_named_no_attack(self):
        from ptcgsim.cardtags import tag_bit
        self.check(ACT + "each player's foomon ex and barmon ex " "can't attack.",
                   [["POWER_PASSIVE", fx.PASSIVE_NAMED_NO_ATTACK, tag_bit("name:foomon ex|barmon ex"), 0]])
        self.assertIsNone(body(ACT + "each player's basic pokémon and barmon ex " "can't attack."))

    def test_tool_purge(self):
        head = "as long as " + ME + " is in play, "
        self.check(head + "your opponent can't play pokémon tool cards. " "remove any pokémon tool cards attached to your "
                   "opponent's pokémon and put them into his or her discard pile.",
                   [["POWER_PASSIVE", fx.PASSIVE_TOOL_PURGE, 0, 1]])
        self.check(head + "each player can't play any technical machine cards " "from his or her hand. "
                   "discard all technical machine cards in play (both yours and your opponent's).",
                   [["POWER_PASSIVE", fx.PASSIVE_TOOL_PURGE, 0, 2]])

    def test_deep_sleep_and_special_energy_lock(self):
        self.check(ACT + "a player flips 2 coins for each of his or her pokémon " "that is asleep between turns. "
                   "if either coin is tails, that pokémon is still asleep.", [["POWER_PASSIVE", fx.PASSIVE_DEEP_SLEEP, 0, 0]])
        # (the Cursed Glare-like lock is k15's reading since the stop-31 merge: tests/test_k15_recognize.py)

    def test_flip_shield_while_damaged(self):
        self.check("whenever " + ME + " would be damaged or affected by an opponent's attack " "and already has at least 1 damage "
                   "counter on it, flip a coin. " "if heads, prevent all effects of that attack, including damage, done to " + ME + ".",
                   [["POWER_PASSIVE", fx.PASSIVE_TRANSPARENCY, 0, 1]])

    def test_attacker_kind_bodies(self):
        self.check(ACT + "any damage done by attacks from your opponent's pokémon-ex " "is reduced by 20 "
                   "(before applying weakness and resistance).", [["POWER_PASSIVE", fx.PASSIVE_EX_DAMAGE_MINUS, 0, 20]])
        self.check("any damage done to " + ME + " by attacks from pokémon " "that has an owner in its name is reduced by 30.",
                   [["POWER_PASSIVE", fx.PASSIVE_REDUCE_FROM_KIND, 0, 30 + 1000 * fx.TC_NO_OWNER + 1000 * fx.TC_SHIFT]])

    def test_counters_per_heads_on_the_attacker(self):
        self.check("if " + ME + " is your active pokémon and is damaged by an opponent's attack " "(even if " + ME
                   + " is knocked out), flip a coin until you get tails. " "for each heads, put 1 damage counter on the attacking pokémon.",
                   [["POWER_PASSIVE", fx.PASSIVE_ON_DAMAGED, 0, fx.OD_ACTIVE], ["FLIP", 0], ["PUT_COUNTERS_PER_HEADS", 10]])


if __name__ == "__main__":
    unittest.main()
