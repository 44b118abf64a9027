"""Kernel slice 31 k15 wordings (ptcgsim/cards/recognize_k15.py): EX-era Poké-Bodies, part A.

The sentences are synthetic, built from short pieces with made-up names; the rows are the ones
tests/test_k15_kernel.py runs on boards.
"""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (registers the rules)
from ptcgsim.cards.recognize_power import recognize_power
from ptcgsim.cards import recognize_k15
from tests import k15_rows as K

ME = "Testmon"
BWR = " (before applying " "weakness and resistance)."
AWR = " (after applying " "weakness and resistance)."
EVOLVED = "as long as " + ME + " is an evolved pokémon, "


def body(text: str, name: str = ME):
    """The body's rows; the card's own name written as ``name`` (the normaliser makes it "this pokémon")."""
    return recognize_power({"type": "Poké-Body", "text": text.replace(ME, name)}, name, 1)


class TestModifierClauses(unittest.TestCase):
    def test_evolved_more_damage(self):
        text = EVOLVED + ME + "'s attacks do 20 more " "damage to your opponent's pokémon" + BWR
        self.assertEqual(body(text), K.STAGES_MORE)

    def test_evolved_no_effects_no_weakness(self):
        text = EVOLVED + "prevent all effects of " "opponent's attacks, " "except damage, done to " + ME + ", and " + ME + " has no weakness."
        self.assertEqual(body(text), K.STAGES_SHIELD)

    def test_evolved_special_energy_attacker(self):
        text = (EVOLVED + "any damage done to " + ME + " by attacks from your " "opponent's pokémon " "that has any special energy cards "
                "attached to it is reduced by 40" + AWR)
        self.assertEqual(body(text), [K.HEAD, ["TOOL", fx.TOOL_REDUCE, 40, K.SRC * fx.TC_EVOLVED + fx.TC_OTHER_ANY_SPECIAL]])

    def test_low_hp_and_confused(self):
        self.assertEqual(body("as long as " + ME + "'s remaining hp is 60 or less, " + ME + " does 40 more damage to " "the defending pokémon" + BWR),
                         K.LOW_HP_MORE)
        self.assertEqual(body("as long as " + ME + " is confused, " + ME + "'s attacks do 50 more damage " "to the defending pokémon" + BWR),
                         K.CONFUSED_MORE)
        self.assertIsNone(body("as long as " + ME + "'s remaining hp is 50 or less, " + ME + " does 40 more damage to " "the defending pokémon" + BWR))

    def test_no_resistance_for_actives(self):
        self.assertEqual(body("as long as " + ME + " is in play, do not apply " "resistance for all active pokémon."), K.NO_RESIST_ACTIVES)


class TestCountedModifiers(unittest.TestCase):
    def test_named_partner(self):
        text = "as long as you have foomon or " "omastar in play, damage done to " + ME + " by attacks is reduced by 20" + AWR
        rows = body(text)
        self.assertEqual(rows[1], ["REQ_COUNT", fx.named_count(fx.CNT_OWN_KIND_IN_PLAY, "Foomon|Omastar"), 1])
        self.assertEqual(rows[2], K.HAVE_REDUCE[2])

    def test_three_names_of_one_stem(self):
        text = ("as long as you have kabuto, " "kabutops, or kabutops ex in play, " + ME + "'s attacks do 20 more damage "
                "to the defending pokémon" + BWR)
        self.assertEqual(body(text), K.TAG_MORE)
        self.assertIsNone(body(text.replace("kabutops,", "foomon,")))

    def test_opponent_hand(self):
        text = "if your opponent has 5 of more " "cards in his or her hand, " "any damage done to " + ME + " by attacks is reduced by 30" + AWR
        self.assertEqual(body(text), K.HAND_REDUCE)

    def test_per_react_energy(self):
        text = ("any damage done to " + ME + " by attacks from your opponent's " "pokémon is reduced by 10 for each "
                "react energy card attached to " + ME + AWR)
        self.assertEqual(body(text), K.PER_REACT)

    def test_holon_stadium(self):
        text = ("as long as any stadium card " "with holon in its name is " "in play, each of your pokémon " "that has δ on its card "
                "does 10 more damage to " "the defending pokémon" + BWR)
        self.assertEqual(body(text), K.STADIUM_MORE)

    def test_react_and_holon_energy(self):
        text = ("as long as " + ME + " has any react energy " "cards attached to it, " "the retreat cost for " "each of your water "
                "pokémon (excluding pokémon-ex) is 0.")
        self.assertEqual(body(text), K.REACT_LIFT)
        text = "as long as " + ME + " has any holon energy " "cards attached to it, " "each of your water " "pokémon has no weakness."
        self.assertEqual(body(text), [K.HEAD, ["REQ_COUNT", K.SELF_HOLON, 1],
                                      ["TOOL", fx.TOOL_NO_WEAKNESS, 1, K.MS * fx.MS_OWN + fx.TC_TYPE + 2 + K.AT_LEAST]])


class TestNamedBodies(unittest.TestCase):
    def test_few_energy(self):
        head = "as long as " + ME + " has 1 energy or less attached to it, "
        self.assertEqual(body(head + "the retreat cost for each of your " + ME + " is 0.", "Kyogre ex"), K.FLOTATION)
        text = (head + "damage done to any of your " + ME + " in play by attacks is reduced by 20" + AWR[:-1] + ". "
                "you can't use more than 1 rock " "body poké-body each turn.")
        self.assertEqual(body(text, "Groudon ex"), K.HARD_ROCK)

    def test_name_lists(self):
        self.assertEqual(body("each of your omanyte, omastar, " + ME + ", kabutops, and kabutops " "ex has no weakness.", "Kabuto"),
                         K.NO_WEAKNESS_NAMED)
        self.assertEqual(body("you pay colorless " "less to retreat your " "jigglypuff, wigglytuff, " "wigglytuff ex, and " + ME + ".",
                              "Igglybuff"), K.HOVER)
        text = "damage done to your " "opponent's pokémon by your " + ME + ", omastar, kabuto, " "kabutops, or kabutops " "ex isn't affected by resistance."
        self.assertEqual(body(text, "Omanyte"), [["POWER_PASSIVE", fx.PASSIVE_MODS, 0, "Omanyte|Omastar|Kabuto|Kabutops|Kabutops " "ex"],
                                                  ["TOOL", fx.ST_NO_RESISTANCE, 1, K.NAMED]])

    def test_evolved_retreat_two_types(self):
        text = EVOLVED + "you pay colorless less to retreat " "your fire and psychic pokémon."
        self.assertEqual(body(text), K.STAGES_RETREAT)


class TestShieldsLocksBetweenTurns(unittest.TestCase):
    def test_partner_shields(self):
        tail = "prevent all effects, " "including damage, done to " + ME + " by attacks from your opponent's "
        self.assertEqual(body("as long as you have illumise in play, " + tail + "pokémon-ex."), K.EX_SHIELD)
        self.assertEqual(body("as long as you have volbeat in play, " + tail + "pokémon that has dark in its name."), K.DARK_SHIELD)

    def test_locks(self):
        self.assertEqual(body("as long as you have " "solrock in play, each " "player's fire pokémon " "(excluding pokémon-ex) "
                              "can't use any poké-powers."), K.FIRE_LOCK)
        self.assertEqual(body("as long as you have " "latios or latios ex in " "play, each player's " "evolved pokémon (excluding "
                              "pokémon-ex) can't use any poké-bodies."), K.BODY_LOCK)
        self.assertEqual(body("as long as " + ME + " has any holon energy " "cards attached " "to it, each player's pokémon "
                              "(excluding pokémon that has δ on " "its card) can't use " "any poké-powers."), K.DELTA_LOCK)

    def test_between_turns(self):
        act = "as long as " + ME + " is your active pokémon, put " "1 damage counter on each "
        self.assertEqual(body(act + "of your opponent's " "pokémon-ex between turns."), K.BT_EX)
        self.assertEqual(body(act + "active pokémon (both yours " "and your opponent's) " "between turns, " "excluding water pokémon."),
                         K.BT_NOT_WATER)


class TestOwnKernelBodies(unittest.TestCase):
    ACT = "as long as " + ME + " is your active pokémon, "

    def test_play_bans(self):
        text = ("your opponent can't play any " "basic pokémon or evolution " "cards from his or her hand " "to evolve an active pokémon "
                "and can't attach any energy cards " "from his or her hand " "to an asleep pokémon.")
        self.assertEqual(body(text), K.BINDING_AURA)
        text = (self.ACT + "your opponent can't attach " "any special energy " "cards (except for darkness " "and metal energy cards) "
                "from his or her hand to " "his or her active pokémon.")
        self.assertEqual(body(text), K.CURSED_GLARE)

    def test_sleep_bodies(self):
        text = (self.ACT + "each player flips 2 " "coins for his or her " "pokémon that is asleep " "between turns. "
                "if either coin is tails, that " "pokémon is still asleep.")
        self.assertEqual(body(text), K.DEEP_SLEEP)
        self.assertEqual(body("as long as " + ME + " remains asleep between " "turns, put 2 damage " "counters on 1 of the " "defending pokémon."),
                         K.BEDHEAD)

    def test_dark_eyes_and_deadlock(self):
        self.assertEqual(body("after your opponent's " "pokémon uses a poké-power, " "put 2 damage counters " "on that pokémon."), K.DARK_EYES)
        self.assertEqual(body(self.ACT + "your opponent's " + ME + " can't attack."), K.DEADLOCK)

    def test_energy_types(self):
        text = "as long as " + ME + " is an evolved pokémon, " "all energy attached to " + ME + " are fire energy instead " "of their usual types."
        self.assertEqual(body(text), K.EVOLVED_FIRE)
        text = "as long as " + ME + " has any react energy " "cards attached to it, " + ME + " is both grass and fighting type."
        self.assertEqual(body(text), K.REACT_DUAL)


class TestCostAndRetreatCounts(unittest.TestCase):
    def test_cost_now(self):
        recognize_k15.RAW_ATTACKS[:] = [{"name": "Poke", "cost": ["Colorless"]},
                                        {"name": "Big Hit", "cost": ["Lightning", "Metal", "Colorless", "Colorless", "Colorless"]}]
        self.addCleanup(recognize_k15.RAW_ATTACKS.clear)
        text = "if you have latios or latios ex " "in play, the attack cost of " + ME + "'s big hit is now lightning metal" "colorless."
        self.assertEqual(body(text), K.DELTA_AURA)
        self.assertIsNone(body(text.replace("metal" "colorless", "water" "colorless")))  # a changed type: not fewer Colorless

    def test_per_benched(self):
        text = "as long as " + ME + " is your active pokémon, you " "pay colorless less to retreat " + ME + " for each " + ME + " on your bench."
        self.assertEqual(body(text, "Beldum"), K.PER_BENCHED)


class TestSubmerge(unittest.TestCase):
    def test_submerge(self):
        text = "as long as " + ME + " is on your bench, prevent " "all damage done to " + ME + " by attacks (both yours " "and your opponent's)."
        self.assertEqual(body(text), K.SUBMERGE)


class TestAttachAndHealBodies(unittest.TestCase):
    def test_readers(self):
        self.assertEqual(body("whenever you attach a react " "energy card from your hand to " + ME + ", remove all damage counters from " + ME + "."),
                         K.REACT_HEAL)
        text = ("when your opponent attaches " "a special energy card " "from his or her hand to " "1 of his or her pokémon, "
                "put 1 damage counter " "on that pokémon. you " "can't use more than 1 " "moon poké-body each turn.")
        self.assertEqual(body(text), K.DELTA_MOON)
        text = ("as long as " + ME + " has any react energy cards " "attached to it, remove " "1 damage counter from " "each of your pokémon "
                "(excluding pokémon-ex) " "that has any react " "energy cards attached " "to it between turns. "
                "you can't use more than 1 " "aroma poké-body each turn.")
        self.assertEqual(body(text), K.AROMA)


class TestReduceBeforeWeakness(unittest.TestCase):
    def test_stage2_ex(self):
        text = "any damage done to your " "stage 2 pokémon-ex " "by your opponent's " "attacks is reduced by 10" + BWR
        self.assertEqual(body(text), K.EXTRA_SMOKE)


class TestExLock(unittest.TestCase):
    def test_ex_lock(self):
        text = ("each player's pokémon-ex " "can't use any poké-powers " "and pays colorless more " "energy to use its attacks. "
                "each pokémon can't be affected " "by more than 1 liquid poké-body.")
        self.assertEqual(body(text), K.EX_LOCK)


class TestDeltaGuard(unittest.TestCase):
    def test_ignore_own_effect(self):
        recognize_k15.RAW_ATTACKS[:] = [{"name": "Poke", "text": ""},
                                        {"name": "Big Storm", "text": "Put 7 damage counters on " "Testmon."}]
        self.addCleanup(recognize_k15.RAW_ATTACKS.clear)
        text = "as long as " + ME + " has any holon energy " "cards attached " "to it, ignore the effect of " + ME + "'s big storm attack."
        self.assertEqual(body(text), K.DELTA_GUARD)
        recognize_k15.RAW_ATTACKS[1]["text"] = "Discard 2 Energy " "attached to Testmon."  # not counters on itself
        self.assertIsNone(body(text))


class TestManyTypes(unittest.TestCase):
    def test_many_types(self):
        text = ("if " + ME + " has any react energy " "cards attached to it, " + ME + " is grass, fire, water, " "lightning, psychic, "
                "and fighting type.")
        self.assertEqual(body(text), K.SIX_TYPES)


if __name__ == "__main__":
    unittest.main()
