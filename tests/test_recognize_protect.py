"""Protections from a kind of attacker, from the effects only, and the opponent's Evolved Pokémon
as a board condition (ptcgsim/cards/recognize_protect.py), on synthetic sentences built from short
pieces; each with a near miss that stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize import Ctx, recognize_text

ME = "Testmon"
NEXT = "during your opponent's next turn"


def attack(text: str, base: int = 0):
    return recognize_text(text, Ctx(kind="attack", base=base, damaging=base > 0), ME)


class TestProtections(unittest.TestCase):
    def test_from_a_kind_of_attacker(self):
        after = "prevent all effects of attacks, including damage, done to Testmon by your opponent's {} " + NEXT + "."
        before = NEXT + ", prevent all effects, including damage, done to Testmon by attacks from your opponent's {}."
        for text in (after, before):
            self.assertEqual(attack(text.format("pokémon-ex")), [["PREVENT_DAMAGE_NEXT", 0, 1, 3]])
            self.assertEqual(attack(text.format("evolved pokémon")), [["PREVENT_DAMAGE_NEXT", 0, 1, 4]])
            self.assertIsNone(attack(text.format("basic pokémon-ex")))

    def test_effects_only(self):
        text = NEXT + ", prevent all effects of attacks used by your opponent's pokémon done to Testmon. (damage is not an effect.)"
        self.assertEqual(attack(text, 30), [["DAMAGE"], ["PREVENT_DAMAGE_NEXT", 0, 2]])
        self.assertIsNone(attack(text.replace(" (damage is not an effect.)", " (damage is an effect.)"), 30))


class TestOpponentsEvolvedPokemon(unittest.TestCase):
    def test_conditions(self):
        self.assertEqual(attack("if your opponent has any evolved pokémon in play, draw 3 cards."),
                         [["SKIP_UNLESS_COUNT", fx.CNT_OPP_EVOLVED_IN_PLAY, 1, 1], ["DRAW", 3]])
        self.assertEqual(attack("if your opponent has no stage 2 evolved pokémon in play, this attack does nothing.", 50),
                         [["SKIP_UNLESS_COUNT", fx.count_code(fx.CNT_OPP_STAGE_IN_PLAY, 2), -1, 1], ["STOP"], ["DAMAGE"]])
        self.assertIsNone(attack("if your opponent has any evolved pokémon ex in play, draw 3 cards."))


if __name__ == "__main__":
    unittest.main()
