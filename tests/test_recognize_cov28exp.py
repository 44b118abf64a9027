"""Coverage slice 28exp (ptcgsim/cards/recognize_cov28exp.py): EX-era Poké-Power and Poké-Body
wording families on synthetic sentences built from short pieces (never a printed sentence), each
with a near miss that stays unrecognised."""

from __future__ import annotations

import unittest

from ptcgsim import effects as fx
from ptcgsim.cards import recognize as R  # noqa: F401  (the recogniser tables, in order)
from ptcgsim.cards.recognize_power import recognize_power

ME = "Testmon"
SELF = "this pokémon"
ONCE = "once during your turn (before your attack), you may "
ACTIVE = "once during your turn (before your attack), if " + SELF + " is your active pokémon, you may "
OFTEN = "as often as you like during your turn (before your attack), you may "
BLOCKED = " this power can't be used if " + SELF + " is affected by a special condition."
DELTA_BIT = 12  # cardtable.CF_DELTA


def power(text: str, kind: str = "Poké-Power"):
    return recognize_power({"type": kind, "text": text}, ME)


def body(text: str):
    return power(text, "Poké-Body")


class TestEnergyMoves(unittest.TestCase):
    def test_any_energy_card_between_own_pokemon(self):
        text = ONCE + "move an energy card attached to 1 of your pokémon to another of your pokémon." + BLOCKED
        c = fx.MOVE_FROM * fx.TC_ANY_ENERGY
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, 0], ["REQ_MOVE_ENERGY", 0, 0, c], ["MOVE_ENERGY", 0, 0, c]])
        # to this Pokémon only: (s31-k17) MOVE_ENERGY_SELF's move onto the acting Pokémon
        self.assertEqual(power(text.replace("to another of your pokémon", "to " + SELF))[1:],
                         [["REQ_MOVE_ENERGY_SELF", 0, 0, c + fx.ANY + 1], ["MOVE_ENERGY_SELF", 0, 0, c + fx.ANY + 1]])

    def test_typed_energy_from_the_active_to_the_bench(self):
        text = OFTEN + "move a grass energy attached to 1 of your active pokémon to 1 of your benched pokémon." + BLOCKED
        c = fx.MOVE_FROM * fx.TC_ACTIVE + 0 + 1  # Grass is type 0
        self.assertEqual(power(text), [["POWER_ACTIVATED", 0, 1, 0], ["REQ_MOVE_ENERGY", 0, 0, c], ["MOVE_ENERGY", 0, 0, c]])
        # the other way round (Bench to Active) is not this wording
        self.assertIsNone(power(text.replace("1 of your active pokémon to 1 of your benched pokémon",
                                             "1 of your benched pokémon to 1 of your active pokémon")))
        # any type, without a type word: not read
        self.assertIsNone(power(text.replace("a grass energy", "an energy")))


class TestCountersOfAKind(unittest.TestCase):
    def test_counters_on_a_delta_pokemon(self):
        text = ACTIVE + "put 3 damage counters on 1 of your opponent's pokémon with δ on its card." + BLOCKED
        self.assertEqual(power(text), [
            ["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY],
            ["REQ_COUNT", fx.count_code(fx.CNT_OPP_FLAG_IN_PLAY, DELTA_BIT), 1],
            ["PUT_COUNTERS", 0, fx.BENCH_OPP_ANY_ONE, (fx.ALT_FLAG + DELTA_BIT) * 1000 + 30]])
        # a Benched target only: not this wording
        self.assertIsNone(power(text.replace("1 of your opponent's pokémon with", "1 of your opponent's benched pokémon with")))

    def test_counters_on_a_damaged_pokemon(self):
        text = ACTIVE + "put 1 damage counter on 1 of your opponent's pokémon that already has any damage counters on it." + BLOCKED
        self.assertEqual(power(text), [["POWER_ACTIVATED", 1, 1, fx.PW_ACTIVE_ONLY],
                                       ["PUT_COUNTERS", 0, fx.BENCH_OPP_ANY_ONE, fx.ALT_DAMAGED * 1000 + 10]])
        # "that has no damage counters": not this wording
        self.assertIsNone(power(text.replace("already has any damage counters", "has no damage counters")))


if __name__ == "__main__":
    unittest.main()
